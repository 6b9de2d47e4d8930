package puzzlelab.puzzles.fifteen;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * Disjoint ranked pattern databases whose values add up (each counts only its own tiles' moves), optionally
 * maxed with the same lookup on the board mirrored about the main diagonal (Korf &amp; Felner): the mirror of a
 * square board is as far from the goal as the board itself.
 */
final class AdditivePdb {
    static final int[][] PARTITION_78 = {{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}};
    /** Korf &amp; Felner's 6-6-6-6 partition of the 5×5 board (AIJ 2002, with the blank top-left). */
    static final int[][] PARTITION_6666 = {{1, 2, 5, 6, 7, 12}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21},
            {17, 18, 19, 22, 23, 24}};
    private static final java.util.Map<Integer, AdditivePdb> LOADED = new java.util.concurrent.ConcurrentHashMap<>();   // side → tables

    final SlidingBoard board;
    final RankedPdb[] groups;
    final boolean reflect;
    final int[] mirrorCell;   // cell → cell mirrored about the main diagonal (also tile → mirrored tile)

    AdditivePdb(SlidingBoard board, RankedPdb[] groups, boolean reflect) {
        if (reflect && board.rows != board.cols) throw new IllegalArgumentException("reflection needs a square board");
        this.board = board;
        this.groups = groups;
        this.reflect = reflect;
        this.mirrorCell = new int[board.cells];
        for (int c = 0; c < board.cells; c++) mirrorCell[c] = reflect ? (c % board.cols) * board.cols + c / board.cols : c;
    }

    /** Loads (or builds and caches) the groups' tables for a board. */
    static AdditivePdb load(SlidingBoard board, int[][] partition, boolean reflect, Path dir, PrintStream log) {
        RankedPdb[] groups = new RankedPdb[partition.length];
        for (int g = 0; g < groups.length; g++)
            groups[g] = RankedPdb.loadOrBuild(dir, board.rows, board.cols, partition[g], log);
        return new AdditivePdb(board, groups, reflect);
    }

    /** Korf &amp; Felner's 7-8 partition of the 4×4 board with reflection, from the cache folder (built on first use). */
    static AdditivePdb korf78() {
        return loaded(4, PARTITION_78);
    }

    /** Korf &amp; Felner's 6-6-6-6 partition of the 5×5 board with reflection, from the cache folder (built on first use). */
    static AdditivePdb korf6666() {
        return loaded(5, PARTITION_6666);
    }

    /** The partition's tables for the square board of this side, loaded once per process. */
    private static AdditivePdb loaded(int side, int[][] partition) {
        AdditivePdb p = LOADED.get(side);
        if (p != null) return p;
        synchronized (AdditivePdb.class) {
            return LOADED.computeIfAbsent(side, k -> load(new SlidingBoard(side, side), partition, true, PdbFile.cacheDir(), System.err));
        }
    }

    /** Null when the 7-8 tables are loaded or cached in {@code dir}, else what building them costs. */
    static String korf78BuildNeeded(Path dir) {
        if (LOADED.containsKey(4)) return null;
        return missing(dir, 4, 4, PARTITION_78) ? "the 7-8 pattern databases are not built yet (577 MB, several minutes"
                + " and ~5 GB of memory): build them once with ./puzzlelab solve fifteen:korf-1 -H pdb-78" : null;
    }

    /** Null when the 6-6-6-6 tables are loaded or cached in {@code dir}, else what building them costs. */
    static String korf6666BuildNeeded(Path dir) {
        if (LOADED.containsKey(5)) return null;
        return missing(dir, 5, 5, PARTITION_6666) ? "the 6-6-6-6 pattern databases are not built yet (510 MB, about "
                + "4 minutes and ~2.5 GB of memory): build them once with ./puzzlelab bench fifteen --set korf24 --only 2"
                : null;
    }

    private static boolean missing(Path dir, int rows, int cols, int[][] partition) {
        for (int[] tiles : partition)
            if (!java.nio.file.Files.exists(PdbFile.path(dir, rows, cols, tiles))) return true;
        return false;
    }

    /** Whether every tile is in a group (then h = 0 only on the goal). */
    boolean coversAllTiles() {
        boolean[] in = new boolean[board.cells];
        for (RankedPdb g : groups) for (int t : g.tiles) in[t] = true;
        for (int t = 1; t < board.cells; t++) if (!in[t]) return false;
        return true;
    }

    int mirrorCell(int c) {
        return mirrorCell[c];
    }

    /** The heuristic value of a board given as cell → tile. */
    int estimate(int[] tiles) {
        int[] cellOf = new int[tiles.length];
        for (int i = 0; i < tiles.length; i++) cellOf[tiles[i]] = i;
        int h = sum(cellOf);
        if (!reflect) return h;
        int[] mirrored = new int[tiles.length];
        for (int t = 0; t < tiles.length; t++) mirrored[mirrorCell[t]] = mirrorCell[cellOf[t]];
        return Math.max(h, sum(mirrored));
    }

    private int sum(int[] cellOf) {
        int[] scratch = new int[board.cells];
        int h = 0;
        for (RankedPdb g : groups) h += g.lookup(cellOf, scratch);
        return h;
    }
}

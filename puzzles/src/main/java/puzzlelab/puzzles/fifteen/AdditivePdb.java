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
    private static volatile AdditivePdb cached78;

    final Board board;
    final RankedPdb[] groups;
    final boolean reflect;
    final int[] mirrorCell;   // cell → cell mirrored about the main diagonal (also tile → mirrored tile)

    AdditivePdb(Board board, RankedPdb[] groups, boolean reflect) {
        if (reflect && board.rows != board.cols) throw new IllegalArgumentException("reflection needs a square board");
        this.board = board;
        this.groups = groups;
        this.reflect = reflect;
        this.mirrorCell = new int[board.cells];
        for (int c = 0; c < board.cells; c++) mirrorCell[c] = reflect ? (c % board.cols) * board.cols + c / board.cols : c;
    }

    /** Loads (or builds and caches) the groups' tables for a board. */
    static AdditivePdb load(Board board, int[][] partition, boolean reflect, Path dir, PrintStream log) {
        RankedPdb[] groups = new RankedPdb[partition.length];
        for (int g = 0; g < groups.length; g++)
            groups[g] = RankedPdb.loadOrBuild(dir, board.rows, board.cols, partition[g], log);
        return new AdditivePdb(board, groups, reflect);
    }

    /** Korf &amp; Felner's 7-8 partition of the 4×4 board with reflection, from the cache folder (built on first use). */
    static AdditivePdb korf78() {
        AdditivePdb p = cached78;
        if (p == null) {
            synchronized (AdditivePdb.class) {
                p = cached78;
                if (p == null) cached78 = p = load(new Board(4, 4), PARTITION_78, true, PdbFile.cacheDir(), System.err);
            }
        }
        return p;
    }

    /** Null when the 7-8 tables are loaded or cached in {@code dir}, else what building them costs. */
    static String korf78BuildNeeded(Path dir) {
        if (cached78 != null) return null;
        for (int[] tiles : PARTITION_78)
            if (!java.nio.file.Files.exists(PdbFile.path(dir, 4, 4, tiles)))
                return "the 7-8 pattern databases are not built yet (577 MB, several minutes and ~5 GB of memory): "
                        + "build them once with ./puzzlelab solve fifteen:korf-1 -H pdb-78";
        return null;
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

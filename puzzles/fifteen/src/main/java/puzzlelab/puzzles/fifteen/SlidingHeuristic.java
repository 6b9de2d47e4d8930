package puzzlelab.puzzles.fifteen;

import puzzlelab.engine.Heuristic;

/**
 * Manhattan distance, and Manhattan plus linear conflicts (Hansson, Mayer &amp; Yung): in every row and column, the
 * tiles that belong there but are out of order need two extra moves each beyond a longest increasing subsequence.
 * Both are admissible and consistent.
 */
public final class SlidingHeuristic implements Heuristic {
    public enum Kind { MANHATTAN, LINEAR_CONFLICT, PDB_555 }

    private final SlidingBoard board;
    private final Kind kind;

    public SlidingHeuristic(SlidingBoard board, Kind kind) {
        this.board = board;
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    @Override
    public String name() {
        return switch (kind) {
            case MANHATTAN -> "manhattan";
            case LINEAR_CONFLICT -> "linear-conflict";
            case PDB_555 -> "pdb-555";
        };
    }
    @Override public boolean admissible() { return true; }
    @Override public boolean consistent() { return true; }

    @Override
    public int estimate(long[] state) {
        int[] t = board.unpack(state);
        if (kind == Kind.PDB_555) return pdb(t);
        return manhattan(board, t) + (kind == Kind.LINEAR_CONFLICT ? conflicts(board, t) : 0);
    }

    /** Sum of the three 5-tile pattern databases (4×4 only). */
    static int pdb(int[] tiles) {
        int[] cellOf = new int[tiles.length];
        for (int i = 0; i < tiles.length; i++) cellOf[tiles[i]] = i;
        int h = 0;
        for (PatternDatabase p : PatternDatabase.partition555()) h += p.table[p.index(cellOf)];
        return h;
    }

    static int manhattan(SlidingBoard b, int[] tiles) {
        int h = 0;
        for (int i = 0; i < tiles.length; i++) h += b.manhattan(tiles[i], i);
        return h;
    }

    static int conflicts(SlidingBoard b, int[] tiles) {
        int h = 0;
        for (int r = 0; r < b.rows; r++) h += rowConflict(b, tiles, r);
        for (int c = 0; c < b.cols; c++) h += colConflict(b, tiles, c);
        return h;
    }

    /** 2 × (tiles of row r that are in row r − longest increasing run of their goal columns). */
    static int rowConflict(SlidingBoard b, int[] tiles, int r) {
        int[] seq = new int[b.cols];
        int n = 0;
        for (int c = 0; c < b.cols; c++) {
            int t = tiles[r * b.cols + c];
            if (t != 0 && t / b.cols == r) seq[n++] = t % b.cols;
        }
        return 2 * (n - lis(seq, n));
    }

    static int colConflict(SlidingBoard b, int[] tiles, int c) {
        int[] seq = new int[b.rows];
        int n = 0;
        for (int r = 0; r < b.rows; r++) {
            int t = tiles[r * b.cols + c];
            if (t != 0 && t % b.cols == c) seq[n++] = t / b.cols;
        }
        return 2 * (n - lis(seq, n));
    }

    private static int lis(int[] a, int n) {
        if (n <= 1) return n;
        int[] len = new int[n];
        int best = 0;
        for (int i = 0; i < n; i++) {
            len[i] = 1;
            for (int j = 0; j < i; j++) if (a[j] < a[i] && len[j] + 1 > len[i]) len[i] = len[j] + 1;
            if (len[i] > best) best = len[i];
        }
        return best;
    }
}

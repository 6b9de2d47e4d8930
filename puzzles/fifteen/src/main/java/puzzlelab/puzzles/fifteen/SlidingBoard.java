package puzzlelab.puzzles.fifteen;

/**
 * Geometry and packing of an R×C sliding-tile board. Cell i = row·C + col; tile 0 is the blank. The goal has the
 * blank top-left and tile t on cell t (Korf's convention). A state packs b = ceil(log2(R·C)) bits per cell,
 * ⌊64/b⌋ cells per long: the 15-puzzle is exactly one long (16 × 4 bits).
 */
public final class SlidingBoard {
    public final int rows;
    public final int cols;
    public final int cells;
    public final int bits;
    public final int perWord;
    public final int words;
    private final long cellMask;

    public SlidingBoard(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
        this.cells = rows * cols;
        this.bits = Math.max(1, 32 - Integer.numberOfLeadingZeros(cells - 1));
        this.perWord = 64 / bits;
        this.words = (cells + perWord - 1) / perWord;
        this.cellMask = (1L << bits) - 1;
    }

    public int get(long[] s, int cell) {
        return (int) ((s[cell / perWord] >>> ((cell % perWord) * bits)) & cellMask);
    }

    public void set(long[] s, int cell, int tile) {
        int w = cell / perWord;
        int sh = (cell % perWord) * bits;
        s[w] = (s[w] & ~(cellMask << sh)) | ((long) tile << sh);
    }

    public long[] pack(int[] tiles) {
        long[] s = new long[words];
        for (int i = 0; i < cells; i++) set(s, i, tiles[i]);
        return s;
    }

    public int[] unpack(long[] s) {
        int[] t = new int[cells];
        for (int i = 0; i < cells; i++) t[i] = get(s, i);
        return t;
    }

    public int blank(long[] s) {
        for (int i = 0; i < cells; i++) if (get(s, i) == 0) return i;
        throw new IllegalStateException("no blank");
    }

    public long[] goal() {
        int[] t = new int[cells];
        for (int i = 0; i < cells; i++) t[i] = i;
        return pack(t);
    }

    /** Cell the blank reaches by move m (U L R D = 0 1 2 3), or -1 off the board. */
    public int target(int blank, int m) {
        int r = blank / cols;
        int c = blank % cols;
        return switch (m) {
            case SlidingMoves.UP -> r > 0 ? blank - cols : -1;
            case SlidingMoves.LEFT -> c > 0 ? blank - 1 : -1;
            case SlidingMoves.RIGHT -> c < cols - 1 ? blank + 1 : -1;
            case SlidingMoves.DOWN -> r < rows - 1 ? blank + cols : -1;
            default -> -1;
        };
    }

    /** {@link #target} tabled: cell*4 + move → cell, or -1 (for cursors' inner loops). */
    int[] targets() {
        int[] t = new int[cells * 4];
        for (int c = 0; c < cells; c++) for (int m = 0; m < 4; m++) t[c * 4 + m] = target(c, m);
        return t;
    }

    /** Writes the blank's legal moves into buf, given {@link #targets()}; returns their number. */
    static int legalMoves(int[] targets, int blank, int[] buf) {
        int n = 0;
        for (int m = 0; m < 4; m++) if (targets[blank * 4 + m] >= 0) buf[n++] = m;
        return n;
    }

    public int manhattan(int tile, int cell) {
        if (tile == 0) return 0;
        return Math.abs(tile / cols - cell / cols) + Math.abs(tile % cols - cell % cols);
    }

    /**
     * Solvability: a position is reachable from the goal iff the permutation parity (blank included) equals the
     * parity of the blank's Manhattan distance from its goal cell (each move is one transposition and moves the
     * blank one cell). Returns null when solvable, else the reason.
     */
    public String unsolvableReason(int[] tiles) {
        int[] perm = tiles.clone();
        int swaps = 0;
        for (int i = 0; i < perm.length; i++) {
            while (perm[i] != i) {
                int t = perm[i];
                perm[i] = perm[t];
                perm[t] = t;
                swaps++;
            }
        }
        int blank = 0;
        for (int i = 0; i < tiles.length; i++) if (tiles[i] == 0) blank = i;
        int dist = blank / cols + blank % cols;
        if ((swaps & 1) == (dist & 1)) return null;
        return "unsolvable by parity: the tile permutation is " + ((swaps & 1) == 0 ? "even" : "odd")
                + " but the blank is an " + ((dist & 1) == 0 ? "even" : "odd")
                + " number of steps from its goal cell, so the goal is unreachable";
    }
}

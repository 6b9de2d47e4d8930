package puzzlelab.puzzles.chexers;

/**
 * The hexagonal board of a given radius in axial coordinates (q = column, r = row, r growing downwards): a hex is on
 * the board iff q, r and s = -q-r all lie in [-radius, radius] (37 hexes for radius 3).
 *
 * <p>Hexes are numbered in reading order (row r = -radius first, q increasing to the right), and a position is a
 * bitboard over these numbers spread over {@link #words} longs. Neighbours and jump landings are precomputed per
 * hex and direction (-1 when off the board).
 */
final class HexGrid {
    /** The referee's neighbour steps, in its order: (-1,0) (0,-1) (+1,-1) (+1,0) (0,+1) (-1,+1). */
    static final int[] DQ = {-1, 0, 1, 1, 0, -1};
    static final int[] DR = {0, -1, -1, 0, 1, 1};
    static final int MAX_RADIUS = 30;

    final int radius;
    final int cells;
    final int words;
    private final int[] q;
    private final int[] r;
    private final int[] rowStart;
    private final int[] neighbour;
    private final int[] beyond;

    HexGrid(int radius) {
        if (radius < 1 || radius > MAX_RADIUS) throw new IllegalArgumentException("radius must be 1.." + MAX_RADIUS);
        this.radius = radius;
        this.cells = 3 * radius * radius + 3 * radius + 1;
        this.words = (cells + 63) >>> 6;
        q = new int[cells];
        r = new int[cells];
        rowStart = new int[2 * radius + 2];
        int i = 0;
        for (int row = -radius; row <= radius; row++) {
            rowStart[row + radius] = i;
            for (int col = minQ(row); col <= maxQ(row); col++) {
                q[i] = col;
                r[i] = row;
                i++;
            }
        }
        rowStart[2 * radius + 1] = i;
        neighbour = new int[cells * 6];
        beyond = new int[cells * 6];
        for (int h = 0; h < cells; h++) {
            for (int d = 0; d < 6; d++) {
                neighbour[h * 6 + d] = index(q[h] + DQ[d], r[h] + DR[d]);
                beyond[h * 6 + d] = index(q[h] + 2 * DQ[d], r[h] + 2 * DR[d]);
            }
        }
    }

    int minQ(int row) { return Math.max(-radius, -radius - row); }
    int maxQ(int row) { return Math.min(radius, radius - row); }

    boolean onBoard(int col, int row) {
        long c = col;  // long: Math.abs(Integer.MIN_VALUE) is negative
        long r = row;
        return Math.abs(c) <= radius && Math.abs(r) <= radius && Math.abs(c + r) <= radius;
    }

    /** Number of the hex (col, row), or -1 when it is off the board. */
    int index(int col, int row) {
        if (!onBoard(col, row)) return -1;
        return rowStart[row + radius] + col - minQ(row);
    }

    int q(int hex) { return q[hex]; }
    int r(int hex) { return r[hex]; }

    /** The hex one step from {@code hex} in direction {@code dir}, or -1. */
    int neighbour(int hex, int dir) { return neighbour[hex * 6 + dir]; }

    /** The hex two steps from {@code hex} in direction {@code dir} (a jump's landing), or -1. */
    int beyond(int hex, int dir) { return beyond[hex * 6 + dir]; }

    /** The direction d with (dq, dr) = k·step(d) for k = 1 or 2, or -1. */
    static int direction(int dq, int dr) {
        for (int d = 0; d < 6; d++) {
            if ((dq == DQ[d] && dr == DR[d]) || (dq == 2 * DQ[d] && dr == 2 * DR[d])) return d;
        }
        return -1;
    }

    /** "(q, r)" exactly as Python prints a tuple. */
    String coords(int hex) {
        return "(" + q[hex] + ", " + r[hex] + ")";
    }

    static boolean get(long[] bits, int hex) {
        return (bits[hex >>> 6] >>> hex & 1L) != 0;
    }

    static void set(long[] bits, int hex) {
        bits[hex >>> 6] |= 1L << hex;
    }

    static void clear(long[] bits, int hex) {
        bits[hex >>> 6] &= ~(1L << hex);
    }

    static int count(long[] bits) {
        int n = 0;
        for (long w : bits) n += Long.bitCount(w);
        return n;
    }
}

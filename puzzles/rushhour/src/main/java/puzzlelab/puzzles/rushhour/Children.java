package puzzlelab.puzzles.rushhour;

/**
 * The children of a (multi-word) key: one key per legal move of every movable vehicle, written one after the
 * other into {@link #keys}. Holds its own scratch, so each thread needs its own.
 */
final class Children {
    private final Packed pk;
    private final int w;
    /** Child i occupies words {@code i·w … i·w + w − 1}. */
    final long[] keys;
    /** The decoded positions of the last state given to {@link #of}. */
    final int[] pos;
    private final int[] rows;
    private final int[] cols;
    private final long[] kid;

    Children(Packed pk) {
        this.pk = pk;
        this.w = pk.words;
        this.keys = new long[pk.movable.length * 2 * pk.n * w];   // a vehicle has fewer than 2n moves
        this.pos = new int[pk.count];
        this.rows = new int[pk.n];
        this.cols = new int[pk.n];
        this.kid = new long[w];
    }

    /** Writes the children of {@code s} into {@link #keys} and returns how many there are. */
    int of(long[] s) {
        pk.decode(s, pos);
        pk.occupancy(pos, rows, cols);
        int n = 0;
        for (int v : pk.movable) {
            int back = pk.behind(v, pos[v], rows, cols);
            int ahead = pk.ahead(v, pos[v], rows, cols);
            for (int d = -back; d <= ahead; d++) {
                if (d == 0) continue;
                pk.moveKey(s, v, d, kid);
                System.arraycopy(kid, 0, keys, n++ * w, w);
            }
        }
        return n;
    }

    /** Copies child {@code i} into {@code dst}. */
    void copy(int i, long[] dst) {
        System.arraycopy(keys, i * w, dst, 0, w);
    }
}

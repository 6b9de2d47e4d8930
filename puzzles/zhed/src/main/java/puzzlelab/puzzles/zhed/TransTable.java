package puzzlelab.puzzles.zhed;

/**
 * A fixed-size transposition table: 128-bit key (two independent Zobrist hashes, so a false match is out of the
 * question in practice) → the largest number of remaining moves for which the node's subtree was searched in full
 * without a solution. Always-replace, one slot per index.
 */
final class TransTable {
    private final long[] k1;
    private final long[] k2;
    private final byte[] budget;
    private final int mask;
    long stores;

    TransTable(int log2Size) {
        int size = 1 << log2Size;
        k1 = new long[size];
        k2 = new long[size];
        budget = new byte[size];
        mask = size - 1;
    }

    /** The stored budget for the key, or -1. */
    int get(long a, long b) {
        int i = (int) (a ^ (a >>> 29)) & mask;
        return k1[i] == a && k2[i] == b ? budget[i] : -1;
    }

    void put(long a, long b, int remaining) {
        int i = (int) (a ^ (a >>> 29)) & mask;
        if (k1[i] == a && k2[i] == b && budget[i] >= remaining) return;
        k1[i] = a;
        k2[i] = b;
        budget[i] = (byte) Math.min(remaining, 127);
        stores++;
    }

    long bytes() {
        return k1.length * 17L;
    }
}

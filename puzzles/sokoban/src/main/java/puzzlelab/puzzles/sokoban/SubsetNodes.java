package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The positions of one small breadth-first search over a subset of the boxes ({@link CorralDeadlocks},
 * {@link PatternSearch}): boxes, Zobrist hash and normalised player of each node in insertion order, an open-addressing
 * table of node ids, reused from one search to the next (a generation stamp clears it in O(1)). The Zobrist keys per
 * square ({@link #zob}) and per player square ({@link #zobPlayer}) come from a fixed seed, so two tables built with one
 * seed hash alike.
 */
final class SubsetNodes {
    final long[] zob, zobPlayer;
    private final int w, cap, mask;
    private final long[] boxes, hash;
    private final int[] player, slots, slotGen;
    private int size, gen;

    /** @param cap the most nodes one search stores */
    SubsetNodes(SokobanBoard b, int cap, long seed) {
        w = b.words;
        this.cap = cap;
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        zob = new long[b.n];
        zobPlayer = new long[b.n];
        for (int i = 0; i < b.n; i++) { zob[i] = rnd.nextLong(); zobPlayer[i] = rnd.nextLong(); }
        boxes = new long[cap * w];
        hash = new long[cap];
        player = new int[cap];
        int t = Integer.highestOneBit(Math.max(2, cap) * 2 - 1) * 2;
        slots = new int[t];
        slotGen = new int[t];
        mask = t - 1;
    }

    /** Empties the table for the next search. */
    void clear() {
        if (++gen == Integer.MAX_VALUE) { Arrays.fill(slotGen, 0); gen = 1; }
        size = 0;
    }

    int size() {
        return size;
    }

    boolean full() {
        return size == cap;
    }

    /** Copies node {@code x}'s boxes into {@code into}. */
    void boxes(int x, long[] into) {
        System.arraycopy(boxes, x * w, into, 0, w);
    }

    long hash(int x) {
        return hash[x];
    }

    int player(int x) {
        return player[x];
    }

    /** Whether boxes {@code bx} (hash {@code hc}) with the player normalised to {@code pl} are stored. */
    boolean find(long[] bx, long hc, int pl) {
        int i = (int) mix(hc ^ zobPlayer[pl]) & mask;
        while (slotGen[i] == gen) {
            int id = slots[i];
            if (hash[id] == hc && player[id] == pl && Arrays.equals(boxes, id * w, id * w + w, bx, 0, w)) return true;
            i = (i + 1) & mask;
        }
        return false;
    }

    /** Stores a node not {@link #find found}; the caller checks {@link #full} first. */
    void add(long[] bx, long hc, int pl) {
        int id = size++;
        System.arraycopy(bx, 0, boxes, id * w, w);
        hash[id] = hc;
        player[id] = pl;
        int i = (int) mix(hc ^ zobPlayer[pl]) & mask;
        while (slotGen[i] == gen) i = (i + 1) & mask;
        slotGen[i] = gen;
        slots[i] = id;
    }

    /** A 64-bit finaliser (MurmurHash3's): slot indices and cache keys from Zobrist sums. */
    static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        return x ^ (x >>> 33);
    }
}

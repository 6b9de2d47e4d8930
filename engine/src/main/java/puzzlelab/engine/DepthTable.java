package puzzlelab.engine;

import java.util.Arrays;

/**
 * Compact visited set for breadth-first search: each slot holds the packed key and its BFS depth (a {@code short}),
 * nothing else — (8·words + 2) bytes per slot. The table grows by 1.5× (any capacity: the slot is chosen by
 * multiply-shift, not a mask) at a 0.8 load factor, so a one-word state costs 12.5–18.75 bytes, about 15 on
 * average. Paths are rebuilt afterwards from the depths (see {@link #statesAtDepth}), so no parent pointers are kept.
 */
public final class DepthTable {
    public static final int MAX_DEPTH = Short.MAX_VALUE - 1;
    private final int w;
    private long[] keys;
    private short[] depth;   // depth + 1; 0 = empty
    private int cap;
    private int size;

    public DepthTable(int words, int expected) {
        this.w = words;
        cap = (int) Math.max(16, Math.min(Integer.MAX_VALUE / 2, expected * 5L / 4 + 1));
        keys = new long[cap * w];
        depth = new short[cap];
    }

    public int size() {
        return size;
    }

    /** Depth of {@code state} or -1. */
    public int depth(long[] state) {
        int i = slot(Keys.hash(state, 0, w), cap);
        while (true) {
            int d = depth[i];
            if (d == 0) return -1;
            if (Keys.equal(keys, i * w, state, 0, w)) return d - 1;
            if (++i == cap) i = 0;
        }
    }

    /** Adds the state at depth {@code d}; returns false if it was already present. */
    public boolean add(long[] state, int d) {
        if (d > MAX_DEPTH) throw new IllegalStateException("BFS depth above " + MAX_DEPTH);
        int i = slot(Keys.hash(state, 0, w), cap);
        while (true) {
            if (depth[i] == 0) break;
            if (Keys.equal(keys, i * w, state, 0, w)) return false;
            if (++i == cap) i = 0;
        }
        System.arraycopy(state, 0, keys, i * w, w);
        depth[i] = (short) (d + 1);
        if (++size * 5L > (long) cap * 4) rehash();
        return true;
    }

    /** Calls {@code visitor} with every stored state at depth {@code d} (the array is reused between calls). */
    public void statesAtDepth(int d, java.util.function.Predicate<long[]> visitor) {
        long[] buf = new long[w];
        short want = (short) (d + 1);
        for (int i = 0; i < depth.length; i++) {
            if (depth[i] == want) {
                System.arraycopy(keys, i * w, buf, 0, w);
                if (!visitor.test(buf)) return;
            }
        }
    }

    /** Maps a 64-bit hash to [0, n) by multiply-shift on its high half (n need not be a power of two). */
    private static int slot(long hash, int n) {
        return (int) (((hash >>> 32) * n) >>> 32);
    }

    public long bytes() {
        return (long) keys.length * 8 + (long) depth.length * 2;
    }

    private void rehash() {
        long[] ok = keys;
        short[] od = depth;
        cap = (int) Math.min((long) Integer.MAX_VALUE / Math.max(8, w * 2), cap * 3L / 2);
        keys = new long[cap * w];
        depth = new short[cap];
        for (int j = 0; j < od.length; j++) {
            if (od[j] == 0) continue;
            int i = slot(Keys.hash(ok, j * w, w), cap);
            while (depth[i] != 0) if (++i == cap) i = 0;
            System.arraycopy(ok, j * w, keys, i * w, w);
            depth[i] = od[j];
        }
    }
}

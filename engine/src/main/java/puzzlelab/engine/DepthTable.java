package puzzlelab.engine;

import java.util.Arrays;

/**
 * Compact visited set for breadth-first search: each slot holds the packed key and its BFS depth (a {@code short}),
 * nothing else — (8·words + 2) bytes per slot, about 13–16 bytes per stored one-word state at the 0.75 load
 * factor. Paths are rebuilt afterwards from the depths (see {@link #statesAtDepth}), so no parent pointers are kept.
 */
public final class DepthTable {
    public static final int MAX_DEPTH = Short.MAX_VALUE - 1;
    private final int w;
    private long[] keys;
    private short[] depth;   // depth + 1; 0 = empty
    private int mask;
    private int size;

    public DepthTable(int words, int expected) {
        this.w = words;
        int cap = Integer.highestOneBit(Math.max(16, (int) Math.min(1 << 30, expected * 4L / 3 + 1)) - 1) << 1;
        keys = new long[cap * w];
        depth = new short[cap];
        mask = cap - 1;
    }

    public int size() {
        return size;
    }

    /** Depth of {@code state} or -1. */
    public int depth(long[] state) {
        int i = (int) Keys.hash(state, 0, w) & mask;
        while (true) {
            int d = depth[i];
            if (d == 0) return -1;
            if (Keys.equal(keys, i * w, state, 0, w)) return d - 1;
            i = (i + 1) & mask;
        }
    }

    /** Adds the state at depth {@code d}; returns false if it was already present. */
    public boolean add(long[] state, int d) {
        if (d > MAX_DEPTH) throw new IllegalStateException("BFS depth above " + MAX_DEPTH);
        int i = (int) Keys.hash(state, 0, w) & mask;
        while (true) {
            if (depth[i] == 0) break;
            if (Keys.equal(keys, i * w, state, 0, w)) return false;
            i = (i + 1) & mask;
        }
        System.arraycopy(state, 0, keys, i * w, w);
        depth[i] = (short) (d + 1);
        if (++size * 4L > (long) depth.length * 3) rehash();
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

    public long bytes() {
        return (long) keys.length * 8 + (long) depth.length * 2;
    }

    private void rehash() {
        long[] ok = keys;
        short[] od = depth;
        int cap = od.length * 2;
        keys = new long[cap * w];
        depth = new short[cap];
        mask = cap - 1;
        for (int j = 0; j < od.length; j++) {
            if (od[j] == 0) continue;
            int i = (int) Keys.hash(ok, j * w, w) & mask;
            while (depth[i] != 0) i = (i + 1) & mask;
            System.arraycopy(ok, j * w, keys, i * w, w);
            depth[i] = od[j];
        }
    }
}

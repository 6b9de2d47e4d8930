package puzzlelab.engine;

/**
 * Compact visited set for breadth-first search: each slot holds the packed key and its BFS depth, nothing else.
 * Depths are kept in a {@code byte} per slot while they fit (depth &lt; 255) and widened to a {@code short} only
 * when a search goes deeper, so a one-word state costs 9 bytes per slot. The table grows by 1.5× at a 0.85 load
 * factor (any capacity: the slot is chosen by multiply-shift, not a mask), i.e. 10.6–15.9 bytes per stored
 * one-word state. Paths are rebuilt afterwards from the depths (see {@link #statesAtDepth}), so no parent
 * pointers are kept.
 */
public final class DepthTable {
    public static final int MAX_DEPTH = Short.MAX_VALUE - 1;
    private final int w;
    private long[] keys;
    private byte[] d8;      // depth + 1 while every depth + 1 ≤ 255; 0 = empty
    private short[] d16;    // used instead of d8 after widening
    private int cap;
    private int size;

    public DepthTable(int words, int expected) {
        this.w = words;
        cap = (int) Math.max(16, Math.min(Integer.MAX_VALUE / 2, expected * 20L / 17 + 1));
        keys = new long[cap * w];
        d8 = new byte[cap];
    }

    public int size() {
        return size;
    }

    private int stored(int i) {
        return d8 != null ? d8[i] & 0xFF : d16[i];
    }

    /** Depth of {@code state} or -1. */
    public int depth(long[] state) {
        int i = slot(Keys.hash(state, 0, w), cap);
        while (true) {
            int d = stored(i);
            if (d == 0) return -1;
            if (Keys.equal(keys, i * w, state, 0, w)) return d - 1;
            if (++i == cap) i = 0;
        }
    }

    /** Adds the state at depth {@code d}; returns false if it was already present. */
    public boolean add(long[] state, int d) {
        if (d > MAX_DEPTH) throw new IllegalStateException("BFS depth above " + MAX_DEPTH);
        if (d + 1 > 255 && d8 != null) widen();
        int i = slot(Keys.hash(state, 0, w), cap);
        while (true) {
            if (stored(i) == 0) break;
            if (Keys.equal(keys, i * w, state, 0, w)) return false;
            if (++i == cap) i = 0;
        }
        System.arraycopy(state, 0, keys, i * w, w);
        if (d8 != null) d8[i] = (byte) (d + 1);
        else d16[i] = (short) (d + 1);
        if (++size * 20L > (long) cap * 17) rehash();
        return true;
    }

    private void widen() {
        d16 = new short[cap];
        for (int i = 0; i < cap; i++) d16[i] = (short) (d8[i] & 0xFF);
        d8 = null;
    }

    /** Calls {@code visitor} with every stored state at depth {@code d} (the array is reused between calls). */
    public void statesAtDepth(int d, java.util.function.Predicate<long[]> visitor) {
        long[] buf = new long[w];
        int want = d + 1;
        for (int i = 0; i < cap; i++) {
            if (stored(i) == want) {
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
        return (long) keys.length * 8 + (d8 != null ? cap : 2L * cap);
    }

    private void rehash() {
        long[] ok = keys;
        byte[] o8 = d8;
        short[] o16 = d16;
        int oldCap = cap;
        cap = (int) Math.min((long) Integer.MAX_VALUE / Math.max(8, w * 2), cap * 3L / 2);
        keys = new long[cap * w];
        d8 = o8 != null ? new byte[cap] : null;
        d16 = o8 != null ? null : new short[cap];
        for (int j = 0; j < oldCap; j++) {
            int v = o8 != null ? o8[j] & 0xFF : o16[j];
            if (v == 0) continue;
            int i = slot(Keys.hash(ok, j * w, w), cap);
            while (stored(i) != 0) if (++i == cap) i = 0;
            System.arraycopy(ok, j * w, keys, i * w, w);
            if (d8 != null) d8[i] = (byte) v;
            else d16[i] = (short) v;
        }
    }
}

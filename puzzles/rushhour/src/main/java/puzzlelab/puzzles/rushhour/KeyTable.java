package puzzlelab.puzzles.rushhour;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * Open-addressing set of packed keys ({@code w} longs each, stored in-slot) with a BFS depth byte per slot (depth
 * mod 256: neighbours differ by at most one layer, so that is enough to walk a path back). Word 0 of a key never
 * has its top bit set ({@link Packed}), so -1 marks an empty slot and a probe touches one array only.
 * About (8w + 1)/0.75 bytes per state at the fullest.
 */
final class KeyTable {
    private static final long EMPTY = -1L;
    private static final VarHandle LONGS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final double LOAD = 0.5;
    private final int w;
    private long[] keys;
    private byte[] depth;
    private int mask;
    private int size;
    private int limit;

    KeyTable(int words, int expected) {
        this.w = words;
        int cap = Integer.highestOneBit(Math.max(16, (int) Math.min(1 << 30, expected * 2L + 1)) - 1) << 1;
        alloc(cap);
    }

    private void alloc(int cap) {
        keys = new long[cap * w];
        for (int i = 0; i < keys.length; i += w) keys[i] = EMPTY;
        depth = new byte[cap];
        mask = cap - 1;
        limit = (int) (cap * LOAD);
    }

    int size() {
        return size;
    }

    void clear() {
        if (size == 0) return;
        for (int i = 0; i < keys.length; i += w) keys[i] = EMPTY;
        size = 0;
    }

    /** Home slot hash; for one word it is the same multiply-and-fold as {@link #add1} and {@link #slots}. */
    static int hash(long[] k, int off, int w) {
        long h = k[off] * 0x9E3779B97F4A7C15L;
        for (int i = 1; i < w; i++) h = (h ^ k[off + i]) * 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ (h >>> 29) ^ (h >>> 41));
    }

    /** Adds the key with the depth; false if it was present. */
    boolean add(long[] k, int d) {
        if (w == 1) return add1(k[0], d);
        int i = hash(k, 0, w) & mask;
        while (true) {
            int o = i * w;
            if (keys[o] == EMPTY) break;
            if (equal(o, k)) return false;
            i = (i + 1) & mask;
        }
        System.arraycopy(k, 0, keys, i * w, w);
        depth[i] = (byte) d;
        if (++size > limit) grow();
        return true;
    }

    boolean add1(long k, int d) {
        if (!add1At(k, home1(k), d)) return false;
        if (size > limit) grow();
        return true;
    }

    /** Home slot of a one-word key (the same as {@link #hash} of a one-word key). */
    private int home1(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 29) ^ (h >>> 41)) & mask;
    }

    /** Makes room for {@code more} adds without growing (so slots from {@link #slots} stay valid). */
    void reserve(int more) {
        while (size + more > limit) grow();
    }

    /**
     * Home slots of one-word keys, touching each so the cache misses of a batch overlap (the CPU runs these
     * independent loads in parallel; the adds that follow then hit the cache).
     */
    long slots(long[] ks, int count, int[] slot) {
        long touch = 0;
        for (int j = 0; j < count; j++) {
            int i = home1(ks[j]);
            slot[j] = i;
            touch += keys[i];
        }
        return touch;
    }

    /** {@link #add1} starting from a precomputed home slot (no growth: call {@link #reserve} first). */
    boolean add1At(long k, int i, int d) {
        while (true) {
            long e = keys[i];
            if (e == EMPTY) break;
            if (e == k) return false;
            i = (i + 1) & mask;
        }
        keys[i] = k;
        depth[i] = (byte) d;
        size++;
        return true;
    }

    /**
     * {@link #add1At} safe for several threads adding at once: a slot is claimed by compare-and-set, so each key is
     * added by exactly one thread. The size is not counted here: add the returned successes with {@link #added}.
     */
    boolean add1AtConcurrent(long k, int i, int d) {
        while (true) {
            long e = keys[i];
            if (e == EMPTY) {
                if (LONGS.compareAndSet(keys, i, EMPTY, k)) {
                    depth[i] = (byte) d;
                    return true;
                }
                e = (long) LONGS.getVolatile(keys, i);
            }
            if (e == k) return false;
            i = (i + 1) & mask;
        }
    }

    /** Accounts for adds made with {@link #add1AtConcurrent}. */
    void added(int count) {
        size += count;
    }

    private boolean equal(int o, long[] k) {
        for (int j = 0; j < w; j++) if (keys[o + j] != k[j]) return false;
        return true;
    }

    /** The stored depth byte of the key, or -1 when absent (0..255 otherwise). */
    int depth(long[] k) {
        int i = hash(k, 0, w) & mask;
        while (true) {
            int o = i * w;
            if (keys[o] == EMPTY) return -1;
            if (equal(o, k)) return depth[i] & 0xFF;
            i = (i + 1) & mask;
        }
    }

    /** Calls {@code f} with every stored key (the array is reused). */
    void forEach(java.util.function.Consumer<long[]> f) {
        long[] buf = new long[w];
        for (int s = 0; s < depth.length; s++) {
            if (keys[s * w] == EMPTY) continue;
            System.arraycopy(keys, s * w, buf, 0, w);
            f.accept(buf);
        }
    }

    long bytes() {
        return (long) keys.length * 8 + depth.length;
    }

    private void grow() {
        long[] ok = keys;
        byte[] od = depth;
        alloc((od.length) * 2);
        long[] tmp = new long[w];
        for (int s = 0; s < od.length; s++) {
            if (ok[s * w] == EMPTY) continue;
            System.arraycopy(ok, s * w, tmp, 0, w);
            int i = hash(tmp, 0, w) & mask;
            while (keys[i * w] != EMPTY) i = (i + 1) & mask;
            System.arraycopy(tmp, 0, keys, i * w, w);
            depth[i] = od[s];
        }
    }
}

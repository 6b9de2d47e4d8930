package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * A priority queue for small integer weights: a stack per weight, so pop gives the least weight, newest entry first,
 * in O(1). {@link Fess} keeps one per feature-space cell (its entries are pushed when their position is created, so
 * newest entry = newest position); {@link PackRoute} orders its route states by it.
 *
 * <p>Entries are non-negative and at most {@link #bits} bits wide, and a stack stores just those bits: 4 bytes an
 * entry up to 31 bits (the pulls' position ids, {@link #ofInts}), 5 bytes up to 39 and 6 bytes up to 47 (an int and a
 * byte or a short: the forward finders' (id, move) entries, 31 + 9 or 10 bits on XSokoban), else 8. The queue was an
 * eighth of the pulls' bytes as longs and about 150 bytes a forward position (docs/sokoban.md, rounds 8 and 9); the
 * order of the entries is the same whatever their width.
 *
 * <p>A stack is a bare array per weight and its size in one {@code int[]} for all weights (round 17): a push to a stack
 * not touched lately (the pulls' queue has thousands of weights) reads the size from a small array that stays in the
 * cache and the array's tail, instead of a list object, then its array. The arrays grow as fastutil's lists grew
 * theirs (10 entries, then by half), so {@link #bytes} is the same.
 */
final class WeightStacks {
    /** The widest entry, in bits, this queue takes. */
    final int bits;
    private final int width;   // bytes an entry: 4, 5, 6 or 8
    private long[][] longs;
    private int[][] lows;   // the low 32 bits of each entry (the whole entry when width is 4)
    private byte[][] highBytes;   // bits 32-39, width 5
    private short[][] highShorts;   // bits 32-47, width 6
    private int[] sizes = new int[4];   // per weight: the entries on its stack (its array is null until the first)
    private int min = Integer.MAX_VALUE, max = -1;
    private long size;
    // bytes of the stacks' arrays (room not yet used included), added up in room[0] when a push grows one: shared by
    // the cells of a CellCycle, so their bytes are known without visiting every cell
    private final long[] room;

    /** Stacks of long entries. */
    WeightStacks() {
        this(63, new long[1]);
    }

    /**
     * @param bits the widest entry: every entry is below 2^bits (at most 63)
     * @param room where the stacks add the bytes their arrays grow by (shared by several queues)
     */
    WeightStacks(int bits, long[] room) {
        if (bits < 1 || bits > 63) throw new IllegalArgumentException("entry bits " + bits);
        this.bits = bits;
        this.room = room;
        width = bits <= 31 ? 4 : bits <= 39 ? 5 : bits <= 47 ? 6 : 8;
        if (width == 8) longs = new long[4][];
        else lows = new int[4][];
        if (width == 5) highBytes = new byte[4][];
        if (width == 6) highShorts = new short[4][];
    }

    /** Stacks whose entries are non-negative ints (pushed as longs, popped as the same values). */
    static WeightStacks ofInts() {
        return new WeightStacks(31, new long[1]);
    }

    void push(int weight, long entry) {
        if (entry >>> bits != 0) throw new IllegalArgumentException("entry " + entry + " wider than " + bits + " bits");
        if (weight >= sizes.length) more(weight);
        int at = sizes[weight]++;
        if (width == 8) pushLong(weight, at, entry);
        else pushNarrow(weight, at, entry);
        if (weight < min) min = weight;
        if (weight > max) max = weight;
        size++;
    }

    /** Room for the stacks of weights up to {@code weight}: the arrays of stacks doubled, or to weight + 1. */
    private void more(int weight) {
        int length = Math.max(weight + 1, sizes.length * 2);
        sizes = Arrays.copyOf(sizes, length);
        if (longs != null) longs = Arrays.copyOf(longs, length);
        if (lows != null) lows = Arrays.copyOf(lows, length);
        if (highBytes != null) highBytes = Arrays.copyOf(highBytes, length);
        if (highShorts != null) highShorts = Arrays.copyOf(highShorts, length);
    }

    /** The length a stack's array grows to from {@code length} to take one more entry: fastutil's lists' rule. */
    private static int grown(int length) {
        return length == 0 ? 10 : (int) Math.min((long) length + (length >> 1), Integer.MAX_VALUE - 8);
    }

    private void pushLong(int weight, int at, long entry) {
        long[] s = longs[weight];
        if (s == null || at == s.length) {
            int had = s == null ? 0 : s.length, length = grown(had);
            longs[weight] = s = s == null ? new long[length] : Arrays.copyOf(s, length);
            room[0] += (length - had) * 8L;
        }
        s[at] = entry;
    }

    private void pushNarrow(int weight, int at, long entry) {
        int[] s = lows[weight];
        if (s == null || at == s.length) {
            int had = s == null ? 0 : s.length, length = grown(had);
            lows[weight] = s = s == null ? new int[length] : Arrays.copyOf(s, length);
            room[0] += (length - had) * 4L;
        }
        s[at] = (int) entry;
        if (width == 5) {
            byte[] h = highBytes[weight];
            if (h == null || at == h.length) {
                int had = h == null ? 0 : h.length, length = grown(had);
                highBytes[weight] = h = h == null ? new byte[length] : Arrays.copyOf(h, length);
                room[0] += length - had;
            }
            h[at] = (byte) (entry >>> 32);
        } else if (width == 6) {
            short[] h = highShorts[weight];
            if (h == null || at == h.length) {
                int had = h == null ? 0 : h.length, length = grown(had);
                highShorts[weight] = h = h == null ? new short[length] : Arrays.copyOf(h, length);
                room[0] += (length - had) * 2L;
            }
            h[at] = (short) (entry >>> 32);
        }
    }

    /** Empties the queue, keeping its storage. */
    void clear() {
        for (int i = Math.max(min, 0); i <= max; i++) sizes[i] = 0;
        min = Integer.MAX_VALUE;
        max = -1;
        size = 0;
    }

    /** Removes and returns the newest entry of the least weight; the queue must not be empty. */
    long pop() {
        size--;
        int[] sizes = this.sizes;
        while (sizes[min] == 0) min++;
        int at = --sizes[min];
        if (width == 8) return longs[min][at];
        long low = lows[min][at] & 0xffffffffL;
        if (width == 5) return low | (highBytes[min][at] & 0xffL) << 32;
        if (width == 6) return low | (highShorts[min][at] & 0xffffL) << 32;
        return low;
    }

    boolean isEmpty() {
        return size == 0;
    }

    long size() {
        return size;
    }

    /** The bytes of the stacks' arrays, room not yet used included (a popped entry's room stays), with any sharing them. */
    long bytes() {
        return room[0];
    }
}

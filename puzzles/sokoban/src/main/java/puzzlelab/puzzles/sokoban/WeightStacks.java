package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.bytes.ByteArrayList;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.shorts.ShortArrayList;

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
 */
final class WeightStacks {
    /** The widest entry, in bits, this queue takes. */
    final int bits;
    private final int width;   // bytes an entry: 4, 5, 6 or 8
    private LongArrayList[] longs;
    private IntArrayList[] lows;   // the low 32 bits of each entry (the whole entry when width is 4)
    private ByteArrayList[] highBytes;   // bits 32-39, width 5
    private ShortArrayList[] highShorts;   // bits 32-47, width 6
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
        if (width == 8) longs = new LongArrayList[4];
        else lows = new IntArrayList[4];
        if (width == 5) highBytes = new ByteArrayList[4];
        if (width == 6) highShorts = new ShortArrayList[4];
    }

    /** Stacks whose entries are non-negative ints (pushed as longs, popped as the same values). */
    static WeightStacks ofInts() {
        return new WeightStacks(31, new long[1]);
    }

    void push(int weight, long entry) {
        if (entry >>> bits != 0) throw new IllegalArgumentException("entry " + entry + " wider than " + bits + " bits");
        if (width == 8) pushLong(weight, entry);
        else pushNarrow(weight, entry);
        if (weight < min) min = weight;
        if (weight > max) max = weight;
        size++;
    }

    private void pushLong(int weight, long entry) {
        if (weight >= longs.length) longs = java.util.Arrays.copyOf(longs, Math.max(weight + 1, longs.length * 2));
        LongArrayList s = longs[weight];
        if (s == null) longs[weight] = s = new LongArrayList();
        int had = s.elements().length;
        s.add(entry);
        room[0] += (s.elements().length - had) * 8L;
    }

    private void pushNarrow(int weight, long entry) {
        if (weight >= lows.length) {
            int length = Math.max(weight + 1, lows.length * 2);
            lows = java.util.Arrays.copyOf(lows, length);
            if (highBytes != null) highBytes = java.util.Arrays.copyOf(highBytes, length);
            if (highShorts != null) highShorts = java.util.Arrays.copyOf(highShorts, length);
        }
        IntArrayList s = lows[weight];
        if (s == null) {
            lows[weight] = s = new IntArrayList();
            if (highBytes != null) highBytes[weight] = new ByteArrayList();
            if (highShorts != null) highShorts[weight] = new ShortArrayList();
        }
        int had = s.elements().length;
        s.add((int) entry);
        room[0] += (s.elements().length - had) * 4L;
        if (width == 5) {
            ByteArrayList h = highBytes[weight];
            had = h.elements().length;
            h.add((byte) (entry >>> 32));
            room[0] += h.elements().length - had;
        } else if (width == 6) {
            ShortArrayList h = highShorts[weight];
            had = h.elements().length;
            h.add((short) (entry >>> 32));
            room[0] += (h.elements().length - had) * 2L;
        }
    }

    /** Empties the queue, keeping its storage. */
    void clear() {
        for (int i = Math.max(min, 0); i <= max; i++) {
            if (width == 8) {
                if (longs[i] != null) longs[i].clear();
            } else if (lows[i] != null) {
                lows[i].clear();
                if (highBytes != null) highBytes[i].clear();
                if (highShorts != null) highShorts[i].clear();
            }
        }
        min = Integer.MAX_VALUE;
        max = -1;
        size = 0;
    }

    /** Removes and returns the newest entry of the least weight; the queue must not be empty. */
    long pop() {
        size--;
        if (width == 8) {
            LongArrayList s;
            while ((s = longs[min]) == null || s.isEmpty()) min++;
            return s.popLong();
        }
        IntArrayList s;
        while ((s = lows[min]) == null || s.isEmpty()) min++;
        long low = s.popInt() & 0xffffffffL;
        if (width == 5) return low | (highBytes[min].popByte() & 0xffL) << 32;
        if (width == 6) return low | (highShorts[min].popShort() & 0xffffL) << 32;
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

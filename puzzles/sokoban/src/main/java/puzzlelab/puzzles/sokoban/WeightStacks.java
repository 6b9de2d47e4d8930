package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * A priority queue for small integer weights: a stack per weight, so pop gives the least weight, newest entry first,
 * in O(1). {@link Fess} keeps one per feature-space cell (its entries are pushed when their position is created, so
 * newest entry = newest position); {@link PackRoute} orders its route states by it. The pulls' entries are position
 * ids: their stacks hold ints ({@link #ofInts}), half the bytes an entry (with a position or two an entry, the queue
 * was an eighth of the pulls' bytes, docs/sokoban.md round 8).
 */
final class WeightStacks {
    private final boolean ints;
    private LongArrayList[] longs;
    private IntArrayList[] intLists;
    private int min = Integer.MAX_VALUE, max = -1;
    private long size;
    // bytes of the stacks' arrays (room not yet used included), added up in room[0] when a push grows one: shared by
    // the cells of a CellCycle, so their bytes are known without visiting every cell
    private final long[] room;

    /** Stacks of long entries. */
    WeightStacks() {
        this(false, new long[1]);
    }

    /** @param room where the stacks add the bytes their arrays grow by (shared by several queues) */
    WeightStacks(boolean ints, long[] room) {
        this.ints = ints;
        this.room = room;
        if (ints) intLists = new IntArrayList[4];
        else longs = new LongArrayList[4];
    }

    /** Stacks whose entries are non-negative ints (pushed as longs, popped as the same values). */
    static WeightStacks ofInts() {
        return new WeightStacks(true, new long[1]);
    }

    void push(int weight, long entry) {
        if (ints) pushInt(weight, (int) entry);
        else pushLong(weight, entry);
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

    private void pushInt(int weight, int entry) {
        if (weight >= intLists.length) intLists = java.util.Arrays.copyOf(intLists, Math.max(weight + 1, intLists.length * 2));
        IntArrayList s = intLists[weight];
        if (s == null) intLists[weight] = s = new IntArrayList();
        int had = s.elements().length;
        s.add(entry);
        room[0] += (s.elements().length - had) * 4L;
    }

    /** Empties the queue, keeping its storage. */
    void clear() {
        for (int i = Math.max(min, 0); i <= max; i++) {
            if (ints) {
                if (intLists[i] != null) intLists[i].clear();
            } else if (longs[i] != null) longs[i].clear();
        }
        min = Integer.MAX_VALUE;
        max = -1;
        size = 0;
    }

    /** Removes and returns the newest entry of the least weight; the queue must not be empty. */
    long pop() {
        size--;
        if (ints) {
            IntArrayList s;
            while ((s = intLists[min]) == null || s.isEmpty()) min++;
            return s.popInt();
        }
        LongArrayList s;
        while ((s = longs[min]) == null || s.isEmpty()) min++;
        return s.popLong();
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

package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * A priority queue for small integer weights: a stack per weight, so pop gives the least weight, newest entry first,
 * in O(1). {@link Fess} keeps one per feature-space cell (its entries are pushed when their position is created, so
 * newest entry = newest position); {@link PackRoute} orders its route states by it.
 */
final class WeightStacks {
    private LongArrayList[] byWeight = new LongArrayList[4];
    private int min = Integer.MAX_VALUE, max = -1;
    private long size;

    void push(int weight, long entry) {
        if (weight >= byWeight.length) byWeight = java.util.Arrays.copyOf(byWeight, Math.max(weight + 1, byWeight.length * 2));
        LongArrayList s = byWeight[weight];
        if (s == null) byWeight[weight] = s = new LongArrayList();
        s.add(entry);
        if (weight < min) min = weight;
        if (weight > max) max = weight;
        size++;
    }

    /** Empties the queue, keeping its storage. */
    void clear() {
        for (int i = Math.max(min, 0); i <= max; i++) if (byWeight[i] != null) byWeight[i].clear();
        min = Integer.MAX_VALUE;
        max = -1;
        size = 0;
    }

    /** Removes and returns the newest entry of the least weight; the queue must not be empty. */
    long pop() {
        LongArrayList s;
        while ((s = byWeight[min]) == null || s.isEmpty()) min++;
        size--;
        return s.popLong();
    }

    boolean isEmpty() {
        return size == 0;
    }

    long size() {
        return size;
    }
}

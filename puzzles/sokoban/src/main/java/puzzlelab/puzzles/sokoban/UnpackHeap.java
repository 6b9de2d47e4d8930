package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * {@link Unpacking}'s open list: a binary min-heap of (priority, id) pairs in two primitive columns. It sifts exactly as
 * {@code java.util.PriorityQueue} does with a comparator of the priorities alone (the same comparisons, the same moves),
 * so pairs of equal priority come out in the same order as from the PriorityQueue of {@code long[]} pairs it replaces,
 * without an array object and a reference per queued position.
 */
final class UnpackHeap {
    private long[] key;
    private int[] id;
    private int size;

    /** A heap of PriorityQueue's default capacity (11 pairs); growth does not change the order. */
    UnpackHeap() {
        this(11);
    }

    /** @param capacity the pairs it holds before it grows (0: an empty heap that holds no arrays' room) */
    UnpackHeap(int capacity) {
        key = new long[capacity];
        id = new int[capacity];
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    /** The bytes of the two columns as allocated. */
    long bytes() {
        return 12L * key.length;
    }

    void add(long priority, int value) {
        if (size == key.length) {
            int length = key.length + (key.length < 64 ? key.length + 2 : key.length >> 1);
            key = Arrays.copyOf(key, length);
            id = Arrays.copyOf(id, length);
        }
        int k = size++;
        // PriorityQueue.siftUpUsingComparator
        while (k > 0) {
            int parent = (k - 1) >>> 1;
            if (priority >= key[parent]) break;
            key[k] = key[parent];
            id[k] = id[parent];
            k = parent;
        }
        key[k] = priority;
        id[k] = value;
    }

    /** Removes the pair of least priority (the queue must not be empty); returns its id. */
    int poll() {
        int result = id[0];
        int n = --size;
        long x = key[n];
        int xid = id[n];
        if (n > 0) {
            // PriorityQueue.siftDownUsingComparator
            int k = 0, half = n >>> 1;
            while (k < half) {
                int child = (k << 1) + 1, right = child + 1;
                if (right < n && key[child] > key[right]) child = right;
                if (x <= key[child]) break;
                key[k] = key[child];
                id[k] = id[child];
                k = child;
            }
            key[k] = x;
            id[k] = xid;
        }
        return result;
    }
}

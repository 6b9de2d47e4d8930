package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import java.util.Arrays;

/**
 * FESS's cycle over the cells of a feature space: one {@link WeightStacks} per feature key, created on first use, and
 * the cells visited in turn (in order of creation), skipping empty ones. {@link Fess} and the pulls in cells
 * ({@link PullSearch}) keep their queues here.
 */
final class CellCycle {
    private final Int2IntOpenHashMap cellOf = new Int2IntOpenHashMap();
    private WeightStacks[] cells = new WeightStacks[16];
    private int count, cursor;
    private final int bits;
    private final long[] room = new long[1];   // the cells' stacks' array bytes (see WeightStacks#bytes)

    /**
     * @param bits the widest entry (see {@link WeightStacks#bits}): 31 for the pulls' position ids, 31 + the move's bits
     *     for {@link Fess}'s (id, move) entries
     */
    CellCycle(int bits) {
        this.bits = bits;
        cellOf.defaultReturnValue(-1);
    }

    /** The queue of the cell with this feature key, made when new. */
    WeightStacks cell(int key) {
        int c = cellOf.get(key);
        if (c >= 0) return cells[c];
        if (count == cells.length) cells = Arrays.copyOf(cells, count * 2);
        cellOf.put(key, count);
        return cells[count++] = new WeightStacks(bits, room);
    }

    /** The next non-empty cell's queue in turn; some cell must hold an entry. */
    WeightStacks next() {
        while (true) {
            if (cursor >= count) cursor = 0;
            WeightStacks q = cells[cursor++];
            if (!q.isEmpty()) return q;
        }
    }

    /** The bytes of the cells' stacks (room not yet used included) and of the cell table, about. */
    long bytes() {
        return room[0] + count * 64L;
    }

    /** Cells in use. */
    int size() {
        return count;
    }
}

package puzzlelab.rushdb.core;

import java.util.function.Consumer;

/**
 * Whether lane layouts can share a board at all: the cells no state can free (the walls, and the cells each lane
 * covers in every configuration) must not overlap, and no row may need more than n cells (its walls, its cars and
 * the columns' always-covered cells in it). Rows are fixed first; columns are added one at a time, so an enumeration
 * drops a column combination as soon as its first misfit is chosen.
 */
final class LaneRoom {
    private final int n;
    private long forced;
    private final int[] rowUse;
    private final long rowCells;

    /** The room left by the walls and the row layouts ({@code rows[y]} null: an empty row). */
    LaneRoom(int n, long walls, LaneTable[] rows) {
        this.n = n;
        forced = walls;
        rowUse = new int[n];
        rowCells = (1L << n) - 1;
        for (int y = 0; y < n; y++) {
            rowUse[y] = Long.bitCount(walls & rowCells << (y * n));
            if (rows[y] != null) {
                forced |= rows[y].forced;
                rowUse[y] += rows[y].carCells;
            }
        }
    }

    /** Whether column layout t (null: an empty column) fits beside the lanes placed so far. */
    boolean fits(LaneTable t) {
        if (t == null) return true;
        if ((t.forced & forced) != 0) return false;
        for (long b = t.forced; b != 0; b &= b - 1) {
            int y = Long.numberOfTrailingZeros(b) / n;
            if (rowUse[y] + Long.bitCount(t.forced & rowCells << (y * n)) > n) return false;
        }
        return true;
    }

    /** Places column layout t (which {@link #fits}); {@link #remove} takes it back. */
    void add(LaneTable t) {
        if (t == null) return;
        forced |= t.forced;
        for (long b = t.forced; b != 0; b &= b - 1) rowUse[Long.numberOfTrailingZeros(b) / n]++;
    }

    void remove(LaneTable t) {
        if (t == null) return;
        forced &= ~t.forced;
        for (long b = t.forced; b != 0; b &= b - 1) rowUse[Long.numberOfTrailingZeros(b) / n]--;
    }

    /** Whether the whole layout (walls, rows, columns; null lanes empty) can hold a state. */
    static boolean feasible(int n, long walls, LaneTable[] rows, LaneTable[] cols) {
        LaneRoom room = new LaneRoom(n, walls, rows);
        for (LaneTable t : cols) {
            if (!room.fits(t)) return false;
            room.add(t);
        }
        return true;
    }

    /**
     * Every combination of layouts for columns x..n−1 (from {@code options}, in their order) that fits beside the
     * lanes placed so far, written into {@code cols} and handed to {@code leaf}; columns before x stay as they are.
     */
    void columns(int x, LaneTable[][] options, LaneTable[] cols, Consumer<LaneTable[]> leaf) {
        if (x == n) {
            leaf.accept(cols);
            return;
        }
        for (LaneTable t : options[x]) {
            if (!fits(t)) continue;
            add(t);
            cols[x] = t;
            columns(x + 1, options, cols, leaf);
            remove(t);
        }
        cols[x] = null;
    }
}

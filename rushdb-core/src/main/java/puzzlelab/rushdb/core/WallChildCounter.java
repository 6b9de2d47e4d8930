package puzzlelab.rushdb.core;

/**
 * Counts the states and Fogleman's inputs of every layout that adds one or two walls to a wall-free layout L0,
 * without building those layouts (~70 per L0 on 6×6, with about one input each on average). A state of L0 with
 * cells c (and d) free is a state of exactly one of them — the walls split the crossing lanes where its cars are —
 * if the enumeration allows walls there: a row keeps fewer than n cells of cars and walls, and the exit row's walls
 * lie left of the red car (columns have no such rule). It is an input there when every car's required cell (before
 * it, {@link LaneTable#req}) is covered, a wall counting as covered. So one visit of L0's states counts them all:
 * <pre>
 *   F = free cells that may hold a wall;  missing = required cells not covered
 *   one wall:  states += |F|;  inputs += |F| if missing = ∅, 1 if missing = {m} ⊆ F
 *   two walls: the pairs of F, less pairs within a row that has room for one wall only; inputs likewise
 * </pre>
 */
final class WallChildCounter {
    /** States and inputs of the one-wall and two-wall children. */
    long states1;
    long inputs1;
    long states2;
    long inputs2;

    private Layout l;
    private boolean pairs;
    /** Cells of rows (other than the exit row) with room for a wall. */
    private long roomForOne;
    /** Rows with room for exactly one wall, as cell masks. */
    private long[] tightRows;
    private int tight;
    private long[] exitCells;   // per red-lane configuration: the exit row's cells left of the red car
    private int redShift;
    private long redMask;
    private long[] rowOf;

    /** Adds the children of l0 (wall-free) with up to {@code maxWalls} (1 or 2) walls. */
    void run(Layout l0, int maxWalls) {
        l = l0;
        pairs = maxWalls >= 2;
        states1 = inputs1 = states2 = inputs2 = 0;
        int n = l0.n;
        int exit = Layout.exitRow(n);
        rowOf = new long[n];
        for (int y = 0; y < n; y++) rowOf[y] = ((1L << n) - 1) << (y * n);
        roomForOne = 0;
        tightRows = new long[n];
        tight = 0;
        for (int y = 0; y < n; y++) {
            int cars = 0;
            for (LaneTable t : l0.lanes) if (t.horizontal && t.lane == y) cars = t.carCells;
            if (cars + 1 > n - 1) continue;
            if (y != exit) roomForOne |= rowOf[y];
            if (cars + 2 > n - 1) tightRows[tight++] = rowOf[y];
        }
        LaneTable red = l0.lanes[l0.redLane];
        exitCells = new long[red.configs];
        for (int g = 0; g < red.configs; g++) {
            int x = red.position(g, l0.redCar);
            exitCells[g] = x == 0 ? 0 : ((1L << x) - 1) << (exit * n);
        }
        redShift = l0.shift[l0.redLane];
        redMask = l0.mask[l0.redLane];
        visit(0, 0L, 0L, 0L);
    }

    private void visit(int lane, long occ, long req, long s) {
        Layout lay = l;
        if (lane == lay.lanes.length) {
            leaf(occ, req, s);
            return;
        }
        int li = lay.order[lane];
        LaneTable t = lay.lanes[li];
        int sh = lay.shift[li];
        for (int c = 0; c < t.configs; c++) {
            if ((t.occ[c] & occ) != 0) continue;
            visit(lane + 1, occ | t.occ[c], req | t.req[c], s | (long) c << sh);
        }
    }

    private void leaf(long occ, long req, long s) {
        long free = ~occ & (roomForOne | exitCells[(int) (s >>> redShift & redMask)]);
        long f = Long.bitCount(free);
        long missing = req & ~occ;
        boolean oneMissing = missing != 0 && (missing & (missing - 1)) == 0;
        states1 += f;
        if (missing == 0) inputs1 += f;
        else if (oneMissing && (missing & free) != 0) inputs1++;
        if (!pairs) return;
        long p = f * (f - 1) / 2;
        for (int i = 0; i < tight; i++) {
            long k = Long.bitCount(free & tightRows[i]);
            p -= k * (k - 1) / 2;
        }
        states2 += p;
        if (missing == 0) {
            inputs2 += p;
        } else if (oneMissing) {
            if ((missing & free) == 0) return;
            long with = f - 1;   // pairs holding the missing cell
            for (int i = 0; i < tight; i++)
                if ((missing & tightRows[i]) != 0) with -= Long.bitCount(free & tightRows[i]) - 1;
            inputs2 += with;
        } else if (Long.bitCount(missing) == 2 && (missing & free) == missing) {
            for (int i = 0; i < tight; i++) if ((missing & tightRows[i]) == missing) return;
            inputs2++;
        }
    }
}

package puzzlelab.rushdb.core;

/**
 * Counts the states of a layout, and Fogleman's inputs among them, without visiting every state: once the rows'
 * cars are placed, each column's cars only have to avoid those cells, independently of the other columns, so a
 * placement of the rows contributes the product of the columns' compatible configurations.
 *
 * <pre>
 * for each placement R of the rows (depth first; alive[x] = column x's configurations free of R's cells so far,
 *                                    a branch ends when some alive[x] is empty):
 *   states += Π_x |alive[x]|
 *   inputs += Π_x |alive[x] ∩ {configurations whose "require" cells R covers} ∩ {those covering what R requires}|
 *   if the red car is home: hand every product of the alive configurations to the sweep as a goal state
 * </pre>
 * Cost ∝ the row placements (pruned), not the states: sparse layouts hold up to millions of states per layout.
 * Needs at most 64 configurations per column ({@link LaneTable#coversAt}), which holds for boards up to 7×7.
 */
final class RowFirstCounter {
    /** Receives the goal states: the state key, its occupied cells and its dense index (0 when the layout is not dense). */
    interface GoalSink {
        void goal(long state, long occupied, int dense);
    }

    long states;
    long inputs;

    private Layout l;
    private int[] rows = new int[8];
    private int[] cols = new int[8];
    private int[] colOf = new int[8];   // column x → index into cols, or -1
    private int nr;
    private int nc;
    private long[][] alive = new long[9][8];
    private GoalSink sink;
    private boolean dense;
    /** Cells of the columns holding cars: a required cell elsewhere stays empty, so such a state is no input. */
    private long colsCovered;

    /** Whether every column lane of the layout has at most 64 configurations (else use a plain enumeration). */
    static boolean applies(Layout l) {
        for (LaneTable t : l.lanes) if (!t.horizontal && t.coversAt == null) return false;
        return true;
    }

    /** Counts l's states and inputs into the fields (added to); goal states go to {@code goals} unless null. */
    void run(Layout layout, GoalSink goals, boolean denseIndex) {
        this.l = layout;
        this.sink = goals;
        this.dense = denseIndex;
        int n = layout.n;
        if (rows.length < n) {
            rows = new int[n];
            cols = new int[n];
            colOf = new int[n];
            alive = new long[n + 1][n];
        }
        nr = 0;
        nc = 0;
        java.util.Arrays.fill(colOf, -1);
        for (int i = 0; i < layout.lanes.length; i++) {
            LaneTable t = layout.lanes[i];
            if (t.horizontal) {
                rows[nr++] = i;
            } else {
                colOf[t.lane] = nc;
                cols[nc++] = i;
            }
        }
        colsCovered = 0;
        for (int j = 0; j < nc; j++) colsCovered |= layout.lanes[cols[j]].cells(0, n);
        for (int j = 0; j < nc; j++) {
            int k = layout.lanes[cols[j]].configs;
            alive[0][j] = k == 64 ? -1L : (1L << k) - 1;
            if (k == 0) return;
        }
        place(0, layout.walls, 0L, 0L, 0L, false);
    }

    private void place(int k, long occ, long need, long s, long d, boolean home) {
        if (k == nr) {
            leaf(occ, need, s, d, home);
            return;
        }
        int li = rows[k];
        LaneTable t = l.lanes[li];
        int n = l.n;
        long[] cur = alive[k];
        long[] next = alive[k + 1];
        int sh = l.shift[li];
        long r = l.radix[li];
        int y = t.lane;
        for (int c = 0; c < t.configs; c++) {
            long o = t.occ[c];
            System.arraycopy(cur, 0, next, 0, nc);
            boolean ok = true;
            for (long b = o; b != 0; b &= b - 1) {
                int j = colOf[Long.numberOfTrailingZeros(b) % n];
                if (j < 0) continue;
                next[j] &= ~l.lanes[cols[j]].coversAt[y];
                if (next[j] == 0) {
                    ok = false;
                    break;
                }
            }
            if (!ok) continue;
            boolean goal = home || (li == l.redLane && l.goal[c]);
            place(k + 1, occ | o, need | t.needOut[c], s | (long) c << sh, d + c * r, goal);
        }
    }

    private void leaf(long occ, long need, long s, long d, boolean home) {
        long[] a = alive[nr];
        int n = l.n;
        long st = 1;
        long in = 1;
        for (int j = 0; j < nc; j++) {
            LaneTable t = l.lanes[cols[j]];
            int x = t.lane;
            int occBits = 0;
            int needBits = 0;
            for (int y = 0; y < n; y++) {
                occBits |= (int) (occ >>> (y * n + x) & 1) << y;
                needBits |= (int) (need >>> (y * n + x) & 1) << y;
            }
            st *= Long.bitCount(a[j]);
            long m = a[j] & t.requireMet[occBits];
            for (int b = needBits; b != 0; b &= b - 1) m &= t.coversAt[Integer.numberOfTrailingZeros(b)];
            in *= Long.bitCount(m);
        }
        states += st;
        if ((need & ~colsCovered) == 0) inputs += in;
        if (home && sink != null) goals(0, s, occ, d);
    }

    private void goals(int j, long s, long occ, long d) {
        if (j == nc) {
            sink.goal(s, occ, dense ? (int) d : 0);
            return;
        }
        LaneTable t = l.lanes[cols[j]];
        int li = cols[j];
        int sh = l.shift[li];
        long r = l.radix[li];
        for (long b = alive[nr][j]; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            goals(j + 1, s | (long) c << sh, occ | t.occ[c], d + c * r);
        }
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The lower bound: a minimum-cost perfect matching of boxes to goals, cost = pushes from the box's square to the goal
 * with other boxes ignored (Hungarian algorithm with potentials, O(n^3)). Admissible and consistent on pushes: one
 * push changes one box's distances by at most 1. {@link #DEAD} when no perfect matching exists (a box can reach no
 * free goal), which is a deadlock. A search's children differ from the expanded position by one box: {@link #base}
 * then {@link #moved} solve each of them by one phase, O(n^2). The expanded positions themselves are often one box
 * away from the last one expanded: {@link #next} solves them from it.
 */
final class Matching {
    static final int DEAD = Integer.MAX_VALUE / 2;
    private static final int BIG = 1 << 20;   // cost of an impossible pair: any matching using one is infeasible
    private final SokobanBoard b;
    private final int[][] dist;   // target index -> square -> pushes (the goals; for the pull search the start squares)
    private final int k;
    private final int[] u, v, p, way, minv;
    private final int[] tree, joined;   // phase(): the columns in the tree in order, the deltas' total when each joined
    private final int[] usedIn;   // per column: the phase (stamp) that put it in the tree, so no clearing per phase
    private int phaseStamp;
    private final int[][] cost;   // per row its cost per column: a row of costRows (fixed targets) or its own array
    // fixed targets: per square its cost row (BIG where no target is reachable), made at the square's first use, null
    // while unmade; a row takes it by reference instead of k reads of dist, one from each target's array (null: the
    // targets may change after construction, or the board is too large for a row per square)
    private final int[][] costRows;
    private final boolean[] noTarget;   // with costRows: the square reaches no target (its row made, not used)
    private final int[] boxAt, allGoals;   // feasible's boxes; the goal indices 0..k-1, all tried in order
    private final Kuhn kuhn;
    private final long[] reach;   // per square the goals it reaches as bits, for feasible (null: other targets, or over 64)
    // the last base position's solution (see moved): its rows' squares and the potentials and assignment
    private final int[] rowSquare, baseU, baseV, baseP;
    private final long[] baseBoxes;   // the base's box set (rowSquare's squares), for next()
    private final int[] baseColumn;   // the base's column (goal + 1) of each row + 1, so moved() need not search p
    private final int[] savedRow;     // moved(): the moved box's cost row in the base, put back by a copy (own rows only)
    private long baseTotal;           // the base's cost, which equals the sum of its potentials (see phase)
    private final int[] freedRows;
    private boolean based;
    long work;   // cost pairs looked at, as Walk#work

    Matching(SokobanBoard b) {
        this(b, b.goalDist, true);   // the goals' table is complete when the board is made
    }

    /** A matching of boxes to other targets: {@code dist[t][s]} = pushes (or pulls) from square s to target t. */
    Matching(SokobanBoard b, int[][] dist) {
        this(b, dist, false);
    }

    /**
     * @param fixed {@code dist} is complete and never changes afterwards (the pulls' table of the start squares): the
     *     cost rows are then made once per square and shared (see {@link #costRows})
     */
    Matching(SokobanBoard b, int[][] dist, boolean fixed) {
        this.b = b;
        this.dist = dist;
        k = b.boxCount();
        u = new int[k + 1];
        v = new int[k + 1];
        p = new int[k + 1];
        way = new int[k + 1];
        minv = new int[k + 1];
        tree = new int[k + 1];
        joined = new int[k + 1];
        usedIn = new int[k + 1];
        cost = new int[k][k];
        boolean shared = fixed && (long) b.n * k <= 1 << 22;   // at most 16 MB should every square's row be made
        costRows = shared ? new int[b.n][] : null;
        noTarget = shared ? new boolean[b.n] : null;
        boxAt = new int[k];
        rowSquare = new int[k];
        baseU = new int[k + 1];
        baseV = new int[k + 1];
        baseP = new int[k + 1];
        baseBoxes = new long[b.words];
        baseColumn = new int[k + 1];
        savedRow = new int[k];
        freedRows = new int[k];
        allGoals = new int[k];
        for (int g = 0; g < k; g++) allGoals[g] = g;
        kuhn = new Kuhn(k);
        // the goals' table only: it is complete and fixed (the shortener's targets are filled in later)
        reach = k <= 64 && dist == b.goalDist ? reachBits(b.n, dist, k) : null;
    }

    /** Per square, bit t set when target t's distance from it is finite. */
    private static long[] reachBits(int n, int[][] dist, int k) {
        long[] r = new long[n];
        for (int t = 0; t < k; t++)
            for (int s = 0; s < n; s++) if (dist[t][s] < SokobanBoard.INF) r[s] |= 1L << t;
        return r;
    }

    /** The matching's cost for the boxes, or {@link #DEAD}. */
    int bound(long[] boxes) {
        based = false;   // the cost rows are overwritten
        int i = 0;
        for (int w = 0; w < b.words; w++) {
            for (long x = boxes[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x);
                if (!row(i, s)) return DEAD;
                rowSquare[i++] = s;
            }
        }
        int total = solve();
        return total >= BIG ? DEAD : total;
    }

    /** {@link #bound}, keeping the solution as the base of {@link #moved} for the positions one box away. */
    int base(long[] boxes) {
        int total = bound(boxes);
        if (total >= DEAD) return total;
        keepBase(boxes, total);
        return total;
    }

    /**
     * {@link #base}, solved from the last base when few boxes differ: the rows of the boxes that stayed keep their
     * potentials and goals (still optimal for them: their costs did not change), the rows of the boxes that left are
     * given to the boxes that came and put back by one Hungarian phase each. A search's next expanded position is
     * often a child of the last one (one box moved), so one phase of O(k^2) replaces the k phases of a solve from
     * scratch. The same bound as {@link #base} (the optimal cost is the same; which optimal assignment is kept may
     * differ, so the work counted by the phases differs).
     */
    int next(long[] boxes) {
        if (!based) return base(boxes);
        int freed = 0;
        for (int r = 0; r < k; r++) if (!Bits.get(boxes, rowSquare[r])) freedRows[freed++] = r;
        if (freed * 2 > k) return base(boxes);   // far from the base: a solve from scratch is as cheap
        System.arraycopy(baseU, 0, u, 0, k + 1);
        System.arraycopy(baseV, 0, v, 0, k + 1);
        System.arraycopy(baseP, 0, p, 0, k + 1);
        int f = 0;
        for (int w = 0; w < b.words; w++) {
            for (long x = boxes[w] & ~baseBoxes[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x), r = freedRows[f++];
                if (!row(r, s)) {
                    based = false;   // the cost rows are a mix of two positions now
                    return DEAD;
                }
                rowSquare[r] = s;
            }
        }
        long sum = baseTotal;   // the potentials' sum, kept as it changes (see phase): the cost at the end
        for (int i = 0; i < freed; i++) {
            int r = freedRows[i];
            p[baseColumn[r + 1]] = 0;
            sum -= u[r + 1];
            u[r + 1] = 0;   // feasible: the column potentials never rise above 0 and costs are not negative
        }
        for (int i = 0; i < freed; i++) sum += phase(freedRows[i] + 1);
        if (sum >= BIG) {
            based = false;
            return DEAD;
        }
        int total = (int) sum;
        keepBase(boxes, total);
        return total;
    }

    /**
     * Keeps the solution in u, v, p (of the rows in rowSquare) as the base. The column potentials only fall, phase
     * after phase, so over a long run of {@link #next} they are shifted up by a constant (the row potentials down by
     * it: every reduced cost, hence the solution, unchanged) to keep the largest at 0, and a base whose spread grew
     * large is dropped rather than risk an overflow.
     */
    private void keepBase(long[] boxes, int total) {
        int top = Integer.MIN_VALUE, bottom = Integer.MAX_VALUE;
        for (int j = 1; j <= k; j++) { top = Math.max(top, v[j]); bottom = Math.min(bottom, v[j]); }
        for (int j = 1; j <= k; j++) { v[j] -= top; u[j] += top; }
        System.arraycopy(u, 0, baseU, 0, k + 1);
        System.arraycopy(v, 0, baseV, 0, k + 1);
        System.arraycopy(p, 0, baseP, 0, k + 1);
        for (int j = 1; j <= k; j++) baseColumn[p[j]] = j;
        baseTotal = total;
        System.arraycopy(boxes, 0, baseBoxes, 0, b.words);
        based = bottom - top > -(1 << 28);
    }

    /**
     * The bound of the {@link #base} position with its box on {@code from} moved to {@code to}, by one phase of the
     * Hungarian algorithm instead of k: the base's potentials stay feasible for every other row, so only the moved box's
     * row is taken out of the assignment and put back by one shortest augmenting path (O(k^2) instead of O(k^3)). The
     * base is kept, so each sibling is solved from it.
     */
    int moved(int from, int to) {
        if (!based) throw new IllegalStateException("no base position");
        return movedRow(rowOf(from), to);
    }

    /** The row of the base's box on {@code square}. */
    private int rowOf(int square) {
        int r = 0;
        while (rowSquare[r] != square) r++;
        return r;
    }

    /** {@link #moved} for the box of row r. */
    private int movedRow(int r, int to) {
        int total = DEAD;
        int[] baseRow = cost[r];
        if (costRows == null) System.arraycopy(baseRow, 0, savedRow, 0, k);
        if (row(r, to)) {
            System.arraycopy(baseU, 0, u, 0, k + 1);
            System.arraycopy(baseV, 0, v, 0, k + 1);
            System.arraycopy(baseP, 0, p, 0, k + 1);
            p[baseColumn[r + 1]] = 0;
            u[r + 1] = 0;   // feasible: the column potentials never rise above 0 and costs are not negative
            long sum = baseTotal - baseU[r + 1] + phase(r + 1);   // the potentials' sum: the cost (see phase)
            total = sum >= BIG ? DEAD : (int) sum;
        }
        if (costRows != null) cost[r] = baseRow;   // the base's row back
        else System.arraycopy(savedRow, 0, cost[r], 0, k);
        return total;
    }

    /**
     * {@link #moved} for a box moved one step ({@code from} to its neighbour {@code to}, by a move the distances count as
     * one: a push of the goals' table, a pull of the pulls'). Every distance of the box then falls by at most one, so
     * no matching costs less than the base's cost minus one; when the base's own goal for this box is one step nearer,
     * the base's assignment costs exactly that and is optimal: the bound without a phase (one pair looked at). Else
     * the phase, as {@link #moved}.
     */
    int movedOneStep(int from, int to) {
        if (!based) throw new IllegalStateException("no base position");
        int r = rowOf(from);
        int goal = baseColumn[r + 1] - 1;
        work++;
        if (dist[goal][to] == dist[goal][from] - 1) return (int) baseTotal - 1;
        return movedRow(r, to);
    }

    /** Fills cost row {@code r} for a box on {@code square}; false when it reaches no target. */
    private boolean row(int r, int square) {
        if (costRows != null) {
            int[] c = costRows[square];
            if (c == null) c = costRow(square);
            cost[r] = c;
            return !noTarget[square];
        }
        boolean any = false;
        for (int g = 0; g < k; g++) {
            int d = dist[g][square];
            cost[r][g] = d >= SokobanBoard.INF ? BIG : d;
            any |= d < SokobanBoard.INF;
        }
        return any;
    }

    /** Makes {@link #costRows}' row of {@code square} (and its {@link #noTarget}), as {@link #row} fills a row. */
    private int[] costRow(int square) {
        int[] c = new int[k];
        boolean any = false;
        for (int g = 0; g < k; g++) {
            int d = dist[g][square];
            c[g] = d >= SokobanBoard.INF ? BIG : d;
            any |= d < SokobanBoard.INF;
        }
        noTarget[square] = !any;
        return costRows[square] = c;
    }

    /**
     * Whether every box can be given its own goal it can be pushed to (other boxes ignored): the matching's deadlock
     * test without its cost, by augmenting paths (Kuhn), for finders that need no bound. {@code boxes} may be any
     * subset of a position's boxes (the corral test matches a corral's boxes alone).
     */
    boolean feasible(long[] boxes) {
        int n = 0;
        for (int w = 0; w < b.words; w++)
            for (long x = boxes[w]; x != 0; x &= x - 1) boxAt[n++] = (w << 6) + Long.numberOfTrailingZeros(x);
        kuhn.work = 0;
        boolean perfect = reach != null ? kuhn.perfect(boxAt, n, k, reach) : kuhn.perfect(boxAt, n, allGoals, k, dist);
        work += kuhn.work;
        return perfect;
    }

    /**
     * The goal (an index of {@link SokobanBoard#goalDist}) that a perfect assignment of {@code boxes} gives the box on
     * {@code square}, or -1 when there is none. Another position that differs only by that box, now on a square from
     * which this goal can still be reached, keeps the assignment: feasible without a new search.
     */
    int goalFor(long[] boxes, int square) {
        if (!feasible(boxes)) return -1;
        for (int g = 0; g < k; g++) if (kuhn.owner(g) >= 0 && boxAt[kuhn.owner(g)] == square) return g;
        return -1;
    }

    /** Sum of each box's nearest goal: weaker, for comparison with generic engines. */
    int simple(long[] boxes) {
        int sum = 0;
        // the box words only, as bound() reads them: a state's last word holds the keeper (PuzzleTypeContract found it)
        for (int s : Bits.list(java.util.Arrays.copyOf(boxes, b.words), b.n)) {
            int m = SokobanBoard.INF;
            for (int[] d : dist) m = Math.min(m, d[s]);
            if (m >= SokobanBoard.INF) return DEAD;
            sum += m;
        }
        return sum;
    }

    private int solve() {
        Arrays.fill(u, 0);
        Arrays.fill(v, 0);
        Arrays.fill(p, 0);
        for (int i = 1; i <= k; i++) phase(i);
        int total = 0;
        for (int j = 1; j <= k; j++) total += cost[p[j] - 1][j - 1];
        return total;
    }

    /**
     * Adds row i to the assignment along the shortest augmenting path in reduced costs, updating the potentials.
     * Returns the sum of the deltas, by which the potentials' sum (rows' u plus columns' v, column 0 apart) grows: each
     * step raises u on the used columns' rows, the new row among them, and lowers v on the used columns but column 0,
     * one fewer. The assigned pairs are tight, so once every row is assigned that sum is the assignment's cost.
     */
    private long phase(int i) {
        // Dijkstra's form of the phase: the unused columns' minima are kept shifted by the deltas so far (minv + total)
        // and the tree's potentials are moved once at the end by what it gained after each column joined, instead of
        // every column touched at every step. The same comparisons in the same order (each side shifted by the same
        // total), so the same path, the same potentials and the same work as the phase that updates all at each step.
        // Round 10: the columns in the tree are marked by a stamp per phase instead of a cleared array, and the first step
        // (column 0 alone in the tree, every other column's minimum still "infinite") sets each minimum outright instead
        // of after a fill: a reduced cost is far below Integer.MAX_VALUE (costs up to BIG, potentials bounded by keepBase),
        // so the first step's test always passed; the same steps, potentials and work, two array fills a phase fewer
        if (++phaseStamp == Integer.MAX_VALUE) {
            Arrays.fill(usedIn, 0);
            phaseStamp = 1;
        }
        int stamp = phaseStamp;
        p[0] = i;
        work += 2L * k;
        usedIn[0] = stamp;
        tree[0] = 0;
        joined[0] = 0;
        int inTree = 1, j0 = 0, total;
        {
            int least = Integer.MAX_VALUE, j1 = 0, ui = u[i];
            int[] row = cost[i - 1];
            for (int j = 1; j <= k; j++) {
                int cur = row[j - 1] - ui - v[j];
                minv[j] = cur;
                way[j] = 0;
                if (cur < least) { least = cur; j1 = j; }
            }
            total = least;
            j0 = j1;
        }
        while (p[j0] != 0) {
            work += 2L * k;
            usedIn[j0] = stamp;
            tree[inTree] = j0;
            joined[inTree++] = total;
            int i0 = p[j0], least = Integer.MAX_VALUE, j1 = 0, ui = u[i0] - total;
            int[] row = cost[i0 - 1];
            for (int j = 1; j <= k; j++) {
                if (usedIn[j] == stamp) continue;
                int cur = row[j - 1] - ui - v[j], mj = minv[j];
                if (cur < mj) { minv[j] = mj = cur; way[j] = j0; }
                if (mj < least) { least = mj; j1 = j; }
            }
            total = least;
            j0 = j1;
        }
        for (int t = 0; t < inTree; t++) {
            int j = tree[t], gain = total - joined[t];
            u[p[j]] += gain;
            v[j] -= gain;
        }
        do {
            int j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
        } while (j0 != 0);
        return total;
    }
}

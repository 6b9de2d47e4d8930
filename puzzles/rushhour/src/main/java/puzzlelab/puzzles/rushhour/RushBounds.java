package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.Heuristic;

/**
 * Heuristics on a decoded position.
 * <ul>
 *   <li><b>blockers</b> (the report's): 1 for the red car plus the vehicles between it and the exit. Each must move
 *       at least once, so it is admissible and consistent for moves (one move changes it by at most 1). Under
 *       steps the red car counts its distance to the exit instead of 1 (still admissible).</li>
 *   <li><b>blockers2</b> (the report's "blockers of blockers"): blockers plus, per blocker, each direction in
 *       which it cannot move at all. Not admissible: the vehicle in the way need not move if the blocker leaves
 *       the other way, and one vehicle can be counted twice.</li>
 *   <li><b>mustmove</b>: distinct vehicles that provably must move. Start with the red car and its blockers; a
 *       vehicle that must vacate a cell but can do so in only one direction (the other is closed by the edge, a
 *       wall or a vehicle that never moves) needs every vehicle on that path to move too, recursively. Each
 *       vehicle counted moves at least once, so it is admissible (steps: each adds its least distance).
 *       A dead position (a vehicle that must vacate a cell but cannot) gets {@link #DEAD}.</li>
 *   <li><b>chain</b>: the blocking-chain estimate of {@link #chain}, a guide for beam and greedy search (not
 *       admissible; it counts moves under both metrics).</li>
 * </ul>
 */
final class RushBounds {
    static final int DEAD = 1 << 20;

    private final Packed pk;
    private final boolean steps;
    private final int[] pos;
    private final int[] rows;
    private final int[] cols;
    private final int[] grid;
    private final int[] queue;
    private final int[] needCell;
    private final boolean[] in;
    private final boolean[] staticBlocked;

    RushBounds(Packed pk, boolean steps) {
        this.pk = pk;
        this.steps = steps;
        pos = new int[pk.count];
        rows = new int[pk.n];
        cols = new int[pk.n];
        grid = new int[pk.n * pk.n];
        queue = new int[pk.count];
        needCell = new int[pk.count];
        in = new boolean[pk.count];
        staticBlocked = new boolean[pk.n * pk.n];
        for (int c = 0; c < staticBlocked.length; c++) staticBlocked[c] = pk.board.wall[c];
        for (int v = 0; v < pk.count; v++)
            if (pk.lo[v] == pk.hi[v])
                for (int k = 0; k < pk.length[v]; k++) staticBlocked[pk.board.cell(v, pk.lo[v], k)] = true;
    }

    static Heuristic blockers(Packed pk, boolean steps) {
        RushBounds b = new RushBounds(pk, steps);
        return Heuristic.of("blockers", true, true, s -> b.blockers(s, false));
    }

    static Heuristic blockers2(Packed pk, boolean steps) {
        RushBounds b = new RushBounds(pk, steps);
        return Heuristic.of("blockers2", false, false, s -> b.blockers(s, true));
    }

    static Heuristic mustMove(Packed pk, boolean steps) {
        RushBounds b = new RushBounds(pk, steps);
        return Heuristic.of("mustmove", true, false, b::mustMove);
    }

    int blockers(long[] key, boolean second) {
        pk.decode(key, pos);
        int red = pk.red;
        int p = pos[red];
        if (p == pk.goalPos) return 0;
        pk.occupancy(pos, rows, cols);
        fillGrid();
        int h = steps ? pk.goalPos - p : 1;
        int row = pk.board.exitRow();
        int last = -1;
        for (int c = p + pk.length[red]; c < pk.n; c++) {
            int u = grid[row * pk.n + c];
            if (u < 0 || u == last) continue;
            last = u;
            h++;
            if (second && u < pk.count) {
                if (pk.behind(u, pos[u], rows, cols) == 0) h++;
                if (pk.ahead(u, pos[u], rows, cols) == 0) h++;
            }
        }
        return h;
    }

    private void fillGrid() {
        java.util.Arrays.fill(grid, -1);
        for (int c = 0; c < grid.length; c++) if (pk.board.wall[c]) grid[c] = pk.count;
        for (int v = 0; v < pk.count; v++)
            for (int k = 0; k < pk.length[v]; k++) grid[pk.board.cell(v, pos[v], k)] = v;
    }

    /**
     * Decodes {@code key} into the grid, with only the red car marked as on the chain; the red car's position, or -1
     * when it stands at the exit (h = 0). The set-up both estimates share.
     */
    private int load(long[] key) {
        pk.decode(key, pos);
        int p = pos[pk.red];
        if (p == pk.goalPos) return -1;
        fillGrid();
        java.util.Arrays.fill(in, false);
        in[pk.red] = true;
        return p;
    }

    int mustMove(long[] key) {
        int p = load(key), red = pk.red;
        if (p < 0) return 0;
        int head = 0;
        int tail = 0;
        int h = steps ? pk.goalPos - p : 1;
        int row = pk.board.exitRow();
        for (int c = p + pk.length[red]; c < pk.n; c++) {
            int u = grid[row * pk.n + c];
            if (u < 0) continue;
            if (u == pk.count) return DEAD;
            if (in[u]) continue;
            in[u] = true;
            needCell[u] = row * pk.n + c;
            queue[tail++] = u;
        }
        while (head < tail) {
            int u = queue[head++];
            int x = needCell[u];
            int at = pk.horizontal[u] ? x % pk.n : x / pk.n;   // the needed cell along u's lane
            int L = pk.length[u];
            int pu = pos[u];
            // back: end before the cell, position at - L; forward: start after it, position at + 1
            int back = at - L;
            int fwd = at + 1;
            boolean canBack = back >= 0 && clearStatic(u, back, pu - 1);
            boolean canFwd = fwd + L - 1 < pk.n && clearStatic(u, pu + L, fwd + L - 1);
            if (!canBack && !canFwd) return DEAD;
            int dist = Math.min(canBack ? pu - back : Integer.MAX_VALUE, canFwd ? fwd - pu : Integer.MAX_VALUE);
            h += steps ? dist : 1;
            if (canBack && canFwd) continue;
            int from = canBack ? back : pu + L;
            int to = canBack ? pu - 1 : fwd + L - 1;
            for (int q = from; q <= to; q++) {
                int cell = laneCell(u, q);
                int w = grid[cell];
                if (w < 0 || in[w]) continue;
                in[w] = true;
                needCell[w] = cell;
                queue[tail++] = w;
            }
        }
        return h;
    }

    static Heuristic chain(Packed pk, boolean steps) {
        RushBounds b = new RushBounds(pk, steps);
        return Heuristic.of("chain", false, false, b::chain);
    }

    /**
     * The blocking-chain estimate (not admissible; a guide for beam and greedy search): 1 for the red car plus,
     * for each blocker, the cost of clearing it: 1 + the cheaper side's sum of the costs of clearing the vehicles
     * in its way, recursively to depth {@value #CHAIN_DEPTH}; a closed side (edge, wall, fixed vehicle, or a
     * vehicle already on the chain) is impossible.
     */
    int chain(long[] key) {
        int p = load(key), red = pk.red;
        if (p < 0) return 0;
        int h = 1;
        int row = pk.board.exitRow();
        for (int c = p + pk.length[red]; c < pk.n; c++) {
            int u = grid[row * pk.n + c];
            if (u < 0) continue;
            if (u == pk.count) return DEAD;
            h += clear(u, row * pk.n + c, 1);
        }
        return Math.min(h, DEAD);
    }

    private static final int CHAIN_DEPTH = 4;

    /** Estimated moves to get vehicle u off the given cell. */
    private int clear(int u, int cell, int depth) {
        if (depth > CHAIN_DEPTH) return 1;
        int at = pk.horizontal[u] ? cell % pk.n : cell / pk.n;
        int L = pk.length[u];
        int pu = pos[u];
        in[u] = true;
        int best = DEAD;
        for (int side = 0; side < 2; side++) {
            int from;
            int to;
            if (side == 0) {
                int target = at - L;
                if (target < 0) continue;
                from = target;
                to = pu - 1;
            } else {
                int target = at + 1;
                if (target + L - 1 >= pk.n) continue;
                from = pu + L;
                to = target + L - 1;
            }
            int cost = 1;
            int lastW = -1;
            for (int q = from; q <= to && cost < best; q++) {
                int c = laneCell(u, q);
                if (staticBlocked[c]) {
                    cost = DEAD;
                    break;
                }
                int w = grid[c];
                if (w < 0 || w == lastW) continue;
                lastW = w;
                cost += in[w] ? 2 : clear(w, c, depth + 1);
            }
            best = Math.min(best, cost);
        }
        in[u] = false;
        return best;
    }

    private int laneCell(int v, int q) {
        return pk.horizontal[v] ? pk.lane[v] * pk.n + q : q * pk.n + pk.lane[v];
    }

    /** True when no wall or never-moving vehicle lies in lane cells from..to of vehicle v. */
    private boolean clearStatic(int v, int from, int to) {
        for (int q = from; q <= to; q++) if (staticBlocked[laneCell(v, q)]) return false;
        return true;
    }
}

package puzzlelab.puzzles.coroutine;

import java.util.Arrays;

/**
 * Exact facts about one board, from its whole reachable state graph: minimum turns and moves, one optimal line
 * per metric (ties broken by the other metric: the turn-optimal line with the fewest moves, the move-optimal line
 * with the fewest turns), the number of distinct optimal lines per metric, and design measures (reachable states,
 * states with a choice, dead states).
 *
 * <p>States are (mover's square, other's square) as in {@link FastSolver}; node {@code WIN} stands for "a token
 * reached the centre". Distances come from a lexicographic Dijkstra with a linear scan (≤ 56 states + WIN). Optimal lines
 * are counted over the DAG of primary-tight edges, in the order (distance, stuck states first): the only zero-cost
 * edges are passes (moves metric), which always go from a stuck state to a state that can move, so the order is
 * topological.
 */
final class Analysis {
    static final int TURNS = 0;
    static final int MOVES = 1;
    private static final int WIN = 144;
    private static final int INF = Integer.MAX_VALUE / 4;

    final CoroutineBoard board;
    final int reachable;     // non-terminal states reachable from the start
    final int choices;       // reachable states where the mover has two or more legal steps
    final int dead;          // reachable states where both tokens are stuck
    private final int[] best = {-1, -1};
    private final long[] lines = new long[2];
    private final int[][] line = new int[2][];

    // graph: per reachable node its out-edges (target node, direction or PASS)
    private final int[] nodes = new int[56];   // (p, o) with p ≠ o, both off the centre: 8 × 7
    private int nodeCount;
    private final int[][] edgeTo = new int[145][];
    private final int[][] edgeDir = new int[145][];
    private final boolean[] stuck = new boolean[145];

    private Analysis(CoroutineBoard board) {
        this.board = board;
        if (board.startA == Rules.GOAL || board.startB == Rules.GOAL) {
            reachable = choices = dead = 0;
            best[TURNS] = best[MOVES] = 0;
            lines[TURNS] = lines[MOVES] = 1;
            line[TURNS] = line[MOVES] = new int[0];
            return;
        }
        int start = board.startA << 4 | board.startB;
        int[] counts = explore(start);
        reachable = counts[0];
        choices = counts[1];
        dead = counts[2];
        for (int metric = TURNS; metric <= MOVES; metric++) solve(start, metric);
    }

    static Analysis of(CoroutineBoard board) {
        return new Analysis(board);
    }

    boolean solvable() {
        return best[TURNS] >= 0;
    }

    /** Minimum turns (passes counted), -1 if unsolvable. */
    int turns() {
        return best[TURNS];
    }

    /** Minimum real moves (passes free), -1 if unsolvable. */
    int moves() {
        return best[MOVES];
    }

    /** Number of distinct optimal lines in the metric (0 if unsolvable). */
    long lines(int metric) {
        return lines[metric];
    }

    /** One optimal line in the metric as move codes (ties: fewest of the other metric), or null. */
    int[] line(int metric) {
        return line[metric] == null ? null : line[metric].clone();
    }

    /** Passes on {@link #line(int)}. */
    int passes(int metric) {
        if (line[metric] == null) return -1;
        int n = 0;
        for (int m : line[metric]) if (CoroutineMoves.isPass(m)) n++;
        return n;
    }

    /** "A" or "B": the token that reaches the centre on {@link #line(int)}, or null. */
    String winner(int metric) {
        if (line[metric] == null || line[metric].length == 0) return null;
        return CoroutineMoves.token(line[metric][line[metric].length - 1]) == 0 ? "A" : "B";
    }

    /**
     * Arrows that matter: bit d of element q is set when some reachable state has the other token on q and the
     * mover could step in direction d. Removing any other arrow leaves the reachable game unchanged.
     */
    int[] usedArrows() {
        int[] used = new int[9];
        for (int i = 0; i < nodeCount; i++) {
            int p = nodes[i] >>> 4;
            int o = nodes[i] & 15;
            for (int d = 0; d < 8; d++) {
                int q = Rules.STEP[p][d];
                if ((board.mask(o) >> d & 1) != 0 && q >= 0 && q != o) used[o] |= 1 << d;
            }
        }
        return used;
    }

    static int metricIndex(String metric) {
        return metric == null || metric.equals("turns") ? TURNS : MOVES;
    }

    private int legal(int p, int o) {
        return Rules.DEST[p << 8 | board.mask(o)] & ~(1 << o);
    }

    /** Depth-first walk over the reachable states; builds the edge lists; returns {reachable, choices, dead}. */
    private int[] explore(int start) {
        boolean[] seen = new boolean[144];
        int[] stack = new int[144];
        int sp = 0;
        stack[sp++] = start;
        seen[start] = true;
        int choice = 0;
        int deadCount = 0;
        while (sp > 0) {
            int s = stack[--sp];
            nodes[nodeCount++] = s;
            int p = s >>> 4;
            int o = s & 15;
            int dests = legal(p, o);
            int[] to;
            int[] dir;
            if (dests == 0) {
                stuck[s] = true;
                if (legal(o, p) == 0) {
                    deadCount++;
                    to = new int[0];
                    dir = new int[0];
                } else {
                    to = new int[] {o << 4 | p};
                    dir = new int[] {Rules.PASS};
                }
            } else {
                if (Integer.bitCount(dests) > 1) choice++;
                to = new int[Integer.bitCount(dests)];
                dir = new int[to.length];
                int k = 0;
                for (int d = 0; d < 8; d++) {
                    int q = Rules.STEP[p][d];
                    if (q < 0 || (board.mask(o) >> d & 1) == 0 || q == o) continue;
                    to[k] = q == Rules.GOAL ? WIN : o << 4 | q;
                    dir[k++] = d;
                }
            }
            edgeTo[s] = to;
            edgeDir[s] = dir;
            for (int t : to) {
                if (t != WIN && !seen[t]) {
                    seen[t] = true;
                    stack[sp++] = t;
                }
            }
        }
        return new int[] {nodeCount, choice, deadCount};
    }

    private static int cost(int metric, int dir) {
        return metric == MOVES && dir == Rules.PASS ? 0 : 1;
    }

    private void solve(int start, int metric) {
        int[] d1 = new int[145];
        int[] d2 = new int[145];
        int[] parent = new int[145];
        int[] parentDir = new int[145];
        boolean[] done = new boolean[145];
        Arrays.fill(d1, INF);
        Arrays.fill(d2, INF);
        d1[start] = 0;
        d2[start] = 0;
        parent[start] = -1;
        int other = 1 - metric;
        while (true) {
            int u = -1;
            for (int i = 0; i <= nodeCount; i++) {
                int v = i == nodeCount ? WIN : nodes[i];
                if (done[v] || d1[v] == INF) continue;
                if (u < 0 || d1[v] < d1[u] || (d1[v] == d1[u] && d2[v] < d2[u])) u = v;
            }
            if (u < 0 || u == WIN) break;
            done[u] = true;
            int[] to = edgeTo[u];
            for (int k = 0; k < to.length; k++) {
                int v = to[k];
                int n1 = d1[u] + cost(metric, edgeDir[u][k]);
                int n2 = d2[u] + cost(other, edgeDir[u][k]);
                if (n1 < d1[v] || (n1 == d1[v] && n2 < d2[v])) {
                    d1[v] = n1;
                    d2[v] = n2;
                    parent[v] = u;
                    parentDir[v] = edgeDir[u][k];
                }
            }
        }
        if (d1[WIN] == INF) return;
        best[metric] = d1[WIN];
        lines[metric] = countLines(start, metric, d1);
        line[metric] = path(parent, parentDir);
    }

    private int[] path(int[] parent, int[] parentDir) {
        int n = 0;
        for (int v = WIN; parent[v] >= 0; v = parent[v]) n++;
        int[] moves = new int[n];
        int i = n;
        for (int v = WIN; parent[v] >= 0; v = parent[v]) moves[--i] = parentDir[v];
        for (int k = 0; k < n; k++) moves[k] = CoroutineMoves.code(k % 2, moves[k]);
        return moves;
    }

    private long countLines(int start, int metric, int[] d1) {
        Integer[] order = new Integer[nodeCount];
        for (int i = 0; i < nodeCount; i++) order[i] = nodes[i];
        Arrays.sort(order, (x, y) -> d1[x] != d1[y] ? Integer.compare(d1[x], d1[y])
                : Boolean.compare(!stuck[x], !stuck[y]));
        long[] ways = new long[145];
        ways[start] = 1;
        for (int u : order) {
            if (d1[u] >= INF || ways[u] == 0) continue;
            int[] to = edgeTo[u];
            for (int k = 0; k < to.length; k++) {
                int v = to[k];
                if (d1[u] + cost(metric, edgeDir[u][k]) == d1[v]) ways[v] = saturatedAdd(ways[v], ways[u]);
            }
        }
        return ways[WIN];
    }

    private static long saturatedAdd(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }
}

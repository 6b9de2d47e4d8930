package puzzlelab.engine.algo;

import puzzlelab.engine.Cursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.Trace;
import puzzlelab.engine.Trace.Verdict;

/**
 * IDA* (Korf 1985) on an in-place {@link Cursor}, iterative with an explicit stack.
 * <pre>
 *   bound = h(root)
 *   repeat: next = ∞; dfs(root, g = 0)
 *           dfs(s, g): if goal(s) return path
 *                      for m in moves(s) unless m undoes the previous move:
 *                          apply m; generated++; f = g' + h
 *                          if f > bound: next = min(next, f) else dfs(child, g')
 *                          undo m
 *           if next = ∞: UNSOLVABLE; bound = next
 * </pre>
 * Counting convention (Korf's table): generated counts every child created, including those cut by the bound;
 * the root is counted once for the whole run; the search stops at the first goal of the last iteration.
 */
public final class IdaStar extends Search {
    private final Cursor c;
    private final Heuristic heuristic;
    private final Trace trace;
    private final MoveStack st;
    private int d;
    private long bound;
    private long nextBound;
    private boolean started;
    /** A solution found elsewhere (portfolio): once the bound reaches its cost, it is proven optimal. */
    private Solution offered;

    public IdaStar(Problem p, Heuristic h, Trace trace) {
        this.heuristic = h;
        this.c = p.cursor(h);
        this.trace = trace;
        this.st = new MoveStack(c.maxMoves());
    }

    @Override public String name() { return "idastar"; }
    @Override public String heuristic() { return heuristic.name(); }

    private void expand() {
        st.expand(c, d);
        stats.expanded++;
    }

    private void startIteration() {
        stats.iterations++;
        nextBound = Long.MAX_VALUE;
        d = 0;
        if (trace != null) trace.iteration((int) stats.iterations, bound);
        expand();
    }

    @Override
    public Status step(int budget) {
        // every expansion takes a unit of the budget, an iteration's root too: were the root counted beside it, a
        // node limit would stop the run a node later or earlier depending on whether an iteration began in the last
        // step, i.e. on how the runner's time-adapted budgets happened to cut the run
        int n = 0;
        if (!started) {
            started = true;
            stats.generated = 1;
            if (c.isGoal()) {
                best = new Solution(new int[0], 0);
                return Status.SOLVED;
            }
            bound = c.h();
            if (offeredProven()) return Status.SOLVED;
            startIteration();
            n = 1;
        }
        final Cursor c = this.c;
        int depth = d;
        long bnd = bound;
        int[][] buf = st.buf;
        int[] count = st.count;
        int[] next = st.next;
        int[] path = st.path;
        long[] g = st.g;
        long gen = 0;
        try {
            while (n < budget) {
                int i = next[depth];
                if (i < count[depth]) {
                    int m = buf[depth][i];
                    next[depth] = i + 1;
                    if (depth > 0 && c.prune(path[depth - 1], m)) continue;
                    int cost = c.apply(m);
                    gen++;
                    long ng = g[depth] + cost;
                    int hv = c.h();
                    long f = ng + hv;
                    if (f > bnd) {
                        if (f < nextBound) nextBound = f;
                        if (trace != null) trace.child(depth, m, ng, hv, Verdict.BOUND);
                        c.undo(m);
                        continue;
                    }
                    if (c.isGoal()) {
                        if (trace != null) trace.child(depth, m, ng, hv, Verdict.GOAL);
                        best = new Solution(st.solution(depth, m), ng);
                        d = depth;
                        return Status.SOLVED;
                    }
                    if (trace != null) trace.child(depth, m, ng, hv, Verdict.ENTER);
                    if (depth + 2 >= path.length) {
                        st.ensure(depth);
                        buf = st.buf;
                        count = st.count;
                        next = st.next;
                        path = st.path;
                        g = st.g;
                    }
                    path[depth] = m;
                    depth++;
                    g[depth] = ng;
                    if (depth > stats.maxFrontier) stats.maxFrontier = depth;
                    d = depth;
                    expand();
                    n++;
                } else if (depth == 0) {
                    if (nextBound == Long.MAX_VALUE) {
                        message = "search space exhausted";
                        return Status.UNSOLVABLE;
                    }
                    bound = bnd = nextBound;
                    if (offeredProven()) {
                        d = 0;
                        return Status.SOLVED;
                    }
                    startIteration();
                    depth = 0;
                    n++;
                } else {
                    if (trace != null) trace.backtrack(depth);
                    depth--;
                    c.undo(path[depth]);
                }
            }
            d = depth;
            return Status.RUNNING;
        } finally {
            stats.generated += gen;
        }
    }

    /** True (and the offered solution becomes the answer) once the bound has ruled out everything cheaper. */
    private boolean offeredProven() {
        if (offered == null || bound < offered.cost()) return false;
        best = offered;
        message = "the bound reached the incumbent's cost: every cheaper solution was ruled out";
        return true;
    }

    @Override
    public void offer(Solution s) {
        if (heuristic.admissible() && (offered == null || s.cost() < offered.cost())) offered = s;
    }

    /** IDA*'s threshold: every path of smaller f was exhausted, so with an admissible h the optimum is at least it. */
    @Override
    public long lowerBound() {
        return started && heuristic.admissible() ? bound : -1;
    }

    /** Current f-bound (for progress displays). */
    public long bound() {
        return bound;
    }

    @Override public boolean provesOptimal() { return heuristic.admissible(); }

    @Override public long bytes() { return st.bytes(st.path.length); }
}

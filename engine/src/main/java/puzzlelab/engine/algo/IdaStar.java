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
    private int[][] buf = new int[128][];
    private int[] count = new int[128];
    private int[] next = new int[128];
    private int[] path = new int[128];
    private long[] g = new long[129];
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
    }

    @Override public String name() { return "idastar"; }
    @Override public String heuristic() { return heuristic.name(); }

    private void expand() {
        if (buf[d] == null) buf[d] = new int[Math.max(4, c.maxMoves())];
        int n = c.moves(buf[d]);
        if (n > buf[d].length) {
            buf[d] = new int[n * 2];
            n = c.moves(buf[d]);
        }
        count[d] = n;
        next[d] = 0;
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
        }
        final Cursor c = this.c;
        int depth = d;
        long bnd = bound;
        long gen = 0;
        int n = 0;
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
                        int[] sol = new int[depth + 1];
                        System.arraycopy(path, 0, sol, 0, depth);
                        sol[depth] = m;
                        best = new Solution(sol, ng);
                        d = depth;
                        return Status.SOLVED;
                    }
                    if (trace != null) trace.child(depth, m, ng, hv, Verdict.ENTER);
                    if (depth + 2 >= path.length) grow();
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

    private void grow() {
        int n = path.length * 2;
        buf = java.util.Arrays.copyOf(buf, n);
        count = java.util.Arrays.copyOf(count, n);
        next = java.util.Arrays.copyOf(next, n);
        path = java.util.Arrays.copyOf(path, n);
        g = java.util.Arrays.copyOf(g, n + 1);
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

    @Override public long bytes() { return (long) path.length * (24L + 4L * Math.max(4, c.maxMoves())); }
}

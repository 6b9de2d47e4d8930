package puzzlelab.engine.algo;

import puzzlelab.engine.Cursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.KeySet;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.StateTable;
import puzzlelab.engine.Status;
import puzzlelab.engine.Trace;
import puzzlelab.engine.Trace.Verdict;

/**
 * The depth-first family on an in-place {@link Cursor}, as one iterative loop with an explicit stack:
 * <ul>
 *   <li><b>dfs</b>: first solution found. Loop check against every state seen (graph search) or, with
 *       {@code pathOnly}, only against the states on the current path (the reports' "move signatures").</li>
 *   <li><b>iddfs</b>: depth-limited DFS with path loop checks for limits 0, 1, 2, … — move-optimal.</li>
 *   <li><b>dfbnb</b>: depth-first branch and bound. The best cost found so far is the "baseline": a branch with
 *       g + h ≥ baseline is cut, and a state reached again with no smaller g than before is cut (transposition
 *       table). Run to the end it is optimal (h admissible).</li>
 * </ul>
 * <pre>
 *   enter(root)
 *   loop: if the top node has an untried move m: apply m; decide(child) → descend or undo
 *         else: undo the move that led here (backtrack); at the root: iteration over
 * </pre>
 */
public final class DepthFirst extends Search {
    public enum Kind { DFS, IDDFS, DFBNB }

    private final Kind kind;
    private final Cursor c;
    private final Heuristic heuristic;
    private final boolean pathOnly;
    private final int maxDepth;
    private final Trace trace;
    private final int w;
    private final long[] key;
    private final KeySet seen;          // DFS: all seen or path; IDDFS: path
    private final StateTable bestG;     // DFBnB transposition table: state → least g seen
    private final MoveStack st;
    private int d;
    private int limit = 1;              // IDDFS depth limit: paths of at most `limit` moves
    private boolean cut;                // some node was cut by a depth limit this iteration
    private long baseline = Long.MAX_VALUE;
    private boolean started;
    private final boolean unitCost;

    public DepthFirst(Problem p, Heuristic h, Kind kind, boolean pathOnly, int maxDepth, Trace trace) {
        this.kind = kind;
        this.unitCost = p.unitCost();
        this.heuristic = h;
        this.c = p.cursor(h);
        this.pathOnly = pathOnly || kind == Kind.IDDFS;
        this.maxDepth = maxDepth;
        this.trace = trace;
        this.w = c.words();
        this.st = new MoveStack(c.maxMoves());
        this.key = new long[w];
        this.seen = kind == Kind.DFBNB ? null : new KeySet(w);
        this.bestG = kind == Kind.DFBNB ? new StateTable(w, 1 << 10) : null;
        if (maxDepth > 0 && kind == Kind.DFBNB) baseline = maxDepth + 1L;
    }

    @Override public String name() { return kind.name().toLowerCase(); }

    @Override
    public String heuristic() {
        return kind == Kind.DFBNB && heuristic != null && heuristic != Heuristic.ZERO ? heuristic.name() : null;
    }

    private void startIteration() {
        d = 0;
        cut = false;
        st.g[0] = 0;
        if (seen != null) seen.clear();
        stats.iterations++;
        if (trace != null) trace.iteration((int) stats.iterations, kind == Kind.IDDFS ? limit : -1);
        if (stats.generated == 0) stats.generated = 1;
        c.key(key);
        if (seen != null) seen.add(key);
        if (bestG != null) bestG.add(key, -1, -1, 0);
        if (c.isGoal()) {
            best = new Solution(new int[0], 0);
            return;
        }
        expand();
    }

    private void expand() {
        st.expand(c, d);
        stats.expanded++;
    }

    @Override
    public Status step(int budget) {
        // every expansion takes a unit of the budget (a child tried is one), an iteration's root too, so a node limit
        // stops the run at the same node however the runner's time-adapted budgets cut it
        int n = 0;
        if (!started) {
            started = true;
            startIteration();
            if (best != null) return Status.SOLVED;
            n = 1;
        }
        while (n < budget) {
            if (st.next[d] < st.count[d]) {
                int m = st.buf[d][st.next[d]++];
                if (d > 0 && c.prune(st.path[d - 1], m)) continue;
                n++;
                if (tryChild(m)) return Status.SOLVED;
            } else if (d == 0) {
                long roots = stats.expanded;
                Status s = iterationOver();
                if (s != Status.RUNNING) return s;
                n += (int) (stats.expanded - roots);   // IDDFS: the next iteration's root
            } else {
                backtrack();
            }
        }
        stats.stored = seen != null ? seen.size() : bestG.size();
        return Status.RUNNING;
    }

    /** Applies m from depth d; returns true when the search is finished with a solution. */
    private boolean tryChild(int m) {
        int cost = c.apply(m);
        stats.generated++;
        long ng = st.g[d] + cost;
        c.key(key);
        int hv = kind == Kind.DFBNB && heuristic != null ? c.h() : 0;
        Verdict v = Verdict.ENTER;
        if (kind == Kind.DFBNB) {
            if (ng + hv >= baseline) v = Verdict.BOUND;
            else {
                int r = bestG.add(key, -1, -1, (int) ng);
                if (r < 0) {
                    int id = -r - 1;
                    if (bestG.g(id) <= ng) v = Verdict.BETTER_SEEN;
                    else bestG.set(id, -1, -1, (int) ng);
                }
            }
        } else if (!seen.add(key)) {
            v = pathOnly ? Verdict.ON_PATH : Verdict.DUPLICATE;
        }
        if (v == Verdict.ENTER && c.isGoal()) v = Verdict.GOAL;
        if (trace != null) trace.child(d, m, ng, hv, v);
        if (v == Verdict.GOAL) {
            int[] sol = st.solution(d, m);
            if (kind != Kind.DFBNB) {
                best = new Solution(sol, ng);
                stats.stored = seen.size();
                return true;
            }
            best = new Solution(sol, ng);
            baseline = ng;
            c.undo(m);
            return false;
        }
        if (v != Verdict.ENTER) {
            if (v != Verdict.BOUND) stats.duplicates++;
            c.undo(m);
            return false;
        }
        int depthLimit = kind == Kind.IDDFS ? limit : maxDepth;
        if (depthLimit > 0 && d + 1 >= depthLimit) {
            cut = true;
            if (trace != null) trace.child(d, m, ng, hv, Verdict.DEPTH);
            if (pathOnly && seen != null) seen.remove(key);
            c.undo(m);
            return false;
        }
        push(m, ng);
        expand();
        return false;
    }

    private void push(int m, long ng) {
        st.ensure(d);
        st.path[d] = m;
        d++;
        st.g[d] = ng;
        stats.frontier(d);
    }

    private void backtrack() {
        if (trace != null) trace.backtrack(d);
        if (pathOnly && seen != null) {
            c.key(key);
            seen.remove(key);
        }
        d--;
        c.undo(st.path[d]);
    }

    private Status iterationOver() {
        switch (kind) {
            case IDDFS -> {
                if (!cut) {
                    message = "search space exhausted at depth limit " + limit;
                    return Status.UNSOLVABLE;
                }
                limit++;
                startIteration();
                return best != null ? Status.SOLVED : Status.RUNNING;
            }
            case DFBNB -> {
                stats.stored = bestG.size();
                if (best != null) return Status.SOLVED;
                if (maxDepth > 0) {
                    message = "no solution within " + maxDepth + " moves";
                    return Status.LIMIT;
                }
                return Status.UNSOLVABLE;
            }
            default -> {
                stats.stored = seen.size();
                if (cut) {
                    message = "no solution found within depth " + maxDepth;
                    return Status.LIMIT;
                }
                return Status.UNSOLVABLE;
            }
        }
    }

    @Override
    public boolean provesOptimal() {
        return switch (kind) {
            case IDDFS -> unitCost;
            case DFBNB -> heuristic == null || heuristic.admissible();
            default -> false;
        };
    }

    @Override
    public long bytes() {
        return st.bytes(d) + (seen != null ? seen.bytes() : bestG.bytes());
    }

    /** DFBnB: a solution found elsewhere is the baseline, so only cheaper branches are searched. */
    @Override
    public void offer(Solution s) {
        if (kind == Kind.DFBNB && s.cost() < baseline) {
            baseline = s.cost();
            best = s;
        }
    }

    /** IDDFS with unit costs: every path shorter than the current limit was exhausted. */
    @Override
    public long lowerBound() {
        return kind == Kind.IDDFS && unitCost && started && best == null ? limit : -1;
    }
}

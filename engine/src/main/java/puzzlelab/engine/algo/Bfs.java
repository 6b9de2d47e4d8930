package puzzlelab.engine.algo;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import puzzlelab.engine.DepthTable;
import puzzlelab.engine.Keys;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;

/**
 * Breadth-first graph search, layer by layer, with the goal test on generation.
 * <pre>
 *   visited = {s0 at depth 0}; layer = [s0]
 *   while layer not empty:
 *     for s in layer: for (m, c) in succ(s): if c not visited: visited[c] = depth+1; if goal(c) return path(c); next += c
 *     layer = next
 *   UNSOLVABLE
 * </pre>
 * Memory: visited is a {@link DepthTable} (key + depth), no parent pointers; the path is rebuilt at the end by
 * walking back one layer at a time. Optimal in the number of moves (optimal in cost when moves have unit cost).
 */
public final class Bfs extends Search {
    private final Problem p;
    private final int w;
    private final DepthTable visited;
    private LongArrayList layer = new LongArrayList();
    private LongArrayList next = new LongArrayList();
    private int pos;
    private int depth;
    private final long[] cur;
    private final long[] kid;
    private long[] goal;
    private final Successors sink;
    private Solution offered;

    public Bfs(Problem p) {
        this.p = p;
        this.w = p.words();
        this.visited = new DepthTable(w, 1 << 12);
        this.cur = new long[w];
        this.kid = new long[w];
        long[] s0 = new long[w];
        p.initial(s0);
        stats.generated = 1;
        visited.add(s0, 0);
        if (p.isGoal(s0)) goal = s0.clone();
        for (long x : s0) layer.add(x);
        sink = new Successors() {
            public long[] child() { return kid; }
            public void emit(int move, int cost) {
                stats.generated++;
                if (goal != null) return;
                if (!visited.add(kid, depth + 1)) {
                    stats.duplicates++;
                    return;
                }
                if (p.isGoal(kid)) goal = kid.clone();
                for (long x : kid) next.add(x);
            }
        };
    }

    @Override public String name() { return "bfs"; }

    @Override
    public Status step(int budget) {
        for (int n = 0; n < budget; n++) {
            if (goal != null) return finish();
            if (pos == layer.size()) {
                if (next.isEmpty()) {
                    stats.stored = visited.size();
                    return Status.UNSOLVABLE;
                }
                LongArrayList t = layer;
                layer = next;
                next = t;
                next.clear();
                pos = 0;
                depth++;
                if (offered != null && p.unitCost() && depth + 1 >= offered.cost()) {
                    stats.stored = visited.size();
                    best = offered;
                    message = "every shallower layer was searched: the incumbent is optimal";
                    return Status.SOLVED;
                }
                stats.frontier(layer.size() / w);
            }
            layer.getElements(pos, cur, 0, w);
            pos += w;
            stats.expanded++;
            p.expand(cur, sink);
        }
        stats.stored = visited.size();
        return goal != null ? finish() : Status.RUNNING;
    }

    private Status finish() {
        stats.stored = visited.size();
        int d = visited.depth(goal);
        best = new Solution(pathTo(goal, d), 0);
        best = new Solution(best.moves(), Replay.cost(p, best.moves()));
        return Status.SOLVED;
    }

    /** Walks back from {@code target} at depth d: find a state at depth d-1 that has target as a child. */
    private int[] pathTo(long[] target, int d) {
        int[] moves = new int[d];
        long[] t = target.clone();
        for (int k = d - 1; k >= 0; k--) {
            final long[] want = t.clone();
            final long[] found = new long[w];
            final int[] mv = {-1};
            final long[] probe = new long[w];
            visited.statesAtDepth(k, s -> {
                p.expand(s, new Successors() {
                    public long[] child() { return probe; }
                    public void emit(int move, int cost) {
                        if (mv[0] < 0 && Keys.equal(probe, 0, want, 0, w)) {
                            mv[0] = move;
                        }
                    }
                });
                if (mv[0] >= 0) {
                    System.arraycopy(s, 0, found, 0, w);
                    return false;
                }
                return true;
            });
            if (mv[0] < 0) throw new IllegalStateException("BFS path reconstruction failed at depth " + k);
            moves[k] = mv[0];
            t = found;
        }
        return moves;
    }

    @Override public boolean provesOptimal() { return p.unitCost(); }

    @Override
    public void offer(Solution s) {
        if (offered == null || s.cost() < offered.cost()) offered = s;
    }

    /** Layers up to {@code depth} hold no goal (goal test on generation covers depth + 1 only when done). */
    @Override
    public long lowerBound() {
        return p.unitCost() && goal == null ? depth + 1 : -1;
    }

    /** Bytes of the visited table alone (keys + depths), without the frontier layers. */
    public long tableBytes() {
        return visited.bytes();
    }

    @Override
    public long bytes() {
        return visited.bytes() + 8L * (layer.elements().length + next.elements().length);
    }
}

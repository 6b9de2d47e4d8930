package puzzlelab.engine.algo;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.util.Arrays;
import puzzlelab.engine.DepthTable;
import puzzlelab.engine.Keys;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.engine.Trace;

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
 * A {@link Trace} (may be null) sees every node taken from the layer, its children and the frontier after it; only
 * then does the search keep a parent and a move per stored node, to give the trace each node's path.
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
    private final Trace trace;
    // with a trace only: node ids parallel to layer/next, and each node's parent, move and cost (node 0 = start)
    private IntArrayList layerIds, nextIds;
    private int[] nParent, nMove;
    private long[] nG;
    private int nodes, curNode, goalNode;

    public Bfs(Problem p) {
        this(p, null);
    }

    public Bfs(Problem p, Trace trace) {
        this.p = p;
        this.trace = trace;
        if (trace != null) {
            layerIds = new IntArrayList();
            nextIds = new IntArrayList();
            nParent = new int[1024];
            nMove = new int[1024];
            nG = new long[1024];
            nParent[0] = -1;
            nodes = 1;
            layerIds.add(0);
        }
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
                    if (trace != null) trace.generated(move, nG[curNode] + cost, -1, false);
                    return;
                }
                if (trace != null) traceChild(move, cost);
                if (p.isGoal(kid)) {
                    goal = kid.clone();
                    if (trace != null) goalNode = nodes - 1;
                }
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
                if (trace != null) {
                    IntArrayList ti = layerIds;
                    layerIds = nextIds;
                    nextIds = ti;
                    nextIds.clear();
                }
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
            if (trace != null) {
                curNode = layerIds.getInt(pos / w);
                trace.expand(pathOf(curNode), nG[curNode], -1, Trace.Verdict.EXPAND);
            }
            pos += w;
            stats.expanded++;
            p.expand(cur, sink);
            if (trace != null) traceFrontier();
        }
        stats.stored = visited.size();
        return goal != null ? finish() : Status.RUNNING;
    }

    private Status finish() {
        if (trace != null) trace.expand(pathOf(goalNode), nG[goalNode], -1, Trace.Verdict.GOAL);
        stats.stored = visited.size();
        int d = visited.depth(goal);
        best = new Solution(pathTo(goal, d), 0);
        best = new Solution(best.moves(), Replay.cost(p, best.moves()));
        return Status.SOLVED;
    }

    private void traceChild(int move, int cost) {
        if (nodes == nParent.length) {
            int n = nodes * 2;
            nParent = Arrays.copyOf(nParent, n);
            nMove = Arrays.copyOf(nMove, n);
            nG = Arrays.copyOf(nG, n);
        }
        int id = nodes++;
        nParent[id] = curNode;
        nMove[id] = move;
        nG[id] = nG[curNode] + cost;
        nextIds.add(id);
        trace.generated(move, nG[id], -1, true);
    }

    /** The moves from the start to traced node {@code id}. */
    private int[] pathOf(int id) {
        int len = 0;
        for (int i = id; nParent[i] >= 0; i = nParent[i]) len++;
        int[] moves = new int[len];
        for (int i = id; nParent[i] >= 0; i = nParent[i]) moves[--len] = nMove[i];
        return moves;
    }

    /** After an expansion, for the trace: the frontier's size and the next few nodes (this layer's rest, then the next). */
    private void traceFrontier() {
        int left = layerIds.size() - pos / w;
        trace.frontier(left + nextIds.size());
        int k = trace.preview();
        for (int i = 0; i < k && i < left + nextIds.size(); i++) {
            int id = i < left ? layerIds.getInt(pos / w + i) : nextIds.getInt(i - left);
            trace.next(pathOf(id), nG[id], -1);
        }
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

package puzzlelab.engine.algo;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import java.util.List;
import puzzlelab.engine.Keys;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.StateTable;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;

/**
 * Bidirectional breadth-first search for puzzles whose moves are reversible and whose goal states can be listed.
 * <pre>
 *   F = {s0}, B = goal states; always expand the whole next layer of the smaller side
 *   while expanding a layer, every child already known to the other side is a meeting point: keep the best
 *   depthF + depthB; when the layer is done and a meeting exists, join the two half-paths
 * </pre>
 * Optimal in the number of moves. The backward half is turned into forward moves by expanding each state and
 * finding the child that is its backward parent (valid because moves are reversible).
 */
public final class Bidirectional extends Search {
    private final Problem p;
    private final int w;
    private final StateTable[] side = new StateTable[2];
    private final LongArrayList[] layer = {new LongArrayList(), new LongArrayList()};
    private final int[] depth = new int[2];
    private final LongArrayList nextLayer = new LongArrayList();
    private int expanding = -1;   // side whose layer is in progress, -1 = choose
    private int pos;
    private final long[] cur;
    private final long[] kid;
    private int curId;
    private int bestLen = Integer.MAX_VALUE;
    private int meetF = -1;
    private int meetB = -1;
    private final Successors sink;

    public Bidirectional(Problem p) {
        if (!p.reversible()) throw new puzzlelab.engine.Inapplicable("bidi needs reversible moves");
        List<long[]> goals = p.goalStates();
        if (goals.isEmpty()) throw new puzzlelab.engine.Inapplicable("bidi needs the goal states to be listed");
        this.p = p;
        this.w = p.words();
        cur = new long[w];
        kid = new long[w];
        side[0] = new StateTable(w, 1 << 12);
        side[1] = new StateTable(w, 1 << 12);
        long[] s0 = new long[w];
        p.initial(s0);
        side[0].add(s0, -1, -1, 0);
        layer[0].add(0);
        for (long[] gs : goals) {
            int id = side[1].add(gs, -1, -1, 0);
            if (id >= 0) layer[1].add(id);
            if (Keys.equal(gs, 0, s0, 0, w)) {
                meetF = 0;
                meetB = id >= 0 ? id : -id - 1;
                bestLen = 0;
            }
        }
        stats.generated = 1 + goals.size();
        sink = new Successors() {
            public long[] child() { return kid; }
            public void emit(int move, int cost) {
                stats.generated++;
                StateTable mine = side[expanding];
                int r = mine.add(kid, curId, move, depth[expanding] + 1);
                if (r < 0) {
                    stats.duplicates++;
                    return;
                }
                nextLayer.add(r);
                int other = side[1 - expanding].find(kid);
                if (other >= 0) {
                    int len = depth[expanding] + 1 + side[1 - expanding].g(other);
                    if (len < bestLen) {
                        bestLen = len;
                        meetF = expanding == 0 ? r : other;
                        meetB = expanding == 0 ? other : r;
                    }
                }
            }
        };
    }

    @Override public String name() { return "bidi"; }

    @Override
    public Status step(int budget) {
        if (bestLen == 0) return finish();
        for (int n = 0; n < budget; n++) {
            if (expanding < 0) {
                if (layer[0].isEmpty() || layer[1].isEmpty()) return Status.UNSOLVABLE;
                expanding = layer[0].size() <= layer[1].size() ? 0 : 1;
                pos = 0;
                nextLayer.clear();
            }
            LongArrayList l = layer[expanding];
            if (pos == l.size()) {
                depth[expanding]++;
                layer[expanding].clear();
                layer[expanding].addAll(nextLayer);
                stats.frontier(nextLayer.size());
                expanding = -1;
                stats.stored = side[0].size() + side[1].size();
                if (bestLen != Integer.MAX_VALUE) return finish();
                continue;
            }
            curId = (int) l.getLong(pos++);
            side[expanding].get(curId, cur);
            stats.expanded++;
            p.expand(cur, sink);
        }
        stats.stored = side[0].size() + side[1].size();
        return Status.RUNNING;
    }

    private Status finish() {
        int[] front = side[0].path(meetF);
        // backward half: from the meeting state follow backward parents to a goal
        int[] back = new int[side[1].g(meetB)];
        long[] s = new long[w];
        long[] parent = new long[w];
        side[1].get(meetB, s);
        int id = meetB;
        for (int i = 0; i < back.length; i++) {
            int pid = side[1].parent(id);
            side[1].get(pid, parent);
            back[i] = moveBetween(s, parent);
            System.arraycopy(parent, 0, s, 0, w);
            id = pid;
        }
        int[] all = new int[front.length + back.length];
        System.arraycopy(front, 0, all, 0, front.length);
        System.arraycopy(back, 0, all, front.length, back.length);
        best = new Solution(all, Replay.cost(p, all));
        stats.stored = side[0].size() + side[1].size();
        return Status.SOLVED;
    }

    private int moveBetween(long[] from, long[] to) {
        long[] buf = new long[w];
        int[] found = {-1};
        p.expand(from, new Successors() {
            public long[] child() { return buf; }
            public void emit(int move, int cost) {
                if (found[0] < 0 && Keys.equal(buf, 0, to, 0, w)) found[0] = move;
            }
        });
        if (found[0] < 0) throw new IllegalStateException("move is not reversible: cannot join the two halves");
        return found[0];
    }

    @Override public boolean provesOptimal() { return p.unitCost(); }

    @Override
    public long bytes() {
        return side[0].bytes() + side[1].bytes()
                + 8L * (layer[0].elements().length + layer[1].elements().length + nextLayer.elements().length);
    }
}

package puzzlelab.puzzles.rushhour.db;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.List;

/**
 * Visits every state of one lane layout once and splits them into clusters (connected components). For each
 * cluster with a goal state: the distance of every state to the nearest goal (a backward BFS from all goals), the
 * farthest state (ties: smallest in Fogleman's board order), and whether it is minimal (removing any other piece
 * — car or wall — from the farthest state makes its optimum strictly smaller). Each cluster is met once, so
 * Fogleman's canonical test (no state smaller than the input) holds by construction: his input for the cluster is
 * its smallest state, which satisfies his "require" rule (nothing can slide left or up from it).
 */
public final class Sweep {
    /** One database row. */
    public record Puzzle(String board, int moves, long clusterSize, int pieces, int walls, long[] histogram) {
    }

    /** Totals, added up over layouts and partitions. */
    public static final class Counts {
        public long layouts;
        public long states;
        /** States Fogleman's enumerator would have generated as inputs (every car's "before" cell occupied). */
        public long inputs;
        public long clusters;
        public long solvable;
        public long puzzles;
        public long puzzleStates;

        public void add(Counts o) {
            layouts += o.layouts;
            states += o.states;
            inputs += o.inputs;
            clusters += o.clusters;
            solvable += o.solvable;
            puzzles += o.puzzles;
            puzzleStates += o.puzzleStates;
        }

        public long[] toArray() {
            return new long[] {layouts, states, inputs, clusters, solvable, puzzles, puzzleStates};
        }

        public static Counts of(long[] a) {
            Counts c = new Counts();
            c.layouts = a[0];
            c.states = a[1];
            c.inputs = a[2];
            c.clusters = a[3];
            c.solvable = a[4];
            c.puzzles = a[5];
            c.puzzleStates = a[6];
            return c;
        }
    }

    private Long2IntOpenHashMap index = new Long2IntOpenHashMap();
    private final LongArrayList all = new LongArrayList();
    private final IntArrayList dist = new IntArrayList();
    private final IntArrayList queue = new IntArrayList();
    private long[] kids = new long[64];
    private int[] moved = new int[64];
    private Layout l;
    private Counts counts;
    private List<Puzzle> out;
    private long reqAll;

    public Sweep() {
        index.defaultReturnValue(-1);
    }

    /** Sweeps every state of the layout, adding its kept puzzles to {@code out} in a fixed order. */
    public void run(Layout layout, Counts c, List<Puzzle> sink) {
        this.l = layout;
        this.counts = c;
        this.out = sink;
        int mc = layout.maxChildren();
        if (kids.length < mc) {
            kids = new long[mc];
            moved = new int[mc];
        }
        c.layouts++;
        all.clear();
        dist.clear();
        states(0, layout.walls, 0L, 0L);
        if (all.size() > 1 << 12) {   // clear() costs the table's capacity: start small again after a big layout
            index = new Long2IntOpenHashMap();
            index.defaultReturnValue(-1);
            all.trim(1 << 12);
            dist.trim(1 << 12);
        } else {
            index.clear();
        }
    }

    private void states(int lane, long occ, long req, long s) {
        if (lane == l.lanes.length) {
            counts.states++;
            if ((req & ~occ) == 0) counts.inputs++;
            if (!index.containsKey(s)) cluster(s);
            return;
        }
        int li = l.order[lane];
        LaneTable t = l.lanes[li];
        int sh = l.shift[li];
        for (int c = 0; c < t.configs; c++) {
            if ((t.occ[c] & occ) != 0) continue;
            states(lane + 1, occ | t.occ[c], req | t.req[c], s | (long) c << sh);
        }
    }

    private void cluster(long s0) {
        Layout lay = l;
        int start = all.size();
        index.put(s0, start);
        all.add(s0);
        dist.add(-1);
        queue.clear();
        for (int i = start; i < all.size(); i++) {
            long s = all.getLong(i);
            if (lay.isGoal(s)) {
                queue.add(i);
                dist.set(i, 0);
            }
            int k = lay.expand(s, kids, null);
            for (int j = 0; j < k; j++) {
                long x = kids[j];
                if (index.putIfAbsent(x, all.size()) == -1) {
                    all.add(x);
                    dist.add(-1);
                }
            }
        }
        int size = all.size() - start;
        counts.clusters++;
        if (queue.isEmpty()) return;
        counts.solvable++;
        // backward BFS from every goal state
        LongArrayList hist = new LongArrayList();
        hist.add(queue.size());
        int head = 0;
        int layerEnd = queue.size();
        int depth = 0;
        long hardest = all.getLong(queue.getInt(0));
        for (int q = 1; q < queue.size(); q++) if (lay.less(all.getLong(queue.getInt(q)), hardest)) hardest = all.getLong(queue.getInt(q));
        while (head < queue.size()) {
            int i = queue.getInt(head++);
            int k = lay.expand(all.getLong(i), kids, null);
            for (int j = 0; j < k; j++) {
                int x = index.get(kids[j]);
                if (dist.getInt(x) >= 0) continue;
                dist.set(x, depth + 1);
                queue.add(x);
            }
            if (head == layerEnd && head < queue.size()) {
                depth++;
                hist.add(queue.size() - layerEnd);
                hardest = all.getLong(queue.getInt(layerEnd));
                for (int q = layerEnd + 1; q < queue.size(); q++) {
                    long x = all.getLong(queue.getInt(q));
                    if (lay.less(x, hardest)) hardest = x;
                }
                layerEnd = queue.size();
            }
        }
        if (!minimal(hardest, depth)) return;
        counts.puzzles++;
        counts.puzzleStates += size;
        out.add(new Puzzle(lay.board(hardest), depth, size, lay.cars(), lay.wallCount(), hist.toLongArray()));
    }

    /** Fogleman's minimality: no single piece other than the red car can go without the optimum staying D. */
    private boolean minimal(long h, int d) {
        Layout lay = l;
        int pieces = lay.cars + lay.wallCount();
        boolean[] used = new boolean[lay.cars];
        // one optimal solution: pieces it moves matter (the solution without their moves is shorter)
        long s = h;
        for (int left = d; left > 0; left--) {
            int k = lay.expand(s, kids, moved);
            for (int j = 0; j < k; j++) {
                if (dist.getInt(index.get(kids[j])) == left - 1) {
                    used[moved[j]] = true;
                    s = kids[j];
                    break;
                }
            }
        }
        int red = lay.pieceBase[lay.redLane] + lay.redCar;
        for (int p = 0; p < pieces; p++) {
            if (p == red || (p < lay.cars && used[p])) continue;
            Layout.Placed r = lay.without(h, p);
            if (!solvesWithin(r.layout(), r.state(), d - 1)) return false;
        }
        return true;
    }

    /** Whether a goal state is at most {@code limit} moves from s. */
    static boolean solvesWithin(Layout lay, long s, int limit) {
        return optimum(lay, s, limit) >= 0;
    }

    /** Optimal moves from s to a goal by plain BFS, or -1 if none within {@code limit}. */
    static int optimum(Layout lay, long s, int limit) {
        if (limit < 0) return -1;
        if (lay.isGoal(s)) return 0;
        LongOpenHashSet seen = new LongOpenHashSet();
        LongArrayList layer = new LongArrayList();
        LongArrayList next = new LongArrayList();
        long[] ks = new long[lay.maxChildren()];
        seen.add(s);
        layer.add(s);
        for (int depth = 1; depth <= limit && !layer.isEmpty(); depth++) {
            next.clear();
            for (int i = 0; i < layer.size(); i++) {
                int k = lay.expand(layer.getLong(i), ks, null);
                for (int j = 0; j < k; j++) {
                    if (!seen.add(ks[j])) continue;
                    if (lay.isGoal(ks[j])) return depth;
                    next.add(ks[j]);
                }
            }
            LongArrayList t = layer;
            layer = next;
            next = t;
        }
        return -1;
    }
}

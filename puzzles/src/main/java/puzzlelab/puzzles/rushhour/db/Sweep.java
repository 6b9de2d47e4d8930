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

    /** Layouts with at most this many lane-configuration products use direct arrays instead of a hash table. */
    static int denseLimit = 1 << 22;

    private Long2IntOpenHashMap index = new Long2IntOpenHashMap();
    private final LongArrayList all = new LongArrayList();
    private final IntArrayList denseOf = new IntArrayList();
    private final IntArrayList dist = new IntArrayList();
    private final IntArrayList queue = new IntArrayList();
    private int[] stamp = new int[0];
    private int[] slot = new int[0];
    private int gen;
    private boolean dense;
    private long[] kids = new long[64];
    private int[] moved = new int[64];
    private int[] delta = new int[64];
    private Layout l;
    private Counts counts;
    private List<Puzzle> out;

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
            delta = new int[mc];
        }
        c.layouts++;
        all.clear();
        denseOf.clear();
        dist.clear();
        dense = layout.product <= denseLimit;
        if (dense) {
            if (stamp.length < layout.product) {
                int size = (int) Math.min(denseLimit, Math.max(layout.product, 2L * stamp.length));
                stamp = new int[size];
                slot = new int[size];
                gen = 0;
            }
            if (++gen == Integer.MAX_VALUE) {
                java.util.Arrays.fill(stamp, 0);
                gen = 1;
            }
        }
        states(0, layout.walls, 0L, 0L, 0L);
        if (!dense && all.size() > 1 << 12) {   // clear() costs the table's capacity: start small again after a big layout
            index = new Long2IntOpenHashMap();
            index.defaultReturnValue(-1);
        } else if (!dense) {
            index.clear();
        }
        if (all.size() > 1 << 16) {
            all.trim(1 << 16);
            denseOf.trim(1 << 16);
            dist.trim(1 << 16);
        }
    }

    private void states(int lane, long occ, long req, long s, long d) {
        if (lane == l.lanes.length) {
            counts.states++;
            if ((req & ~occ) == 0) counts.inputs++;
            if (dense ? stamp[(int) d] != gen : !index.containsKey(s)) cluster(s, (int) d);
            return;
        }
        int li = l.order[lane];
        LaneTable t = l.lanes[li];
        int sh = l.shift[li];
        long r = l.radix[li];
        for (int c = 0; c < t.configs; c++) {
            if ((t.occ[c] & occ) != 0) continue;
            states(lane + 1, occ | t.occ[c], req | t.req[c], s | (long) c << sh, d + c * r);
        }
    }

    /** The slot (index into {@code all}) of state s, or -1. */
    private int slotOf(long s) {
        if (!dense) return index.get(s);
        int d = (int) l.dense(s);
        return stamp[d] == gen ? slot[d] : -1;
    }

    private void add(long s, int d) {
        int i = all.size();
        if (dense) {
            stamp[d] = gen;
            slot[d] = i;
        } else {
            index.put(s, i);
        }
        all.add(s);
        denseOf.add(d);
        dist.add(-1);
    }

    /** Children of slot i into kids; with dense indexing, their dense indices into delta. */
    private int children(int i) {
        long s = all.getLong(i);
        if (!dense) return l.expand(s, kids, null);
        int k = l.expandDense(s, kids, delta);
        int d = denseOf.getInt(i);
        for (int j = 0; j < k; j++) delta[j] += d;
        return k;
    }

    private void cluster(long s0, int d0) {
        Layout lay = l;
        int start = all.size();
        add(s0, d0);
        queue.clear();
        for (int i = start; i < all.size(); i++) {
            if (lay.isGoal(all.getLong(i))) {
                queue.add(i);
                dist.set(i, 0);
            }
            int k = children(i);
            if (dense) {
                for (int j = 0; j < k; j++) if (stamp[delta[j]] != gen) add(kids[j], delta[j]);
            } else {
                for (int j = 0; j < k; j++) if (!index.containsKey(kids[j])) add(kids[j], 0);
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
            int k = children(i);
            for (int j = 0; j < k; j++) {
                int x = dense ? slot[delta[j]] : index.get(kids[j]);
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
                if (dist.getInt(slotOf(kids[j])) == left - 1) {
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

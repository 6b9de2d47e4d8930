package puzzlelab.rushdb.core;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.List;

/**
 * One lane layout at a time: counts its states (and Fogleman's inputs among them), then visits every state of its
 * solvable clusters once, in one breadth-first sweep from all of its goal states. For each cluster: the distance of
 * every state to the nearest goal, the farthest state (ties: smallest in Fogleman's board order), and whether it is
 * minimal (removing any other piece — car or wall — from the farthest state makes its optimum strictly smaller).
 * Each cluster is met once, so Fogleman's canonical test (no state smaller than the input) holds by construction:
 * his input for the cluster is its smallest state, which satisfies his "require" rule (nothing can slide left or up).
 */
public final class Sweep {
    /** One database row. */
    public record Puzzle(String board, int moves, int steps, long clusterSize, int pieces, int walls, long[] histogram) {
    }

    /**
     * Heap bytes the sweep holds per state: seven slot arrays (40 bytes), the hash index and the per-root pass, and
     * for a family's notes pass up to two kept moves (8 bytes each, {@link #keepEdge}).
     */
    public static final int BYTES_PER_STATE = 72;

    /**
     * Most states one sweep may hold: three quarters of the heap shared by the given number of threads (each sweeps
     * one layout at a time). A bigger layout stops its partition with {@link LayoutTooLarge} instead of an
     * OutOfMemoryError, so memory stays bounded whatever the board size; rerun with more heap to go on.
     */
    private static volatile long stateLimit = defaultStateLimit(Runtime.getRuntime().availableProcessors());

    public static long defaultStateLimit(int threads) {
        return Runtime.getRuntime().maxMemory() / 4 * 3 / Math.max(1, threads) / BYTES_PER_STATE;
    }

    public static void limitStates(long states) {
        stateLimit = Math.max(2, states);
    }

    /** A layout whose sweep would hold more states than the limit ({@link #limitStates}). */
    public static final class LayoutTooLarge extends RuntimeException {
        public LayoutTooLarge(String message) {
            super(message, null, false, false);
        }
    }

    /** Totals, added up over layouts and partitions. */
    public static final class Counts {
        public long layouts;
        public long states;
        /** States Fogleman's enumerator would have generated as inputs (every car's "before" cell occupied). */
        public long inputs;
        /**
         * Clusters with a goal state in the layouts swept (the only clusters visited; layouts with an idle piece,
         * {@link Layout#hasIdlePiece()}, hold no minimal cluster and are not swept).
         */
        public long solvable;
        public long puzzles;
        public long puzzleStates;

        public void add(Counts o) {
            layouts += o.layouts;
            states += o.states;
            inputs += o.inputs;
            solvable += o.solvable;
            puzzles += o.puzzles;
            puzzleStates += o.puzzleStates;
        }

        public long[] toArray() {
            return new long[] {layouts, states, inputs, solvable, puzzles, puzzleStates};
        }

        public static Counts of(long[] a) {
            Counts c = new Counts();
            c.layouts = a[0];
            c.states = a[1];
            c.inputs = a[2];
            c.solvable = a[3];
            c.puzzles = a[4];
            c.puzzleStates = a[5];
            return c;
        }
    }

    /** Skip the sweep of layouts with a piece that never matters (none of their clusters is minimal); tests turn it off. */
    static boolean skipIdleLayouts = true;

    /** Sweep the layouts that {@link Mode#COUNT} rules out too, and fail if one keeps a puzzle; tests turn it on. */
    static boolean verifyCounted = false;

    /** Count states row by row ({@link RowFirstCounter}) instead of visiting each; tests compare the two. */
    static boolean rowFirstCounting = true;

    /** Layouts with at most this many lane-configuration products use direct arrays instead of a hash table. */
    static int denseLimit = 1 << 22;

    private Long2IntOpenHashMap index = new Long2IntOpenHashMap();
    // per slot (states in the order the sweep met them): state, occupied cells, dense index, distance, wave label,
    // union-find parent; plain arrays, grown by doubling
    private int size;
    private long[] all = new long[1 << 10];
    private long[] occOf = new long[1 << 10];
    private int[] denseOf = new int[1 << 10];
    private int[] dist = new int[1 << 10];
    private int[] label = new int[1 << 10];
    private int[] parent = new int[1 << 10];
    /** Dense index → slot + 1 (0: not met yet); cleared after each layout through {@link #denseOf}. */
    private int[] slotPlus1 = new int[0];
    private boolean dense;
    private long[] kids = new long[64];
    private long[] kidOcc = new long[64];
    private int[] moved = new int[64];
    private int[] delta = new int[64];
    private int[] slotOfKid = new int[64];
    private Layout l;
    private long limitNow;
    /** Whether this layout is swept, so the counting pass collects its goal states. */
    private boolean sweeping;
    /** Whether this sweep also computes {@link #avoid} and {@link #bad}. */
    private boolean walls;
    /** Per slot: the free cells some optimal solution from that state never covers. */
    private long[] avoid = new long[1 << 10];
    private Counts counts;
    private List<Puzzle> out;
    private final RowFirstCounter counter = new RowFirstCounter();
    /** The searches the minimality test asks (a piece left out: is the goal still within D - 1 moves?). */
    private final Probes probe = new Probes();

    /** This sweep's own state limit (0: the process-wide one, {@link #limitStates}). */
    private final long ownLimit;

    public Sweep() {
        this(0);
    }

    /** A sweep holding at most {@code stateLimit} states per layout (0: the process-wide limit). */
    public Sweep(long stateLimit) {
        index.defaultReturnValue(-1);
        ownLimit = stateLimit;
    }

    /** What {@link #run(Layout, Counts, List, Mode)} does with a layout beyond counting its states and inputs. */
    enum Mode {
        /** Only count: the layout is known to keep no puzzle. */
        COUNT,
        /** Sweep its solvable clusters and keep the minimal ones. */
        SWEEP,
        /** Sweep, and also note which added walls could lengthen some solvable state's optimum ({@link #bad}). */
        SWEEP_WALLS
    }

    /** Sweeps every state of the layout, adding its kept puzzles to {@code out} in a fixed order. */
    public void run(Layout layout, Counts c, List<Puzzle> sink) {
        run(layout, c, sink, Mode.SWEEP);
    }

    /**
     * After a {@link Mode#SWEEP_WALLS} run: per cell c, bit (4·a + b) is set when some solvable state leaves c free, has
     * a cars of c's row left of c and b cars of c's column above c, and every optimal solution from it covers c at
     * some point. Only then can a wall at c (with that split of the crossing lanes) lengthen an optimum, so a layout
     * with that wall added whose bit is clear keeps no puzzle: each of its solvable states keeps its optimum, so
     * removing the wall from its hardest state leaves the optimum unchanged (Fogleman's minimality fails).
     */
    final short[] bad = new short[64];

    /** Runs one layout in the given mode. */
    void run(Layout layout, Counts c, List<Puzzle> sink, Mode mode) {
        run(layout, c, sink, mode, true);
    }

    /**
     * Runs one layout in the given mode; {@code count} false leaves its states and inputs out of the counts (the
     * caller counts them otherwise, {@link WallChildCounter}).
     */
    void run(Layout layout, Counts c, List<Puzzle> sink, Mode mode, boolean count) {
        long states0 = c.states;
        long inputs0 = c.inputs;
        run1(layout, c, sink, mode);
        if (!count) {
            c.states = states0;
            c.inputs = inputs0;
        }
    }

    private void run1(Layout layout, Counts c, List<Puzzle> sink, Mode mode) {
        this.l = layout;
        this.walls = mode == Mode.SWEEP_WALLS;
        if (walls) java.util.Arrays.fill(bad, (short) 0);
        this.counts = c;
        this.out = sink;
        int mc = layout.maxChildren();
        if (kids.length < mc) {
            kids = new long[mc];
            kidOcc = new long[mc];
            moved = new int[mc];
            delta = new int[mc];
            slotOfKid = new int[mc];
        }
        c.layouts++;
        size = 0;
        limitNow = ownLimit > 0 ? Math.max(2, ownLimit) : stateLimit;
        dense = layout.product <= denseLimit;
        if (dense) {
            if (slotPlus1.length < layout.product)
                slotPlus1 = new int[(int) Math.min(denseLimit, Math.max(layout.product, 2L * slotPlus1.length))];
        }
        try {
            sweepLayout(layout, c, sink, mode);
        } finally {
            // one write per state met, where a generation stamp costs a second read per move
            if (dense) for (int i = 0; i < size; i++) slotPlus1[denseOf[i]] = 0;
        }
        if (all.length > 1 << 20) grow(1 << 10);   // give back the memory of a huge layout
    }

    private void sweepLayout(Layout layout, Counts c, List<Puzzle> sink, Mode mode) {
        // a layout with an idle piece is only counted: its goal states are not even collected
        sweeping = (mode != Mode.COUNT || verifyCounted) && !(skipIdleLayouts && layout.hasIdlePiece());
        int keptBefore = sink.size();
        if (rowFirstCounting && RowFirstCounter.applies(layout)) {
            counter.states = 0;
            counter.inputs = 0;
            counter.run(layout, sweeping ? this::add : null, dense);
            c.states += counter.states;
            c.inputs += counter.inputs;
        } else {
            states(0, layout.walls, 0L, 0L, 0L);
        }
        if (size > 0) sweep();
        if (walls && childNotes != null) ruledOutNotes();
        if (mode == Mode.COUNT && sink.size() > keptBefore)
            throw new IllegalStateException("a layout ruled out by its parents keeps a puzzle: " + sink.get(keptBefore).board());
        if (!dense && size > 1 << 12) {   // clear() costs the table's capacity: start small again after a big layout
            index = new Long2IntOpenHashMap();
            index.defaultReturnValue(-1);
        } else if (!dense) {
            index.clear();
        }
    }

    private void states(int lane, long occ, long req, long s, long d) {
        if (lane == l.lanes.length) {
            counts.states++;
            if ((req & ~occ) == 0) counts.inputs++;
            if (sweeping && l.isGoal(s)) add(s, occ, (int) d);
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
        return slotPlus1[d] - 1;
    }

    /** Adds state s (occupied cells o, dense index d) at the next slot, at distance 0 and as its own cluster root. */
    private void add(long s, long o, int d) {
        int i = size;
        if (i >= limitNow)
            throw new LayoutTooLarge(String.format("the layout of %s holds more than %,d states to sweep (~%,d MB at"
                    + " %d bytes each), more than a thread's share of this heap", l.board(i > 0 ? all[0] : s), limitNow,
                    limitNow * BYTES_PER_STATE >> 20, BYTES_PER_STATE));
        if (i == all.length) grow((int) Math.min(2L * i, Math.min(limitNow, Integer.MAX_VALUE - 8)));
        size++;
        label[i] = i;
        parent[i] = i;
        if (dense) {
            slotPlus1[d] = i + 1;
        } else {
            index.put(s, i);
        }
        all[i] = s;
        occOf[i] = o;
        denseOf[i] = d;
        dist[i] = 0;
        if (walls) avoid[i] = ~o & l.board;
    }

    private void grow(int capacity) {
        all = java.util.Arrays.copyOf(all, capacity);
        occOf = java.util.Arrays.copyOf(occOf, capacity);
        denseOf = java.util.Arrays.copyOf(denseOf, capacity);
        dist = java.util.Arrays.copyOf(dist, capacity);
        label = java.util.Arrays.copyOf(label, capacity);
        parent = java.util.Arrays.copyOf(parent, capacity);
        avoid = java.util.Arrays.copyOf(avoid, capacity);
    }

    /** Children of slot i into kids (their occupied cells into kidOcc); with dense indexing, dense indices into delta. */
    private int children(int i) {
        int k = l.expand(all[i], occOf[i], kids, kidOcc, dense ? delta : null);
        if (dense) {
            int d = denseOf[i];
            for (int j = 0; j < k; j++) delta[j] += d;
        }
        return k;
    }

    private int find(int x) {
        while (parent[x] != x) {
            int up = parent[parent[x]];
            parent[x] = up;
            x = up;
        }
        return x;
    }

    /**
     * One breadth-first sweep from every goal state of the layout at once (slots 0..goals-1): each state gets its
     * distance to the nearest goal of its own cluster (waves never cross clusters) and the label of the wave that
     * reached it first; an edge between two waves joins their labels (union-find). Clusters without a goal are
     * never visited. Then per cluster: size, distance histogram, hardest state, minimality.
     */
    private void sweep() {
        Layout lay = l;
        int goals = size;
        boolean keep = walls && childNotes != null;   // the notes pass reads the optimal moves again
        edgeCount = 0;
        layerEdges.clear();
        for (int i = 0; i < size; i++) {
            int k = children(i);
            int di = dist[i];
            if (keep && layerEdges.size() == di) layerEdges.add(edgeCount);
            int li = find(label[i]);
            label[i] = li;
            // the children's slots first, in a loop of independent reads the processor overlaps (the sweep waits on
            // memory); children of one state are distinct, so none of them is added before its own read
            if (dense) for (int j = 0; j < k; j++) slotOfKid[j] = slotPlus1[delta[j]] - 1;
            else for (int j = 0; j < k; j++) slotOfKid[j] = index.get(kids[j]);
            for (int j = 0; j < k; j++) {
                int x = slotOfKid[j];
                if (x < 0) {
                    x = size;
                    add(kids[j], kidOcc[j], dense ? delta[j] : 0);
                    dist[x] = di + 1;
                    label[x] = li;
                    if (walls) avoid[x] = avoid[i] & ~lay.span(occOf[i], kidOcc[j]);
                    if (keep) keepEdge(x, i);
                } else {
                    // one more optimal way from x: through i
                    if (walls && dist[x] == di + 1) {
                        avoid[x] |= avoid[i] & ~lay.span(occOf[i], kidOcc[j]);
                        if (keep) keepEdge(x, i);
                    }
                    int lx = label[x];
                    if (lx == li) continue;
                    int b = find(lx);
                    label[x] = b;
                    if (b == li) continue;
                    parent[Math.max(li, b)] = Math.min(li, b);
                    li = Math.min(li, b);
                }
            }
        }
        int n = size;
        if (walls) noteBadCells();
        // per root (a goal slot): size, largest distance, hardest state
        int[] size = new int[goals];
        int[] max = new int[goals];
        long[] hardest = new long[goals];
        int[] root = new int[n];
        for (int i = 0; i < n; i++) {
            int r = find(label[i]);
            root[i] = r;
            size[r]++;
            int d = dist[i];
            long s = all[i];
            if (size[r] == 1 || d > max[r] || (d == max[r] && lay.less(s, hardest[r]))) {
                max[r] = d;
                hardest[r] = s;
            }
        }
        Integer[] roots = new Integer[goals];
        int kept = 0;
        for (int r = 0; r < goals; r++) if (size[r] > 0) roots[kept++] = r;
        java.util.Arrays.sort(roots, 0, kept, (a, b) -> Long.compare(hardest[a], hardest[b]));
        long[][] hist = new long[goals][];
        for (int r = 0; r < goals; r++) if (size[r] > 0) hist[r] = new long[max[r] + 1];
        for (int i = 0; i < n; i++) hist[root[i]][dist[i]]++;
        for (int q = 0; q < kept; q++) {
            int r = roots[q];
            counts.solvable++;
            if (!minimal(hardest[r], max[r])) continue;
            counts.puzzles++;
            counts.puzzleStates += size[r];
            out.add(new Puzzle(lay.board(hardest[r]), max[r], Probes.stepOptimum(lay, hardest[r]), size[r], lay.cars(),
                    lay.wallCount(), hist[r]));
        }
    }

    /**
     * Set by the caller before a {@link Mode#SWEEP_WALLS} run of a wall-free layout L0 (null: not wanted):
     * childNotes[c·16 + k] receives the {@link #bad} that a sweep of L1 = L0 + wall c (split k) would note, for every
     * (c, k) that {@link #bad} of L0 rules out ({@link #ruledOutNotes}), and {@link #noted}[c] the splits filled.
     */
    short[][] childNotes;
    final short[] noted = new short[64];
    /** Cells that may hold a wall in a child of the layouts swept (rows with room for one more cell); {@link #bad} and
     * the notes name no other cell. */
    long wallRoom = -1L;
    private final int[] code = new int[64];
    private final short[] possible = new short[64];
    /** The optimal moves met by a sweep that keeps them (x one step farther than i: x in the high half, i low). */
    private long[] edges = new long[1 << 10];
    private int edgeCount;
    /** The index in {@link #edges} where the moves out of each distance layer begin. */
    private final it.unimi.dsi.fastutil.ints.IntArrayList layerEdges = new it.unimi.dsi.fastutil.ints.IntArrayList();

    private void keepEdge(int x, int i) {
        if (edgeCount == edges.length) {
            // counted against the state bound: at most two per state's budget
            if (edgeCount >= 2 * limitNow)
                throw new LayoutTooLarge(String.format("the layout of %s has more than %,d optimal moves to keep,"
                        + " more than a thread's share of this heap", l.board(all[0]), 2 * limitNow));
            edges = java.util.Arrays.copyOf(edges, (int) Math.min(2 * limitNow, 2L * edgeCount));
        }
        edges[edgeCount++] = (long) x << 32 | i;
    }
    private long[] prevCand = new long[64];
    private long[] curCand = new long[64];
    private int[] prevOff = new int[64];
    private int[] curOff = new int[64];
    private long[] prevPool = new long[256];
    private long[] curPool = new long[256];

    /** Per row (column) of the state {@link #loadSplits} read: 4 bits per position, the cars of that lane before it. */
    private final long[] rowBefore = new long[8];
    private final long[] colBefore = new long[8];
    private static final int[][] CELL_ROW = new int[8][];
    private static final int[][] CELL_COLUMN = new int[8][];

    static {
        for (int n = 1; n < 8; n++) {
            CELL_ROW[n] = new int[n * n];
            CELL_COLUMN[n] = new int[n * n];
            for (int c = 0; c < n * n; c++) {
                CELL_ROW[n][c] = c / n;
                CELL_COLUMN[n][c] = c % n;
            }
        }
    }

    /** Reads state s's lanes for {@link #split}: one word per row and column instead of lookups per cell. */
    private void loadSplits(long s) {
        Layout lay = l;
        java.util.Arrays.fill(rowBefore, 0L);
        java.util.Arrays.fill(colBefore, 0L);
        for (int i = 0; i < lay.lanes.length; i++) {
            LaneTable t = lay.lanes[i];
            (t.horizontal ? rowBefore : colBefore)[t.lane] = t.beforePacked[lay.config(s, i)];
        }
    }

    /**
     * The split code of free cell c in the state {@link #loadSplits} read: 4 × (cars of its row left of it) + (cars of
     * its column above it).
     */
    private int split(int c) {
        int y = CELL_ROW[l.n][c];
        int x = CELL_COLUMN[l.n][c];
        return (int) (4 * (rowBefore[y] >>> 4 * x & 15) + (colBefore[x] >>> 4 * y & 15));
    }

    /**
     * The notes of the one-wall children that L0's own notes rule out, without sweeping them. If a wall at c (split
     * k) lengthens no optimum, the child's solvable states are L0's solvable states with c free (and split k), at the
     * same distances, and its optimal moves are L0's optimal moves that never cover c. So per state x and candidate
     * cell c, A_c(x) = the free cells some optimal solution avoiding c also avoids, built layer by layer like
     * {@link #avoid}: A_c(goal) = free cells; A_c(x) = ∪ over optimal moves x→j not covering c with c ∈ A_c(j) of
     * A_c(j) minus the cells the move covers. Only two layers of A are held at a time.
     */
    private void ruledOutNotes() {
        Layout lay = l;
        long board = lay.board;
        short[] want = noted;
        for (int c = 0; c < lay.n * lay.n; c++) {
            // the splits a wall at c can have: a ≤ cars of its row, b ≤ cars of its column
            int rl = lay.rowLane(c / lay.n);
            int cl = lay.colLane(c % lay.n);
            int ra = rl < 0 ? 0 : lay.lanes[rl].cars;
            int cb = cl < 0 ? 0 : lay.lanes[cl].cars;
            int splits = 0;
            for (int a = 0; a <= ra; a++) splits |= ((2 << cb) - 1) << (4 * a);
            possible[c] = (short) splits;
            want[c] = (wallRoom >> c & 1) == 0 ? 0 : (short) (~bad[c] & splits);
            for (int bits = want[c] & 0xFFFF; bits != 0; bits &= bits - 1) {
                int key = c * 16 + Integer.numberOfTrailingZeros(bits);
                if (childNotes[key] == null) childNotes[key] = new short[64];
                else java.util.Arrays.fill(childNotes[key], (short) 0);
            }
        }
        long every = 0;   // cells wanted whatever the split
        long some = 0;    // cells wanted for some splits only
        for (int c = 0; c < lay.n * lay.n; c++) {
            if (want[c] != 0 && want[c] == possible[c]) every |= 1L << c;
            else if (want[c] != 0) some |= 1L << c;
        }
        int prevStart = 0;
        for (int i = 0; i < size; ) {
            int d = dist[i];
            int end = i;
            while (end < size && dist[end] == d) end++;
            if (curCand.length < end - i + 1) {
                curCand = new long[2 * (end - i + 1)];
                curOff = new int[2 * (end - i + 1)];
            }
            // candidates and their masks' places; goals avoid all their free cells
            int pool = 0;
            for (int x = i; x < end; x++) {
                long o = occOf[x];
                long open = ~o & board & wallRoom;
                long cand = open & every;
                if ((open & some) != 0) {
                    loadSplits(all[x]);
                    for (long m = open & some; m != 0; m &= m - 1) {
                        int c = Long.numberOfTrailingZeros(m);
                        if ((want[c] >> split(c) & 1) != 0) cand |= 1L << c;
                    }
                }
                curCand[x - i] = cand;
                curOff[x - i] = pool;
                int k = Long.bitCount(cand);
                if (k == 0) continue;
                if (curPool.length < pool + k) {
                    // a layer's masks count against the same bound as the states (a long each, within the heap's
                    // last quarter that the state budget leaves free)
                    if (pool + k > limitNow)
                        throw new LayoutTooLarge(String.format("one distance layer of the layout of %s needs more than"
                                + " %,d wall masks, more than a thread's share of this heap", l.board(all[x]), limitNow));
                    curPool = java.util.Arrays.copyOf(curPool, (int) Math.min(limitNow, 2L * (pool + k)));
                }
                long init = d == 0 ? ~o & board : 0;
                for (int q = 0; q < k; q++) curPool[pool + q] = init;
                pool += k;
            }
            if (d > 0) {
                // the optimal moves x → y into the previous layer, as the sweep met them
                int to = d < layerEdges.size() ? layerEdges.getInt(d) : edgeCount;
                for (int e = layerEdges.getInt(d - 1); e < to; e++) {
                    int x = (int) (edges[e] >>> 32);
                    int y = (int) edges[e];
                    long cand = curCand[x - i];
                    long pc = prevCand[y - prevStart];
                    long sp = lay.span(occOf[x], occOf[y]);
                    long both = cand & pc & ~sp;
                    if (both == 0) continue;
                    int base = prevOff[y - prevStart];
                    int mine = curOff[x - i];
                    do {
                        long bit = both & -both;
                        long a = prevPool[base + Long.bitCount(pc & (bit - 1))];
                        if ((a & bit) != 0) curPool[mine + Long.bitCount(cand & (bit - 1))] |= a & ~sp;
                        both &= both - 1;
                    } while (both != 0);
                }
            }
            // the notes: cells every optimal solution avoiding c covers
            for (int x = i; x < end; x++) {
                long cand = curCand[x - i];
                if (cand == 0) continue;
                long o = occOf[x];
                long open = ~o & board & wallRoom;
                loadSplits(all[x]);
                for (long m = open; m != 0; m &= m - 1) {
                    int c = Long.numberOfTrailingZeros(m);
                    code[c] = split(c);
                }
                int mine = curOff[x - i];
                for (long m = cand; m != 0; m &= m - 1) {
                    long bit = m & -m;
                    int c = Long.numberOfTrailingZeros(m);
                    long a = curPool[mine + Long.bitCount(cand & (bit - 1))];
                    short[] note = childNotes[c * 16 + code[c]];
                    // cells outside wallRoom hold no second wall: their notes are never read
                    for (long b = open & ~a & ~bit; b != 0; b &= b - 1) {
                        int c2 = Long.numberOfTrailingZeros(b);
                        note[c2] |= (short) (1 << code[c2]);
                    }
                }
            }
            long[] t = prevCand;
            prevCand = curCand;
            curCand = t;
            int[] to = prevOff;
            prevOff = curOff;
            curOff = to;
            long[] tp = prevPool;
            prevPool = curPool;
            curPool = tp;
            prevStart = i;
            i = end;
        }
    }

    /** Fills {@link #bad} from the swept states' {@link #avoid} sets. */
    private void noteBadCells() {
        long room = l.board & wallRoom;
        for (int i = 0; i < size; i++) {
            long m = ~occOf[i] & ~avoid[i] & room;
            if (m == 0) continue;
            loadSplits(all[i]);
            for (; m != 0; m &= m - 1) {
                int c = Long.numberOfTrailingZeros(m);
                bad[c] |= (short) (1 << split(c));
            }
        }
    }

    /** Fogleman's minimality: no single piece other than the red car can go without the optimum staying D. */
    private boolean minimal(long h, int d) {
        Layout lay = l;
        int pieces = lay.cars + lay.wallCount();
        // nothing can be solved in fewer than 0 moves: at d = 0 the first piece removed (if any) fails
        if (d == 0) return pieces == 1;
        boolean[] used = new boolean[lay.cars];
        // one optimal solution: pieces it moves matter (the solution without their moves is shorter)
        long s = h;
        for (int left = d; left > 0; left--) {
            int k = lay.expand(s, kids, moved);
            for (int j = 0; j < k; j++) {
                if (dist[slotOf(kids[j])] == left - 1) {
                    used[moved[j]] = true;
                    s = kids[j];
                    break;
                }
            }
        }
        int red = lay.pieceBase[lay.redLane] + lay.redCar;
        for (int p = 0; p < pieces; p++) {
            if (p == red || (p < lay.cars && used[p])) continue;
            int lane = p < lay.cars ? laneOf(p) : -1;
            if (lane >= 0 && lay.lanes[lane].cars == 1) {
                // a car alone in its lane: the same layout with that lane left out, no new layout to build
                long o = lay.occupied(h) & ~lay.lanes[lane].occ[lay.config(h, lane)];
                if (!probe.reachesGoal(lay, h, o, lane, d - 1)) return false;
                continue;
            }
            Layout.Placed r = lay.without(h, p);
            if (!probe.reachesGoal(r.layout(), r.state(), r.layout().occupied(r.state()), -1, d - 1)) return false;
        }
        return true;
    }

    private int laneOf(int piece) {
        int lane = 0;
        while (lane + 1 < l.lanes.length && l.pieceBase[lane + 1] <= piece) lane++;
        return lane;
    }

}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * {@link Walk#sides} for the moved states of one moving box, the other boxes fixed ({@link BoxMoves}, {@link
 * PackRoute}): where a free side of the box lies outside the keeper's region, that walk never stops early and visits
 * the keeper's whole region, so its answer and its count are the region's. Those walks were 45 % of the packing
 * route's squares on XSokoban 52 (round 11), and they are exactly the walks where the box's square cuts its floor.
 *
 * <p>One depth-first search of the floor the moving box can reach (every free square but the other boxes'), with
 * low links and subtree sizes (Tarjan's articulation points), tells for the box on any square s of it and the keeper on
 * a side p of s which piece of the floor without s holds p, and its size: a child subtree of s whose low link does
 * not climb above s is a piece of its own; every other child subtree and the squares outside s's subtree are one
 * piece, "the rest". A side of s is reached iff it is in p's piece. When every free side of s is in p's piece the walk
 * stops early, at a count only the walk's own order tells, so the walk is made; otherwise the answer is read off and
 * the walk's count (the piece's size) is charged ({@link Walk#charge}): the same answers and the same clock.
 *
 * <p>The search costs about a walk of the whole floor, so it is made only once a call has seen {@link #AFTER}
 * walks that visited their whole region (a box that cuts its floor tends to keep cutting it as it moves on).
 */
final class BoxCuts {
    /** Whole-region walks seen in a call before the search is made. */
    static final int AFTER = Integer.getInteger("sok.cutsAfter", 1);
    static final boolean ON = !Boolean.getBoolean("sok.cutsOff");
    static final boolean COUNT = Boolean.getBoolean("sok.cutsStats");
    static final java.util.concurrent.atomic.AtomicLongArray STATS = new java.util.concurrent.atomic.AtomicLongArray(8);
    static {
        if (COUNT) Runtime.getRuntime().addShutdownHook(new Thread(() ->
                System.err.println("BoxCuts: dfs squares " + STATS.get(0) + ", builds " + STATS.get(1) + ", charged "
                        + STATS.get(2) + " squares in " + STATS.get(3) + " answers, walked " + STATS.get(4)
                        + " squares in " + STATS.get(5) + " walks (" + STATS.get(6) + " squares in " + STATS.get(7)
                        + " whole-region walks)")));
    }

    private final SokobanBoard b;
    private final int[] disc, low, size, parent, stack, dir;
    private final int[] stamp;   // per square (and the sentinel): the search that numbered it (mark) or blocked it (mark - 1)
    private final int[] next;    // b.nb with walls (-1) replaced by the sentinel square
    private final int sentinel;
    private int mark, floor;   // floor: the squares numbered by the last search
    private boolean built;
    private int whole;         // whole-region walks seen since the last reset, while not built

    BoxCuts(SokobanBoard b) {
        this.b = b;
        disc = new int[b.n];
        low = new int[b.n];
        size = new int[b.n];
        parent = new int[b.n];
        stack = new int[b.n];
        dir = new int[b.n];
        sentinel = b.words * 64;
        stamp = new int[sentinel + 1];
        stamp[sentinel] = Integer.MAX_VALUE;
        next = new int[b.n * 4];
        for (int i = 0; i < next.length; i++) next[i] = b.nb[i] < 0 ? sentinel : b.nb[i];
    }

    /** A new moving box (or new other boxes): forgets the search. */
    void reset() {
        built = false;
        whole = 0;
    }

    /**
     * The sides of the box on {@code s} the keeper on {@code p} reaches, {@code others} blocking (the moving box not
     * among them; unchanged since {@link #reset}): {@code walk.sides(others + s, p, s)}, with the same work counted.
     */
    int sides(Walk walk, long[] others, int s, int p) {
        if (!ON) return walked(walk, others, s, p);
        if (!built && whole >= AFTER) {
            search(others, s);
            built = true;
        }
        if (!built) {
            int found = walked(walk, others, s, p);
            if (found != freeSides(others, s)) whole++;
            return found;
        }
        int r = read(others, s, p);
        if (r < 0) return walked(walk, others, s, p);
        walk.charge(r >>> 4);
        if (COUNT) { STATS.addAndGet(2, r >>> 4); STATS.incrementAndGet(3); }
        return r & 15;
    }

    private int walked(Walk walk, long[] others, int s, int p) {
        long before = walk.work;
        Bits.set(others, s);
        int found = walk.sides(others, p, s);
        Bits.clear(others, s);
        if (COUNT) {
            STATS.addAndGet(4, walk.work - before);
            STATS.incrementAndGet(5);
            if (found != freeSides(others, s)) { STATS.addAndGet(6, walk.work - before); STATS.incrementAndGet(7); }
        }
        return found;
    }

    /** Bit d set when the square on side d of s is neither a wall nor another box. */
    private int freeSides(long[] others, int s) {
        int want = 0;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[s * 4 + d];
            if (t >= 0 && !Bits.get(others, t)) want |= 1 << d;
        }
        return want;
    }

    /**
     * Numbers the floor holding {@code root} depth-first: disc, low link, parent, subtree size. As in {@link Walk}, the
     * other boxes take the stamp below the search's own and every wall is one sentinel square holding the highest
     * stamp, so a neighbour is tested by one comparison (new, or seen or blocked).
     */
    void search(long[] others, int root) {
        if (mark >= Integer.MAX_VALUE - 4) { Arrays.fill(stamp, 0); stamp[sentinel] = Integer.MAX_VALUE; mark = 0; }
        mark += 2;
        int m = mark, blocked = m - 1, t = 0, sp = 0;
        int[] stamp = this.stamp, next = this.next, disc = this.disc, low = this.low, parent = this.parent,
                stack = this.stack, dir = this.dir;
        for (int wi = 0; wi < b.words; wi++)
            for (long x = others[wi]; x != 0; x &= x - 1) stamp[(wi << 6) + Long.numberOfTrailingZeros(x)] = blocked;
        // the square being searched (v) and its next edge (e) stay in locals; the stack keeps its ancestors' own
        stamp[root] = m;
        disc[root] = low[root] = t++;
        parent[root] = -1;
        int v = root, e = root * 4, lv = 0;   // lv: low[v]
        while (true) {
            if ((e & 3) != 0 || e == v * 4) {   // edges of v left: e runs from v * 4 to v * 4 + 3
                int u = next[e++], su = stamp[u];
                if (su < blocked) {   // a new square: search it, v's state on the stack
                    low[v] = lv;
                    stack[sp] = v;
                    dir[sp++] = e;
                    stamp[u] = m;
                    disc[u] = lv = t++;
                    parent[u] = v;
                    v = u;
                    e = u * 4;
                } else if (su == m && disc[u] < lv && u != parent[v]) {
                    lv = disc[u];
                }
            } else {   // v done: its subtree is numbered
                low[v] = lv;
                size[v] = t - disc[v];
                if (sp == 0) break;
                int pv = stack[--sp];
                e = dir[sp];
                int lp = low[pv];
                lv = lv < lp ? lv : lp;
                v = pv;
            }
        }
        floor = t;
        if (COUNT) { STATS.addAndGet(0, t); STATS.incrementAndGet(1); }
    }

    /**
     * For the box on {@code s} and the keeper on {@code p} (a free side of s; both on the searched floor): the sides
     * reached | the keeper's piece's size << 4 when some free side of s is outside that piece, else -1.
     */
    int read(long[] others, int s, int p) {
        int mine = piece(s, p), found = 0, want = 0;
        for (int d = 0; d < 4; d++) {
            int q = b.nb[s * 4 + d];
            if (q < 0 || Bits.get(others, q)) continue;
            want |= 1 << d;
            if (q == p || piece(s, q) == mine) found |= 1 << d;
        }
        if (found == want) return -1;
        return found | pieceSize(others, s, mine) << 4;
    }

    /** The piece of the floor without s that holds q (a free neighbour of s): the child of s heading it, or -1 for the rest. */
    private int piece(int s, int q) {
        int dq = disc[q], ds = disc[s];
        if (dq <= ds || dq >= ds + size[s]) return -1;   // not below s: the rest
        for (int d = 0; d < 4; d++) {
            int c = b.nb[s * 4 + d];
            if (c < 0 || stamp[c] != mark || parent[c] != s) continue;
            if (disc[c] <= dq && dq < disc[c] + size[c]) return low[c] >= ds ? c : -1;
        }
        throw new IllegalStateException("square " + q + " below " + s + " in no child's subtree");
    }

    private int pieceSize(long[] others, int s, int piece) {
        if (piece >= 0) return size[piece];
        int rest = floor - 1, ds = disc[s];
        for (int d = 0; d < 4; d++) {
            int c = b.nb[s * 4 + d];
            if (c < 0 || stamp[c] != mark || parent[c] != s) continue;
            if (low[c] >= ds) rest -= size[c];
        }
        return rest;
    }
}

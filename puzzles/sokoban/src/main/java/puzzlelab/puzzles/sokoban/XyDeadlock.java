package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Festival's "xy deadlock" idea, our own way: a small search over the whole position in which every box the keeper
 * can push both along a row and along a column is taken off the board, again and again, until none is left to take;
 * then the remaining boxes' pushes are searched breadth first (each new position reduced the same way). When no
 * position of that search has every remaining box on a goal, the position is dead.
 *
 * <p>Why it is sound. Taking any box off is a relaxation: a solution of (B, p) projects to one of (S, p) for any
 * S ⊆ B (drop the pushes of the boxes outside S; see {@link PatternSearch}). Which box is taken off is only a choice
 * (a box free on both axes is the one least likely to matter), never a claim. The search refuses a push only onto a
 * dead square, a push that freezes a box off its goal ({@link Deadlocks}) and a position without a perfect matching
 * of boxes to goals ({@link Matching#feasible}), each of which no solution passes. It merges positions with the same
 * boxes and normalised keeper. So if (B, p) is solvable, following its projected solution from the root through the
 * reductions reaches a position with every box left on a goal: an exhausted search proves (B, p) dead. A search
 * stopped at its node cap answers "not dead".
 *
 * <p>Where it helps: a few boxes holding each other in a room while the rest of the board moves freely. The cluster
 * tests ({@link PatternSearch}) take a fixed neighbourhood of the moved box; this one takes whatever does not move
 * freely, anywhere on the board. Cheap in the common case: most positions reduce in two or three walks to boxes all
 * on goals. One instance per search thread (reused buffers); answers of reduced roots are cached by a 64-bit hash
 * for "not dead" and by the exact box set and keeper for "dead".
 */
final class XyDeadlock {
    static final int DEFAULT_NODES = 500;
    private static final int ALIVE_MOST = 1 << 22;

    private final SokobanBoard b;
    private final int w, cap;
    private final Walk walk;
    private final Deadlocks freeze;
    private final Matching matching;
    private final SubsetNodes nodes;
    private final long[] cur, child, taken;
    private final it.unimi.dsi.fastutil.longs.LongOpenHashSet alive = new it.unimi.dsi.fastutil.longs.LongOpenHashSet();
    private final java.util.HashSet<Key> deadRoots = new java.util.HashSet<>();

    // counters: calls, reduced roots searched, proven dead, answers from the caches, searches stopped at the cap,
    // nodes stored; work = squares walked + nodes (a deterministic clock for the finder's turns)
    long calls, searches, proven, cacheHits, capped, nodesStored, work;

    XyDeadlock(SokobanBoard b) {
        this(b, DEFAULT_NODES);
    }

    /** @param cap the nodes one search may store before it answers "not dead" */
    XyDeadlock(SokobanBoard b, int cap) {
        if (cap < 1) throw new IllegalArgumentException("nodes " + cap);
        this.b = b;
        this.w = b.words;
        this.cap = cap;
        walk = new Walk(b);
        freeze = new Deadlocks(b);
        matching = new Matching(b);
        nodes = new SubsetNodes(b, cap, 91);
        cur = new long[w];
        child = new long[w];
        taken = new long[w];
        open = new it.unimi.dsi.fastutil.ints.IntArrayList[w * 64 + 1];
        for (int k = 0; k < open.length; k++) open[k] = new it.unimi.dsi.fastutil.ints.IntArrayList();
        openHead = new int[open.length];
    }

    /** True when the position (boxes, keeper on {@code player}) is proven unsolvable. */
    boolean dead(long[] boxes, int player) {
        return dead(boxes, player, -1);
    }

    /**
     * {@link #dead}, searched only when the box on {@code moved} (a square, or -1 for any) is among the boxes left
     * after the reduction: a move whose box is taken off did not make a new knot, and its position is answered
     * "not dead" without a search (an answer only, never a claim).
     */
    boolean dead(long[] boxes, int player, int moved) {
        calls++;
        long before = walk.work + matching.work;
        try {
            System.arraycopy(boxes, 0, cur, 0, w);
            int kp = reduce(cur, player);
            if (b.solved(cur) || moved >= 0 && !Bits.get(cur, moved)) return false;
            long hash = 0;
            for (int i = 0; i < w; i++)
                for (long x = cur[i]; x != 0; x &= x - 1) hash ^= nodes.zob[(i << 6) + Long.numberOfTrailingZeros(x)];
            long key = SubsetNodes.mix(hash ^ nodes.zobPlayer[kp]);
            if (alive.contains(key)) {
                cacheHits++;
                return false;
            }
            Key exact = new Key(cur.clone(), kp);
            if (deadRoots.contains(exact)) {
                cacheHits++;
                return true;
            }
            searches++;
            boolean dead = exhausted(hash, kp);
            if (dead) {
                proven++;
                deadRoots.add(exact);
            } else {
                if (alive.size() >= ALIVE_MOST) alive.clear();   // a bound on memory: forgetting only costs searches
                alive.add(key);
            }
            return dead;
        } finally {
            work += walk.work + matching.work - before;
        }
    }

    /**
     * Takes off {@code bx} every box the keeper (from {@code player}) can push both along its row and along its
     * column, until none is left; returns the keeper's normalised square on what is left.
     */
    private int reduce(long[] bx, int player) {
        while (true) {
            walk.reach(bx, player);
            Arrays.fill(taken, 0);
            boolean any = false;
            for (int i = 0; i < w; i++)
                for (long x = bx[i]; x != 0; x &= x - 1) {
                    int s = (i << 6) + Long.numberOfTrailingZeros(x);
                    if (pushable(bx, s, SokobanBoard.L, SokobanBoard.R) && pushable(bx, s, SokobanBoard.U, SokobanBoard.D)) {
                        Bits.set(taken, s);
                        any = true;
                    }
                }
            if (!any) return walk.topLeft;
            // a box taken off frees its square only: what the walk reached stays reached, so all are taken at once
            for (int i = 0; i < w; i++) bx[i] &= ~taken[i];
        }
    }

    /** Whether the box on {@code s} can be pushed one way or the other along the axis of directions d1, d2 now. */
    private boolean pushable(long[] bx, int s, int d1, int d2) {
        int a = b.nb[s * 4 + d1], c = b.nb[s * 4 + d2];
        if (a < 0 || c < 0 || Bits.get(bx, a) || Bits.get(bx, c)) return false;
        return walk.reached(a) && !b.dead[c] || walk.reached(c) && !b.dead[a];
    }

    /**
     * Best first over the pushes from the reduced root ({@link #cur}), fewest boxes left first (then first in), so a
     * live position reaches its boxes-on-goals quickly: true when exhausted with none solved.
     */
    private boolean exhausted(long rootHash, int rootKp) {
        nodes.clear();
        for (int k = 0; k < open.length; k++) {
            open[k].clear();
            openHead[k] = 0;
        }
        add(cur, rootHash, rootKp);
        long[] node = new long[w];
        for (int x; (x = next()) >= 0; ) {
            nodes.boxes(x, node);
            walk.reach(node, nodes.player(x));
            // the node's reach is overwritten by the children's reductions: keep the pushes first
            int[] pushes = pushesOf(node);
            for (int p : pushes) {
                int bx = p >>> 2, d = p & 3, to = b.nb[bx * 4 + d];
                System.arraycopy(node, 0, child, 0, w);
                Bits.clear(child, bx);
                Bits.set(child, to);
                if (freeze.frozen(child, to)) continue;
                if (!matching.feasible(child)) continue;
                int kp = reduce(child, bx);
                if (b.solved(child)) {
                    lastNodes = nodes.size();
                    return false;
                }
                long hc = 0;
                for (int i = 0; i < w; i++)
                    for (long y = child[i]; y != 0; y &= y - 1) hc ^= nodes.zob[(i << 6) + Long.numberOfTrailingZeros(y)];
                if (nodes.find(child, hc, kp)) continue;
                if (nodes.full()) {
                    capped++;
                    lastNodes = nodes.size();
                    return false;
                }
                add(child, hc, kp);
            }
        }
        lastNodes = nodes.size();
        return true;
    }

    // the open nodes by boxes left (an index per count; a board has at most 64 * words boxes)
    private final it.unimi.dsi.fastutil.ints.IntArrayList[] open;
    private final int[] openHead;
    int lastNodes;   // nodes stored by the latest search (for measurement)

    private void add(long[] bx, long hc, int kp) {
        int k = 0;
        for (int i = 0; i < w; i++) k += Long.bitCount(bx[i]);
        open[k].add(nodes.size());
        nodes.add(bx, hc, kp);
        nodesStored++;
        work++;
    }

    /** The open node with the fewest boxes, first in among those; -1 when none is left. */
    private int next() {
        for (int k = 0; k < open.length; k++)
            if (openHead[k] < open[k].size()) return open[k].getInt(openHead[k]++);
        return -1;
    }

    private int[] pushBuf = new int[64];

    /** The legal pushes of {@code bx} as box * 4 + direction (the walk from the node's keeper made just before). */
    private int[] pushesOf(long[] bx) {
        int n = 0;
        for (int i = 0; i < w; i++)
            for (long x = bx[i]; x != 0; x &= x - 1) {
                int s = (i << 6) + Long.numberOfTrailingZeros(x);
                for (int d = 0; d < 4; d++) {
                    int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                    if (to < 0 || from < 0 || b.dead[to] || Bits.get(bx, to) || !walk.reached(from)) continue;
                    if (n == pushBuf.length) pushBuf = Arrays.copyOf(pushBuf, 2 * n);
                    pushBuf[n++] = s * 4 + d;
                }
            }
        return Arrays.copyOf(pushBuf, n);
    }

    /** A reduced root exactly: its boxes and normalised keeper. */
    private record Key(long[] boxes, int kp) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && kp == k.kp && Arrays.equals(boxes, k.boxes);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(boxes) + kp;
        }
    }
}

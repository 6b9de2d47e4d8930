package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The improver of Sokoban's {@code auto}: shortens the incumbent's pushes by searches in windows along it. The finders'
 * solutions take detours (a box parked and fetched back, one box pushed the long way round); an A* over pushes from a
 * position of the solution to a later one, on the matching of boxes to that position's squares (boxes the segment
 * leaves alone cost nothing), finds the segment's shortest form when it is short. Positions are matched by box set and
 * the player's normalised region (as the finders key them), so a shortcut may leave the player anywhere in the region
 * the solution had there: the walks are recomputed when the pushes are turned into steps.
 * <pre>
 * P_0..P_n = the positions after each push; last(key) = the largest j with key(P_j) = key
 * pass (span, cap): i = 0; out = []
 *   while i < n:
 *     j = min(n, i + span); A* over pushes from P_i, h = matching to P_j's squares (dead squares, freezes cut),
 *       until f >= (j - i) - gain or cap positions expanded; every position y formed, g(y) pushes from P_i:
 *       gain = max((last(key(y)) - i) - g(y))   (the solved position matches any player square)
 *     gain > 0: out += pushes to the best y; i = last(key(y))      else: out += pushes i .. i + span/2; i += span/2
 *   out shorter: the next pass on out; else double span (to MAX_SPAN) and cap (to MAX_CAP); at both: done, unless
 *   this sweep of passes gained: then a new sweep from the first span and cap
 * </pre>
 * A better incumbent from another member restarts it. Each accepted result costs less in the metric (fewer pushes, or
 * fewer moves for the moves metric), so the incumbent only improves; on the pushes metric a shorter result may walk
 * more. Statistics: expanded = positions whose pushes were generated, generated = pushes tried, stored = positions
 * kept by the window searches, added up.
 */
final class PushShortener extends Search {
    // windows: span pushes of the solution, at most cap positions expanded; a pass that gains nothing doubles both
    // (span up to MAX_SPAN, cap up to MAX_CAP): small windows first, so the incumbent improves early
    static final int FIRST_SPAN = 16, MAX_SPAN = 256, FIRST_CAP = 1024, MAX_CAP = 32768;
    private final SokobanBoard b;
    private final boolean pushCodes;
    private final int w;
    private final Walk walk, childWalk;
    private final Deadlocks deadlocks;
    private final Positions window, path;
    private int[] lastAt = new int[0];   // per id of path: the last index of the solution with that key

    private Solution pending;     // an incumbent to start from
    private int[] pushes;         // the solution in work, as pushes (box * 4 + dir)
    private long[][] boxesAt;     // P_i's boxes
    private int[] playerAt;       // P_i's player
    private long baseCost = Long.MAX_VALUE;
    private int span = FIRST_SPAN, cap = FIRST_CAP, i;
    // the window in work (it pauses between expansions): its end j, its best shortcut so far, its expansions
    private boolean inWindow;
    private int passK = -1;        // the next P_k a pass records before its windows (-1: all recorded)
    private long[] passBoxes;
    private int passPlayer;
    private int wj, bestId, bestJ, bestGain, windowExpanded;
    private boolean gained, sweepGained;
    private final IntArrayList out = new IntArrayList();
    private final long[] cur, child;
    private static final int ID = (1 << 20) - 1;   // ids in the open list's 20-bit field
    private final int[][] targetDist, distTo;   // the matching's rows: pushes to P_j's squares; cached per square
    private final Matching matching;
    // A*'s open list, least first: f (pushes), then the most pushes so far (deepest first: the goal nearest), then the
    // fewest steps so far (the tie-break), then the id; 16, 12, 16 and 20 bits
    private final LongHeapPriorityQueue open = new LongHeapPriorityQueue();
    private int[] g = new int[1 << 12], steps = new int[1 << 12];

    PushShortener(SokobanBoard b, boolean pushCodes) {
        this(b, pushCodes, SetUp.NEVER);
    }

    /** @param up polled between the tables, each a pass over the room (see {@link SetUpInStep}) */
    PushShortener(SokobanBoard b, boolean pushCodes, SetUp up) {
        this.b = b;
        this.pushCodes = pushCodes;
        w = b.words;
        walk = new Walk(b);
        childWalk = new Walk(b);
        up.check();
        deadlocks = new Deadlocks(b);
        window = new Positions(b, Positions.FINDERS_SEED);
        up.check();
        path = new Positions(b, Positions.FINDERS_SEED);
        up.check();
        cur = new long[w];
        child = new long[w];
        targetDist = new int[b.boxCount()][];
        distTo = new int[b.n][];
        matching = new Matching(b, targetDist);
    }

    @Override public String name() { return "sokoban-shorten"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public boolean fixedBudget() { return true; }
    @Override public long bytes() { return window.bytes() + path.bytes(); }

    @Override
    public void offer(Solution s) {
        if (s.cost() < Math.min(baseCost, best == null ? Long.MAX_VALUE : best.cost())) pending = s;
    }

    @Override
    public Status step(int budget) {
        if (pending != null) {
            sweepGained = false;
            start(Codes.pushes(b, pending.moves()), pending.cost());
            pending = null;
        }
        if (pushes == null) return Status.RUNNING;   // waits for a first solution
        // the budget counts expansions and the squares walked (a 300×300 room walks 90,000 squares a position), so a
        // step stays short in any room; a window pauses between expansions, so where steps end changes nothing
        long until = work() + budget;
        while (work() < until) {
            if (passK >= 0) {
                preparePass();
                continue;
            }
            if (inWindow) {
                if (!expandOne()) endWindow();
                continue;
            }
            if (i >= pushes.length) {
                if (!endPass()) {
                    pushes = null;
                    return Status.SOLVED;   // converged at the largest windows: nothing more to gain here
                }
                continue;
            }
            beginWindow();
        }
        return Status.RUNNING;
    }

    /** Takes {@code p} (cost {@code cost} in the metric) as the solution to shorten, from the smallest windows. */
    private void start(int[] p, long cost) {
        inWindow = false;   // a window of the previous solution is dropped
        pushes = p;
        baseCost = cost;
        span = FIRST_SPAN;
        cap = FIRST_CAP;
        beginPass();
    }

    private void beginPass() {
        int n = pushes.length;
        boxesAt = new long[n + 1][];
        playerAt = new int[n + 1];
        passBoxes = b.boxes0.clone();
        passPlayer = b.player0;
        path.clear();
        if (lastAt.length < n + 1) lastAt = new int[n + 1];
        passK = 0;
        i = 0;
        out.clear();
        gained = false;
    }

    /** Records P_k of the pass being prepared (one walk: a step may pause between them); true once all are. */
    private boolean preparePass() {
        int k = passK, n = pushes.length;
        boxesAt[k] = passBoxes.clone();
        playerAt[k] = passPlayer;
        walk.from(passBoxes, passPlayer);
        long h = path.hashOf(passBoxes);
        int id = path.find(passBoxes, h, walk.topLeft);
        if (id < 0) id = path.add(passBoxes, h, passPlayer, walk.topLeft, -1, 0);
        lastAt[id] = k;
        if (k == n) {
            passK = -1;
            return true;
        }
        int bx = pushes[k] >>> 2;
        Bits.clear(passBoxes, bx);
        Bits.set(passBoxes, b.nb[pushes[k]]);
        passPlayer = bx;
        passK++;
        return false;
    }

    /** Ends a pass: keeps a shorter result; false when there is nothing left to try. */
    private boolean endPass() {
        if (gained) {
            int[] p = out.toIntArray();
            Solution s = Positions.solution(b, p, pushCodes);
            if (s.cost() < baseCost) {
                message = "shortened " + pushes.length + " to " + p.length + " pushes";
                best = s;
                baseCost = s.cost();
                sweepGained = true;
                pushes = p;
                beginPass();
                return true;
            }
        }
        if ((span >= MAX_SPAN || span >= pushes.length) && cap >= MAX_CAP) {
            if (!sweepGained) return false;
            sweepGained = false;   // the large windows changed the solution: the small ones may gain again
            start(pushes, baseCost);
            return true;
        }
        span = Math.min(MAX_SPAN, span * 2);
        cap = Math.min(MAX_CAP, cap * 2);
        beginPass();
        return true;
    }

    /**
     * One window: A* over pushes from P_i towards P_j, j = i + span (h = the matching of boxes to P_j's squares, so
     * boxes the segment does not move cost nothing); every position formed is also looked up along the whole solution.
     * The best shortcut found is spliced in; with none, the window moves on by half a span.
     */
    private void beginWindow() {
        int n = pushes.length;
        wj = Math.min(n, i + span);
        int t = 0;
        for (int sq : Bits.list(boxesAt[wj], b.n)) targetDist[t++] = toSquare(sq);
        window.clear();
        open.clear();
        long h0 = window.hashOf(boxesAt[i]);
        walk.from(boxesAt[i], playerAt[i]);
        window.add(boxesAt[i], h0, playerAt[i], walk.topLeft, -1, 0);
        g[0] = 0;
        steps[0] = 0;
        bestId = -1;
        bestJ = -1;
        bestGain = 0;
        int jRoot = later(boxesAt[i], h0, walk.topLeft);
        if (jRoot > i) { bestGain = jRoot - i; bestJ = jRoot; bestId = 0; }   // a loop: the same position later on
        open.enqueue(key(matching.bound(boxesAt[i]), 0, 0, 0));
        windowExpanded = 0;
        inWindow = true;
    }

    /** One expansion of the window's A*; false when the window is done. */
    private boolean expandOne() {
        int n = pushes.length, j = wj;
        if (open.isEmpty() || windowExpanded >= cap || window.size() + 4 * b.boxCount() >= ID) return false;
        long e = open.dequeueLong();
        int x = (int) (e & ID);
        int f = (int) (e >>> 48);
        if (j - i - f <= bestGain) return false;   // no path through what is left reaches P_j with more gain
        windowExpanded++;
        stats.expanded++;
        window.copyBoxes(x, cur);
        long hx = window.hash(x);
        walk.from(cur, window.player(x));
        matching.base(cur);   // then one Hungarian phase per child (see Matching#moved)
        for (int bx : Bits.list(cur, b.n)) {
            for (int d = 0; d < 4; d++) {
                int to = b.nb[bx * 4 + d], from = b.nb[bx * 4 + (d ^ 2)];
                if (to < 0 || from < 0 || b.dead[to] || Bits.get(cur, to) || !walk.reached(from)) continue;
                stats.generated++;
                System.arraycopy(cur, 0, child, 0, w);
                Bits.clear(child, bx);
                Bits.set(child, to);
                if (deadlocks.frozen(child, to)) continue;
                long hc = window.moved(hx, bx, to);
                int kp = normalised(child, bx);
                if (window.find(child, hc, kp) >= 0) continue;
                int y = window.add(child, hc, bx, kp, x, bx * 4 + d);
                if (y >= g.length) {
                    g = java.util.Arrays.copyOf(g, window.capacity());
                    steps = java.util.Arrays.copyOf(steps, window.capacity());
                }
                g[y] = g[x] + 1;
                steps[y] = steps[x] + walk.dist[from] + 1;
                int later = b.solved(child) ? n : later(child, hc, kp);   // solved: the player anywhere
                int gain = later - i - g[y];
                boolean fewerSteps = gain == bestGain && bestId > 0 && later == bestJ && steps[y] < steps[bestId];
                if (later > i && (gain > bestGain || fewerSteps)) {
                    bestGain = gain;
                    bestJ = later;
                    bestId = y;
                }
                int h = matching.moved(bx, to);
                if (h < Matching.DEAD) open.enqueue(key(g[y] + h, g[y], steps[y], y));
            }
        }
        return true;
    }

    /** Splices in the window's best shortcut, or moves on by half a span without one. */
    private void endWindow() {
        inWindow = false;
        stats.stored += window.size();
        if (bestJ < 0) {
            int next = Math.min(pushes.length, i + Math.max(1, span / 2));
            while (i < next) out.add(pushes[i++]);
            return;
        }
        for (int p : window.pushes(bestId)) out.add(p);
        i = bestJ;
        gained = true;
    }

    /** Expansions plus squares walked / {@link #SQUARES_PER_UNIT}: what a step's budget counts. */
    private long work() {
        return stats.expanded + (walk.work + childWalk.work) / SQUARES_PER_UNIT;
    }

    private static final int SQUARES_PER_UNIT = 4096;

    private static long key(int f, int g, int steps, int id) {
        return (long) Math.min(f, 0x7fff) << 48 | (long) (0xfff - Math.min(g, 0xfff)) << 36
                | (long) Math.min(steps, 0xffff) << 20 | id;
    }

    /** Pushes from each square to {@code sq} (other boxes ignored), computed once per square. */
    private int[] toSquare(int sq) {
        if (distTo[sq] == null) distTo[sq] = b.distances(sq, false);
        return distTo[sq];
    }

    /** The normalised player square after a push from {@code bx} (the player stands on bx). */
    private int normalised(long[] boxes, int bx) {
        childWalk.from(boxes, bx);
        return childWalk.topLeft;
    }

    /** The last index of the solution whose position has this key, or -1. */
    private int later(long[] boxes, long h, int kp) {
        int id = path.find(boxes, h, kp);
        return id < 0 ? -1 : lastAt[id];
    }
}

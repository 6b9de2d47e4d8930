package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Search;
import puzzlelab.engine.Status;

/**
 * The specialised solver: best-first search over pushes (a node = a box set and a player position; its children =
 * every push the player can walk to), with
 * <ul>
 *   <li>the {@link Matching} bound (admissible and consistent), dead squares and {@link Deadlocks freeze deadlocks};</li>
 *   <li>transpositions: with {@link Order#PUSHES} the key is the box set and the player's normalised square (the
 *       smallest square it can walk to); with a move tie-break the player's exact square (walk lengths differ);</li>
 *   <li>states in flat arrays with an open-addressing table of node ids, a binary heap of long priorities.</li>
 * </ul>
 * <pre>
 * open = {start}; while open: x = pop min (f, tie-break); skip if closed or stale
 *   if solved(x): return path;  close x; walk BFS from x's player
 *   for each box b, direction d with the push square reached and the target free and live:
 *     y = x with b pushed; skip if frozen deadlock or no matching; g' = g + (1 push, walk + 1 moves)
 *     if y new or cheaper (and not closed): record parent, push with priority
 * </pre>
 * A* (weight 1) with the consistent bound proves the first goal popped optimal for the order's lexicographic cost;
 * weight &gt; 1 is weighted A*, weight 0 greedy best-first on the bound alone (both only satisficing).
 */
final class PushSearch extends Search {
    /** What is minimised, lexicographically. */
    enum Order { PUSHES, PUSHES_MOVES, MOVES_PUSHES }

    private final SokobanBoard b;
    private final String name;
    private final Order order;
    private final double weight;
    private final boolean pushCodes;
    private final boolean exact;
    private final boolean proves;   // the order minimises the metric the solution is reported in
    private final int w;
    private final Walk walk, walk2;
    private final Matching matching;
    private boolean based;   // the matching holds the expanded position's solution (set lazily, on its first new child)
    private final Deadlocks deadlocks;
    private final Corrals corrals;
    private final int[] allowed;
    private final Packing packing;   // finders only: out-of-order packed boxes raise the evaluation
    private final int packWeight;
    private final GoalRooms rooms;   // with packing, when the level has goal rooms: the goal macro

    // nodes: the table, and per node its costs, bound and whether it is closed
    private final Positions pos;
    private int[] gp = new int[0], gm = new int[0], h = new int[0];
    private boolean[] closed = new boolean[0];
    // heap
    private long[] hp = new long[1024];
    private int[] hn = new int[1024];
    private int heapSize;

    private long incumbent = Long.MAX_VALUE;   // primary cost of a solution found elsewhere: prune above it
    private Solution offered;
    private long bound = -1;
    private final long[] cur, child;
    /**
     * Squares walked between two looks at the run's stop signal. A position walks the room once, and once more per push
     * when the key is the player's region (a 600×600 room with 12 boxes: up to 49 walks of 360,000 squares an
     * expansion, and a portfolio's step is 256 expansions), so the poll goes by walking done, not by expansions.
     */
    private static final long POLL_SQUARES = 1 << 18;
    private long pollSquares = POLL_SQUARES, nextPoll = POLL_SQUARES;

    /**
     * How a push search runs, by name rather than by position: what it minimises ({@code order}); {@code weight} 1 for
     * A*, above 1 weighted A*, 0 greedy best-first; {@code pushCodes} true for the solution in the pushes problem's
     * codes (one per push), false in steps (the moves problem); {@code proves}: the order minimises the metric the
     * solution is reported in (then A*'s first goal is proven optimal); {@code packWeight} above 0 (finders only,
     * never proving): the evaluation is the matching cost plus this times the boxes packed out of the {@link Packing}
     * order, and among equal priorities a push of the box pushed last comes first; {@code corrals}: PI-corral pruning
     * (only with {@link Order#PUSHES}).
     */
    record Options(Order order, double weight, boolean pushCodes, boolean proves, int packWeight, boolean corrals) {
        /** A* minimising {@code order}, the solution in steps, not proving, no packing, PI-corrals on. */
        static Options astar(Order order) {
            return new Options(order, 1, false, false, 0, true);
        }

        /** The weight; greedy search (0) goes without PI-corrals (forcing a corral's pushes first misleads it). */
        Options weighted(double w) {
            return new Options(order, w, pushCodes, proves, packWeight, corrals && w != 0);
        }

        Options inPushCodes(boolean p) {
            return new Options(order, weight, p, proves, packWeight, corrals);
        }

        Options proving(boolean p) {
            return new Options(order, weight, pushCodes, p, packWeight, corrals);
        }

        Options packing(int w) {
            return new Options(order, weight, pushCodes, proves, w, corrals);
        }

        Options withCorrals(boolean c) {
            return new Options(order, weight, pushCodes, proves, packWeight, c);
        }
    }

    PushSearch(SokobanBoard b, String name, Options o) {
        this(b, name, o, SetUp.NEVER);
    }

    /** @param up polled between the tables (see {@link SetUpInStep}) */
    PushSearch(SokobanBoard b, String name, Options o, SetUp up) {
        Order order = o.order();
        double weight = o.weight();
        boolean pushCodes = o.pushCodes(), proves = o.proves(), useCorrals = o.corrals();
        int packWeight = o.packWeight();
        if (packWeight > 0 && proves) throw new IllegalArgumentException("the packing evaluation is not admissible");
        this.b = b;
        this.packWeight = packWeight;
        this.packing = packWeight > 0 ? new Packing(b, false, up) : null;
        GoalRooms gr = packing == null ? null : new GoalRooms(b, packing);
        this.rooms = gr == null || gr.count == 0 ? null : gr;
        this.proves = proves && weight == 1;
        this.name = name;
        this.order = order;
        this.weight = weight;
        this.pushCodes = pushCodes;
        this.exact = order != Order.PUSHES;
        w = b.words;
        walk = new Walk(b);
        walk2 = new Walk(b);
        matching = new Matching(b);
        deadlocks = new Deadlocks(b);
        up.check();
        // PI-corrals keep the fewest pushes but not always the fewest walks: only when moves are not tie-broken;
        // greedy search goes without them (forcing a corral's pushes first misleads the bound's guidance)
        corrals = order == Order.PUSHES && useCorrals ? new Corrals(b) : null;
        allowed = new int[b.n * 4];
        up.check();
        pos = new Positions(b, 0x5eed5eedL);
        cur = new long[w];
        child = new long[w];
        stats.generated = 1;
        int h0 = withPacking(b.boxes0, matching.bound(b.boxes0));
        if (h0 < Matching.DEAD) {
            walk.from(b.boxes0, b.player0);
            int id = add(b.boxes0, pos.hashOf(b.boxes0), b.player0, exact ? b.player0 : walk.topLeft, -1, -1, 0, 0, h0);
            heapPush(priority(id), id);
        }
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "matching"; }
    @Override public boolean provesOptimal() { return proves; }

    @Override
    public long bytes() {
        return pos.bytes() + gp.length * 13L + (long) hp.length * 12;
    }

    @Override
    public long lowerBound() {
        return proves ? bound : -1;
    }

    @Override
    public void offer(Solution s) {
        if (!proves || s == null) return;
        if (s.cost() < incumbent) {
            incumbent = s.cost();
            offered = s;
        }
    }

    @Override
    public Status step(int budget) {
        // a portfolio gives its prover 16 times a finder's node budget (made for IDA* nodes); this prover's nodes cost
        // as much as the finders', so until a solution is offered it takes a finder's share per step (alone, only
        // the step is shorter); with one, the prover's full share
        if (proves && offered == null) budget = Math.max(1, budget / 16);
        for (int k = 0; k < budget; k++) {
            if (heapSize == 0) {
                if (offered != null) {   // everything cheaper was ruled out: the offered solution is optimal
                    best = offered;
                    bound = offered.cost();
                    return Status.SOLVED;
                }
                // the goal macros give up completeness: an exhausted search proves nothing
                return rooms != null ? Status.LIMIT : Status.UNSOLVABLE;
            }
            long pr = hp[0];
            int x = heapPop();
            if (closed[x] || pr != priority(x)) continue;
            if (weight == 1) bound = Math.max(bound, primary(x));
            pos.copyBoxes(x, cur);
            if (b.solved(cur)) {
                best = pos.solution(x, pushCodes);
                return Status.SOLVED;
            }
            closed[x] = true;
            stats.expanded++;
            if (!expand(x)) {
                // stopped part-way: x goes back to the open list (its children so far are kept), so a search stepped
                // again still expands it whole; the runner ends the run after this step
                closed[x] = false;
                stats.expanded--;
                heapPush(priority(x), x);
                break;
            }
            stats.stored = pos.size();
            stats.frontier(heapSize);
            if (stopNow()) break;
        }
        stats.bytes(bytes());
        return Status.RUNNING;
    }

    /** The children of x; false when the stop signal came first (some pushes not tried). */
    private boolean expand(int x) {
        based = false;
        walk.from(cur, pos.player(x));
        int c = corrals == null ? -1 : corrals.restrict(cur, walk, allowed);
        if (c > 0) {
            stats.iterations++;   // nodes whose pushes a PI-corral restricted
            for (int i = 0; i < c; i++) {
                tryPush(x, allowed[i] >>> 2, allowed[i] & 3);
                if (stopNow()) return false;
            }
            return true;
        }
        for (int wi = 0; wi < w; wi++) {
            for (long bits = cur[wi]; bits != 0; bits &= bits - 1) {
                int bx = (wi << 6) + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 4; d++) tryPush(x, bx, d);
                if (stopNow()) return false;
            }
        }
        return true;
    }

    /** True when the run's stop signal is set, looked at once per {@link #POLL_SQUARES} squares walked. */
    private boolean stopNow() {
        long work = walk.work + walk2.work;
        if (work < nextPoll) return false;
        nextPoll = work + pollSquares;
        return stopSignal().getAsBoolean();
    }

    /** Looks at the stop signal every {@code squares} squares walked instead (tests: small levels walk little). */
    PushSearch pollEvery(long squares) {
        pollSquares = squares;
        nextPoll = walk.work + walk2.work + squares;
        return this;
    }

    private void tryPush(int x, int bx, int d) {
        int to = b.nb[bx * 4 + d];
        if (to < 0 || b.dead[to] || Bits.get(cur, to)) return;
        int from = b.nb[bx * 4 + (d ^ 2)];
        if (from < 0 || !walk.reached(from)) return;
        if (rooms != null && (rooms.room[bx] >= 0 || rooms.room[to] >= 0)) return;   // rooms are filled by macros only
        stats.generated++;
        System.arraycopy(cur, 0, child, 0, w);
        Bits.clear(child, bx);
        int[] route = null;
        int pl = bx;
        if (rooms != null && rooms.entranceOf[to] >= 0) {
            route = rooms.route(child, to, bx);
            if (route != null) {
                int last = route[route.length - 1];
                pl = last >>> 2;
                to = b.nb[pl * 4 + (last & 3)];
            }
        }
        Bits.set(child, to);
        if (route == null && deadlocks.frozen(child, to)) return;
        int extra = route == null ? 0 : route.length;
        int ngp = gp[x] + 1 + extra, ngm = gm[x] + walk.dist[from] + 1 + 3 * extra;
        int kp = pl;
        if (!exact) {
            walk2.from(child, pl);
            kp = walk2.topLeft;
        }
        long hc = pos.moved(pos.hash(x), bx, to);
        int id = pos.find(child, hc, kp);
        if (id >= 0) {
            stats.duplicates++;
            if (closed[id] || !better(ngp, ngm, id)) return;
            pos.reach(id, x, moveCode(bx * 4 + d, route), pl);
            gp[id] = ngp;
            gm[id] = ngm;
        } else {
            int hv = eval(child, bx, to);
            if (hv >= Matching.DEAD) return;
            id = add(child, hc, pl, kp, x, moveCode(bx * 4 + d, route), ngp, ngm, hv);
        }
        if (primary(id) > incumbent) return;
        heapPush(priority(id), id);
    }

    /** The push, or with a goal macro the push and the route after it. */
    private int moveCode(int push, int[] route) {
        if (route == null) return push;
        int[] all = new int[route.length + 1];
        all[0] = push;
        System.arraycopy(route, 0, all, 1, route.length);
        return pos.macro(all);
    }

    /** The evaluation of {@code boxes}, the position being expanded with its box on {@code from} moved to {@code to}. */
    private int eval(long[] boxes, int from, int to) {
        if (!based) {   // the parent's matching, once per expansion, then one phase per new child
            matching.base(cur);
            based = true;
        }
        return withPacking(boxes, matching.moved(from, to));
    }

    private int withPacking(long[] boxes, int m) {
        if (packing == null || m >= Matching.DEAD) return m;
        return m + packWeight * packing.outOfOrder(boxes);
    }

    private boolean better(int ngp, int ngm, int id) {
        return switch (order) {
            case PUSHES -> ngp < gp[id] || ngp == gp[id] && ngm < gm[id];
            case PUSHES_MOVES -> ngp < gp[id] || ngp == gp[id] && ngm < gm[id];
            case MOVES_PUSHES -> ngm < gm[id] || ngm == gm[id] && ngp < gp[id];
        };
    }

    /** The admissible f of the order's first cost (A*), in the metric's units. */
    private long primary(int id) {
        return order == Order.MOVES_PUSHES ? gm[id] + h[id] : gp[id] + h[id];
    }

    private long priority(int id) {
        long p, s;
        int g = order == Order.MOVES_PUSHES ? gm[id] : gp[id];
        if (weight == 0) p = h[id];
        else if (weight == 1) p = g + h[id];
        else p = g + (long) Math.ceil(weight * h[id]);
        s = switch (order) {
            case PUSHES -> packing == null || inertia(id) ? 0 : 1;
            case PUSHES_MOVES -> gm[id];
            case MOVES_PUSHES -> gp[id];
        };
        long tie = 0xFFFF - Math.min(0xFFFF, gp[id]);   // deeper first among equals
        return p << 40 | Math.min(s, (1L << 24) - 1) << 16 | tie;
    }

    /** The node's push moves the box its parent's push moved. */
    private boolean inertia(int id) {
        int par = pos.parent(id);
        if (par < 0 || pos.parent(par) < 0) return false;
        int mine = pos.move(id) >= 0 ? pos.move(id) : -1, last = pos.lastPush(par);
        return mine >= 0 && mine >>> 2 == b.nb[(last >>> 2) * 4 + (last & 3)];
    }

    // ---- the nodes ----

    private int add(long[] bx, long hc, int pl, int kp, int par, int mv, int g1, int g2, int hv) {
        int id = pos.add(bx, hc, pl, kp, par, mv);
        if (id >= gp.length) {
            int cap = pos.capacity();
            gp = Arrays.copyOf(gp, cap);
            gm = Arrays.copyOf(gm, cap);
            h = Arrays.copyOf(h, cap);
            closed = Arrays.copyOf(closed, cap);
        }
        gp[id] = g1;
        gm[id] = g2;
        h[id] = hv;
        return id;
    }

    // ---- the heap ----

    private void heapPush(long pr, int id) {
        if (heapSize == hp.length) {
            hp = Arrays.copyOf(hp, heapSize * 2);
            hn = Arrays.copyOf(hn, heapSize * 2);
        }
        int i = heapSize++;
        while (i > 0) {
            int up = (i - 1) >>> 1;
            if (hp[up] <= pr) break;
            hp[i] = hp[up];
            hn[i] = hn[up];
            i = up;
        }
        hp[i] = pr;
        hn[i] = id;
    }

    private int heapPop() {
        int top = hn[0];
        long pr = hp[--heapSize];
        int id = hn[heapSize];
        int i = 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= heapSize) break;
            if (c + 1 < heapSize && hp[c + 1] < hp[c]) c++;
            if (hp[c] >= pr) break;
            hp[i] = hp[c];
            hn[i] = hn[c];
            i = c;
        }
        if (heapSize > 0) {
            hp[i] = pr;
            hn[i] = id;
        }
        return top;
    }
}

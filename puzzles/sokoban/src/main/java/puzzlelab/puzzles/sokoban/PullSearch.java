package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * A backward finder: best-first search over pulls, from the solved position to the start. Packing is the hard part of
 * many levels forward (which box first, which must wait outside the goal room) and comes free backward, where boxes
 * leave the goals one by one. A pull takes the box on s to its neighbour p, the player stepping from p on to q beyond;
 * reversed, it is the push of the box on p back to s from q. The bound is a {@link Matching} of boxes to the start
 * squares by pulls, others ignored.
 * <pre>
 * open = {boxes on the goals, player in each free region}, priority g + W h (g = pulls, h = matching to the start)
 * loop: x = pop least priority (newest first)
 *   walk from x's player; for each box s and side p the player reaches, with q beyond p free:
 *     y = x with the box on p, player on q; skip if p reaches no start square, seen (box set + normalised
 *         player), or no matching
 *     if y's boxes are the start's and its region holds the start player: return y's pulls reversed, as pushes
 *     if a forward finder has stored y (meet): return its pushes to y, then y's pulls reversed
 *     add y
 * </pre>
 * The forward finders look up each of their new positions here in the same way ({@link #meet(Positions, int)}).
 * The dead squares, the matching and (in the plain pulls) the pulls' own freeze deadlocks ({@link PullFreeze}) only cut
 * positions no forward solution passes, so exhausting the search proves the level unsolvable. A position whose keeper
 * is sealed out of the start keeper's region (every start square beside it holding a box) costs {@link #SEAL} more
 * pulls in the priority: a box must leave that wall and come back before the pulls can end. Statistics: expanded = positions popped, generated = pulls tried, stored = kept (and
 * iterations = cells in use).
 * <p>With {@code cells}, positions go into cells by two features, the boxes on start squares and the boxes still on
 * goals, and the search pops from the cells in turn (each cell's least priority first), as FESS cycles its feature
 * space: a plateau where one pair of counts fills up no longer starves the others. Alone at 15 s a level, on the 7
 * XSokoban levels the plain pulls solve and the 22 nothing here solved in 10 min, it solves 18 and 87 (two of the 22)
 * and misses 11, 13 and 14; by boxes on start squares alone it solved 87 only (docs/sokoban.md).
 */
final class PullSearch extends Search implements Clocked {
    /**
     * The bound's weight: of the 36 XSokoban levels the forward finders miss at 60 s, alone at 10 s a level, weight 10
     * solves 5, 30 solves 7, 100 5 and 1000 6 (docs/sokoban.md).
     */
    static final int WEIGHT = 30;
    /**
     * Pulls added to the bound of a position whose keeper is sealed out of the start keeper's region (see
     * {@link #sealedOut}): in {@code sokoban-find} at 60 s of CPU, XSokoban 13 takes 561 M work instead of 1,280 M
     * (4.0 s instead of 10.4), every other screened level the same work; alone, the plain pulls solve 13 in 1.5 s at
     * 20 pulls, 2.7 s at 3, 3.7 s without (docs/sokoban.md).
     */
    static final int SEAL = 20;
    private final SokobanBoard b;
    private final String name;
    private final boolean pushCodes;
    private final int weight;
    private final int w;
    private final Walk walk, walk2;
    // the expanded position's regions, which give most children's keeper regions without a walk (see ChildRegion)
    private final ChildRegion region;
    private final Matching matching;
    private final boolean[] live;   // a box here can be pulled to some start square
    private final PullFreeze freeze;   // null in cells
    // the start squares beside the start keeper's region (the start boxes as walls): when all hold boxes and the keeper
    // is not in that region, it is sealed out and a box must leave one of them and come back (see sealedOut)
    private final long[] gates;
    private final boolean anyGate;
    private KeeperWay keeperWay;   // the keeper's term (null, the default: not counted)
    private final int[][] startDist;   // per start square, the pulls from each square to it
    final Positions pos;   // package-visible for the tests that pin the order of what is stored
    private final WeightStacks open = WeightStacks.ofInts();   // entries are position ids
    // cells (with cells on): one queue per count of boxes on start squares and on goals, popped in turn
    private final CellCycle cells;   // null without cells
    private long queued;
    // pulls from the solved position, in 16 bits (2 bytes a position less): a deeper position counts as 65,535 deep in its
    // priority (the pulls' solutions on XSokoban are a few hundred pulls; only the order among such depths would change)
    private char[] g = new char[0];
    private Fess[] partners = new Fess[0];   // forward finders to meet (see meet)
    private int closest = Integer.MAX_VALUE;   // the least bound met: how near to the start the pulls came
    // the stored position of least bound (ties: most pulls from the solved position, then the first stored) among those
    // whose keeper's region the rule admits (TargetRegion; by default the free squares' only region: any keeper square
    // is in it, so a forward position with its boxes IS it); a forward search aimed at its boxes and keeper region
    // meets the pulls there ({@link AimedSearch}); -1 while none is stored
    private int target = -1, targetBound = Integer.MAX_VALUE;
    private TargetRegion targetRule = TargetRegion.ONE;
    // the few best targets by the same rule, box sets apart (round 15): what the aimed search can try beside the target
    static final int CANDIDATES = 4;
    private final TargetCandidates candidates;
    private int rootBound = Integer.MAX_VALUE;   // the solved position's bound (the roots')
    private final int freeSquares;   // the squares free of boxes: a keeper region this large is the only region
    private long touched;   // the slots' bits read ahead (see touchChildren), kept so the reads are not compiled away
    private final long[] cur, child;
    private final int[] pulls;   // the expanded position's possible pulls (box * 4 + direction), listed once per expansion

    PullSearch(SokobanBoard b, String name, boolean pushCodes, int weight, boolean cells) {
        this(b, name, pushCodes, weight, cells, SetUp.NEVER);
    }

    /** @param up polled after each start square's distances (see {@link SetUpInStep}) */
    PullSearch(SokobanBoard b, String name, boolean pushCodes, int weight, boolean cells, SetUp up) {
        this.b = b;
        this.cells = cells ? new CellCycle(31) : null;
        this.name = name;
        this.pushCodes = pushCodes;
        this.weight = weight;
        w = b.words;
        walk = new Walk(b);
        walk2 = new Walk(b);
        region = new ChildRegion(b);
        int[] starts = Bits.list(b.boxes0, b.n);
        int[][] dist = new int[starts.length][];
        for (int i = 0; i < starts.length; i++) {
            up.check();
            dist[i] = b.distances(starts[i], true);   // pulls from each square back
        }
        matching = new Matching(b, dist, true);   // the start squares' distances are complete here
        live = new boolean[b.n];
        for (int s = 0; s < b.n; s++) for (int[] d : dist) live[s] |= d[s] < SokobanBoard.INF;
        // the plain pulls only: in the cells it changed which positions meet, and sokoban-find lost XSokoban 47 (solved at
        // 57.9 s of CPU by the cells meeting the box moves; not in 100 s with the freeze in both; docs/sokoban.md)
        freeze = cells ? null : new PullFreeze(b, live);
        startDist = dist;
        gates = new long[w];
        walk.from(b.boxes0, b.player0);
        for (int s = 0; s < b.n; s++)
            if (walk.reached(s))
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[s * 4 + d];
                    if (t >= 0 && Bits.get(b.boxes0, t)) Bits.set(gates, t);
                }
        boolean any = false;
        for (long x : gates) any |= x != 0;
        anyGate = any;
        walk.work = 0;
        up.check();
        // a pulled box stands only on a live square (pullTo), the roots' boxes on goals (live, or no root): stored as bits
        // of the live squares, a word less a position on XSokoban 39, 50, 69 and 89
        pos = new Positions(b, Positions.FINDERS_SEED, live, true);   // pulls only: their codes in 16 bits
        candidates = new TargetCandidates(CANDIDATES, pos, w);
        cur = new long[w];
        child = new long[w];
        pulls = new int[b.boxCount() * 4];
        freeSquares = b.n - b.boxCount();
        long[] goals = Arrays.copyOf(b.goals, w);
        // the start's keeper region is known here (the walk above): on an aimed board with a goal keeper it must hold it
        if (b.solved(b.boxes0) && (b.goalKeeper < 0 || walk.reached(b.goalKeeper))) {
            best = new Solution(new int[0], 0);
            return;
        }
        int h = matching.bound(goals);
        if (h >= Matching.DEAD) return;
        rootBound = h;
        long hc = pos.hashOf(goals);
        int[] roots = walk.regionRoots(goals);
        Regions rootRegions = new Regions(b);   // the roots' region sizes, for the target (not the walks' work)
        rootRegions.label(goals);
        for (int s : roots) {   // one root per free region of the solved position, its smallest square
            // an aimed board with a goal keeper (AimedSearch's target of several regions): that region's root only
            if (b.goalKeeper >= 0 && s != b.goalKeeper) continue;
            stats.generated++;
            int id = pos.add(goals, hc, s, s, -1, -1);
            grow(id);
            g[id] = 0;
            keepTarget(id, h, rootRegions.size(s));
            queue(goals, weight * h, id);
        }
        stats.stored = pos.size();
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "matching to the start"; }
    @Override public boolean provesOptimal() { return false; }

    @Override
    public long bytes() {
        return pos.bytes() + g.length * 2L + (cells == null ? open.bytes() : cells.bytes());
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        // the budget counts positions popped plus pulls tried, as Fess counts entries and positions formed (in turns
        // with other finders, FinderTurns shares by work instead)
        long until = stats.expanded + stats.generated + budget;
        while (stats.expanded + stats.generated < until) {
            if (queued == 0) return Status.UNSOLVABLE;
            int x = pop();
            stats.expanded++;
            if (expand(x)) {
                stats.bytes(bytes());
                return Status.SOLVED;
            }
            stats.frontier(queued);
        }
        stats.bytes(bytes());
        return Status.RUNNING;
    }

    /** Work so far: squares walked, cost pairs matched (as {@link Fess#work}). */
    @Override
    public long work() {
        return stats.expanded + stats.generated + walk.work + walk2.work + matching.work + (freeze == null ? 0 : freeze.work)
                + (keeperWay == null ? 0 : keeperWay.work());
    }

    @Override
    public void stopped() {
        message = (closest == Integer.MAX_VALUE ? "no pull possible"
                : "closest to the start: " + closest + " pulls by the matching bound")
                + (freeze == null || freeze.cuts == 0 ? "" : "; " + freeze.cuts + " pulls cut as frozen");
    }

    /**
     * Adds x's pulls; true when one reaches the start. A child already stored is skipped before its bound: the lookup
     * needs only the child's boxes and keeper region, and a position seen is never stored again, while the matching
     * (an augmenting phase per child, and for the expanded position a solve from the last one expanded) was nine
     * tenths of the pulls' work and four in ten children are seen (XSokoban 41). The same positions are stored in the
     * same order as when the bound came first: the bound and the freeze read the boxes alone, so a child either cuts
     * has boxes no stored child has and is skipped either way (a root with such boxes, never tested, makes it a seen
     * one instead of a cut one: counted otherwise, skipped all the same). The expanded position's matching is solved
     * only when a child needs it; its bound is the same from any base. A child whose box comes one pull nearer its
     * start square in that matching takes the bound without a phase ({@link Matching#movedOneStep}). The work counted
     * falls (XSokoban 41: 95.6 M units for the first 300,000 positions expanded instead of 191.7 M; with the lookup
     * first alone the pulls met the single pushes after the same 15.4 M positions expanded, 6,595 M units instead of
     * 10,342 M; sokoban-find solves 41 in 52.0 s of CPU instead of 86.9, and the levels the forward finders solve pay
     * for the pulls' cheaper units: docs/sokoban.md, round 12).
     */
    private boolean expand(int x) {
        pos.copyBoxes(x, cur);
        // the parent's regions stand in for its walk: the keeper's region is what the walk reaches, counted as walked
        region.parent(cur, pos.player(x));
        walk.work += region.rootSize();
        boolean based = false;   // the matching solved for cur, once a child needs its bound
        long hx = pos.hash(x);
        int n = listPulls();
        touchChildren(hx, n);
        for (int i = 0; i < n; i++) {
            int s = pulls[i] >>> 2, d = pulls[i] & 3, p = b.nb[pulls[i]];
            int q = b.nb[p * 4 + d];
            stats.generated++;
            System.arraycopy(cur, 0, child, 0, w);
            Bits.clear(child, s);
            Bits.set(child, p);
            long hc = pos.moved(hx, s, p);
            int kp, keeperRegion;
            boolean startReached;
            if (region.of(s, p, q, b.player0)) {   // the walk's answers without the walk, counted as walked
                walk2.work += region.count;
                kp = region.topLeft;
                keeperRegion = region.count;
                startReached = region.reachesWatched;
            } else {
                walk2.reach(child, q);
                kp = walk2.topLeft;
                keeperRegion = walk2.count;
                startReached = walk2.reached(b.player0);
            }
            if (pos.find(child, hc, kp) >= 0) {
                stats.duplicates++;
                continue;
            }
            if (!based) {
                matching.next(cur);   // from the last expanded position's solution; then one Hungarian phase per pull
                based = true;
            }
            int h = matching.movedOneStep(s, p);
            if (h >= Matching.DEAD || freeze != null && freeze.frozen(child, p)) continue;
            int id = pos.add(child, hc, q, kp, x, s * 4 + d);
            grow(id);
            g[id] = (char) Math.min(g[x] + 1, Character.MAX_VALUE);
            stats.stored = pos.size();
            keepTarget(id, h, keeperRegion);
            if (h == 0 && startReached) {   // h = 0: every box on a start square
                best = solution(new int[0], id);
                return true;
            }
            for (Fess f : partners) {
                int fid = f.pos.find(child, hc, kp);
                if (fid >= 0) {
                    best = solution(f.pos.pushes(fid), id);
                    message = "met the " + f.moves();
                    return true;
                }
            }
            closest = Math.min(closest, h);
            queue(child, g[id] + weight * (h + keeperCost(child, q, h, startReached)), id);
        }
        return false;
    }

    /**
     * Lists into {@link #pulls} the pulls of {@link #cur}'s boxes the keeper (after {@link #walk}) can make, in the
     * order expand takes them; returns how many. Listed once, they serve the read-ahead and the expansion alike.
     */
    private int listPulls() {
        int n = 0;
        for (int wi = 0; wi < w; wi++)
            for (long bits = cur[wi]; bits != 0; bits &= bits - 1) {
                int s = (wi << 6) + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 4; d++) if (pullTo(s, d) >= 0) pulls[n++] = s * 4 + d;
            }
        return n;
    }

    /**
     * Reads the table slots the lookups of {@link #expand}'s children will start at (their boxes are known before
     * their walks), in this search's table and the forward finders': the cache misses of a big table overlap here
     * instead of stalling each child's lookup in turn. Nothing is decided by it (the same pulls as expand's loop).
     * Read before the position's walk (every pull, reached or not), they cost more: 42 took 10.1 s instead of 9.0.
     */
    private void touchChildren(long hx, int n) {
        long t = 0;
        for (int i = 0; i < n; i++) {
            long hc = pos.moved(hx, pulls[i] >>> 2, b.nb[pulls[i]]);
            t ^= pos.touch(hc);
            for (Fess f : partners) t ^= f.pos.touch(hc);
        }
        touched ^= t;
    }

    /**
     * The square the box on {@code s} of {@link #cur} is pulled to in direction {@code d} (the keeper, on it after
     * {@link #walk}, steps on beyond), or -1 when that pull is not possible or leads nowhere a start square is.
     */
    private int pullTo(int s, int d) {
        int p = b.nb[s * 4 + d];
        if (p < 0 || !live[p] || !region.reached(p)) return -1;
        int q = b.nb[p * 4 + d];
        return q < 0 || Bits.get(cur, q) ? -1 : p;
    }

    /** {@link Positions#touch} in this search's table, for a forward finder about to look a position up here. */
    long touch(long hash) {
        return pos.touch(hash);
    }

    /**
     * Pulls the keeper's way adds to bound {@code h} of {@code boxes} with the keeper on {@code keeper}: {@link #SEAL}
     * when it is sealed out, else {@link KeeperWay}'s term when counted (off by default), else none.
     */
    private int keeperCost(long[] boxes, int keeper, int h, boolean startReached) {
        if (sealedOut(boxes, startReached)) return SEAL;
        return keeperWay == null ? 0 : keeperWay.cost(boxes, keeper, h, startReached);
    }

    /**
     * Whether the keeper of {@code boxes} is sealed out of the start keeper's region: every start square beside it
     * holds a box and the keeper cannot walk to the start keeper's square ({@code startReached} false: its region, from
     * {@link ChildRegion} or a walk, does not hold it). The last pull must leave the keeper inside, so a box must first
     * be pulled off one of those squares and brought back.
     */
    private boolean sealedOut(long[] boxes, boolean startReached) {
        if (!anyGate || startReached) return false;
        for (int i = 0; i < w; i++) if ((gates[i] & ~boxes[i]) != 0) return false;
        return true;
    }

    /**
     * Bidirectional meeting: the solution through a forward finder's new position {@code id} of {@code forward} (its
     * boxes, their hash and its normalised player given, as the finder has them at hand) when this search has stored
     * it, else null.
     */
    Solution meet(long[] boxes, long hash, int kp, Positions forward, int id) {
        int pid = pos.find(boxes, hash, kp);
        return pid < 0 ? null : solution(forward.pushes(id), pid);
    }

    /**
     * Keeps stored position {@code id} (bound {@code h}, its keeper's region {@code keeperRegion} squares) as the
     * target when the rule admits its keeper's region ({@link TargetRegion}) and it beats the target kept: a lower bound, or the same bound and
     * more pulls from the solved position. Two compares a stored position: the region's size is the walk's (or
     * {@link ChildRegion}'s) count, already at hand.
     */
    private void keepTarget(int id, int h, int keeperRegion) {
        if (!targetRule.admits(keeperRegion, freeSquares)) return;
        candidates.offer(id, h, g[id]);
        if (h > targetBound) return;
        if (h < targetBound || g[id] > g[target]) {
            target = id;
            targetBound = h;
        }
    }

    /**
     * Which stored positions may be the forward target ({@link AimedSearch}), by their keeper's region: ONE, the free
     * squares' only region (round 13: any forward position with the boxes is the position); MAIN, at least half the free
     * squares; ANY. With MAIN and ANY the aimed board's goal includes the keeper's region
     * ({@link SokobanBoard#aimedAt(long[], int)}).
     */
    enum TargetRegion {
        ONE, MAIN, ANY;

        /** Whether a position whose keeper's region has {@code keeperRegion} of the {@code free} squares qualifies. */
        boolean admits(int keeperRegion, int free) {
            return this == ANY || this == MAIN && keeperRegion * 2 >= free || keeperRegion == free;
        }
    }

    /**
     * This search keeping its target by {@code rule} instead of {@link TargetRegion#ONE}; before the first step (the
     * roots may already be kept: they are checked again here).
     */
    PullSearch targets(TargetRegion rule) {
        targetRule = rule;
        candidates.clear();
        target = -1;
        targetBound = Integer.MAX_VALUE;
        Regions r = new Regions(b);
        long[] boxes = new long[w];
        for (int id = 0; id < pos.size(); id++) {   // the roots: the solved position, a keeper region each
            pos.copyBoxes(id, boxes);
            r.label(boxes);
            keepTarget(id, rootBound, r.size(pos.keyPlayer(id)));
        }
        return this;
    }

    /**
     * This search adding {@link KeeperWay}'s term by {@code rule} to the bound of its positions near the start (off by
     * default: on XSokoban 40 and 89 neither rule solved at 60 s of CPU; docs/sokoban.md, round 15); before the first
     * step.
     */
    PullSearch countingKeeper(KeeperWay.Rule rule) {
        keeperWay = new KeeperWay(b, startDist, rule);
        return this;
    }

    /** The candidate targets kept beside the target, best first ({@link TargetCandidates}). */
    TargetCandidates candidates() {
        return candidates;
    }

    /** Stored position {@code id}'s keeper: the smallest square of its region (as stored). */
    int keeperOf(int id) {
        return pos.keyPlayer(id);
    }

    /** The target's keeper: the smallest square of its region (as stored), or -1 while there is no target. */
    int targetKeeper() {
        return target < 0 ? -1 : pos.keyPlayer(target);
    }

    /** The stored position kept as the forward target (see {@link #keepTarget}), or -1 when none qualifies. */
    int target() {
        return target;
    }

    /** The target's matching bound to the start squares. */
    int targetBound() {
        return targetBound;
    }

    /** The target's pulls from the solved position. */
    int targetPulls() {
        return target < 0 ? -1 : g[target];
    }

    /** Stored position {@code id}'s pulls from the solved position (at most 65,535). */
    int pullsOf(int id) {
        return g[id];
    }

    /** Stored position {@code id}'s boxes, copied into {@code into}. */
    void boxesOf(int id, long[] into) {
        pos.copyBoxes(id, into);
    }

    /** Pulls cut as frozen ({@link PullFreeze}) so far. */
    long frozenCuts() {
        return freeze == null ? 0 : freeze.cuts;
    }

    /** What this search is, for messages: "pulls" or "pulls in cells". */
    String moves() {
        return cells != null ? "pulls in cells" : "pulls";
    }

    /** Forward finders whose new positions this search looks up (they look up its own). */
    void meet(Fess... forward) {
        lookIn(forward);
        for (Fess f : forward) f.meet(this);
    }

    /**
     * Forward finders this search looks up its new positions in, one way: they do not look up its own (each lookup
     * costs the forward finders time their work does not count).
     */
    void lookIn(Fess... forward) {
        partners = forward;
    }

    /** Stops looking up {@code forward} (released by {@link FinderTurns} for the heap; see {@link Fess#forget}). */
    void forget(Fess forward) {
        partners = Arrays.stream(partners).filter(f -> f != forward).toArray(Fess[]::new);
    }

    /**
     * The whole solution through stored position {@code id}: {@code before}, the pushes (square * 4 + direction) from
     * the start to a position with {@code id}'s boxes and a keeper in its region, then the pulls to {@code id}, last
     * first, as the pushes that undo them (also {@link AimedSearch}'s, from a forward search aimed at {@code id}).
     */
    Solution solution(int[] before, int id) {
        int[] pulls = pos.pushes(id);
        int[] pushes = Arrays.copyOf(before, before.length + pulls.length);
        for (int i = 0; i < pulls.length; i++) {
            int pull = pulls[pulls.length - 1 - i], d = pull & 3;
            pushes[before.length + i] = b.nb[(pull >>> 2) * 4 + d] * 4 + (d ^ 2);
        }
        return Positions.solution(b, pushes, pushCodes);
    }

    /** Queues position {@code id} (boxes given) at its priority: in the one queue, or in its cell's. */
    private void queue(long[] boxes, int priority, int id) {
        queued++;
        if (cells == null) {
            open.push(priority, id);
            return;
        }
        int onStart = 0, onGoals = 0;
        for (int i = 0; i < w; i++) {
            onStart += Long.bitCount(boxes[i] & b.boxes0[i]);
            onGoals += Long.bitCount(boxes[i] & b.goals[i]);
        }
        cells.cell(onStart << 16 | onGoals).push(priority, id);
        stats.iterations = cells.size();   // cells in use
    }

    /** The next position: the one queue's least, or the next non-empty cell's least; the queue must not be empty. */
    private int pop() {
        queued--;
        return (int) (cells == null ? open : cells.next()).pop();
    }

    private void grow(int id) {
        if (id >= g.length) g = Arrays.copyOf(g, pos.capacity());
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * A finder after Shoham and Schaeffer's FESS (feature space search, the algorithm of Festival). Every position is
 * placed in a cell of a small feature space (boxes packed in the {@link Packing} order, one goal at a time;
 * connectivity = number of free regions; boxes packed out of order; boxes out of plan, in the area the order seals
 * next, {@link OutOfPlan}); the search cycles over the cells and in each
 * expands the cheapest unexplored move. A move is Festival's: one box taken to any place it can reach with the others
 * fixed ({@link BoxMoves}). It costs 1, or 0 when an advisor proposes it, and a position's weight is the sum along its
 * path, so the advisors' plans are followed first in every cell while the cycle keeps every part of the space alive.
 * <pre>
 * add start; cells = {cell(start)}
 * loop: for each cell c in turn (round robin):
 *   pop c's entry (weight, position x, move m) of least weight (newest x first)
 *   m = a box: y = each place the box reaches; m = an advisor's: y = x after the packing route (or, with none, the
 *       opener: a push of the box in the way of the box nearest the next goal), or the push (else, with box moves,
 *       the box move) that joins most regions
 *   if y is dead (dead square, freeze, no matching, corral) or seen (box set + normalised player): skip
 *   if solved: return; else add y to cell(y) with entries: advisors at weight(y), each movable box at weight(y) + 1
 * </pre>
 * Advisors are evaluated when their entry is popped (most positions never are). Every box's every place is an entry,
 * so the search is complete: exhausting it proves the level unsolvable. Statistics: expanded = entries taken,
 * generated = positions those entries formed, duplicates = formed again, stored = kept; iterations = cells in use.
 */
final class Fess extends Search implements Clocked {
    private static final int MAX_WEIGHT = 2047;
    // the corral test's strict continuation (strictCorrals): its work counts a quarter in the clock, since a unit of it
    // (squares walked on a board of a few boxes) took about a quarter of the time of the finder's own units (XSokoban
    // 40, 52: 450-575 M units a second against 105-135 M), so a turn lasts about as long in CPU as before; it runs only
    // for positions within one box of the most packed in order so far (where the box moves stall, XSokoban 52) and
    // while its work stays within an eighth of the finder's (on 40, with one box packed at most, every position is at
    // the front: there it took a third of the box moves' time)
    private static final long STRICT_DIV = 4, STRICT_SHARE = 8;
    private static final int STRICT_BELOW = 1;
    // an entry is one long in its cell's stack of its weight: the position's id, then the move (moveBits: a box's
    // first legal push box * 4 + dir, standing for the box, or one of the advisors' codes pack and conn)
    private final int moveBits, pack, conn;

    private final SokobanBoard b;
    private final String name;
    private final boolean pushCodes;
    private final boolean boxMode;   // a move is a box taken anywhere (Festival's), else one push
    private final int w;
    private final Walk walk;
    // the box moves' children's keeper regions read off the position's regions, for the duplicate test before the
    // labelling (see boxMoves)
    private final ChildRegion moved;
    private final Regions regions;
    // the connectivity advisor's candidates labelled where the position's labels cannot tell their count, so those
    // stay the position's for the next candidate (see joiningPush)
    private final Regions trial;
    private final Matching matching;
    private final Deadlocks deadlocks;
    private final CorralDeadlocks corrals;
    private PatternSearch patterns;   // learned deadlock patterns (null: off, the default)
    private SideMatching sides;       // the matching from the keeper's side (null: off, the default)
    private XyDeadlock xy;            // the whole-board search with free boxes taken off (null: off, the default)
    private final Packing packing;
    private final PackRoute packRoute;
    private final OutOfPlan outOfPlan;
    private final BoxMoves boxMoves;
    private final Opener opener;
    // with planCheck, a position whose goals packed in order wall some empty goal off from every box left
    // (PackAssignment#packable) waits longer: its moves cost PAST_PLAN more, once, where the line first turns
    // unfinishable in the order (XSokoban 90: 24 of 25 packed, the last box walled out of the last goal). Checked only
    // when the count packed in order changes (the walls change), else inherited from the parent
    private static final int PAST_PLAN = 3;
    private final PackAssignment assignment;
    private boolean planCheck;
    private boolean[] unpackable = new boolean[0];
    private short[] packedOf = new short[0];
    // when no box can be packed: false, the blocker's single push (PackRoute#opener); true (box moves only),
    // Festival's box move (Opener). As the only box-moves finder of sokoban-find the box move solved 23, 31 and 52 and
    // lost 36, and both openers at once, or one where the other has no move, lost 26, 36 or 46 (docs/sokoban.md,
    // round 4, "Festival's opener"), so sokoban-find runs one box-moves finder of each kind
    private boolean boxOpener;

    final Positions pos;
    private PullSearch[] partners = new PullSearch[0];   // backward searches to meet: a position both have stored joins their paths
    private PullSearch metWith;   // the partner whose stored position this search reached (its best is through it), or null
    private int[] weight = new int[0];
    // Festival's HF search, forward half (round 17, HfSearch): the imagined board's squares as the cells' feature, its
    // advisor instead of the packing plan's, and the unpacking's table met (null: off, the default)
    private HfTarget hf;

    private final CellCycle cells;   // entries of 31 + moveBits bits: 5 or 6 bytes each on XSokoban (WeightStacks)
    private long entries;
    private int mostPacked;
    private long touched;   // table slots' bits read ahead (see Positions#touch), kept so the reads are not compiled away

    private final long[] cur, child;
    private final int[] one = new int[1], legal, floor, joiners;

    /**
     * @param boxMode Festival's moves; else single pushes (the finder before box moves: it solves some levels the box
     *                moves do not, see {@link FinderTurns}). Both follow the packing order with parking
     */
    Fess(SokobanBoard b, String name, boolean pushCodes, boolean boxMode) {
        this(b, name, pushCodes, boxMode, SetUp.NEVER);
    }

    /** @param up polled between the tables (seconds on a huge room); see {@link SetUpInStep} */
    Fess(SokobanBoard b, String name, boolean pushCodes, boolean boxMode, SetUp up) {
        // both kinds of move follow the plan with parking (ParkingOrder). The single pushes had the layered order until
        // round 5: the plan took 21 from 17 s to 2 s and 81 from 14 s to 5 s, no level lost (docs/sokoban.md, round 5)
        this(b, name, pushCodes, boxMode, up, Packing.planned(b, up));
    }

    /** @param packing the plan the features, the advisors and the out-of-plan zones follow */
    Fess(SokobanBoard b, String name, boolean pushCodes, boolean boxMode, SetUp up, Packing packing) {
        this.b = b;
        this.name = name;
        this.pushCodes = pushCodes;
        this.boxMode = boxMode;
        w = b.words;
        walk = new Walk(b);
        regions = new Regions(b);
        trial = new Regions(b);
        moved = new ChildRegion(b);
        matching = new Matching(b);
        deadlocks = new Deadlocks(b);
        up.check();
        corrals = new CorralDeadlocks(b, up);
        this.packing = packing;
        packRoute = new PackRoute(b, packing, up);
        outOfPlan = new OutOfPlan(b, packing, up);
        boxMoves = new BoxMoves(b);
        opener = new Opener(b, packing, deadlocks);
        assignment = new PackAssignment(b);
        up.check();
        moveBits = 32 - Integer.numberOfLeadingZeros(b.n * 4 + 1);
        pack = (1 << moveBits) - 1;
        conn = pack - 1;
        cells = new CellCycle(31 + moveBits);
        pos = new Positions(b, Positions.FINDERS_SEED);
        cur = new long[w];
        legal = new int[b.boxCount() * 4];
        floor = new int[legal.length];
        joiners = new int[b.boxCount()];
        child = new long[w];
        stats.generated = 1;
        if (matching.bound(b.boxes0) < Matching.DEAD) {
            System.arraycopy(b.boxes0, 0, child, 0, w);
            // with a goal keeper (an aimed board) the start's keeper region is checked in place, as any position's
            if (b.solved(child) && b.goalKeeper < 0) best = new Solution(new int[0], 0);
            else place(-1, null, child, pos.hashOf(child), b.player0, 0, -1);
        }
    }

    /** This finder (box moves) with Festival's box-move opener instead of the blocker's push. */
    Fess withBoxOpener() {
        boxOpener = boxMode;
        return this;
    }

    /** This finder with the plan's check ({@link PackAssignment#packable}): positions past the plan wait longer. */
    Fess checkingThePlan() {
        planCheck = true;
        unpackable = new boolean[weight.length];
        packedOf = new short[weight.length];
        Arrays.fill(packedOf, (short) -1);   // the start (placed already): its children are checked
        return this;
    }

    /** Whether position {@code id} was found past the plan (with {@link #checkingThePlan}; for tests). */
    boolean pastPlan(int id) {
        return planCheck && unpackable[id];
    }

    /**
     * This finder with learned deadlock patterns ({@link PatternSearch}), learning into {@code table}: clusters over
     * side and corner neighbours, searched until exhausted or capped (round 9: on XSokoban 44 from 47.8 s to 11.9 s of
     * CPU with the plain box moves learning too, docs/sokoban.md); since round 10 the smallest clusters around the
     * move are tried first (XSokoban 39 solved).
     */
    Fess learning(DeadlockTable table) {
        patterns = new PatternSearch(b, table).withCorners().untilExhausted().aroundTheMove();
        return this;
    }

    /**
     * This finder (box moves) as the forward half of Festival's HF search ({@link HfSearch}): cells by the boxes off
     * {@code t}'s squares and the free regions, the advisor a box move onto a free target square, and each new
     * position looked up in the unpacking's table: met there, the solution is the path to it, then its pulls undone.
     */
    Fess imagining(HfTarget t) {
        hf = t;
        return this;
    }

    /** This finder with the strict continuation of the corral test ({@link CorralDeadlocks#strict}), {@code cap} nodes. */
    Fess strictCorrals(int cap) {
        corrals.strict(cap);
        return this;
    }

    /**
     * This finder with the xy deadlock test ({@link XyDeadlock}, {@code cap} nodes a search), run once per position at
     * its first expansion when the moved box stays among the boxes the test's reduction leaves, while the test's work
     * stays within 1/{@code share} of the finder's ({@code 0}: always). Off in {@code sokoban-find} (round 17,
     * docs/sokoban.md: on XSokoban 28 it takes the dead share of the stored positions from about half to a few percent,
     * yet 28, 77 and 89 stay unsolved at 60 and 120 s of CPU, and the near-limit levels take 4 % more).
     */
    Fess xyDeadlocks(int cap, int share) {
        xy = new XyDeadlock(b, cap);
        xyShare = share;
        return this;
    }

    private int xyShare;
    private byte[] xyState = new byte[0];   // per position: 0 not tested, 1 not proven dead, 2 dead (xy test)

    /**
     * Whether position {@code x}, about to be expanded, is proven dead by the xy test (tested once, at its first
     * expansion: most stored positions are never expanded, and a dead one's whole subtree is cut there).
     */
    private boolean xyDead(int x) {
        if (x >= xyState.length) xyState = Arrays.copyOf(xyState, Math.max(pos.capacity(), x + 1));
        if (xyState[x] == 0) {
            if (pos.parent(x) < 0 || !xyTurn()) return false;   // untested: tried again at its next expansion
            int p = pos.lastPush(x);
            pos.copyBoxes(x, cur);
            xyState[x] = xy.dead(cur, pos.player(x), b.nb[(p >>> 2) * 4 + (p & 3)]) ? (byte) 2 : 1;
        }
        return xyState[x] == 2;
    }

    private boolean xyTurn() {
        return xyShare == 0 || xy.work * xyShare <= work();
    }

    /** The xy deadlock test of this finder (null when off), for measurement. */
    XyDeadlock xy() {
        return xy;
    }

    /** This finder with the matching from the keeper's side ({@link SideMatching}). */
    Fess sideMatching() {
        sides = new SideMatching(b);
        return this;
    }

    /** Meets {@code pull} too: each new position is looked up in its table (the same keys, {@link Positions#FINDERS_SEED}). */
    void meet(PullSearch pull) {
        partners = Arrays.copyOf(partners, partners.length + 1);
        partners[partners.length - 1] = pull;
    }

    /**
     * Stops meeting {@code pull} (released by {@link FinderTurns} for the heap: its table must not be held from here,
     * and it stores nothing more to meet).
     */
    void forget(PullSearch pull) {
        partners = Arrays.stream(partners).filter(p -> p != pull).toArray(PullSearch[]::new);
    }

    /** The backward search whose stored position this search reached ({@link #meet}): its best is that one's path; else null. */
    PullSearch metWith() {
        return metWith;
    }

    /** Work so far: squares walked and labelled, cost pairs matched (a deterministic clock, see {@link Walk#work}). */
    @Override
    public long work() {
        return stats.expanded + stats.generated + walk.work + regions.work + trial.work + matching.work + boxMoves.work()
                + packRoute.work() + corrals.work() - corrals.strictWork + corrals.strictWork / STRICT_DIV + outOfPlan.work
                + opener.work() + assignment.work + (patterns == null ? 0 : patterns.work()) + (sides == null ? 0 : sides.work)
                + (xy == null ? 0 : xy.work);
    }

    /** What a move is: "box moves" or "single pushes". */
    String moves() {
        return boxMode ? "box moves" : "single pushes";
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "features"; }
    @Override public boolean provesOptimal() { return false; }

    @Override
    public long bytes() {
        return pos.bytes() + weight.length * 4L + cells.bytes() + unpackable.length * 3L;
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        // the budget counts entries taken plus positions formed (a box's entry forms one per place it reaches), as
        // other searches count expansions, so a portfolio shares time evenly
        long until = stats.expanded + stats.generated + budget;
        while (stats.expanded + stats.generated < until) {
            if (entries == 0) return Status.UNSOLVABLE;
            WeightStacks q = cells.next();
            // a cell's turn ends with a new position or when it runs dry (bounded so one cell cannot stall the cycle)
            for (int tries = 0; tries < 64 && !q.isEmpty(); tries++) {
                long e = q.pop();
                entries--;
                int x = (int) (e >>> moveBits), m = (int) (e & pack);
                int y = apply(x, m);
                if (best != null) {
                    stats.bytes(bytes());
                    return Status.SOLVED;
                }
                if (y >= 0) break;
            }
            stats.frontier(entries);
        }
        stats.bytes(bytes());
        return Status.RUNNING;
    }

    @Override
    public void stopped() {
        message = "feature space: " + cells.size() + " cells; at most " + mostPacked + " of " + b.boxCount()
                + " boxes packed in order"
                + (patterns == null ? "" : "; " + patterns.proven + " deadlock patterns learned, " + patterns.tableHits
                        + " positions cut by them")
                + (sides == null ? "" : "; " + sides.hits + " of " + sides.calls + " cut by the keeper's sides")
                + (xy == null ? "" : "; xy: " + xy.calls + " calls, " + xy.searches + " searches, " + xy.proven + " dead, "
                        + xy.cacheHits + " cached, " + xy.capped + " capped, " + xy.nodesStored + " nodes");
    }

    /** Expands move {@code m} of position {@code x}; returns the new position's id, or -1. */
    private int apply(int x, int m) {
        stats.expanded++;
        if (xy != null && xyDead(x)) return -1;
        pos.copyBoxes(x, cur);
        int[] pushes;
        if (m == pack && hf != null) {
            pushes = hf.advise(cur, pos.player(x), boxMoves);
            if (pushes == null) pushes = imaginedBestMove(pos.player(x));
            if (pushes == null) return -1;
        } else if (m == pack) {
            walk.reach(cur, pos.player(x));
            pushes = packRoute.route(cur, walk);
            if (pushes == null) {   // no box can be packed now: move what blocks the nearest one
                if (boxOpener) pushes = opener.move(cur, pos.player(x));
                else {
                    int p = packRoute.opener(cur, walk);
                    if (p >= 0) {
                        one[0] = p;
                        pushes = one;
                    }
                }
                if (pushes == null) return -1;
            }
        } else if (m == conn) {
            int p = joiningPush(x);
            if (p >= 0) {
                one[0] = p;
                pushes = one;
            } else {   // no single push joins regions: with box moves, a box taken further may
                pushes = boxMode ? joiningBoxMove(x) : null;
                if (pushes == null) return -1;
            }
        } else if (boxMode) {
            return boxMoves(x, m >>> 2);
        } else {
            one[0] = m;
            pushes = one;
        }
        return child(x, m, pushes);
    }

    /** The position after {@code pushes} from {@code x} (boxes in {@link #cur}), placed; its id or -1. */
    private int child(int x, int m, int[] pushes) {
        System.arraycopy(cur, 0, child, 0, w);
        long hc = pos.hash(x);
        int to = -1, pl = -1;
        for (int p : pushes) {
            int bx = p >>> 2;
            to = b.nb[bx * 4 + (p & 3)];
            Bits.clear(child, bx);
            Bits.set(child, to);
            hc = pos.moved(hc, bx, to);
            pl = bx;
        }
        stats.generated++;
        if (deadlocks.frozen(child, to) || !matching.feasible(child)) return -1;
        int wt = m == pack || m == conn ? weight[x] : Math.min(MAX_WEIGHT, weight[x] + 1);   // an advisor's move costs nothing
        return place(x, pushes, child, hc, pl, wt, -1);
    }

    /** Festival's move: the box on {@code box} taken to each place it reaches (others fixed); returns a new id or -1. */
    private int boxMoves(int x, int box) {
        int n = boxMoves.from(cur, box, pos.player(x)), last = -1, wt = Math.min(MAX_WEIGHT, weight[x] + 1);
        long hx = pos.hash(x);
        int goal = matching.goalFor(cur, box);   // the other boxes keep their goals: a box that can still reach its own is fine
        long read = 0;   // the table slots the places' lookups start at, read at once (see Positions#touch)
        for (int i = 0; i < n; i++) {
            long hc = pos.moved(hx, box, boxMoves.state(i) >>> 2);
            read ^= pos.touch(hc);
            for (PullSearch pull : partners) read ^= pull.touch(hc);
        }
        touched ^= read;
        moved.position(cur);
        for (int i = 0; i < n; i++) {
            int st = boxMoves.state(i), t = st >>> 2;
            System.arraycopy(cur, 0, child, 0, w);
            Bits.clear(child, box);
            Bits.set(child, t);
            stats.generated++;
            if (deadlocks.frozen(child, t)) continue;
            if ((goal < 0 || b.goalDist[goal][t] >= SokobanBoard.INF) && !matching.feasible(child)) continue;
            // the keeper's normalised square without the labelling when the regions tell it: a place already stored
            // (most of them) is then dropped unlabelled, charged as labelled (the same clock)
            int kp = t != box && moved.of(box, t, b.nb[st], -1) ? moved.topLeft : -1;
            int y = place(x, boxMoves.pushes(st), child, pos.moved(hx, box, t), b.nb[st], wt, kp);
            if (best != null) return y;
            if (y >= 0) last = y;
        }
        return last;
    }

    /**
     * The push of {@code x} whose result has the fewest free regions, if fewer than {@code x}'s; else -1. A push from
     * bx can only join the regions next to bx (the freed square joins them, the filled one may split its own), so the
     * result has at least base - k + 1 regions, k = the distinct regions next to bx: only pushes whose bound beats the
     * best so far are labelled.
     */
    private int joiningPush(int x) {
        int base = regions.label(cur);
        int c = legalPushes(cur, pos.player(x));   // first: labelling children overwrites the regions
        for (int i = 0; i < c; i++) floor[i] = base - regions.beside(legal[i] >>> 2) + 1;
        int bestPush = -1, bestCount = base;
        for (int i = 0; i < c; i++) {
            if (floor[i] >= bestCount) continue;
            int bx = legal[i] >>> 2, to = b.nb[bx * 4 + (legal[i] & 3)];
            Bits.clear(cur, bx);
            Bits.set(cur, to);
            int n = movedCount(bx, to);
            Bits.clear(cur, to);
            Bits.set(cur, bx);
            if (n < bestCount) { bestCount = n; bestPush = legal[i]; }
        }
        return bestPush;
    }

    /**
     * The connectivity advisor with box moves: the box move of {@code x} whose result has the fewest free regions, if
     * fewer than {@code x}'s (the fewest pushes among equals); else null. Only boxes beside two regions or more are
     * tried (see {@link #joiningPush}; a box that fills a one-square region elsewhere is missed).
     */
    private int[] joiningBoxMove(int x) {
        int base = regions.label(cur);
        int c = legalPushes(cur, pos.player(x)), candidates = 0;
        for (int i = 0; i < c; i++) {
            int bx = legal[i] >>> 2;
            if ((i == 0 || legal[i - 1] >>> 2 != bx) && regions.beside(bx) >= 2) joiners[candidates++] = bx;
        }
        for (int k = 0; k < candidates; k++) floor[k] = base - regions.beside(joiners[k]) + 1;
        int[] bestPushes = null;
        int bestCount = base;
        for (int k = 0; k < candidates; k++) {
            int box = joiners[k], n = boxMoves.from(cur, box, pos.player(x));
            for (int i = 0; i < n; i++) {
                int st = boxMoves.state(i), t = st >>> 2;
                Bits.clear(cur, box);
                Bits.set(cur, t);
                // a place whose bound cannot beat the best is not labelled, only charged as labelled (the same clock):
                // the way the box went from its square to t stays free, so t's region holds the freed square and
                // filling t only splits it: at least floor regions, as for one push (joiningPush)
                int count = deadlocks.frozen(cur, t) ? Integer.MAX_VALUE
                        : floor[k] >= bestCount ? regions.charge() : movedCount(box, t);
                Bits.clear(cur, t);
                Bits.set(cur, box);
                if (count < bestCount) { bestCount = count; bestPushes = boxMoves.pushes(st); }
            }
        }
        return bestPushes;
    }

    /**
     * The regions of {@link #cur} (the position labelled in {@link #regions}, its box on a already moved to c): read off
     * the position's labels where they tell it (charged as a labelling: the same clock), else labelled in
     * {@link #trial}, which keeps the position's labels for the next candidate.
     */
    private int movedCount(int a, int c) {
        int n = regions.countAfterMove(a, c);
        if (n < 0) return trial.label(cur);
        regions.charge();
        return n;
    }

    /** The square the last of {@code pushes} took its box to. */
    private int movedTo(int[] pushes) {
        int p = pushes[pushes.length - 1];
        return b.nb[(p >>> 2) * 4 + (p & 3)];
    }

    /**
     * Adds the position (reached by {@code pushes}) if new and queues its moves; returns its id, or -1 when seen.
     * {@code knownKp}: the keeper's normalised square when the caller knows it (else -1), so a duplicate is found
     * before the labelling, which it then only charges.
     */
    private int place(int par, int[] pushes, long[] bx, long hc, int pl, int wt, int knownKp) {
        // the slots of the lookups below, read before the labelling so their cache misses overlap it
        long t = pos.touch(hc);
        for (PullSearch pull : partners) t ^= pull.touch(hc);
        touched ^= t;
        if (knownKp >= 0 && pos.find(bx, hc, knownKp) >= 0) {
            regions.charge();
            stats.duplicates++;
            return -1;
        }
        int nRegions = regions.label(bx);
        int kp = regions.normalised(pl);
        if (knownKp < 0 && pos.find(bx, hc, kp) >= 0) {
            stats.duplicates++;
            return -1;
        }
        int onGoals = 0;
        for (int i = 0; i < w; i++) onGoals += Long.bitCount(bx[i] & b.goals[i]);
        int outOfOrder = packing.outOfOrder(bx), packed = onGoals - outOfOrder;
        // the strict corral test only at the front of packing, where the finders stall (XSokoban 52), within its budget
        boolean strict = packed >= mostPacked - STRICT_BELOW && corrals.strictWork * STRICT_SHARE <= work();
        if (par >= 0 && (sides != null && sides.dead(bx, pl) || corrals.dead(bx, pl, strict, regions)
                || patterns != null && patterns.dead(bx, pl, movedTo(pushes)))) return -1;
        int code = pushes == null ? -1 : pushes.length == 1 ? pushes[0] : pos.macro(pushes);
        boolean stuck = false;
        if (planCheck) {
            stuck = par >= 0 && packedOf[par] == packed ? unpackable[par] : !assignment.packable(bx, packing);
            if (stuck && par >= 0 && !unpackable[par]) wt = Math.min(MAX_WEIGHT, wt + PAST_PLAN);
        }
        int id = pos.add(bx, hc, pl, kp, par, code);
        if (id >= weight.length) {
            weight = Arrays.copyOf(weight, pos.capacity());
            if (planCheck) {
                unpackable = Arrays.copyOf(unpackable, pos.capacity());
                packedOf = Arrays.copyOf(packedOf, pos.capacity());
            }
        }
        weight[id] = wt;
        if (planCheck) {
            unpackable[id] = stuck;
            packedOf[id] = (short) packed;
        }
        stats.stored = pos.size();
        if (b.solved(bx) && (b.goalKeeper < 0 || kp == b.goalKeeper)) {   // the keeper's region too on an aimed board
            best = pos.solution(id, pushCodes);
            return id;
        }
        if (hf != null && (best = metImagined(bx, kp, id)) != null) return id;
        for (PullSearch pull : partners)
            if ((best = pull.meet(bx, hc, kp, pos, id)) != null) {
                metWith = pull;
                message = "met the " + pull.moves();
                return id;
            }
        mostPacked = Math.max(mostPacked, packed);
        int oop = hf != null ? 0 : outOfPlan.count(bx, packed);
        WeightStacks q = cells.cell(hf != null ? hf.cell(bx, nRegions) : Math.min(oop, 127) << 24 | packed << 16
                | Math.min(nRegions, 255) << 8 | Math.min(outOfOrder, 255));
        stats.iterations = cells.size();   // cells of the feature space in use
        int c = legalPushes(bx, pl);
        if (c == 0) return id;
        // one entry per box that can move (legal is ordered by box), or per push, stacked so the lowest pops first
        for (int i = c - 1; i >= 0; i--)
            if (!boxMode || i == 0 || legal[i - 1] >>> 2 != legal[i] >>> 2) enqueue(q, Math.min(MAX_WEIGHT, wt + 1), id, legal[i]);
        enqueue(q, wt, id, pack);
        if (nRegions > 1) enqueue(q, wt, id, conn);
        return id;
    }

    /**
     * With {@link #imagining}, the advisor when no box goes onto a free target square (Festival's forward HF advisor:
     * the child of the best score, round 18): among the box moves of the boxes off the target's squares, the one whose
     * result has the fewest free regions, then the most boxes on the target's squares, then the fewest pushes, if its
     * regions and count beat those of the position in {@link #cur}, the keeper on {@code player}; else null. The boxes
     * already on the target's squares stay (moving them too, and Festival's hotspots as a third key, took XSokoban 89
     * from 17 to 25 s of CPU and 66 from 12 to 43 s).
     */
    private int[] imaginedBestMove(int player) {
        long own = score(trial.label(cur), hf.onTarget(cur), 0), bestScore = own;
        int[] bestPushes = null;
        for (int wi = 0; wi < w; wi++)
            for (long bits = cur[wi] & ~hf.target[wi]; bits != 0; bits &= bits - 1) {
                int box = (wi << 6) + Long.numberOfTrailingZeros(bits);
                int n = boxMoves.from(cur, box, player);
                for (int i = 0; i < n; i++) {
                    int st = boxMoves.state(i), t = st >>> 2;
                    Bits.clear(cur, box);
                    Bits.set(cur, t);
                    if (!deadlocks.frozen(cur, t)) {
                        int[] p = boxMoves.pushes(st);
                        long score = score(trial.label(cur), hf.onTarget(cur), p.length);
                        // better than the position itself in regions or count (the pushes only break ties among those)
                        if (score < bestScore && score >>> 12 < own >>> 12) { bestScore = score; bestPushes = p; }
                    }
                    Bits.clear(cur, t);
                    Bits.set(cur, box);
                }
            }
        return bestPushes;
    }

    /** The HF advisor's pushes for {@code boxes} (restored), the keeper on {@code player} (with {@link #imagining}; for tests). */
    int[] imaginedAdvice(long[] boxes, int player) {
        System.arraycopy(boxes, 0, cur, 0, w);
        int[] pushes = hf.advise(cur, player, boxMoves);
        return pushes != null ? pushes : imaginedBestMove(player);
    }

    /** The HF advisor's order, least first: free regions, then boxes off the target's squares, then pushes. */
    private long score(int regions, int onTarget, int pushes) {
        return (long) Math.min(regions, 1 << 20) << 32 | (long) (b.boxCount() - onTarget) << 12 | Math.min(pushes, 4095);
    }

    /** With {@link #imagining}: the whole solution when position {@code id} is stored in the unpacking's table, else null. */
    private Solution metImagined(long[] bx, int kp, int id) {
        int u = hf.met(bx, kp);
        if (u < 0) return null;
        int[] to = pos.pushes(id), back = hf.table.pushesToGoals(u), all = Arrays.copyOf(to, to.length + back.length);
        System.arraycopy(back, 0, all, to.length, back.length);
        message = "met the unpacking (" + to.length + " pushes, then " + back.length + " pulls undone)";
        return Positions.solution(b, all, pushCodes);
    }

    /**
     * Puts the legal pushes (box * 4 + dir, ascending) of the position into {@link #legal}: the keeper's region (the
     * {@link #regions} labelling of {@code boxes}, which must be current) reaches the square behind, the target is
     * free and live. Returns their number.
     */
    private int legalPushes(long[] boxes, int player) {
        int label = regions.label[player], c = 0;
        for (int wi = 0; wi < w; wi++)
            for (long bits = boxes[wi]; bits != 0; bits &= bits - 1) {
                int s = (wi << 6) + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 4; d++) {
                    int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                    if (to < 0 || from < 0 || b.dead[to] || Bits.get(boxes, to) || regions.label[from] != label) continue;
                    legal[c++] = s * 4 + d;
                }
            }
        return c;
    }

    private void enqueue(WeightStacks q, int wt, int id, int m) {
        q.push(wt, (long) id << moveBits | m);
        entries++;
    }
}

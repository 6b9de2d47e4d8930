package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Search;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Festival's way with goal rooms, in two halves (its "HF search": a pull search that empties the goal room into a
 * position with the keeper's space in one piece, then a forward search aimed at that position): {@link Unpacking} finds
 * a position whose boxes stand off the goals where no box starts, reached from the solved position by pulls; a forward
 * portfolio ({@link FinderTurns#toward}: box moves and pulls in cells, meeting) is aimed at it. Reaching it solves the
 * level: the pushes there, then the pulls undone. A target not reached within {@link #GIVE_WAY} work, or proven
 * unreachable, gives way to the next unpacked position. Work is the unpacking's plus the aimed searches'.
 */
final class UnpackThenAim extends Search implements Clocked {
    static final long GIVE_WAY = 2_000_000_000L;
    static final int LIMIT = 4_000_000;
    // in sokoban-find: at most FIND_LIMIT positions unpacking and FIND_AIM work aimed, then done (its turns skipped).
    // The first unpacked positions of XSokoban 69, 50 and 66 come after 109,020, 231,240 and 285,806 positions, and the
    // aimed search reaches them with 522, 1,236 and 394 M work; on the near-limit levels 39 52 29 85 the unpacking finds
    // none. Round 15 had 500,000 and 2 G; round 16 fits them with a margin (22 % and 29 %): on 52 the unpacking's
    // positions cost about 12 us each (500,000 about 6 s of CPU), on 74 a target is found and not reached (the cap spent)
    static final int FIND_LIMIT = 350_000;
    // and at most FIND_UNPACK_WORK of the unpacking's own work (squares walked and positions formed): its positions cost
    // 4-12 us each, the dearest on XSokoban 52 (130 M work for 200,000 positions, 2.0 s of CPU), which is near the
    // limit; 66's target comes after 90.5 M, 50's after 46.8 M, 69's after 29.2 M (the cap 22 % above 66's)
    static final long FIND_UNPACK_WORK = 110_000_000L;
    static final long FIND_AIM = 1_600_000_000L;
    // a target found after at least DEEP positions: the goal area took many pulls to unpack, the kind of level the
    // seventh finder is for (69, 50, 66: 109,020-285,806), so FinderTurns gives its aimed search more turns. Targets
    // found within few pulls (XSokoban 33, 34, 37: 15,395-36,761) are levels the other finders solve in a few seconds
    static final int DEEP = 50_000;
    // and far from the start: the target's matching bound to the start squares (the aimed pulls in cells' root) at
    // least FAR. 69, 66 and 50's targets have 307, 244 and 190 (the cells bring it to 9-27 within 200 M work); the
    // targets of 41 and 74, deep too (170,624 and 247,264 positions) but never reached, have 40 and 77 (flat at 21 and
    // 38 from 100 M on): a target near the start is a position the other finders come by as well
    static final int FAR = 120;
    // the unpacking's unit (a square walked or a position formed) costs about ten of the aimed finders' in CPU
    static final int UNPACK_UNIT = 10;
    private final SokobanBoard b;
    private final String name;
    private final boolean pushCodes;
    private Unpacking unpack;
    private final int limit;
    // round 16: targets the aimed search proved unreachable (it ran out of moves); at SWITCH_AFTER the unpacking starts
    // again with the boxes near the start boxes first (startNearStart)
    static final int SWITCH_AFTER = 2;
    private int unreachable;
    private boolean switched;
    private long unpackWork;   // the first unpacking's, once switched
    private final long giveWay;
    private FinderTurns aim;
    private int target = -1, targets;
    private int targetAt;   // the positions stored unpacking when the current target was found
    private int targetBound;   // its matching bound to the start squares
    private long spent;
    private final long aimCap;
    private long unpackCap = Long.MAX_VALUE;   // the unpacking's own work in all; past it (no target aimed at) done
    // one finder of several (FinderTurns): once done it answers RUNNING, since any other answer would end the others'
    // search too; FinderTurns skips its turns then
    private boolean inTurns;

    UnpackThenAim(SokobanBoard b, String name, boolean pushCodes) {
        this(b, name, pushCodes, LIMIT, GIVE_WAY, Long.MAX_VALUE);
    }

    /** The bounded one of {@code sokoban-find}: see {@link #done}. */
    static UnpackThenAim bounded(SokobanBoard b, String name, boolean pushCodes) {
        UnpackThenAim u = new UnpackThenAim(b, name, pushCodes, FIND_LIMIT, FIND_AIM, FIND_AIM);
        u.inTurns = true;
        u.unpackCap = FIND_UNPACK_WORK;
        return u;
    }

    /**
     * @param limit    the most positions the unpacking stores
     * @param giveWay  work on one target before the next unpacked position takes its place
     * @param aimCap   the aimed searches' work in all; past it the search is {@link #done}
     */
    UnpackThenAim(SokobanBoard b, String name, boolean pushCodes, int limit, long giveWay, long aimCap) {
        this.b = b;
        this.name = name;
        this.pushCodes = pushCodes;
        this.giveWay = giveWay;
        this.aimCap = aimCap;
        this.limit = limit;
        unpack = new Unpacking(b, limit);
    }

    /** Whether it searches toward a target (an unpacked position found). */
    boolean aiming() {
        return aim != null;
    }

    /** The positions stored unpacking when the current target was found (see {@link #DEEP}). */
    int targetAt() {
        return targetAt;
    }

    /** The current target's matching bound to the start squares (see {@link #FAR}). */
    int targetBound() {
        return targetBound;
    }

    /**
     * Whether it searches toward a target found after at least {@link #DEEP} positions unpacking and at least
     * {@link #FAR} from the start (see there).
     */
    boolean aimingDeep() {
        return aim != null && targetAt >= DEEP && targetBound >= FAR;
    }

    /**
     * Whether this search has given up: the unpacking has no position left (its limit reached) or has spent its work cap,
     * and no target is aimed at; or the aimed searches have spent their cap. {@link FinderTurns} then skips its turns.
     */
    boolean done() {
        return aim == null ? unpack.exhausted() || unpack.work >= unpackCap || spent >= aimCap
                : spent + aim.work() >= aimCap;
    }

    /**
     * Whether the unpacking has started again near the start boxes ({@link #SWITCH_AFTER} targets proven unreachable):
     * {@link FinderTurns} then gives it every turn until it is done.
     */
    boolean switched() {
        return switched;
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "features to an unpacked position, then the matching to it"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public boolean fixedBudget() { return true; }
    @Override public long bytes() { return unpack.bytes() + (aim == null ? 0 : aim.bytes()); }

    @Override
    public long work() {
        return (unpackWork + unpack.work) * UNPACK_UNIT + spent + (aim == null ? 0 : aim.work());
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        if (done()) {
            if (aim != null) leave();
            return inTurns ? Status.RUNNING : Status.LIMIT;
        }
        if (aim == null || aim.work() >= giveWay) {
            if (aim != null) leave();
            int id = unpack.next(Math.max(1, budget));
            if (id < 0) {
                stats.stored = unpack.stored();
                if (inTurns && done()) release();
                return unpack.exhausted() && !inTurns ? Status.LIMIT : Status.RUNNING;
            }
            target = id;
            targets++;
            targetAt = unpack.stored();
            SokobanBoard aimed = b.aimedAt(unpack.boxesOf(id), unpack.keeperOf(id));
            aim = FinderTurns.toward(aimed, name);
            targetBound = aim.finder(1) instanceof PullSearch cells ? cells.targetBound() : 0;
            return Status.RUNNING;
        }
        Status s = aim.step(budget);
        Stats a = aim.stats();
        stats.expanded = a.expanded;
        stats.generated = a.generated;
        stats.stored = unpack.stored() + a.stored;
        if (s == Status.SOLVED) {
            int[] codes = aim.best().moves(), back = unpack.pushesToGoals(target);
            int[] pushes = new int[codes.length + back.length];
            for (int i = 0; i < codes.length; i++) pushes[i] = codes[i] - Codes.MACRO;
            System.arraycopy(back, 0, pushes, codes.length, back.length);
            best = Positions.solution(b, pushes, pushCodes);
            message = "reached unpacked position " + targets + " (" + codes.length + " pushes, then " + back.length
                    + " pulls undone; " + unpack.stored() + " positions unpacking; " + aim.message() + ")";
            return Status.SOLVED;
        }
        if (s == Status.UNSOLVABLE) {
            leave();
            if (++unreachable >= SWITCH_AFTER && !switched) startNearStart();
        }
        if (inTurns && done()) release();
        return Status.RUNNING;
    }

    /**
     * The unpacking afresh with the boxes near the start boxes first (its work so far still counted). A target the aimed
     * box moves exhaust is one no pushes reach from the start; when two are, the boxes far from the goals are leading
     * the unpacking away from the start's layout (Microban 153: its far targets keep boxes in the left-hand column of
     * the two-wide shaft, where the start has them in the right-hand one, and are proven unreachable after about
     * 190,000 work each, 106 of them in 20 s). Near the start boxes, 153's ninth target is reached (round 15's first
     * last term, which left XSokoban 50 without a target, docs/sokoban.md round 15: hence only after the proofs).
     */
    private void startNearStart() {
        switched = true;
        unpackWork += unpack.work;
        unpack.release();
        unpack = new Unpacking(b, limit, true, false);
    }

    /** Done within {@code sokoban-find}: its tables go (the other finders' heap), its counts stay. */
    private void release() {
        if (aim != null) leave();
        stats.stored = unpack.stored();
        unpack.release();
    }

    private void leave() {
        spent += aim.work();
        aim = null;
    }

    @Override
    public void stopped() {
        message = targets + " unpacked positions aimed at; " + unpack.stored() + " positions stored unpacking"
                + (aim == null ? "" : "; the last: " + aim.message());
    }
}

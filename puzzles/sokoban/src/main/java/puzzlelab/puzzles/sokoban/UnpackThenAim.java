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
    // in sokoban-find: at most FIND_LIMIT positions unpacking and FIND_AIM work aimed, then done (its turns skipped)
    // (the first unpacked positions of XSokoban 50, 66 and 69 come after 109,020-285,806 positions, and the aimed
    // search reaches them with 315-1,251 M work; on the near-limit levels 39 52 29 85 71 16 88 the unpacking finds none)
    static final int FIND_LIMIT = 500_000;
    static final long FIND_AIM = 2_000_000_000L;
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
    private long spent;
    private final long aimCap;
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

    /**
     * Whether this search has given up: the unpacking has no position left (its limit reached) and no target is aimed
     * at, or the aimed searches have spent their cap. {@link FinderTurns} then skips its turns.
     */
    boolean done() {
        return aim == null ? unpack.exhausted() || spent >= aimCap : spent + aim.work() >= aimCap;
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
            SokobanBoard aimed = b.aimedAt(unpack.boxesOf(id), unpack.keeperOf(id));
            aim = FinderTurns.toward(aimed, name);
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

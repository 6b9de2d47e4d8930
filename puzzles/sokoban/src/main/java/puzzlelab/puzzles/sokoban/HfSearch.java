package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Search;
import puzzlelab.engine.Status;

/**
 * Festival's HF search our way (round 17; its idea read in {@code hf_search.cpp}, written here anew): the goals
 * unpacked by box moves ({@link Unpacking} with box moves: XSokoban 28 and 89 after a few dozen expansions), then a
 * forward {@link Fess} (box moves) on the <em>real</em> level that takes the unpacked position's squares as a feature,
 * not as a position to reach ({@link HfTarget}: cells by the boxes off those squares and the free regions, an advisor
 * that puts a box on one). It solves the level either by itself (every box on a goal) or by meeting a position the
 * unpacking stored, whose pulls undone finish it; the unpacking keeps growing beside it (its table is what is met), at
 * most a {@link #UNPACK_SHARE}th of the forward work. Round 16 aimed at the unpacked position exactly and reached none
 * (docs/sokoban.md, "28, 77, 89"); this search solves XSokoban 89 in about 41 s of CPU (met after 167 pushes, the
 * unpacking then at 378,000 positions; docs/sokoban.md, round 17).
 */
final class HfSearch extends Search implements Clocked {
    static final int LIMIT = 2_000_000;
    // the unpacking's work (its unit costs about ten of the forward search's in CPU, see UnpackThenAim#UNPACK_UNIT) at
    // most a quarter of the forward search's once the target is found. On XSokoban 89 a half gave the same meeting (the
    // same forward search) a second later; the forward search is what the meeting waits for
    static final int UNPACK_SHARE = 4;
    private final SokobanBoard b;
    private final String name;
    private final boolean pushCodes;
    private final Unpacking unpack;
    private Fess forward;
    private HfTarget imagined;
    private int targetId = -1;

    HfSearch(SokobanBoard b, String name, boolean pushCodes) {
        this(b, name, pushCodes, LIMIT);
    }

    // round 18, the eighth finder of sokoban-find (HfSearch#bounded): a target must come quickly (the unpacking gives up
    // after QUICK stored positions: 77 has none), and the whole search stops at CAP work units. Measured in round 17 on
    // the whole set (docs/sokoban.md, "sokhf17's capped eighth finder"): the 86 445.4 -> 430.5 s, 85 29.0 -> 5.2 s
    static final int QUICK = 10_000;
    static final long CAP = 1_000_000_000L;
    // round 18: at CAP, a search whose forward half has stored a position with at most NEAR boxes off the target's
    // squares goes on, to EXTENDED_CAP, with more turns (FinderTurns#HF_NEAR_TURNS of NEAR_ROUND). At 1 G, XSokoban 89
    // has 17 of 21 on them (4 off; solved at about 8.5 G), 39 20 of 25 (5 off; not solved by the HF search, and 2 turns
    // in 4 lose it)
    static final int NEAR = 4;
    static final long EXTENDED_CAP = 12_000_000_000L;
    private boolean near;
    private long extendTo;   // the cap past CAP near the target (0: none)
    private boolean goOn;    // a run longer than a minute: past the cap uncapped instead of giving up (#goOnPastCap)
    private int quick = Integer.MAX_VALUE;
    private long cap = Long.MAX_VALUE;
    private boolean done;
    private long forwardWork;   // the forward search's work when it was released (work() must not fall back)

    /**
     * The HF search as a finder among others (the eighth of {@link FinderTurns#aimed}): it gives up
     * for good ({@link #done}) when its unpacking has no target after {@link #QUICK} stored positions or when its work
     * reaches {@link #CAP}, releasing its tables, so a level it does not suit costs the portfolio little.
     */
    static HfSearch bounded(SokobanBoard b, String name, boolean pushCodes) {
        HfSearch h = bounded(b, name, pushCodes, QUICK, CAP);
        h.extendTo = EXTENDED_CAP;
        return h;
    }

    /** {@link #bounded} with other bounds: past {@code cap} to {@code extendTo} near the target (for tests). */
    static HfSearch bounded(SokobanBoard b, String name, boolean pushCodes, int quick, long cap, long extendTo) {
        HfSearch h = bounded(b, name, pushCodes, quick, cap);
        h.extendTo = extendTo;
        return h;
    }

    /** The most boxes on the target's squares among the forward search's stored positions (0 before its target). */
    int most() {
        return imagined == null ? 0 : imagined.most;
    }

    /** {@link #bounded} with other bounds and no going on past {@code cap} (for tests). */
    static HfSearch bounded(SokobanBoard b, String name, boolean pushCodes, int quick, long cap) {
        HfSearch h = new HfSearch(b, name, pushCodes, LIMIT);
        h.quick = quick;
        h.cap = cap;
        return h;
    }

    /**
     * Its work cap from now on (tests); one already reached still ends it at its next step.
     */
    void cap(long cap) {
        this.cap = cap;
    }

    /**
     * Round 19, a run longer than a minute ({@link FinderTurns#longRun}): at its cap it goes on without one instead of
     * giving up, and the near rule still decides first, at the cap, whether it takes more turns. Round 18 lifted the cap
     * instead, which also switched the near rule off: XSokoban 89 then came at 102.9 s of CPU at one turn in four, where
     * the minute's rule finds it at about 47 s.
     */
    void goOnPastCap(boolean goOn) {
        this.goOn = goOn;
    }

    /** Whether it goes on past its cap ({@link #goOnPastCap}). */
    boolean goesOnPastCap() {
        return goOn;
    }

    /** Its work cap ({@link #bounded}, {@link #cap(long)}). */
    long cap() {
        return cap;
    }

    /** Whether it gave up for good (see {@link #bounded}); a search that solved is not done but {@code SOLVED}. */
    boolean done() {
        return done;
    }

    /** Whether it went on past {@link #CAP} near its target (see {@link #NEAR}): it then takes more turns. */
    boolean near() {
        return near;
    }

    /** Whether its target is found and its forward search runs (before that, the unpacking looks for a target). */
    boolean searching() {
        return forward != null;
    }

    /** @param limit the most positions the unpacking stores */
    HfSearch(SokobanBoard b, String name, boolean pushCodes, int limit) {
        this.b = b;
        this.name = name;
        this.pushCodes = pushCodes;
        unpack = new Unpacking(b, limit, false, true);
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "features: boxes on the unpacked position's squares, free regions"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public boolean fixedBudget() { return true; }
    @Override public long bytes() { return unpack.bytes() + (forward == null ? 0 : forward.bytes()); }

    @Override
    public long work() {
        return unpack.work * UnpackThenAim.UNPACK_UNIT + (forward == null ? forwardWork : forward.work());
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        if (done) return Status.RUNNING;
        if (work() >= cap) {
            boolean nearNow = !near && imagined != null && b.boxCount() - imagined.most <= NEAR && extendTo > cap;
            if (nearNow) {
                near = true;
                cap = extendTo;
            } else if (goOn) cap = Long.MAX_VALUE;
            else return giveUp();
        }
        if (forward == null) {
            int id = unpack.next(Math.max(1, budget / 64));
            // bounded, an unpacking without a target gives up rather than end the portfolio it is part of with LIMIT
            if (id < 0 && (unpack.stored() >= quick || unpack.exhausted() && quick < Integer.MAX_VALUE)) return giveUp();
            if (id < 0) return unpack.exhausted() ? Status.LIMIT : Status.RUNNING;
            targetId = id;
            imagined = new HfTarget(b, unpack.boxesOf(id), unpack);
            forward = FinderTurns.boxMoves(b, name, pushCodes, SetUp.NEVER).imagining(imagined);
            return forward.best() != null ? solved() : Status.RUNNING;
        }
        if (!unpack.exhausted() && unpack.work * UnpackThenAim.UNPACK_UNIT * UNPACK_SHARE < forward.work()) unpack.next(1);
        Status s = forward.step(budget);
        if (s == Status.SOLVED) return solved();
        stats.expanded = forward.stats().expanded;
        stats.generated = forward.stats().generated;
        stats.stored = forward.stats().stored + unpack.stored();
        return s;
    }

    /** Done for good (see {@link #bounded}): its tables released, its turns the others' from now on. */
    private Status giveUp() {
        done = true;
        unpack.release();
        if (forward != null) forwardWork = forward.work();
        forward = null;
        return Status.RUNNING;
    }

    private Status solved() {
        best = forward.best();
        message = (forward.message() == null ? "solved by itself" : forward.message()) + "; target " + targetId
                + ", " + unpack.stored() + " positions unpacking";
        return Status.SOLVED;
    }

    @Override
    public void stopped() {
        if (done) {
            message = "gave up at " + work() + " work" + (targetId < 0 ? ", no target" : ", target " + targetId);
            return;
        }
        if (forward == null) {
            message = "no unpacked position; " + unpack.stored() + " positions unpacking";
            return;
        }
        forward.stopped();
        message = "target " + targetId + " (at most " + imagined.most + " of " + b.boxCount() + " boxes on its squares); "
                + unpack.stored() + " positions unpacking; forward " + forward.message();
    }
}

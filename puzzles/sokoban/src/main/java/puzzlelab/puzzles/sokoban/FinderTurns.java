package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import java.util.Locale;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Search;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Finders taking turns in a fixed pattern: Festival's box moves (with two openers) and single pushes, both with the
 * packing order with parking (all {@link Fess}), and the backward {@link PullSearch}, plain and in cells. None covers the
 * others: at 60 s a level on XSokoban the box moves alone solve 10, 27, 36, 46, 49 and 72, the single pushes 21, 40,
 * 45 and 81, the pulls 11-15, 72 and 86, which no forward finder here solves in 60 s, the pulls in cells 18 and 87, which
 * no finder here solved in 10 min before (docs/sokoban.md). A turn lasts a fixed amount of
 * the finder's {@link Clocked#work}, not of time or steps (a step's cost differs several times between finders and
 * levels), so the shares hold and a run is deterministic. The first solution ends all; so does the first finder to
 * run dry, since each is complete: that proves the level unsolvable.
 */
final class FinderTurns extends Search implements Clocked {
    // the shares below were measured one at a time (docs/sokoban.md); they are constants, not hidden knobs: a
    // measurement of other shares builds FinderTurns with its own pattern (the constructor takes any)
    // 4 is the second box-moves finder, with Festival's opener (round 4): two turns in 17 taken from the pulls; round 8
    // gave it two more (4 of 17): alone it solves XSokoban 52 and 74 in 12.7 and 11.2 s of CPU, where its 2 turns gave it
    // about 6 s of the 60. One from the pulls, one from the single pushes (2 to 1): with both from the pulls, XSokoban 16
    // and 42 (the pulls meeting the single pushes) took 59 and 51 s of CPU, with these 45 and 39 (docs/sokoban.md, round 8)
    private static final int[] TURNS = digits("04021042020420423");
    // after LATE_WORK (7-10 s of CPU on the slow levels since round 10; about 30 s when it was set), more turns of the
    // pulls in cells (rounds 7-10: 5 of 21; alone they solved XSokoban 35 and 74 then) and since round 11 of the plain
    // pulls: 6:1:9:4:4 (24 turns; it was 6:1:5:5:4). Measured per finder on the levels the pulls solve by meeting a
    // forward finder (29, 41, 16), the pulls got 17-31 % of the CPU and were what the meeting waited for: the forward
    // finder had stored the meeting position by a third of its run. With four more pull turns and one fewer of the
    // cells' XSokoban 29 falls within 60 s of CPU (84.9 s to 56.6 s) and 16 takes 24.5 s instead of 32.8; 71 and 39,
    // solved where the cells and the box moves meet the others, 21.2 to 26.4 s and 40.0 to 43.7 s (docs/sokoban.md,
    // round 11, which also has the model that chose these shares from each finder's measured CPU per unit of work)
    private static final int[] LATE_TURNS = digits("000000122222222233334444");
    // round 13: the late turns with the aimed search (index 5) in four of the plain pulls' nine. It gets about a sixth of
    // the time once it has a target: XSokoban 85 within 60 s of CPU (46.8 s; 148 s before) and 41 in 22.6 s instead of
    // 52.1, while the box moves and the opener keep their turns (39, 52, 74 are theirs; docs/sokoban.md, round 13)
    private static final int[] AIMED_LATE_TURNS = digits("000000122222555533334444");
    // the aimed search's own portfolio (toward): box moves (0) and pulls in cells (1), one turn to nine. The cells meet
    // the box moves; in sokoban-find at 60 s of CPU, against round 13's 1:1, XSokoban 85 takes 28.0 s instead of 45.7
    // and 41 14.2 s instead of 22.0 (2:1 cells 35.4/20.6, 3:1 31.9/18.8, 5:1 29.3/15.8; docs/sokoban.md, round 14)
    private static final int[] TOWARD = digits("0111111111");
    // round 15: the unpacking and its aimed search (index 6, UnpackThenAim) in three turns of 20 and four of 28, the
    // others' turns in the same order as in TURNS and AIMED_LATE_TURNS; once it is done (its limits reached) its turns
    // are skipped, so the run goes on as without it. About a seventh of the time until then: XSokoban 69, 66 and 50
    // (never solved here before) in 15.4, 22.8 and 38.3 s of CPU within sokoban-find (docs/sokoban.md, round 15), and
    // the other 83 levels 13 % slower. Round 16: two of 19 and three of 27 while it unpacks (the unpacking needs 0.5-1.8 s
    // of CPU on those three, 2-6 s on the levels it does not solve), then, once it aims at a deep and far target
    // (UnpackThenAim#DEEP, #FAR), every other turn: its aimed search needed 1.9-4.9 s of CPU on them, a seventh of the
    // time made that 13-32 s of the level's. The 86 in 441.8 s of CPU instead of 464.0, 50 in 21.1 s instead of 37.3,
    // 69 in 9.1 instead of 14.4; the other 83 about the same (docs/sokoban.md, round 16)
    private static final int[] UNPACK_TURNS = digits("0402104206204204236");
    private static final int[] UNPACK_LATE_TURNS = digits("000000126222255556333344446");
    private static final int[] AIM_TURNS = digits("0646062616064626062606462606462636");
    private static final int[] AIM_LATE_TURNS = digits("060606060606162626262626565656563636363646464646");
    static final long LATE_WORK = 3_000_000_000L;
    static final int STRICT_NODES = 64;
    // each finder's CPU per unit of its work, relative to the box moves' (1000): a turn lasts 1000 / COST of the nominal
    // work, so the turns' shares are shares of time; fixed constants, so a run stays deterministic. Measured ns per unit
    // summed over the 17 XSokoban levels of 5 s or more: box moves 5.05, single pushes 3.89, pulls about 5.0 and pulls in
    // cells about 5.4 (with the matching's phase of round 7), opener 4.60. With them all 77 levels solved at 60 s fall
    // in 399 s of CPU instead of 437 (31 in 38 s instead of 47, 44 in 54.5 instead of 56; docs/sokoban.md, round 7).
    // Re-measured after round 8's cut of the forward finders' CPU (1000/750/1066/1218/904): as constants those gave the
    // 77 in 336.9 s against 334.4 s with these, and 18 in 16.5 s against 14.0, so these stay (docs/sokoban.md, round 8).
    // Round 12's pulls count less work a position (the lookup before the matching), so a pull turn now covers about
    // twice the positions: XSokoban 41 fell within the 60 s and 39 took 51 s instead of 41. The pulls at 1300 to give
    // some of that back lost 41 again (60.0 s), so they stay at 1000 (docs/sokoban.md, round 12)
    static final int[] COST = {1000, 770, 1000, 1070, 910};
    private final String name;
    private final Search[] finders;
    private final Clocked[] clocks;
    private final String[] labels;
    private final int[] pattern;   // finder index per turn, repeated
    private final int[] late;      // the pattern once the finders' work passes lateWork (null: the same throughout)
    // the patterns while UnpackThenAim aims at a deep and far target (null: the same as pattern and late)
    private int[] aimPattern, aimLate;
    private final long lateWork;
    private final int[] cost;   // per finder: its CPU per unit of work, 1000 = nominal (a turn's work = nominal * 1000 / cost)
    private int turns;
    private boolean isLate;
    // a turn lasts the engine's step budget times this much work (short: runs stopped by a 60 s limit end within
    // 0.2 s of it); the finder runs in chunks of steps
    private static final int WORK_PER_STEP = 256, CHUNK = 64;
    private final long[] nanos;   // each finder's time so far, for the closing message
    private final int forward;    // finders from the start (each counts the start as generated)
    private int standIn = -1;     // the finder that takes an idle finder's turns (see idle)
    private UnpackThenAim unpacker;         // the seventh finder (aimed's portfolio), or null (also once released)
    private final int unpackAt;             // its index, or -1
    // round 18: finders released when the tables pass the bound (null: never; see MemoryRelease), and what went
    private MemoryRelease memory;
    private final boolean[] released;
    private String releases = "";
    private long held;   // the finders' bytes after the last turn
    private HfSearch hf;                    // round 18: the eighth finder, Festival's HF search (HfSearch), or null
    private int hfAt = -1;
    // of every 4 turns, the HF search's while its forward search runs (before, its unpacking takes every turn until it
    // finds a target or gives up, HfSearch#QUICK); round 17 measured 1 of 4 on the whole set
    static final int HF_TURNS = 1;
    // round 18: 2 of 4 once it goes on past its cap near its target (HfSearch#near): XSokoban 89 solved at 46 s of CPU
    // (with 1 of 4, not at 60 s). Round 20: 3 of 4, measured on the whole set the same day against 2 of 4 (a slower
    // machine): 82/90 against 81, 74 solved at 47.0 s (not at 60 s), the set 1098.2 s against 1112.7 s, pushes the same.
    // Round 22: 5 of every 8 (HF_NEAR_TURNS of NEAR_ROUND). On 41, 74 and 89, 2 of 4 lost 89 and 3 of 4 lost 41 (the
    // other finders, which solve 41, then had too little of the minute); 5 of 8 solved all three in both of its runs,
    // and the whole set 84/90 against round 21's 83 on the same host (docs/sokoban.md, round 22)
    static final int HF_NEAR_TURNS = 5, NEAR_ROUND = 8;

    /**
     * Whether the HF search, searching, takes turn {@code turns}: {@link #HF_TURNS} of every 4, or near its target past
     * its cap ({@link HfSearch#near}) {@link #HF_NEAR_TURNS} of every {@link #NEAR_ROUND}.
     */
    static boolean hfTakes(int turns, boolean near) {
        return near ? turns % NEAR_ROUND < HF_NEAR_TURNS : turns % 4 < HF_TURNS;
    }

    /**
     * @param pattern  the finders' indices in one round of turns, e.g. {0, 0, 1}: the first finder twice as often
     * @param late     the pattern once all finders' work together passes {@code lateWork}; null to keep one pattern
     */
    FinderTurns(String name, Search[] finders, String[] labels, int[] pattern, int[] late, long lateWork) {
        this(name, finders, labels, pattern, late, lateWork, null);
    }

    /** @param cost each finder's CPU per unit of its work, 1000 nominal; null: every unit the same */
    FinderTurns(String name, Search[] finders, String[] labels, int[] pattern, int[] late, long lateWork, int[] cost) {
        this.name = name;
        this.cost = cost;
        this.late = late;
        this.lateWork = lateWork;
        this.finders = finders;
        clocks = new Clocked[finders.length];
        for (int i = 0; i < finders.length; i++) clocks[i] = (Clocked) finders[i];
        this.labels = labels;
        this.pattern = pattern;
        nanos = new long[finders.length];
        released = new boolean[finders.length];
        int n = 0;
        for (Search f : finders) if (f instanceof Fess) n++;
        forward = n;
        for (Search f : finders) if (f.best() != null) best = f.best();
        int at = -1;
        for (int i = 0; i < finders.length; i++) {
            if (!(finders[i] instanceof UnpackThenAim)) continue;
            if (at >= 0) throw new IllegalArgumentException("at most one UnpackThenAim among the finders");
            at = i;
        }
        unpackAt = at;
        unpacker = at < 0 ? null : (UnpackThenAim) finders[at];
        for (int i = 0; i < finders.length; i++)
            if (finders[i] instanceof HfSearch h) {
                hf = h;
                hfAt = i;
            }
    }

    /** Box moves two turns in three of work, single pushes the third (the previous default finder, {@code sokoban-fess}). */
    static FinderTurns fess(SokobanBoard b, String name, boolean pushCodes) {
        return fess(b, name, pushCodes, SetUp.NEVER);
    }

    /** {@link #fess}, its finders' set-up polling {@code up}. */
    static FinderTurns fess(SokobanBoard b, String name, boolean pushCodes, SetUp up) {
        return new FinderTurns(name, new Search[] {new Fess(b, name, pushCodes, true, up), new Fess(b, name, pushCodes, false, up)},
                new String[] {"box moves", "single pushes"}, new int[] {0, 0, 1}, null, 0);
    }

    /**
     * Box moves, single pushes, pulls and pulls in cells, 6:2:8:1 in work ({@code sokoban-find}, the finder of
     * {@code auto}): the former 3:1:4 twice, then one turn of the cells, which solve XSokoban 18 and 87, unsolved here
     * before (a turn in eight cost the pulls' levels 11, 13 and 14 up to 20 s of 60). Once the finders' work passes
     * 3 * 10^9 (about 30 s of CPU on this machine), four more turns of the cells per round, 6:2:8:5: the cells alone
     * solve levels nothing else here does in 10 min (XSokoban 35 and 74), and the earlier switch (it was 10^10, about
     * 100 s) brings XSokoban 47 within 60 s; levels the others solve after it slow down (46: 32.0 to 35.1 s of CPU).
     * The finders meet (the pulls in cells one way). A fifth finder (round 4), box moves with Festival's opener
     * ({@link Opener}: the box nearest the next goal taken away from it) instead of the blocker's push, takes two of the
     * pulls' eight turns, 6:2:6:1:2 (late 6:2:6:5:2): it solves XSokoban 23 and 31, never solved here before, in 38
     * and 49 s of CPU; as the only box-moves finder it lost 36, and with half the box moves' turns 26 and 46. Round 8
     * gave it two more turns, one of the pulls' and one of the single pushes', 6:1:5:1:4 (late 6:1:5:5:4), and a
     * learned table of its own: XSokoban 52 and 74 fall within 60 s of CPU (each finder measured alone; docs/sokoban.md).
     * Round 9: the opener plans with the way in of {@link ParkingOrder}'s second search, and all three forward finders
     * learn patterns (over corners, until exhausted) and run the strict corral test; the turns are round 8's. Round 11:
     * late 6:1:9:4:4, four more turns of the plain pulls and one fewer of the cells (see {@link #LATE_TURNS}). Round 13:
     * a sixth finder, {@link AimedSearch}, in four of those nine pull turns once it has a target ({@link #aimed}).
     */
    static FinderTurns all(SokobanBoard b, String name, boolean pushCodes) {
        return all(b, name, pushCodes, LATE_WORK, SetUp.NEVER);
    }

    /** {@link #all}, its finders' set-up polling {@code up}. */
    static FinderTurns all(SokobanBoard b, String name, boolean pushCodes, SetUp up) {
        return all(b, name, pushCodes, LATE_WORK, up);
    }

    /** {@link #all}, the late turns starting after {@code lateWork} (for tests). */
    static FinderTurns all(SokobanBoard b, String name, boolean pushCodes, long lateWork) {
        return all(b, name, pushCodes, lateWork, SetUp.NEVER);
    }

    private static FinderTurns all(SokobanBoard b, String name, boolean pushCodes, long lateWork, SetUp up) {
        return aimed(b, name, pushCodes, lateWork, up);
    }

    /**
     * The aimed search's own portfolio on the target's board ({@link AimedSearch}): plain box moves and the pulls in
     * cells, a turn each. In the round-12 trace the whole portfolio reached the target on XSokoban 85, 41, 16 and 29
     * always by the cells meeting the box moves. Round 13 had them 1:1 in turns (85's target with 1,738 M work, where
     * 4:1 took 5,117 M); but at 1:1 the box moves took 3-4 times the cells' CPU (6-13 times their work on XSokoban 40 and
     * 89; likely because a turn ends only after a whole step, and one box-moves entry forms many positions). Round 14: one
     * box-moves turn to nine of the cells ({@link #TOWARD}).
     *
     * @param meet pull searches on the level's own board whose tables the box moves look up too: a position stored there
     *             is a meeting, the solution through it already the whole one ({@link AimedSearch#meetingThePulls})
     */
    static FinderTurns toward(SokobanBoard target, String name, PullSearch... meet) {
        return toward(target, name, TOWARD, meet);
    }

    /** {@link #toward} with its own pattern of turns ({@code 0} box moves, {@code 1} cells; for tests). */
    static FinderTurns toward(SokobanBoard target, String name, int[] turns, PullSearch... meet) {
        // the plain box moves alone, as forward() makes them: its other two finders (each with a packing plan of its own)
        // were made for every target and dropped (round 15: the aimed search takes many targets when it rotates them)
        Fess box = boxMoves(target, name, true, SetUp.NEVER);
        for (PullSearch p : meet) box.meet(p);
        PullSearch cells = new PullSearch(target, name, true, PullSearch.WEIGHT, true, SetUp.NEVER);
        cells.lookIn(box);
        return new FinderTurns(name, new Search[] {box, cells}, new String[] {"box moves", "pulls in cells"},
                turns, null, 0, new int[] {COST[0], COST[3]});
    }

    /**
     * {@link #all}'s five finders and a sixth, {@link AimedSearch} (round 13): a forward search aimed at the pulls' best
     * one-region position, in the late turns only, where it takes four of the plain pulls' nine ({@link #AIMED_LATE_TURNS});
     * while it has no target those turns stay the pulls' ({@link #standIn}), so until it starts the run is the five
     * finders' own, turn for turn. A seventh since round 15, {@link UnpackThenAim} (Festival's HF search: the goals
     * unpacked by pulls, then a forward search aimed at the unpacked position), in turns of its own
     * ({@link #UNPACK_TURNS}) until it is done, every other turn while it aims at a target found deep in the unpacking
     * and far from the start (round 16, {@link #AIM_TURNS}); its work does not count toward {@code lateWork}. An eighth
     * since round 18, {@link HfSearch#bounded} (Festival's HF search on the real level, round 17), with every turn while
     * its unpacking looks for a target, then {@link #HF_TURNS} of every four until it solves or gives up; its work does
     * not count toward {@code lateWork} either.
     */
    static FinderTurns aimed(SokobanBoard b, String name, boolean pushCodes, long lateWork, SetUp up) {
        Fess[] forward = forward(b, name, pushCodes, up);
        Fess box = forward[0], push = forward[1], open = forward[2];
        PullSearch pull = new PullSearch(b, name, pushCodes, PullSearch.WEIGHT, false, up),
                cells = new PullSearch(b, name, pushCodes, PullSearch.WEIGHT, true, up);
        pull.meet(box, push, open);
        cells.lookIn(box, push, open);
        AimedSearch aim = new AimedSearch(b, name, AimedSearch.GIVE_WAY, pull, cells);
        int[] cost = Arrays.copyOf(COST, 8);
        cost[5] = COST[0];   // its work is mostly its box moves'
        cost[6] = COST[0];   // so is the unpacking's aimed search's (UnpackThenAim scales the unpacking's own units)
        cost[7] = COST[0];   // and the HF search's (its forward search is box moves; HfSearch scales the unpacking's)
        Search[] finders = {box, push, pull, cells, open, aim, UnpackThenAim.bounded(b, name, pushCodes),
                HfSearch.bounded(b, name, pushCodes)};
        String[] labels = {"box moves", "single pushes", "pulls", "pulls in cells", "box moves with Festival's opener",
                "aimed search", "unpacked goals, aimed at", "HF search"};
        FinderTurns f = new FinderTurns(name, finders, labels, UNPACK_TURNS, UNPACK_LATE_TURNS, lateWork, cost);
        f.standIn = 2;
        f.memory = MemoryRelease.ofHeap();
        f.aimPattern = AIM_TURNS;
        f.aimLate = AIM_LATE_TURNS;
        return f;
    }

    /** {@link #all} with other costs per unit of work (for measuring them: see {@link #COST}). */
    static FinderTurns all(SokobanBoard b, String name, boolean pushCodes, long lateWork, SetUp up, int[] cost) {
        Fess[] forward = forward(b, name, pushCodes, up);
        Fess box = forward[0], push = forward[1], open = forward[2];
        PullSearch pull = new PullSearch(b, name, pushCodes, PullSearch.WEIGHT, false, up),
                cells = new PullSearch(b, name, pushCodes, PullSearch.WEIGHT, true, up);
        pull.meet(box, push, open);
        cells.lookIn(box, push, open);   // one way: both ways cost the forward finders a second lookup per position
        return new FinderTurns(name, new Search[] {box, push, pull, cells, open},
                new String[] {"box moves", "single pushes", "pulls", "pulls in cells", "box moves with Festival's opener"},
                TURNS, LATE_TURNS, lateWork, cost);
    }

    /**
     * The forward finders as {@code sokoban-find} runs them, in the order plain box moves, single pushes, box moves with
     * Festival's opener; {@link SokobanSameSearchForwardTest} pins each one's search.
     */
    static Fess[] forward(SokobanBoard b, String name, boolean pushCodes, SetUp up) {
        Fess box = boxMoves(b, name, pushCodes, up), push = new Fess(b, name, pushCodes, false, up);
        // the plan's check in the opener's box moves only: there it solves XSokoban 90; in the plain box moves it cost 44
        // (solved where the pulls in cells meet them) its place within 60 s (docs/sokoban.md, round 6)
        // the opener's box moves on the plan whose boxes come in where a box can come (ParkingOrder's way in): XSokoban
        // 42 in 0.3 s (38 s before); in all three forward finders it lost 44 (docs/sokoban.md, round 9). Since round 10
        // in the first search too (XSokoban 90 from 24 to 4 s of CPU, 52 and 71 faster; docs/sokoban.md, round 10)
        Fess open = new Fess(b, name, pushCodes, true, up, Packing.planned(b, up, true)).withBoxOpener().checkingThePlan();
        // learned deadlock patterns in all three forward finders, a table each. Round 5 kept them out of the plain box
        // moves (their cuts moved XSokoban 44, solved where the pulls in cells meet the box moves, from 58.6 to 91 s of
        // CPU); since round 9 the clusters take corner neighbours and are searched until exhausted (PatternSearch), and
        // with them in the plain box moves too 44 takes 11.9 s instead of 47.5 (docs/sokoban.md, round 9). A table each
        // since round 8: with the single pushes' patterns in its table the opener's box moves did not solve XSokoban 52
        // and 74 with more work than they need alone (2,971 M against 2,674 M on 52), with a table of their own they do
        push.learning(new DeadlockTable(b));
        open.learning(new DeadlockTable(b));
        // the corral test's strict continuation (64 nodes a corral, at the front of packing) in all three forward
        // finders. Round 6 put it in the single pushes and the opener's box moves only (XSokoban 30 fell), since in the
        // plain box moves too it lost 44; with round 9's learned patterns in the plain box moves 44 no longer hangs on
        // them, and the strict test there takes 44 from 41.5 to 23.2 s of CPU and 46 from 20.4 to 7.6 s, the 79 solved
        // levels from 397 to 370 s (docs/sokoban.md, round 9)
        push.strictCorrals(STRICT_NODES);
        open.strictCorrals(STRICT_NODES);
        return new Fess[] {box, push, open};
    }

    /** The plain box moves of {@link #forward}: learned patterns in a table of their own, the strict corral test. */
    static Fess boxMoves(SokobanBoard b, String name, boolean pushCodes, SetUp up) {
        Fess box = new Fess(b, name, pushCodes, true, up);
        box.learning(new DeadlockTable(b));
        box.strictCorrals(STRICT_NODES);
        return box;
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "features"; }
    @Override public boolean provesOptimal() { return false; }

    /** A turn lasts the step's budget times {@link #WORK_PER_STEP} of work: a fixed budget keeps runs deterministic. */
    @Override
    public boolean fixedBudget() {
        return true;
    }

    @Override
    public long bytes() {
        long sum = 0;
        for (Search f : finders) sum += f.bytes();
        return sum;
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        if (late != null && !isLate && work() - unpackWork() >= lateWork) {
            isLate = true;
            turns = 0;
        }
        int[] p = isLate ? late : pattern;
        if (aimPattern != null && unpackAimingDeep()) p = isLate ? aimLate : aimPattern;
        int turn = p[turns++ % p.length];
        // the unpacking once done (UnpackThenAim#done) has no turns: the others' then follow one another as without it;
        // so has a finder released for the heap (round 18)
        while (released[turn] || finders[turn] instanceof UnpackThenAim u && u.done()) turn = p[turns++ % p.length];
        // round 16: the unpacking restarted near the start boxes (UnpackThenAim#switched) takes every turn until done
        int c = claimant();
        if (c >= 0) turn = c;
        // round 18: the HF search takes every turn until its unpacking finds a target (or gives up), then HF_TURNS of 4
        // (HF_NEAR_TURNS of NEAR_ROUND near its target past its cap)
        else if (hf != null && !hf.done() && (!hf.searching() || hfTakes(turns, hf.near()))) turn = hfAt;
        // a finder with nothing to search yet (the aimed search before the pulls store a target) gives its turn to its
        // stand-in, the finder whose turns it took: until it starts, the run is the one without it
        if (idle(finders[turn])) turn = standIn;
        // the stand-in released: the pattern's next finder that can search (box moves never go, so there is one)
        while (released[turn] || idle(finders[turn])) turn = p[turns++ % p.length];
        Search f = finders[turn];
        long length = (long) budget * WORK_PER_STEP;
        if (cost != null) length = length * 1000 / cost[turn];
        long t0 = System.nanoTime(), until = clocks[turn].work() + length;
        Status s;
        try {
            do s = f.step(CHUNK); while (s == Status.RUNNING && clocks[turn].work() < until && !idle(f));
        } catch (OutOfMemoryError e) {
            nanos[turn] += System.nanoTime() - t0;
            outOfMemory(turn, e);
            sum();
            return Status.RUNNING;
        }
        nanos[turn] += System.nanoTime() - t0;
        sum();
        if (s == Status.RUNNING && memory != null && memory.over(held)) releaseForMemory();
        if (s == Status.SOLVED) {
            best = f.best();
            message = labels[turn] + " found it" + (f.message() == null ? "" : " (" + f.message() + ")") + "; " + shares()
                    + releases;
        } else if (s == Status.UNSOLVABLE) {
            message = labels[turn] + " ran out of moves";
        }
        return s;
    }

    /**
     * The finder that takes every turn, or -1: an {@link UnpackThenAim} switched near the start boxes and not done. Its
     * aimed searches proved two targets unreachable, so the level's forward space from the start is small enough to
     * exhaust; the switched unpacking then solves Microban 153 in about 1 G work aimed (5.9 s of CPU in sokoban-find,
     * against 9.9 s with every other turn and 40.3 s with its three of twenty; docs/sokoban.md, round 16). It is done
     * at its limits ({@link UnpackThenAim#FIND_LIMIT} positions and {@link UnpackThenAim#FIND_UNPACK_WORK} work
     * unpacking, {@link UnpackThenAim#FIND_AIM} work aimed in all), so the others wait at most that long.
     */
    private int claimant() {
        return unpacker != null && unpacker.switched() && !unpacker.done() ? unpackAt : -1;
    }

    /**
     * This portfolio releasing finders when their tables pass {@code m}'s bound ({@link MemoryRelease}; null: never).
     * {@link #aimed} ({@code sokoban-find}) releases at half the heap.
     */
    FinderTurns releasing(MemoryRelease m) {
        memory = m;
        return this;
    }

    /** Whether finder {@code i} was released for the heap. */
    boolean released(int i) {
        return released[i];
    }

    /**
     * The tables passed the bound: the finder with the most bytes goes (never the box moves, index 0, so a turn always
     * has a finder). One per turn: the next goes when the others' growth passes the bound again.
     */
    private void releaseForMemory() {
        int i = MemoryRelease.pick(finders, mayGo());
        if (i < 0) return;
        release(i, String.format(Locale.ROOT, "released when the tables held %,d MB (bound %,d MB)", held >> 20,
                memory.bound() >> 20));
        held = bytes();
    }

    /**
     * An {@code OutOfMemoryError} in finder {@code turn}'s turn (the estimate missed what the heap holds): that finder's
     * state is unknown, so it goes, and the one with the most bytes with it; with no portfolio policy set, or in the box
     * moves, the error ends the run as before.
     */
    private void outOfMemory(int turn, OutOfMemoryError e) {
        if (memory == null || turn == 0) throw e;
        release(turn, "released: out of memory in its turn");
        int i = MemoryRelease.pick(finders, mayGo());
        if (i >= 0) release(i, "released after an out of memory in the turn of the " + labels[turn]);
    }

    /** Which finders may be released: not yet released, not the box moves. */
    private boolean[] mayGo() {
        boolean[] may = new boolean[finders.length];
        for (int i = 1; i < finders.length; i++) may[i] = !released[i];
        return may;
    }

    /**
     * Releases finder {@code i}: those that look up its table let go of it, and what is left of it ({@link Released})
     * takes its place, so the heap gets its tables back. The aimed search aims at the pulls' stored positions and builds
     * its solution from their tables, so it goes with either pull search.
     */
    private void release(int i, String why) {
        Search f = finders[i];
        for (Search o : finders) {
            if (o instanceof PullSearch p && f instanceof Fess fess) p.forget(fess);
            if (o instanceof Fess fess && f instanceof PullSearch p) fess.forget(p);
        }
        if (f == unpacker) unpacker = null;
        if (f == hf) hf = null;
        finders[i] = new Released(f, why);
        clocks[i] = (Clocked) finders[i];
        released[i] = true;
        releases += "; " + labels[i] + " " + why;
        if (f instanceof PullSearch)
            for (int j = 0; j < finders.length; j++)
                if (finders[j] instanceof AimedSearch) release(j, "released with the " + labels[i]);
    }

    /**
     * A run longer than this ({@link Limits}: wall or CPU time) is a long run ({@link #longRun}): 60 s, the minute of
     * issue 45's count and the bench's headline.
     */
    static final long LONG_RUN_MILLIS = 60_000;

    /**
     * Whether a run with these limits is longer than a minute: its HF search then goes on past its cap instead of giving
     * up ({@link HfSearch#goOnPastCap}); the cap and the near rule stay as in the minute, so the minute's search is the
     * long run's first minute. Within the minute more work for it costs the levels near the limit (round 17: 39 lost its
     * minute uncapped); in a 10-min run the other finders have spent their minute by then. A run with no time limit (a
     * test's node limit) is not long.
     */
    static boolean longRun(Limits limits) {
        return Math.max(limits.timeMillis(), limits.cpuMillis()) > LONG_RUN_MILLIS;
    }

    /** The run's limits: the HF search goes on past its cap in a long run ({@link #longRun}). */
    @Override
    public void limits(Limits limits) {
        super.limits(limits);
        if (hf != null) hf.goOnPastCap(longRun(limits));
    }

    /** Finder {@code i} (the order given to the constructor). */
    Search finder(int i) {
        return finders[i];
    }

    /** Finder {@code i}'s work so far. */
    long work(int i) {
        return clocks[i].work();
    }

    /**
     * Whether {@code f} has nothing to search now (see {@link AimedSearch#ready}), or no more at all
     * ({@link UnpackThenAim#done}: it becomes done within its turn, which must then end).
     */
    private static boolean idle(Search f) {
        return f instanceof AimedSearch a && !a.ready() || f instanceof UnpackThenAim u && u.done()
                || f instanceof HfSearch h && h.done();
    }

    /** Whether the seventh finder aims at a deep and far target ({@link UnpackThenAim#aimingDeep}). */
    private boolean unpackAimingDeep() {
        return unpacker != null && unpacker.aimingDeep();
    }

    /** The unpacking's work (not counted toward the late turns: without it they come when they came before). */
    private long unpackWork() {
        return (unpackAt < 0 ? 0 : clocks[unpackAt].work()) + (hfAt < 0 ? 0 : clocks[hfAt].work());
    }

    /** All finders' work so far. */
    @Override
    public long work() {
        long sum = 0;
        for (Clocked c : clocks) sum += c.work();
        return sum;
    }

    /** A pattern of turns, one digit per turn: the finder's index. */
    private static int[] digits(String pattern) {
        return pattern.chars().map(c -> c - '0').toArray();
    }

    @Override
    public void stopped() {
        StringBuilder m = new StringBuilder();
        for (int i = 0; i < finders.length; i++) {
            finders[i].stopped();
            m.append(i == 0 ? "" : "; ").append(share(i)).append(": ").append(finders[i].message());
        }
        message = m.append(releases).toString();
    }

    /** Each finder's time and work so far: the shares in work are fixed, their cost in time is what a run measures. */
    private String shares() {
        StringBuilder m = new StringBuilder();
        for (int i = 0; i < finders.length; i++) m.append(i == 0 ? "" : ", ").append(share(i));
        return m.toString();
    }

    private String share(int i) {
        return String.format(Locale.ROOT, "%s (%.1f s, %.1f M work)", labels[i], nanos[i] / 1e9, clocks[i].work() / 1e6);
    }

    /** The finders' counts added up; stored and bytes too, since all tables are held at once. */
    private void sum() {
        stats.expanded = stats.generated = stats.duplicates = stats.stored = stats.iterations = 0;
        long frontier = 0;
        for (Search f : finders) {
            Stats a = f.stats();
            stats.expanded += a.expanded;
            stats.generated += a.generated;
            stats.duplicates += a.duplicates;
            stats.stored += a.stored;
            stats.iterations += a.iterations;
            frontier += a.maxFrontier;
        }
        stats.generated -= Math.max(0, forward - 1);   // the start once (the pulls' roots are solved positions)
        stats.maxFrontier = Math.max(stats.maxFrontier, frontier);
        held = bytes();
        stats.bytes(held);
    }
}

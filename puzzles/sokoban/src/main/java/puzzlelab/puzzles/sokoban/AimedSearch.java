package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * A forward search aimed at the pulls' best position: of the positions the pulls ({@link PullSearch}, plain and in
 * cells) have stored whose free squares form one region, the one of least matching bound to the start squares (each
 * pull search keeps it as it stores). One region means any keeper square is the position's, so a forward position with
 * its boxes IS that position: reaching those boxes from the start is a meeting, and the whole solution is the pushes
 * there, then the pulls' path from it undone ({@link PullSearch#solution}).
 *
 * <p>The forward search is a small portfolio ({@link FinderTurns#toward}: plain box moves and pulls in cells, which
 * meet) on a board with the same squares and the target's boxes as goals ({@link SokobanBoard#aimedAt}), in push
 * codes, so its solution's codes are the pushes on this board. The board's goal includes the target's keeper region
 * (round 14): for a target of several regions ({@link PullSearch.TargetRegion}) a forward position with its boxes and
 * the keeper elsewhere is another position, so the box moves accept only the keeper's region and the cells start
 * from that region alone; for a one-region target that is no condition at all. Found by a scratch trace (docs/sokoban.md, round 12,
 * soktrace12's "2e"): on XSokoban 85 the cells' best one-region position after 20 s of CPU was reached from the start
 * in 13 s, where the pulls need 150 s more to meet; on 41, 5 s and 8.5 s against 81 s. In {@code sokoban-find}
 * (round 13) 85 falls at 46.8 s of CPU and 41 at 22.6 s instead of 52.1.
 *
 * <p>A target is taken only when the pulls have come most of the way to it ({@link #NEAR}: its bound at most a quarter of
 * its pulls from the solved position). A target its search proves unreachable (a finder of it runs dry) is dropped; one
 * not reached within {@code giveWay} work gives way to a target of at most half its bound the pulls have stored since
 * (each target is aimed at once). With no target to aim at, {@link #ready} is false and {@link FinderTurns} gives this
 * finder's turns to its stand-in. Work is the aimed portfolio's own (squares walked, pairs matched, positions formed),
 * summed over the targets tried.
 */
final class AimedSearch extends Search implements Clocked {
    // a target is taken only when its bound is at most a quarter of its pulls from the solved position: the pulls have
    // come most of the way. Without it XSokoban 29's cells offered a target of bound 82 at 62 pulls, its search took
    // turns until the pulls met, and 29 went from 39.9 to 59.0 s of CPU; with it 29 takes none (the targets that were
    // reached: 85 12 at 379, 41 35 at 186; docs/sokoban.md, round 13)
    static final int NEAR = 4;
    // the work on one target before a target of at most half its bound (stored since) takes its place: XSokoban 85's
    // first target, of bound 51, gives way after 500 M to one of bound 12, reached with 1,238 M more
    static final long GIVE_WAY = 500_000_000L;
    private final SokobanBoard b;
    private final String name;
    private final PullSearch[] sources;
    private final long giveWay;
    private final List<long[]> tried = new ArrayList<>();   // the targets aimed at: boxes, then the keeper (targetOf)
    private final long[] boxes;
    private FinderTurns aim;        // the search at the current target, null between targets
    private PullSearch aimSource;   // whose stored position the target is
    private int aimId, aimBound;
    private long spent;             // the work of targets left
    private final Stats spentStats = new Stats();
    private int unreachable;        // targets proven unreachable
    // the aimed box moves look up each new position in the sources' tables too (meetingThePulls); off by default
    private PullSearch[] meet = new PullSearch[0];
    private int[] turns;   // the aimed portfolio's pattern of turns (null: FinderTurns.toward's own)
    private TargetRotation rotation;   // several targets at once (rotating), null: one at a time

    /**
     * @param giveWay work on one target before a better target (stored since) takes its place; Long.MAX_VALUE keeps
     *                the first target until its search runs dry
     */
    AimedSearch(SokobanBoard b, String name, long giveWay, PullSearch... sources) {
        this.b = b;
        this.name = name;
        this.sources = sources;
        this.giveWay = giveWay;
        boxes = new long[b.words + 1];
    }

    /**
     * This search with its box moves looking up each new position in the sources' own tables (the plain pulls and the
     * cells, as the main forward finders do): a stored position reached on the way is a meeting, and the solution is the
     * aimed pushes there, then that pull search's path undone; the target then only steers the search. Off by default:
     * in {@code sokoban-find} at 60-120 s of CPU it met no pulls on XSokoban 40, 89, 28, 77, 85, 41, 16, 39, 52, 29, 74
     * or 71 (the same solutions, the same CPU within noise; docs/sokoban.md, round 14, sokmeet14); it meets them on 15
     * when the plain pulls have run far ({@code AimedSearchTest}).
     */
    AimedSearch meetingThePulls() {
        meet = sources;
        return this;
    }

    /**
     * This search aimed at up to {@code targets} of the pulls' candidates at once, in turns ({@link TargetRotation});
     * after {@link #withTurns} and {@link #meetingThePulls}, which it takes as they are. Off in {@code sokoban-find}: at
     * 60 s of CPU XSokoban 41 took 11.3-12.3 s instead of 14.3-15.1, 71 22.6-25.8 instead of 21.1-22.1, 85 28.1-31.3
     * instead of 27.2-28.3, and 40, 89, 28 and 77 stayed unsolved (docs/sokoban.md, round 15).
     */
    AimedSearch rotating(int targets) {
        rotation = new TargetRotation(b, name, sources, targets, turns, meet);
        return this;
    }

    /** This search with its own portfolio's turns ({@link FinderTurns#toward}'s pattern; for tests). */
    AimedSearch withTurns(int... pattern) {
        turns = pattern;
        return this;
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "matching to the target"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public boolean fixedBudget() { return true; }

    @Override
    public long bytes() {
        if (rotation != null) return rotation.bytes();
        return aim == null ? 0 : aim.bytes();
    }

    @Override
    public long work() {
        if (rotation != null) return rotation.work();
        return spent + (aim == null ? 0 : aim.work());
    }

    /** Whether there is a search to run: a target aimed at, or one to take. */
    boolean ready() {
        if (rotation != null) return rotation.ready();
        return aim != null || next() != null;
    }

    /** The untried target of least bound (ties: more pulls from the solved position) among the sources', or null. */
    private PullSearch next() {
        PullSearch best = null;
        for (PullSearch p : sources) {
            if (p.target() < 0 || p.targetBound() * NEAR > p.targetPulls()) continue;
            if (best != null && (p.targetBound() > best.targetBound()
                    || p.targetBound() == best.targetBound() && p.targetPulls() <= best.targetPulls())) continue;
            targetOf(p, boxes);
            if (!triedAlready(boxes)) best = p;
        }
        return best;
    }

    /** Whether an untried target of at most half the current one's bound is there to take its place. */
    private boolean better() {
        PullSearch p = next();
        return p != null && p.targetBound() * 2 <= aimBound;
    }

    /** {@code p}'s target into {@code into}: its boxes, then its keeper's normalised square in the last word. */
    private void targetOf(PullSearch p, long[] into) {
        p.boxesOf(p.target(), into);
        into[b.words] = p.targetKeeper();
    }

    private boolean triedAlready(long[] bx) {
        for (long[] t : tried) if (Arrays.equals(t, bx)) return true;
        return false;
    }

    /** Aims at the next target; false when there is none. */
    private boolean aimAtNext() {
        PullSearch p = next();
        if (p == null) return false;
        leave();
        aimSource = p;
        aimId = p.target();
        aimBound = p.targetBound();
        long[] target = new long[b.words + 1];
        targetOf(p, target);
        tried.add(target);
        // the goal is the position: its boxes and its keeper's region (the only one when its free squares form one)
        SokobanBoard aimed = b.aimedAt(Arrays.copyOf(target, b.words), p.targetKeeper());
        aim = turns == null ? FinderTurns.toward(aimed, name, meet) : FinderTurns.toward(aimed, name, turns, meet);
        return true;
    }

    /** Drops the current target's search, keeping its work and counts. */
    private void leave() {
        if (aim == null) return;
        spent += aim.work();
        Stats s = aim.stats();
        spentStats.expanded += s.expanded;
        spentStats.generated += s.generated;
        spentStats.duplicates += s.duplicates;
        spentStats.stored += s.stored;
        aim = null;
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        if (rotation != null) return rotationStep(budget);
        if (aim == null || aim.work() >= giveWay && better()) {
            if (!aimAtNext()) return Status.RUNNING;   // nothing to aim at: FinderTurns passes the turn on (ready)
        }
        Status s = aim.step(budget);
        copyStats();
        if (s == Status.SOLVED && metThePulls()) return Status.SOLVED;
        if (s == Status.SOLVED) {
            int[] codes = aim.best().moves(), pushes = new int[codes.length];
            for (int i = 0; i < codes.length; i++) pushes[i] = codes[i] - Codes.MACRO;
            best = aimSource.solution(pushes, aimId);
            message = "reached the " + aimSource.moves() + "' position of bound " + aimBound + " (target " + tried.size()
                    + "; " + aim.message() + ")";
            return Status.SOLVED;
        }
        if (s == Status.UNSOLVABLE) {   // the target cannot be reached from the start: the next one
            unreachable++;
            leave();
        }
        return Status.RUNNING;
    }

    /**
     * Whether the aimed box moves solved by meeting a source's stored position ({@link #meetingThePulls}): their
     * solution is then already the whole one, through that pull search's path, and becomes this search's.
     */
    private boolean metThePulls() {
        Fess box = (Fess) aim.finder(0);
        if (box.metWith() == null || aim.best() != box.best()) return false;
        best = aim.best();
        message = "met the " + box.metWith().moves() + " on the way to the " + aimSource.moves() + "' position of bound "
                + aimBound + " (target " + tried.size() + "; " + aim.message() + ")";
        return true;
    }

    private void copyStats() {
        Stats s = aim == null ? null : aim.stats();
        stats.expanded = spentStats.expanded + (s == null ? 0 : s.expanded);
        stats.generated = spentStats.generated + (s == null ? 0 : s.generated);
        stats.duplicates = spentStats.duplicates + (s == null ? 0 : s.duplicates);
        stats.stored = spentStats.stored + (s == null ? 0 : s.stored);
        stats.maxFrontier = Math.max(stats.maxFrontier, s == null ? 0 : s.maxFrontier);
    }

    /** {@link #step} when rotating: its solution and message become this search's. */
    private Status rotationStep(int budget) {
        Status s = rotation.step(budget, stats);
        if (s == Status.SOLVED) {
            best = rotation.best();
            message = rotation.message();
        }
        return s;
    }

    @Override
    public void stopped() {
        if (rotation != null) {
            message = rotation.closing();
            return;
        }
        message = tried.isEmpty() ? "no position of the pulls to aim at"
                : tried.size() + " targets aimed at, " + unreachable + " unreachable; the last of bound " + aimBound;
    }
}

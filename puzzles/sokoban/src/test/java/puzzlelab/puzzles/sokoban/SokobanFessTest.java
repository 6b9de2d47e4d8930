package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Budget;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

/** The finders: replayed solutions on real levels, completeness on a dead one, determinism. */
class SokobanFessTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    @ValueSource(strings = {"xsokoban-1", "xsokoban-2", "xsokoban-3", "xsokoban-6", "microban-1", "microban-30",
            "microban-60", "microban-93"})
    void solutionsReplayUnderBothMetrics(String level) throws InputException {
        Instance inst = type.readId("sokoban:" + level);
        for (String algo : new String[] {"sokoban-find", "sokoban-fess", "sokoban-fess-box", "sokoban-fess-push"})
            for (String metric : new String[] {"pushes", "moves"}) {
                Result r = SokobanSolveTest.solve(inst, algo, metric);
                assertThat(r.solved()).as(level + " " + algo + " " + metric).isTrue();
                assertThat(r.optimal()).isFalse();
                assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).as(level + " " + metric).isTrue();
            }
    }

    @Test
    void theFeasibilityTestAgreesWithTheMatchingBound() throws InputException {
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
        int dead = 0;
        for (String level : new String[] {"xsokoban-1", "xsokoban-16", "microban-60", "microban-139"}) {
            SokobanBoard bd = ((SokobanInstance) type.readId("sokoban:" + level)).board;
            Matching m = new Matching(bd);
            for (int t = 0; t < 2000; t++) {
                long[] boxes = new long[bd.words];
                for (int placed = 0; placed < bd.boxCount(); ) {
                    int s = rnd.nextInt(bd.n);
                    if (!Bits.get(boxes, s)) { Bits.set(boxes, s); placed++; }
                }
                boolean feasible = m.feasible(boxes);
                assertThat(feasible).as(level).isEqualTo(m.bound(boxes) < Matching.DEAD);
                if (!feasible) dead++;
                // the finder's shortcut: a box moved to where its assigned goal is still reachable stays feasible
                int box = Bits.list(boxes, bd.n)[rnd.nextInt(bd.boxCount())];
                int goal = m.goalFor(boxes, box);
                assertThat(goal >= 0).isEqualTo(feasible);
                if (goal < 0) continue;
                int to = rnd.nextInt(bd.n);
                if (Bits.get(boxes, to) || bd.goalDist[goal][to] >= SokobanBoard.INF) continue;
                Bits.clear(boxes, box);
                Bits.set(boxes, to);
                assertThat(m.feasible(boxes)).as(level).isTrue();
            }
        }
        assertThat(dead).isBetween(100, 7900);   // both answers occur
    }

    /**
     * XSokoban 25: no single push joins its regions where it matters, a box taken further does; the box moves' finder
     * solves it with that advisor in about 12,000 entries, and not within 100,000 without it.
     */
    @Test
    void theConnectivityAdvisorTakesABoxFurtherWhenNoPushJoinsRegions() throws InputException {
        Instance inst = type.readId("sokoban:xsokoban-25");
        Result r = Solver.solve(inst, new Solver.Request("sokoban-fess-box", null, "pushes",
                SearchOptions.DEFAULT.withThreads(1), new Limits(0, 100_000, 0), 0));
        assertThat(r.solved()).isTrue();
        assertThat(Replay.solves(inst.problem("pushes"), r.solution().moves())).isTrue();
    }

    @ParameterizedTest
    @CsvSource({"sokoban-find, xsokoban-4", "sokoban-pull, xsokoban-3"})
    void theSameRunGivesTheSameSolutionAndCounts(String algo, String level) throws InputException {
        Instance inst = type.readId("sokoban:" + level);
        Result a = SokobanSolveTest.solve(inst, algo, "pushes");
        Result b = SokobanSolveTest.solve(inst, algo, "pushes");
        assertThat(a.solved()).isTrue();
        assertThat(b.solution().moves()).isEqualTo(a.solution().moves());
        assertThat(b.stats().expanded).isEqualTo(a.stats().expanded);
        assertThat(b.stats().stored).isEqualTo(a.stats().stored);
    }

    /** The closing message says which finder found the solution and what each one's turns cost in time and work. */
    @Test
    void theFindersTurnsReportEachFindersTimeAndWork() throws InputException {
        Result r = SokobanSolveTest.solve(type.readId("sokoban:xsokoban-4"), "sokoban-find", "pushes");
        assertThat(r.solved()).isTrue();
        String share = " \\(\\d+\\.\\d s, \\d+\\.\\d M work\\)";
        String opener = "box moves with Festival's opener";
        // round 13: a sixth finder, the aimed search (idle here: 4 falls before the late turns); round 15: a seventh, the
        // unpacked goals aimed at (UnpackThenAim); round 18: an eighth, the HF search (HfSearch)
        assertThat(r.message()).matches("(box moves|single pushes|pulls|pulls in cells|" + opener + "|aimed search"
                + "|unpacked goals, aimed at|HF search) found it.*; box moves"
                + share + ", single pushes" + share + ", pulls" + share + ", pulls in cells" + share + ", " + opener + share
                + ", aimed search" + share + ", unpacked goals, aimed at" + share + ", HF search" + share);
    }

    /**
     * Turns are shared by work weighted by each finder's cost per unit ({@link FinderTurns#COST}): at first 6:1:5:1:4 turns,
     * the pulls in cells 1 of 17, the pulls 5; once the late turns begin 6:1:9:4:4 (round 11; it was 6:1:5:5:4), the
     * cells 4 of 24 and the pulls 9 (five finders).
     */
    @Test
    void thePullsAndThePullsInCellsGetMoreTurnsOnceTheLateWorkIsDone() throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:xsokoban-26")).board;
        // the five finders without round 13's aimed search, which takes four of the pulls' late turns once the pulls store
        // a target (on 26 within these rounds); sokoban-find's own run with it is checked below
        FinderTurns early = FinderTurns.all(b, "find", true, Long.MAX_VALUE),
                late = FinderTurns.all(b, "find", true, 0, SetUp.NEVER, FinderTurns.COST);
        runTurns(early, 5 * 17);   // five rounds of the first pattern
        runTurns(late, 4 * 24);    // four of the late one
        assertThat(workShare(early, 3)).isCloseTo(share(new int[] {6, 1, 5, 1, 4}, 3), org.assertj.core.data.Offset.offset(0.02));
        assertThat(workShare(late, 3)).isCloseTo(share(new int[] {6, 1, 9, 4, 4}, 3), org.assertj.core.data.Offset.offset(0.03));
        assertThat(workShare(late, 3)).isBetween(0.10, 0.22);   // 4/24 = 0.167 by turns; the cells' dearer unit gives them less
        assertThat(workShare(early, 2)).isCloseTo(share(new int[] {6, 1, 5, 1, 4}, 2), org.assertj.core.data.Offset.offset(0.03));
        assertThat(workShare(late, 2)).isCloseTo(share(new int[] {6, 1, 9, 4, 4}, 2), org.assertj.core.data.Offset.offset(0.03));
        assertThat(workShare(late, 2)).isGreaterThan(workShare(early, 2) + 0.08);   // 9/24 against 5/17 by turns
        // with the aimed search (sokoban-find since round 13): its turns and the pulls' together are the pulls' 9 of 24
        // (the same cost a unit), and it ran here, so the pulls alone got less
        FinderTurns aimed = FinderTurns.all(b, "find", true, 0);
        runTurns(aimed, 4 * 24);
        long all = 0;
        for (int k = 0; k < 6; k++) all += aimed.work(k);
        assertThat((double) (aimed.work(2) + aimed.work(5)) / all).isCloseTo(share(new int[] {6, 1, 9, 4, 4}, 2),
                org.assertj.core.data.Offset.offset(0.03));
        assertThat(aimed.work(5)).isPositive();
    }

    /** A finder whose unit costs half as much CPU gets twice the work a turn: the single pushes at cost 500. */
    @Test
    void aCheaperUnitGetsMoreWorkPerTurn() throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:xsokoban-26")).board;
        FinderTurns even = FinderTurns.all(b, "find", true, Long.MAX_VALUE, SetUp.NEVER, new int[] {1000, 1000, 1000, 1000, 1000});
        FinderTurns cheap = FinderTurns.all(b, "find", true, Long.MAX_VALUE, SetUp.NEVER, new int[] {1000, 500, 1000, 1000, 1000});
        for (int i = 0; i < 68; i++) {
            // turns of the bench's length: with learned patterns in the box moves since round 9 a chunk of theirs can
            // run past a short turn's end (a pattern search is one unit of their clock), which a short turn feels most
            assertThat(even.step(Budget.FIXED)).isEqualTo(Status.RUNNING);
            assertThat(cheap.step(Budget.FIXED)).isEqualTo(Status.RUNNING);
        }
        double evenRatio = (double) even.work(1) / even.work(0), cheapRatio = (double) cheap.work(1) / cheap.work(0);
        assertThat(evenRatio).isCloseTo(1.0 / 6, org.assertj.core.data.Offset.offset(0.03));   // 1 turn to 6 (round 8)
        assertThat(cheapRatio).isCloseTo(2.0 / 6, org.assertj.core.data.Offset.offset(0.06));
        assertThat(cheap.work(0)).isEqualTo(even.work(0));   // the box moves' turns are unchanged: the same search
    }

    /** Finder {@code i}'s expected part of the work with {@code turns} per round, each turn weighted by 1000 / COST. */
    private static double share(int[] turns, int i) {
        double all = 0;
        for (int k = 0; k < turns.length; k++) all += turns[k] * 1000.0 / FinderTurns.COST[k];
        return turns[i] * 1000.0 / FinderTurns.COST[i] / all;
    }

    /** {@code turns} turns of the bench's length (whole rounds of the pattern; no level of 26's size is solved by then). */
    private static void runTurns(FinderTurns f, int turns) {
        for (int i = 0; i < turns; i++) assertThat(f.step(Budget.FIXED)).isEqualTo(Status.RUNNING);
    }

    /** Finder {@code i}'s part of the work so far. */
    private static double workShare(FinderTurns f, int i) {
        long all = 0;
        for (int k = 0; k < 5; k++) all += f.work(k);
        return (double) f.work(i) / all;
    }

    @Test
    void exhaustingTheSpaceProvesALevelUnsolvable() throws InputException {
        // a random level that A* proves unsolvable after a short search (no dead square or matching shows it at once)
        Instance inst = type.read("stuck.xsb", """
                ########
                # # # ##
                #.     #
                #$ . $ #
                # $    #
                # # @. #
                ########
                """);
        assertThat(inst.unsolvableReason()).isNull();
        assertThat(SokobanSolveTest.solve(inst, "sokoban", "pushes").status()).isEqualTo(Status.UNSOLVABLE);
        for (String algo : new String[] {"sokoban-find", "sokoban-fess", "sokoban-fess-box", "sokoban-fess-push", "sokoban-pull"}) {
            Result r = SokobanSolveTest.solve(inst, algo, "pushes");
            assertThat(r.status()).as(algo).isEqualTo(Status.UNSOLVABLE);
            assertThat(r.stats().expanded).isGreaterThan(1);   // found by search, not at the root
        }
    }
}

package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * Every SAT answer is checked by a second method: on the small game levels and on random boards (solvable or not)
 * the SAT optimum equals that of the iterative deepening (zhed-ids, which shares no code with the encoding but the
 * rules), and every SAT plan replays to a win.
 */
class ZhedSatTest {

    /** The deepening alone, run to its end: the shortest length, or -1 when it proves the level unsolvable. */
    private static int deepeningOptimum(Level lv) {
        Result r = SearchRunner.run(new ZhedSearch(lv, "zhed-ids", false, 0, 1), Limits.NONE);
        if (r.status() == Status.UNSOLVABLE) return -1;
        assertThat(r.optimal()).isTrue();
        return r.solution().length();
    }

    private static int satOptimum(Level lv) {
        int[] plan = PlanSat.shortest(lv);
        if (plan == null) return -1;
        assertThat(Replay.solves(ZhedProblem.solving(lv), plan)).as("the SAT plan replays to a win").isTrue();
        return plan.length;
    }

    static Stream<Integer> smallLevels() {
        return IntStream.rangeClosed(1, 41).boxed();
    }

    @ParameterizedTest(name = "level {0}")
    @MethodSource("smallLevels")
    void satOptimumEqualsTheDeepeningsOnTheSmallGameLevels(int n) throws Exception {
        Level lv = ZhedType.builtin(n);
        assertThat(satOptimum(lv)).isEqualTo(deepeningOptimum(lv));
    }

    /** Random 7x7 boards of 3–7 tiles with values 1–3 and one goal: many are unsolvable, so both answers occur. */
    @Test
    void satAndDeepeningAgreeOnRandomBoards() {
        SplittableRandom rnd = new SplittableRandom(16);
        int solvable = 0;
        int unsolvable = 0;
        for (int i = 0; i < 150; i++) {
            Level lv = randomLevel(rnd);
            int sat = satOptimum(lv);
            assertThat(sat).as("board %d", i).isEqualTo(deepeningOptimum(lv));
            if (sat < 0) unsolvable++;
            else solvable++;
        }
        assertThat(solvable).isGreaterThan(20);
        assertThat(unsolvable).isGreaterThan(20);
    }

    private static Level randomLevel(SplittableRandom rnd) {
        int w = 7;
        int tiles = 3 + rnd.nextInt(5);
        java.util.List<Integer> cells = new java.util.ArrayList<>();
        for (int c = 0; c < w * w; c++) cells.add(c);
        java.util.Collections.shuffle(cells, new java.util.Random(rnd.nextLong()));
        int[] tc = new int[tiles];
        int[] tv = new int[tiles];
        for (int t = 0; t < tiles; t++) {
            tc[t] = cells.get(t);
            tv[t] = 1 + rnd.nextInt(3);
        }
        // the goal shares a row or column with the first tile, so the boards are not all dead at once
        int g;
        do {
            int x = tc[0] % w, y = tc[0] / w;
            g = rnd.nextBoolean() ? y * w + rnd.nextInt(w) : rnd.nextInt(w) * w + x;
        } while (contains(tc, g));
        return new Level(w, w, tc, tv, new int[] {g}, new int[0]);
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) if (x == v) return true;
        return false;
    }

    @Test
    void theSatProverAloneProvesLevel29AndReportsItsBound() throws Exception {
        var inst = Puzzles.load("zhed:level-29", null);
        Result r = Solver.solve(inst, Solver.Request.of("zhed-sat", null));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(11);
        assertThat(r.lowerBound()).isEqualTo(11L);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
    }

    /** Offered the published 32-move solution of level 86, the prover asks "fewer than 32?" and ends at 20. */
    @Test
    void anOfferedSolutionIsImprovedAndThenProvenShortest() throws Exception {
        Level lv = ZhedType.builtin(86);
        int[] known = ZhedTestData.knownMoves(lv, ZhedTestData.knownSolutions().get(86));
        assertThat(known).hasSize(32);
        SatProver p = new SatProver(lv, "zhed-sat");
        p.offer(new Solution(known, known.length));
        Result r = SearchRunner.run(p, Limits.NONE);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(20);
        assertThat(Replay.solves(ZhedProblem.solving(lv), r.solution().moves())).isTrue();
    }

    /** A node limit (conflicts) stops the run; the solver thread then ends instead of running on unseen. */
    @Test
    void theSolverThreadEndsWhenTheRunIsStopped() throws Exception {
        SatProver p = new SatProver(ZhedType.builtin(100), "zhed-sat");
        Result r = SearchRunner.run(p, new Limits(0, 2_000, 0));
        assertThat(r.optimal()).isFalse();
        assertThat(r.lowerBound()).isNotNull();
        Thread t = p.solverThread();
        t.join(60_000);
        assertThat(t.isAlive()).isFalse();
    }
}

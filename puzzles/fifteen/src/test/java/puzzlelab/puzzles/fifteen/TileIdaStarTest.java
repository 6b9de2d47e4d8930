package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;
import puzzlelab.engine.StopReason;
import puzzlelab.engine.algo.IdaStar;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * The specialised IDA* + Manhattan or + linear conflict ({@link TileIdaStar}) is the generic {@link IdaStar} made
 * fast: through the ordinary pipeline it is the one chosen, and it returns the same solution with the same
 * statistics, also when a limit or a cancellation stops it part way.
 */
class TileIdaStarTest {

    private static Search generic(Instance inst) {
        return generic(inst, "manhattan");
    }

    private static Search generic(Instance inst, String heuristic) {
        return new IdaStar(inst.problem(null), heuristic(inst, heuristic), null);
    }

    private static Search specialised(Instance inst) throws Exception {
        return specialised(inst, "manhattan");
    }

    private static Search specialised(Instance inst, String heuristic) throws Exception {
        return Solver.resolve(inst, Solver.Request.of("idastar", heuristic)).create();
    }

    private static Heuristic manhattan(Instance inst) {
        return heuristic(inst, "manhattan");
    }

    private static Heuristic heuristic(Instance inst, String name) {
        return inst.heuristics(null).stream().filter(h -> h.name().equals(name)).findFirst().orElseThrow();
    }

    static void assertSameCounts(Stats fast, Stats slow) {
        assertThat(fast.generated).as("generated").isEqualTo(slow.generated);
        assertThat(fast.expanded).as("expanded").isEqualTo(slow.expanded);
        assertThat(fast.iterations).as("iterations").isEqualTo(slow.iterations);
        assertThat(fast.maxFrontier).as("deepest path").isEqualTo(slow.maxFrontier);
    }

    @ParameterizedTest(name = "korf #{0} + {1}: {2} moves, {3} generated")
    @CsvSource({"12, manhattan, 45, 546344", "42, manhattan, 42, 877823", "55, manhattan, 41, 927212",
            "79, manhattan, 42, 540860", "97, manhattan, 44, 1002927",
            "12, linear-conflict, 45, 179628", "42, linear-conflict, 42, 217288", "55, linear-conflict, 41, 163077",
            "79, linear-conflict, 42, 107088", "97, linear-conflict, 44, 166566"})
    void korfInstancesMatchTheGenericIdaStarNodeForNode(int id, String heuristic, int length, long generated) throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-" + id, null);
        Search fast = specialised(inst, heuristic);
        assertThat(fast).isInstanceOf(TileIdaStar.class);
        assertThat(fast.heuristic()).isEqualTo(heuristic);
        Result r = SearchRunner.run(fast, Limits.NONE);
        Result g = SearchRunner.run(generic(inst, heuristic), Limits.NONE);

        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(length);
        assertThat(r.lowerBound()).isEqualTo(length);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        assertThat(r.stats().generated).isEqualTo(generated);   // Korf's table
        assertThat(r.solution()).isEqualTo(g.solution());        // the same first goal of the last iteration
        assertSameCounts(r.stats(), g.stats());
    }

    /** A position {@code steps} random blank moves from the goal of an R×C board (seeded: the same one every run). */
    private static Instance walked(int rows, int cols, int steps, long seed) {
        SlidingBoard b = new SlidingBoard(rows, cols);
        int[] tiles = new int[b.cells];
        for (int i = 0; i < tiles.length; i++) tiles[i] = i;
        java.util.Random rnd = new java.util.Random(seed);
        int blank = 0;
        for (int k = 0; k < steps; k++) {
            int to = b.target(blank, rnd.nextInt(4));
            if (to < 0) continue;
            tiles[blank] = tiles[to];
            tiles[to] = 0;
            blank = to;
        }
        return new FifteenInstance(new FifteenType(), rows + "x" + cols + " walk seed " + seed, rows, cols, tiles);
    }

    @ParameterizedTest(name = "{0}x{1} + {4}, {2} random moves, seed {3}")
    @CsvSource({"3, 3, 60, 1, manhattan", "2, 4, 60, 2, manhattan", "2, 8, 80, 3, manhattan", "3, 5, 80, 4, manhattan",
            "4, 4, 60, 5, manhattan", "3, 3, 60, 1, linear-conflict", "3, 3, 200, 11, linear-conflict",
            "2, 4, 60, 2, linear-conflict", "2, 4, 200, 12, linear-conflict", "4, 3, 200, 13, linear-conflict",
            "3, 4, 200, 14, linear-conflict", "4, 4, 60, 5, linear-conflict", "4, 4, 200, 15, linear-conflict"})
    void otherBoardsUpTo16CellsMatchTheGenericIdaStar(int rows, int cols, int steps, long seed, String heuristic) throws Exception {
        Instance inst = walked(rows, cols, steps, seed);
        Search fast = specialised(inst, heuristic);
        assertThat(fast).isInstanceOf(TileIdaStar.class);
        Result r = SearchRunner.run(fast, Limits.NONE);
        Result g = SearchRunner.run(generic(inst, heuristic), Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().length()).isPositive();
        assertThat(r.solution()).isEqualTo(g.solution());
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        assertSameCounts(r.stats(), g.stats());
    }

    @Test
    void boardsOfMoreThan16CellsKeepTheGenericLoop() throws Exception {
        assertThat(specialised(walked(4, 5, 20, 6))).isInstanceOf(IdaStar.class);
    }

    @Test
    void linearConflictOnLinesOfMoreThan4CellsKeepsTheGenericLoop() throws Exception {
        assertThat(specialised(walked(2, 8, 20, 7), "linear-conflict")).isInstanceOf(IdaStar.class);
        assertThat(specialised(walked(3, 5, 20, 8), "linear-conflict")).isInstanceOf(IdaStar.class);
    }

    @Test
    void theGoalItselfIsSolvedWithNoMoveAndOneNode() throws Exception {
        Result r = SearchRunner.run(specialised(Puzzles.load("fifteen:0.1.2.3.4.5.6.7.8.9.10.11.12.13.14.15", null)), Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().length()).isZero();
        assertThat(r.stats().generated).isEqualTo(1);
    }

    @ParameterizedTest(name = "{0} expansions, {1}")
    @CsvSource({"1, manhattan", "1000, manhattan", "123457, manhattan",
            "1, linear-conflict", "1000, linear-conflict", "123457, linear-conflict"})
    void aNodeLimitStopsItWhereItStopsTheGenericOneWithPartialStatistics(long nodes, String heuristic) throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-1", null);
        Limits limits = new Limits(0, nodes, 0);
        Result r = SearchRunner.run(specialised(inst, heuristic), limits);
        Result g = SearchRunner.run(generic(inst, heuristic), limits);
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.NODES);
        assertThat(r.solution()).isNull();
        assertSameCounts(r.stats(), g.stats());
        // every expansion (an iteration's root too) takes a unit of the step's budget: the limit is met exactly
        assertThat(r.stats().expanded).isEqualTo(nodes);
        // one expansion is the root's alone (its children are generated as the next step tries them)
        assertThat(r.stats().generated).isGreaterThan(nodes == 1 ? 0 : nodes);
        assertThat(r.lowerBound()).isEqualTo(g.lowerBound()).isGreaterThanOrEqualTo(41L);   // korf #1's Manhattan distance
    }

    @Test
    void anOfferedSolutionEndsTheSearchWhenTheBoundReachesItsCostAsForTheGenericOne() throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-12", null);
        puzzlelab.engine.Solution optimal = SearchRunner.run(generic(inst), Limits.NONE).solution();
        Search fast = specialised(inst);
        Search slow = generic(inst);
        fast.offer(optimal);
        slow.offer(optimal);
        Result r = SearchRunner.run(fast, Limits.NONE);
        Result g = SearchRunner.run(slow, Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution()).isSameAs(optimal);
        assertThat(r.message()).contains("ruled out");
        assertThat(r.stats().generated).isLessThan(546_344);   // the last iteration was not searched
        assertSameCounts(r.stats(), g.stats());
    }

    @ParameterizedTest
    @ValueSource(strings = {"manhattan", "linear-conflict"})
    void cancellingStopsItWithPartialStatistics(String heuristic) throws Exception {
        AtomicInteger polls = new AtomicInteger();
        Result r = SearchRunner.run(specialised(Puzzles.load("fifteen:korf-88", null), heuristic), Limits.NONE, Progress.NONE,
                () -> polls.incrementAndGet() > 20);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.CANCEL);
        assertThat(r.stats().expanded).isPositive();
        assertThat(r.lowerBound()).isNotNull();
    }

    @Test
    void otherHeuristicsAndTracedRunsKeepTheGenericLoop() throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-1", null);
        Problem p = inst.problem(null);
        assertThat(Solver.resolve(inst, Solver.Request.of("idastar", "pdb-555")).create()).isInstanceOf(IdaStar.class);
        assertThat(p.specialised("idastar", manhattan(inst), puzzlelab.engine.SearchOptions.DEFAULT.withTrace(
                (depth, move, g, h, verdict) -> { }))).isNull();
        assertThat(p.specialised("astar", manhattan(inst), puzzlelab.engine.SearchOptions.DEFAULT)).isNull();
    }
}

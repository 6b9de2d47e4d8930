package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;
import puzzlelab.engine.StopReason;
import puzzlelab.engine.algo.IdaStar;

/**
 * The specialised IDA* with ranked additive pattern databases ({@link PdbIdaStar}) against the generic IDA* on a
 * {@link PdbCursor} with the same tables (node for node) and against IDA* + linear conflict (the optimal length), on
 * the 5×5 board with 4-tile groups (small tables: the 6-6-6-6 ones are too big for a test).
 */
class PdbIdaStarTest {
    /** Six 4-tile groups covering the 24 tiles of the 5×5 board. */
    static final int[][] FOURS = {{1, 2, 5, 6}, {3, 4, 8, 9}, {7, 11, 12, 13}, {10, 15, 16, 20}, {14, 18, 19, 24},
            {17, 21, 22, 23}};

    @TempDir
    static Path dir;

    private static AdditivePdb fours(boolean reflect) {
        return AdditivePdb.load(new SlidingBoard(5, 5), FOURS, reflect, dir, new PrintStream(new ByteArrayOutputStream(), true,
                StandardCharsets.UTF_8));
    }

    private static AdditivePdbHeuristic heuristic(boolean reflect) {
        AdditivePdb pdb = fours(reflect);
        return new AdditivePdbHeuristic("pdb-test", pdb.board, () -> pdb);
    }

    /** A position {@code steps} random blank moves from the goal of the 5×5 board, never undoing the last (seeded). */
    static int[] walked(int steps, long seed) {
        SlidingBoard b = new SlidingBoard(5, 5);
        int[] tiles = new int[b.cells];
        for (int i = 0; i < tiles.length; i++) tiles[i] = i;
        Random rnd = new Random(seed);
        int blank = 0;
        int last = -1;
        for (int k = 0; k < steps; ) {
            int m = rnd.nextInt(4);
            int to = b.target(blank, m);
            if (to < 0 || (last >= 0 && m == SlidingMoves.inverse(last))) continue;
            tiles[blank] = tiles[to];
            tiles[to] = 0;
            blank = to;
            last = m;
            k++;
        }
        return tiles;
    }

    private static Search fast(int[] tiles, AdditivePdbHeuristic h) {
        Search s = new SlidingProblem(new SlidingBoard(5, 5), tiles).specialised("idastar", h, SearchOptions.DEFAULT);
        assertThat(s).isInstanceOf(PdbIdaStar.class);
        return s;
    }

    private static Search generic(int[] tiles, puzzlelab.engine.Heuristic h) {
        return new IdaStar(new SlidingProblem(new SlidingBoard(5, 5), tiles), h, null);
    }

    @ParameterizedTest(name = "{0} random moves, seed {1}, reflection {2}")
    @CsvSource({"40, 1, true", "50, 2, true", "60, 3, true", "60, 4, false", "50, 5, false", "80, 6, true"})
    void randomWalksMatchTheGenericIdaStarNodeForNodeAndLinearConflictsOptimalLength(int steps, long seed, boolean reflect) {
        int[] tiles = walked(steps, seed);
        AdditivePdbHeuristic h = heuristic(reflect);
        Result r = SearchRunner.run(fast(tiles, h), Limits.NONE);
        Result g = SearchRunner.run(generic(tiles, h), Limits.NONE);
        Result lc = SearchRunner.run(generic(tiles, new SlidingHeuristic(new SlidingBoard(5, 5), SlidingHeuristic.Kind.LINEAR_CONFLICT)),
                Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isGreaterThan(10).isEqualTo(lc.solution().length());
        assertThat(r.lowerBound()).isEqualTo(r.solution().length());
        assertThat(Replay.solves(new SlidingProblem(new SlidingBoard(5, 5), tiles), r.solution().moves())).isTrue();
        assertThat(r.solution()).isEqualTo(g.solution());
        TileIdaStarTest.assertSameCounts(r.stats(), g.stats());
    }

    @Test
    void theRootsValueIsTheTablesEstimate() {
        AdditivePdb pdb = fours(true);
        for (long seed = 1; seed <= 20; seed++) {
            int[] tiles = walked(300, seed);
            PdbIdaStar s = new PdbIdaStar(pdb.board, tiles, pdb, "pdb-test");
            assertThat(s.rootH()).isEqualTo(pdb.estimate(tiles)).isLessThanOrEqualTo(
                    SlidingHeuristic.manhattan(pdb.board, tiles) * 3);
        }
    }

    @ParameterizedTest(name = "{0} expansions")
    @CsvSource({"1", "1000", "12347"})
    void aNodeLimitStopsItWhereItStopsTheGenericOneWithPartialStatistics(long nodes) {
        int[] tiles = walked(400, 9);
        AdditivePdbHeuristic h = heuristic(true);
        Limits limits = new Limits(0, nodes, 0);
        Result r = SearchRunner.run(fast(tiles, h), limits);
        Result g = SearchRunner.run(generic(tiles, h), limits);
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.NODES);
        assertThat(r.solution()).isNull();
        TileIdaStarTest.assertSameCounts(r.stats(), g.stats());
        assertThat(r.stats().expanded).isEqualTo(nodes);
        assertThat(r.lowerBound()).isEqualTo(g.lowerBound());
    }

    /**
     * The runner adapts its budgets to the time a step takes, so how it cuts a run depends on the machine's load; the
     * counts at a node limit must not (an iteration's root counted beside the budget once made them differ by a node
     * and its children under load). Here the runner's loop with fixed budget sequences.
     */
    @ParameterizedTest(name = "{0} expansions")
    @CsvSource({"1", "2", "1000", "12347"})
    void aNodeLimitStopsAtTheSameNodeWhateverTheStepSizes(long nodes) {
        int[] tiles = walked(400, 9);
        AdditivePdbHeuristic h = heuristic(true);
        Stats one = toNodeLimit(fast(tiles, h), nodes, 1);
        assertThat(one.expanded).isEqualTo(nodes);
        for (int[] budgets : new int[][]{{4096}, {2, 3, 5, 7, 11}, {1, 1000, 1}, {1, 2, 4, 8, 16, 32, 64, 128, 256}}) {
            TileIdaStarTest.assertSameCounts(toNodeLimit(fast(tiles, h), nodes, budgets), one);
            TileIdaStarTest.assertSameCounts(toNodeLimit(generic(tiles, h), nodes, budgets), one);
        }
    }

    /** The runner's loop and node-limit check, with the given budgets in turn instead of time-adapted ones. */
    private static Stats toNodeLimit(Search s, long nodes, int... budgets) {
        Stats st = s.stats();
        for (int k = 0; ; k++) {
            int step = (int) Math.max(1, Math.min(budgets[k % budgets.length], nodes - st.expanded));
            if (s.step(step) != Status.RUNNING || st.expanded >= nodes) return st;
        }
    }

    @Test
    void tinyStepsGiveTheSameRunAsOneBigStep() {
        int[] tiles = walked(60, 3);
        AdditivePdbHeuristic h = heuristic(true);
        Search small = fast(tiles, h);
        Status st;
        do st = small.step(3); while (st == Status.RUNNING);
        Result big = SearchRunner.run(fast(tiles, h), Limits.NONE);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(small.best()).isEqualTo(big.solution());
        assertThat(small.stats().generated).isEqualTo(big.stats().generated);
        assertThat(small.stats().expanded).isEqualTo(big.stats().expanded);
    }

    @Test
    void cancellingStopsItWithPartialStatistics() {
        AtomicInteger polls = new AtomicInteger();
        Result r = SearchRunner.run(fast(walked(1000, 11), heuristic(true)), Limits.NONE, Progress.NONE,
                () -> polls.incrementAndGet() > 5);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.CANCEL);
        assertThat(r.stats().expanded).isPositive();
    }

    @Test
    void theGoalIsSolvedWithNoMoveAndGroupsThatMissATileKeepTheGenericLoop() {
        Result r = SearchRunner.run(fast(walked(0, 1), heuristic(true)), Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().length()).isZero();
        AdditivePdb partial = AdditivePdb.load(new SlidingBoard(5, 5), new int[][]{FOURS[0]}, true, dir,
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        AdditivePdbHeuristic h = new AdditivePdbHeuristic("pdb-partial", partial.board, () -> partial);
        assertThat(new SlidingProblem(partial.board, walked(30, 1)).specialised("idastar", h, SearchOptions.DEFAULT)).isNull();
        assertThat(new SlidingProblem(new SlidingBoard(5, 5), walked(30, 1)).specialised("idastar", heuristic(true),
                SearchOptions.DEFAULT.withTrace((depth, move, g, hv, verdict) -> { }))).isNull();
    }
}

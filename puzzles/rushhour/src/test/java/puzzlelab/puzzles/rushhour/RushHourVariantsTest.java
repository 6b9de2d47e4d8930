package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * The report's algorithm family and this package's solvers: every variant returns a solution that replays, and
 * claims optimality exactly when it can prove it (UvA board 1: optimum 21 moves, 35 steps).
 */
class RushHourVariantsTest {

    @Test
    void everyVariantIsListedWithItsOptimality() throws Exception {
        Instance inst = TestData.id("rushhour:uva-1");
        assertThat(inst.algorithms().keySet()).containsExactly("packed-bfs", "subset-bound", "lns", "beam",
                "bfs-max", "bfs-all", "bfs-max-useful", "bfs-all-useful",
                "astar-blockers-max", "astar-blockers-all", "astar-blockers2-max", "astar-blockers2-all",
                "random-uniform", "random-vehicle", "random-finish", "random-max", "dfs-report", "steprefiner");
        assertThat(inst.algorithms().get("astar-blockers2-all").optimality()).contains("not admissible");
        assertThat(inst.algorithms().get("bfs-all").optimality()).startsWith("optimal");
        assertThat(inst.algorithms().get("packed-bfs").optimality()).isEqualTo("optimal");
    }

    @ParameterizedTest(name = "{0} on {1} ({2})")
    @CsvSource({
        "packed-bfs, uva-1, moves, SOLVED, true, 21", "packed-bfs, uva-1, steps, SOLVED, true, 35",
        "subset-bound, uva-1, moves, SOLVED, true, 21", "subset-bound, uva-1, steps, SOLVED, true, 35",
        "bfs-all, uva-1, moves, SOLVED, true, 21", "bfs-max, uva-1, moves, SOLVED, false, 21",
        "bfs-all-useful, card-1, moves, SOLVED, false, 8", "bfs-max-useful, card-1, moves, SOLVED, false, 8",
        "bfs-all-useful, uva-1, moves, LIMIT, false, -1", "bfs-max-useful, uva-1, moves, LIMIT, false, -1",
        "astar-blockers-all, uva-1, moves, SOLVED, true, 21", "astar-blockers-all, uva-1, steps, SOLVED, true, 35",
        "astar-blockers-max, uva-1, moves, SOLVED, false, 21", "astar-blockers2-all, uva-1, moves, SOLVED, false, 0",
        "astar-blockers2-max, uva-1, moves, SOLVED, false, 22",
        "dfs-report, uva-1, moves, SOLVED, false, 0", "beam, uva-1, moves, SOLVED, false, 0",
        "lns, uva-3, moves, SOLVED, false, 0",
        "bfs, uva-1, moves, SOLVED, true, 21", "astar, uva-1, moves, SOLVED, true, 21",
        "idastar, card-1, moves, SOLVED, true, 8", "ucs, uva-1, steps, SOLVED, true, 35"})
    void variantsSolveAndClaimOptimalityHonestly(String algorithm, String board, String metric, Status status,
                                                 boolean optimal, int cost) throws Exception {
        Instance inst = TestData.id("rushhour:" + board);
        Result r = Solver.solve(inst, Solver.Request.of(algorithm, null).withMetric(metric)
                .withLimits(new Limits(60_000, 0, 0)));
        assertThat(r.status()).isEqualTo(status);
        assertThat(r.optimal()).isEqualTo(optimal);
        if (status == Status.LIMIT) {
            assertThat(r.message()).contains("restricted moves (not a proof that none exists)");
            return;
        }
        assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).isTrue();
        if (cost > 0) assertThat(r.solution().cost()).isEqualTo(cost);
        int opt = Solver.solve(inst, Solver.Request.of(null, null).withMetric(metric)).solution().length();
        assertThat(r.solution().cost()).isGreaterThanOrEqualTo(opt);
    }

    @ParameterizedTest(name = "card {0}: {1} moves, {2} steps")
    @MethodSource("puzzlelab.puzzles.rushhour.RushHourOracleTest#cards")
    void subsetBoundProvesTheCardOptima(int card, int moves, int steps, String board36) throws Exception {
        Instance inst = TestData.id("rushhour:card-" + card);
        for (String metric : List.of("moves", "steps")) {
            Result r = Solver.solve(inst, Solver.Request.of("subset-bound", null).withMetric(metric));
            assertThat(r.status()).isEqualTo(Status.SOLVED);
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().cost()).isEqualTo(metric.equals("moves") ? moves : steps);
            assertThat(r.lowerBound()).isEqualTo(r.solution().cost());
            assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"random-uniform", "random-vehicle", "random-finish", "random-max", "steprefiner"})
    void randomVariantsAreSeededAndReplay(String algorithm) throws Exception {
        Instance inst = TestData.id("rushhour:uva-2");
        Solver.Request req = Solver.Request.of(algorithm, null).withOptions(SearchOptions.DEFAULT.withSeed(7));
        Result a = Solver.solve(inst, req);
        Result b = Solver.solve(inst, req);
        assertThat(a.status()).isEqualTo(Status.SOLVED);
        assertThat(a.optimal()).isFalse();
        assertThat(a.solution()).isEqualTo(b.solution());
        assertThat(Replay.solves(inst.problem(null), a.solution().moves())).isTrue();
        Result c = Solver.solve(inst, Solver.Request.of(algorithm, null).withOptions(SearchOptions.DEFAULT.withSeed(8)));
        assertThat(c.solution()).isNotEqualTo(a.solution());
    }

    @Test
    void theStepRefinerShortensItsRandomWalk() throws Exception {
        Instance inst = TestData.id("rushhour:uva-1");
        SearchOptions o = SearchOptions.DEFAULT.withSeed(3);
        Result walk = Solver.solve(inst, Solver.Request.of("random-finish", null).withOptions(o));
        Result refined = Solver.solve(inst, Solver.Request.of("steprefiner", null).withOptions(o));
        assertThat(refined.solution().length()).isLessThan(walk.solution().length()).isGreaterThanOrEqualTo(21);
        assertThat(refined.message()).startsWith("random walk of " + walk.solution().length() + " moves");
    }

    @Test
    void usefulMoveCheckKeepsOnlyMovesThatOpenMovesForOthers() throws Exception {
        RushInstance inst = TestData.id("rushhour:card-40");
        RushProblem all = new RushProblem(inst.packed, false, new MoveRules(MoveRules.Distances.ALL, false, false, false));
        RushProblem useful = new RushProblem(inst.packed, false, new MoveRules(MoveRules.Distances.ALL, false, true, false));
        long[] s = RushHourFormatsTest.key(inst);
        List<String> a = moves(inst, all, s);
        List<String> u = moves(inst, useful, s);
        // card 40:  6 2 2 . 7 .  /  6 8 5 . 7 11  /  6 8 5 1 1 11  /  3 3 3 9 . 11  /  . . 4 9 10 10  /  12 12 4 13 13 .
        assertThat(a).containsExactly("2,1", "11,-1", "13,1");
        // 2 right lets 8 move up, 13 right lets 9 move down; 11 up frees a cell no other vehicle can use
        assertThat(u).containsExactly("2,1", "13,1");
    }

    private static List<String> moves(RushInstance inst, RushProblem p, long[] s) {
        List<String> out = new java.util.ArrayList<>();
        long[] buf = new long[p.words()];
        p.expand(s, new puzzlelab.engine.Successors() {
            public long[] child() { return buf; }
            public void emit(int move, int cost) { out.add(inst.moveText(move)); }
        });
        return out;
    }

    @Test
    void lnsFindsShortSolutionsOnTheTwelveByTwelve() throws Exception {
        Instance inst = TestData.id("rushhour:uva-7");
        Result r = Solver.solve(inst, Solver.Request.of("lns", null).withOptions(SearchOptions.DEFAULT.withSeed(3))
                .withLimits(new Limits(40_000, 0, 0)));
        assertThat(r.solution()).isNotNull();
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        assertThat(r.solution().length()).isLessThan(97);
        String csv = RushHourType.resource("uva/Rushhour12x12_7.csv");
        assertThat(new CourseChecker(12, csv).check(inst.nativeSolution(r.solution().moves()))).isNull();
    }
}

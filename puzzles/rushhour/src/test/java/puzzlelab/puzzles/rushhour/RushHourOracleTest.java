package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * Known optima: a deterministic subset of Fogleman's database (every 50th line plus all 113 puzzles of 45 moves
 * and more; the benchmark runs all 18,068), the 40 ThinkFun cards, Fogleman's "forty" set, UvA boards 1–4 (moves
 * and steps; 5 and 6 are in the benchmark), and the course checker's rules on our native output.
 */
class RushHourOracleTest {

    static Stream<Arguments> fogleman() throws Exception {
        List<Arguments> out = new ArrayList<>();
        for (String file : List.of("rush_subset.txt", "rush_18k_hardest_ge45.txt")) {
            String[] lines = TestData.text(file).split("\n");
            for (String l : lines) {
                String[] t = l.trim().split("\\s+");
                out.add(Arguments.of(Integer.parseInt(t[0]), t[1], Integer.parseInt(t[2])));
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{1}: {0} moves")
    @MethodSource("fogleman")
    void foglemanDatabaseOptimaMatch(int moves, String board, int clusterSize) throws Exception {
        RushInstance inst = TestData.id("rushhour:" + board);
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(moves);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
    }

    static Stream<Arguments> smallClusters() throws Exception {
        return fogleman().filter(a -> (int) a.get()[2] <= 10_000);
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("smallClusters")
    void foglemanClustersAreExploredExactly(int moves, String board, int clusterSize) throws Exception {
        // each database line is the farthest position of its cluster, and the cluster is every reachable state
        RushInstance inst = TestData.id("rushhour:" + board);
        long[] start = new long[inst.packed.words];
        inst.packed.initial(start);
        Cluster.Extent c = Cluster.explore(inst.packed, start, 1_000_000);
        assertThat(c.size()).isEqualTo(clusterSize);
        assertThat(c.maxDistance()).isEqualTo(moves);
    }

    static Stream<Arguments> cards() {
        List<Arguments> out = new ArrayList<>();
        for (String[] t : TestData.rows("classic40_optimal.txt"))
            out.add(Arguments.of(Integer.parseInt(t[0]), Integer.parseInt(t[1]), Integer.parseInt(t[2]), t[3]));
        return out.stream();
    }

    @ParameterizedTest(name = "card {0}: {1} moves, {2} steps")
    @MethodSource("cards")
    void thinkFunCardsHaveTheirOptima(int card, int moves, int steps, String board36) throws Exception {
        RushInstance inst = TestData.id("rushhour:card-" + card);
        // the INF421 file is the same position as the table's board string (letters differ)
        RushInstance table = TestData.id("rushhour:" + board36);
        assertThat(canonical(inst)).isEqualTo(canonical(table));
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.solution().length()).isEqualTo(moves).isEqualTo(RushHourType.CARD_OPTIMA[card - 1]);
        assertThat(r.optimal()).isTrue();
        Result s = Solver.solve(inst, Solver.Request.of(null, null).withMetric("steps"));
        assertThat(s.solution().cost()).isEqualTo(steps);
        assertThat(s.optimal()).isTrue();
        assertThat(Replay.cost(inst.problem("steps"), s.solution().moves())).isEqualTo(steps);
    }

    private static String canonical(RushInstance inst) {
        RushBoard b = RushAnnealer.relabel(inst.board, inst.board.start);
        return FoglemanText.write(b, b.start);
    }

    static Stream<Arguments> forty() {
        List<Arguments> out = new ArrayList<>();
        for (String[] t : TestData.rows("fogleman_forty_optimal.txt"))
            out.add(Arguments.of(Integer.parseInt(t[0]), Integer.parseInt(t[1]), Integer.parseInt(t[2]), t[3]));
        return out.stream();
    }

    @ParameterizedTest(name = "forty {0}: {1} moves, {2} steps")
    @MethodSource("forty")
    void foglemansFortyHaveTheirOptima(int level, int moves, int steps, String board) throws Exception {
        RushInstance inst = TestData.id("rushhour:" + board);
        assertThat(Solver.solve(inst, Solver.Request.of(null, null)).solution().length()).isEqualTo(moves);
        assertThat(Solver.solve(inst, Solver.Request.of(null, null).withMetric("steps")).solution().cost()).isEqualTo(steps);
    }

    @ParameterizedTest(name = "UvA board {0}")
    @ValueSource(ints = {1, 2, 3, 4})
    void uvaBoardsOptimalInMovesAndSteps(int board) throws Exception {
        String[] row = TestData.rows("uva/uva_optimal.csv").stream().filter(t -> t[0].equals(String.valueOf(board)))
                .findFirst().orElseThrow();
        int moves = Integer.parseInt(row[4]);
        int steps = Integer.parseInt(row[6]);
        RushInstance inst = TestData.id("rushhour:uva-" + board);
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.solution().length()).isEqualTo(moves).isEqualTo(RushHourType.UVA_OPTIMA[board - 1]);
        assertThat(r.optimal()).isTrue();
        // the native output passes an independent implementation of the course checker
        String csv = RushHourType.resource("uva/" + RushHourType.UVA_FILES[board - 1]);
        assertThat(new CourseChecker(inst.board.n, csv).check(inst.nativeSolution(r.solution().moves()))).isNull();
        assertThat(inst.counts(r.solution().moves(), "moves")).containsEntry("moves", moves);
        Result s = Solver.solve(inst, Solver.Request.of(null, null).withMetric("steps"));
        assertThat(s.solution().cost()).isEqualTo(steps);
        assertThat(inst.counts(s.solution().moves(), "steps")).containsEntry("steps", (long) steps);
        assertThat(new CourseChecker(inst.board.n, csv).check(inst.nativeSolution(s.solution().moves()))).isNull();
    }

    @ParameterizedTest(name = "board {0}: {1} moves, {2} steps")
    @MethodSource("wouterBant")
    void publishedStudentSolutionsReplay(int board, int moves, int steps) throws Exception {
        Instance inst = TestData.id("rushhour:uva-" + board);
        String sol = TestData.text("wouterbant/board" + board + ".csv");
        int[] codes = TestData.moves(inst, sol);
        assertThat(codes).hasSize(moves);
        assertThat(Replay.solves(inst.problem(null), codes)).isTrue();
        assertThat(Replay.cost(inst.problem("steps"), codes)).isEqualTo(steps);
        String csv = RushHourType.resource("uva/" + RushHourType.UVA_FILES[board - 1]);
        assertThat(new CourseChecker(((RushInstance) inst).board.n, csv).check(sol)).isNull();
        assertThat(inst.nativeSolution(codes).trim()).isEqualTo(sol.trim());
    }

    static Stream<Arguments> wouterBant() {
        return Stream.of(Arguments.of(1, 21, 38), Arguments.of(2, 15, 32), Arguments.of(3, 33, 92),
                Arguments.of(4, 27, 58), Arguments.of(5, 22, 59), Arguments.of(6, 18, 33), Arguments.of(7, 97, 152));
    }

    @Test
    void officialExampleOutputFailsOnTheCurrentBoardOne() throws Exception {
        Instance inst = TestData.id("rushhour:uva-1");
        String sol = TestData.text("uva/example_output.csv");
        int[] codes = TestData.moves(inst, sol);
        assertThat(codes).hasSize(8);
        assertThat(Replay.solves(inst.problem(null), codes)).isFalse();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Replay.states(inst.problem(null), codes))
                .isInstanceOf(Replay.IllegalMoveException.class).hasMessageContaining("move #2");
        String csv = RushHourType.resource("uva/Rushhour6x6_1.csv");
        assertThat(new CourseChecker(6, csv).check(sol)).isEqualTo("move 2: B leaves the board");
    }
}

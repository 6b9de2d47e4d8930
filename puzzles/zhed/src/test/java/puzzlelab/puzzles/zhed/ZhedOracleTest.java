package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * The oracles of the issue: all 100 known solutions replay; the default solver's solutions replay and, when it
 * claims them shortest, match the BFS minimum of summary.csv (levels 1–33 that BFS finished).
 */
class ZhedOracleTest {

    @Test
    void all100KnownSolutionsReplayToAWinWithTheirRecordedLength() throws Exception {
        Map<Integer, List<int[]>> known = ZhedTestData.knownSolutions();
        Map<Integer, ZhedTestData.Stats> stats = ZhedTestData.stats();
        assertThat(known).hasSize(100);
        for (int n = 1; n <= 100; n++) {
            Level lv = ZhedType.builtin(n);
            int[] moves = ZhedTestData.knownMoves(lv, known.get(n));
            assertThat(Replay.solves(ZhedProblem.solving(lv), moves)).as("level %d", n).isTrue();
            assertThat(moves.length).as("level %d", n).isEqualTo(stats.get(n).knownMoves());
            assertThat(lv.tiles()).as("level %d", n).isEqualTo(stats.get(n).tiles());
        }
    }

    static Stream<Integer> bfsLevels() throws Exception {
        Map<Integer, ZhedTestData.Stats> stats = ZhedTestData.stats();
        return IntStream.rangeClosed(1, 33).boxed().filter(n -> stats.get(n).bfsMin() != null);
    }

    @ParameterizedTest(name = "level {0}")
    @MethodSource("bfsLevels")
    void theDefaultSolverProvesTheBfsMinimum(int n) throws Exception {
        var inst = Puzzles.load("zhed:level-" + n, null);
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(ZhedTestData.stats().get(n).bfsMin());
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
    }

    @Test
    void theProvingSearchAloneAgreesWithBfsOnTheHardestBfsLevels() throws Exception {
        for (int n : new int[] {14, 23, 27}) {
            var inst = Puzzles.load("zhed:level-" + n, null);
            Result r = Solver.solve(inst, Solver.Request.of("zhed-ids", null));
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().length()).isEqualTo(ZhedTestData.stats().get(n).bfsMin());
        }
    }
}

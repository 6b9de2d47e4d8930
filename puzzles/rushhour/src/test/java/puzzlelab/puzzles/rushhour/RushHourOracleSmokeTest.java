package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * Rush Hour oracles through the public API: the ThinkFun classic 40 (optimal moves and steps), a deterministic
 * 400-puzzle slice of Fogleman's database, and UvA boards 1–4. Every solution is replayed.
 */
class RushHourOracleSmokeTest {

    static List<String> lines(String name) throws IOException {
        try (InputStream in = RushHourOracleSmokeTest.class.getResourceAsStream("/rushhour-lead/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
        }
    }

    static Stream<String> cards() throws IOException {
        return lines("classic40_optimal.txt").stream();
    }

    @ParameterizedTest(name = "card {0}")
    @MethodSource("cards")
    void classicCardsAreSolvedOptimallyInMovesAndSteps(String line) throws Exception {
        String[] t = line.trim().split("\\s+");
        Instance inst = Puzzles.load("rushhour:" + t[3], null);
        Result moves = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(moves.optimal()).isTrue();
        assertThat(moves.solution().cost()).isEqualTo(Long.parseLong(t[1]));
        assertThat(Replay.solves(inst.problem(null), moves.solution().moves())).isTrue();
        Result steps = Solver.solve(inst, Solver.Request.of(null, null).withMetric("steps"));
        assertThat(steps.optimal()).isTrue();
        assertThat(steps.solution().cost()).isEqualTo(Long.parseLong(t[2]));
    }

    @ParameterizedTest(name = "fogleman slice")
    @CsvSource({"0", "1", "2", "3"})
    void foglemanSliceMatchesTheDatabase(int part) throws Exception {
        List<String> all = lines("fogleman-400.txt");
        for (String line : all.subList(part * 100, part * 100 + 100)) {
            String[] t = line.trim().split("\\s+");
            Instance inst = Puzzles.load("rushhour:" + t[1], null);
            Result r = Solver.solve(inst, Solver.Request.of(null, null));
            assertThat(r.solution().cost()).as(line).isEqualTo(Long.parseLong(t[0]));
            assertThat(r.optimal()).isTrue();
        }
    }

    @ParameterizedTest(name = "uva-{0}")
    @CsvSource({"1,21", "2,15", "3,33", "4,27"})
    void uvaBoardsAreSolvedOptimally(int board, int optimum) throws Exception {
        Instance inst = Puzzles.load("rushhour:uva-" + board, null);
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().cost()).isEqualTo(optimum);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        assertThat(inst.nativeSolution(r.solution().moves())).startsWith("car,move\n");
    }
}

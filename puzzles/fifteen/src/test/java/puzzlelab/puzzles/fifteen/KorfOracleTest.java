package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * Korf's 100: exact optimal lengths and exact IDA*+Manhattan generated-node counts (Korf 1985 convention: blank
 * operators up, left, right, down; inverse of the previous move pruned; root counted once; stop at the first
 * goal of the last iteration) for the 37 instances under 20 M nodes.
 */
class KorfOracleTest {
    record Answer(int id, int length, long mdNodes, long lcNodes) {
    }

    static List<Answer> answers() throws IOException {
        List<Answer> out = new ArrayList<>();
        try (InputStream in = KorfOracleTest.class.getResourceAsStream("/puzzlelab/puzzles/fifteen/korf100-answers.txt")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (l.startsWith("#") || l.isBlank()) continue;
                String[] t = l.trim().split("\\s+");
                out.add(new Answer(Integer.parseInt(t[0]), Integer.parseInt(t[1]), Long.parseLong(t[2]), Long.parseLong(t[3])));
            }
        }
        return out;
    }

    static Stream<Answer> easyManhattan() throws IOException {
        return answers().stream().filter(a -> a.mdNodes < 20_000_000);
    }

    static Stream<Answer> easyLinearConflict() throws IOException {
        return answers().stream().filter(a -> a.lcNodes < 5_000_000);
    }

    @ParameterizedTest(name = "korf #{0}")
    @MethodSource("easyManhattan")
    void idaStarManhattanMatchesKorfsTable(Answer a) throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-" + a.id, null);
        Result r = Solver.solve(inst, Solver.Request.of("idastar", "manhattan"));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().length()).isEqualTo(a.length);
        assertThat(r.optimal()).isTrue();
        assertThat(r.stats().generated).isEqualTo(a.mdNodes);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
    }

    @ParameterizedTest(name = "korf #{0}")
    @MethodSource("easyLinearConflict")
    void idaStarLinearConflictMatchesRerun(Answer a) throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-" + a.id, null);
        Result r = Solver.solve(inst, Solver.Request.of("idastar", "linear-conflict"));
        assertThat(r.solution().length()).isEqualTo(a.length);
        assertThat(r.stats().generated).isEqualTo(a.lcNodes);
    }
}

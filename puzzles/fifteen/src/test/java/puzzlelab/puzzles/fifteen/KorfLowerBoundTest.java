package puzzlelab.puzzles.fifteen;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.puzzles.LowerBoundCheck;
import puzzlelab.puzzles.Puzzles;

/** Every lower bound printed on Korf's 100 (auto, IDA*, A*, BFS part way) is at most the known optimum. */
class KorfLowerBoundTest {
    static Stream<KorfOracleTest.Answer> all() throws Exception {
        return KorfOracleTest.answers().stream();
    }

    @ParameterizedTest(name = "korf #{0}")
    @MethodSource("all")
    void lowerBoundsNeverPassTheOptimum(KorfOracleTest.Answer a) throws Exception {
        LowerBoundCheck.check(Puzzles.load("fifteen:korf-" + a.id(), null), a.length(), "idastar", "astar");
    }
}

package puzzlelab.puzzles.chexers;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.puzzles.LowerBoundCheck;

/** Every lower bound on the oracle files is at most the confirmed optimum. */
class ChexersLowerBoundTest {
    @ParameterizedTest(name = "{0}")
    @MethodSource("puzzlelab.puzzles.chexers.ChexersOracleTest#inSpec")
    void lowerBoundsNeverPassTheOptimum(ChexersData.Row row) throws Exception {
        LowerBoundCheck.check(ChexersData.load(row.file()), Long.parseLong(row.optimum()), "astar", "idastar", "bfs");
    }
}

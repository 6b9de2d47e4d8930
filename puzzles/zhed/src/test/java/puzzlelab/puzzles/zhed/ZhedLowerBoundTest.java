package puzzlelab.puzzles.zhed;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.puzzles.LowerBoundCheck;
import puzzlelab.puzzles.Puzzles;

/** Every lower bound on the levels whose BFS minimum is known is at most that minimum. */
class ZhedLowerBoundTest {
    @ParameterizedTest(name = "level {0}")
    @MethodSource("puzzlelab.puzzles.zhed.ZhedOracleTest#bfsLevels")
    void lowerBoundsNeverPassTheMinimum(int n) throws Exception {
        LowerBoundCheck.check(Puzzles.load("zhed:level-" + n, null), ZhedTestData.stats().get(n).bfsMin(), "zhed", "zhed-ids");
    }
}

package puzzlelab.puzzles.rushhour;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.puzzles.LowerBoundCheck;

/** Every lower bound on the oracle boards (Fogleman's subset, the 40 cards) is at most the known optimum. */
class RushHourLowerBoundTest {

    @ParameterizedTest(name = "{1}: {0} moves")
    @MethodSource("puzzlelab.puzzles.rushhour.RushHourOracleTest#fogleman")
    void foglemanBounds(int moves, String board, int clusterSize) throws Exception {
        LowerBoundCheck.check(TestData.id("rushhour:" + board), moves, "packed-bfs", "subset-bound", "bfs", "astar");
    }

    @ParameterizedTest(name = "card {0}")
    @MethodSource("puzzlelab.puzzles.rushhour.RushHourOracleTest#cards")
    void cardBounds(int card, int moves, int steps, String board36) throws Exception {
        LowerBoundCheck.check(TestData.id("rushhour:card-" + card), moves, "packed-bfs", "subset-bound", "idastar");
    }
}

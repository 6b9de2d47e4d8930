package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Stats;

/** The backward DAG finder alone: it solves big levels within a node budget, and what it returns replays. */
class ZhedWeaverTest {

    /** Runs the weaver on a level until it finds a solution or spends the node budget. */
    private static int[] weave(int level, long nodes, long seed) throws Exception {
        Level lv = ZhedType.builtin(level);
        Stats stats = new Stats();
        Weaver w = new Weaver(lv, stats, seed);
        while (stats.expanded < nodes) {
            int[] s = w.run(10_000);
            if (s != null) return s;
        }
        return null;
    }

    @ParameterizedTest(name = "level {0}")
    // 40: a helper's path shares a cell with a later helper's (an eager order would rule the solution out);
    // 73, 90: mid-size levels; 98: 39 tiles, all of them used (needs the repair restarts)
    @CsvSource({"40, 1000", "73, 300000", "90, 50000", "98, 2000000"})
    void solvesWithinANodeBudgetAndTheSolutionReplays(int level, long nodes) throws Exception {
        int[] s = weave(level, nodes, 1);
        assertThat(s).as("solution within %d nodes", nodes).isNotNull();
        assertThat(Solutions.wins(ZhedType.builtin(level), s)).isTrue();
    }

    @ParameterizedTest(name = "seed {0}")
    @CsvSource({"1", "2"})
    void isDeterministicForASeed(long seed) throws Exception {
        int[] a = weave(80, 200_000, seed);
        int[] b = weave(80, 200_000, seed);
        assertThat(a).isNotNull().isEqualTo(b);
    }
}

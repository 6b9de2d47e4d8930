package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * WiLGYSeF's count: a plain DFS without duplicate detection over every (unused tile, direction) sequence visits
 * N(n) = Σ_{i=1..n} 4^i·n!/(n−i)! nodes below the root (root counted once in "generated").
 */
class ZhedNodeCountTest {

    static long formula(int n) {
        long sum = 0;
        long perm = 1;
        long pow = 1;
        for (int i = 1; i <= n; i++) {
            perm *= n - i + 1;
            pow *= 4;
            sum += pow * perm;
        }
        return sum;
    }

    @ParameterizedTest(name = "level {0}: {1} tiles")
    @CsvSource({"5, 4, 7888", "6, 4, 7888", "7, 5, 157780", "9, 5, 157780", "10, 5, 157780", "8, 6, 3786744"})
    void plainDfsGeneratesExactlyNOfN(int level, int tiles, long expected) throws Exception {
        assertThat(formula(tiles)).isEqualTo(expected);
        Level lv = ZhedType.builtin(level);
        assertThat(lv.tiles()).isEqualTo(tiles);
        // the generic engine dfs, path loop checks only, on the enumeration view
        Result generic = SearchRunner.run(Algorithms.create("dfs", ZhedProblem.enumeration(lv), null,
                SearchOptions.DEFAULT.withPathOnly(true)), Limits.NONE);
        assertThat(generic.status()).isEqualTo(Status.UNSOLVABLE);
        assertThat(generic.stats().generated - 1).isEqualTo(expected);
        assertThat(generic.stats().duplicates).isZero();
        if (tiles <= 5) {
            // the same through the puzzle's algorithm list
            Result r = Solver.solve(Puzzles.load("zhed:level-" + level, null), Solver.Request.of("dfs-all", null));
            assertThat(r.stats().generated - 1).isEqualTo(expected);
        }
    }
}

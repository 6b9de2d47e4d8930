package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.algo.Algorithms;

/**
 * A node limit stops a search at the same node however the runner cut the run into steps: the runner adapts its
 * budgets to the time a step takes, so the cut depends on the machine's load, and counts at a node limit must not.
 * (IDA* used to count each iteration's root beside the step's budget: a loaded machine's run stopped a node earlier
 * or later, and {@code PdbIdaStarTest}'s node-limit comparison failed now and then.)
 */
class NodeLimitStepsTest {
    private static final long NODES = 5_000;

    /** 20,000 nodes with random edges of cost 1..3 and a goal no edge reaches: no search ends before the limit. */
    private static GraphProblem unreachableGoal() {
        int n = 20_000;
        GraphProblem g = new GraphProblem(n + 1, 0, n, 1);
        Random r = new Random(47);
        for (int u = 0; u < n; u++) {
            int d = 1 + r.nextInt(3);
            for (int k = 0; k < d; k++) g.edge(u, r.nextInt(n), 1 + r.nextInt(3));
        }
        return g;
    }

    /** The runner's loop and node-limit check, with the given budgets in turn instead of time-adapted ones. */
    static Stats toNodeLimit(Search s, long nodes, int... budgets) {
        Stats st = s.stats();
        for (int k = 0; ; k++) {
            int step = (int) Math.max(1, Math.min(budgets[k % budgets.length], nodes - st.expanded));
            if (s.step(step) != Status.RUNNING || st.expanded >= nodes) return st;
        }
    }

    private static Search create(String algo) {
        return Algorithms.create(algo, unreachableGoal(), null, SearchOptions.DEFAULT.withSeed(3));
    }

    private static String counts(Stats s) {
        return "expanded " + s.expanded + " generated " + s.generated + " duplicates " + s.duplicates
                + " iterations " + s.iterations + " deepest " + s.maxFrontier;
    }

    @ParameterizedTest
    @ValueSource(strings = {"idastar", "iddfs", "dfs", "dfbnb", "bfs", "astar", "ucs", "greedy"})
    void theSameNodeWhateverTheStepSizes(String algo) {
        String one = counts(toNodeLimit(create(algo), NODES, 1));
        assertThat(toNodeLimit(create(algo), NODES, 1).expanded).as(algo).isEqualTo(NODES);
        for (int[] budgets : new int[][]{{4096}, {2, 3, 5, 7, 11, 13}, {1, 1000, 1}, {1, 2, 4, 8, 16, 32, 64, 128}})
            assertThat(counts(toNodeLimit(create(algo), NODES, budgets))).as(algo).isEqualTo(one);
        // and the runner, whatever its budgets were on this run
        Result r = SearchRunner.run(create(algo), new Limits(0, NODES, 0));
        assertThat(r.stoppedBy()).isEqualTo(StopReason.NODES);
        assertThat(counts(r.stats())).as(algo).isEqualTo(one);
    }
}

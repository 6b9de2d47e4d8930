package puzzlelab.engine;

import puzzlelab.engine.algo.Algorithms;
import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/** Properties over random graphs: optimal algorithms agree with a reference distance; answers replay. */
class GraphPropertiesTest {

    @Property(tries = 150)
    void optimalAlgorithmsMatchTheReferenceDistance(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                    @ForAll @IntRange(min = 2, max = 60) int n,
                                                    @ForAll @IntRange(min = 1, max = 3) int words,
                                                    @ForAll boolean undirected) {
        GraphProblem unit = GraphProblem.random(seed, n, 3, 1, words, undirected);
        long d = unit.distance(true);
        String[] optimal = undirected ? new String[]{"bfs", "iddfs", "astar", "ucs", "idastar", "dfbnb", "bidi"}
                : new String[]{"bfs", "iddfs", "astar", "ucs", "idastar", "dfbnb"};
        for (String a : optimal) {
            // tree searches (IDA*, IDDFS) are exponential on graphs with cycles, and IDA* cannot prove that a cyclic
            // graph has no solution: keep them to small solvable graphs
            boolean tree = a.equals("idastar") || a.equals("iddfs");
            if (tree && (n > 12 || (a.equals("idastar") && d < 0))) continue;
            Result r = SearchRunner.run(Algorithms.create(a, unit, null, SearchOptions.DEFAULT), Limits.NONE);
            if (d < 0) {
                assertThat(r.status()).as(a).isEqualTo(Status.UNSOLVABLE);
            } else {
                assertThat(r.status()).as(a).isEqualTo(Status.SOLVED);
                assertThat(r.solution().cost()).as(a).isEqualTo(d);
                assertThat(r.optimal()).as(a).isTrue();
                assertThat(Replay.solves(unit, r.solution().moves())).as(a).isTrue();
            }
        }
        for (String a : new String[]{"dfs", "greedy", "wastar", "random"}) {
            Result r = SearchRunner.run(Algorithms.create(a, unit, null, SearchOptions.DEFAULT.withSeed(seed).withWalks(3, 500)), Limits.NONE);
            assertThat(r.optimal()).as(a).isFalse();
            if (r.solution() != null) assertThat(Replay.solves(unit, r.solution().moves())).as(a).isTrue();
            if (d < 0) assertThat(r.solution()).as(a).isNull();
        }
    }

    @Property(tries = 100)
    void costOptimalAlgorithmsHandleWeights(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                            @ForAll @IntRange(min = 2, max = 50) int n) {
        GraphProblem g = GraphProblem.random(seed, n, 3, 5, 1, false);
        long d = g.distance(false);
        for (String a : new String[]{"ucs", "astar", "idastar", "dfbnb"}) {
            if (a.equals("idastar") && (n > 12 || d < 0)) continue;
            Result r = SearchRunner.run(Algorithms.create(a, g, null, SearchOptions.DEFAULT), Limits.NONE);
            if (d < 0) {
                assertThat(r.status()).as(a).isEqualTo(Status.UNSOLVABLE);
            } else {
                assertThat(r.solution().cost()).as(a).isEqualTo(d);
                assertThat(r.optimal()).as(a).isTrue();
            }
        }
    }
}

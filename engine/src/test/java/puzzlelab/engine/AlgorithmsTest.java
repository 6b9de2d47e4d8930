package puzzlelab.engine;

import puzzlelab.engine.algo.Algorithms;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.algo.Shortener;

class AlgorithmsTest {
    /** 0 → 1 → 2 → 3 (goal) and a shortcut 0 → 4 → 3; node 5 hangs off 1. */
    private static GraphProblem diamond() {
        return new GraphProblem(6, 0, 3, 1)
                .edge(0, 1, 1).edge(0, 4, 1).edge(1, 2, 1).edge(1, 5, 1).edge(2, 3, 1).edge(4, 3, 1);
    }

    private static Result run(String algo, Problem p) {
        return SearchRunner.run(Algorithms.create(algo, p, null, SearchOptions.DEFAULT.withSeed(7)), Limits.NONE);
    }

    @Test
    void bfsCountsExactly() {
        Result r = run("bfs", diamond());
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().moves()).containsExactly(1, 0);   // 0 -e1-> 4 -e0-> 3
        assertThat(r.optimal()).isTrue();
        // root; expand 0 → {1, 4}; expand 1 → {2, 5}; expand 4 → {3} = goal on generation
        assertThat(r.stats().expanded).isEqualTo(3);
        assertThat(r.stats().generated).isEqualTo(6);
        assertThat(r.stats().stored).isEqualTo(6);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bfs", "dfs", "dfbnb", "iddfs", "astar", "wastar", "greedy", "ucs", "bidi"})
    void unreachableGoalIsProvenUnsolvable(String algo) {
        // a cycle 0 → 1 → 2 → 0 that never reaches 3 (undirected for bidi)
        GraphProblem g = new GraphProblem(4, 0, 3, 2).edge(0, 1, 1).edge(1, 2, 1).edge(2, 0, 1).edge(3, 0, 1);
        if (algo.equals("bidi")) {
            g = new GraphProblem(4, 0, 3, 1).edge(0, 1, 1).edge(1, 0, 1).edge(1, 2, 1).edge(2, 1, 1);
            g.reversible = true;
        }
        Result r = run(algo, g);
        assertThat(r.status()).isEqualTo(Status.UNSOLVABLE);
        assertThat(r.solution()).isNull();
        assertThat(r.optimal()).isFalse();
    }

    @Test
    void idaStarProvesUnsolvabilityOnlyWhenTheTreeIsFinite() {
        // IDA* is a tree search: on a cycle it would deepen forever, so only an acyclic dead end is proven
        GraphProblem g = new GraphProblem(4, 0, 3, 1).edge(0, 1, 1).edge(1, 2, 1).edge(0, 2, 1);
        assertThat(run("idastar", g).status()).isEqualTo(Status.UNSOLVABLE);
        GraphProblem cyclic = new GraphProblem(3, 0, 2, 1).edge(0, 1, 1).edge(1, 0, 1);
        Result r = SearchRunner.run(Algorithms.create("idastar", cyclic, null, SearchOptions.DEFAULT), new Limits(0, 10_000, 0));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
    }

    @Test
    void nodeLimitEndsCleanlyWithPartialStatistics() {
        GraphProblem g = new GraphProblem(5000, 0, 4999, 1);
        for (int i = 0; i < 4999; i++) g.edge(i, i + 1, 1);
        Result r = SearchRunner.run(Algorithms.create("bfs", g, null, SearchOptions.DEFAULT), new Limits(0, 100, 0));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.stats().expanded).isBetween(100L, 100L + 4096);
        assertThat(r.message()).contains("node limit");
    }

    @Test
    void cancellationIsReported() {
        GraphProblem g = new GraphProblem(100000, 0, 99999, 1);
        for (int i = 0; i < 99999; i++) g.edge(i, i + 1, 1);
        Result r = SearchRunner.run(Algorithms.create("bfs", g, null, SearchOptions.DEFAULT), Limits.NONE,
                Progress.NONE, () -> true);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        assertThat(r.stats().expanded).isPositive();
    }

    @Test
    void dfbnbKeepsTheBaselineAndEndsOptimal() {
        // DFS order finds the long way first (edge 0), then the baseline cuts and the short way wins
        GraphProblem g = new GraphProblem(7, 0, 6, 1)
                .edge(0, 1, 1).edge(1, 2, 1).edge(2, 3, 1).edge(3, 6, 1)
                .edge(0, 4, 1).edge(4, 6, 1);
        Result r = run("dfbnb", g);
        assertThat(r.solution().length()).isEqualTo(2);
        assertThat(r.optimal()).isTrue();
        Result d = run("dfs", g);
        assertThat(d.solution().length()).isEqualTo(4);
        assertThat(d.optimal()).isFalse();
    }

    @Test
    void weightedCostsMakeBfsNonOptimalButUcsAndAstarOptimal() {
        GraphProblem g = new GraphProblem(4, 0, 3, 1).edge(0, 3, 10).edge(0, 1, 1).edge(1, 2, 1).edge(2, 3, 1);
        assertThat(run("bfs", g).optimal()).isFalse();
        assertThat(run("bfs", g).solution().cost()).isEqualTo(10);
        assertThat(run("ucs", g).solution().cost()).isEqualTo(3);
        assertThat(run("ucs", g).optimal()).isTrue();
        assertThat(run("astar", g).solution().cost()).isEqualTo(3);
        assertThat(run("iddfs", g).optimal()).isFalse();
    }

    @Test
    void randomWalkIsDeterministicForASeed() {
        GraphProblem g = GraphProblem.random(11, 60, 4, 1, 1, true);
        SearchOptions o = SearchOptions.DEFAULT.withSeed(42).withWalks(5, 5000);
        Result a = SearchRunner.run(Algorithms.create("random", g, null, o), Limits.NONE);
        Result b = SearchRunner.run(Algorithms.create("random", g, null, o), Limits.NONE);
        if (g.distance(true) >= 0) {
            assertThat(a.solution()).isEqualTo(b.solution());
            assertThat(a.optimal()).isFalse();
            assertThat(Replay.solves(g, a.solution().moves())).isTrue();
        }
    }

    @Test
    void shortenerRemovesDetours() {
        GraphProblem g = new GraphProblem(5, 0, 4, 1)
                .edge(0, 1, 1).edge(1, 0, 1).edge(1, 2, 1).edge(2, 3, 1).edge(3, 4, 1).edge(1, 4, 1);
        // 0 → 1 → 0 → 1 → 2 → 3 → 4 (loop and a long way round)
        Solution s = new Solution(new int[]{0, 0, 0, 1, 0, 0}, 6);
        assertThat(Replay.solves(g, s.moves())).isTrue();
        Solution t = new Shortener(g, 10, 10000).shorten(s);
        assertThat(t.moves()).containsExactly(0, 2);
    }

    @Test
    void bidiNeedsReversibleMoves() {
        assertThatThrownBy(() -> Algorithms.create("bidi", diamond(), null, SearchOptions.DEFAULT))
                .isInstanceOf(Inapplicable.class).hasMessageContaining("reversible");
    }

    @Test
    void initialGoalIsSolvedInZeroMoves() {
        for (String a : List.of("bfs", "dfs", "dfbnb", "iddfs", "astar", "ucs", "idastar", "random")) {
            Result r = run(a, new GraphProblem(2, 1, 1, 1).edge(1, 0, 1));
            assertThat(r.status()).as(a).isEqualTo(Status.SOLVED);
            assertThat(r.solution().length()).as(a).isZero();
        }
    }
}

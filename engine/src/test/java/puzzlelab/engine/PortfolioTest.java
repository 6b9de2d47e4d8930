package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.algo.BestFirst;
import puzzlelab.engine.algo.RestartingWeightedAStar;
import puzzlelab.engine.algo.ShortenImprover;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.engine.portfolio.Role;

/** The anytime portfolio against UCS on random graphs, with one thread (deterministic) and two. */
class PortfolioTest {

    private static Portfolio portfolio(GraphProblem g, int threads) {
        List<Member> ms = List.of(
                new Member(Role.FIND, "greedy", () -> new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.GREEDY, 1)),
                new Member(Role.IMPROVE, "shortener", () -> new ShortenImprover(g, 4, 1)),
                new Member(Role.IMPROVE, "rwastar", () -> new RestartingWeightedAStar(g, Heuristic.ZERO, 3, 2)),
                new Member(Role.PROVE, "ucs", () -> new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.UCS, 1)));
        return new Portfolio("auto", null, ms, threads, -1, 0);
    }

    @Property(tries = 60)
    void provesTheSameOptimumAsUcs(@ForAll @IntRange(min = 0, max = 100_000) int seed, @ForAll @IntRange(min = 1, max = 2) int threads) {
        GraphProblem g = GraphProblem.random(seed, 60, 3, 5, 1, false);
        Result ucs = SearchRunner.run(new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.UCS, 1), Limits.NONE);
        Result r = SearchRunner.run(portfolio(g, threads), Limits.NONE);
        assertThat(r.status()).isEqualTo(ucs.status());
        if (ucs.solved()) {
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().cost()).isEqualTo(ucs.solution().cost());
            assertThat(r.lowerBound()).isEqualTo(ucs.solution().cost());
            assertThat(Replay.solves(g, r.solution().moves())).isTrue();
            assertThat(r.firstSolutionMillis()).isNotNull();
        }
    }

    /** The first random graph (seeds 1, 2, …) of this size whose goal is reachable. */
    private static GraphProblem solvable(int n) {
        for (long seed = 1; ; seed++) {
            GraphProblem g = GraphProblem.random(seed, n, 3, 9, 2, true);
            if (SearchRunner.run(new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.UCS, 1), Limits.NONE).solved()) return g;
        }
    }

    @Test
    void oneThreadIsDeterministic() {
        GraphProblem g = solvable(400);
        Result a = SearchRunner.run(portfolio(g, 1), Limits.NONE);
        assertThat(a.solved()).isTrue();
        Result b = SearchRunner.run(portfolio(g, 1), Limits.NONE);
        assertThat(a.solution()).isEqualTo(b.solution());
        assertThat(a.stats().expanded).isEqualTo(b.stats().expanded);
    }

    @Test
    void aSolutionFoundBeforeALimitIsReturnedSolvedWithItsBound() {
        // a chain 0 → 1 → … → 50 where every chain node also fans out to 2,000 leaves: greedy with a guide walks the
        // chain in 50 expansions, uniform-cost search needs about 100,000
        int chain = 51;
        int fan = 2000;
        GraphProblem g = new GraphProblem(chain + (chain - 1) * fan, 0, chain - 1, 1);
        for (int i = 0; i + 1 < chain; i++) {
            g.edge(i, i + 1, 1);
            for (int k = 0; k < fan; k++) g.edge(i, chain + i * fan + k, 1);
        }
        Heuristic guide = Heuristic.of("guide", false, false, s -> s[0] < chain ? (int) (chain - 1 - s[0]) : 1_000_000);
        List<Member> ms = List.of(
                new Member(Role.FIND, "greedy", () -> new BestFirst(g, guide, BestFirst.Kind.GREEDY, 1)),
                new Member(Role.PROVE, "ucs", () -> new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.UCS, 1)));
        Result r = SearchRunner.run(new Portfolio("auto", null, ms, 1, -1, 0), new Limits(0, 3000, 0));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().cost()).isEqualTo(50);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.NODES);
        assertThat(r.optimal()).isFalse();
        assertThat(r.lowerBound()).isNotNull().isBetween(1L, 49L);
        assertThat(Replay.solves(g, r.solution().moves())).isTrue();
    }

    @Test
    void withoutASolutionALimitIsALimit() {
        GraphProblem g = new GraphProblem(3, 0, 2, 1).edge(0, 1, 1).edge(1, 0, 1);
        Result r = SearchRunner.run(new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.UCS, 1), Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.UNSOLVABLE);
        assertThat(r.lowerBound()).isNull();
        Result p = SearchRunner.run(portfolio(g, 2), Limits.NONE);
        assertThat(p.status()).isEqualTo(Status.UNSOLVABLE);
    }

    @Test
    void progressHearsEachBetterSolutionAndEachHigherBound() {
        GraphProblem g = solvable(400);
        List<Long> costs = new java.util.ArrayList<>();
        List<Long> bounds = new java.util.ArrayList<>();
        Progress p = new Progress() {
            public void report(Stats s, long t) { }
            public void solution(long cost, long t) { costs.add(cost); }
            public void lowerBound(long b, long t) { bounds.add(b); }
        };
        Result r = SearchRunner.run(portfolio(g, 1), Limits.NONE, p, () -> false);
        assertThat(r.solved()).isTrue();
        assertThat(costs).isNotEmpty().isSortedAccordingTo(java.util.Comparator.reverseOrder()).doesNotHaveDuplicates();
        assertThat(costs.get(costs.size() - 1)).isEqualTo(r.solution().cost());
        assertThat(bounds).isSorted().doesNotHaveDuplicates();
        assertThat(bounds).allMatch(b -> b <= r.solution().cost());
    }

    /**
     * Round 19: a member is told the run's limits when the portfolio builds it (sokoban-find's HF search goes on past
     * its cap in a run longer than a minute, and auto runs sokoban-find inside a portfolio).
     */
    @Test
    void eachMemberIsToldTheRunsLimits() {
        GraphProblem g = solvable(50);
        AtomicReference<Limits> seen = new AtomicReference<>();
        Member m = new Member(Role.FIND, "greedy", () -> new ForwardingSearch(
                new BestFirst(g, Heuristic.ZERO, BestFirst.Kind.GREEDY, 1)) {
            @Override public void limits(Limits limits) {
                super.limits(limits);
                seen.set(limits);
            }
        });
        Limits tenMinutes = new Limits(0, 0, 0, 600_000);
        Result r = SearchRunner.run(new Portfolio("auto", null, List.of(m), 1, -1, 0), tenMinutes);
        assertThat(r.solved()).isTrue();
        assertThat(seen.get()).isEqualTo(tenMinutes);
    }
}

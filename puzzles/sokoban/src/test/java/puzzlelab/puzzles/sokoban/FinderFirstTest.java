package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.puzzles.Solver;

/** {@code auto} on big levels: nothing but the finder runs until the finder has a solution or has ended. */
class FinderFirstTest {

    /** A finder that solves on its {@code solveAt}-th step (0: never), counting its steps. */
    private static final class Scripted extends Search {
        final int solveAt;
        int steps;

        Scripted(int solveAt) {
            this.solveAt = solveAt;
        }

        @Override public String name() { return "scripted"; }
        @Override public boolean provesOptimal() { return false; }
        @Override public long bytes() { return 0; }

        @Override
        public Status step(int budget) {
            if (++steps == solveAt) {
                best = new Solution(new int[] {1, 2, 3}, 3);
                return Status.SOLVED;
            }
            return Status.RUNNING;
        }
    }

    @Test
    void theOthersAreBuiltOnlyOnceTheFinderHasASolution() {
        FinderFirst gate = new FinderFirst();
        Scripted inner = new Scripted(5);
        Search finder = gate.finder(inner);
        AtomicInteger built = new AtomicInteger();
        Scripted proverInner = new Scripted(0);
        Search prover = gate.after("prover", () -> {
            built.incrementAndGet();
            return proverInner;
        });
        for (int round = 1; round <= 4; round++) {   // one thread: turns in a round, as the portfolio takes them
            assertThat(finder.step(100)).isEqualTo(Status.RUNNING);
            assertThat(prover.step(100)).isEqualTo(Status.RUNNING);
        }
        assertThat(built).hasValue(0);
        assertThat(proverInner.steps).isZero();
        // fixed while waiting: a portfolio's adaptive budget must not grow on empty steps (to 2^20 nodes a step)
        assertThat(prover.fixedBudget()).isTrue();
        assertThat(prover.bytes()).isZero();
        assertThat(prover.message()).isEqualTo("not started: the finder had no solution");
        assertThat(finder.step(100)).isEqualTo(Status.SOLVED);
        prover.offer(finder.best());
        prover.step(100);
        assertThat(built).hasValue(1);
        assertThat(proverInner.steps).isEqualTo(1);
        assertThat(prover.fixedBudget()).isFalse();   // the prover's own: adapted to its nodes' cost
    }

    /** A finder the portfolio ended (its memory share) is stepped no more: three empty turns later the others start. */
    @Test
    void aFinderNoLongerSteppedOpensTheGate() {
        FinderFirst gate = new FinderFirst();
        Search finder = gate.finder(new Scripted(0));
        AtomicInteger built = new AtomicInteger();
        Search prover = gate.after("prover", () -> {
            built.incrementAndGet();
            return new Scripted(0);
        });
        finder.step(1);
        prover.step(1);
        finder.step(1);
        prover.step(1);
        assertThat(built).hasValue(0);
        prover.step(1);
        prover.step(1);
        assertThat(built).hasValue(0);
        prover.step(1);
        assertThat(built).hasValue(1);
    }

    /**
     * Through auto on levels of more than 8 boxes, on one thread and on two: the first solution is the finder's own
     * (on two threads, or one shortened from it before the runner looked), the one {@code -a sokoban-find} returns (its turns are counted in work, so alone or in auto, on the step thread
     * or a worker, it does the same work to it).
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void autoOnBigLevelsFirstFindsWhatTheFinderFinds(int threads) throws Exception {
        for (int level : new int[] {2, 3}) {
            SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level);
            assertThat(inst.board.boxCount()).isGreaterThan(SokobanInstance.SMALL_LEVEL_BOXES);
            assertThat(inst.anytimeMembers("pushes", SearchOptions.DEFAULT)).extracting(Member::label)
                    .containsExactly("sokoban-find", "sokoban-shorten", "sokoban");
            Result alone = SokobanSolveTest.solve(inst, "sokoban-find", "pushes");
            List<Long> costs = new ArrayList<>();
            Progress firstCost = new Progress() {
                @Override public void report(Stats stats, long elapsedMillis) { }
                @Override public void solution(long cost, long elapsedMillis) { costs.add(cost); }
            };
            Result auto = Solver.solve(inst, new Solver.Request("auto", null, "pushes",
                    SearchOptions.DEFAULT.withThreads(threads), new Limits(3_000, 0, 0), 0), firstCost, () -> false);
            assertThat(costs).as("level " + level).isNotEmpty();
            if (threads == 1) assertThat(costs.get(0)).as("level " + level).isEqualTo(alone.solution().cost());
            // on two threads the runner's thread looks every 20 ms (FinderFirst.WAIT_MILLIS): the worker may have
            // shortened the finder's solution by then (level 3: 154 pushes, seen as 144), never made it longer
            else assertThat(costs.get(0)).as("level " + level).isLessThanOrEqualTo(alone.solution().cost());
            assertThat(auto.solution().cost()).isLessThanOrEqualTo(alone.solution().cost());
        }
    }

    /**
     * The finder in auto does the very work it does alone before its first solution, on one thread and on two: the
     * same positions expanded, generated and stored (exact counts, not times), and on one thread no other member
     * works before it. So the first solution's later wall time in auto (round 12: 1.3-3.4 s on the five slowest) is
     * not more work of the finder (round 13 measured its CPU to the first solution: docs/sokoban.md, sokauto13).
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void theFinderInAutoDoesTheSameWorkToItsFirstSolutionAsAlone(int threads) throws Exception {
        for (int level : new int[] {3, 6}) {
            SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level);
            Result alone = SokobanSolveTest.solve(inst, "sokoban-find", "pushes");
            assertThat(alone.solution()).as("level " + level).isNotNull();
            Search[] finder = new Search[1];
            List<Member> members = new ArrayList<>();
            for (Member m : inst.anytimeMembers("pushes", SearchOptions.DEFAULT.withThreads(threads))) {
                if (!m.label().equals("sokoban-find")) members.add(m);
                else members.add(new Member(m.role(), m.label(), () -> finder[0] = m.factory().get(), m.besideProver()));
            }
            Portfolio auto = new Portfolio("auto", null, members, threads, -1, 0);
            long until = System.nanoTime() + 30_000_000_000L;
            try {
                while (auto.best() == null && System.nanoTime() < until) auto.step(1 << 12);
            } finally {
                auto.stopped();
            }
            assertThat(auto.best()).as("level " + level).isNotNull();
            // the finder's own solution: on two threads the improver may already have shortened the incumbent
            assertThat(finder[0].best().cost()).as("level " + level).isEqualTo(alone.solution().cost());
            Stats in = finder[0].stats(), out = alone.stats();
            assertThat(new long[] {in.expanded, in.generated, in.stored}).as("level " + level + ", " + threads + " thread(s)")
                    .containsExactly(out.expanded, out.generated, out.stored);
            assertThat(in.expanded).as("level " + level).isGreaterThan(0);
            // one thread: nothing else ran before the first solution (the portfolio's counts are the finder's)
            if (threads == 1) assertThat(auto.stats().generated).as("level " + level).isEqualTo(in.generated);
        }
    }
}

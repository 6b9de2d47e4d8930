package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.engine.portfolio.Role;

/**
 * A portfolio's worker thread keeps to its job's time slices: while another job holds the core, the worker of the
 * parked job takes no step (it parks at the job's stop poll, as the runner's thread does).
 */
class SlicedPortfolioTest {
    /** A search that never ends and counts its steps (each 0.1 ms of work). */
    private static Search counting(AtomicLong steps) {
        return new Search() {
            @Override public String name() { return "counting"; }
            @Override public boolean provesOptimal() { return false; }
            @Override public long bytes() { return 0; }

            @Override
            public Status step(int budget) {
                steps.incrementAndGet();
                long until = System.nanoTime() + 100_000;
                while (System.nanoTime() < until) Thread.onSpinWait();
                return Status.RUNNING;
            }
        };
    }

    @Test
    void aWorkerTakesNoStepWhileAnotherJobHoldsTheCore() throws Exception {
        AtomicLong workerSteps = new AtomicLong();
        try (Jobs jobs = new Jobs(1, 4)) {
            Job a = jobs.submit("solve", "client-a", 60_000, j -> SearchRunner.run(new Portfolio("auto", null, List.of(
                    new Member(Role.FIND, "finder", () -> counting(workerSteps)),
                    new Member(Role.PROVE, "prover", () -> counting(new AtomicLong()))), 2, -1, 0),
                    Limits.NONE, Progress.NONE, j::stopRequested).status());
            Thread.sleep(300);
            assertThat(workerSteps.get()).as("the worker's steps while its job ran alone").isPositive();
            // b spins on its stop poll; a poll that takes over 5 ms was a wait for its turn (a's slice). From 20 ms into
            // each of b's turns (a's threads have parked by then) to its end, a's worker steps are counted
            long[] stepsInBsTurns = {0}, nanosCounted = {0};
            int[] turns = {0};
            Job b = jobs.submit("solve", "client-b", 60_000, j -> {
                long turnStart = System.nanoTime(), base = -1, baseAt = 0, last = 0, lastAt = 0;
                while (true) {
                    long t0 = System.nanoTime();
                    boolean stop = j.stopRequested();
                    long t1 = System.nanoTime();
                    if (stop || t1 - t0 > 5_000_000L) {   // the turn ended at this poll
                        if (base >= 0) {
                            stepsInBsTurns[0] += last - base;
                            nanosCounted[0] += lastAt - baseAt;
                            turns[0]++;
                        }
                        if (stop) return null;
                        turnStart = t1;
                        base = -1;
                        continue;
                    }
                    if (base < 0 && t1 - turnStart > 20_000_000L) {
                        base = last = workerSteps.get();
                        baseAt = lastAt = t1;
                    } else if (base >= 0) {
                        last = workerSteps.get();
                        lastAt = t1;
                    }
                }
            });
            Thread.sleep(3_000);   // about fifteen turns of 100 ms each
            b.cancel();
            b.outcome.get(10, TimeUnit.SECONDS);
            a.cancel();
            assertThat(a.outcome.get(10, TimeUnit.SECONDS)).isEqualTo(Status.CANCELLED);
            String seen = turns[0] + " turns of b, " + nanosCounted[0] / 1_000_000 + " ms watched";
            assertThat(stepsInBsTurns[0]).as("a's worker steps during b's turns (%s)", seen).isZero();
            assertThat(turns[0]).as(seen).isGreaterThanOrEqualTo(3);
            assertThat(nanosCounted[0] / 1_000_000).as(seen).isGreaterThan(100);
        }
    }
}

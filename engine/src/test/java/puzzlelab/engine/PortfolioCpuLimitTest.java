package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.engine.portfolio.Role;

/**
 * A CPU-time limit sees a portfolio's worker threads while they run, not only once they end: a finder working on a
 * worker while the runner's thread waits (Sokoban's {@code auto} on two threads before its first solution) is stopped
 * by the limit like the same finder alone on the runner's thread.
 */
class PortfolioCpuLimitTest {
    /** A search that never ends; each step is 1 ms of busy work. */
    private static final class Busy extends Search {
        @Override public String name() { return "busy"; }
        @Override public boolean provesOptimal() { return false; }
        @Override public long bytes() { return 0; }

        @Override
        public Status step(int budget) {
            long until = System.nanoTime() + 1_000_000;
            while (System.nanoTime() < until) Thread.onSpinWait();
            return Status.RUNNING;
        }
    }

    /** A member that waits (as one behind Sokoban's finder gate does on the runner's thread): it sleeps per step. */
    private static final class Waiting extends Search {
        @Override public String name() { return "waiting"; }
        @Override public boolean provesOptimal() { return false; }
        @Override public long bytes() { return 0; }

        @Override
        public Status step(int budget) {
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return Status.RUNNING;
        }
    }

    @Test
    void aCpuLimitCountsAWorkerThatIsStillRunning() {
        Portfolio p = new Portfolio("auto", null, List.of(
                new Member(Role.ANYTIME, "finder", Busy::new),
                new Member(Role.PROVE, "prover", Waiting::new)), 2, -1, 0);
        // 300 ms of CPU, with 20 s of wall as a guard: before the fix the worker's CPU was counted only once it ended,
        // so this run went on to the wall limit with the runner's few ms of CPU
        Result r = SearchRunner.run(p, new Limits(20_000, 0, 0, 300));
        assertThat(r.stoppedBy()).isEqualTo(StopReason.CPU);
        assertThat(r.stats().cpuMillis).isGreaterThanOrEqualTo(300);
        assertThat(r.stats().wallMillis).as("stopped by the worker's CPU, long before the wall guard").isLessThan(15_000);
    }
}

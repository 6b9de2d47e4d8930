package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A CPU-time limit counts the search's CPU, not the clock: a search that computes is stopped by it, one that waits
 * is not (a loaded machine stretches the wall time of the same work, the CPU time hardly).
 */
class CpuLimitTest {
    /** Never ends; each step burns about {@code spinMillis} of CPU or sleeps as long. */
    private static Search endless(long spinMillis, boolean sleep) {
        return new Search() {
            @Override public String name() { return sleep ? "sleeper" : "spinner"; }
            @Override public String heuristic() { return "none"; }
            @Override public boolean provesOptimal() { return false; }
            @Override public long bytes() { return 0; }

            @Override
            public Status step(int budget) {
                stats.expanded++;
                if (sleep) {
                    try {
                        Thread.sleep(spinMillis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Status.RUNNING;
                }
                long until = SearchRunner.cpuNanos() + spinMillis * 1_000_000L;
                while (SearchRunner.cpuNanos() < until) Thread.onSpinWait();
                return Status.RUNNING;
            }
        };
    }

    @Test
    void aComputingSearchStopsAtItsCpuLimit() {
        Result r = SearchRunner.run(endless(2, false), new Limits(0, 0, 0, 150));
        assertThat(r.status()).isEqualTo(Status.LIMIT);
        assertThat(r.stoppedBy()).isEqualTo(StopReason.CPU);
        assertThat(r.message()).isEqualTo("stopped by the CPU-time limit of 150 ms");
        assertThat(r.stats().cpuMillis).isBetween(150L, 10_000L);
        // 2 ms of CPU a step, and the runner's own CPU between steps counts too (under load it was 74 steps, not 75)
        assertThat(r.stats().expanded).isBetween(60L, r.stats().cpuMillis / 2);
    }

    @Test
    void waitingIsNotCpuTime() {
        // 40 steps of 5 ms asleep: 200 ms of wall time, next to no CPU; the wall limit ends it, not the CPU limit
        Result r = SearchRunner.run(endless(5, true), new Limits(200, 0, 0, 150));
        assertThat(r.stoppedBy()).isEqualTo(StopReason.TIME);
        assertThat(r.stats().cpuMillis).isLessThan(150);
    }
}

package puzzlelab.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.engine.portfolio.Role;

/**
 * A portfolio's worker threads pause with their job: a host that time-slices jobs (the server's {@code Slices}) parks
 * a job's thread inside the run's cancel poll while the job waits for its turn; the workers look at the same poll
 * before each step, so they park too instead of stepping on beside a parked job.
 */
class PortfolioPauseTest {
    /** A search that never ends and counts its steps (each a little work). */
    private static final class Counting extends Search {
        final AtomicLong steps;

        Counting(AtomicLong steps) {
            this.steps = steps;
        }

        @Override public String name() { return "counting"; }
        @Override public boolean provesOptimal() { return false; }
        @Override public long bytes() { return 0; }

        @Override
        public Status step(int budget) {
            steps.incrementAndGet();
            long until = System.nanoTime() + 100_000;   // 0.1 ms of work
            while (System.nanoTime() < until) Thread.onSpinWait();
            return Status.RUNNING;
        }
    }

    /** The cancel poll of a time-sliced host: blocks whoever polls while the job is parked. */
    private static final class Parking implements BooleanSupplier {
        final AtomicBoolean parked = new AtomicBoolean();
        final AtomicBoolean cancelled = new AtomicBoolean();

        @Override
        public synchronized boolean getAsBoolean() {
            while (parked.get() && !cancelled.get()) {
                try {
                    wait(5);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return true;
                }
            }
            return cancelled.get();
        }
    }

    @Test
    void aWorkerTakesNoStepWhileItsJobIsParked() throws Exception {
        AtomicLong proverSteps = new AtomicLong(), finderSteps = new AtomicLong();
        Portfolio p = new Portfolio("auto", null, List.of(
                new Member(Role.FIND, "finder", () -> new Counting(finderSteps)),
                new Member(Role.PROVE, "prover", () -> new Counting(proverSteps))), 2, -1, 0);
        Parking poll = new Parking();
        CompletableFuture<Result> run = CompletableFuture.supplyAsync(
                () -> SearchRunner.run(p, Limits.NONE, Progress.NONE, poll));
        Thread.sleep(300);
        assertThat(finderSteps.get()).as("the worker's steps before the park").isPositive();
        poll.parked.set(true);
        Thread.sleep(100);   // each thread finishes the step it is in and parks at its next poll
        long finderParked = finderSteps.get(), proverParked = proverSteps.get();
        Thread.sleep(400);
        assertThat(proverSteps.get()).as("the runner's thread while parked").isEqualTo(proverParked);
        assertThat(finderSteps.get()).as("the worker's steps while its job was parked").isEqualTo(finderParked);
        poll.parked.set(false);
        Thread.sleep(300);
        assertThat(finderSteps.get()).as("the worker's steps after its turn came back").isGreaterThan(finderParked);
        poll.cancelled.set(true);
        Result r = run.get(10, TimeUnit.SECONDS);
        assertThat(r.status()).isEqualTo(Status.CANCELLED);
        long after = finderSteps.get();
        Thread.sleep(200);
        assertThat(finderSteps.get()).as("the worker's steps after the run ended").isEqualTo(after);
    }
}

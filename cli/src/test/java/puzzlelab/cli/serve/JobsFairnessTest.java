package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The job runner: long jobs are time-sliced at their stop polls so a short one is not starved, interactive work goes
 * first, work that ignores the clock is abandoned at the hard deadline, and no thread a job starts outlives it.
 */
class JobsFairnessTest {
    /** A search-like job: polls its stop flag as the engine's step loop does, until stopped. */
    private static Object polling(Job j) {
        while (!j.stopRequested()) Thread.onSpinWait();
        return "stopped";
    }

    @Test
    void aShortJobIsServedWhileLongOnesHoldEveryCore() throws Exception {
        try (Jobs jobs = new Jobs(1, 16)) {
            List<Job> longOnes = new ArrayList<>();
            for (int i = 0; i < 8; i++) longOnes.add(jobs.submit("solve", "client-a", 60_000, JobsFairnessTest::polling));
            Thread.sleep(300);   // every long job has had a turn or waits for one
            Job shortOne = jobs.submit("solve", "client-a", 60_000, j -> "done");
            assertThat(shortOne.outcome.get(20, TimeUnit.SECONDS)).isEqualTo("done");
            // it did not wait for any long job to end: all are still running (their limit is a minute)
            assertThat(longOnes).noneMatch(Job::finished);
            assertThat(jobs.running()).isEqualTo(8);
            longOnes.forEach(Job::cancel);
            for (Job j : longOnes) assertThat(j.outcome.get(10, TimeUnit.SECONDS)).isEqualTo("stopped");
        }
    }

    @Test
    void longJobsOfOneClientTakeTurns() throws Exception {
        try (Jobs jobs = new Jobs(1, 8)) {
            int[] turns = new int[3];
            List<Job> all = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                int me = i;
                all.add(jobs.submit("solve", "c", 60_000, j -> {
                    while (!j.stopRequested()) turns[me]++;
                    return null;
                }));
            }
            Thread.sleep(2_000);   // about 20 slices of 100 ms among three jobs on one core
            all.forEach(Job::cancel);
            for (Job j : all) j.outcome.get(10, TimeUnit.SECONDS);
            for (int t : turns) assertThat(t).as("polls of each job").isPositive();
        }
    }

    @Test
    void aJobThatIgnoresTheClockIsAbandonedAndItsThreadEnded() throws Exception {
        try (Jobs jobs = new Jobs(1, 4)) {
            AtomicReference<Thread> worker = new AtomicReference<>();
            long start = System.currentTimeMillis();
            Job stuck = jobs.submit("solve", "c", 300, j -> {
                worker.set(Thread.currentThread());
                long x = 0;
                while (true) x++;   // set-up code that never looks at the clock nor its stop flag
            });
            assertThatThrownBy(() -> stuck.outcome.get(15, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                    .cause().isInstanceOf(ApiError.class)
                    .hasMessageContaining("past its time limit of 1 s without stopping and was ended (please report)");
            assertThat(((ApiError) catchCause(stuck)).status).isEqualTo(500);
            long answered = System.currentTimeMillis() - start;
            // limit 0.3 s + 2 s grace + 3 s hard grace, noticed within the watchdog's quarter second
            assertThat(answered).isBetween(5_000L, 9_000L);
            assertThat(stuck.view().get("state")).isEqualTo("FAILED");
            // its core is free at once: the next job runs while the stuck thread is being ended
            assertThat(jobs.submit("hint", "c", 5_000, j -> "next").outcome.get(5, TimeUnit.SECONDS)).isEqualTo("next");
            worker.get().join(10_000);
            assertThat(worker.get().isAlive()).as("the abandoned job's thread").isFalse();
        }
    }

    @Test
    void aThreadAJobStartsEndsWithIt() throws Exception {
        try (Jobs jobs = new Jobs(1, 4)) {
            AtomicReference<Thread> helper = new AtomicReference<>();
            Job j = jobs.submit("solve", "c", 10_000, job -> {
                Thread t = new Thread(() -> {
                    while (true) {   // a helper that ignores interrupts too
                        try {
                            Thread.sleep(10);
                        } catch (InterruptedException ignored) {
                            // on and on
                        }
                    }
                }, "stubborn-helper");
                t.setDaemon(true);
                t.start();
                helper.set(t);
                return Map.of("answered", true);
            });
            assertThat(j.outcome.get(5, TimeUnit.SECONDS)).isEqualTo(Map.of("answered", true));
            helper.get().join(10_000);
            assertThat(helper.get().isAlive()).isFalse();
            assertThat(jobs.leftoverThreads()).isZero();
        }
    }

    @Test
    void interactiveWorkIsServedBeforeWaitingSearches() throws Exception {
        try (Jobs jobs = new Jobs(1, 16)) {
            List<Job> searches = new ArrayList<>();
            for (int i = 0; i < 10; i++) searches.add(jobs.submit("solve", "client-" + i, 60_000, JobsFairnessTest::polling));
            Thread.sleep(200);
            Job position = jobs.submit("position", "someone", 10_000, j -> "drawn");
            assertThat(position.outcome.get(5, TimeUnit.SECONDS)).isEqualTo("drawn");
            // served ahead of the seven or more searches still waiting for their first turn
            assertThat(jobs.waiting()).isPositive();
            searches.forEach(Job::cancel);
        }
    }

    private static void startedWithin(Job j, long millis) throws InterruptedException {
        for (long end = System.currentTimeMillis() + millis; !j.started && System.currentTimeMillis() < end; ) Thread.sleep(10);
        assertThat(j.started).as("job started").isTrue();
    }

    @Test
    void memorySharesStayInsideTheHeapAndHintsRunOnOneThread() throws Exception {
        long heap = Runtime.getRuntime().maxMemory();
        try (Jobs jobs = new Jobs(2, 8)) {
            Job hint = jobs.submit("hint", "c", 60_000, JobsFairnessTest::polling);
            startedWithin(hint, 5_000);
            assertThat(hint.threads).as("an interactive job, even alone").isEqualTo(1);
            hint.cancel();
            hint.outcome.get(5, TimeUnit.SECONDS);
            Thread.sleep(100);
            Job lone = jobs.submit("solve", "c", 60_000, JobsFairnessTest::polling);
            startedWithin(lone, 5_000);
            assertThat(lone.threads).as("a lone search takes the idle core").isEqualTo(2);
            assertThat(lone.maxBytes).isEqualTo(heap / 4 * 2);
            Job second = jobs.submit("solve", "c", 60_000, JobsFairnessTest::polling);
            startedWithin(second, 5_000);
            assertThat(second.threads).isEqualTo(1);
            assertThat(second.maxBytes).isEqualTo(heap / 4);
            Job third = jobs.submit("solve", "c", 60_000, JobsFairnessTest::polling);
            startedWithin(third, 5_000);
            assertThat(third.maxBytes).as("time-sliced beside the first two").isEqualTo(Math.max(16L << 20, heap / 64));
            for (Job j : List.of(lone, second, third)) j.cancel();
            for (Job j : List.of(lone, second, third)) j.outcome.get(5, TimeUnit.SECONDS);
        }
    }

    private static Throwable catchCause(Job j) {
        try {
            j.outcome.get();
            return null;
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}

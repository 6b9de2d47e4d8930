package puzzlelab.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.BooleanSupplier;

/**
 * The one step loop: {@code while (status == RUNNING) { status = search.step(budget); check limits, progress and
 * cancellation }}. Limits end the search cleanly with partial statistics and the best solution found so far.
 */
public final class SearchRunner {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int BUDGET = 4096;

    private SearchRunner() {
    }

    public static Result run(Search search, Limits limits) {
        return run(search, limits, Progress.NONE, () -> false);
    }

    public static Result run(Search search, Limits limits, Progress progress, BooleanSupplier cancelled) {
        Stats st = search.stats();
        long startWall = System.nanoTime();
        long startCpu = cpuNanos();
        long nextReport = startWall + 200_000_000L;
        Status status = Status.RUNNING;
        String message = null;
        try {
            while (true) {
                status = search.step(BUDGET);
                st.bytes(search.bytes());
                if (status != Status.RUNNING) break;
                long now = System.nanoTime();
                long elapsed = (now - startWall) / 1_000_000;
                if (cancelled.getAsBoolean()) {
                    status = Status.CANCELLED;
                    message = "cancelled";
                    break;
                }
                if (limits.timeMillis() > 0 && elapsed >= limits.timeMillis()) {
                    status = Status.LIMIT;
                    message = "time limit of " + limits.timeMillis() + " ms reached";
                    break;
                }
                if (limits.maxNodes() > 0 && st.expanded >= limits.maxNodes()) {
                    status = Status.LIMIT;
                    message = "node limit of " + limits.maxNodes() + " expansions reached";
                    break;
                }
                if (limits.maxBytes() > 0 && st.peakBytes >= limits.maxBytes()) {
                    status = Status.LIMIT;
                    message = "memory limit of " + limits.maxBytes() + " bytes reached";
                    break;
                }
                if (now >= nextReport) {
                    st.wallMillis = elapsed;
                    progress.report(st, elapsed);
                    nextReport = now + 200_000_000L;
                }
            }
        } catch (OutOfMemoryError e) {
            status = Status.LIMIT;
            message = "out of memory (raise -Xmx or set a node limit)";
        }
        if (status == Status.LIMIT || status == Status.CANCELLED) search.stopped();
        st.wallMillis = (System.nanoTime() - startWall) / 1_000_000;
        st.cpuMillis = (cpuNanos() - startCpu) / 1_000_000;
        if (message == null) message = search.message();
        else if (search.message() != null) message = message + "; " + search.message();
        Solution sol = search.best();
        boolean optimal = status == Status.SOLVED && sol != null && search.provesOptimal();
        if (status == Status.SOLVED && sol == null) status = Status.UNSOLVABLE;
        return new Result(search.name(), search.heuristic(), status, sol, optimal, st, message);
    }

    static long cpuNanos() {
        try {
            return THREADS.getCurrentThreadCpuTime();
        } catch (UnsupportedOperationException e) {
            return System.nanoTime();
        }
    }
}

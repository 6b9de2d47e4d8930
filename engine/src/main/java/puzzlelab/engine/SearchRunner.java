package puzzlelab.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.function.BooleanSupplier;

/**
 * The one step loop: {@code while (status == RUNNING) { status = search.step(budget); check limits, progress and
 * cancellation }}. Limits end the search cleanly with partial statistics and the best solution found so far; a
 * search stopped with a solution in hand ends SOLVED (not proven optimal unless its lower bound meets the cost) and
 * says what stopped it.
 *
 * <p>Budgets adapt to the cost of a node so that a step takes a few milliseconds, whether an expansion costs 25 ns
 * (15-puzzle) or milliseconds (a radius-30 Chexers board): limits and Ctrl-C are noticed within ~20 ms. A search
 * whose results depend on budget sizes ({@link Search#fixedBudget()}) gets fixed budgets ({@link Budget#FIXED}) instead.
 */
public final class SearchRunner {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

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
        boolean fixed = search.fixedBudget();
        int budget = fixed ? Budget.FIXED : 1;   // grows by doubling within a few steps when nodes are cheap
        Status status = Status.RUNNING;
        StopReason stop = null;
        String message = null;
        Long firstSolution = null;
        long bestCost = Long.MAX_VALUE;
        long bound = -1;
        long timeLimitNanos = limits.timeMillis() * 1_000_000L;
        search.limits(limits);
        search.stopWhen(() -> cancelled.getAsBoolean()
                || timeLimitNanos > 0 && System.nanoTime() - startWall >= timeLimitNanos);
        try {
            while (true) {
                long before = System.nanoTime();
                int step = budget;
                if (limits.maxNodes() > 0) step = (int) Math.max(1, Math.min(step, limits.maxNodes() - st.expanded));
                status = search.step(step);
                long now = System.nanoTime();
                st.bytes(search.bytes());
                long elapsed = (now - startWall) / 1_000_000;
                Solution b = search.best();
                if (b != null && b.cost() < bestCost) {
                    bestCost = b.cost();
                    if (firstSolution == null) firstSolution = elapsed;
                    progress.solution(bestCost, elapsed);
                }
                long lb = search.lowerBound();
                if (lb > bound) {
                    bound = lb;
                    progress.lowerBound(lb, elapsed);
                }
                if (status != Status.RUNNING) break;
                if (!fixed) budget = Budget.adapt(budget, now - before);
                if (cancelled.getAsBoolean()) {
                    stop = StopReason.CANCEL;
                    message = "cancelled";
                } else if (limits.timeMillis() > 0 && elapsed >= limits.timeMillis()) {
                    stop = StopReason.TIME;
                    message = "stopped by the time limit of " + millis(limits.timeMillis());
                } else if (limits.maxNodes() > 0 && st.expanded >= limits.maxNodes()) {
                    stop = StopReason.NODES;
                    message = "stopped by the node limit of " + limits.maxNodes() + " expansions";
                } else if (limits.cpuMillis() > 0
                        && (cpuNanos() - startCpu + search.otherThreadsCpuNanos()) / 1_000_000 >= limits.cpuMillis()) {
                    stop = StopReason.CPU;
                    message = "stopped by the CPU-time limit of " + millis(limits.cpuMillis());
                } else if (limits.maxBytes() > 0 && st.peakBytes >= limits.maxBytes()) {
                    stop = StopReason.MEMORY;
                    message = "stopped by the memory limit of " + (limits.maxBytes() >> 20) + " MB";
                }
                if (stop != null) break;
                if (now >= nextReport) {
                    st.wallMillis = elapsed;
                    progress.report(st, elapsed);
                    nextReport = now + 200_000_000L;
                }
            }
        } catch (OutOfMemoryError e) {
            stop = StopReason.MEMORY;
            message = "out of memory (raise -Xmx or set a node limit)";
        }
        if (stop != null) search.stopped();
        st.wallMillis = (System.nanoTime() - startWall) / 1_000_000;
        st.cpuMillis = (cpuNanos() - startCpu + search.otherThreadsCpuNanos()) / 1_000_000;
        if (message == null) message = search.message();
        else if (search.message() != null) message = message + "; " + search.message();
        Solution sol = search.best();
        if (sol != null && firstSolution == null) firstSolution = st.wallMillis;
        long lb = Math.max(bound, search.lowerBound());
        if (stop != null) status = sol != null ? Status.SOLVED : stop == StopReason.CANCEL ? Status.CANCELLED : Status.LIMIT;
        if (status == Status.SOLVED && sol == null) status = Status.UNSOLVABLE;
        boolean optimal = status == Status.SOLVED && sol != null
                && ((stop == null && search.provesOptimal()) || (lb >= 0 && lb >= sol.cost()));
        Long lower = status != Status.SOLVED && status != Status.LIMIT && status != Status.CANCELLED ? null
                : optimal ? Long.valueOf(sol.cost()) : lb >= 0 ? Long.valueOf(lb) : null;
        return new Result(search.name(), search.heuristic(), status, sol, optimal, st, message, lower, stop,
                sol == null ? null : firstSolution);
    }

    private static String millis(long ms) {
        return ms % 1000 == 0 ? ms / 1000 + " s" : ms + " ms";
    }

    static long cpuNanos() {
        try {
            return THREADS.getCurrentThreadCpuTime();
        } catch (UnsupportedOperationException e) {
            return System.nanoTime();
        }
    }
}

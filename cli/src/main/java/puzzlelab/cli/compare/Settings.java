package puzzlelab.cli.compare;

import puzzlelab.engine.Limits;
import puzzlelab.engine.SearchOptions;

/**
 * Everything a run needs besides the task: limits, algorithm options, repeats, the base seed, the number of
 * parallel jobs, the machine description, and the warm-up time cap (0 = no warm-up).
 */
record Settings(String metric, Limits limits, SearchOptions options, int repeat, long seed, int jobs, Machine machine,
                long warmupMillis) {

    /** Warm-up limits: the measured limits, with the time capped at the warm-up time. */
    Limits warmupLimits() {
        long t = limits.timeMillis() > 0 ? Math.min(limits.timeMillis(), warmupMillis) : warmupMillis;
        return new Limits(t, limits.maxNodes(), limits.maxBytes());
    }
}

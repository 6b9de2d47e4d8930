package puzzlelab.engine;

/** Step budgets: fixed for searches that need them, otherwise adapted so that one step takes a few milliseconds. */
public final class Budget {
    /** The budget of a search whose results depend on budget sizes. */
    public static final int FIXED = 4096;
    private static final int MAX = 1 << 20;
    private static final long FAST_STEP = 2_000_000L;
    private static final long SLOW_STEP = 15_000_000L;

    private Budget() {
    }

    /** Doubles a budget whose step was quick, halves one whose step was slow. */
    public static int adapt(int budget, long stepNanos) {
        if (stepNanos < FAST_STEP && budget < MAX) return budget << 1;
        if (stepNanos > SLOW_STEP && budget > 1) return budget >> 1;
        return budget;
    }
}

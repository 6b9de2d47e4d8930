package puzzlelab.puzzles.input;

/**
 * The bounds of a request's numbers, declared once for the CLI's options, the web API's fields and the server: time,
 * nodes, memory, weight, shorten, watch steps, threads, instance number. Each check answers null when the value is
 * fine, else the one line to show, in the same words everywhere (the caller names the field: {@code --weight} on the
 * command line, {@code weight} in JSON, and turns the line into its own usage error: exit 2 or HTTP 400).
 */
public final class RequestBounds {
    /** Upper bound of the counts; far above any useful run, low enough that no arithmetic overflows. */
    public static final int MAX_COUNT = 1_000_000_000;
    public static final long MAX_MEMORY_MB = 1L << 20;
    public static final double MIN_WEIGHT = 1;
    public static final double MAX_WEIGHT = 1000;
    /** Above any machine's cores; more is surely a typo (counts above the cores are capped, with a note). */
    public static final int MAX_THREADS = 100_000;
    /** The shortener's bin of moves (0 = no shortening). */
    public static final int MAX_SHORTEN = 10_000;
    /** Rows of a watched search (the watch page, {@code /api/watch}): enough to teach, few enough to page through. */
    public static final int MAX_WATCH_STEPS = 2_000;

    private RequestBounds() {
    }

    /** wastar's weight: a finite number, 1..1000. */
    public static String weight(String field, double w) {
        if (Double.isFinite(w) && w >= MIN_WEIGHT && w <= MAX_WEIGHT) return null;
        return field + " must be a number from " + MIN_WEIGHT + " to " + MAX_WEIGHT + ", not " + w;
    }

    /** A node limit, when one is given: at least 1 (no limit is said by leaving it out, never by 0 or -1). */
    public static String maxNodes(String field, long n) {
        return n >= 1 ? null : field + " must be at least 1, not " + n + " (leave it out for no limit)";
    }

    public static String maxMemoryMb(String field, long mb) {
        return range(field, mb, 1, MAX_MEMORY_MB, "MB; leave it out for no limit");
    }

    public static String maxDepth(String field, long d) {
        return range(field, d, 0, MAX_COUNT, "0 = no bound");
    }

    public static String count(String field, long n) {
        return range(field, n, 1, MAX_COUNT, null);
    }

    /** The shortener's bin: 0 (off) to {@link #MAX_SHORTEN}. */
    public static String shorten(String field, long k) {
        return range(field, k, 0, MAX_SHORTEN, "0 = off");
    }

    /** Rows of a watched search: 1 to {@link #MAX_WATCH_STEPS}. */
    public static String watchSteps(String field, long n) {
        return range(field, n, 1, MAX_WATCH_STEPS, null);
    }

    /** A thread count: at least 1 (above the machine's cores it is capped with a note, {@code Threads.capped}). */
    public static String threads(String field, long n) {
        return range(field, n, 1, MAX_THREADS, null);
    }

    /** A time limit: positive and at most {@code maxMillis} ({@code whose} names who sets that maximum). */
    public static String time(String field, long millis, long maxMillis, String whose) {
        if (millis <= 0) return field + " must be positive, not " + Durations.text(millis);
        if (millis > maxMillis)
            return field + " " + Durations.text(millis) + " is over " + whose + " limit: at most " + Durations.text(maxMillis);
        return null;
    }

    /** The 1-based number of one instance of a multi-instance file of {@code size} instances. */
    public static String instanceNumber(long n, int size) {
        return n >= 1 && n <= size ? null : "instance number must be 1.." + size;
    }

    public static String range(String field, long v, long min, long max, String why) {
        if (v >= min && v <= max) return null;
        return field + " must be " + min + ".." + max + ", not " + v + (why == null ? "" : " (" + why + ")");
    }
}

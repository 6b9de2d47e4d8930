package puzzlelab.engine;

/**
 * Algorithm parameters. {@code maxDepth} 0 = unbounded; {@code pathOnly} makes DFS check loops only along the
 * current path; {@code restarts} and {@code walkLength} drive random walks; {@code trace} may be null;
 * {@code threads} is how many threads a portfolio may use (1 = deterministic for a seed); {@code generic} runs the
 * engine's own algorithm even where the problem has a specialised one (benchmarks compare the two).
 */
public record SearchOptions(double weight, long seed, int maxDepth, boolean pathOnly, int restarts, int walkLength,
                            Trace trace, int threads, boolean generic) {

    /** The longest random walk unless told otherwise (also the CLI's --walk-length default). */
    public static final int DEFAULT_WALK_LENGTH = 100_000;

    /** The defaults, in one place (the CLI's option defaults read them). */
    public static final SearchOptions DEFAULT = new SearchOptions(2.0, 1L, 0, false, 1, DEFAULT_WALK_LENGTH, null, cores(), false);

    /** Options with the default thread count (all cores). */
    public SearchOptions(double weight, long seed, int maxDepth, boolean pathOnly, int restarts, int walkLength,
                         Trace trace) {
        this(weight, seed, maxDepth, pathOnly, restarts, walkLength, trace, cores(), false);
    }

    /** The engine's own algorithm, never the problem's specialised one (benchmarks compare them). */
    public SearchOptions withGeneric(boolean g) {
        return new SearchOptions(weight, seed, maxDepth, pathOnly, restarts, walkLength, trace, threads, g);
    }

    public static int cores() {
        return Runtime.getRuntime().availableProcessors();
    }

    /**
     * The seed of a run that names none: 28 bits of the clock (short enough to type back). Every host takes it from
     * here and reports it with the result, so any random run can be repeated.
     */
    public static long clockSeed() {
        return System.nanoTime() & 0xFFFFFFFL;
    }

    public SearchOptions withWeight(double w) {
        return new SearchOptions(w, seed, maxDepth, pathOnly, restarts, walkLength, trace, threads, generic);
    }

    public SearchOptions withSeed(long s) {
        return new SearchOptions(weight, s, maxDepth, pathOnly, restarts, walkLength, trace, threads, generic);
    }

    public SearchOptions withPathOnly(boolean b) {
        return new SearchOptions(weight, seed, maxDepth, b, restarts, walkLength, trace, threads, generic);
    }

    public SearchOptions withWalks(int restarts, int walkLength) {
        return new SearchOptions(weight, seed, maxDepth, pathOnly, restarts, walkLength, trace, threads, generic);
    }

    public SearchOptions withTrace(Trace t) {
        return new SearchOptions(weight, seed, maxDepth, pathOnly, restarts, walkLength, t, threads, generic);
    }

    public SearchOptions withThreads(int n) {
        return new SearchOptions(weight, seed, maxDepth, pathOnly, restarts, walkLength, trace, Math.max(1, n), generic);
    }
}

package puzzlelab.engine;

/**
 * One search algorithm as a resumable step machine. {@link SearchRunner} calls {@link #step} repeatedly and checks
 * limits, progress and cancellation between calls, so every algorithm shares one loop and one set of checks.
 */
public abstract class Search {
    protected final Stats stats = new Stats();
    /** Best solution found so far (anytime algorithms keep improving it). */
    protected Solution best;
    protected String message;

    /** Name shown in results (e.g. "astar"). */
    public abstract String name();

    /**
     * Does up to about {@code budget} expansions and returns RUNNING, SOLVED or UNSOLVABLE. After SOLVED or
     * UNSOLVABLE it is not called again.
     */
    public abstract Status step(int budget);

    /** Whether a SOLVED result of this run is proven optimal (complete optimal algorithm, admissible h, run out). */
    public abstract boolean provesOptimal();

    /** Current estimate of bytes held by this search's own structures. */
    public abstract long bytes();

    /** Heuristic name, or null for blind algorithms. */
    public String heuristic() {
        return null;
    }

    public Stats stats() {
        return stats;
    }

    public Solution best() {
        return best;
    }

    public String message() {
        return message;
    }

    /** Called once when the runner stops the search on a limit; searches may finalise statistics. */
    public void stopped() {
    }
}

package puzzlelab.engine;

import java.util.function.BooleanSupplier;

/**
 * One search algorithm as a resumable step machine. {@link SearchRunner} calls {@link #step} repeatedly and checks
 * limits, progress and cancellation between calls, so every algorithm shares one loop and one set of checks.
 */
public abstract class Search {
    protected final Stats stats = new Stats();
    /** Best solution found so far (anytime algorithms keep improving it). */
    protected Solution best;
    protected String message;
    private volatile BooleanSupplier stopSignal = () -> false;
    private Limits limits = new Limits(0, 0, 0);

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

    /**
     * Set by the runner before the first step: true once the run is cancelled or out of time. A search whose set-up
     * is long (a huge board) builds it inside a step and polls this, so the runner's limits hold there too; the
     * signal only tells the search to return early, the runner still decides how the run ends.
     */
    public void stopWhen(BooleanSupplier stop) {
        stopSignal = stop;
    }

    /**
     * Set by the runner before the first step: the run's limits. A search may size its own shares by them (a portfolio
     * that gives a slow member more room in a long run); most ignore them. Wrappers pass them on.
     */
    public void limits(Limits limits) {
        this.limits = limits;
    }

    /** The limits given by {@link #limits(Limits)}; none (all 0) before the runner sets them. */
    protected final Limits limits() {
        return limits;
    }

    /** The signal given by {@link #stopWhen}; never true before the runner sets it. */
    protected final BooleanSupplier stopSignal() {
        return stopSignal;
    }

    /** Called once when the runner stops the search on a limit; searches may finalise statistics. */
    public void stopped() {
    }

    /**
     * The best proven lower bound on the optimal cost so far, or -1 when this search proves none (it must be sound:
     * an admissible bound from completed work, e.g. IDA*'s current threshold or BFS's finished depth).
     */
    public long lowerBound() {
        return -1;
    }

    /**
     * A solution found elsewhere (another member of a portfolio): an upper bound the search may prune with. A search
     * that accepts it and then rules out everything cheaper ends SOLVED with that solution and proves it optimal.
     */
    public void offer(Solution incumbent) {
    }

    /**
     * True when the search's results depend on the size of each step's budget (it shares budgets among parts by node
     * counts), so the runner must keep budgets fixed to stay deterministic; otherwise budgets adapt to a node's cost.
     */
    public boolean fixedBudget() {
        return false;
    }

    /** CPU time spent by threads of this search other than the runner's (a portfolio's workers), in ns. */
    public long otherThreadsCpuNanos() {
        return 0;
    }
}

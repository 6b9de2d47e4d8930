package puzzlelab.puzzles.fifteen;

import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The iteration loop shared by the sliding-tile IDA* recursions ({@link TileIdaStar}, {@link PdbIdaStar}): bounds,
 * resumable steps, statistics and an offered incumbent, counted as the generic {@link puzzlelab.engine.algo.IdaStar}
 * counts. A subclass's recursion pauses after {@code left} expansions by returning PAUSED up the recursion while each
 * depth notes in {@code next} the index of the move it was in; the next step walks down that path again (depths
 * below {@code resume}) without counting it.
 */
abstract class ResumableIda extends Search {
    static final int DONE = 0;
    static final int FOUND = 1;
    static final int PAUSED = 2;

    int[] path = new int[64];    // move taken at each depth (valid below the goal once FOUND)
    int[] next = new int[64];    // index in its operator list of the move each depth was in when paused
    int resume = -1;             // depth at which the paused step stopped, or -1
    int bound;
    int nextBound;
    int left;                    // expansions left in this step
    long generated;              // generated in this step
    int deepest;                 // deepest depth entered (the generic loop's maxFrontier)
    int length;                  // of the solution, once FOUND
    private boolean started;
    private Solution offered;

    @Override public String name() { return "idastar"; }
    @Override public boolean provesOptimal() { return true; }
    @Override public long bytes() { return (long) path.length * 8; }

    /** h of the start position. */
    abstract int rootH();

    /** One pass of the current iteration (or the rest of it after a pause): DONE, FOUND or PAUSED. */
    abstract int searchRoot();

    /** IDA*'s threshold: every path of smaller f was exhausted, so the optimum is at least it. */
    @Override
    public long lowerBound() {
        return started ? bound : -1;
    }

    @Override
    public void offer(Solution s) {
        if (offered == null || s.cost() < offered.cost()) offered = s;
    }

    /**
     * The root's expansion takes a unit of the step's budget like any other node's: were it counted beside the budget,
     * a node limit would stop the run one node later or earlier depending on whether an iteration began in the last
     * step, i.e. on how the runner's time-adapted budgets happened to cut the run (the counts at a node limit then
     * depended on the machine's load).
     */
    private void startIteration() {
        stats.iterations++;
        left--;
        nextBound = Integer.MAX_VALUE;
        if (bound + 2 >= path.length) {   // g <= bound on every path of this iteration
            path = Arrays.copyOf(path, bound * 2);
            next = Arrays.copyOf(next, bound * 2);
        }
    }

    @Override
    public Status step(int budget) {
        left = budget;
        generated = 0;
        deepest = (int) stats.maxFrontier;
        try {
            if (!started) {
                started = true;
                stats.generated = 1;
                if (rootH() == 0) {
                    best = new Solution(new int[0], 0);
                    return Status.SOLVED;
                }
                bound = rootH();
                if (offeredProven()) return Status.SOLVED;
                startIteration();
                if (left == 0) return Status.RUNNING;   // the root took the step's one unit: its children come next
            }
            while (true) {
                int r = searchRoot();
                if (r == PAUSED) return Status.RUNNING;
                if (r == FOUND) {
                    best = new Solution(Arrays.copyOf(path, length), length);
                    return Status.SOLVED;
                }
                if (nextBound == Integer.MAX_VALUE) {
                    message = "search space exhausted";
                    return Status.UNSOLVABLE;
                }
                bound = nextBound;
                if (offeredProven()) return Status.SOLVED;
                startIteration();
                if (left == 0) return Status.RUNNING;
            }
        } finally {
            stats.generated += generated;
            stats.expanded += budget - left;
            stats.maxFrontier = deepest;
        }
    }

    /** True (and the offered solution becomes the answer) once the bound has ruled out everything cheaper. */
    private boolean offeredProven() {
        if (offered == null || bound < offered.cost()) return false;
        best = offered;
        message = "the bound reached the incumbent's cost: every cheaper solution was ruled out";
        return true;
    }
}

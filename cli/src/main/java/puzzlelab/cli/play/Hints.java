package puzzlelab.cli.play;

import java.util.function.BooleanSupplier;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;

/**
 * Public door to console play for the web workbench, so both say the same: one hint from any position ({@link
 * HintPlanner}), the moves played in words, and why a position is lost.
 */
public final class Hints {
    /** The next move and the moves to go ({@code moves} null unless SOLVED); {@code optimal} when proven. */
    public record Hint(Status status, int[] moves, long cost, boolean optimal, String algorithm, String note) {
    }

    private Hints() {
    }

    /** The puzzle's reason why no solution exists from {@code state}, or null; a plugin's failure there is no reason. */
    public static String deadlock(Instance inst, long[] state) {
        try {
            return inst.deadlock(state);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Moves played in words as console play counts them: "33 moves (8 pushes)", "4 moves". */
    public static String length(Instance inst, String metric, int[] moves) {
        return SolutionPictures.length(inst, metric, moves);
    }

    /**
     * Plans from {@code state}, reached from the start by {@code path}, on this thread, with console play's own
     * planner: within {@code limitMillis}, {@code threads} search threads and {@code maxBytes} of search tables,
     * stopping early once {@code cancel} says so.
     */
    public static Hint plan(Instance inst, String metric, long[] state, int[] path, long limitMillis, int threads,
                            long maxBytes, BooleanSupplier cancel) {
        Problem p = inst.problem(metric);
        HintPlanner.Budget budget = new HintPlanner.Budget(limitMillis, threads, maxBytes, cancel);
        try (HintPlanner planner = new HintPlanner(inst, metric, p, budget)) {
            HintPlanner.Hint plan = planner.plan(state, path);
            return new Hint(plan.status(), plan.moves(), plan.cost(), plan.optimal(), plan.algorithm(), plan.note());
        }
    }
}

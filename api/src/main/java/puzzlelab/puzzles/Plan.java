package puzzlelab.puzzles;

import java.util.function.BooleanSupplier;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Inapplicable;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.algo.Shortener;

/**
 * A request resolved once ({@link Solver#resolve}): the instance, the metric, the algorithm's facts, the heuristic
 * object, options and limits. {@code solve}, {@code compare}, play hints, {@code render --solve}, the server and the
 * benches all run a plan, so names, defaults and seeds mean the same everywhere.
 */
public record Plan(Instance instance, String metric, AlgorithmFacts algorithm, Heuristic heuristic,
                   SearchOptions options, Limits limits, int shortenBin) {

    /** The seed to report with the result, or null when the algorithm does not use one. */
    public Long seed() {
        return algorithm.randomised() ? options.seed() : null;
    }

    public Plan withLimits(Limits l) {
        return new Plan(instance, metric, algorithm, heuristic, options, l, shortenBin);
    }

    public Plan withOptions(SearchOptions o) {
        return new Plan(instance, metric, algorithm, heuristic, o, limits, shortenBin);
    }

    /**
     * A fresh search from the instance's start.
     *
     * @throws NotApplicable when the algorithm does not fit this puzzle (e.g. bidi on a one-way puzzle)
     */
    public Search create() throws NotApplicable {
        return create(instance.problem(metric), true);
    }

    /**
     * A fresh search over {@code from} (the instance's problem started elsewhere, for play hints). Puzzle-specific
     * algorithms build their search from the instance's own start, so only generic ones (and {@code auto} with
     * generic members) can run there: null when this plan cannot.
     *
     * <p>Plan is the one place that reads the engine's {@link Inapplicable} signal as the user error {@link
     * NotApplicable}; a puzzle's own algorithm may throw either. Every other exception (an {@code
     * IllegalArgumentException} of a bug in a puzzle or a plugin included) goes up unchanged: an internal error.
     */
    public Search create(Problem from, boolean atStart) throws NotApplicable {
        String name = algorithm.name();
        String refusal = instance.searchRefusal();
        if (refusal != null) throw new NotApplicable(refusal);
        try {
            if (name.equals(Anytime.NAME)) return Anytime.create(instance, metric, heuristic, options, from, atStart);
            PuzzleAlgorithm own = instance.algorithms().get(name);
            if (own != null) return atStart ? own.create(metric, heuristic, options) : null;
            return Algorithms.create(name, from, heuristic, options);
        } catch (Inapplicable e) {   // the engine's typed signal; any other exception here is a bug (internal error)
            throw new NotApplicable(e.getMessage());
        }
    }

    public Result run() throws NotApplicable {
        return run(Progress.NONE, () -> false);
    }

    /**
     * Runs the plan: a reason known before any search ends it at once (UNSOLVABLE); every returned solution is
     * replayed under the puzzle's rules; {@code shortenBin} > 0 shortens it afterwards.
     *
     * @throws NotApplicable when the algorithm does not fit this puzzle
     * @throws IllegalStateException when a search returns moves that do not replay (a bug, never bad input)
     */
    public Result run(Progress progress, BooleanSupplier cancel) throws NotApplicable {
        return run(instance.problem(metric), true, progress, cancel);
    }

    /**
     * Runs the plan over {@code from}, the instance's problem started elsewhere ({@code atStart} false: play hints
     * from a position the puzzle cannot restate as an instance); see {@link #create(Problem, boolean)}.
     *
     * @throws NotApplicable also when the algorithm cannot start away from the instance's start
     */
    public Result run(Problem from, boolean atStart, Progress progress, BooleanSupplier cancel) throws NotApplicable {
        String hname = heuristic == null ? null : heuristic.name();
        String reason = instance.unsolvableReason();
        if (reason != null) return Result.decided(algorithm.name(), hname, Status.UNSOLVABLE, reason);
        Problem p = from;
        Search search = create(from, atStart);
        if (search == null) throw new NotApplicable(algorithm.name() + " runs only from the puzzle's own start");
        Result r = SearchRunner.run(search, limits, progress, cancel);
        if (!algorithm.solves()) return countOnly(r);
        if (r.solution() != null && !Replay.solves(p, r.solution().moves()))
            throw new IllegalStateException(algorithm.name() + " returned a solution that does not replay: " + r.solution());
        if (!r.algorithm().equals(algorithm.name())) r = r.withAlgorithm(algorithm.name());
        if (shortenBin > 0 && r.solution() != null) {
            Solution before = r.solution();
            Solution after = new Shortener(p, shortenBin, 200_000).shorten(before);
            if (after.length() < before.length()) {
                String msg = "shortened from " + before.length() + " to " + after.length() + " moves";
                r = r.withSolution(after, false, r.message() == null ? msg : r.message() + "; " + msg);
            }
        }
        return r;
    }

    /** An algorithm that only counts (no goal test): it never solves nor proves anything; its statistics are the answer. */
    private Result countOnly(Result r) {
        Status st = r.status() == Status.CANCELLED ? Status.CANCELLED : Status.LIMIT;
        String msg = r.stoppedBy() != null ? r.message() : "counted every node (this algorithm does not solve)";
        return new Result(algorithm.name(), r.heuristic(), st, null, false, r.stats(), msg, null, r.stoppedBy(), null);
    }
}

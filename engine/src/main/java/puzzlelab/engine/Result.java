package puzzlelab.engine;

/**
 * What a search returns.
 * <ul>
 *   <li>{@code status} SOLVED whenever a solution is returned, also when a limit stopped an anytime search that had
 *       one ({@code stoppedBy} then says which); LIMIT or CANCELLED only without a solution;</li>
 *   <li>{@code optimal} true only when the solution is proven optimal;</li>
 *   <li>{@code lowerBound} the best proven lower bound on the optimum (= the cost when optimal), null when none;</li>
 *   <li>{@code stoppedBy} the limit that ended the run, null when the search finished by itself;</li>
 *   <li>{@code firstSolutionMillis} wall time to the first solution, null when none was found.</li>
 * </ul>
 */
public record Result(String algorithm, String heuristic, Status status, Solution solution, boolean optimal,
                     Stats stats, String message, Long lowerBound, StopReason stoppedBy, Long firstSolutionMillis) {

    /** A result decided before any search (e.g. a parity proof of unsolvability). */
    public static Result decided(String algorithm, String heuristic, Status status, String message) {
        return new Result(algorithm, heuristic, status, null, false, new Stats(), message, null, null, null);
    }

    public boolean solved() {
        return status == Status.SOLVED;
    }

    /** The same run with another (e.g. shortened) solution; a shorter solution is not claimed optimal. */
    public Result withSolution(Solution s, boolean optimal, String message) {
        Long lb = lowerBound == null ? null : Math.min(lowerBound, s.cost());
        return new Result(algorithm, heuristic, status, s, optimal, stats, message, lb, stoppedBy, firstSolutionMillis);
    }

    public Result withAlgorithm(String name) {
        return new Result(name, heuristic, status, solution, optimal, stats, message, lowerBound, stoppedBy,
                firstSolutionMillis);
    }
}

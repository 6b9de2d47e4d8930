package puzzlelab.engine;

/**
 * What a search returns. {@code solution} is the best found (also under LIMIT/CANCELLED when an anytime
 * algorithm had one); {@code optimal} is true only when the solution is proven optimal.
 */
public record Result(String algorithm, String heuristic, Status status, Solution solution, boolean optimal,
                     Stats stats, String message) {

    public boolean solved() {
        return status == Status.SOLVED;
    }

    public Result withSolution(Solution s, boolean optimal, String message) {
        return new Result(algorithm, heuristic, status, s, optimal, stats, message);
    }
}

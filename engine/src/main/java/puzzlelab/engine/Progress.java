package puzzlelab.engine;

/**
 * Hears from {@link SearchRunner} while a search runs: statistics about every 200 ms, and events as they happen
 * (a first or better solution, a higher proven lower bound).
 */
@FunctionalInterface
public interface Progress {
    void report(Stats stats, long elapsedMillis);

    /** A solution of this cost is now the best known (found or improved at {@code elapsedMillis}). */
    default void solution(long cost, long elapsedMillis) {
    }

    /** The proven lower bound on the optimum rose to {@code bound}. */
    default void lowerBound(long bound, long elapsedMillis) {
    }

    Progress NONE = (s, t) -> { };
}

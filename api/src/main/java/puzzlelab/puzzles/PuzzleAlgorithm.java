package puzzlelab.puzzles;

import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;

/** A puzzle-specific algorithm variant (e.g. Rush Hour's "bfs-max-useful"), listed beside the generic ones. */
public interface PuzzleAlgorithm {
    String description();

    /** When the result is proven optimal, in words (e.g. "never", "optimal with an admissible h"). */
    String optimality();

    boolean usesHeuristic();

    /** True when the algorithm uses the seed (its result then depends on it, and the seed is reported). */
    default boolean randomised() {
        return false;
    }

    /** False for an algorithm that does not solve (e.g. one that only counts nodes): it never proves anything. */
    default boolean solves() {
        return true;
    }

    Search create(String metric, Heuristic h, SearchOptions options);
}

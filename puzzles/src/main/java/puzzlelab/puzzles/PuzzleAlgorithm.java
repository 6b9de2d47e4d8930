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

    Search create(String metric, Heuristic h, SearchOptions options);
}

package puzzlelab.puzzles;

import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;

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

    /**
     * What the search reports to the trace in {@code options.trace()} (the depth-first family: every move tried; BFS
     * and best-first: every node expanded), or NONE (the default) when it reports nothing. The catalogue entry says
     * so, and {@code solve --trace} and the watch page offer the algorithm accordingly.
     */
    default Trace.Reports traces() {
        return Trace.Reports.NONE;
    }

    Search create(String metric, Heuristic h, SearchOptions options);

    /** {@code a} with its trace declared: for a puzzle's variant built on a traced engine search (a "dfs-..." variant). */
    static PuzzleAlgorithm traced(PuzzleAlgorithm a, Trace.Reports reports) {
        return new PuzzleAlgorithm() {
            public String description() { return a.description(); }
            public String optimality() { return a.optimality(); }
            public boolean usesHeuristic() { return a.usesHeuristic(); }
            public boolean randomised() { return a.randomised(); }
            public boolean solves() { return a.solves(); }
            public Trace.Reports traces() { return reports; }
            public Search create(String metric, Heuristic h, SearchOptions options) { return a.create(metric, h, options); }
        };
    }
}

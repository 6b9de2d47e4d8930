package puzzlelab.engine;

/** Outcome of a search. RUNNING only while {@link Search#step} has more work. */
public enum Status {
    RUNNING,
    /** A solution was found. */
    SOLVED,
    /** The whole search space was exhausted without a solution: proven unsolvable. */
    UNSOLVABLE,
    /** A time, node, memory or depth limit ended the search. */
    LIMIT,
    /** The user cancelled (Ctrl-C). */
    CANCELLED
}

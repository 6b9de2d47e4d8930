package puzzlelab.engine;

import java.util.List;

/**
 * A search problem over packed states. A state is a fixed number of {@code long} words ({@link #words()}), so the
 * engine can keep millions of them in flat arrays and primitive hash tables instead of objects.
 *
 * <p>Moves are {@code int} codes chosen by the puzzle; the engine never interprets them, it only stores them on
 * the path. A move code must mean the same thing in every state (the puzzle turns codes into its notation).
 */
public interface Problem {

    /** Number of {@code long} words in a packed state (1 for most puzzles). */
    int words();

    /** Writes the initial state into {@code dst} (length {@link #words()}). */
    void initial(long[] dst);

    boolean isGoal(long[] state);

    /**
     * Generates every successor of {@code state}, in a fixed order: for each one, write the child into
     * {@code out.child()} and call {@link Successors#emit}. {@code state} must not be modified.
     */
    void expand(long[] state, Successors out);

    /** True when every move costs 1; then BFS-like algorithms are optimal. */
    default boolean unitCost() {
        return true;
    }

    /** True when every move can be undone by another move, so the state graph is undirected (needed by bidi). */
    default boolean reversible() {
        return false;
    }

    /** The goal states, when the puzzle can list them (needed by bidirectional search); empty otherwise. */
    default List<long[]> goalStates() {
        return List.of();
    }

    /**
     * A cursor for the depth-first family (in-place apply/undo). The default adapts {@link #expand}; puzzles with
     * a hot inner loop (the 15-puzzle) override it.
     */
    default Cursor cursor(Heuristic heuristic) {
        return new GenericCursor(this, heuristic);
    }

    /**
     * A hand-written version of the generic algorithm {@code algorithm} (lower case) for this problem, or null (the
     * default) to use the generic one. It must give the same results and the same statistics (expanded, generated,
     * iterations) as the generic algorithm, only faster: the 15-puzzle's IDA* + Manhattan or linear conflict.
     */
    default Search specialised(String algorithm, Heuristic heuristic, SearchOptions options) {
        return null;
    }
}

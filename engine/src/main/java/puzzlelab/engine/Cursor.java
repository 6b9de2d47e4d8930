package puzzlelab.engine;

/**
 * A mutable position for the depth-first family (DFS, IDDFS, DFBnB, IDA*): moves are applied and undone in place,
 * so no state is allocated per node.
 *
 * <p>Protocol: call {@link #moves} at the current position, then {@link #apply} one of the returned moves; a later
 * {@link #undo} of that move returns to the position. Calls nest like a stack.
 */
public interface Cursor {

    /** Upper bound on the number of moves {@link #moves} can return. */
    int maxMoves();

    /**
     * Writes the legal moves of the current position into {@code buf} in a fixed order and returns how many there
     * are. If that count exceeds {@code buf.length}, nothing useful was written: call again with a larger buffer.
     */
    int moves(int[] buf);

    /** Plays {@code move} (one returned by the last {@link #moves} at this position); returns its cost. */
    int apply(int move);

    void undo(int move);

    boolean isGoal();

    /** Heuristic value of the current position (incremental where the puzzle can). */
    int h();

    /** Writes the packed current state into {@code dst}. */
    void key(long[] dst);

    /** Number of words of {@link #key}. */
    int words();

    /** True when {@code move} right after {@code previous} is pointless (e.g. it undoes it): skipped uncounted. */
    default boolean prune(int previous, int move) {
        return false;
    }
}

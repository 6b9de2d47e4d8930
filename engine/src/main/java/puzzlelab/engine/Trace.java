package puzzlelab.engine;

/** Observer of depth-first searches, for teaching (--trace). Calls are made from the search thread. */
public interface Trace {
    /** A new depth-first iteration with the given bound (IDDFS depth limit, IDA* f-bound), or -1. */
    default void iteration(int number, long bound) { }

    /** Move {@code move} tried from depth {@code depth}; verdict is one of the {@code Verdict} names. */
    void child(int depth, int move, long g, int h, Verdict verdict);

    /** Backtracking out of depth {@code depth} (all its moves tried). */
    default void backtrack(int depth) { }

    enum Verdict { ENTER, DUPLICATE, ON_PATH, BOUND, DEPTH, GOAL, BETTER_SEEN }
}

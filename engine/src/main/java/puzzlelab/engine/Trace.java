package puzzlelab.engine;

/**
 * Observer of a search, for teaching ({@code --trace}, the web's "watch the search"). Calls are made from the search
 * thread. The depth-first family (DFS, IDDFS, DFBnB, IDA*) reports every move tried ({@link #child}); breadth-first
 * and best-first searches (BFS, A*, weighted A*, greedy, UCS) report every node taken from the frontier
 * ({@link #expand}), its children ({@link #generated}) and then the frontier ({@link #frontier}, {@link #next}).
 * A search with no trace attached pays nothing for it.
 */
public interface Trace {
    /** A new depth-first iteration with the given bound (IDDFS depth limit, IDA* f-bound), or -1. */
    default void iteration(int number, long bound) { }

    /** Move {@code move} tried from depth {@code depth}; verdict is one of the {@code Verdict} names. */
    void child(int depth, int move, long g, int h, Verdict verdict);

    /** Backtracking out of depth {@code depth} (all its moves tried). */
    default void backtrack(int depth) { }

    /**
     * Breadth-/best-first: a node taken from the frontier, reached by {@code path} (moves from the start) at cost
     * {@code g}; {@code h} is its estimate (-1 for blind searches). Verdict {@link Verdict#GOAL} (the search ends; BFS
     * tests goals when they are generated and reports the goal node this way after its parent's expansion) or
     * {@link Verdict#EXPAND} (its children follow).
     */
    default void expand(int[] path, long g, int h, Verdict verdict) { }

    /**
     * A child of the node being expanded: {@code fresh} when it was queued (a new state or a cheaper path to one),
     * false for a duplicate. {@code h} is -1 when the search did not compute it.
     */
    default void generated(int move, long g, int h, boolean fresh) { }

    /** After an expansion: how many entries the frontier holds (a best-first open list may hold stale ones). */
    default void frontier(int size) { }

    /** How many of the next frontier nodes {@link #next} should report after each expansion (0: none). */
    default int preview() { return 0; }

    /** One of the next frontier nodes, in the order the search would take them (best-first: least f, then h). */
    default void next(int[] path, long g, int h) { }

    enum Verdict { ENTER, DUPLICATE, ON_PATH, BOUND, DEPTH, GOAL, BETTER_SEEN, EXPAND }

    /**
     * What an algorithm reports to a trace, a fact of its catalogue entry: nothing, a row per node taken from the
     * frontier ({@link #expand}; BFS and the best-first family) or a row per move tried ({@link #child}; the
     * depth-first family). {@code solve --trace}, the watch page and {@code list} read it there.
     */
    enum Reports {
        NONE, NODES_EXPANDED, MOVES_TRIED;

        public boolean any() {
            return this != NONE;
        }
    }
}

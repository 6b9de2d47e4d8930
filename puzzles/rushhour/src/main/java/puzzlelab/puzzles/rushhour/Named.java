package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.ForwardingSearch;
import puzzlelab.engine.Search;
import puzzlelab.engine.Status;

/**
 * Runs an engine search under a variant's own name. With {@code mayBeOptimal} false it never claims optimality:
 * for the report's variants whose move rules (maximum-distance moves, the useful-move check) or heuristic
 * (blockers of blockers) can miss the optimum even when the engine's algorithm would otherwise prove it. With
 * {@code complete} false (restricted move rules) running out of states proves nothing, so UNSOLVABLE becomes
 * LIMIT with a message saying so.
 */
final class Named extends ForwardingSearch {
    private final String name;
    private final boolean mayBeOptimal;
    private final boolean complete;
    private String note;

    Named(String name, Search inner, boolean mayBeOptimal, boolean complete) {
        super(inner);
        this.name = name;
        this.mayBeOptimal = mayBeOptimal;
        this.complete = complete;
    }

    @Override public String name() { return name; }
    @Override
    public Status step(int budget) {
        Status s = inner.step(budget);
        if (s == Status.UNSOLVABLE && !complete) {
            note = "no solution within " + name + "'s restricted moves (not a proof that none exists)";
            return Status.LIMIT;
        }
        return s;
    }
    @Override public boolean provesOptimal() { return mayBeOptimal && inner.provesOptimal(); }
    @Override public String message() { return note != null ? note : inner.message(); }
}

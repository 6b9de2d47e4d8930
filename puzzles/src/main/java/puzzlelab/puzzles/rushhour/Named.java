package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Runs an engine search under a variant's own name. With {@code mayBeOptimal} false it never claims optimality:
 * for the report's variants whose move rules (maximum-distance moves, the useful-move check) or heuristic
 * (blockers of blockers) can miss the optimum even when the engine's algorithm would otherwise prove it. With
 * {@code complete} false (restricted move rules) running out of states proves nothing, so UNSOLVABLE becomes
 * LIMIT with a message saying so.
 */
final class Named extends Search {
    private final Search inner;
    private final String name;
    private final boolean mayBeOptimal;
    private final boolean complete;
    private String note;

    Named(String name, Search inner, boolean mayBeOptimal, boolean complete) {
        this.name = name;
        this.inner = inner;
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
    @Override public long bytes() { return inner.bytes(); }
    @Override public String heuristic() { return inner.heuristic(); }
    @Override public Stats stats() { return inner.stats(); }
    @Override public Solution best() { return inner.best(); }
    @Override public String message() { return note != null ? note : inner.message(); }
    @Override public void stopped() { inner.stopped(); }
}

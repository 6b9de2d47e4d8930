package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Runs an engine search under a variant's own name. With {@code mayBeOptimal} false it never claims optimality:
 * for the report's variants whose move rules (maximum-distance moves, the useful-move check) or heuristic
 * (blockers of blockers) can miss the optimum even when the engine's algorithm would otherwise prove it.
 */
final class Named extends Search {
    private final Search inner;
    private final String name;
    private final boolean mayBeOptimal;

    Named(String name, Search inner, boolean mayBeOptimal) {
        this.name = name;
        this.inner = inner;
        this.mayBeOptimal = mayBeOptimal;
    }

    @Override public String name() { return name; }
    @Override public Status step(int budget) { return inner.step(budget); }
    @Override public boolean provesOptimal() { return mayBeOptimal && inner.provesOptimal(); }
    @Override public long bytes() { return inner.bytes(); }
    @Override public String heuristic() { return inner.heuristic(); }
    @Override public Stats stats() { return inner.stats(); }
    @Override public Solution best() { return inner.best(); }
    @Override public String message() { return inner.message(); }
    @Override public void stopped() { inner.stopped(); }
}

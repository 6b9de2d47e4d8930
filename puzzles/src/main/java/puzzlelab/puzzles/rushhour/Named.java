package puzzlelab.puzzles.rushhour;

import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Runs an engine search under a variant's own name. With {@code mayBeOptimal} false it never claims optimality:
 * for the report's variants whose move rules (maximum-distance moves, the useful-move check) or heuristic
 * (blockers of blockers) can miss the optimum even when the engine's algorithm would otherwise prove it. With
 * {@code rulesComplete} false (move rules that leave moves out), an exhausted search is no proof that the board
 * is unsolvable, so it ends with LIMIT instead of UNSOLVABLE.
 */
final class Named extends Search {
    private final Search inner;
    private final String name;
    private final boolean mayBeOptimal;
    private final boolean rulesComplete;
    private String note;

    Named(String name, Search inner, boolean mayBeOptimal) {
        this(name, inner, mayBeOptimal, true);
    }

    Named(String name, Search inner, boolean mayBeOptimal, boolean rulesComplete) {
        this.name = name;
        this.inner = inner;
        this.mayBeOptimal = mayBeOptimal;
        this.rulesComplete = rulesComplete;
    }

    @Override public String name() { return name; }
    @Override
    public Status step(int budget) {
        Status s = inner.step(budget);
        if (s == Status.UNSOLVABLE && !rulesComplete) {
            note = "every state this variant's move rules reach was searched without a solution; "
                    + "the rules leave moves out, so this is no proof that the board is unsolvable";
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

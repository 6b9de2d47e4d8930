package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Search;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Two feature space finders taking turns: Festival's box moves with the sequential packing order, and single pushes
 * with the layered order. Neither covers the other: at 60 s a level on XSokoban the box moves solve 10, 27, 36, 46,
 * 49 and 72, the single pushes 21, 40, 45 and 81 (docs/sokoban.md). The box moves, which solve more, take two turns
 * in three. Turns are counted in the finders' own steps (entries taken plus positions formed), not in time, so a run
 * is deterministic. The first solution ends both; so does the first to run dry, since each is complete: that proves
 * the level unsolvable.
 */
final class FessPair extends Search {
    private final String name;
    private final Fess[] finders;
    private int turn, turns;

    FessPair(Board b, String name, boolean pushCodes) {
        this.name = name;
        finders = new Fess[] {new Fess(b, name, pushCodes, true), new Fess(b, name, pushCodes, false)};
        for (Fess f : finders) if (f.best() != null) best = f.best();
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "features"; }
    @Override public boolean provesOptimal() { return false; }

    /** Turns are steps, so a step's size decides how the finders share the work: keep it fixed. */
    @Override
    public boolean fixedBudget() {
        return true;
    }

    @Override
    public long bytes() {
        return finders[0].bytes() + finders[1].bytes();
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        turn = turns++ % 3 == 2 ? 1 : 0;   // box moves, box moves, single pushes
        Fess f = finders[turn];
        Status s = f.step(budget);
        sum();
        if (s == Status.SOLVED) {
            best = f.best();
            message = (turn == 0 ? "box moves" : "single pushes") + " found it";
            return s;
        }
        if (s == Status.UNSOLVABLE) message = (turn == 0 ? "box moves" : "single pushes") + " ran out of moves";
        return s;
    }

    @Override
    public void stopped() {
        for (Fess f : finders) f.stopped();
        message = "box moves: " + finders[0].message() + "; single pushes: " + finders[1].message();
    }

    /** Both finders' counts; stored and bytes add up too, since both tables are held at once. */
    private void sum() {
        Stats a = finders[0].stats(), c = finders[1].stats();
        stats.expanded = a.expanded + c.expanded;
        stats.generated = a.generated + c.generated - 1;   // the root once
        stats.duplicates = a.duplicates + c.duplicates;
        stats.stored = a.stored + c.stored;
        stats.maxFrontier = Math.max(stats.maxFrontier, a.maxFrontier + c.maxFrontier);
        stats.iterations = a.iterations + c.iterations;
        stats.bytes(bytes());
    }
}

package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * {@code sokoban-shorten}: the improver ({@link PushShortener}) on a solution, first found by {@code sokoban-find}
 * unless one is given ({@code bench sokoban --shorten} hands it the solve's solution). It ends when the improver does
 * (a whole sweep with no gain), so it is a search of its own a plan can run, limits and replay check included.
 */
final class FindThenShorten extends Search {
    private final String name;
    private Search finder;
    private final PushShortener shortener;
    private boolean shortening;

    FindThenShorten(SokobanBoard b, String name, boolean pushCodes, Solution start) {
        this(b, name, pushCodes, start, SetUp.NEVER);
    }

    /** @param up polled by the finders' set-up (see {@link SetUpInStep}) */
    FindThenShorten(SokobanBoard b, String name, boolean pushCodes, Solution start, SetUp up) {
        this.name = name;
        shortener = new PushShortener(b, pushCodes, up);
        if (start != null) startFrom(start);
        else finder = FinderTurns.all(b, "sokoban-find", pushCodes, up);
    }

    private void startFrom(Solution s) {
        shortener.offer(s);
        best = s;
        shortening = true;
        finder = null;   // its tables go
    }

    @Override public String name() { return name; }
    @Override public boolean provesOptimal() { return false; }
    @Override public String heuristic() { return "matching"; }
    @Override public boolean fixedBudget() { return !shortening && finder.fixedBudget(); }

    @Override
    public long bytes() {
        return shortening ? shortener.bytes() : finder.bytes();
    }

    @Override
    public Stats stats() {
        return shortening ? shortener.stats() : finder.stats();
    }

    @Override
    public String message() {
        return shortening ? shortener.message() : finder.message();
    }

    @Override
    public Status step(int budget) {
        if (!shortening) {
            Status s = finder.step(budget);
            if (s != Status.SOLVED) return s;
            startFrom(finder.best());
            return Status.RUNNING;
        }
        Status s = shortener.step(budget);
        if (shortener.best() != null && shortener.best().cost() < best.cost()) best = shortener.best();
        return s == Status.RUNNING ? s : Status.SOLVED;
    }

    @Override
    public void stopped() {
        if (shortening) shortener.stopped();
        else finder.stopped();
    }
}

package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Search;
import puzzlelab.engine.Status;

/**
 * What is left of a finder {@link FinderTurns} released to free the heap ({@link MemoryRelease}): its work, counts and
 * closing message as they were, no tables. It never takes a turn; it stands in the finder's place so the portfolio's
 * totals and closing message still count it.
 */
final class Released extends Search implements Clocked {
    private final String name;
    private final long work;

    /** @param why what released it (for the closing message), e.g. "released at 2,700 MB" */
    Released(Search finder, String why) {
        name = finder.name();
        work = ((Clocked) finder).work();
        finder.stopped();
        stats.add(finder.stats());
        message = why + (finder.message() == null ? "" : "; " + finder.message());
    }

    @Override public String name() { return name; }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return 0; }
    @Override public long work() { return work; }

    /** Never asked (FinderTurns gives it no turn); running, so it can prove nothing. */
    @Override
    public Status step(int budget) {
        return Status.RUNNING;
    }

    /** The message stays the one it had when released. */
    @Override
    public void stopped() {
    }
}

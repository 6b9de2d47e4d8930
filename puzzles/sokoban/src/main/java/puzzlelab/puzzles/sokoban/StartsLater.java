package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Limits;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;

/**
 * A search standing in for one that is built later ({@link SetUpInStep}: on its first step; {@link FinderFirst#after}:
 * once the finder's gate opens). Before, it answers as a search that has done nothing; after, it passes every call to
 * the built one, which gets the run's stop signal and the incumbent offered while it waited.
 */
abstract class StartsLater extends Search {
    private final String name;
    private final boolean fixedBefore;
    /** The built search, or null before. */
    Search inner;
    private Solution offered;

    /** @param fixedBefore what {@link #fixedBudget} answers before the build (the built search's own answer then) */
    StartsLater(String name, boolean fixedBefore) {
        this.name = name;
        this.fixedBefore = fixedBefore;
    }

    /** Takes {@code built} as the search stood in for. */
    final void start(Search built) {
        built.stopWhen(stopSignal());
        built.limits(limits());
        if (offered != null) built.offer(offered);
        inner = built;
    }

    /** Whether an incumbent was offered before the build. */
    final boolean offeredAny() {
        return offered != null;
    }

    @Override public String name() { return inner == null ? name : inner.name(); }
    @Override public boolean provesOptimal() { return inner != null && inner.provesOptimal(); }
    @Override public long bytes() { return inner == null ? 0 : inner.bytes(); }
    @Override public String heuristic() { return inner == null ? null : inner.heuristic(); }
    @Override public Solution best() { return inner == null ? null : inner.best(); }
    @Override public String message() { return inner == null ? message : inner.message(); }
    @Override public long lowerBound() { return inner == null ? -1 : inner.lowerBound(); }
    @Override public boolean fixedBudget() { return inner == null ? fixedBefore : inner.fixedBudget(); }
    @Override public long otherThreadsCpuNanos() { return inner == null ? 0 : inner.otherThreadsCpuNanos(); }

    @Override
    public void limits(Limits limits) {
        super.limits(limits);
        if (inner != null) inner.limits(limits);
    }

    @Override
    public void offer(Solution incumbent) {
        if (inner != null) inner.offer(incumbent);
        else offered = incumbent;
    }

    @Override
    public void stopped() {
        if (inner != null) inner.stopped();
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.function.Function;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * A Sokoban search built on its first step rather than when the plan creates it, with the runner's stop signal
 * ({@link Search#stopWhen}): its set-up (seconds on a huge room) then runs under the run's time limit and cancel
 * flag, and a stopped set-up returns RUNNING so the runner ends the run as LIMIT or CANCELLED with its statistics.
 */
final class SetUpInStep extends Search {
    private final String name;
    private final boolean fixedBefore;
    private final Function<SetUp, Search> build;
    private Search inner;
    private Solution offered;

    /** @param fixedBefore what {@link #fixedBudget} answers before the build (the built search's own answer then) */
    SetUpInStep(String name, boolean fixedBefore, Function<SetUp, Search> build) {
        this.name = name;
        this.fixedBefore = fixedBefore;
        this.build = build;
    }

    @Override
    public Status step(int budget) {
        if (inner == null) {
            try {
                Search s = build.apply(new SetUp(stopSignal()));
                s.stopWhen(stopSignal());
                if (offered != null) s.offer(offered);
                inner = s;
            } catch (SetUp.Stopped e) {
                message = e.getMessage();
                return Status.RUNNING;   // the signal is the runner's own test: it ends the run after this step
            }
        }
        Status st = inner.step(budget);
        copyStats();
        return st;
    }

    /**
     * The runner keeps the {@link Stats} object it got before the first step (this one's), so the built search's
     * counts are copied here after each of its steps.
     */
    private void copyStats() {
        Stats in = inner.stats();
        stats.expanded = in.expanded;
        stats.generated = in.generated;
        stats.duplicates = in.duplicates;
        stats.stored = in.stored;
        stats.maxFrontier = in.maxFrontier;
        stats.iterations = in.iterations;
        stats.peakBytes = Math.max(stats.peakBytes, in.peakBytes);
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
    public void offer(Solution incumbent) {
        if (inner != null) inner.offer(incumbent);
        else offered = incumbent;
    }

    @Override
    public void stopped() {
        if (inner == null) return;
        inner.stopped();
        copyStats();
    }
}

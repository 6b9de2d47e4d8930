package puzzlelab.puzzles.sokoban;

import java.util.function.Function;
import puzzlelab.engine.Search;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * A Sokoban search built on its first step rather than when the plan creates it, with the runner's stop signal
 * ({@link Search#stopWhen}): its set-up (seconds on a huge room) then runs under the run's time limit and cancel
 * flag, and a stopped set-up returns RUNNING so the runner ends the run as LIMIT or CANCELLED with its statistics.
 */
final class SetUpInStep extends StartsLater {
    private final Function<SetUp, Search> build;

    /** @param fixedBefore what {@link #fixedBudget} answers before the build (the built search's own answer then) */
    SetUpInStep(String name, boolean fixedBefore, Function<SetUp, Search> build) {
        super(name, fixedBefore);
        this.build = build;
    }

    @Override
    public Status step(int budget) {
        if (inner == null) {
            try {
                start(build.apply(new SetUp(stopSignal())));
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

    @Override
    public void stopped() {
        super.stopped();
        if (inner != null) copyStats();
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.function.BooleanSupplier;

/**
 * The stop signal as seen by a search's set-up (the tables of {@link Fess}, {@link Packing}, {@link CorralDeadlocks},
 * {@link PackRoute}): on a huge room these take seconds, so they call {@link #check} between their parts (each goal's
 * pulls out, each table) and end with {@link Stopped} once the run is cancelled or out of time. {@link SetUpInStep}
 * builds the search inside a step and turns that into an early return, so the runner ends the run cleanly.
 */
final class SetUp {
    /** Set-up that never stops (tests, play's deadlock names, the generator: callers without a run's limits). */
    static final SetUp NEVER = new SetUp(() -> false);

    private final BooleanSupplier stop;

    SetUp(BooleanSupplier stop) {
        this.stop = stop;
    }

    /** @throws Stopped once the run's stop signal is true */
    void check() {
        if (stop.getAsBoolean()) throw new Stopped();
    }

    /** The set-up was abandoned: the run was cancelled or ran out of time (no stack trace: it is not an error). */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped while setting up", null, false, false);
        }
    }
}

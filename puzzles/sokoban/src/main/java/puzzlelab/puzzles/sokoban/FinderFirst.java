package puzzlelab.puzzles.sokoban;

import java.util.function.Supplier;
import puzzlelab.engine.ForwardingSearch;
import puzzlelab.engine.Search;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * {@code auto} on big levels, as strong as its finder: the finder runs alone until it has a solution (or has ended),
 * and only then do the others start (the improver and the prover). Measured before this: with even turns the finder
 * got about half of one thread, and on two threads the prover's tables and their garbage collection slowed it on the
 * other core (XSokoban 87: 31.0 s in {@code auto} against 14.8 s alone), so {@code auto} missed levels its own finder
 * solves within the same limit (XSokoban 30 and 45 at 60 s). On levels over {@link SokobanInstance#SMALL_LEVEL_BOXES}
 * boxes the prover never proves before a first solution in usual limits, so waiting costs it nothing that matters.
 * <p>
 * {@link #finder} wraps the finder and tells the gate when it solves or ends; {@link #after} wraps a member that waits.
 * The portfolio ends a finder over its memory share without stepping it again, so a gate also opens once a waiting
 * member has taken three steps with no step of the finder between them (on another thread than the finder's, also
 * {@link #SILENT_NANOS} after its last step: a step may be long). On one thread that is deterministic. A waiting
 * member on another thread than the finder's sleeps between its (empty) steps, so it does not spin on a core the
 * finder needs.
 */
final class FinderFirst {
    /** A finder not stepped for this long (and not inside a step) has been ended by the portfolio. */
    static final long SILENT_NANOS = 1_000_000_000L;
    /**
     * How long a waiting member on another thread sleeps per empty step. Each empty step also costs the portfolio's
     * bookkeeping on that thread: at 2 ms that was 0.72 s of the runner's CPU on XSokoban 41 before its first solution
     * (80 s, two threads), which a CPU limit counts against the run; at 20 ms 0.27 s (the rest is the runner's own
     * checks), and the others start at most 20 ms after the finder's solution.
     */
    private static final long WAIT_MILLIS = 20;

    private volatile boolean open;
    private volatile boolean finderBusy;
    private volatile long finderSeen = System.nanoTime();
    private volatile Thread finderThread;
    private volatile long finderSteps;

    boolean isOpen() {
        return open;
    }

    /** Whether the finder has been ended by the portfolio: {@code stale} waiting steps saw no step of it. */
    private boolean finderGone(int stale) {
        Thread f = finderThread;
        if (f == null || finderBusy || stale < 3) return false;
        return f == Thread.currentThread() || System.nanoTime() - finderSeen > SILENT_NANOS;
    }

    /** The finder, reporting to this gate. */
    Search finder(Search inner) {
        return new ForwardingSearch(inner) {
            @Override public boolean fixedBudget() { return inner.fixedBudget(); }   // the finder's turns are fixed work

            @Override
            public void stopped() {
                inner.stopped();
                open = true;
            }

            @Override
            public Status step(int budget) {
                finderThread = Thread.currentThread();
                finderBusy = true;
                try {
                    Status s = inner.step(budget);
                    if (s != Status.RUNNING || inner.best() != null) open = true;
                    return s;
                } catch (RuntimeException | Error e) {
                    open = true;
                    throw e;
                } finally {
                    finderSteps++;
                    finderSeen = System.nanoTime();
                    finderBusy = false;
                }
            }
        };
    }

    /** A member that starts (is built) only once the gate opens; until then its steps do nothing. */
    Search after(String name, Supplier<Search> factory) {
        return new StartsLater(name, true) {
            // while waiting: a fixed budget, so the portfolio's adaptive budget does not grow on empty steps (it did, to
            // 2^20 nodes a step: the prover's first steps then overran a 15 s limit by 15 s on two threads)
            { message = "not started: the finder had no solution"; }
            private long seenSteps = -1;
            private int stale;

            private boolean started() {
                if (inner == null) {
                    long n = finderSteps;
                    stale = n == seenSteps ? stale + 1 : 0;
                    seenSteps = n;
                }
                if (inner == null && (offeredAny() || open || finderGone(stale))) {
                    open = true;
                    start(factory.get());
                }
                return inner != null;
            }

            @Override public Stats stats() { return inner == null ? stats : inner.stats(); }

            @Override
            public Status step(int budget) {
                if (started()) return inner.step(budget);
                Thread f = finderThread;
                if (f != Thread.currentThread()) {   // the finder runs on another thread, or has not started yet
                    try {
                        Thread.sleep(WAIT_MILLIS);   // another thread runs the finder: leave it the core
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return Status.RUNNING;
            }
        };
    }
}

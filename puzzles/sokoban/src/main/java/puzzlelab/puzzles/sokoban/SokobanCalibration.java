package puzzlelab.puzzles.sokoban;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * A fixed amount of search, timed, so that benchmark tables from different hosts or days can be compared: the same
 * code and the same level gave 85 of XSokoban's 90 one day and 81 the next on a slower machine, and a table alone
 * does not say which host it came from. The work is deterministic (A* on one built-in level for a fixed number of
 * expansions, one thread), so its CPU time measures the host (and the JVM), not the search. It runs before and after
 * the table: on a shared virtual machine the host's speed drifts within the hour (the same search took 1.4 s and, ten
 * minutes later, 2.2 s of CPU on 2026-12-02), and the two lines show whether it did during the run.
 */
final class SokobanCalibration {
    /** The level: a hard one for A*, so the whole budget is spent on expansions that look like a real run's. */
    static final String LEVEL = "xsokoban-29";
    /** The budget: a few seconds on a 2026 laptop core. */
    static final long EXPANSIONS = 400_000;
    /** What the calibration measured. */
    record Measured(long expanded, double cpuSeconds, double wallSeconds) {
    }

    private SokobanCalibration() {
    }

    /** Runs the fixed search (through a plan, as every search runs). */
    static Measured measure(BooleanSupplier cancel) {
        Instance inst = new SokobanType().builtinInstance("xsokoban", 29);
        long t0 = System.nanoTime();
        Result r = Solver.solve(inst, new Solver.Request("sokoban", null, "pushes", SearchOptions.DEFAULT,
                new Limits(0, EXPANSIONS, 0), 0), Progress.NONE, cancel);
        return new Measured(r.stats().expanded, r.stats().cpuMillis / 1e3, (System.nanoTime() - t0) / 1e9);
    }

    /** One line: when it ran, what ran, its CPU and wall time. */
    static String line(String when, Measured m) {
        return String.format(Locale.ROOT, "calibration %s: A* (sokoban) on %s for %,d expansions: %.2f s of CPU, %.2f s of wall"
                + " (the same work on every host: more seconds, a slower host)", when, LEVEL, m.expanded(), m.cpuSeconds(),
                m.wallSeconds());
    }

    static void print(String when, PrintStream out, BooleanSupplier cancel) {
        out.println(line(when, measure(cancel)));
    }
}

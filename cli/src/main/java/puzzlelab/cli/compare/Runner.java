package puzzlelab.cli.compare;

import puzzlelab.puzzles.NotApplicable;
import puzzlelab.cli.common.Interrupts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Stats;
import puzzlelab.engine.StopReason;
import puzzlelab.puzzles.Plan;

/**
 * Measures tasks. A deterministic configuration runs {@code repeat} times and reports the median run by wall time
 * (the lower median for an even count, so the row is a real run); a random one runs once per seed S, S+1, ... and
 * reports every run. A failing search becomes an ERROR row; a cancelled run (Ctrl-C) gives no row.
 */
final class Runner {
    /** Hears about each run as it ends (progress bar) and about search progress within a run. */
    interface Listener {
        void runStarted(Task t);

        void runEnded();

        void searching(Task t, Stats s, long elapsedMillis);
    }

    private final Settings settings;
    private final Interrupts.Scope cancel;

    Runner(Settings settings, Interrupts.Scope cancel) {
        this.settings = settings;
        this.cancel = cancel;
    }

    /** The finished rows of the task (empty when cancelled before a deterministic task completed all repeats). */
    List<Row> measure(Task t, Listener listener) throws NotApplicable {
        List<Row> rows = new ArrayList<>();
        int n = settings.repeat();
        for (int r = 0; r < n && !cancel.requested(); r++) {
            Long seed = t.random() ? settings.seed() + r : null;
            Row row;
            listener.runStarted(t);
            try {
                row = once(t, seed, settings.limits(), (s, ms) -> listener.searching(t, s, ms));
            } finally {
                listener.runEnded();
            }
            if (row == null) break;
            rows.add(row);
        }
        if (t.random()) return rows;
        return rows.size() == n ? List.of(median(rows)) : List.of();
    }

    /**
     * One unreported run with the warm-up limits, so the JIT has compiled the search before it is measured.
     * False when the configuration turned out not to apply (reported when the task is measured).
     */
    boolean warmUp(Task t) {
        try {
            once(t, t.random() ? settings.seed() : null, settings.warmupLimits(), Progress.NONE);
            return true;
        } catch (NotApplicable e) {
            return false;
        }
    }

    /** The median run by wall time; the lower one of the middle two for an even count. */
    static Row median(List<Row> rows) {
        List<Row> sorted = new ArrayList<>(rows);
        sorted.sort(Comparator.comparingLong(Row::wallMs));
        return sorted.get((sorted.size() - 1) / 2);
    }

    private Row once(Task t, Long seed, Limits limits, Progress progress) throws NotApplicable {
        SearchOptions o = settings.options().withSeed(seed == null ? settings.seed() : seed);
        Plan plan = t.plan().withOptions(o).withLimits(limits);
        if (settings.jobs() == 1) System.gc();  // the previous run's garbage is not collected on this run's clock
        long start = System.nanoTime();
        try {
            Result r = plan.run(progress, cancel::requested);
            return r.stoppedBy() == StopReason.CANCEL ? null : row(t, seed, r);
        } catch (NotApplicable e) {
            throw new NotApplicable(e.getMessage());   // only the algorithm's fit: a bug while searching is an ERROR row
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return error(t, seed, e, (System.nanoTime() - start) / 1_000_000);
        }
    }

    private Row row(Task t, Long seed, Result r) {
        Stats s = r.stats();
        Long length = r.solution() == null ? null : r.solution().cost();
        return new Row(t.instance().id(), t.instance().type().name(), t.algorithm(), r.heuristic(), seed,
                r.status().name(), length, r.optimal(), r.lowerBound(), r.firstSolutionMillis(), s.expanded, s.generated, s.stored, s.maxFrontier, s.wallMillis,
                s.cpuMillis, s.peakBytes, settings.machine().jvm(), settings.machine().cpu(), settings.jobs(),
                oneLine(r.message()));
    }

    private Row error(Task t, Long seed, Throwable e, long wallMs) {
        String what = e instanceof StackOverflowError ? "stack overflow (recursion too deep)"
                : e instanceof OutOfMemoryError ? "out of memory (raise -Xmx or set --max-nodes)"
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getClass().getSimpleName() + ": " + e.getMessage();
        return new Row(t.instance().id(), t.instance().type().name(), t.algorithm(), t.heuristic(), seed,
                "ERROR", null, false, null, null, 0, 0, 0, 0, wallMs, 0, 0, settings.machine().jvm(), settings.machine().cpu(),
                settings.jobs(), oneLine(what));
    }

    private static String oneLine(String s) {
        return s == null ? null : s.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}

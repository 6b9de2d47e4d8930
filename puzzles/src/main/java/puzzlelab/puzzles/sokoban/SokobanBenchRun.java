package puzzlelab.puzzles.sokoban;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.DataFolder;

/**
 * The Sokoban benchmark as a plain class: solves levels of a built-in set one after another and prints per-level
 * pushes, moves, time and whether the result is proven optimal, then totals, and compares pushes with the replayed
 * solutions of {@code ../shared/data/sokoban} (upper bounds) when that folder is found.
 */
public final class SokobanBenchRun {
    /** What to run. {@code only} (non-empty) overrides from/to. */
    public record Options(String set, long timeoutMillis, int from, int to, List<Integer> only, String metric,
                          String algorithm, int threads, long shortenMillis, Path data,
                          java.util.function.BooleanSupplier cancel) {
    }

    /** One level's outcome; {@code shortened} is null unless the improver ran on it. */
    public record Row(int level, boolean solved, boolean proven, int pushes, int moves, double seconds, Long bound,
                      Shortened shortened) {
    }

    /** What the improver made of a solution, and how long it ran. */
    public record Shortened(int pushes, int moves, double seconds) {
    }

    /** The totals. */
    public record Summary(int levels, int solved, int proven, List<Integer> unsolved, double seconds, int contradicted) {
    }

    private SokobanBenchRun() {
    }

    public static Summary run(Options o, PrintStream out) throws InputException {
        int max = SokobanType.SETS.get(o.set());
        List<Integer> levels = new ArrayList<>();
        if (o.only() != null && !o.only().isEmpty()) levels.addAll(o.only());
        else for (int i = Math.max(1, o.from()); i <= Math.min(max, o.to()); i++) levels.add(i);
        for (int n : levels)
            if (n < 1 || n > max) throw new InputException("--only", "the " + o.set() + " levels are numbered 1.." + max);
        Map<Integer, Integer> known = known(o, out);
        out.printf(Locale.ROOT, "Sokoban benchmark: %s, %d levels, algorithm %s, metric %s, %d ms per level, %d thread(s)%n",
                o.set(), levels.size(), o.algorithm(), o.metric(), o.timeoutMillis(), o.threads());
        boolean shorten = o.shortenMillis() > 0;
        if (shorten)
            out.printf(Locale.ROOT, "then sokoban-shorten on each solution, at most %d ms: short_p, short_m, short_s%n",
                    o.shortenMillis());
        out.printf(Locale.ROOT, "%6s %6s %6s %7s %6s %8s %6s %-8s%s%n", "level", "solved", "pushes", "moves", "proven",
                "time_s", "known", "vs_known", shorten ? String.format("%8s %8s %8s", "short_p", "short_m", "short_s") : "");
        int shortened = 0, pushesBefore = 0, pushesAfter = 0;
        SokobanType type = new SokobanType();
        int solved = 0, proven = 0, better = 0, worse = 0, equal = 0, contradicted = 0;
        double total = 0;
        List<Integer> unsolved = new ArrayList<>();
        for (int n : levels) {
            if (o.cancel() != null && o.cancel().getAsBoolean()) break;
            Row r = level(type.builtinInstance(o.set(), n), n, o);
            total += r.seconds();
            if (r.solved()) solved++; else unsolved.add(n);
            if (r.proven()) proven++;
            Integer k = known.get(n);
            String vs = "";
            Shortened sh = r.shortened();
            int pushes = sh == null ? r.pushes() : sh.pushes();   // compared with the known solutions: the final one
            if (sh != null) {
                pushesBefore += r.pushes();
                pushesAfter += sh.pushes();
                if (sh.pushes() < r.pushes()) shortened++;
            }
            if (k != null && r.solved()) {
                vs = pushes < k ? "fewer" : pushes == k ? "same" : "+" + (pushes - k);
                if (pushes < k) better++; else if (pushes == k) equal++; else worse++;
                // a proven push optimum above a replayed solution's pushes would be a bug (pushes metric only)
                if (r.proven() && o.metric().equals("pushes") && r.pushes() > k) contradicted++;
            }
            out.printf(Locale.ROOT, "%6d %6s %6s %7s %6s %8.2f %6s %-8s%s%n", n, r.solved() ? "yes" : "no",
                    r.solved() ? r.pushes() : "-", r.solved() ? r.moves() : "-", r.proven() ? "yes" : "no", r.seconds(),
                    k == null ? "" : k, vs,
                    sh == null ? "" : String.format(Locale.ROOT, "%8d %8d %8.2f", sh.pushes(), sh.moves(), sh.seconds()));
        }
        if (shorten)
            out.printf(Locale.ROOT, "sokoban-shorten: %d of %d solutions shortened, %d pushes in all before, %d after%n",
                    shortened, solved, pushesBefore, pushesAfter);
        out.printf(Locale.ROOT, "summary: %d/%d solved, %d proven optimal (%s), %.1f s in all%n", solved, levels.size(),
                proven, o.metric(), total);
        out.println("unsolved: " + (unsolved.isEmpty() ? "none" : unsolved.toString()));
        if (!known.isEmpty())
            out.printf(Locale.ROOT, "pushes against the replayed solutions: %d fewer, %d the same, %d more%n", better, equal, worse);
        if (contradicted > 0) out.println("CONTRADICTED: " + contradicted + " proven optima above a replayed solution");
        return new Summary(levels.size(), solved, proven, unsolved, total, contradicted);
    }

    static Row level(Instance inst, int n, Options o) {
        long t0 = System.nanoTime();
        Result r = Solver.solve(inst, new Solver.Request(o.algorithm(), null, o.metric(),
                SearchOptions.DEFAULT.withThreads(o.threads()), new Limits(o.timeoutMillis(), 0, 0), 0));
        double secs = (System.nanoTime() - t0) / 1e9;
        if (r.solution() == null) return new Row(n, false, false, -1, -1, secs, r.lowerBound(), null);
        Map<String, Object> m = inst.metrics(r.solution().moves(), o.metric());
        Shortened sh = o.shortenMillis() > 0 && !r.optimal() ? shorten(inst, r.solution(), o) : null;
        return new Row(n, true, r.optimal(), (Integer) m.get("pushes"), (Integer) m.get("moves"), secs, r.lowerBound(),
                sh);
    }

    /** Runs the improver on the solution until it ends or the time is up; the result is replayed like every other. */
    private static Shortened shorten(Instance inst, Solution s, Options o) {
        long t0 = System.nanoTime();
        PushShortener sh = new PushShortener(((SokobanInstance) inst).board, o.metric().equals("pushes"));
        sh.offer(s);
        Result r = SearchRunner.run(sh, new Limits(o.shortenMillis(), 0, 0), Progress.NONE,
                o.cancel() == null ? () -> false : o.cancel());
        Solution best = r.solution() == null ? s : r.solution();
        if (!Replay.solves(inst.problem(o.metric()), best.moves()))
            throw new IllegalStateException("sokoban-shorten's solution does not replay");
        Map<String, Object> m = inst.metrics(best.moves(), o.metric());
        return new Shortened((Integer) m.get("pushes"), (Integer) m.get("moves"), (System.nanoTime() - t0) / 1e9);
    }

    /** Fewest pushes of a replayed solution per level (rows with a LURD string only), or empty when absent. */
    private static Map<Integer, Integer> known(Options o, PrintStream out) {
        Optional<Path> dir = DataFolder.find("sokoban", o.data());
        String file = o.set().equals("xsokoban") ? "xsokoban90-solutions.tsv" : "microban-solutions.tsv";
        Map<Integer, Integer> m = new TreeMap<>();
        if (dir.isEmpty() || !Files.isRegularFile(dir.get().resolve(file))) {
            out.println("note: no replayed solutions to compare with (" + file + " not found in "
                    + DataFolder.describe("sokoban") + ")");
            return m;
        }
        try {
            for (String line : Files.readAllLines(dir.get().resolve(file))) {
                String[] t = line.split("\t");
                if (t.length < 4 || t[3].isBlank() || !t[0].matches("\\d+") || !t[1].matches("\\d+")) continue;
                m.merge(Integer.parseInt(t[0]), Integer.parseInt(t[1]), Math::min);
            }
        } catch (IOException e) {
            out.println("note: cannot read " + dir.get().resolve(file) + ": " + e.getMessage());
        }
        out.println("comparing pushes with the replayed solutions of " + dir.get().resolve(file) + " (upper bounds)");
        return m;
    }
}

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
import puzzlelab.engine.Solution;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.Plan;
import puzzlelab.puzzles.input.DataFolder;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Text;

/**
 * The Sokoban benchmark as a plain class: solves levels one after another, of a built-in set or of level files (XSB,
 * RLE, .sok collections, many levels a file), and prints per-level pushes, moves, time and whether the result is
 * proven optimal, then totals; for a built-in set it compares pushes with the replayed solutions of
 * {@code ../shared/data/sokoban} (upper bounds) when that folder is found. Every search runs through a {@link Plan}
 * ({@link Solver#solve}), which replays each solution under the rules.
 */
public final class SokobanBenchRun {
    /**
     * What to run. {@code only} (non-empty) overrides from/to; level numbers count within each file. {@code files}
     * (non-empty) replaces the built-in {@code set}. With {@code cpuLimit} the timeout limits the search's CPU time
     * instead of wall time.
     */
    public record Options(String set, List<String> files, long timeoutMillis, boolean cpuLimit, int from, int to, List<Integer> only,
                          String metric, String algorithm, int threads, long shortenMillis, Path data,
                          java.util.function.BooleanSupplier cancel) {
    }

    /**
     * One level's outcome; {@code shortened} is null unless the improver ran on it. {@code ended} says what ended the
     * search: {@code -} (it finished by itself: a solution, or the finders' own limits), {@code unsolvable} (proven), or
     * the limit that stopped it ({@code time}, {@code cpu}, {@code memory}, {@code nodes}, {@code cancel}) — so a level
     * that ran out of heap long before its time limit says so instead of looking like a timeout.
     */
    public record Row(String level, boolean solved, boolean proven, int pushes, int moves, double seconds,
                      double cpuSeconds, double firstSeconds, Long bound, Shortened shortened, String ended) {
    }

    /** What the improver made of a solution, and how long it ran. */
    public record Shortened(int pushes, int moves, double seconds) {
    }

    /** The totals. */
    public record Summary(int levels, int solved, int proven, List<String> unsolved, double seconds, int contradicted) {
    }

    /** A level to run: its label in the table, its number in its set or file (for the known solutions), itself. */
    private record Pick(String label, int number, Instance instance) {
    }

    private SokobanBenchRun() {
    }

    public static Summary run(Options o, PrintStream out) throws InputException {
        boolean fromFiles = o.files() != null && !o.files().isEmpty();
        List<Pick> picks = fromFiles ? fromFiles(o) : fromSet(o);
        Map<Integer, Integer> known = fromFiles ? Map.of() : known(o, out);
        int width = 6;
        for (Pick p : picks) width = Math.max(width, p.label().length());
        String what = fromFiles ? String.join(", ", o.files()) : o.set();
        out.printf(Locale.ROOT, "Sokoban benchmark: %s, %d levels, algorithm %s, metric %s, %d ms %sper level, %d thread(s)%n",
                what, picks.size(), o.algorithm(), o.metric(), o.timeoutMillis(), o.cpuLimit() ? "of CPU time " : "",
                o.threads());
        boolean shorten = o.shortenMillis() > 0;
        if (shorten)
            out.printf(Locale.ROOT, "then sokoban-shorten on each solution, at most %d ms: short_p, short_m, short_s%n",
                    o.shortenMillis());
        // cpu_s: the search's CPU time, all its threads; on a loaded machine it says what the wall time does not
        // first_s: when the first solution came (an anytime run goes on to the limit to improve and prove it)
        // ended: what ended the search (Row#ended); padded only when the improver's columns follow it
        String rowFormat = "%" + width + "s %6s %6s %7s %6s %8s %6s %-8s %7s %7s " + (shorten ? "%-10s" : "%s") + "%s%n";
        out.printf(Locale.ROOT, rowFormat, "level", "solved", "pushes", "moves", "proven",
                "time_s", "known", "vs_known", "cpu_s", "first_s", "ended", shorten ? String.format("%8s %8s %8s", "short_p", "short_m", "short_s") : "");
        int shortened = 0, pushesBefore = 0, pushesAfter = 0;
        int solved = 0, proven = 0, better = 0, worse = 0, equal = 0, contradicted = 0;
        double total = 0;
        List<String> unsolved = new ArrayList<>();
        Map<String, List<String>> unsolvedBy = new TreeMap<>();
        for (Pick pick : picks) {
            if (o.cancel() != null && o.cancel().getAsBoolean()) break;
            Row r = level(pick.instance(), pick.label(), o);
            total += r.seconds();
            if (r.solved()) solved++;
            else {
                unsolved.add(pick.label());
                unsolvedBy.computeIfAbsent(r.ended(), e -> new ArrayList<>()).add(pick.label());
            }
            if (r.proven()) proven++;
            Integer k = known.get(pick.number());
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
            out.printf(Locale.ROOT, rowFormat, pick.label(), r.solved() ? "yes" : "no",
                    r.solved() ? r.pushes() : "-", r.solved() ? r.moves() : "-", r.proven() ? "yes" : "no",
                    String.format(Locale.ROOT, "%.2f", r.seconds()), k == null ? "" : k, vs,
                    String.format(Locale.ROOT, "%.2f", r.cpuSeconds()),
                    r.solved() ? String.format(Locale.ROOT, "%.2f", r.firstSeconds()) : "-", r.ended(), sh == null ? "" : String.format(Locale.ROOT, "%8d %8d %8.2f", sh.pushes(), sh.moves(), sh.seconds()));
        }
        if (shorten)
            out.printf(Locale.ROOT, "sokoban-shorten: %d of %d solutions shortened, %d pushes in all before, %d after%n",
                    shortened, solved, pushesBefore, pushesAfter);
        out.printf(Locale.ROOT, "summary: %d/%d solved, %d proven optimal (%s), %.1f s in all%n", solved, picks.size(),
                proven, o.metric(), total);
        out.println("unsolved: " + (unsolved.isEmpty() ? "none" : "[" + String.join(", ", unsolved) + "]"));
        if (!unsolved.isEmpty()) out.println("unsolved, ended by: " + endedBy(unsolvedBy));
        if (!known.isEmpty())
            out.printf(Locale.ROOT, "pushes against the replayed solutions: %d fewer, %d the same, %d more%n", better, equal, worse);
        if (contradicted > 0) out.println("CONTRADICTED: " + contradicted + " proven optima above a replayed solution");
        return new Summary(picks.size(), solved, proven, unsolved, total, contradicted);
    }

    /** "cpu limit [46]; memory limit [28, 89]" — what ended the unsolved levels' searches, by cause. */
    private static String endedBy(Map<String, List<String>> byCause) {
        List<String> parts = new ArrayList<>();
        byCause.forEach((cause, levels) -> parts.add(describe(cause) + " [" + String.join(", ", levels) + "]"));
        return String.join("; ", parts);
    }

    private static String describe(String ended) {
        return switch (ended) {
            case "unsolvable" -> "proven unsolvable";
            case "-" -> "the finders' own limits";
            case "cancel" -> "cancelled";
            default -> ended + " limit";
        };
    }

    /** What ended a search (Row#ended): the proof of unsolvability, the limit that stopped it, or "-" (itself). */
    static String ended(Result r) {
        if (r.status() == Status.UNSOLVABLE) return "unsolvable";
        return r.stoppedBy() == null ? "-" : r.stoppedBy().key();
    }

    /** The level numbers asked for, of a set or file of {@code max} levels. */
    private static List<Integer> numbers(Options o, int max, String what) throws InputException {
        List<Integer> levels = new ArrayList<>();
        if (o.only() != null && !o.only().isEmpty()) {
            for (int n : o.only())
                if (n < 1 || n > max) throw new InputException("--only", "the " + what + " levels are numbered 1.." + max);
            levels.addAll(o.only());
        } else {
            for (int i = Math.max(1, o.from()); i <= Math.min(max, o.to()); i++) levels.add(i);
        }
        return levels;
    }

    private static List<Pick> fromSet(Options o) throws InputException {
        SokobanType type = new SokobanType();
        List<Pick> picks = new ArrayList<>();
        for (int n : numbers(o, SokobanType.SETS.get(o.set()), o.set()))
            picks.add(new Pick(Integer.toString(n), n, type.builtinInstance(o.set(), n)));
        return picks;
    }

    /** Every level of every file, read as {@code solve FILE#N} reads them; labelled N, or NAME#N for several files. */
    private static List<Pick> fromFiles(Options o) throws InputException {
        SokobanType type = new SokobanType();
        List<Pick> picks = new ArrayList<>();
        for (String f : o.files()) {
            List<Instance> all = type.readAll(f, InputFiles.read(f, f));
            String name = Path.of(f).getFileName() == null ? f : Path.of(f).getFileName().toString();
            for (int n : numbers(o, all.size(), Text.quote(f)))
                picks.add(new Pick(o.files().size() == 1 ? Integer.toString(n) : name + "#" + n, n, all.get(n - 1)));
        }
        return picks;
    }

    static Row level(Instance inst, String label, Options o) {
        long t0 = System.nanoTime();
        Result r = Solver.solve(inst, new Solver.Request(o.algorithm(), null, o.metric(),
                SearchOptions.DEFAULT.withThreads(o.threads()),
                o.cpuLimit() ? new Limits(0, 0, 0, o.timeoutMillis()) : new Limits(o.timeoutMillis(), 0, 0), 0),
                Progress.NONE, cancel(o));
        double secs = (System.nanoTime() - t0) / 1e9;
        double cpu = r.stats().cpuMillis / 1e3;
        double first = r.firstSolutionMillis() == null ? secs : r.firstSolutionMillis() / 1e3;
        if (r.solution() == null) return new Row(label, false, false, -1, -1, secs, cpu, first, r.lowerBound(), null, ended(r));
        Map<String, Object> m = inst.counts(r.solution().moves(), o.metric());
        Shortened sh = o.shortenMillis() > 0 && !r.optimal() ? shorten((SokobanInstance) inst, r.solution(), o) : null;
        return new Row(label, true, r.optimal(), (Integer) m.get("pushes"), (Integer) m.get("moves"), secs, cpu, first, r.lowerBound(),
                sh, ended(r));
    }

    private static java.util.function.BooleanSupplier cancel(Options o) {
        return o.cancel() == null ? () -> false : o.cancel();
    }

    /** Runs the improver ({@code sokoban-shorten}, through a plan) on the solution until it ends or the time is up. */
    private static Shortened shorten(SokobanInstance inst, Solution s, Options o) {
        long t0 = System.nanoTime();
        Result r = Solver.solve(inst.shortening(s), new Solver.Request("sokoban-shorten", null, o.metric(),
                SearchOptions.DEFAULT, new Limits(o.shortenMillis(), 0, 0), 0), Progress.NONE, cancel(o));
        Solution best = r.solution() == null ? s : r.solution();
        Map<String, Object> m = inst.counts(best.moves(), o.metric());
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

package puzzlelab.puzzles.coroutine;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.input.OptionChecks;

/** {@code puzzlelab generate coroutine}: boards of a requested length, or the longest one found in a time budget. */
@Command(name = "coroutine", mixinStandardHelpOptions = true,
        description = {"Generates coroutine mazes by simulated annealing on arrow toggles.",
                "Every board printed needs exactly N turns (--turns, passes counted) or",
                "N real moves (--moves). Each line gives T (min turns), M (min real moves),",
                "the passes on the optimal line, the arrow count and the number of optimal",
                "lines. Boards are distinct up to the diagonal mirror. --hardest searches",
                "for the longest board it can find within --time.", ""})
final class CoroutineGenerate implements Callable<Integer> {
    /** Positions with neither token on the goal: 8 × 7 squares × 2 sides to move; no optimal line is longer. */
    static final int MAX_LENGTH = 112;
    /** The longest optimal line found by annealing (notes/coroutine.md): 28 turns. */
    static final int LONGEST_KNOWN = 28;
    static final int MAX_COUNT = 1000;

    static final class Length {
        @Option(names = "--turns", paramLabel = "N", description = "minimum number of turns (passes counted), 1..112; the longest known board needs 28")
        Integer turns;
        @Option(names = "--moves", paramLabel = "N", description = "minimum number of real moves (passes not counted), 1..112")
        Integer moves;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Length length;

    @Option(names = "--count", defaultValue = "1", paramLabel = "K", description = "how many boards, 1..1000 (default 1)")
    int count;

    @Option(names = "--seed", paramLabel = "S", description = "random seed (default: from the clock; printed)")
    Long seed;

    @Option(names = "--unique", description = "require a unique optimal line in the metric")
    boolean unique;

    @Option(names = "--require-pass", description = "require at least one forced pass on the optimal line")
    boolean requirePass;

    @Option(names = "--max-arrows", defaultValue = "0", paramLabel = "A", description = "at most A arrows in total (8..64)")
    int maxArrows;

    @Option(names = "--format", defaultValue = "ids", paramLabel = "ids|files|json", description = "output: ids (default), files (the file format, '---' between boards) or json")
    String format;

    @Option(names = "--hardest", description = "search for the longest board in --metric until --time runs out")
    boolean hardest;

    @Option(names = "--metric", defaultValue = "turns", paramLabel = "turns|moves", description = "metric for --hardest (default turns)")
    String metric;

    @Option(names = "--time", converter = Durations.Millis.class, paramLabel = "DURATION",
            description = "time budget: per board (default 120s), or for --hardest in total (default 60s)")
    Long timeMillis;

    @Option(names = "--threads", defaultValue = "1", paramLabel = "N", description = "--hardest: parallel searches (default 1; at most the cores)")
    int threads;

    @Option(names = "--keep-redundant", description = "keep arrows that no reachable position can use")
    boolean keepRedundant;

    @Option(names = "--allow-empty", description = "let squares end up with no arrows (Bailey's never do)")
    boolean allowEmpty;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        format = format.toLowerCase(Locale.ROOT);
        if (!List.of("ids", "files", "json").contains(format)) throw usage("--format must be ids, files or json");
        OptionChecks.range(spec, "--count", count, 1, MAX_COUNT);
        if (length != null) {
            String option = length.turns != null ? "--turns" : "--moves";
            OptionChecks.range(spec, option, length.turns != null ? length.turns : length.moves, 1, MAX_LENGTH,
                    "a shortest line visits each of the " + MAX_LENGTH + " positions without a token on the goal at most once;"
                            + " the longest board known needs " + LONGEST_KNOWN + " turns");
        }
        threads = OptionChecks.threads(spec, "--threads", threads, err);
        if (maxArrows != 0 && (maxArrows < 8 || maxArrows > 64)) throw usage("--max-arrows must be 8..64 (every square keeps one arrow)");
        long s = seed != null ? seed : System.nanoTime() ^ 0x5DEECE66DL;
        List<Designer.Found> found = new ArrayList<>();
        int metricIndex;
        Integer target = null;
        boolean complete;
        if (hardest) {
            if (length != null) throw usage("--hardest takes --metric, not --turns/--moves");
            String m = metric.toLowerCase(Locale.ROOT);
            if (!m.equals("turns") && !m.equals("moves")) throw usage("--metric must be turns or moves");
            metricIndex = Analysis.metricIndex(m);
            long budget = timeMillis != null ? timeMillis : 60_000;
            err.printf("searching for the longest board in %s for %.1f s with %d thread(s), seed %d%n", m, budget / 1000.0, threads, s);
            err.flush();
            Designer.Found best = hardest(metricIndex, s, budget, err);
            if (best != null) found.add(best);
            complete = best != null;
        } else {
            if (length == null) throw usage("give --turns N or --moves N (or --hardest)");
            metricIndex = length.turns != null ? Analysis.TURNS : Analysis.MOVES;
            target = length.turns != null ? length.turns : length.moves;
            if (target > LONGEST_KNOWN)
                err.println("note: no board longer than " + LONGEST_KNOWN + " turns is known; the search may run until --time");
            Designer d = designer(s);
            Designer.Spec want = new Designer.Spec(metricIndex, target, unique, requirePass, maxArrows, keepRedundant);
            long budget = timeMillis != null ? timeMillis : 120_000;
            complete = true;
            for (int k = 0; k < count; k++) {
                long t0 = System.nanoTime();
                Designer.Found f = d.find(want, t0 + budget * 1_000_000L);
                if (f == null) {
                    err.printf("no further board found within %.1f s (%d of %d found); try a longer --time or another --seed%n",
                            budget / 1000.0, found.size(), count);
                    complete = false;
                    break;
                }
                err.printf("board %d/%d found in %.2f s (%,d boards evaluated so far)%n", k + 1, count, (System.nanoTime() - t0) / 1e9, f.steps());
                err.flush();
                found.add(f);
            }
        }
        print(out, found, s, metricIndex, target);
        out.flush();
        err.flush();
        return complete ? 0 : 3;
    }

    private Designer designer(long s) {
        Designer d = new Designer(s);
        d.allowEmpty(allowEmpty);
        return d;
    }

    private CommandLine.ParameterException usage(String msg) {
        return new CommandLine.ParameterException(spec.commandLine(), msg);
    }

    private Designer.Found hardest(int metricIndex, long s, long budget, PrintWriter err) throws Exception {
        long deadline = System.nanoTime() + budget * 1_000_000L;
        int n = Math.max(1, threads);
        ExecutorService pool = Executors.newFixedThreadPool(n);
        Object lock = new Object();
        int[] best = {-1};
        try {
            List<Future<Designer.Found>> fs = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long threadSeed = s + i * 0x9E3779B97F4A7C15L;
                fs.add(pool.submit(() -> designer(threadSeed).hardest(metricIndex, deadline, f -> {
                    int v = metricIndex == Analysis.TURNS ? f.analysis().turns() : f.analysis().moves();
                    synchronized (lock) {
                        if (v > best[0]) {
                            best[0] = v;
                            err.printf("  best so far: %s  %s%n", f.board().id(), summary(f.analysis(), metricIndex));
                            err.flush();
                        }
                    }
                })));
            }
            Designer.Found top = null;
            for (Future<Designer.Found> f : fs) {
                Designer.Found x = f.get();
                if (x != null && (top == null || better(x.analysis(), top.analysis(), metricIndex))) top = x;
            }
            return top;
        } finally {
            pool.shutdownNow();
        }
    }

    private static boolean better(Analysis a, Analysis b, int metric) {
        int pa = metric == Analysis.TURNS ? a.turns() : a.moves();
        int pb = metric == Analysis.TURNS ? b.turns() : b.moves();
        int oa = metric == Analysis.TURNS ? a.moves() : a.turns();
        int ob = metric == Analysis.TURNS ? b.moves() : b.turns();
        return pa > pb || (pa == pb && oa > ob);
    }

    static String summary(Analysis a, int metric) {
        return String.format("T=%d M=%d passes=%d arrows=%d lines=%d", a.turns(), a.moves(), a.passes(metric),
                a.board.arrows(), a.lines(metric));
    }

    static String line(Analysis a, int metric) {
        StringBuilder sb = new StringBuilder();
        for (int m : a.line(metric)) sb.append(sb.length() == 0 ? "" : " ").append(Moves.text(m).replace(" ", ""));
        return sb.toString();
    }

    private void print(PrintWriter out, List<Designer.Found> found, long s, int metricIndex, Integer target) throws Exception {
        String metricName = metricIndex == Analysis.TURNS ? "turns" : "moves";
        String what = hardest ? "--hardest --metric " + metricName : "--" + metricName + " " + target;
        if (format.equals("json")) {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("seed", s);
            root.put("request", what);
            List<Object> list = new ArrayList<>();
            for (Designer.Found f : found) list.add(json(f.analysis(), metricIndex));
            root.put("puzzles", list);
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root));
            return;
        }
        out.println("# coroutine generator " + what + ", seed " + s);
        for (int i = 0; i < found.size(); i++) {
            Analysis a = found.get(i).analysis();
            if (format.equals("ids")) {
                out.println(a.board.id() + "  " + summary(a, metricIndex));
            } else {
                if (i > 0) out.println("---");
                out.println("# " + a.board.id() + "  " + summary(a, metricIndex));
                out.println("# optimal line (" + metricName + "): " + line(a, metricIndex));
                out.print(a.board.fileText());
            }
        }
    }

    private static Map<String, Object> json(Analysis a, int metric) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", a.board.id());
        m.put("turns", a.turns());
        m.put("moves", a.moves());
        m.put("passes", a.passes(metric));
        m.put("arrows", a.board.arrows());
        m.put("optimalLines", a.lines(metric));
        m.put("winner", a.winner(metric));
        m.put("reachableStates", a.reachable);
        m.put("choiceStates", a.choices);
        m.put("line", line(a, metric));
        Map<String, String> squares = new LinkedHashMap<>();
        for (int sq : Rules.OUTER) squares.put(String.valueOf(sq + 1), Rules.names(a.board.mask(sq)));
        m.put("squares", squares);
        return m;
    }
}

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
import puzzlelab.puzzles.input.DurationOptions;
import puzzlelab.puzzles.input.OptionChecks;

/** {@code puzzlelab generate coroutine}: boards of a requested length, or the longest one found in a time budget. */
@Command(name = "coroutine", mixinStandardHelpOptions = true,
        description = {"Generates coroutine mazes by simulated annealing on arrow toggles.",
                "Every board printed needs exactly N turns (--turns, passes counted) or",
                "N real moves (--moves). Each line gives T (min turns), M (min real moves),",
                "the passes on the optimal line, the arrow count and the number of optimal",
                "lines. Boards are distinct up to the diagonal mirror. --hardest searches",
                "for the longest board it can find within --time. --exhaustive computes the",
                "exact length of every board (all 255^8, or a --fix sub-class) and lists the",
                "longest: no board with every square non-empty needs more than 28 turns",
                "or 24 moves (29 turns and 24 moves with empty squares).", ""})
final class CoroutineGenerate implements Callable<Integer> {
    /** Positions with neither token on the goal: 8 × 7 squares × 2 sides to move; no optimal line is longer. */
    static final int MAX_LENGTH = 112;
    /**
     * The maxima over every board with default starts, by {@code --exhaustive} ({@link Exhaustive}): every square
     * non-empty 28 turns and 24 moves; empty squares allowed 29 turns and 24 moves.
     */
    static final int MAX_TURNS = 28;
    static final int MAX_MOVES = 24;
    static final int MAX_TURNS_EMPTY = 29;
    static final int MAX_MOVES_EMPTY = 24;
    /** Leaves of the enumeration kept for listing; beyond it they are only counted. */
    static final int LIST_CAP = 100_000;
    static final int MAX_COUNT = 1000;

    static final class Length {
        @Option(names = "--turns", paramLabel = "N", description = "minimum number of turns (passes counted), 1..28 (1..29 with --allow-empty: the maxima, see --exhaustive)")
        Integer turns;
        @Option(names = "--moves", paramLabel = "N", description = "minimum number of real moves (passes not counted), 1..24 (the maximum, see --exhaustive)")
        Integer moves;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Length length;

    @Option(names = "--count", defaultValue = "1", paramLabel = "K", description = "how many boards, 1..1000 (default 1; --exhaustive: at most K listed, default up to 1000)")
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

    @Option(names = "--hardest", description = "search for the longest board in --metric until --time runs out or it reaches the maximum that --exhaustive proved")
    boolean hardest;

    @Option(names = "--exhaustive", description = "the exact length of every board in --metric (1-2 minutes on one core): prints how many boards have each length, checks that they add up to all boards, and lists the longest (or those of --from turns/moves and more)")
    boolean exhaustive;

    @Option(names = "--from", paramLabel = "N", description = "--exhaustive: list the boards of at least N turns/moves, 1..112 (default: the maximum)")
    Integer from;

    @Option(names = "--fix", paramLabel = "M1.M2.M3.M4.M6.M7.M8.M9", description = "--exhaustive: only boards with these arrow masks (as in an ID; '*' = any), e.g. 145.50.1.*.68.34.136.*")
    String fix;

    @Option(names = "--metric", defaultValue = "turns", paramLabel = "turns|moves", description = "metric for --hardest and --exhaustive (default turns)")
    String metric;

    @Option(names = "--time", converter = DurationOptions.Millis.class, paramLabel = "DURATION",
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
            boolean turns = length.turns != null;
            int max = turns ? (allowEmpty ? MAX_TURNS_EMPTY : MAX_TURNS) : (allowEmpty ? MAX_MOVES_EMPTY : MAX_MOVES);
            OptionChecks.range(spec, option, turns ? length.turns : length.moves, 1, max,
                    "no board" + (allowEmpty ? "" : " with every square non-empty") + " needs more: every board was solved by --exhaustive"
                            + (turns && !allowEmpty ? "; " + MAX_TURNS_EMPTY + " needs --allow-empty" : ""));
        }
        if (!exhaustive && (from != null || fix != null)) throw usage("--from and --fix go with --exhaustive");
        threads = OptionChecks.threads(spec, "--threads", threads, err);
        if (maxArrows != 0 && (maxArrows < 8 || maxArrows > 64)) throw usage("--max-arrows must be 8..64 (every square keeps one arrow)");
        long s = seed != null ? seed : System.nanoTime() ^ 0x5DEECE66DL;
        List<Designer.Found> found = new ArrayList<>();
        int metricIndex;
        Integer target = null;
        boolean complete;
        if (exhaustive) {
            if (hardest || length != null) throw usage("--exhaustive takes --metric, not --hardest/--turns/--moves");
            return exhaustive(out, err);
        }
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

    /** The proven maximum in the metric for the class searched (with or without empty squares). */
    private int proven(int metricIndex) {
        return metricIndex == Analysis.TURNS ? (allowEmpty ? MAX_TURNS_EMPTY : MAX_TURNS) : (allowEmpty ? MAX_MOVES_EMPTY : MAX_MOVES);
    }

    /** Parses --fix into {value, decided}: a mask per square, '*' leaving the square free. */
    private long[] fixed() {
        if (fix == null) return new long[] {0, 0};
        String body = fix.trim();
        if (body.regionMatches(true, 0, "coroutine:", 0, 10)) body = body.substring(10);
        String[] parts = body.split("\\.", -1);
        if (parts.length != 8) throw usage("--fix needs 8 masks separated by '.', one per outer square (1,2,3,4,6,7,8,9), '*' for any; got '" + fix + "'");
        long value = 0;
        long decided = 0;
        for (int i = 0; i < 8; i++) {
            String t = parts[i].trim();
            if (t.equals("*")) continue;
            int m;
            try {
                m = Integer.parseInt(t);
            } catch (NumberFormatException e) {
                m = -1;
            }
            if (m < 0 || m > 255) throw usage("--fix: '" + t + "' is not a mask 0..255 or '*'");
            if (m == 0 && !allowEmpty) throw usage("--fix: square " + (Rules.OUTER[i] + 1) + " has no arrows; add --allow-empty");
            value |= (long) m << (8 * i);
            decided |= 0xFFL << (8 * i);
        }
        return new long[] {value, decided};
    }

    private int exhaustive(PrintWriter out, PrintWriter err) throws Exception {
        String m = metric.toLowerCase(Locale.ROOT);
        if (!m.equals("turns") && !m.equals("moves")) throw usage("--metric must be turns or moves");
        int metricIndex = Analysis.metricIndex(m);
        if (from != null) OptionChecks.range(spec, "--from", from, 1, MAX_LENGTH);
        long[] f = fixed();
        boolean countGiven = spec.commandLine().getParseResult() != null && spec.commandLine().getParseResult().hasMatchedOption("--count");
        int show = countGiven ? count : MAX_COUNT;
        int free = 8 - Long.bitCount(f[1]) / 8;
        String cls = (fix == null ? "every board" : "every board matching --fix " + fix) + " (" + (allowEmpty ? "256" : "255") + "^" + free
                + (allowEmpty ? ", empty squares allowed" : ", every square non-empty") + ")";
        err.printf("enumerating %s in %s; about a minute per metric on one core%n", cls, m);
        err.flush();
        Exhaustive.Result r = Exhaustive.run(metricIndex, allowEmpty, from != null ? from : -1, LIST_CAP, f[0], f[1]);
        java.math.BigInteger expected = java.math.BigInteger.valueOf(allowEmpty ? 256 : 255).pow(free);
        if (!r.total().equals(expected)) throw new IllegalStateException("enumeration covered " + r.total() + " boards, not " + expected);
        // one representative per leaf, re-solved by the full-graph solver, trimmed, canonical, distinct
        java.util.Map<Long, Designer.Found> boards = new LinkedHashMap<>();
        for (Exhaustive.Leaf leaf : r.listed) {
            long rep = leaf.representative(allowEmpty);
            Analysis a = Analysis.of(Board.ofPacked(rep));
            if (metricValue(a, metricIndex) != leaf.length())
                throw new IllegalStateException("board " + Board.ofPacked(rep).id() + ": enumeration says " + leaf.length() + ", solver " + metricValue(a, metricIndex));
            long canon = Board.canonical(Designer.trim(rep));
            if (boards.containsKey(canon)) continue;
            Board b = Board.ofPacked(canon);
            Analysis ab = Analysis.of(b);
            if (metricValue(ab, metricIndex) != leaf.length()) throw new IllegalStateException("trimmed board " + b.id() + " changed length");
            boards.put(canon, new Designer.Found(b, ab, r.nodes));
        }
        List<Designer.Found> found = new ArrayList<>(boards.values());
        found.sort((x, y) -> better(x.analysis(), y.analysis(), metricIndex) ? -1 : better(y.analysis(), x.analysis(), metricIndex) ? 1
                : Long.compareUnsigned(x.board().packed(), y.board().packed()));
        int max = r.max();
        List<String> head = new ArrayList<>();
        head.add(String.format("%s: %s boards covered (all), %,d search nodes, %.1f s", cls, r.total(), r.nodes, r.nanos / 1e9));
        head.add(String.format("%6s  %s", m, "boards"));
        for (int n = 0; n <= max; n++) if (r.boards(n).signum() > 0) head.add(String.format("%6d  %s", n, r.boards(n)));
        head.add(String.format("%6s  %s", "none", r.unsolvable + " (unsolvable)"));
        if (max < 0) {
            head.add("no board of the class is solvable");
        } else {
            head.add(String.format("maximum %d %s: %s board%s", max, m, r.boards(max), r.boards(max).equals(java.math.BigInteger.ONE) ? "" : "s"));
            int listFrom = from != null ? from : max;
            String trunc = r.leavesFrom > r.listed.size() ? " (from the first " + r.listed.size() + " of " + r.leavesFrom + " classes)" : "";
            head.add(String.format("listed: %d distinct board(s) of %d+ %s%s, trimmed to the arrows they use, one per mirror pair%s",
                    Math.min(show, found.size()), listFrom, m, trunc, found.size() > show ? "; " + (found.size() - show) + " more not shown (--count)" : ""));
        }
        List<Designer.Found> shown = found.subList(0, Math.min(show, found.size()));
        if (format.equals("json")) {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("request", "--exhaustive --metric " + m);
            root.put("class", cls);
            root.put("boards", r.total());
            root.put("searchNodes", r.nodes);
            Map<String, Object> hist = new LinkedHashMap<>();
            for (int n = 0; n <= max; n++) if (r.boards(n).signum() > 0) hist.put(String.valueOf(n), r.boards(n));
            root.put("histogram", hist);
            root.put("unsolvable", r.unsolvable);
            root.put("maximum", max);
            root.put("distinctListed", found.size());
            List<Object> list = new ArrayList<>();
            for (Designer.Found x : shown) list.add(json(x.analysis(), metricIndex));
            root.put("puzzles", list);
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(root));
        } else {
            out.println("# coroutine generator --exhaustive --metric " + m);
            for (String h : head) out.println("# " + h);
            printBoards(out, shown, metricIndex);
        }
        out.flush();
        return 0;
    }

    private static int metricValue(Analysis a, int metric) {
        return metric == Analysis.TURNS ? a.turns() : a.moves();
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
        int max = proven(metricIndex);
        List<Designer> designers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Designer d = designer(s + i * 0x9E3779B97F4A7C15L);
            d.stopAt(max);
            designers.add(d);
        }
        try {
            List<Future<Designer.Found>> fs = new ArrayList<>();
            for (Designer d : designers) {
                fs.add(pool.submit(() -> d.hardest(metricIndex, deadline, f -> {
                    int v = metricValue(f.analysis(), metricIndex);
                    synchronized (lock) {
                        if (v > best[0]) {
                            best[0] = v;
                            err.printf("  best so far: %s  %s%n", f.board().id(), summary(f.analysis(), metricIndex));
                            if (v >= max) {
                                err.printf("  %d is the maximum over all boards of the class (--exhaustive): stopping%n", max);
                                designers.forEach(Designer::stop);
                            }
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
        printBoards(out, found, metricIndex);
    }

    private void printBoards(PrintWriter out, List<Designer.Found> found, int metricIndex) {
        String metricName = metricIndex == Analysis.TURNS ? "turns" : "moves";
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

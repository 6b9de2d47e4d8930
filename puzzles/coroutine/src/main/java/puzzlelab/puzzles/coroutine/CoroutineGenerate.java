package puzzlelab.puzzles.coroutine;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.Threads;

/**
 * {@code puzzlelab generate coroutine}: mazes by simulated annealing on arrow toggles. Every board needs exactly N
 * turns (--turns, passes counted) or N real moves (--moves); its summary gives T (min turns), M (min real moves), the
 * passes on the optimal line, the arrow count and the number of optimal lines. Boards are distinct up to the
 * diagonal mirror. --hardest searches for the longest board within --time; --exhaustive computes the exact length of
 * every board (all 255^8, or a --fix sub-class) and lists the longest: no board with every square non-empty needs
 * more than 28 turns or 24 moves (29 turns and 24 moves with empty squares).
 */
final class CoroutineGenerate implements Generator {
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

    private static final List<Param> PARAMS = List.of(
            Param.optionalInteger("turns", "minimum number of turns (passes counted); 1..28, 29 with --allow-empty", 1, MAX_TURNS_EMPTY),
            Param.optionalInteger("moves", "minimum number of real moves (passes not counted)", 1, MAX_MOVES),
            Param.optionalInteger("count", "how many boards (default 1; --exhaustive: at most K listed, default up to 1000)", 1, MAX_COUNT),
            Param.flag("unique", "require a unique optimal line in the metric"),
            Param.flag("require-pass", "require at least one forced pass on the optimal line"),
            Param.integer("max-arrows", "at most A arrows in total, 8..64 (0 = no limit)", 0, 0, 64),
            Param.choice("format", "ids, files (the file format) or json", "ids", List.of("ids", "files", "json")),
            Param.flag("hardest", "search for the longest board in --metric until --time runs out or it reaches the proven maximum"),
            Param.flag("exhaustive", "the exact length of every board in --metric (1-2 minutes on one core); lists the longest"),
            Param.optionalInteger("from", "--exhaustive: list the boards of at least N turns/moves (default: the maximum)", 1, MAX_LENGTH),
            Param.text("fix", "--exhaustive: only boards with these arrow masks M1.M2.M3.M4.M6.M7.M8.M9 ('*' = any)", null),
            Param.choice("metric", "metric for --hardest and --exhaustive", "turns", List.of("turns", "moves")),
            new Param("time", "time budget: per board (default 120s), or for --hardest in total (default 60s)",
                    Param.Kind.DURATION, null, 1, Durations.MAX_DAYS * 86_400_000L, null),
            Threads.param("--hardest: parallel searches (at most the cores)", 1),
            Param.flag("keep-redundant", "keep arrows that no reachable position can use"),
            Param.flag("allow-empty", "let squares end up with no arrows (Bailey's never do)"));

    private Integer turns;
    private Integer moves;
    private Integer count;
    private boolean unique;
    private boolean requirePass;
    private int maxArrows;
    private String format;
    private boolean hardest;
    private Integer from;
    private String fix;
    private String metric;
    private Long timeMillis;
    private int threads;
    private boolean keepRedundant;
    private boolean allowEmpty;
    private BooleanSupplier cancel = () -> false;
    private final List<String> notes = new ArrayList<>();

    @Override
    public String description() {
        return "coroutine mazes of a requested length (--turns/--moves), the longest found (--hardest), or all (--exhaustive)";
    }

    @Override
    public List<Param> params() {
        return PARAMS;
    }

    @Override
    public Generated generate(Params v, long seed, BooleanSupplier cancel) throws InputException {
        return new CoroutineGenerate().run(v, seed, cancel);
    }

    private static Integer optional(Params v, String name) {
        return v.has(name) ? v.intValue(name) : null;
    }

    private Generated run(Params v, long s, BooleanSupplier cancel) {
        this.cancel = cancel;
        turns = optional(v, "turns");
        moves = optional(v, "moves");
        count = optional(v, "count");
        from = optional(v, "from");
        unique = v.flag("unique");
        requirePass = v.flag("require-pass");
        maxArrows = v.intValue("max-arrows");
        format = v.choice("format");
        hardest = v.flag("hardest");
        boolean exhaustive = v.flag("exhaustive");
        fix = v.text("fix");
        metric = v.choice("metric");
        timeMillis = v.has("time") ? v.duration("time").toMillis() : null;
        keepRedundant = v.flag("keep-redundant");
        allowEmpty = v.flag("allow-empty");
        if (turns != null && moves != null) throw usage("give --turns or --moves, not both");
        if (turns != null || moves != null) {
            boolean t = turns != null;
            int max = t ? (allowEmpty ? MAX_TURNS_EMPTY : MAX_TURNS) : (allowEmpty ? MAX_MOVES_EMPTY : MAX_MOVES);
            int n = t ? turns : moves;
            if (n > max) throw usage((t ? "--turns" : "--moves") + " must be 1.." + max + ", not " + n + " (no board"
                    + (allowEmpty ? "" : " with every square non-empty") + " needs more: every board was solved by --exhaustive"
                    + (t && !allowEmpty ? "; " + MAX_TURNS_EMPTY + " needs --allow-empty" : "") + ")");
        }
        if (!exhaustive && (from != null || fix != null)) throw usage("--from and --fix go with --exhaustive");
        threads = Threads.capped(v.intValue("threads"), notes);
        if (maxArrows != 0 && maxArrows < 8) throw usage("--max-arrows must be 8..64 (every square keeps one arrow)");
        boolean length = turns != null || moves != null;
        if (exhaustive) {
            if (hardest || length) throw usage("--exhaustive takes --metric, not --hardest/--turns/--moves");
            return exhaustive();
        }
        List<Designer.Found> found = new ArrayList<>();
        int metricIndex;
        Integer target = null;
        if (hardest) {
            if (length) throw usage("--hardest takes --metric, not --turns/--moves");
            metricIndex = Analysis.metricIndex(metric);
            long budget = timeMillis != null ? timeMillis : 60_000;
            notes.add(String.format("searching for the longest board in %s for %.1f s with %d thread(s), seed %d", metric,
                    budget / 1000.0, threads, s));
            Designer.Found best = hardest(metricIndex, s, budget);
            if (best != null) found.add(best);
        } else {
            if (!length) throw usage("give --turns N or --moves N (or --hardest)");
            metricIndex = turns != null ? Analysis.TURNS : Analysis.MOVES;
            target = turns != null ? turns : moves;
            Designer d = designer(s);
            Designer.Spec want = new Designer.Spec(metricIndex, target, unique, requirePass, maxArrows, keepRedundant);
            long budget = timeMillis != null ? timeMillis : 120_000;
            int n = count != null ? count : 1;
            for (int k = 0; k < n; k++) {
                long t0 = System.nanoTime();
                Designer.Found f = d.find(want, t0 + budget * 1_000_000L);
                if (f == null) {
                    notes.add(String.format("no further board found within %.1f s (%d of %d found); try a longer --time or another --seed",
                            budget / 1000.0, found.size(), n));
                    break;
                }
                notes.add(String.format("board %d/%d found in %.2f s (%,d boards evaluated so far)", k + 1, n,
                        (System.nanoTime() - t0) / 1e9, f.steps()));
                found.add(f);
            }
        }
        String metricName = metricIndex == Analysis.TURNS ? "turns" : "moves";
        notes.add(0, "coroutine generator " + (hardest ? "--hardest --metric " + metricName : "--" + metricName + " " + target)
                + ", seed " + s);
        return new Generated(boards(found, metricIndex), notes);
    }

    private Designer designer(long s) {
        Designer d = new Designer(s);
        d.allowEmpty(allowEmpty);
        d.cancelWhen(cancel);
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

    private Generated exhaustive() {
        String m = metric;
        int metricIndex = Analysis.metricIndex(m);
        long[] f = fixed();
        int show = count != null ? count : MAX_COUNT;
        int free = 8 - Long.bitCount(f[1]) / 8;
        String cls = (fix == null ? "every board" : "every board matching --fix " + fix) + " (" + (allowEmpty ? "256" : "255") + "^" + free
                + (allowEmpty ? ", empty squares allowed" : ", every square non-empty") + ")";
        notes.add(String.format("enumerating %s in %s; about a minute per metric on one core", cls, m));
        Exhaustive.Tally r = Exhaustive.run(metricIndex, allowEmpty, from != null ? from : -1, LIST_CAP, f[0], f[1], cancel);
        if (r == null) {
            notes.add("cancelled before the enumeration ended");
            return new Generated(List.of(), notes);
        }
        java.math.BigInteger expected = java.math.BigInteger.valueOf(allowEmpty ? 256 : 255).pow(free);
        if (!r.total().equals(expected)) throw new IllegalStateException("enumeration covered " + r.total() + " boards, not " + expected);
        // one representative per leaf, re-solved by the full-graph solver, trimmed, canonical, distinct
        java.util.Map<Long, Designer.Found> boards = new LinkedHashMap<>();
        for (Exhaustive.Leaf leaf : r.listed) {
            long rep = leaf.representative(allowEmpty);
            Analysis a = Analysis.of(CoroutineBoard.ofPacked(rep));
            if (metricValue(a, metricIndex) != leaf.length())
                throw new IllegalStateException("board " + CoroutineBoard.ofPacked(rep).id() + ": enumeration says " + leaf.length() + ", solver " + metricValue(a, metricIndex));
            long canon = CoroutineBoard.canonical(Designer.trim(rep));
            if (boards.containsKey(canon)) continue;
            CoroutineBoard b = CoroutineBoard.ofPacked(canon);
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
        notes.add("coroutine generator --exhaustive --metric " + m);
        notes.addAll(head);
        if (format.equals("json")) return new Generated(List.of(exhaustiveJson(cls, m, r, found.size(), shown, metricIndex)), notes);
        return new Generated(boards(shown, metricIndex), notes);
    }

    /**
     * {@code --exhaustive --format json}: one JSON document with what the text table shows (the class, the counts by
     * length, the unsolvable, the maximum) and the listed boards, each as {@code --format json} writes one.
     */
    private Board exhaustiveJson(String cls, String m, Exhaustive.Tally r, int distinct, List<Designer.Found> shown, int metricIndex) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("class", cls);
        doc.put("metric", m);
        doc.put("boardsCovered", r.total());
        doc.put("searchNodes", r.nodes);
        doc.put("seconds", Math.round(r.nanos / 1e6) / 1000.0);
        Map<String, Object> histogram = new LinkedHashMap<>();
        for (int n = 0; n <= r.max(); n++) if (r.boards(n).signum() > 0) histogram.put(String.valueOf(n), r.boards(n));
        doc.put("histogram", histogram);
        doc.put("unsolvable", r.unsolvable);
        doc.put("maximum", r.max() < 0 ? null : r.max());
        doc.put("listedFrom", r.max() < 0 ? null : from != null ? from : r.max());
        doc.put("distinctListed", distinct);
        List<Object> listed = new ArrayList<>();
        ObjectMapper om = new ObjectMapper();
        try {
            for (Designer.Found f : shown) listed.add(om.readTree(json(f.analysis(), metricIndex)));
            doc.put("boards", listed);
            String text = om.writeValueAsString(doc) + "\n";
            return new Board(null, text, "coroutine-exhaustive-" + m + ".json", shown.size() + " boards of " + distinct + " listed, histogram of "
                    + r.total() + " boards");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int metricValue(Analysis a, int metric) {
        return metric == Analysis.TURNS ? a.turns() : a.moves();
    }

    private static InputException usage(String msg) {
        return new InputException(null, msg);
    }

    private Designer.Found hardest(int metricIndex, long s, long budget) {
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
                            notes.add(String.format("  best so far: %s  %s", f.board().id(), summary(f.analysis(), metricIndex)));
                            if (v >= max) {
                                notes.add(String.format("  %d is the maximum over all boards of the class (--exhaustive): stopping", max));
                                designers.forEach(Designer::stop);
                            }
                        }
                    }
                })));
            }
            Designer.Found top = null;
            for (Future<Designer.Found> f : fs) {
                Designer.Found x;
                try {
                    x = f.get();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    designers.forEach(Designer::stop);
                    break;
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException(e.getCause());
                }
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
        for (int m : a.line(metric)) sb.append(sb.length() == 0 ? "" : " ").append(CoroutineMoves.text(m).replace(" ", ""));
        return sb.toString();
    }

    /** One board per found maze, in the chosen format: an ID line, the file format, or a JSON object. */
    private List<Board> boards(List<Designer.Found> found, int metricIndex) {
        String metricName = metricIndex == Analysis.TURNS ? "turns" : "moves";
        List<Board> out = new ArrayList<>();
        for (Designer.Found f : found) {
            Analysis a = f.analysis();
            String id = a.board.id();
            String sum = summary(a, metricIndex);
            String text = switch (format) {
                case "ids" -> id + "  " + sum + "\n";
                case "json" -> json(a, metricIndex);
                default -> "# " + id + "  " + sum + "\n# optimal line (" + metricName + "): " + line(a, metricIndex) + "\n"
                        + a.board.fileText();
            };
            String ext = format.equals("json") ? "json" : format.equals("files") ? "coroutine" : "txt";
            String name = "coroutine-" + id.substring(id.indexOf(':') + 1).replace('.', '-') + "." + ext;
            out.add(new Board(id, text, name, sum));
        }
        return out;
    }

    private static String json(Analysis a, int metric) {
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
        try {
            // one line a board: several boards are JSON Lines
            return new ObjectMapper().writeValueAsString(m) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

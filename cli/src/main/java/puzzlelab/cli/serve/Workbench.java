package puzzlelab.cli.serve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import puzzlelab.cli.common.ResultView;
import puzzlelab.cli.play.Hints;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Stats;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.AlgorithmFacts;
import puzzlelab.puzzles.Anytime;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Plan;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.RequestBounds;

/**
 * The one adapter between the web server and the solving pipeline (loading, solving, JSON, pictures, hints), so a
 * change of the pipeline is followed here only. Never touches the file system: instances come from IDs or
 * uploaded text.
 */
final class Workbench {
    /** Replaying moves costs a successor generation each: a bound keeps one request's work small. */
    static final int MAX_MOVES = 20_000;

    private Workbench() {
    }

    /** What a solve asks for; null fields = the instance's defaults. */
    record SolveSpec(String algorithm, String heuristic, String metric, long timeMillis, long maxNodes, long seed,
                     Double weight) {
    }

    /** A legal move in a position: native text, cost and the position it leads to. */
    record Legal(int code, String text, int cost, long[] next) {
    }

    // ---- loading ----

    /**
     * An instance from a one-line ID ({@code rushhour:card-1}) or from uploaded text ({@code content}, with an
     * optional puzzle name, file name and 1-based instance number of a multi-instance file).
     */
    static Instance load(String id, String content, String puzzle, String fileName, Long index) throws InputException {
        if (id != null) {
            int colon = id.indexOf(':');
            PuzzleType t = colon > 0 ? Puzzles.byName(id.substring(0, colon)).orElse(null) : null;
            if (t == null) throw new InputException(id, "not a puzzle ID (IDs look like rushhour:card-1, fifteen:korf-1)");
            if (puzzle != null && !t.name().equals(puzzle.toLowerCase(Locale.ROOT)))
                throw new InputException(id, "is a " + t.name() + " ID but puzzle says " + puzzle);
            // an ID names one instance: an index beside it is 1 or a mistake (the CLI refuses ID#N too)
            if (index != null) {
                String bad = RequestBounds.instanceNumber(index, 1);
                if (bad != null) throw new InputException(id, bad + " (an ID names one instance)");
            }
            return t.readId(id);   // never a path: the server reads no file named in a request
        }
        String source = uploadName(fileName);
        PuzzleType t = uploadType(source, content, puzzle);
        if (index == null) return t.read(source, content);
        List<Instance> all = t.readAll(source, content);
        String bad = RequestBounds.instanceNumber(index, all.size());   // the CLI's FILE#N bound
        if (bad != null) throw new InputException(source, bad);
        return all.get((int) (index - 1));
    }

    /**
     * The largest board the server works on, as the characters of its text form (a 256×256 room): a few kilobytes
     * of run-length text can describe a million squares, and every search and picture grows with them. The input
     * layer's own per-puzzle bound refuses earlier; this is the server's net.
     */
    static final int MAX_BOARD_CHARS = 1 << 16;

    /** ApiError 413 when the instance's board is larger than the server works on. */
    static void checkSize(Instance inst) {
        int chars = boardChars(inst);   // 1 for a puzzle without a text form: its own reader's bounds apply
        if (chars > MAX_BOARD_CHARS)
            throw new ApiError(413, "the board is too large for this server (" + chars + " characters as text; at most "
                    + MAX_BOARD_CHARS + ", e.g. a 256×256 room)");
    }

    /** The name an upload's messages give it: its file name, or "upload". */
    private static String uploadName(String fileName) {
        return fileName == null || fileName.isBlank() ? "upload" : fileName;
    }

    /** The upload's puzzle: the one named, else the one its content reads as. */
    private static PuzzleType uploadType(String source, String content, String puzzle) throws InputException {
        return puzzle != null ? Puzzles.require(puzzle) : Puzzles.detect(source, content);
    }

    /** At most this many of a file's instances are listed by {@link #levels} (Microban's 155 and more fit). */
    static final int MAX_LISTED = 2_000;

    /**
     * The instances of an uploaded file, so a page can offer one of a collection ({@code index} from 1, and the title
     * the file gives it, or null): {@code {puzzle, count, instances}}, the list cut at {@link #MAX_LISTED}.
     */
    static Map<String, Object> levels(String content, String puzzle, String fileName) throws InputException {
        String source = uploadName(fileName);
        PuzzleType t = uploadType(source, content, puzzle);
        List<Instance> all = t.readAll(source, content);
        List<Map<String, Object>> listed = new ArrayList<>();
        for (int i = 0; i < Math.min(all.size(), MAX_LISTED); i++) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("index", i + 1);
            m.put("title", shownTitle(all.get(i).title()));
            listed.add(m);
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", t.name());
        m.put("count", all.size());
        m.put("instances", listed);
        return m;
    }

    /** The most levels {@link #setLevels} lists of a numbered set. */
    static final int MAX_SET = 500;

    /**
     * The levels of the numbered set an ID starts (puzzlescript:microban-1: microban-1, microban-2, … while the
     * puzzle reads them), with their titles, so the catalog offers a game's levels by number and name:
     * {@code {puzzle, count, instances: [{index, id, title}]}}. An ID without a number is a set of one.
     */
    static Map<String, Object> setLevels(String id) throws InputException {
        Instance first = load(id, null, null, null, null);
        java.util.regex.Matcher nm = java.util.regex.Pattern.compile("(.+-)(\\d{1,6})").matcher(id);
        List<Map<String, Object>> listed = new ArrayList<>();
        listed.add(level(1, first));
        if (nm.matches() && nm.group(2).equals("1")) {
            for (int n = 2; n <= MAX_SET; n++) {
                Instance next;
                try {
                    next = first.type().readId(nm.group(1) + n);
                } catch (InputException e) {
                    break;   // past the set's last level
                }
                listed.add(level(n, next));
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", first.type().name());
        m.put("count", listed.size());
        m.put("instances", listed);
        return m;
    }

    private static Map<String, Object> level(int index, Instance inst) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("index", index);
        m.put("id", inst.id());
        m.put("title", shownTitle(inst.title()));
        return m;
    }

    // ---- catalog ----

    static List<Map<String, Object>> catalog() {
        List<Map<String, Object>> out = new ArrayList<>();
        for (PuzzleType t : Puzzles.all()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", t.name());
            m.put("summary", t.summary());
            m.put("origin", originName(Puzzles.origin(t)));
            m.put("formats", t.formats());
            List<Map<String, Object>> builtins = new ArrayList<>();
            t.builtins().forEach((id, d) -> builtins.add(Map.of("id", id, "description", d)));
            m.put("builtins", builtins);
            m.put("generator", Generate.declaration(t));
            Instance sample = firstBuiltin(t);
            if (sample != null) m.putAll(options(sample));
            out.add(m);
        }
        return out;
    }

    /** "built-in", or a plugin jar's file name: the folders of the server's machine are nobody's business. */
    static String originName(String origin) {
        if (origin == null || origin.equals(Puzzles.BUILT_IN)) return origin;
        String o = origin.replace('\\', '/');
        return o.substring(o.lastIndexOf('/') + 1);
    }

    /** A title a file gives a level, safe to show: control and bidi characters escaped, at most 200 characters. */
    static String shownTitle(String title) {
        if (title == null) return null;
        String t = Errors.printable(title.strip());
        return t.length() > 200 ? t.substring(0, 200) + "…" : t;
    }

    private static Instance firstBuiltin(PuzzleType t) {
        for (String id : t.builtins().keySet()) {
            try {
                return t.readId(id);
            } catch (RuntimeException e) {
                // a broken built-in should not hide the puzzle from the catalog
            }
        }
        return null;
    }

    /** Metrics, algorithms (generic and the puzzle's own) and heuristics per metric, with admissibility. */
    static Map<String, Object> options(Instance inst) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("metrics", inst.metrics());
        String metric = inst.metrics().get(0);
        m.put("defaultAlgorithm", Anytime.NAME);
        List<Map<String, Object>> algos = new ArrayList<>();
        for (AlgorithmFacts e : Solver.catalogue(inst)) algos.add(algo(e));
        m.put("algorithms", algos);
        Map<String, Object> hs = new LinkedHashMap<>();
        for (String metricName : inst.metrics()) {
            List<Map<String, Object>> l = new ArrayList<>();
            for (Heuristic h : inst.heuristics(metricName))
                l.add(Map.of("name", h.name(), "admissible", h.admissible()));
            hs.put(metricName, l);
        }
        m.put("heuristics", hs);
        return m;
    }

    /** One catalogue entry as the pages read it (solve.js: the options that apply; watch.js: what can be traced). */
    private static Map<String, Object> algo(AlgorithmFacts e) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", e.name());
        m.put("usesHeuristic", e.usesHeuristic());
        m.put("optimality", e.optimality());
        m.put("description", e.summary());
        m.put("randomised", e.randomised());
        m.put("traces", e.traces().name());   // NONE, NODES_EXPANDED or MOVES_TRIED
        return m;
    }

    /** The instance as the pages see it: ID, puzzle, its built-in description and the options that apply. */
    static Map<String, Object> describe(Instance inst) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", inst.id());
        m.put("puzzle", inst.type().name());
        String d = inst.type().builtins().get(inst.id());
        if (d == null) d = shownTitle(inst.title());   // an uploaded collection's level: the title its file gives it
        if (d != null) m.put("description", d);
        String title = shownTitle(inst.title());
        if (title != null && !title.equals(d)) m.put("title", title);   // a level's own name (a PuzzleScript message)
        m.putAll(options(inst));
        m.put("maxWatchSteps", RequestBounds.MAX_WATCH_STEPS);   // the watch page's bound, declared once
        return m;
    }

    /**
     * An ID for an uploaded instance, so its page can be shared: a word of the file (a generated Rush Hour line's
     * board string) that, read as {@code PUZZLE:WORD}, gives the same start position; null when none does. Tried here
     * rather than by the page, which would send guessed IDs that mostly fail.
     */
    static String shareId(Instance inst, String content) {
        String start = inst.render(initial(problem(inst)));
        int tried = 0;
        for (String line : content.split("\n")) {
            if (line.strip().startsWith("#")) continue;
            for (String w : line.strip().split("\\s+")) {
                if (w.length() < 4 || w.length() > 400) continue;
                if (++tried > 6) return null;
                try {
                    Instance other = inst.type().readId(inst.type().name() + ":" + w);
                    if (other.render(initial(problem(other))).equals(start)) return other.id();
                } catch (RuntimeException e) {
                    // not an ID of this puzzle: the next word
                }
            }
        }
        return null;
    }

    // ---- solving ----

    /** The resolved request, on the job's {@code threads} (one, or more when cores were idle as it started). */
    static Plan plan(Instance inst, SolveSpec spec, long maxBytes, int threads) {
        SearchOptions o = SearchOptions.DEFAULT.withSeed(spec.seed()).withThreads(threads);
        if (spec.weight() != null) o = o.withWeight(spec.weight());
        return Solver.resolve(inst, new Solver.Request(spec.algorithm(), spec.heuristic(), spec.metric(), o,
                new Limits(spec.timeMillis(), spec.maxNodes(), maxBytes), 0));
    }

    /** Checks the names before any work is queued; a {@code NotApplicable} carries the CLI's message. */
    static void validate(Instance inst, SolveSpec spec) {
        Plan p = plan(inst, spec, 0, 1);
        // a job is time-limited; building big tables inside one would outlive its limit and hold gigabytes
        String build = p.heuristic() == null ? null : p.heuristic().buildNeeded();
        if (build != null) throw new InputException(null, build);
    }

    /** Solves and answers exactly the object {@code solve --format json} prints. */
    static Map<String, Object> solve(Instance inst, SolveSpec spec, long maxBytes, int threads, Progress progress,
                                     BooleanSupplier cancel) {
        Plan plan = plan(inst, spec, maxBytes, threads);   // NotApplicable is bad input (400); any other failure a bug (500)
        return ResultView.json(inst, plan.metric(), plan.run(progress, cancel), plan.seed());
    }

    /**
     * Progress for a page: the statistics so far (same names as in the JSON), the elapsed time, and the incumbent
     * (best solution cost so far) and proven lower bound as soon as the search reports them.
     */
    static Progress progress(Consumer<Map<String, Object>> sink) {
        return new Progress() {
            private volatile Map<String, Object> last = Map.of();
            private volatile Long incumbent;
            private volatile Long lowerBound;

            @Override
            public void report(Stats s, long elapsedMillis) {
                Map<String, Object> m = new LinkedHashMap<>(ResultView.stats(s));
                m.put("elapsedMillis", elapsedMillis);
                last = m;
                publish();
            }

            @Override
            public void solution(long cost, long elapsedMillis) {
                incumbent = cost;
                publish();
            }

            @Override
            public void lowerBound(long bound, long elapsedMillis) {
                lowerBound = bound;
                publish();
            }

            private void publish() {
                Map<String, Object> m = new LinkedHashMap<>(last);
                if (incumbent != null) m.put("incumbent", incumbent);
                if (lowerBound != null) m.put("lowerBound", lowerBound);
                sink.accept(m);
            }
        };
    }

    /** The moves (texts in {@code metric}'s problem, null: the default) in the puzzle's native solution format. */
    static String nativeSolution(Instance inst, String metric, List<String> moves) throws InputException {
        // a move's native text may spell a walk across the whole board (Sokoban's LURD): the text of n moves is at
        // most n × the board's size, so a request whose bound is far over the answer's cap is refused before the
        // text is built (20,000 pushes across a 256×256 maze would be a gigabyte)
        long bound = (long) moves.size() * (boardChars(inst) + 1);
        if (bound > MAX_NATIVE_BOUND)
            throw new ApiError(413, moves.size() + " moves on a board this large could spell more text than this server "
                    + "builds (at most " + MAX_NATIVE_BOUND / (boardChars(inst) + 1) + " moves here)");
        return inst.nativeSolution(codes(inst, metric, moves));
    }

    /** The most characters a native solution's request may bound (8 × the answer's cap). */
    static final long MAX_NATIVE_BOUND = 8L * Reply.MAX_ANSWER_CHARS;

    private static int boardChars(Instance inst) {
        try {
            return inst.render(initial(problem(inst))).length();
        } catch (RuntimeException e) {
            return 1;
        }
    }

    // ---- positions, play and hints ----

    static Problem problem(Instance inst) {
        return problem(inst, null);
    }

    /**
     * The problem a page plays: the request's metric (a board module may ask for one, e.g. Sokoban's step-by-step
     * moves so that arrow keys walk), else the instance's default; an unknown name is a 400.
     */
    static Problem problem(Instance inst, String metric) throws InputException {
        return inst.problem(Solver.metric(inst, metric));
    }

    static long[] initial(Problem p) {
        long[] s = new long[p.words()];
        p.initial(s);
        return s;
    }

    static List<Legal> legal(Instance inst, Problem p, long[] state) {
        List<Legal> out = new ArrayList<>();
        long[] buf = new long[p.words()];
        p.expand(state, new Successors() {
            public long[] child() {
                return buf;
            }

            public void emit(int move, int cost) {
                out.add(new Legal(move, inst.moveText(move), cost, buf.clone()));
            }
        });
        return out;
    }

    static int[] codes(Instance inst, List<String> moves) throws InputException {
        return codes(inst, null, moves);
    }

    /** Move codes for native move texts played from the start; each must be legal where it is played. */
    static int[] codes(Instance inst, String metric, List<String> moves) throws InputException {
        if (moves.size() > MAX_MOVES) throw new InputException(null, "at most " + MAX_MOVES + " moves per request");
        Problem p = problem(inst, metric);
        long[] s = initial(p);
        int[] out = new int[moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            Legal l = find(inst, p, s, moves.get(i));
            if (l == null) throw new InputException(null, "move " + (i + 1) + " '" + moves.get(i) + "' is not legal here");
            out[i] = l.code();
            s = l.next();
        }
        return out;
    }

    private static Legal find(Instance inst, Problem p, long[] s, String text) {
        List<Legal> legal = legal(inst, p, s);
        for (Legal l : legal) if (l.text().equals(text)) return l;
        try {
            int code = inst.parseMove(s, text);
            for (Legal l : legal) if (l.code() == code) return l;
        } catch (InputException e) {
            // not in the puzzle's notation either: not legal
        }
        return null;
    }

    /** The position after the moves: picture, legal moves, moves played, cost so far, solved. */
    static Map<String, Object> position(Instance inst, String metric, List<String> moves) throws InputException {
        Problem p = problem(inst, metric);
        int[] codes = codes(inst, metric, moves);
        List<long[]> states = Replay.states(p, codes);
        long[] s = states.get(states.size() - 1);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("moves", codes.length);
        m.put("cost", Replay.cost(p, codes));
        m.put("solved", p.isGoal(s));
        m.put("length", puzzlelab.cli.play.Hints.length(inst, Solver.metric(inst, metric), codes));
        m.put("deadlock", puzzlelab.cli.play.Hints.deadlock(inst, s));
        // what the game said on the last move (a PuzzleScript message command), or null
        m.put("message", codes.length == 0 ? null : inst.message(states.get(states.size() - 2), codes[codes.length - 1]));
        m.put("svg", svg(inst, s));
        m.put("text", inst.render(s));   // the board as text (Sokoban: XSB, which the editor starts from)
        List<Map<String, Object>> legal = new ArrayList<>();
        for (Legal l : legal(inst, p, s)) legal.add(Map.of("text", l.text(), "cost", l.cost(), "name", inst.moveName(s, l.code())));
        m.put("legal", legal);
        return m;
    }

    /** A page of the pictures along a solution: {@code frames} from {@code from}, {@code next} null on the last page. */
    record Frames(List<String> frames, int from, int total, Integer next) {
    }

    /**
     * The pictures along a solution (start first) from frame {@code from}, as many as fit in {@code maxChars}
     * (at least one): a long solution of a large board is fetched page by page, never as one answer.
     */
    static Frames frames(Instance inst, List<String> moves, long from, long maxChars) throws InputException {
        Problem p = problem(inst);
        List<long[]> states = Replay.states(p, codes(inst, moves));
        if (from < 0 || from >= states.size())
            throw new InputException(null, "from must be 0.." + (states.size() - 1) + " (a frame of this solution)");
        List<String> out = new ArrayList<>();
        long chars = 0;
        int i = (int) from;
        for (; i < states.size(); i++) {
            String svg = svg(inst, states.get(i));
            if (!out.isEmpty() && chars + svg.length() > maxChars) break;
            chars += svg.length();
            out.add(svg);
        }
        return new Frames(out, (int) from, states.size(), i < states.size() ? i : null);
    }

    static String svg(Instance inst, long[] state) {
        String svg = inst.svg(state);
        if (svg != null) return svg;
        // no SVG: the text picture, escaped, in a minimal SVG so every page can show it the same way
        String[] lines = inst.render(state).split("\n");
        StringBuilder sb = new StringBuilder();
        int w = 0;
        for (String l : lines) w = Math.max(w, l.length());
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(w * 9 + 20).append("\" height=\"")
                .append(lines.length * 18 + 20).append("\" font-family=\"monospace\" font-size=\"15\">");
        for (int i = 0; i < lines.length; i++)
            sb.append("<text x=\"10\" y=\"").append(24 + i * 18).append("\" xml:space=\"preserve\">")
                    .append(Html.escape(lines[i])).append("</text>");
        return sb.append("</svg>").toString();
    }

    /**
     * The next move and the moves to go from the position after {@code moves}: console play's planner, run on the
     * job's thread within its time, threads and memory share, stopped when the job is (its client gone).
     */
    static Map<String, Object> hint(Instance inst, String metric, List<String> moves, long limitMillis, int threads,
                                    long maxBytes, BooleanSupplier cancel) throws InputException {
        Problem p = problem(inst, metric);
        int[] path = codes(inst, metric, moves);
        List<long[]> states = Replay.states(p, path);
        Hints.Hint h = Hints.plan(inst, Solver.metric(inst, metric), states.get(states.size() - 1), path, limitMillis, threads,
                maxBytes, cancel);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", h.status().name());
        if (h.status() == Status.SOLVED) {
            m.put("move", h.moves().length == 0 ? null : inst.moveText(h.moves()[0]));
            m.put("togo", h.moves().length);
            m.put("cost", h.cost());
        }
        m.put("optimal", h.optimal());
        m.put("algorithm", h.algorithm());
        if (h.note() != null) m.put("message", h.note());
        return m;
    }
}

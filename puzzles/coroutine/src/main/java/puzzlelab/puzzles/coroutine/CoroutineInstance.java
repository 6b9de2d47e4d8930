package puzzlelab.puzzles.coroutine;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import puzzlelab.puzzles.input.Text;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.puzzles.PuzzleType;

/** One coroutine board with its two metrics: "turns" (passes counted, the default) and "moves" (passes free). */
final class CoroutineInstance implements Instance {
    static final List<String> METRICS = List.of("turns", "moves");

    private final PuzzleType type;
    private final String id;
    final CoroutineBoard board;
    private Analysis analysis;

    CoroutineInstance(PuzzleType type, String id, CoroutineBoard board) {
        this.type = type;
        this.id = id;
        this.board = board;
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }
    @Override public List<String> metrics() { return METRICS; }

    private static String checked(String metric) {
        String m = metric == null ? "turns" : metric.toLowerCase(Locale.ROOT);
        if (!METRICS.contains(m)) throw new IllegalArgumentException("unknown metric " + Text.quote(metric) + " for coroutine (known: turns, moves)");
        return m;
    }

    @Override
    public Problem problem(String metric) {
        return new CoroutineProblem(board, checked(metric).equals("moves"));
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        checked(metric);
        // Every non-goal state needs at least one more real move; a pass (cost 0 or 1) never reaches a goal, so
        // h(s) = 1 ≤ c + h(s') also across passes: admissible and consistent in both metrics.
        return List.of(Heuristic.of("one-step", true, true, s -> {
            long x = s[0];
            return CoroutineProblem.a(x) == Rules.GOAL || CoroutineProblem.b(x) == Rules.GOAL ? 0 : 1;
        }));
    }

    @Override
    public String defaultAlgorithm(String metric) {
        return checked(metric).equals("moves") ? "ucs" : "bfs";
    }

    @Override
    public Map<String, PuzzleAlgorithm> algorithms() {
        Map<String, PuzzleAlgorithm> m = new LinkedHashMap<>();
        // the report's DFS reports every move tried to a trace (its own table: solve --trace, the watch page)
        m.put("dfs-signatures", algorithm("the report's DFS with move signatures (start, end, other square) and a baseline bound;"
                        + " a signature is replayed only at a smaller count, so the optimum is kept",
                "optimal", (metric, o) -> new SignatureDfs(board, metric.equals("moves"), SignatureDfs.Mode.SOUND, o.trace()),
                Trace.Reports.MOVES_TRIED));
        m.put("dfs-report", algorithm("the report's DFS taken literally: a signature seen once is never played again",
                "never", (metric, o) -> new SignatureDfs(board, metric.equals("moves"), SignatureDfs.Mode.REPORT, o.trace()),
                Trace.Reports.MOVES_TRIED));
        m.put("table", algorithm("BFS (turns) / 0-1 BFS (moves) over the array-indexed state table (the generator's solver)",
                "optimal", (metric, o) -> new TableSearch(board, metric), Trace.Reports.NONE));
        return m;
    }

    private interface Factory {
        Search create(String metric, SearchOptions o);
    }

    private static PuzzleAlgorithm algorithm(String description, String optimality, Factory f, Trace.Reports traces) {
        return new PuzzleAlgorithm() {
            public String description() { return description; }
            public String optimality() { return optimality; }
            public boolean usesHeuristic() { return false; }
            public Trace.Reports traces() { return traces; }
            public Search create(String metric, Heuristic h, SearchOptions options) {
                return f.create(checked(metric), options == null ? SearchOptions.DEFAULT : options);
            }
        };
    }

    synchronized Analysis analysis() {
        if (analysis == null) analysis = Analysis.of(board);
        return analysis;
    }

    @Override
    public String moveText(int move) {
        return CoroutineMoves.text(move);
    }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        return MoveParser.parse(CoroutineProblem.side(state[0]), text);
    }

    @Override
    public String nativeSolution(int[] moves) {
        return NativeTable.format(board, moves);
    }

    @Override
    public Map<String, Object> counts(int[] moves, String metric) {
        int passes = 0;
        for (int m : moves) if (CoroutineMoves.isPass(m)) passes++;
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("turns", moves.length);
        out.put("moves", moves.length - passes);
        out.put("passes", passes);
        out.put("optimalLines", analysis().lines(Analysis.metricIndex(checked(metric))));
        return out;
    }

    @Override
    public Trace trace(PrintStream out, String metric) {
        return new ReportTrace(board, checked(metric), out);
    }

    @Override
    public String render(long[] state) {
        return CoroutinePictures.ascii(board, state[0]);
    }

    /** "SQUARE:DIR" (an arrow of the picture): the mover's move along it when the mover reads that square. */
    @Override
    public int[] movesForClick(long[] state, String target) {
        if (target == null || !target.matches("[1-9]:[A-Z]{1,2}")) return null;
        long s = state[0];
        int a = CoroutineProblem.a(s), b = CoroutineProblem.b(s), side = CoroutineProblem.side(s);
        if (a == Rules.GOAL || b == Rules.GOAL) return null;
        int read = side == 0 ? b : a;   // each token moves along the arrows of the other token's square
        int dir = Rules.parseDir(target.substring(2));
        if (target.charAt(0) - '1' != read || dir < 0) return null;
        return new int[] {CoroutineMoves.code(side, dir)};
    }

    /** "A south", "B passes". */
    @Override
    public String moveName(long[] state, int move) {
        String who = CoroutineMoves.token(move) == 0 ? "A" : "B";
        if (CoroutineMoves.isPass(move)) return who + " passes";
        String[] words = {"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"};
        return who + " " + words[CoroutineMoves.dir(move)];
    }

    @Override
    public String svg(long[] state) {
        return CoroutinePictures.svg(board, state[0]);
    }
}

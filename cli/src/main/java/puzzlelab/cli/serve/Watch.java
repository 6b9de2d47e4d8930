package puzzlelab.cli.serve;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.AlgorithmFacts;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * "Watch the search" (teaching): the first steps of a search on a small instance, node by node. Any algorithm whose
 * catalogue entry reports to a trace runs through the plan with a {@link Trace}: BFS and the best-first family give a
 * row per expansion with its children and frontier; the depth-first family (DFS, DFBnB, IDDFS, IDA*, a puzzle's
 * "dfs-..." variants) a row per move tried, the same rows as {@code solve --trace}.
 */
final class Watch {
    private static final int FRONTIER_SHOWN = 8;
    private static final int REPORT_BYTES = 200_000;

    private Watch() {
    }

    static Map<String, Object> run(Instance inst, String algorithm, int steps, BooleanSupplier stop) {
        String metric = inst.metrics().get(0);
        Heuristic first = Solver.firstAdmissible(inst, metric);
        Heuristic h = first == null ? Heuristic.ZERO : first;
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("algorithm", algorithm);
        List<Map<String, Object>> rows = new ArrayList<>();
        Map<Integer, Integer> perDepth = new TreeMap<>();
        // the catalogue entry says what the algorithm reports to a trace: a new traced algorithm is watchable as it is
        AlgorithmFacts facts = Solver.facts(inst, metric, algorithm);
        String heuristic = facts.usesHeuristic() ? h.name() : null;
        if (heuristic != null) out.put("heuristic", heuristic);
        switch (facts.traces()) {
            case NODES_EXPANDED -> bestFirst(inst, metric, facts.name(), heuristic, steps, stop, rows, perDepth);
            case MOVES_TRIED -> {
                String report = depthFirst(inst, metric, facts.name(), heuristic, steps, stop, rows, perDepth);
                if (report != null) out.put("report", report);
            }
            case NONE -> throw ApiError.bad("watch: " + facts.name() + " reports no trace; watch one of "
                    + String.join(", ", traceable(inst)));
        }
        out.put("steps", rows);
        out.put("truncated", rows.size() >= steps);
        out.put("perDepth", perDepth);
        return out;
    }

    /** The algorithms of the catalogue that report to a trace, for this instance (what the watch page offers). */
    static List<String> traceable(Instance inst) {
        return Solver.catalogue(inst).stream().filter(AlgorithmFacts::traceable).map(AlgorithmFacts::name).toList();
    }

    /**
     * The engine's own BFS or A* through the plan, its trace recorded as a row per node taken from the frontier (its
     * path, g, h, f, verdict, children with duplicates marked, the frontier's size and its next few nodes) until
     * enough rows. The engine's BFS tests goals when it generates them: its goal row follows the expansion that found
     * the goal.
     */
    private static void bestFirst(Instance inst, String metric, String algo, String heuristic, int steps,
                                  BooleanSupplier stop, List<Map<String, Object>> rows, Map<Integer, Integer> perDepth) {
        Trace t = new Trace() {
            private List<String> children;
            private List<String> next;
            private Map<String, Object> row;   // the row being filled, null past the step budget

            @Override
            public void child(int depth, int move, long g, int h, Verdict verdict) {
            }

            @Override
            public void expand(int[] path, long g, int h, Verdict verdict) {
                if (rows.size() >= steps) {
                    row = null;
                    return;
                }
                row = row(inst, path, g, heuristic == null ? null : h, path.length);
                row.put("verdict", verdict == Verdict.GOAL ? "GOAL" : "EXPAND");
                children = new ArrayList<>();
                row.put("children", children);
                perDepth.merge(path.length, 1, Integer::sum);
                rows.add(row);
            }

            @Override
            public void generated(int move, long g, int h, boolean fresh) {
                if (row != null) children.add(inst.moveText(move) + (fresh ? "" : h >= Heuristic.DEAD ? " (dead)" : " (seen)"));
            }

            @Override
            public void frontier(int size) {
                if (row == null) return;
                row.put("frontier", size);
                next = new ArrayList<>();
                row.put("next", next);
            }

            @Override
            public int preview() {
                return row == null ? 0 : FRONTIER_SHOWN;
            }

            @Override
            public void next(int[] path, long g, int h) {
                if (row != null) next.add(text(inst, path) + (heuristic == null ? "" : h >= Heuristic.DEAD ? "  dead" : "  f=" + (g + h)));
            }
        };
        SearchOptions o = SearchOptions.DEFAULT.withThreads(1).withTrace(t);
        Solver.solve(inst, new Solver.Request(algo, heuristic, metric, o, Limits.NONE, 0), Progress.NONE,
                () -> rows.size() >= steps || stop.getAsBoolean());
    }

    /**
     * The engine's depth-first algorithm, its trace recorded row by row until enough rows; answers the puzzle's own
     * trace text (as {@code solve --trace} prints it) or null when the puzzle has none.
     */
    private static String depthFirst(Instance inst, String metric, String algo, String heuristic, int steps,
                                   BooleanSupplier stop, List<Map<String, Object>> rows, Map<Integer, Integer> perDepth) {
        int[] path = new int[1024];
        long[] bound = {-1};
        // the puzzle's own trace table (e.g. the coroutine report's), printed beside the rows, kept short
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        PrintStream reportOut = new PrintStream(new CappedStream(report, REPORT_BYTES), true, StandardCharsets.UTF_8);
        Trace own = inst.trace(reportOut, metric);
        Trace t = new Trace() {
            @Override
            public void iteration(int number, long b) {
                bound[0] = b;
                if (own != null && rows.size() < steps) own.iteration(number, b);
            }

            @Override
            public void backtrack(int depth) {
                if (own != null && rows.size() < steps) own.backtrack(depth);
            }

            @Override
            public void child(int depth, int move, long g, int h, Verdict verdict) {
                if (rows.size() >= steps || depth + 1 >= path.length) return;
                if (own != null) own.child(depth, move, g, h, verdict);
                path[depth] = move;
                int[] p = Arrays.copyOf(path, depth + 1);
                Map<String, Object> row = row(inst, p, g, heuristic == null ? null : h, depth + 1);
                row.put("verdict", verdict.name());
                if (bound[0] >= 0) row.put("bound", bound[0]);
                if (verdict == Verdict.ENTER || verdict == Verdict.GOAL) perDepth.merge(depth + 1, 1, Integer::sum);
                rows.add(row);
            }
        };
        Solver.Request req = new Solver.Request(algo, heuristic, metric, SearchOptions.DEFAULT.withTrace(t), Limits.NONE, 0);
        Solver.solve(inst, req, Progress.NONE, () -> rows.size() >= steps || stop.getAsBoolean());
        reportOut.flush();
        return own == null ? null : report.toString(StandardCharsets.UTF_8);
    }

    /** Drops what is written past the cap (a trace can be long; the page shows its beginning). */
    private static final class CappedStream extends OutputStream {
        private final OutputStream out;
        private int left;

        CappedStream(OutputStream out, int cap) {
            this.out = out;
            this.left = cap;
        }

        @Override
        public void write(int b) throws IOException {
            if (left-- > 0) out.write(b);
        }
    }

    private static Map<String, Object> row(Instance inst, int[] path, long g, Integer h, int depth) {
        Map<String, Object> m = new LinkedHashMap<>();
        List<String> moves = new ArrayList<>();
        for (int c : path) moves.add(inst.moveText(c));
        m.put("path", moves);
        m.put("depth", depth);
        m.put("g", g);
        if (h != null && h >= Heuristic.DEAD) {   // a deadlock the puzzle found: no finite estimate
            m.put("h", "dead");
            m.put("f", "dead");
        } else if (h != null) {
            m.put("h", h);
            m.put("f", g + h);
        }
        return m;
    }

    private static String text(Instance inst, int[] path) {
        if (path.length == 0) return "(start)";
        StringBuilder sb = new StringBuilder();
        for (int c : path) sb.append(sb.length() == 0 ? "" : " ").append(inst.moveText(c));
        return sb.toString();
    }
}

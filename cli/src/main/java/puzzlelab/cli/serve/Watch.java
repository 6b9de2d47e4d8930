package puzzlelab.cli.serve;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import puzzlelab.cli.play.StateKey;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Problem;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * "Watch the search" (teaching): the first steps of a search on a small instance, node by node. BFS and A* are
 * written out here, plainly, so that every expansion can be shown with its frontier; the depth-first family (DFS,
 * IDDFS, IDA*) runs the engine's own algorithm with its {@link Trace}, the same rows as {@code solve --trace}.
 */
final class Watch {
    static final int MAX_STEPS = 2_000;
    private static final int FRONTIER_SHOWN = 8;
    private static final int REPORT_BYTES = 200_000;

    private Watch() {
    }

    static Map<String, Object> run(Instance inst, String algorithm, int steps, BooleanSupplier stop) {
        String metric = inst.metrics().get(0);
        Problem p = inst.problem(metric);
        Heuristic first = Solver.firstAdmissible(inst, metric);
        Heuristic h = first == null ? Heuristic.ZERO : first;
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("algorithm", algorithm);
        List<Map<String, Object>> rows = new ArrayList<>();
        Map<Integer, Integer> perDepth = new TreeMap<>();
        switch (algorithm) {
            case "bfs" -> bestFirst(inst, p, null, steps, stop, rows, perDepth);
            case "astar" -> {
                out.put("heuristic", h.name());
                bestFirst(inst, p, h, steps, stop, rows, perDepth);
            }
            case "dfs", "iddfs", "idastar" -> {
                if (algorithm.equals("idastar")) out.put("heuristic", h.name());
                String report = depthFirst(inst, metric, algorithm, algorithm.equals("idastar") ? h.name() : null, steps, stop,
                        rows, perDepth);
                if (report != null) out.put("report", report);
            }
            default -> throw ApiError.bad("watch: algorithm must be bfs, dfs, iddfs, astar or idastar");
        }
        out.put("steps", rows);
        out.put("truncated", rows.size() >= steps);
        out.put("perDepth", perDepth);
        return out;
    }

    private record Node(long[] state, int[] path, int g, int h, long order) {
        int f() {
            return g + h;
        }
    }

    /** Graph search: FIFO (BFS, h = null) or by f = g + h (A*, ties by age); a row per expansion. */
    private static void bestFirst(Instance inst, Problem p, Heuristic h, int steps, BooleanSupplier stop,
                                  List<Map<String, Object>> rows, Map<Integer, Integer> perDepth) {
        long[] s0 = Workbench.initial(p);
        Comparator<Node> byF = Comparator.comparingInt(Node::f).thenComparingLong(Node::order);
        java.util.Queue<Node> open = h == null ? new ArrayDeque<>() : new PriorityQueue<>(byF);
        Map<StateKey, Integer> bestG = new HashMap<>();
        long[] order = {0};
        open.add(new Node(s0, new int[0], 0, h == null ? 0 : h.estimate(s0), order[0]++));
        bestG.put(new StateKey(s0), 0);
        while (!open.isEmpty() && rows.size() < steps && !stop.getAsBoolean()) {
            Node n = open.poll();
            if (bestG.getOrDefault(new StateKey(n.state), Integer.MAX_VALUE) < n.g) continue;   // a stale entry
            Map<String, Object> row = row(inst, n.path, n.g, h == null ? null : n.h, n.path.length);
            perDepth.merge(n.path.length, 1, Integer::sum);
            boolean goal = p.isGoal(n.state);
            row.put("verdict", goal ? "GOAL" : "EXPAND");
            List<String> children = new ArrayList<>();
            if (!goal) {
                for (Workbench.Legal l : Workbench.legal(inst, p, n.state)) {
                    StateKey k = new StateKey(l.next());
                    int g = n.g + l.cost();
                    boolean better = g < bestG.getOrDefault(k, Integer.MAX_VALUE);
                    children.add(inst.moveText(l.code()) + (better ? "" : " (seen)"));
                    if (!better) continue;
                    bestG.put(k, g);
                    int[] path = Arrays.copyOf(n.path, n.path.length + 1);
                    path[n.path.length] = l.code();
                    open.add(new Node(l.next(), path, g, h == null ? 0 : h.estimate(l.next()), order[0]++));
                }
            }
            row.put("children", children);
            row.put("frontier", open.size());
            List<String> next = new ArrayList<>();
            open.stream().sorted(h == null ? Comparator.comparingLong(Node::order) : byF).limit(FRONTIER_SHOWN)
                    .forEach(x -> next.add(text(inst, x.path) + (h == null ? "" : "  f=" + x.f())));
            row.put("next", next);
            rows.add(row);
            if (goal) return;
        }
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
        if (h != null) {
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

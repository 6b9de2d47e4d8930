package puzzlelab.engine.algo;

import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Inapplicable;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;

import java.util.List;
import java.util.Locale;

/** The generic algorithm portfolio, selectable by name. Puzzles may add variants of their own. */
public final class Algorithms {
    private Algorithms() {
    }

    /**
     * One algorithm: its name, whether it uses a heuristic, when its result is proven optimal, one line of summary,
     * and what it reports to a {@link Trace} (the depth-first family every move tried, BFS and best-first every node
     * expanded).
     */
    public record Info(String name, boolean usesHeuristic, String optimality, String description, Trace.Reports traces) {
    }

    private static final Trace.Reports NODES = Trace.Reports.NODES_EXPANDED;
    private static final Trace.Reports MOVES = Trace.Reports.MOVES_TRIED;

    public static final List<Info> ALL = List.of(
            new Info("bfs", false, "optimal (unit costs)", "breadth-first graph search, compact visited table", NODES),
            new Info("dfs", false, "never", "depth-first; --path-only checks loops only along the path (move signatures)", MOVES),
            new Info("dfbnb", true, "optimal when run to the end (admissible h or none)",
                    "depth-first branch and bound: best cost so far is the baseline that cuts deeper branches", MOVES),
            new Info("iddfs", false, "optimal (unit costs)", "iterative deepening DFS with path loop checks", MOVES),
            new Info("astar", true, "optimal with an admissible h", "A*: f = g + h, reopens closed states", NODES),
            new Info("wastar", true, "never (w > 1)", "weighted A*: f = g + w*h (--weight)", NODES),
            new Info("greedy", true, "never", "greedy best-first: f = h", NODES),
            new Info("ucs", false, "optimal", "uniform-cost search (Dijkstra; 0-1 BFS for 0/1 costs)", NODES),
            new Info("idastar", true, "optimal with an admissible h", "IDA*: depth-first f-bounded iterations", MOVES),
            new Info("bidi", false, "optimal (unit costs)", "bidirectional BFS (reversible puzzles with listed goals)",
                    Trace.Reports.NONE),
            new Info("random", false, "never", "seeded random walks (--restarts, --walk-length)", Trace.Reports.NONE));

    public static boolean known(String name) {
        return ALL.stream().anyMatch(i -> i.name().equals(name.toLowerCase(Locale.ROOT)));
    }

    public static Info info(String name) {
        return ALL.stream().filter(i -> i.name().equals(name.toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown algorithm '" + name + "'"));
    }

    /**
     * Builds a search: the problem's own version of it when it has one ({@link Problem#specialised}), else the generic
     * one. {@code h} may be null for blind algorithms (informed ones then use h = 0). With a trace attached
     * ({@link SearchOptions#trace}) the generic algorithm always runs: it is the one that reports to the trace.
     *
     * @throws Inapplicable for an unknown name or an algorithm that does not fit the problem
     */
    public static Search create(String name, Problem p, Heuristic h, SearchOptions o) {
        Heuristic hh = h == null ? Heuristic.ZERO : h;
        Search own = o.generic() || o.trace() != null ? null : p.specialised(name.toLowerCase(Locale.ROOT), hh, o);
        if (own != null) return own;
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "bfs" -> new Bfs(p, o.trace());
            case "dfs" -> new DepthFirst(p, null, DepthFirst.Kind.DFS, o.pathOnly(), o.maxDepth(), o.trace());
            case "dfbnb" -> new DepthFirst(p, h, DepthFirst.Kind.DFBNB, true, o.maxDepth(), o.trace());
            case "iddfs" -> new DepthFirst(p, null, DepthFirst.Kind.IDDFS, true, o.maxDepth(), o.trace());
            case "astar" -> new BestFirst(p, hh, BestFirst.Kind.ASTAR, 1.0, o.trace());
            case "wastar" -> new BestFirst(p, hh, BestFirst.Kind.WASTAR, o.weight(), o.trace());
            case "greedy" -> new BestFirst(p, hh, BestFirst.Kind.GREEDY, 1.0, o.trace());
            case "ucs" -> new BestFirst(p, Heuristic.ZERO, BestFirst.Kind.UCS, 1.0, o.trace());
            case "idastar" -> new IdaStar(p, hh, o.trace());
            case "bidi" -> {
                if (!p.reversible() || p.goalStates().isEmpty())
                    throw new Inapplicable("bidi needs a puzzle with reversible moves and listed goal states");
                yield new Bidirectional(p);
            }
            case "random" -> new RandomWalk(p, o.seed(), o.walkLength(), o.restarts());
            default -> throw new Inapplicable("unknown algorithm '" + name + "'");
        };
    }
}

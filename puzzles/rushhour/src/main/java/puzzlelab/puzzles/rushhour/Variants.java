package puzzlelab.puzzles.rushhour;

import java.util.LinkedHashMap;
import java.util.Map;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.engine.algo.BestFirst;
import puzzlelab.engine.algo.Bfs;
import puzzlelab.puzzles.PuzzleAlgorithm;

/**
 * Rush Hour's algorithm variants: the course report's family (random ×4, BFS ×4, A* ×4, DFS, step refiner) under
 * their report names, and this package's solvers (packed-bfs, the optimal default; lns and beam for big boards).
 * "Finish check" = when the red car's path is free, its drive to the exit is the only move.
 */
final class Variants {
    private Variants() {
    }

    private record Variant(String description, String optimality, Factory factory, boolean randomised)
            implements PuzzleAlgorithm {
        Variant(String description, String optimality, Factory factory) {
            this(description, optimality, factory, false);
        }

        @Override public boolean usesHeuristic() { return false; }

        @Override
        public Search create(String metric, Heuristic h, SearchOptions options) {
            return factory.create("steps".equals(metric), options);
        }
    }

    @FunctionalInterface
    private interface Factory {
        Search create(boolean steps, SearchOptions o);
    }

    static final int DEFAULT_BIN = 10;
    static final int BEAM_WIDTH = 10_000;
    static final int RANDOM_CAP = 10_000_000;

    static Map<String, PuzzleAlgorithm> all(Packed pk) {
        Map<String, PuzzleAlgorithm> m = new LinkedHashMap<>();
        m.put("packed-bfs", new Variant("BFS over packed keys with a precomputed move generator, stopping at the "
                + "first state whose red car has a free path (steps: one-cell slides, merged into moves)", "optimal",
                (steps, o) -> new PackedBfs(pk, steps, 1 << 10, o.threads())));
        m.put("subset-bound", new Variant("counterexample-guided sub-boards: packed-bfs solves the red car with a "
                + "growing subset of the other vehicles (each sub-board's optimum is a lower bound: removing vehicles "
                + "never makes a board harder), adding the vehicles that block the sub-board's plan on the full "
                + "board, until a plan is legal there (then it is optimal)", "optimal",
                (steps, o) -> new SubsetBound(pk.board, steps)));
        m.put("lns", new Variant("large-neighbourhood search for big boards: a random walk with commuting moves "
                + "merged, then windows of the solution re-solved exactly as sub-puzzles where only their vehicles "
                + "move, until no window gains (--restarts R: R local optima from new walks, the best kept; "
                + "--timeout bounds it; --seed varies it)", "never",
                (steps, o) -> new Lns(pk, steps, o.seed(), o.restarts()), true));
        m.put("beam", new Variant("beam search, " + BEAM_WIDTH + " states per layer ranked by the blocking-chain "
                + "estimate (--seed breaks ties), stopping at the first free state", "never",
                (steps, o) -> new Beam(pk, RushBounds.chain(pk, steps), BEAM_WIDTH, o.seed(), steps), true));
        for (boolean useful : new boolean[] {false, true}) {
            for (boolean max : new boolean[] {true, false}) {
                String name = "bfs-" + (max ? "max" : "all") + (useful ? "-useful" : "");
                MoveRules rules = new MoveRules(max ? MoveRules.Distances.MAX : MoveRules.Distances.ALL, true, useful, false);
                boolean complete = !max && !useful;
                m.put(name, new Variant("report BFS: " + (max ? "maximum-distance moves" : "all moves")
                        + (useful ? " that pass the useful-move check" : "") + ", finish check",
                        complete ? "optimal (moves metric)" : "never (the move rules can miss the optimum)",
                        (steps, o) -> new Named(name, new Bfs(new RushProblem(pk, steps, rules)), complete, complete)));
            }
        }
        for (boolean second : new boolean[] {false, true}) {
            for (boolean max : new boolean[] {true, false}) {
                String name = "astar-" + (second ? "blockers2" : "blockers") + "-" + (max ? "max" : "all");
                MoveRules rules = new MoveRules(max ? MoveRules.Distances.MAX : MoveRules.Distances.ALL, true, false, false);
                boolean admissible = !second && !max;
                m.put(name, new Variant("report A*: f = depth + 1 + " + (second ? "blockers + blockers of blockers"
                        : "blockers") + ", " + (max ? "maximum-distance moves" : "all moves") + ", finish check",
                        admissible ? "optimal (blockers is admissible)"
                                : second ? "never (blockers of blockers is not admissible)"
                                : "never (maximum-distance moves can miss the optimum)",
                        (steps, o) -> {
                            Heuristic h = second ? RushBounds.blockers2(pk, steps) : RushBounds.blockers(pk, steps);
                            Search s = new BestFirst(new RushProblem(pk, steps, rules), h, BestFirst.Kind.ASTAR, 1.0);
                            return new Named(name, s, admissible, !max);
                        }));
            }
        }
        addRandom(m, pk, "random-uniform", RandomPlay.Kind.UNIFORM, "report random: uniform over all legal moves");
        addRandom(m, pk, "random-vehicle", RandomPlay.Kind.VEHICLE_FIRST,
                "report random: a random movable vehicle, then one of its moves");
        addRandom(m, pk, "random-finish", RandomPlay.Kind.FINISH, "report random: uniform with the finish check");
        addRandom(m, pk, "random-max", RandomPlay.Kind.MAX_FINISH,
                "report random: maximum-distance moves, never the last vehicle again, finish check");
        m.put("dfs-report", PuzzleAlgorithm.traced(new Variant("report depth-first search: a stack, every state seen once, all moves",
                "never", (steps, o) -> new Named("dfs-report",
                        Algorithms.create("dfs", new RushProblem(pk, steps, MoveRules.ALL), null, o.withPathOnly(false)), false, true)),
                Trace.Reports.MOVES_TRIED));   // the engine's dfs, which reports every move tried
        m.put("steprefiner", new Variant("report step refiner: a random-finish walk, then the engine's shortener with "
                + "bin size " + DEFAULT_BIN + " (BFS from each path state, splice in shortcuts to later states)",
                "never", (steps, o) -> new Refined(pk, steps, o, DEFAULT_BIN), true));
        return m;
    }

    private static void addRandom(Map<String, PuzzleAlgorithm> m, Packed pk, String name, RandomPlay.Kind kind, String what) {
        m.put(name, new Variant(what + " (seeded; --restarts walks, the shortest kept)", "never",
                (steps, o) -> new RandomPlay(name, pk, kind, steps, o.seed(), o.restarts(), cap(o)), true));
    }

    /** The walk-length cap: the option when set, else a generous default (random walks here run to thousands). */
    static int cap(SearchOptions o) {
        return o.walkLength() == SearchOptions.DEFAULT.walkLength() ? RANDOM_CAP : o.walkLength();
    }

    static Problem full(Packed pk, boolean steps) {
        return new RushProblem(pk, steps, MoveRules.ALL);
    }
}

package puzzlelab.cli;

import java.util.List;
import java.util.Map;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Inapplicable;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.engine.Trace;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.puzzles.ArrowKeys;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Plugins;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.input.InputException;

/**
 * A plugin-like puzzle ({@code faulty:1}, one move from the goal) whose own algorithms go wrong the ways a plugin
 * author's can: {@code crash-build} throws while its search is built (a JDK {@code NumberFormatException}, an
 * {@code IllegalArgumentException}, which {@code Plan} once read as "not applicable"), {@code crash-step} throws inside
 * its search, and {@code not-here} says, with the engine's typed signal, that it does not fit. The first two are bugs
 * (exit 4, HTTP 500); the third is the user's choice of algorithm (exit 2, HTTP 400). {@code new-dfs} is a new
 * traceable algorithm (the engine's DFS, declared {@code MOVES_TRIED}): it must appear wherever traces are offered.
 */
public final class FaultyPuzzle implements PuzzleType {
    public static final String NAME = "faulty";

    /** Installs the puzzle once per JVM, as a plugin jar would be. */
    public static void install() {
        if (Puzzles.byName(NAME).isEmpty()) Puzzles.install(List.of(new Plugins.Found("faulty-test.jar", new FaultyPuzzle())));
    }

    public String name() { return NAME; }
    public String summary() { return "a test puzzle whose algorithms fail"; }
    public List<String> formats() { return List.of(); }
    public int detect(String f, String t) { return 0; }
    public Instance read(String s, String t) { throw new InputException(s, "faulty has no files"); }

    public Map<String, String> builtins() { return Map.of(NAME + ":1", "one move from the goal"); }

    /** A plugin's own direction keys: the right arrow plays "go". */
    public ArrowKeys arrowKeys() {
        return new ArrowKeys(null, false, "the right arrow goes", List.of(), List.of(), List.of(), List.of("go"));
    }

    public Instance readId(String id) {
        if (!id.equals(NAME + ":1")) throw new InputException(id, "expected faulty:1");
        return new Faulty(this);
    }

    private record Faulty(PuzzleType type) implements Instance {
        public String id() { return NAME + ":1"; }
        public List<Heuristic> heuristics(String metric) { return List.of(); }
        public String defaultAlgorithm(String metric) { return "bfs"; }
        public String moveText(int move) { return "go"; }
        public int parseMove(long[] state, String text) { return 0; }
        public String render(long[] state) { return state[0] == 1 ? "done\n" : "start\n"; }

        /** A click on "0,1" plays the move; a click on "0,0" makes none, and the puzzle says why. */
        public int[] movesForClick(long[] state, String target) { return target.equals("0,1") ? new int[] {0} : null; }

        public String clickRefusal(long[] state, String target) {
            return target.equals("0,0") ? "the start square cannot move: click the goal beside it" : null;
        }

        public Problem problem(String metric) {
            return new Problem() {
                public int words() { return 1; }
                public void initial(long[] dst) { dst[0] = 0; }
                public boolean isGoal(long[] s) { return s[0] == 1; }
                public void expand(long[] s, Successors out) {
                    if (s[0] != 0) return;
                    out.child()[0] = 1;
                    out.emit(0, 1);
                }
            };
        }

        public Map<String, PuzzleAlgorithm> algorithms() {
            return Map.of(
                    "crash-build", algorithm(o -> {
                        Integer.parseInt("not-a-number");   // the plugin author's bug, thrown while the search is built
                        return null;
                    }),
                    "crash-step", algorithm(o -> new Search() {
                        public String name() { return "crash-step"; }
                        public Status step(int budget) { throw new IllegalStateException("the plugin's search broke at node 1"); }
                        public boolean provesOptimal() { return false; }
                        public long bytes() { return 0; }
                    }),
                    "not-here", algorithm(o -> {
                        throw new Inapplicable("not-here needs a board with listed goal states");
                    }),
                    // a new traced algorithm: its catalogue entry alone puts it in list, solve --trace and the watch page
                    "new-dfs", PuzzleAlgorithm.traced(algorithm(o -> Algorithms.create("dfs", problem(null), null, o)),
                            Trace.Reports.MOVES_TRIED));
        }
    }

    private interface Build {
        Search build(SearchOptions o);
    }

    private static PuzzleAlgorithm algorithm(Build b) {
        return new PuzzleAlgorithm() {
            public String description() { return "a test algorithm"; }
            public String optimality() { return "never"; }
            public boolean usesHeuristic() { return false; }
            public Search create(String metric, Heuristic h, SearchOptions options) { return b.build(options); }
        };
    }
}

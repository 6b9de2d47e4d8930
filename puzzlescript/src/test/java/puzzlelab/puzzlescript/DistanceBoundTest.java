package puzzlelab.puzzlescript;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzlescript.lang.Game;

/** The admissible distance bound: which games get it, that it never overestimates, and what it saves. */
class DistanceBoundTest {

    private static Result solve(Instance inst, String algorithm, String heuristic) {
        return Solver.solve(inst, new Solver.Request(algorithm, heuristic, null, SearchOptions.DEFAULT, Limits.NONE, 0));
    }

    /** Every example game: the bound, or the first reason it has none (exactly as solve's note says it). */
    @Test
    void exampleGamesGetTheBoundExactlyWhereTheRulesProveIt() {
        Map<String, String> why = new LinkedHashMap<>();
        for (String name : Games.EXAMPLES) why.put(name, new MotionAnalysis(Games.compile(name, Games.example(name))).whyNone());
        assertThat(why.entrySet().stream().filter(e -> e.getValue() == null).map(Map.Entry::getKey))
                .containsExactly("sokoban_basic", "microban", "blockfaker", "kettle", "octat");
        assertThat(why.get("sokoban_match3")).isEqualTo("all CRATE on TARGET: CRATE can be destroyed or replaced by the rule at line 83");
        assertThat(why.get("limerick")).startsWith("some PLAYERHEAD1/PLAYERHEAD2/PLAYERHEAD3/… on EXIT: PLAYERHEAD1 can be destroyed");
        assertThat(why.get("nekopuzzle")).isEqualTo("no FRUIT: 'no' conditions are not bounded (only 'all' and 'some' X on Y are)");
        assertThat(why.get("sokoban_eyeball")).isEqualTo("the game has no win conditions");
        assertThat(why.get("randomrobots")).isEqualTo("the game has random rules");
        assertThat(why.get("midas")).isEqualTo("some LOVE: no 'on' part: nothing to measure a distance to");
    }

    /**
     * A* with the bound finds BFS's proven shortest length and expands fewer states (exact counts: both searches are
     * deterministic). Levels BFS solves within about a second.
     */
    @ParameterizedTest(name = "{0}-{1}")
    @CsvSource({
            "sokoban_basic, 1, 33, 559, 179", "sokoban_basic, 2, 16, 901, 74",
            "microban, 3, 41, 1701, 632", "microban, 8, 97, 4093, 1767", "microban, 9, 30, 628, 149",
            "microban, 10, 89, 6393, 2964",
            "kettle, 1, 4, 26, 17", "kettle, 4, 4, 27, 14", "kettle, 5, 5, 92, 54", "kettle, 6, 4, 46, 20",
            "kettle, 7, 6, 326, 160", "kettle, 8, 6, 319, 196",
            "blockfaker, 1, 26, 102, 31", "blockfaker, 2, 24, 67, 39", "blockfaker, 5, 10, 891, 15",
            "octat, 1, 5, 26, 5", "octat, 2, 5, 19, 5", "octat, 3, 8, 216, 14", "octat, 4, 14, 8923, 294",
            "octat, 5, 16, 13350, 1131", "octat, 6, 36, 246, 174", "octat, 7, 17, 66, 58", "octat, 8, 38, 16010, 5030"})
    void astarWithTheBoundMatchesBfsAndExpandsFewer(String game, int level, int length, long bfsExpanded, long astarExpanded) {
        Instance inst = Puzzles.load("puzzlescript:" + game + "-" + level, null);
        Result bfs = solve(inst, "bfs", null);
        Result astar = solve(inst, "astar", "distance");
        assertThat(bfs.optimal()).isTrue();
        assertThat(astar.status()).isEqualTo(Status.SOLVED);
        assertThat(astar.optimal()).isTrue();
        assertThat(astar.heuristic()).isEqualTo("distance");
        assertThat(astar.solution().length()).isEqualTo(bfs.solution().length()).isEqualTo(length);
        assertThat(Replay.solves(inst.problem(null), astar.solution().moves())).isTrue();
        assertThat(bfs.stats().expanded).isEqualTo(bfsExpanded);
        assertThat(astar.stats().expanded).isEqualTo(astarExpanded).isLessThan(bfsExpanded);
    }

    /**
     * Where one input provably moves one crate at most (a single player pushing one crate), the distances add up;
     * where several can move at once (Kettle's many players, crates pushing crates), only the largest counts.
     */
    @Test
    void distancesAddUpOnlyWhereOneInputMovesOneObject() {
        Map<String, String> why = new LinkedHashMap<>();
        for (String name : List.of("sokoban_basic", "microban", "kettle"))
            why.put(name, new MotionAnalysis(Games.compile(name, Games.example(name))).conditions.get(0).notOneMover());
        assertThat(why).containsEntry("sokoban_basic", null).containsEntry("microban", null)
                .containsEntry("kettle", "the rule at line 130 moves them without a moving player in it");
        assertThat(Puzzles.load("puzzlescript:microban-1", null).heuristics(null).get(0).consistent()).isTrue();
        assertThat(Puzzles.load("puzzlescript:kettle-1", null).heuristics(null).get(0).consistent()).isTrue();
        // a second rule that pulls: two crates may move in one input
        Instance pull = load(game(PUSH + "[ < Player | Crate ] -> [ < Player | < Crate ]\n", "#########", "#O*.P.*O#", "#########"));
        Game g = Games.compile("pull", game(PUSH + "[ < Player | Crate ] -> [ < Player | < Crate ]\n", "#.#"));
        assertThat(new MotionAnalysis(g).conditions.get(0).notOneMover()).isEqualTo("the rules at lines 38 and 39 both move them");
        Problem p = pull.problem(null);
        long[] s0 = new long[p.words()];
        p.initial(s0);
        assertThat(pull.heuristics(null).get(0).estimate(s0)).isEqualTo(1);     // the largest, not 1 + 1
    }

    /**
     * Microban 5 and 7, past BFS's 200,000-state budget: A* with the bound proves the Sokoban solver's optima (an
     * outside oracle: a different puzzle implementation of the same levels) within a few thousand states.
     */
    @ParameterizedTest
    @CsvSource({"5, 6603", "7, 16870"})
    void astarWithTheBoundSolvesMicrobanLevelsBeyondBfsWithTheSokobanSolversOptimum(int n, long expanded) {
        Result astar = solve(Puzzles.load("puzzlescript:microban-" + n, null), "astar", "distance");
        Result oracle = Solver.solve(Puzzles.load("sokoban:microban-" + n, null),
                new Solver.Request("astar", null, "moves", SearchOptions.DEFAULT, Limits.NONE, 0));
        assertThat(oracle.optimal()).isTrue();
        assertThat(astar.optimal()).isTrue();
        assertThat(astar.solution().length()).isEqualTo(oracle.solution().length());
        assertThat(astar.stats().expanded).isEqualTo(expanded).isLessThan(200_000);
    }

    /** auto proves with A* and the bound where the game has one, with BFS elsewhere. */
    @Test
    void autoProvesWithAstarWhereTheBoundExists() {
        Instance microban = Puzzles.load("puzzlescript:microban-7", null);
        assertThat(microban.defaultAlgorithm(null)).isEqualTo("astar");
        assertThat(Puzzles.load("puzzlescript:nekopuzzle-1", null).defaultAlgorithm(null)).isEqualTo("bfs");
        Result auto = Solver.solve(microban, new Solver.Request("auto", null, null, SearchOptions.DEFAULT.withThreads(2),
                Limits.of(java.time.Duration.ofSeconds(60), 0), 0));
        assertThat(auto.optimal()).isTrue();
        assertThat(auto.solution().length()).isEqualTo(26);
    }

    /** IDA* with the bound proves the same optimum. */
    @Test
    void idaStarWithTheBoundProvesTheOptimum() {
        Instance inst = Puzzles.load("puzzlescript:octat-3", null);
        Result ida = solve(inst, "idastar", "distance");
        assertThat(ida.optimal()).isTrue();
        assertThat(ida.solution().length()).isEqualTo(8);
    }

    /**
     * The whole reachable state space of small levels, with every state's true distance to a win (backward BFS):
     * the bound never exceeds it (admissible), never drops by more than 1 along a move (consistent), and is 0 on wins.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource({"sokoban_basic-1", "sokoban_basic-2", "microban-1", "microban-2", "microban-3", "microban-9", "kettle-1", "kettle-4",
            "blockfaker-1", "blockfaker-2"})
    void neverOverestimatesOnAnyReachableState(String id) {
        assertNeverOverestimates(Puzzles.load("puzzlescript:" + id, null));
    }

    /**
     * Crafted push rules the analysis lets add up and follow: a push from two cells away, a pull (the crate follows
     * the player into the cell it leaves), two crates for two targets. Checked on every reachable state as above.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '~', value = {
            "[ > Player | | Crate ] -> [ > Player | | > Crate ]~#########;#.......#;#.......#;#P.*..O.#;#.......#;#.......#;#########",
            "[ < Player | Crate ] -> [ < Player | < Crate ]~########;#......#;#..*P..#;#......#;#....O.#;#......#;########",
            "[ > Player | Crate ] -> [ > Player | > Crate ]~########;#......#;#.*..*.#;#P..#..#;#O...O.#;########"})
    void craftedPushRulesNeverOverestimate(String rule, String level) {
        Instance inst = load(game(rule + "\n", level.split(";")));
        assertThat(new MotionAnalysis(Games.compile("c", game(rule + "\n", level.split(";")))).conditions.get(0).oneMover()).isTrue();
        assertNeverOverestimates(inst);
    }

    private static void assertNeverOverestimates(Instance inst) {
        Problem p = inst.problem(null);
        Heuristic h = inst.heuristics(null).get(0);
        assertThat(h.name()).isEqualTo("distance");
        assertThat(h.admissible()).isTrue();
        Map<Key, Integer> index = new HashMap<>();
        List<long[]> states = new ArrayList<>();
        List<int[]> edges = new ArrayList<>();
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        long[] s0 = new long[p.words()];
        p.initial(s0);
        index.put(new Key(s0), 0);
        states.add(s0);
        queue.add(0);
        long[] buf = new long[p.words()];
        while (!queue.isEmpty()) {
            int from = queue.poll();
            p.expand(states.get(from), new Successors() {
                public long[] child() { return buf; }
                public void emit(int move, int cost) {
                    Key k = new Key(buf.clone());
                    Integer to = index.get(k);
                    if (to == null) {
                        to = states.size();
                        index.put(k, to);
                        states.add(k.a);
                        queue.add(to);
                    }
                    edges.add(new int[]{from, to});
                }
            });
            assertThat(states.size()).as("state space too large for this test").isLessThan(60_000);
        }
        int n = states.size();
        List<List<Integer>> back = new ArrayList<>();
        for (int i = 0; i < n; i++) back.add(new ArrayList<>());
        for (int[] e : edges) back.get(e[1]).add(e[0]);
        int[] exact = new int[n];
        Arrays.fill(exact, -1);
        for (int i = 0; i < n; i++) if (p.isGoal(states.get(i))) { exact[i] = 0; queue.add(i); }
        assertThat(queue).isNotEmpty();
        while (!queue.isEmpty()) {
            int t = queue.poll();
            for (int f : back.get(t)) if (exact[f] < 0) { exact[f] = exact[t] + 1; queue.add(f); }
        }
        int[] est = new int[n];
        for (int i = 0; i < n; i++) {
            est[i] = h.estimate(states.get(i));
            if (exact[i] >= 0) assertThat(est[i]).as("state %d of %d", i, n).isLessThanOrEqualTo(exact[i]);
            if (exact[i] == 0) assertThat(est[i]).isZero();
        }
        if (h.consistent()) for (int[] e : edges) assertThat(est[e[0]]).isLessThanOrEqualTo(est[e[1]] + 1);
        assertThat(est[0]).isPositive();        // it says something: the start is not estimated at 0
    }

    private record Key(long[] a) {
        @Override public boolean equals(Object o) { return o instanceof Key k && Arrays.equals(a, k.a); }
        @Override public int hashCode() { return Arrays.hashCode(a); }
    }

    // ------------------------------------------------------------------ crafted games a naive bound gets wrong

    /** A small Sokoban-like game: RULES and the level given, Ice an extra floor object on the Target layer. */
    static String game(String rules, String... level) {
        return """
                title crafted
                ========
                OBJECTS
                ========
                Background
                black
                Target
                blue
                Ice
                lightblue
                Wall
                brown
                Player
                white
                Crate
                orange
                =======
                LEGEND
                =======
                . = Background
                # = Wall
                P = Player
                * = Crate
                O = Target
                I = Ice
                =======
                SOUNDS
                =======
                ================
                COLLISIONLAYERS
                ================
                Background
                Target, Ice
                Player, Wall, Crate
                ======
                RULES
                ======
                """ + rules + """

                ==============
                WINCONDITIONS
                ==============
                all Target on Crate
                =======
                LEVELS
                =======
                """ + String.join("\n", level) + "\n";
    }

    private static final String PUSH = "[ > Player | Crate ] -> [ > Player | > Crate ]\n";

    private static Instance load(String text) {
        return new PuzzleScriptType().read("crafted.txt", text);
    }

    /** With pushing only, the crate three cells from the target gives h = 3, the true optimum. */
    @Test
    void plainPushingGetsTheBound() {
        Instance inst = load(game(PUSH, "#######", "#P*..O#", "#######"));
        Problem p = inst.problem(null);
        long[] s0 = new long[p.words()];
        p.initial(s0);
        assertThat(inst.heuristics(null).get(0).estimate(s0)).isEqualTo(3);
        assertThat(solve(inst, "bfs", null).solution().length()).isEqualTo(3);
    }

    /** A rule moves the crate straight onto the target: one input wins, so the distance (3) would overestimate. */
    @Test
    void aRuleThatTeleportsTheCrateIsRefusedTheBound() {
        Instance inst = load(game("right [ > Player | Crate | ... | Target ] -> [ > Player | | ... | Target Crate ]\n" + PUSH,
                "#######", "#P*..O#", "#######"));
        assertThat(solve(inst, "bfs", null).solution().length()).isEqualTo(1);
        assertThat(inst.heuristics(null)).isEmpty();
        assertThat(inst.noHeuristicReason(null)).isEqualTo("no admissible distance bound for this level: "
                + "all TARGET on CRATE: CRATE can be destroyed or replaced by the rule at line 38");
        assertThat(inst.unavailableHeuristic("distance")).startsWith("the distance bound is not admissible for this level: all TARGET");
    }

    /** Pushed onto ice, the crate slides on in 'again' turns of the same input: one input moves it three cells. */
    @Test
    void againThatMovesTheCrateTwiceIsRefusedTheBound() {
        Instance inst = load(game("[ > Player | Crate ] -> [ > Player | > Crate ] again\n[ stationary Crate Ice ] -> [ right Crate Ice ] again\n",
                "#######", "#P*IIO#", "#######"));
        assertThat(solve(inst, "bfs", null).solution().length()).isEqualTo(1);
        assertThat(inst.heuristics(null)).isEmpty();
        assertThat(inst.noHeuristicReason(null)).isEqualTo("no admissible distance bound for this level: the rule at line 38 "
                + "says 'again': one input can run several turns and move an object more than one cell");
    }

    /** Targets that move toward the crate, a win command, a restart: each makes the distance unsound. */
    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '~', value = {
            "[ > Player | Crate ] -> [ > Player | > Crate ]; [ > Player ] [ Target ] -> [ > Player ] [ left Target ]~both sides move (TARGET can be moved by the rule at line 39; CRATE can be moved by the rule at line 38)",
            "[ > Player | Crate ] -> [ > Player | > Crate ] win~the rule at line 38 says 'win': a level can be won without its win conditions",
            "[ > Player | Crate ] -> [ > Player | > Crate ]; [ Crate | Wall ] -> restart~the rule at line 39 says 'restart': one input can move every object back to the restart point",
            "[ > Player | Crate ] -> [ > Player | > Crate ]; [ > Player | Wall ] -> [ > Player | Crate ]~CRATE can be created by the rule at line 39",
            "[ > Player | Crate ] -> [ > Player | > Crate ]; late [ Crate Target ] -> [ Target ]~CRATE can be destroyed or replaced by the rule at line 39"})
    void rulesThatBreakTheArgumentAreRefused(String rules, String reason) {
        Instance inst = load(game(rules.replace("; ", "\n") + "\n", "########", "#P*..O.#", "########"));
        assertThat(inst.heuristics(null)).isEmpty();
        assertThat(inst.noHeuristicReason(null)).endsWith(reason);
    }

    /** An absolute direction on the player matches in every rule direction at once: several crates may move. */
    @Test
    void aPushRuleWithAnAbsoluteDirectionDoesNotAddUp() {
        Game g = Games.compile("abs", game("[ right Player | Crate ] -> [ right Player | > Crate ]\n", "#.#"));
        assertThat(new MotionAnalysis(g).conditions.get(0).notOneMover())
                .isEqualTo("the rule at line 38 can match in several directions in one turn");
        Game two = Games.compile("two", game(PUSH + "[ > Player | | Crate ] -> [ > Player | | > Crate ]\n", "#.#"));
        assertThat(new MotionAnalysis(two).conditions.get(0).notOneMover()).isEqualTo("the rules at lines 38 and 39 both move them");
    }

    /** A rule may give a movement to the Crate/Wall layer where its left side requires a crate: walls stay put. */
    @Test
    void wallsStayStaticWhenOnlyCratesAreMovedOnTheirLayer() {
        Game g = Games.compile("crafted", game(PUSH, "#######", "#P*..O#", "#######"));
        MotionAnalysis a = new MotionAnalysis(g);
        assertThat(a.isStatic(g.objectId("wall"))).isTrue();
        assertThat(a.isStatic(g.objectId("target"))).isTrue();
        assertThat(a.preserved(g.objectId("crate"))).isTrue();
        assertThat(a.isStatic(g.objectId("crate"))).isFalse();
        assertThat(a.isStatic(g.objectId("player"))).isFalse();
    }

    /**
     * Walls around the crate: the distance goes around them, along the steps the push rule allows (the player must
     * stand behind the crate); a crate that can never be pushed onto a target makes the state dead.
     */
    @Test
    void distanceFollowsThePushesAndUnreachableIsDead() {
        Instance around = load(game(PUSH, "#########", "#.......#", "#.......#", "#P*.#..O#", "#.......#", "#.......#", "#########"));
        assertThat(startEstimate(around)).isEqualTo(7);   // up, right x4, down, right: row 3 right of the wall needs the player in it
        assertThat(solve(around, "astar", "distance").solution().length()).isEqualTo(solve(around, "bfs", null).solution().length());
        // the target is only reachable by pushes from cells the player cannot stand behind: dead from the start
        Instance corner = load(game(PUSH, "#######", "#..#..#", "#P*#.O#", "#.....#", "#######"));
        assertThat(startEstimate(corner)).isEqualTo(Heuristic.DEAD);
        assertThat(solve(corner, "bfs", null).status()).isEqualTo(Status.UNSOLVABLE);
        assertThat(solve(corner, "astar", "distance").status()).isEqualTo(Status.UNSOLVABLE);
        Instance walled = load(game(PUSH, "#######", "#P*#.O#", "#######"));
        assertThat(startEstimate(walled)).isEqualTo(Heuristic.DEAD);
    }

    private static int startEstimate(Instance inst) {
        Problem p = inst.problem(null);
        long[] s0 = new long[p.words()];
        p.initial(s0);
        return inst.heuristics(null).get(0).estimate(s0);
    }
}

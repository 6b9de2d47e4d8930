package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.GenericCursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleAlgorithm;
import puzzlelab.puzzles.PuzzleType;

/** Hints from arbitrary positions: optimal against a BFS oracle, cursor reuse, algorithm choice, memory. */
class PlayPlannerTest {
    final Instance eight = PlayCommandTest.loadQuietly(PlayCommandTest.FAR);
    final Problem p = eight.problem(null);

    @Test
    void plansFromRandomPositionsAreOptimal() {
        Long2IntOpenHashMap dist = PlayTestSupport.distancesToGoal(p);
        Random rnd = new Random(7);
        try (HintPlanner planner = new HintPlanner(eight, "moves", p, 10_000)) {
            for (int walk = 0; walk < 8; walk++) {
                Game g = new Game(eight, p);
                int steps = 3 + rnd.nextInt(40);
                for (int i = 0; i < steps; i++) {
                    var legal = g.legal();
                    g.play(legal.get(rnd.nextInt(legal.size())).move());
                }
                long[] here = g.state();
                HintPlanner.Hint plan = planner.plan(here, g.loopFreePath());
                assertThat(plan.status()).isEqualTo(Status.SOLVED);
                assertThat(plan.optimal()).isTrue();
                assertThat(plan.cost()).as("walk %d", walk).isEqualTo(dist.get(here[0]));
                assertThat(Replay.solves(new StartAt(p, here, new int[0]), plan.moves())).isTrue();
            }
        }
    }

    @Test
    void theFastCursorIsWalkedToThePositionAndTheGenericOneIsTheFallback() throws Exception {
        Game g = new Game(eight, p);
        for (String m : new String[] {"U", "L", "L", "D"}) g.play(eight.parseMove(g.state(), m));
        Heuristic h = eight.heuristics(null).get(0);
        var fast = new StartAt(p, g.state(), g.moves()).cursor(h);
        assertThat(fast).isNotInstanceOf(GenericCursor.class);
        long[] key = new long[p.words()];
        fast.key(key);
        assertThat(key).isEqualTo(g.state());
        // a path that does not lead to the position: the generic cursor, started at the position
        var generic = new StartAt(p, g.state(), new int[] {g.moves()[0]}).cursor(h);
        assertThat(generic).isInstanceOf(GenericCursor.class);
        generic.key(key);
        assertThat(key).isEqualTo(g.state());
    }

    @Test
    void aPlanIsRememberedForEveryPositionAlongIt() {
        AtomicLong expansions = new AtomicLong();
        Problem counting = new Problem() {
            public int words() { return p.words(); }
            public void initial(long[] dst) { p.initial(dst); }
            public boolean isGoal(long[] s) { return p.isGoal(s); }
            public void expand(long[] s, Successors out) { expansions.incrementAndGet(); p.expand(s, out); }
            public boolean reversible() { return true; }
        };
        try (HintPlanner planner = new HintPlanner(eight, "moves", counting, 10_000)) {
            Game g = new Game(eight, counting);
            HintPlanner.Hint first = planner.plan(g.state(), g.moves());
            assertThat(first.moves()).hasSize(22);
            long searched = expansions.get();
            g.play(first.moves()[0]);
            g.play(first.moves()[1]);
            long before = expansions.get();
            HintPlanner.Hint later = planner.plan(g.state(), g.moves());
            assertThat(expansions.get()).isEqualTo(before);   // no new search
            assertThat(later.moves()).containsExactly(java.util.Arrays.copyOfRange(first.moves(), 2, 22));
            assertThat(later.cost()).isEqualTo(20);
            assertThat(searched).isPositive();
        }
    }

    @Test
    void aPuzzleSpecificDefaultRunsOnlyFromTheInitialPosition() throws Exception {
        Instance template = PlayCommandTest.loadQuietly("template:3:100");
        Instance special = new Special(template);
        Problem tp = special.problem(null);
        try (HintPlanner planner = new HintPlanner(special, "moves", tp, 10_000)) {
            assertThat(planner.request(special).algorithm().name()).isEqualTo("auto");
            long[] s = new long[1];
            tp.initial(s);
            HintPlanner.Hint atStart = planner.plan(s, new int[0]);
            assertThat(atStart.algorithm()).isEqualTo("auto + doublings");
            assertThat(atStart.optimal()).isTrue();
            assertThat(atStart.cost()).isEqualTo(PlayTestSupport.forwardDistance(tp, s));
            long[] four = {4};   // 3 +1 → 4
            HintPlanner.Hint later = planner.plan(four, new int[] {0});
            assertThat(later.algorithm()).isEqualTo("auto + doublings");
            assertThat(later.optimal()).isTrue();
            assertThat(later.cost()).isEqualTo(PlayTestSupport.forwardDistance(tp, four));
        }
    }

    @Test
    void aPuzzleThatRestatesPositionsRunsItsOwnAlgorithmEverywhere() throws Exception {
        Instance special = new Special(PlayCommandTest.loadQuietly("template:3:100"), true);
        Problem tp = special.problem(null);
        try (HintPlanner planner = new HintPlanner(special, "moves", tp, 10_000)) {
            long[] four = {4};   // 3 +1 → 4
            HintPlanner.Hint later = planner.plan(four, new int[] {0});
            assertThat(later.algorithm()).isEqualTo("auto + doublings");
            assertThat(later.optimal()).isTrue();
            assertThat(later.cost()).isEqualTo(PlayTestSupport.forwardDistance(tp, four));
            long[] s = four.clone();
            for (int m : later.moves()) {
                long[] t = new long[1];
                assertThat(Replay.apply(tp, s, m, t)).isNotNegative();
                s = t;
            }
            assertThat(tp.isGoal(s)).isTrue();
        }
    }

    /**
     * The template puzzle with a puzzle-specific default algorithm (BFS on the puzzle's own problem); with
     * {@code restates} it also restates positions as instances ({@link Instance#after}).
     */
    private static final class Special implements Instance {
        private final Instance base;
        private final boolean restates;

        Special(Instance base) {
            this(base, false);
        }

        Special(Instance base, boolean restates) {
            this.base = base;
            this.restates = restates;
        }

        @Override
        public Instance after(int[] moves) {
            if (!restates) return null;
            List<long[]> states = Replay.states(base.problem(null), moves);
            long[] s = states.get(states.size() - 1);
            String[] parts = base.id().split(":");
            try {
                return new Special(PlayCommandTest.loadQuietly("template:" + s[0] + ":" + parts[2]), true);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }

        public PuzzleType type() { return base.type(); }
        public String id() { return base.id(); }
        public Problem problem(String metric) { return base.problem(metric); }
        public List<Heuristic> heuristics(String metric) { return base.heuristics(metric); }
        public String defaultAlgorithm(String metric) { return "special"; }
        public String moveText(int move) { return base.moveText(move); }
        public int parseMove(long[] state, String text) throws InputException { return base.parseMove(state, text); }
        public String render(long[] state) { return base.render(state); }

        @Override
        public Map<String, PuzzleAlgorithm> algorithms() {
            return Map.of("special", new PuzzleAlgorithm() {
                public String description() { return "BFS from the puzzle's initial state"; }
                public String optimality() { return "optimal"; }
                public boolean usesHeuristic() { return true; }
                public Search create(String metric, Heuristic h, SearchOptions o) {
                    return Algorithms.create("bfs", base.problem(metric), null, o);
                }
            });
        }
    }
}

package puzzlelab.cli.compare;

import puzzlelab.cli.common.Interrupts;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.PuzzleType;

class CompareRunnerTest {
    private static Row row(long wallMs, long length) {
        return new Row("i", "p", "bfs", null, null, "SOLVED", length, true, null, null, 1, 1, 1, 1, wallMs, wallMs, 0, "jvm", "cpu",
                1, null);
    }

    @Test
    void medianIsTheMiddleRunByWallTime() {
        assertThat(Runner.median(List.of(row(50, 1), row(10, 2), row(90, 3))).length()).isEqualTo(1);
        assertThat(Runner.median(List.of(row(7, 1)))).isEqualTo(row(7, 1));
        // even count: the lower of the middle two, so the reported row is a real run
        assertThat(Runner.median(List.of(row(40, 1), row(10, 2), row(30, 3), row(20, 4))).length()).isEqualTo(4);
    }

    private static final Machine MACHINE = new Machine("jvm", "cpu");

    private static Settings settings(int repeat) {
        return new Settings(null, Limits.NONE, SearchOptions.DEFAULT, repeat, 100, 1, MACHINE, 0);
    }

    private static final Runner.Listener QUIET = new Runner.Listener() {
        public void runStarted(Task t) {
        }

        public void runEnded() {
        }

        public void searching(Task t, Stats s, long ms) {
        }
    };

    @Test
    void aSearchThatThrowsBecomesAnErrorRow() throws Exception {
        Instance broken = new Broken();
        Task t = Task.plan(0, broken, 0, AlgoSpec.parse("bfs"), null);
        try (Interrupts.Scope c = Interrupts.open()) {
            List<Row> rows = new Runner(settings(3), c).measure(t, QUIET);
            assertThat(rows).hasSize(1);
            Row r = rows.get(0);
            assertThat(r.status()).isEqualTo("ERROR");
            assertThat(r.message()).isEqualTo("IllegalStateException: rule table missing");
            assertThat(r.length()).isNull();
            assertThat(r.instance()).isEqualTo("broken:1");
        }
    }

    @Test
    void randomTasksGiveOneRowPerSeedAndDeterministicOnesTheMedian() throws Exception {
        Instance inst = puzzlelab.puzzles.Puzzles.load("template:1:100", null);
        try (Interrupts.Scope c = Interrupts.open()) {
            Runner runner = new Runner(settings(3), c);
            List<Row> random = runner.measure(Task.plan(0, inst, 0, AlgoSpec.parse("random"), null), QUIET);
            assertThat(random).extracting(Row::seed).containsExactly(100L, 101L, 102L);
            List<Row> bfs = runner.measure(Task.plan(0, inst, 1, AlgoSpec.parse("bfs"), null), QUIET);
            assertThat(bfs).hasSize(1);
            assertThat(bfs.get(0).seed()).isNull();
            assertThat(bfs.get(0).length()).isEqualTo(8);
        }
    }

    @Test
    void aCancelledComparisonStartsNoRun() throws Exception {
        Instance inst = puzzlelab.puzzles.Puzzles.load("template:1:100", null);
        try (Interrupts.Scope c = Interrupts.open()) {
            c.request();
            assertThat(new Runner(settings(2), c).measure(Task.plan(0, inst, 0, AlgoSpec.parse("bfs"), null), QUIET))
                    .isEmpty();
        }
    }

    @Test
    void specsParse() {
        assertThat(AlgoSpec.parseAll(List.of("BFS, astar:Manhattan", "idastar")))
                .containsExactly(new AlgoSpec("bfs", "bfs", null), new AlgoSpec("astar:manhattan", "astar", "manhattan"),
                        new AlgoSpec("idastar", "idastar", null));
    }

    @Test
    void randomisedAlgorithmsAreKnownByTheirFactsNotTheirNames() throws Exception {
        Instance card = puzzlelab.puzzles.Puzzles.load("rushhour:card-1", null);
        assertThat(Task.plan(0, card, 0, AlgoSpec.parse("random"), null).random()).isTrue();
        assertThat(Task.plan(0, card, 0, AlgoSpec.parse("lns"), null).random()).isTrue();
        assertThat(Task.plan(0, card, 0, AlgoSpec.parse("auto"), null).random()).isTrue();
        assertThat(Task.plan(0, card, 0, AlgoSpec.parse("packed-bfs"), null).random()).isFalse();
        assertThat(Task.plan(0, card, 0, AlgoSpec.parse("bfs"), null).random()).isFalse();
    }

    /** A puzzle whose expansion fails, standing in for a bug in a puzzle package. */
    private static final class Broken implements Instance, PuzzleType {
        public PuzzleType type() { return this; }
        public String id() { return "broken:1"; }
        public String name() { return "broken"; }
        public String summary() { return "broken"; }
        public List<String> formats() { return List.of(); }
        public int detect(String f, String t) { return 0; }
        public Instance read(String s, String t) { return this; }
        public Instance readId(String id) { return this; }
        public List<Heuristic> heuristics(String metric) { return List.of(); }
        public String defaultAlgorithm(String metric) { return "bfs"; }
        public String moveText(int move) { return "m"; }
        public int parseMove(long[] state, String text) throws InputException { throw new InputException(null, "no"); }
        public String render(long[] state) { return "?"; }

        public Problem problem(String metric) {
            return new Problem() {
                public int words() { return 1; }
                public void initial(long[] dst) { dst[0] = 0; }
                public boolean isGoal(long[] s) { return false; }
                public void expand(long[] s, Successors out) { throw new IllegalStateException("rule table missing"); }
            };
        }
    }
}

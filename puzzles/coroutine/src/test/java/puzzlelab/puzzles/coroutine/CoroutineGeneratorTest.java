package puzzlelab.puzzles.coroutine;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.DeclaredRun;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** The generator hits exact lengths and constraints; its output re-solves to what it claims. */
class CoroutineGeneratorTest {

    static DeclaredRun.Run run(CoroutineGenerate g, String... args) {
        return DeclaredRun.generate(g, args);
    }

    static DeclaredRun.Run run(CoroutineBench b, String... args) {
        return DeclaredRun.bench(b, args);
    }

    private static final long FAR = Long.MAX_VALUE;

    @Test
    void designerHitsExactLengthsInBothMetrics() {
        Designer d = new Designer(1);
        for (int t : new int[] {1, 5, 12, 20, 24}) {
            Designer.Found f = d.find(new Designer.Spec(Analysis.TURNS, t, false, false, 0, false), FAR);
            assertThat(f.analysis().turns()).isEqualTo(t);
            assertThat(new FastSolver().turns(f.board().packed())).isEqualTo(t);
        }
        for (int m : new int[] {3, 10, 16}) {
            Designer.Found f = d.find(new Designer.Spec(Analysis.MOVES, m, false, false, 0, false), FAR);
            assertThat(f.analysis().moves()).isEqualTo(m);
        }
    }

    @Test
    void constraintsUniquePassAndArrowLimit() {
        Designer d = new Designer(2);
        for (int i = 0; i < 3; i++) {
            Designer.Found f = d.find(new Designer.Spec(Analysis.TURNS, 14, true, true, 16, false), FAR);
            Analysis a = f.analysis();
            assertThat(a.turns()).isEqualTo(14);
            assertThat(a.lines(Analysis.TURNS)).isEqualTo(1);
            assertThat(a.passes(Analysis.TURNS)).isPositive();
            assertThat(f.board().arrows()).isLessThanOrEqualTo(16);
        }
    }

    @Test
    void boardsAreCanonicalDistinctAndTrimmedWithoutChangingTheGame() {
        Designer d = new Designer(3);
        LongOpenHashSet seen = new LongOpenHashSet();
        for (int i = 0; i < 20; i++) {
            Designer.Found f = d.find(new Designer.Spec(Analysis.TURNS, 9, false, false, 0, false), FAR);
            long p = f.board().packed();
            assertThat(CoroutineBoard.canonical(p)).isEqualTo(p);
            assertThat(seen.add(p)).isTrue();
            assertThat(seen.contains(CoroutineBoard.mirrorPacked(p)) && CoroutineBoard.mirrorPacked(p) != p).isFalse();
        }
        Designer raw = new Designer(4);
        for (int i = 0; i < 200; i++) {
            long p = raw.randomBoard(4);
            long t = Designer.trim(p);
            Analysis before = Analysis.of(CoroutineBoard.ofPacked(p));
            Analysis after = Analysis.of(CoroutineBoard.ofPacked(t));
            assertThat(Long.bitCount(t)).isLessThanOrEqualTo(Long.bitCount(p));
            assertThat(t & ~p).isZero();
            assertThat(after.turns()).isEqualTo(before.turns());
            assertThat(after.moves()).isEqualTo(before.moves());
            assertThat(after.lines(Analysis.TURNS)).isEqualTo(before.lines(Analysis.TURNS));
            assertThat(after.reachable).isEqualTo(before.reachable);
            assertThat(after.choices).isEqualTo(before.choices);
        }
    }

    @Test
    void idsOutputReSolvesToTheRequestedTurns() throws Exception {
        DeclaredRun.Run r = run(new CoroutineGenerate(), "--turns", "12", "--count", "3", "--seed", "1");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).contains("coroutine generator --turns 12, seed 1");
        String[] lines = r.out().split("\n");
        assertThat(lines).hasSize(3);
        LongOpenHashSet ids = new LongOpenHashSet();
        for (int i = 0; i < 3; i++) {
            assertThat(lines[i]).matches("coroutine:[0-9.]+  T=12 M=\\d+ passes=\\d+ arrows=\\d+ lines=\\d+");
            Instance inst = Puzzles.load(lines[i].split("\\s+")[0], null);
            Result res = Solver.solve(inst, Solver.Request.of(null, null));
            assertThat(res.solution().cost()).isEqualTo(12);
            int m = Integer.parseInt(lines[i].replaceAll(".* M=(\\d+) .*", "$1"));
            assertThat(Solver.solve(inst, Solver.Request.of(null, null).withMetric("moves")).solution().cost()).isEqualTo(m);
            assertThat(ids.add(((CoroutineInstance) inst).board.packed())).isTrue();
        }
        assertThat(run(new CoroutineGenerate(), "--turns", "12", "--count", "3", "--seed", "1").out()).isEqualTo(r.out());
    }

    @Test
    void jsonOutputWithUniqueAndRequiredPass() throws Exception {
        DeclaredRun.Run r = run(new CoroutineGenerate(), "--moves", "9", "--unique", "--require-pass", "--format", "json", "--seed", "2");
        assertThat(r.exit()).isZero();
        JsonNode p = new ObjectMapper().readTree(r.out());
        assertThat(p.get("moves").asInt()).isEqualTo(9);
        assertThat(p.get("optimalLines").asLong()).isEqualTo(1);
        assertThat(p.get("passes").asInt()).isPositive();
        Instance inst = Puzzles.load(p.get("id").asText(), null);
        assertThat(Solver.solve(inst, Solver.Request.of("dfs-signatures", null).withMetric("moves")).solution().cost()).isEqualTo(9);
        assertThat(p.get("line").asText().split(" ")).hasSize(p.get("turns").asInt());
    }

    @Test
    void filesOutputReadsBackAsBoards() throws Exception {
        DeclaredRun.Run r = run(new CoroutineGenerate(), "--turns", "10", "--count", "2", "--format", "files", "--seed", "3");
        assertThat(r.exit()).isZero();
        List<Instance> all = new CoroutineType().readAll("gen.coroutine", r.out());
        assertThat(all).hasSize(2);
        for (Instance inst : all) assertThat(((CoroutineInstance) inst).analysis().turns()).isEqualTo(10);
    }

    @Test
    void hardestReturnsALongBoard() {
        DeclaredRun.Run r = run(new CoroutineGenerate(), "--hardest", "--time", "1s", "--seed", "1");
        assertThat(r.exit()).isZero();
        String[] lines = r.out().split("\n");
        assertThat(r.err()).contains("coroutine generator --hardest --metric turns, seed 1");
        int t = Integer.parseInt(lines[0].replaceAll(".* T=(\\d+) .*", "$1"));
        assertThat(t).isGreaterThanOrEqualTo(20);
        assertThat(r.err()).contains("best so far");
    }

    @Test
    void badOptionsAndImpossibleRequests() {
        assertThat(run(new CoroutineGenerate()).exit()).isEqualTo(2);
        assertThat(run(new CoroutineGenerate(), "--turns", "5", "--moves", "5").exit()).isEqualTo(2);
        assertThat(run(new CoroutineGenerate(), "--turns", "5", "--format", "xml").exit()).isEqualTo(2);
        assertThat(run(new CoroutineGenerate(), "--turns", "5", "--time", "soon").exit()).isEqualTo(2);
        DeclaredRun.Run over = run(new CoroutineGenerate(), "--turns", "90");
        assertThat(over.exit()).isEqualTo(2);
        assertThat(over.err()).contains("--turns must be 1..29, not 90");
        // one arrow per square (at most 8 arrows): no such board needs more than 16 turns
        DeclaredRun.Run r = run(new CoroutineGenerate(), "--turns", "24", "--max-arrows", "8", "--time", "300ms", "--seed", "1");
        assertThat(r.exit()).isEqualTo(3);
        assertThat(r.err()).contains("no further board found within 0.3 s (0 of 1 found)");
    }

    @Test
    void benchmarkChecksOraclesAndPrintsRates() {
        DeclaredRun.Run r = run(new CoroutineBench(), "--boards", "20000", "--engine-boards", "200", "--turns", "5,12", "--moves", "6",
                "--repeats", "1", "--threads", "2");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("bailey-2  T=15 M=13  expected T=15 M=13  ok").contains("boards/s")
                .contains("T=12  found 1/1").contains("M=6   found 1/1");
    }
}

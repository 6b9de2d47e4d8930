package puzzlelab.puzzles.coroutine;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * The exhaustive enumeration ({@link Exhaustive}, {@code generate coroutine --exhaustive}): on sub-classes small
 * enough to solve board by board, its exact histograms equal those of the full-graph solver ({@link Analysis});
 * the boards of the proven maxima (28 turns, 24 moves) re-solve to those lengths with the engine's plain BFS and
 * uniform-cost search. The whole-class run (about 2 minutes of CPU) needs {@code -Dpuzzlelab.exhaustive=true},
 * which {@code ./test} (CI) passes.
 */
class CoroutineExhaustiveTest {
    private static final long BYTE = 0xFFL;

    /** Brute force: T and M histograms (index 0 = unsolvable) of every completion of the two free squares. */
    private static long[][] bruteForce(long fixed, int freeA, int freeB, boolean allowEmpty) {
        long[][] h = new long[2][60];
        long base = fixed & ~(BYTE << (8 * freeA)) & ~(BYTE << (8 * freeB));
        for (int a = allowEmpty ? 0 : 1; a < 256; a++) {
            for (int b = allowEmpty ? 0 : 1; b < 256; b++) {
                long p = base | (long) a << (8 * freeA) | (long) b << (8 * freeB);
                Analysis an = Analysis.of(CoroutineBoard.ofPacked(p));
                h[0][Math.max(0, an.turns())]++;
                h[1][Math.max(0, an.moves())]++;
            }
        }
        return h;
    }

    private static void assertSameHistograms(long fixed, int freeA, int freeB, boolean allowEmpty) {
        long decided = ~(BYTE << (8 * freeA)) & ~(BYTE << (8 * freeB));
        long[][] brute = bruteForce(fixed, freeA, freeB, allowEmpty);
        long all = (long) Math.pow(allowEmpty ? 256 : 255, 2);
        for (int metric = Analysis.TURNS; metric <= Analysis.MOVES; metric++) {
            Exhaustive.Tally r = Exhaustive.run(metric, allowEmpty, -1, 1000, fixed, decided);
            assertThat(r.total()).isEqualTo(BigInteger.valueOf(all));
            assertThat(r.unsolvable).as("unsolvable, metric %d", metric).isEqualTo(BigInteger.valueOf(brute[metric][0]));
            int max = -1;
            for (int n = 1; n < 60; n++) {
                assertThat(r.boards(n)).as("length %d, metric %d, fixed %s", n, metric, CoroutineBoard.ofPacked(fixed).id())
                        .isEqualTo(BigInteger.valueOf(brute[metric][n]));
                if (brute[metric][n] > 0) max = n;
            }
            assertThat(r.max()).isEqualTo(max);
            long listed = 0;
            for (Exhaustive.Leaf leaf : r.listed) {
                assertThat(leaf.length()).isEqualTo(max);
                long rep = leaf.representative(allowEmpty);
                assertThat(rep & decided).isEqualTo(fixed & decided);
                Analysis a = Analysis.of(CoroutineBoard.ofPacked(rep));
                assertThat(metric == Analysis.TURNS ? a.turns() : a.moves()).isEqualTo(max);
                listed += leaf.boards();
            }
            assertThat(BigInteger.valueOf(listed)).isEqualTo(r.boards(max));
        }
    }

    private static long packed(String id) throws Exception {
        return ((CoroutineInstance) Puzzles.load(id, null)).board.packed();
    }

    @Test
    void subClassesOfLongBoardsMatchTheFullGraphSolverBoardByBoard() throws Exception {
        assertSameHistograms(packed("coroutine:hard-1"), 3, 7, false);   // squares 4 and 9 free: the 24-move family
        assertSameHistograms(packed("coroutine:hard-2"), 0, 5, false);   // squares 1 and 7 free
        assertSameHistograms(packed("coroutine:bailey-3"), 1, 6, false);
        assertSameHistograms(packed("coroutine:132.0.17.136.73.194.16.132")   /* examples/coroutine/empty-square-29-turns */, 1, 2, true);
    }

    @Test
    void randomSubClassesMatchTheFullGraphSolver() {
        SplittableRandom rng = new SplittableRandom(5);
        Designer d = new Designer(6);
        FastSolver solver = new FastSolver();
        for (int k = 0; k < 2; k++) {
            long p;
            do p = d.randomBoard(3); while (solver.turns(p) < 4);          // not a class of one-turn boards
            int a = rng.nextInt(8);
            int b = (a + 1 + rng.nextInt(7)) % 8;
            assertSameHistograms(p, a, b, k == 1);
        }
    }

    @Test
    void mirrorReductionOnASymmetricSubClassStaysExact() throws Exception {
        // squares 2/4, 3/7, 6/8 fixed as mirror images of each other, 1 and 9 free: the enumeration searches the
        // mirror-fixed start states with weight 2 for one of each pair of mirrored branches
        long h = packed("coroutine:hard-1");
        int[] firsts = {1, 2, 4};                                            // squares 2, 3, 6 (ID order)
        int[] idx = {0, 1, 2, 3, -1, 4, 5, 6, 7};
        long sym = 0;
        for (int i : firsts) {
            int m = (int) (h >>> (8 * i) & BYTE);
            int sq = Rules.OUTER[i];
            sym |= (long) m << (8 * i);
            sym |= (long) Rules.mirrorMask(m) << (8 * idx[Rules.MIRROR_SQUARE[sq]]);
        }
        assertThat(Exhaustive.mirror(sym)).isEqualTo(sym);
        assertThat(Exhaustive.mirror(h)).isEqualTo(CoroutineBoard.mirrorPacked(h));
        assertSameHistograms(sym, 0, 7, false);
        Exhaustive.Tally r = Exhaustive.run(Analysis.TURNS, false, 1, 1_000_000, sym, ~(BYTE | BYTE << 56));
        assertThat(r.listed).anyMatch(Exhaustive.Leaf::mirrored);
    }

    /** The boards of the maxima, as listed by the whole-class run (its first T=28, M=21 and its 13-arrow board). */
    static final List<String> LONGEST = List.of("coroutine:145.50.1.68.68.34.136.5", "coroutine:145.50.1.68.68.34.136.132",
            "coroutine:72.32.33.140.16.36.65.4", "coroutine:17.2.100.64.64.18.2.132");

    @Test
    void boardsOfTheMaximaReSolveWithTheEnginesPlainSearches() throws Exception {
        for (String id : LONGEST) {
            Instance inst = Puzzles.load(id, null);
            Result t = Solver.solve(inst, Solver.Request.of("bfs", null).withMetric("turns"));
            assertThat(t.status()).isEqualTo(Status.SOLVED);
            assertThat(t.solution().cost()).as(id).isEqualTo(CoroutineGenerate.MAX_TURNS);
            Result m = Solver.solve(inst, Solver.Request.of("ucs", null).withMetric("moves"));
            assertThat(m.solution().cost()).as(id).isEqualTo(id.startsWith("coroutine:145.") ? CoroutineGenerate.MAX_MOVES : 21);
        }
    }

    @Test
    void exampleFilesOfTheMaximaReSolveWithTheEnginesBfs() throws Exception {
        for (String[] e : new String[][] {{"max-28-turns-13-arrows.coroutine", "28", "21"}, {"hard-28-turns-24-moves.coroutine", "28", "24"},
                {"empty-square-29-turns.coroutine", "29", "22"}}) {
            java.nio.file.Path p = java.nio.file.Path.of("..", "..", "examples", "coroutine", e[0]);
            Instance inst = new CoroutineType().readAll(e[0], java.nio.file.Files.readString(p)).get(0);
            assertThat(Solver.solve(inst, Solver.Request.of("bfs", null).withMetric("turns")).solution().cost()).as(e[0]).isEqualTo(Integer.parseInt(e[1]));
            assertThat(Solver.solve(inst, Solver.Request.of("ucs", null).withMetric("moves")).solution().cost()).as(e[0]).isEqualTo(Integer.parseInt(e[2]));
        }
    }

    @Test
    void cliOnAFixedSubClassListsTheLongestBoardsReSolvedByTheEngine() throws Exception {
        var r = CoroutineGeneratorTest.run(new CoroutineGenerate(), "--exhaustive", "--fix", "145.50.1.*.68.34.136.*");
        assertThat(r.exit()).isZero();
        assertThat(r.err()).contains("65025 boards covered (all)").contains("    28  24\n").contains("maximum 28 turns: 24 boards");
        List<String> ids = r.out().lines().filter(l -> l.startsWith("coroutine:")).map(l -> l.split("\\s+")[0]).toList();
        assertThat(ids).hasSize(6).contains(LONGEST.get(0), LONGEST.get(1));
        for (String id : ids) {
            Result t = Solver.solve(Puzzles.load(id, null), Solver.Request.of("bfs", null).withMetric("turns"));
            assertThat(t.solution().cost()).isEqualTo(28);
        }
        var moves = CoroutineGeneratorTest.run(new CoroutineGenerate(), "--exhaustive", "--metric", "moves", "--fix",
                "145.50.1.*.68.34.136.*", "--from", "23", "--format", "json");
        assertThat(moves.exit()).isZero();
        assertThat(moves.err()).contains("65025 boards covered (all)").contains("maximum 24 moves");
        // one JSON document: the numbers of the text table, and the listed boards
        assertThat(moves.generated().boards()).hasSize(1);
        var doc = new com.fasterxml.jackson.databind.ObjectMapper().readTree(moves.out());
        assertThat(doc.get("boardsCovered").asLong()).isEqualTo(65025);
        assertThat(doc.get("maximum").asInt()).isEqualTo(24);
        assertThat(doc.get("metric").asText()).isEqualTo("moves");
        long inHistogram = 0;
        for (var e : (Iterable<java.util.Map.Entry<String, com.fasterxml.jackson.databind.JsonNode>>) doc.get("histogram")::fields) inHistogram += e.getValue().asLong();
        assertThat(inHistogram + doc.get("unsolvable").asLong()).isEqualTo(65025);
        assertThat(doc.get("boards")).isNotEmpty().allSatisfy(b -> assertThat(b.get("moves").asInt()).isBetween(23, 24));
    }

    @Test
    void fixAndExhaustiveOptionErrors() {
        CoroutineGenerate g = new CoroutineGenerate();
        assertThat(CoroutineGeneratorTest.run(g, "--exhaustive", "--fix", "1.2.3").exit()).isEqualTo(2);
        assertThat(CoroutineGeneratorTest.run(new CoroutineGenerate(), "--exhaustive", "--fix", "0.*.*.*.*.*.*.*").err()).contains("--allow-empty");
        assertThat(CoroutineGeneratorTest.run(new CoroutineGenerate(), "--exhaustive", "--fix", "256.*.*.*.*.*.*.*").exit()).isEqualTo(2);
        assertThat(CoroutineGeneratorTest.run(new CoroutineGenerate(), "--exhaustive", "--turns", "5").exit()).isEqualTo(2);
        assertThat(CoroutineGeneratorTest.run(new CoroutineGenerate(), "--turns", "5", "--fix", "*.*.*.*.*.*.*.*").exit()).isEqualTo(2);
        var r = CoroutineGeneratorTest.run(new CoroutineGenerate(), "--turns", "29");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--turns must be 1..28").contains("--allow-empty");
        assertThat(CoroutineGeneratorTest.run(new CoroutineGenerate(), "--moves", "25").err()).contains("--moves must be 1..24");
    }

    @Test
    void hardestStopsAtTheProvenMaximum() {
        Designer d = new Designer(1);
        d.stopAt(20);
        Designer.Found f = d.hardest(Analysis.TURNS, Long.MAX_VALUE, null);
        assertThat(f.analysis().turns()).isGreaterThanOrEqualTo(20);
    }

    /** The whole class, both metrics: about 2 minutes of CPU. Run with -Dpuzzlelab.exhaustive=true. */
    @Test
    @EnabledIfSystemProperty(named = "puzzlelab.exhaustive", matches = "true")
    void everyBoardWithNoEmptySquare() {
        BigInteger all = BigInteger.valueOf(255).pow(8);
        Exhaustive.Tally t = Exhaustive.all(Analysis.TURNS, false, -1, 10_000);
        assertThat(t.total()).isEqualTo(all);
        assertThat(t.max()).isEqualTo(CoroutineGenerate.MAX_TURNS);
        assertThat(t.boards(28)).isEqualTo(BigInteger.valueOf(3136));
        assertThat(t.boards(1)).isEqualTo(BigInteger.valueOf(255).pow(7).multiply(BigInteger.valueOf(128)));  // square 9 shows SE
        assertThat(t.unsolvable).isEqualTo(new BigInteger("311543802177259943"));
        Exhaustive.Tally m = Exhaustive.all(Analysis.MOVES, false, -1, 10_000);
        assertThat(m.total()).isEqualTo(all);
        assertThat(m.max()).isEqualTo(CoroutineGenerate.MAX_MOVES);
        assertThat(m.boards(24)).isEqualTo(BigInteger.valueOf(48));
        assertThat(m.unsolvable).isEqualTo(t.unsolvable);
        for (Exhaustive.Leaf leaf : m.listed) assertThat(Analysis.of(CoroutineBoard.ofPacked(leaf.representative(false))).moves()).isEqualTo(24);
    }
}

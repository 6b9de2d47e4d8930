package puzzlelab.puzzles.coroutine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/** The fast solver, the table analysis and the signature DFS agree with the engine's BFS/UCS on random boards. */
class CoroutineSolverPropertyTest {

    private static long cost(Result r) {
        return r.status() == Status.SOLVED ? r.solution().cost() : -1;
    }

    static List<Long> sampleBoards() {
        List<Long> out = new ArrayList<>();
        for (long p : CoroutineBench.uniformBoards(800, 42)) out.add(p);
        Designer d = new Designer(9);
        for (int i = 0; i < 800; i++) out.add(d.randomBoard(1 + i % 3));   // sparse boards: long lines, passes, dead ends
        return out;
    }

    @Test
    void allSolversAgreeWithTheEngine() {
        FastSolver fast = new FastSolver();
        int solvable = 0;
        int withPasses = 0;
        for (long p : sampleBoards()) {
            CoroutineBoard b = CoroutineBoard.ofPacked(p);
            Analysis a = Analysis.of(b);
            for (int metric = Analysis.TURNS; metric <= Analysis.MOVES; metric++) {
                boolean passFree = metric == Analysis.MOVES;
                Problem prob = new CoroutineProblem(b, passFree);
                long want = cost(SearchRunner.run(Algorithms.create(passFree ? "ucs" : "bfs", prob, null, SearchOptions.DEFAULT), Limits.NONE));
                assertThat(passFree ? fast.moves(p) : fast.turns(p)).as(b.id()).isEqualTo((int) want);
                assertThat(passFree ? a.moves() : a.turns()).as(b.id()).isEqualTo((int) want);
                Result sig = SearchRunner.run(new SignatureDfs(b, passFree, SignatureDfs.Mode.SOUND, null), Limits.NONE);
                assertThat(cost(sig)).as(b.id()).isEqualTo(want);
                if (want >= 0) {
                    int[] line = a.line(metric);
                    assertThat(Replay.solves(prob, line)).isTrue();
                    assertThat(Replay.cost(prob, line)).isEqualTo(want);
                    assertThat(Replay.solves(prob, sig.solution().moves())).isTrue();
                }
            }
            if (a.solvable()) solvable++;
            if (a.solvable() && a.passes(Analysis.TURNS) > 0) withPasses++;
        }
        assertThat(solvable).isBetween(1000, 1590);      // the sample holds unsolvable boards too
        assertThat(withPasses).isGreaterThan(50);
    }

    /** Counts every move sequence of exactly the given cost that ends on the centre (no loop checks). */
    private static long enumerate(Problem p, long s, int budget) {
        if (p.isGoal(new long[] {s})) return budget == 0 ? 1 : 0;
        if (budget <= 0) return 0;
        long[] buf = new long[1];
        List<long[]> kids = new ArrayList<>();
        p.expand(new long[] {s}, new Successors() {
            public long[] child() { return buf; }
            public void emit(int move, int cost) { kids.add(new long[] {buf[0], cost}); }
        });
        long n = 0;
        for (long[] k : kids) n += enumerate(p, k[0], budget - (int) k[1]);
        return n;
    }

    @Test
    void optimalLineCountsMatchBruteForceEnumeration() {
        Designer d = new Designer(5);
        d.restartSteps(2000);
        SplittableRandom r = new SplittableRandom(5);
        int several = 0;
        for (int i = 0; i < 300; i++) {
            Designer.Found f = d.find(new Designer.Spec(Analysis.TURNS, 2 + r.nextInt(11), false, false, 0, true), Long.MAX_VALUE);
            Analysis a = f.analysis();
            for (int metric = Analysis.TURNS; metric <= Analysis.MOVES; metric++) {
                Problem p = new CoroutineProblem(f.board(), metric == Analysis.MOVES);
                long[] s0 = new long[1];
                p.initial(s0);
                long brute = enumerate(p, s0[0], metric == Analysis.TURNS ? a.turns() : a.moves());
                assertThat(a.lines(metric)).as(f.board().id()).isEqualTo(brute);
                if (brute > 1) several++;
            }
        }
        assertThat(several).isGreaterThan(50);
    }

    @Property(tries = 500)
    void diagonalMirrorKeepsEveryNumber(@ForAll long packed) {
        CoroutineBoard b = CoroutineBoard.ofPacked(packed);
        CoroutineBoard m = b.mirror();
        assertThat(m.mirror()).isEqualTo(b);
        assertThat(CoroutineBoard.mirrorPacked(packed)).isEqualTo(m.packed());
        assertThat(CoroutineBoard.canonical(packed)).isEqualTo(CoroutineBoard.canonical(m.packed()));
        Analysis x = Analysis.of(b);
        Analysis y = Analysis.of(m);
        assertThat(y.turns()).isEqualTo(x.turns());
        assertThat(y.moves()).isEqualTo(x.moves());
        assertThat(y.lines(Analysis.TURNS)).isEqualTo(x.lines(Analysis.TURNS));
        assertThat(y.lines(Analysis.MOVES)).isEqualTo(x.lines(Analysis.MOVES));
        assertThat(y.reachable).isEqualTo(x.reachable);
    }

    @Test
    void forcedPassCostsOneTurnAndNoMove() throws Exception {
        Instance inst = CoroutineTestData.load("coroutine:bailey-1");
        long afterAS = CoroutineProblem.state(3, 8, 1);   // A went 1 → 4; B on 9 finds only NE E on square 4
        for (String metric : new String[] {"turns", "moves"}) {
            List<int[]> succ = new ArrayList<>();
            inst.problem(metric).expand(new long[] {afterAS}, new Successors() {
                final long[] buf = new long[1];
                public long[] child() { return buf; }
                public void emit(int move, int cost) { succ.add(new int[] {move, cost, (int) buf[0]}); }
            });
            assertThat(succ).hasSize(1);
            assertThat(inst.moveText(succ.get(0)[0])).isEqualTo("B -");
            assertThat(succ.get(0)[1]).isEqualTo(metric.equals("turns") ? 1 : 0);
            assertThat((long) succ.get(0)[2]).isEqualTo(CoroutineProblem.state(3, 8, 0));
        }
    }

    @Test
    void bothTokensStuckIsDeadAndUnsolvable() throws Exception {
        Instance inst = CoroutineTestData.load("coroutine:0.0.0.0.0.0.0.0");
        long[] s = new long[1];
        inst.problem(null).initial(s);
        int[] n = {0};
        inst.problem(null).expand(s, new Successors() {
            public long[] child() { return new long[1]; }
            public void emit(int move, int cost) { n[0]++; }
        });
        assertThat(n[0]).isZero();
        for (String algo : new String[] {"bfs", "ucs", "dfs-signatures", "dfs-report", "table", "dfs", "astar"}) {
            assertThat(Solver.solve(inst, Solver.Request.of(algo, null)).status()).as(algo).isEqualTo(Status.UNSOLVABLE);
        }
        // dead end reached later (square 2 shows W, square 9 shows E): A 1→2, B 9→8, A passes (square 8 is empty),
        // B 8→7, then neither token can move
        Instance late = CoroutineTestData.load("coroutine:0.64.0.0.0.0.0.4");
        assertThat(Solver.solve(late, Solver.Request.of(null, null)).status()).isEqualTo(Status.UNSOLVABLE);
        assertThat(((CoroutineInstance) late).analysis().dead).isEqualTo(1);
        assertThat(new FastSolver().turns(((CoroutineInstance) late).board.packed())).isEqualTo(-1);
    }

    @Test
    void tokenStartingOnTheCentreIsSolvedAtOnce() throws Exception {
        Instance inst = new CoroutineType().read("c", "start: 5 9\n1: N\n2:\n3:\n4:\n6:\n7:\n8:\n9:\n");
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.solution().length()).isZero();
        assertThat(Solver.solve(inst, Solver.Request.of("dfs-signatures", null)).solution().length()).isZero();
        assertThat(((CoroutineInstance) inst).analysis().turns()).isZero();
    }
}

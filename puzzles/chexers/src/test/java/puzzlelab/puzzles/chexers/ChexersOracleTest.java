package puzzlelab.puzzles.chexers;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Solver;

/**
 * The data folder's oracle (expected.csv, every count confirmed by several independent solvers): every in-spec
 * file solved with exactly the optimal number of actions by the default and by A*-half, BFS and (on the official
 * files) IDA*; every plan replayed under the rules, also after printing and parsing its native lines.
 */
class ChexersOracleTest {

    static Stream<ChexersData.Row> inSpec() throws IOException {
        return ChexersData.inSpec().stream();
    }

    static Stream<ChexersData.Row> official() throws IOException {
        return ChexersData.inSpec().stream().filter(r -> r.file().startsWith("official-"));
    }

    @Test
    void theCopiedDataHoldsAll65InSpecFilesWithAnOptimum() throws IOException {
        List<ChexersData.Row> rows = ChexersData.inSpec();
        assertThat(rows).hasSize(65);
        assertThat(rows).allMatch(r -> r.optimum().matches("\\d+"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inSpec")
    void defaultSolveIsProvenOptimalWithTheExpectedCount(ChexersData.Row row) throws Exception {
        ChexersInstance inst = ChexersData.load(row.file());
        assertThat(inst.type().name()).isEqualTo("chexers");
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.algorithm()).isEqualTo("auto");
        assertThat(r.heuristic()).isEqualTo("relaxed");
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(row.actions());
        assertThat(r.solution().cost()).isEqualTo(row.actions());
        Problem p = inst.problem(null);
        assertThat(Replay.solves(p, r.solution().moves())).isTrue();
        assertThat(Replay.cost(p, r.solution().moves())).isEqualTo(row.actions());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inSpec")
    void printedNativeLinesParseBackAndReplay(ChexersData.Row row) throws Exception {
        ChexersInstance inst = ChexersData.load(row.file());
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        String text = "# a comment the spec allows\n" + inst.nativeSolution(r.solution().moves());
        List<String> lines = text.lines().skip(1).toList();
        assertThat(lines).hasSize(row.actions());
        assertThat(lines).allMatch(l -> l.matches("(MOVE|JUMP) from \\(-?\\d, -?\\d\\) to \\(-?\\d, -?\\d\\)\\.|EXIT from \\(-?\\d, -?\\d\\)\\."));
        int[] parsed = inst.parseNative(row.file(), text);
        assertThat(parsed).containsExactly(r.solution().moves());
        assertThat(Replay.solves(inst.problem(null), parsed)).isTrue();
        assertThat(inst.counts(parsed, null).get("actions")).isEqualTo(row.actions());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inSpec")
    void astarHalfAndBfsFindTheSameOptimum(ChexersData.Row row) throws Exception {
        ChexersInstance inst = ChexersData.load(row.file());
        for (String[] algo : new String[][] {{"astar", "half"}, {"bfs", null}}) {
            Result r = Solver.solve(inst, Solver.Request.of(algo[0], algo[1]));
            assertThat(r.optimal()).as(algo[0]).isTrue();
            assertThat(r.solution().length()).as(algo[0]).isEqualTo(row.actions());
            assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("official")
    void idaStarRelaxedIsOptimalOnTheOfficialFiles(ChexersData.Row row) throws Exception {
        ChexersInstance inst = ChexersData.load(row.file());
        Result r = Solver.solve(inst, Solver.Request.of("idastar", "relaxed").withLimits(new Limits(0, 2_000_000, 0)));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(row.actions());
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
    }

    @Test
    void zeroPiecesIsSolvedInZeroActionsByEveryOptimalAlgorithm() throws Exception {
        ChexersInstance inst = ChexersData.load("out-of-spec/blinkybool_empty.json");
        for (String a : List.of("astar", "bfs", "idastar", "ucs")) {
            Result r = Solver.solve(inst, Solver.Request.of(a, null));
            assertThat(r.status()).as(a).isEqualTo(Status.SOLVED);
            assertThat(r.solution().length()).as(a).isZero();
        }
        assertThat(inst.nativeSolution(new int[0])).isEmpty();
    }

    @Test
    void fiveAndEightPieceBoardsNeed24And28Actions() throws Exception {
        for (Object[] c : new Object[][] {{"out-of-spec/blinkybool_catchupcorner.json", 5, 24},
                {"out-of-spec/blinkybool_5empty.json", 8, 28}}) {
            ChexersInstance inst = ChexersData.load((String) c[0]);
            assertThat(inst.setup.pieceCount()).isEqualTo(c[1]);
            Result r = Solver.solve(inst, Solver.Request.of(null, null));
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().length()).isEqualTo(c[2]);
            assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        }
    }

    @Test
    void walledInPieceIsUnsolvableBeforeAndBySearch() throws Exception {
        ChexersInstance inst = ChexersData.load("out-of-spec/blinkybool_nopath.json");
        assertThat(inst.unsolvableReason()).contains("(0, 0)").contains("never reach");
        for (String a : List.of("astar", "bfs", "idastar")) {
            Result r = Solver.solve(inst, Solver.Request.of(a, null));
            assertThat(r.status()).as(a).isEqualTo(Status.UNSOLVABLE);
            assertThat(r.solution()).isNull();
        }
        // the search alone, without the pre-check, also proves it by exhausting the state space
        for (String a : List.of("bfs", "astar")) {
            Result r = SearchRunner.run(Algorithms.create(a, inst.problem(null), inst.heuristics(null).get(1), SearchOptions.DEFAULT), Limits.NONE);
            assertThat(r.status()).as(a).isEqualTo(Status.UNSOLVABLE);
        }
    }

    @Test
    void hexdistIsNeverClaimedOptimalAndReallyOverestimates() throws Exception {
        int longer = 0;
        for (ChexersData.Row row : ChexersData.inSpec()) {
            ChexersInstance inst = ChexersData.load(row.file());
            Result r = Solver.solve(inst, Solver.Request.of("astar", "hexdist"));
            assertThat(r.optimal()).isFalse();
            assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
            assertThat(r.solution().length()).isGreaterThanOrEqualTo(row.actions());
            if (r.solution().length() > row.actions()) longer++;
        }
        assertThat(longer).isGreaterThan(10);
        ChexersInstance inst = ChexersData.load("blinkybool-ChexersAI/44moves.json");
        assertThat(Solver.solve(inst, Solver.Request.of("astar", "hexdist")).solution().length()).isGreaterThan(44);
    }
}

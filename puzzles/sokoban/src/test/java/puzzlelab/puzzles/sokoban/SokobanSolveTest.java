package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Solver;

class SokobanSolveTest {
    private final SokobanType type = new SokobanType();

    static Result solve(Instance inst, String algorithm, String metric) {
        return Solver.solve(inst, new Solver.Request(algorithm, null, metric, SearchOptions.DEFAULT.withThreads(1),
                new Limits(0, 5_000_000, 0), 0));
    }

    /** Plays a LURD string letter by letter on the moves problem; returns the codes. */
    static int[] play(Instance inst, String lurd) throws InputException {
        Problem p = inst.problem("moves");
        long[] s = new long[p.words()];
        p.initial(s);
        int[] codes = new int[lurd.length()];
        for (int i = 0; i < lurd.length(); i++) {
            codes[i] = inst.parseMove(s, String.valueOf(lurd.charAt(i)));
            long[] t = new long[p.words()];
            assertThat(Replay.apply(p, s, codes[i], t)).as("letter %d", i).isEqualTo(1);
            s = t;
        }
        return codes;
    }

    // replayed solutions from the data set (upper bounds): microban level, pushes, moves, LURD
    @ParameterizedTest
    @CsvSource({
            "1, 8, 33, dlUrrrdLullddrUluRuulDrddrruLdlUU",
            "2, 3, 16, rddLruulDuullddR",
            "3, 13, 41, ruuLLLulDrrrrddlUruLLLddllluurRDrdLuuurDD",
            "4, 7, 29, ullDullddrRuLrurrdLLrrddlUruL",
            "5, 6, 31, LuurrdLrrddlUlldRuuulldDrddlluR"})
    void shippedSolutionsReplayAndBoundTheOptimum(int level, int pushes, int moves, String lurd) throws InputException {
        Instance inst = type.readId("sokoban:microban-" + level);
        int[] codes = play(inst, lurd);
        assertThat(Replay.solves(inst.problem("moves"), codes)).isTrue();
        assertThat(inst.counts(codes, "moves")).isEqualTo(Map.of("moves", moves, "pushes", pushes));
        assertThat(inst.nativeSolution(codes)).isEqualTo(lurd + "\n");
        Result r = solve(inst, "sokoban", "pushes");
        assertThat(r.optimal()).isTrue();
        Map<String, Object> m = inst.counts(r.solution().moves(), "pushes");
        assertThat((Integer) m.get("pushes")).isLessThanOrEqualTo(pushes);
        if ((Integer) m.get("pushes") == pushes) assertThat((Integer) m.get("moves")).isLessThanOrEqualTo(moves);
    }

    @Test
    void refusesAPushWrittenInLowerCaseAndAWalkInUpperCase() throws InputException {
        Instance inst = type.readId("sokoban:microban-1");
        assertThatThrownBy(() -> play(inst, "dlu")).isInstanceOf(InputException.class).hasMessageContaining("upper case");
        assertThatThrownBy(() -> play(inst, "D")).isInstanceOf(InputException.class).hasMessageContaining("lower case");
        assertThatThrownBy(() -> play(inst, "x")).isInstanceOf(InputException.class);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 9, 12, 14})
    void optimalSolutionsMatchThePlainOracle(int level) throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:microban-" + level);
        for (String metric : new String[] {"pushes", "moves"}) {
            boolean pf = metric.equals("pushes");
            LexDijkstra.Best want = LexDijkstra.solve(inst.board, pf);
            Result r = solve(inst, "sokoban", metric);
            assertThat(r.optimal()).isTrue();
            assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).isTrue();
            assertThat(inst.counts(r.solution().moves(), metric))
                    .as("%s %s", level, metric).isEqualTo(Map.of("pushes", want.pushes(), "moves", want.moves()));
            assertThat(r.solution().cost()).isEqualTo(pf ? want.pushes() : want.moves());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4, 5})
    void genericEnginesAgreeOnPushes(int level) throws InputException {
        Instance inst = type.readId("sokoban:microban-" + level);
        long want = solve(inst, "sokoban", "pushes").solution().cost();
        for (String algo : new String[] {"bfs", "astar", "idastar", "sokoban-pushes"}) {
            Result r = solve(inst, algo, "pushes");
            assertThat(r.solution().cost()).as(algo).isEqualTo(want);
            assertThat(r.optimal()).as(algo).isTrue();
        }
        assertThat(solve(inst, "sokoban-greedy", "pushes").solved()).isTrue();
        assertThat(solve(inst, "auto", "pushes").solution().cost()).isEqualTo(want);
    }

    /**
     * Microban 139 (6 boxes, 106 pushes) drowns A* on pushes (1.8 M positions expanded) but not weighted A* (0.3 M); the
     * portfolio finds it within the limit only when its best-first members get even shares of the steps.
     */
    @Test
    void autoSolvesAWideLevelThroughItsWeightedMember() throws InputException {
        Instance inst = type.readId("sokoban:microban-139");
        Result r = solve(inst, "auto", "pushes");
        assertThat(r.solved()).isTrue();
        assertThat(Replay.solves(inst.problem("pushes"), r.solution().moves())).isTrue();
        assertThat(r.solution().cost()).isBetween(106L, 130L);
    }

    @Test
    void pushesMetricReadsAWalkAndAPush() throws InputException {
        Instance inst = type.readId("sokoban:microban-2");   // rddLruulDuullddR
        Problem p = inst.problem("pushes");
        long[] s = new long[p.words()];
        p.initial(s);
        int m = inst.parseMove(s, "rddL");
        long[] t = new long[p.words()];
        assertThat(Replay.apply(p, s, m, t)).isEqualTo(1);
        assertThat(inst.parseMove(s, inst.moveText(m))).isEqualTo(m);
        assertThatThrownBy(() -> inst.parseMove(s, "rdd")).hasMessageContaining("pushes nothing");
        assertThatThrownBy(() -> inst.parseMove(s, "rddLr")).hasMessageContaining("goes on after");
    }

    @Test
    void aLurdLineSplitsAfterEachPushInThePushesMetricAndByLetterInTheMoves() throws InputException {
        Instance inst = type.readId("sokoban:microban-2");   // rddLruulDuullddR: 3 pushes, 16 moves
        Problem p = inst.problem("pushes");
        long[] s = new long[p.words()];
        p.initial(s);
        List<String> parts = inst.splitMoves(s, "rddLruulDuullddR");
        assertThat(parts).containsExactly("rddL", "ruulD", "uullddR");
        int[] codes = new int[parts.size()];
        long[] cur = s.clone();
        for (int i = 0; i < codes.length; i++) {
            codes[i] = inst.parseMove(cur, parts.get(i));
            long[] next = new long[p.words()];
            assertThat(Replay.apply(p, cur, codes[i], next)).isEqualTo(1);
            cur = next;
        }
        assertThat(Replay.solves(p, codes)).isTrue();
        assertThat(inst.splitMoves(s, "rddLru")).containsExactly("rddL", "ru");   // the tail walk: parseMove refuses it
        assertThat(inst.splitMoves(s, "D(3,3) R(4,4)")).containsExactly("D(3,3)", "R(4,4)");
        Problem moves = inst.problem("moves");
        long[] m0 = new long[moves.words()];
        moves.initial(m0);
        assertThat(inst.splitMoves(m0, "rddL")).containsExactly("r", "d", "d", "L");
        // run lengths (YSokoban's packed LURD) are written out first, in either metric
        assertThat(inst.splitMoves(s, "r2dLr2ulD2u2l2dR")).containsExactly("rddL", "ruulD", "uullddR");
        assertThat(inst.splitMoves(m0, "r2dL")).containsExactly("r", "d", "d", "L");
        assertThat(MoveText.expandRuns("12l")).isEqualTo("l".repeat(12));
        for (String kept : List.of("0r", "3", "r3", "U(3,4)", "3x", "99999r", "2r 3L"))
            assertThat(MoveText.expandRuns(kept)).as(kept).isEqualTo(kept);
    }

    @Test
    void anUnsolvableStartIsToldAtOnce() throws InputException {
        Instance inst = type.read("dead.xsb", "#####\n#$  #\n# @.#\n#####\n");
        assertThat(inst.unsolvableReason()).contains("never reach a goal");
    }

    @Test
    void solvesAfterAPositionReachedInPlay() throws InputException {
        Instance inst = type.readId("sokoban:microban-1");
        int[] codes = play(inst, "dlUrrrdL");
        Instance after = inst.after(codes);
        Result r = solve(after, "sokoban", "pushes");
        assertThat(r.solution().cost()).isEqualTo(6);
    }
}

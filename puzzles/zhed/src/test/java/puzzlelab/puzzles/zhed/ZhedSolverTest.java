package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** The default solver on bigger levels, unsolvable levels, and its honesty about minimality. */
class ZhedSolverTest {

    @ParameterizedTest(name = "level {0}")
    @CsvSource({"37, 6", "38, 6", "53, 9", "54, 8", "57, 12"})
    void provesShortestSolutionsBelowTheKnownOnes(int level, int moves) throws Exception {
        Instance inst = Puzzles.load("zhed:level-" + level, null);
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(moves);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
    }

    @ParameterizedTest(name = "level {0}")
    @CsvSource({"62", "79", "88"})
    void findsAReplayableSolutionOfABigLevel(int level) throws Exception {
        Instance inst = Puzzles.load("zhed:level-" + level, null);
        // the finder's part of the default solver, with a token proof budget to keep the test short
        Result r = SearchRunner.run(new ZhedSearch(((ZhedInstance) inst).level(), "zhed", true, 10_000, 1),
                new Limits(60_000, 0, 0));
        assertThat(r.solution()).isNotNull();
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        assertThat(r.solution().length()).isLessThanOrEqualTo(ZhedTestData.stats().get(level).knownMoves());
    }

    @Test
    void aSolutionWhoseProofWasCutShortIsNotClaimedOptimal() throws Exception {
        Level lv = ZhedType.builtin(60);
        ZhedSearch s = new ZhedSearch(lv, "zhed", true, 1_000, 1);
        Result r = SearchRunner.run(s, Limits.NONE);
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(r.optimal()).isFalse();
        assertThat(r.message()).contains("minimality not proven");
        assertThat(Solutions.wins(lv, r.solution().moves())).isTrue();
        assertThat(s.lowerBound()).isLessThan(r.solution().length());
    }

    @Test
    void unsolvableLevelsAreReportedSoWithAReason() throws Exception {
        ZhedType type = new ZhedType();
        Instance apart = type.read("apart", "1 . .\n. . X\n");
        Result r = Solver.solve(apart, Solver.Request.of(null, null));
        assertThat(r.status()).isEqualTo(Status.UNSOLVABLE);
        assertThat(r.message()).contains("goal's row or column");
        // aligned, and a tile below the gap, but it can only fill the cell under the gap: the gap bound alone
        // cannot tell, the solver and BFS prove it
        Instance shortOne = type.read("short", "2 . . X\n. . . .\n. 1 . .\n");
        assertThat(shortOne.unsolvableReason()).isNull();
        Result s = Solver.solve(shortOne, Solver.Request.of(null, null));
        assertThat(s.status()).isEqualTo(Status.UNSOLVABLE);
        Result b = Solver.solve(shortOne, Solver.Request.of("bfs", null));
        assertThat(b.status()).isEqualTo(Status.UNSOLVABLE);
    }

    @Test
    void pruningDropsMovesASolutionDoesNotNeed() throws Exception {
        Level lv = ZhedType.builtin(20);
        int[] known = ZhedTestData.knownMoves(lv, ZhedTestData.knownSolutions().get(20));
        int[] padded = new int[known.length + 1];
        // an extra useless move first: a tile not in the known solution, any direction that fills something
        long used = 0;
        for (int m : known) used |= 1L << Level.tileOf(m);
        int extra = Long.numberOfTrailingZeros(~used & lv.allTiles());
        long[] s0 = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s0);
        int dir = 0;
        while (ZhedRules.fills(lv, s0, Level.move(extra, dir)).length == 0) dir++;
        padded[0] = Level.move(extra, dir);
        System.arraycopy(known, 0, padded, 1, known.length);
        if (Solutions.wins(lv, padded)) assertThat(Solutions.prune(lv, padded).length).isLessThanOrEqualTo(known.length);
        assertThat(Solutions.wins(lv, Solutions.prune(lv, known))).isTrue();
    }
}

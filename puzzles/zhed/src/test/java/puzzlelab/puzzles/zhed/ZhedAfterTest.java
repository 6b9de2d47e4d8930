package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** A position reached in play restated as a level ({@link ZhedInstance#after}), as play's hints use it. */
class ZhedAfterTest {

    @ParameterizedTest(name = "level {0} after {2} moves")
    @CsvSource({"30, 8, 1", "30, 8, 5", "41, 10, 3", "57, 12, 7"})
    void theRestOfAShortestSolutionIsShortestFromTheRestatedPosition(int level, int shortest, int played)
            throws Exception {
        Instance inst = Puzzles.load("zhed:level-" + level, null);
        Result whole = Solver.solve(inst, Solver.Request.of(null, null));
        assertThat(whole.optimal()).as("%s", whole.message()).isTrue();
        assertThat(whole.solution().length()).isEqualTo(shortest);
        int[] prefix = Arrays.copyOf(whole.solution().moves(), played);

        Instance here = inst.after(prefix);
        assertThat(here.render(initial(here))).isNotEqualTo(inst.render(initial(inst)));
        Result rest = Solver.solve(here, Solver.Request.of(null, null));
        assertThat(rest.optimal()).as("%s", rest.message()).isTrue();
        assertThat(rest.solution().length()).isEqualTo(shortest - played);
        // the rest comes back in the original level's move codes: prefix + rest replays there
        int[] all = Arrays.copyOf(prefix, shortest);
        System.arraycopy(rest.solution().moves(), 0, all, played, shortest - played);
        assertThat(Replay.solves(inst.problem(null), all)).isTrue();
        assertThat(inst.moveText(all[played])).isEqualTo(here.moveText(rest.solution().moves()[0]));
    }

    @ParameterizedTest(name = "level {0}")
    @CsvSource({"30"})
    void aWonPositionHasNothingToRestate(int level) throws Exception {
        Instance inst = Puzzles.load("zhed:level-" + level, null);
        int[] moves = Solver.solve(inst, Solver.Request.of(null, null)).solution().moves();
        assertThat(inst.after(moves)).isNull();
    }

    private static long[] initial(Instance inst) {
        long[] s = new long[inst.problem(null).words()];
        inst.problem(null).initial(s);
        return s;
    }
}

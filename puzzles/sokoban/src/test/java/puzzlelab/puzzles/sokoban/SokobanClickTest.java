package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

/**
 * Mouse play on Microban 1 (keeper at row 3 col 2, a box at row 4 col 3, 0-based): a box click picks it, a second
 * click pushes it, a free square walks there; every answer replays under the rules.
 * <pre>
 * ####
 * # .#
 * #  ###
 * #*@  #
 * #  $ #
 * #  ###
 * ####
 * </pre>
 */
class SokobanClickTest {
    private final Instance inst = Puzzles.load("sokoban:microban-1", null);

    private static long[] start(Problem p) {
        long[] s = new long[p.words()];
        p.initial(s);
        return s;
    }

    @Test
    void inTheMovesProblemAClickWalksAndABoxThenASquarePushesAfterTheWalk() {
        Problem p = inst.problem("moves");
        long[] s = start(p);
        assertThat(inst.movesForClick(s, "4,3")).isEmpty();                 // the box: picked
        int[] push = inst.movesForClick(s, "4,3>4,2");                      // push it left: walk round, then L
        assertThat(inst.nativeSolution(push).strip()).isEqualTo("rrdL");
        List<long[]> after = Replay.states(p, push);
        assertThat(inst.render(after.get(after.size() - 1))).contains("# $@ #");
        int[] walk = inst.movesForClick(s, "1,2");                          // walk up to the goal square
        assertThat(Replay.states(p, walk)).hasSize(walk.length + 1);
        assertThat(inst.movesForClick(s, "4,3>5,3")).isNull();               // a wall below the box: no push down
        assertThat(inst.movesForClick(s, "0,0")).isNull();                   // a wall
        assertThat(inst.movesForClick(s, "nonsense")).isNull();
    }

    @Test
    void inThePushesProblemABoxThenASquareIsOneLegalPush() {
        Problem p = inst.problem("pushes");
        long[] s = start(p);
        int[] push = inst.movesForClick(s, "4,3>4,2");
        assertThat(push).hasSize(1);
        assertThat(Replay.states(p, push)).hasSize(2);
        assertThat(inst.movesForClick(s, "3,3")).isNull();                   // walking alone is no push
    }
}

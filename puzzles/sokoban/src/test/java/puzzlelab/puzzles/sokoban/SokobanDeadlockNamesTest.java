package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;

/** Play's deadlock warnings: each kind named with its square, and never said of a position on a solution. */
class SokobanDeadlockNamesTest {
    private final SokobanType type = new SokobanType();

    private String deadlockAtStart(String level) throws InputException {
        Instance inst = type.read("t.xsb", level);
        Problem p = inst.problem("moves");
        long[] s = new long[p.words()];
        p.initial(s);
        return inst.deadlock(s);
    }

    @Test
    void aBoxOnADeadSquare() throws InputException {
        assertThat(deadlockAtStart("######\n#.   #\n#  @$#\n######\n"))
                .isEqualTo("the box at (3,5) can never reach a goal from there");
    }

    @Test
    void frozenBoxesOffTheirGoals() throws InputException {
        // both boxes against the top wall and each other (the row holds a goal, so its squares are not dead)
        assertThat(deadlockAtStart("#######\n#@ $$.#\n#   . #\n#######\n"))
                .isEqualTo("the boxes at and around (2,4) are frozen with one off a goal: none of them can ever move");
    }

    @Test
    void twoBoxesThatCanReachOnlyOneGoal() throws InputException {
        // both boxes can only slide along the left wall, whose one goal is at its top
        assertThat(deadlockAtStart("######\n#.   #\n#$   #\n#  @.#\n#$   #\n#    #\n######\n"))
                .isEqualTo("the boxes can no longer each reach a goal of their own");
    }

    @Test
    void aCorralThatCanNeverBeOpened() throws InputException {
        // CorralDeadlocksTest's fence: behind it a row with no goal, every square dead, so the fence can only go in
        assertThat(deadlockAtStart("#######\n#...@ #\n#     #\n##$$$##\n#     #\n#######\n"))
                .isEqualTo("the boxes around an area the keeper cannot reach can never be moved to open it");
    }

    /**
     * XSokoban 41's stall (a test resource with its provenance; SideMatchingTest: the other tests pass it, the exact
     * oracle proves it dead): the goal below the top room's one door can no longer be filled from the keeper's side.
     */
    @ParameterizedTest
    @ValueSource(strings = {"xsokoban41-stall-pushes.xsb", "xsokoban41-stall-boxmoves.xsb"})
    void noGoalOfTheirOwnFromTheKeepersSide(String file) throws Exception {
        String level = java.nio.file.Files.readString(java.nio.file.Path.of(
                SokobanDeadlockNamesTest.class.getResource("/sokoban/" + file).toURI()));
        assertThat(deadlockAtStart(level)).isEqualTo("with the frozen boxes as walls, the boxes can no longer each be "
                + "pushed to a goal of their own from a side the keeper can reach");
    }

    @Test
    void xsokoban41sStartHasNone() throws InputException {
        Instance inst = type.readId("sokoban:xsokoban-41");
        Problem p = inst.problem("moves");
        long[] s = new long[p.words()];
        p.initial(s);
        assertThat(inst.deadlock(s)).isNull();
    }

    @Test
    void livePositionsAndSolvedOnesHaveNone() throws InputException {
        assertThat(deadlockAtStart("#####\n#@$.#\n#####\n")).isNull();
        assertThat(deadlockAtStart("######\n#@*  #\n# $ .#\n#    #\n######\n")).isNull();
        assertThat(deadlockAtStart("####\n#@*#\n####\n")).isNull();
    }

    /** Soundness: no position along a solution (found and replayed here) is called dead, in either metric's states. */
    @ParameterizedTest
    @ValueSource(ints = {1, 3, 7, 12, 20, 33, 41, 60})
    void noPositionOnASolutionIsCalledDead(int level) throws InputException {
        Instance inst = type.readId("sokoban:microban-" + level);
        for (String metric : List.of("pushes", "moves")) {
            Result r = SokobanSolveTest.solve(inst, "sokoban", metric);
            assertThat(r.solution()).as("microban %d solved", level).isNotNull();
            Problem p = inst.problem(metric);
            List<long[]> states = Replay.states(p, r.solution().moves());
            assertThat(p.isGoal(states.get(states.size() - 1))).isTrue();
            for (int i = 0; i < states.size(); i++)
                assertThat(inst.deadlock(states.get(i))).as("microban %d, %s, position %d", level, metric, i).isNull();
        }
    }
}

package puzzlelab.puzzlescript;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.ArrowKeys;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleTypeContract;

/** The API's checklist of a puzzle (PuzzleTypeContract) on PuzzleScript levels, and the play hooks hosts use. */
class PuzzleScriptContractTest {
    private final PuzzleScriptType type = new PuzzleScriptType();

    /** Small levels of games of different kinds: Sokoban pushing, Lime Rick's gravity and again turns, a match-3. */
    @Test
    void keepsThePuzzleContract() {
        List<String> ids = List.of("puzzlescript:microban-1", "puzzlescript:limerick-6", "puzzlescript:sokoban_match3-2");
        assertThat(PuzzleTypeContract.problems(type, ids)).isEmpty();   // with the generator's default boards read back
    }

    @Test
    void theKeysAreTheOfficialEnginesAndEachPlaysAnInputItNames() {
        ArrowKeys k = type.arrowKeys();
        assertThat(List.of(k.up(), k.left(), k.down(), k.right())).containsExactly(List.of("U"), List.of("L"), List.of("D"), List.of("R"));
        assertThat(k.more()).containsEntry('w', "U").containsEntry('a', "L").containsEntry('s', "D").containsEntry('d', "R")
                .containsEntry('x', "X").containsEntry(' ', "X").containsEntry('z', ":undo").containsEntry('r', ":restart");
    }

    /** byyourside's rule "late [ ColdFeet Player ] -> [ Player ] message ..." speaks only on the turn it fires. */
    @Test
    void aMoveSaysTheGamesMessageOnlyWhenItsTurnRanOne() throws Exception {
        String game = """
                title t
                ========
                OBJECTS
                ========
                Background
                black
                Player
                white
                Flag
                red
                Wall
                brown
                =======
                LEGEND
                =======
                . = Background
                P = Player
                F = Flag
                # = Wall
                ======
                SOUNDS
                ======
                ================
                COLLISIONLAYERS
                ================
                Background
                Flag
                Player, Wall
                ======
                RULES
                ======
                late [ Player Flag ] -> [ Player ] message You took the flag
                ==============
                WINCONDITIONS
                ==============
                no Flag
                =======
                LEVELS
                =======
                message The only room
                #####
                #P.F#
                #####
                """;
        Instance inst = type.read("flag.txt", game);
        assertThat(inst.title()).isEqualTo("The only room");
        Problem p = inst.problem(null);
        long[] s = new long[p.words()];
        p.initial(s);
        int right = inst.parseMove(s, "R");
        assertThat(inst.message(s, right)).isNull();                    // one step: nothing taken yet
        long[] next = new long[p.words()];
        puzzlelab.engine.Replay.apply(p, s, right, next);
        assertThat(inst.message(next, right)).isEqualTo("You took the flag");
        assertThat(inst.message(s, right)).isNull();                    // asked again from the start: still nothing
    }
}

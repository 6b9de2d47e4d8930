package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Console play of a PuzzleScript game by the official engine's keys (arrows or W A S D, X or Space the action, Z
 * undo, R restart), the level's title, the game's {@code message} commands, and {@code n} to the next level after a win.
 */
class PuzzleScriptPlayTest {
    private static final String GAME = "src/test/resources/puzzlescript/push-message.txt";
    private static final String RIGHT = "\033[C";

    private static PlayTestSupport.Run keys(String bytes, String input) {
        return PlayTestSupport.cli(bytes, "play", "--keys", "--no-color", input);
    }

    @Test
    void wasdWinsTheFirstLevelWithTheGamesMessageThenNextOpensTheSecondByTitle() {
        var r = keys("d" + "n" + "x" + "q", GAME);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("puzzlescript  " + GAME + "#1  First steps",
                "keys: arrow keys or W A S D move, X or Space is the action, Z undoes, R restarts",
                "message: You pushed a crate", "SOLVED in 1 move!", "next: level 2 of 2",
                "puzzlescript  " + GAME + "#2  Second room", "message: Magic", "bye");
        // the second level was won by the action key in one turn: its crate now stands on a new target
        String second = r.out().substring(r.out().indexOf("Second room"));
        assertThat(second).contains("SOLVED in 1 move!");
        // the host's own letters that the game's keys took over are not offered (r redo, u undo)
        assertThat(r.out()).doesNotContain("r redo");
    }

    @Test
    void zUndoesRRestartsAndAWallIsNoMove() {
        // level 2: → walks, z undoes it, d walks again, r restarts; ← runs into the wall
        var r = keys(RIGHT + "z" + "d" + "r" + "\033[D" + "q", GAME + "#2");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("moves played: 1", "back at the start (redo replays your moves)", "! no move left here");
        assertThat(r.out()).doesNotContain("message:");   // walking says nothing
    }

    @Test
    void aBuiltInGamePlaysByLinesAndNextFollowsItsNumber() {
        var r = PlayTestSupport.cli("R\nnext\nquit\n", "play", "--lines", "--no-color", "puzzlescript:microban-1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("puzzlescript  puzzlescript:microban-1", "moves played: 1", "puzzlescript  puzzlescript:microban-2");
    }
}

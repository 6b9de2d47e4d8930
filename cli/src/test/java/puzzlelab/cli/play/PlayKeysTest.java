package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code play --keys}: single key presses (the bytes a terminal sends for them, fed through stdin) move, undo, redo,
 * hint and run commands; the key decoder on its own.
 */
class PlayKeysTest {
    /** Keeper at row 1 column 1; the box at row 2 column 3, its goal two squares right. */
    private static final String SOKOBAN = "sokoban:7#|#@4-#|#2-$-.#|7#";
    private static final String RIGHT = "\033[C", LEFT = "\033[D", UP = "\033[A", DOWN = "\033[B";

    @TempDir
    Path tmp;

    private static PlayTestSupport.Run keys(String bytes, String... args) {
        List<String> all = new ArrayList<>(List.of("play", "--keys", "--no-color"));
        all.addAll(List.of(args));
        return PlayTestSupport.cli(bytes, all.toArray(new String[0]));
    }

    @Test
    void arrowsAndViKeysStepTheKeeperPushAndWinInTheMovesMetric() {
        // ↑ runs into the wall; → h l j: four steps; → pushes; u undoes it; l → push twice: solved in 6 moves
        var r = keys(UP + RIGHT + "hlj" + RIGHT + "u" + "l" + RIGHT + "q", SOKOBAN);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("keys: arrow keys or h j k l step the keeper", "! no move up here", "SOLVED in 6 moves (2 pushes)!", "bye");
        assertThat(r.out()).contains("played: 5 moves (1 push)").doesNotContain("played: 7");
    }

    @Test
    void aPushIntoADeadCornerIsNamedADeadlockUntilUndone() {
        // along the top to above the box's right, down, then the box pushed left twice: into the corner at (3,2)
        var r = keys(RIGHT + RIGHT + RIGHT + DOWN + LEFT + LEFT + "u" + "q", SOKOBAN);
        assertThat(r.exit()).as(r.err()).isZero();
        String warning = "deadlock: the box at (3,2) can never reach a goal from there (undo or restart)";
        assertThat(r.out()).contains(warning);
        assertThat(r.out().split(java.util.regex.Pattern.quote(warning), -1)).hasSize(2);   // once: not after the undo
        assertThat(r.out()).contains("played: 5 moves (1 push)");
    }

    @Test
    void colonRunsALineCommandOrMovesAndRedoReplays() throws Exception {
        Path saved = tmp.resolve("s.lurd");
        // two steps, then a line: a push in LURD (the moves metric); restart; r twice replays two; save; quit by EOF
        var r = keys(RIGHT + DOWN + ":R\n" + ":restart\n" + "rr" + ":save " + saved + "\n", SOKOBAN);
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("played: 3 moves (1 push)", "back at the start", "played: 2 moves (0 pushes)",
                "saved 2 moves", "bye");
        assertThat(Files.readString(saved).strip()).isEqualTo("rd");
    }

    @Test
    void theFifteenPuzzlesArrowsSlideATileIntoTheGap() {
        // four moves from the goal: L U L U, i.e. the tile left of the gap slides right (→), the one above down (↓);
        // ← first: no tile right of the gap (bottom right)
        var r = keys(LEFT + RIGHT + DOWN + RIGHT + DOWN, "fifteen:3x3:3.1.2.4.7.5.6.8.0");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("! no move left here", "SOLVED in 4 moves!");
    }

    @Test
    void otherKeysAreNamedAndPuzzlesWithoutKeysOrAMismatchedMetricAreRefused() {
        var r = keys("x\033[3~q", SOKOBAN);
        assertThat(r.out()).contains("! 'x' is no key here", "! that key does nothing here");
        var rush = keys("", "rushhour:card-1");
        assertThat(rush.exit()).isEqualTo(2);
        assertThat(rush.err()).isEqualTo("puzzlelab: rushhour has no direction keys: type its moves (leave out --keys)\n");
        var metric = keys("", SOKOBAN, "--metric", "pushes");
        assertThat(metric.exit()).isEqualTo(2);
        assertThat(metric.err()).contains("the keys play sokoban in the moves metric, not pushes");
        assertThat(keys("", SOKOBAN, "--lines").err()).contains("give --keys or --lines, not both");
    }

    @Test
    void theDecoderReadsArrowsInBothModesControlKeysAndSkipsOtherSequences() throws Exception {
        byte[] bytes = "\033[A\033OB\033[1;5Cx\u007f\r\u0003\u0019\u001a\033[3~:".getBytes(StandardCharsets.UTF_8);
        List<KeyInput.Press> got = new ArrayList<>();
        try (KeyInput in = KeyInput.streams(new ByteArrayInputStream(bytes), new ByteArrayOutputStream())) {
            for (KeyInput.Press p = in.next(); p.key() != KeyInput.Key.EOF; p = in.next()) got.add(p);
        }
        assertThat(got).extracting(KeyInput.Press::key).containsExactly(KeyInput.Key.UP, KeyInput.Key.DOWN,
                KeyInput.Key.OTHER, KeyInput.Key.CHAR, KeyInput.Key.BACKSPACE, KeyInput.Key.ENTER, KeyInput.Key.CTRL_C,
                KeyInput.Key.CTRL_Y, KeyInput.Key.CTRL_Z, KeyInput.Key.OTHER, KeyInput.Key.CHAR);
        assertThat(got.get(3).ch()).isEqualTo('x');
        assertThat(got.get(10).ch()).isEqualTo(':');
    }
}

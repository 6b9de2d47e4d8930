package puzzlelab.puzzlescript.lang;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Bad or hostile games end with a clear message or a bounded turn, never a hang. */
class HostileInputTest {
    static String game(String rules, String legendExtra, String layers, String level) {
        return "title hostile\n\n========\nOBJECTS\n========\n\nBackground\nblack\n\nPlayer\nwhite\n\nWall\ngray\n\nCrate\norange\n\nStart\nblue\n\n"
                + "=======\nLEGEND\n=======\n\n. = Background\nP = Player\n# = Wall\n* = Crate\n" + legendExtra
                + "\n=======\nSOUNDS\n=======\n\n================\nCOLLISIONLAYERS\n================\n\nBackground\n" + (layers.contains("Start") ? "" : "Start\n") + layers
                + "\n======\nRULES\n======\n\n" + rules
                + "\n==============\nWINCONDITIONS\n==============\n\n=======\nLEVELS\n=======\n\n" + level + "\n";
    }

    /** 1-based line of the first line containing text. */
    static int lineOf(String src, String text) {
        String[] lines = src.split("\n", -1);
        for (int i = 0; i < lines.length; i++) if (lines[i].contains(text)) return i + 1;
        throw new AssertionError(text + " not in source");
    }

    @Test
    void anAgainThatNeverEndsStopsWithAClearMessage() throws Exception {
        // the crate walks right each again turn and is put back at the start when it reaches the wall: always a change
        String src = game("[ stationary Crate ] -> [ right Crate ] again\nlate right [ Crate | Wall ] [ Start ] -> [ | Wall ] [ Start Crate ]\n",
                "S = Start and Crate\n", "Start\nPlayer, Wall, Crate\n", "P....\nS...#");
        Game g = PuzzleScript.compile(src);
        Session s = g.start(0, "1");
        assertThatThrownBy(() -> s.input(Input.RIGHT))
                .isInstanceOf(TurnLimitException.class)
                .hasMessageContaining("'again' turns");
    }

    @Test
    void aRuleGroupThatLoopsForeverEndsItsTurn() throws Exception {
        // A becomes B becomes A inside one group: the group stops after 200 passes, as the official engine does
        String src = game("[ Crate ] -> [ Wall ]\n+ [ Wall ] -> [ Crate ]\n", "", "Player, Wall, Crate\n", "P*#*");
        Game g = PuzzleScript.compile(src);
        Session s = g.start(0, null);
        long t0 = System.nanoTime();
        s.input(Input.LEFT);
        assertThat((System.nanoTime() - t0) / 1e9).isLessThan(5.0);
        assertThat(s.serialise()).startsWith("background player:0,");
    }

    @Test
    void aHugeLevelIsRefusedWithItsSize() {
        StringBuilder level = new StringBuilder();
        String row = "P" + ".".repeat(1499) + "\n";
        for (int y = 0; y < 1000; y++) level.append(y == 0 ? row : ".".repeat(1500) + "\n");
        String src = game("", "", "Player, Wall, Crate\n", level.toString().trim());
        assertThatThrownBy(() -> PuzzleScript.compile(src))
                .isInstanceOf(CompileException.class)
                .satisfies(e -> assertThat(((CompileException) e).errors().get(0).message())
                        .isEqualTo("line " + lineOf(src, "P....") + " : This level has 1500000 cells; the limit is 1000000."));
    }

    @Test
    void aTenMegabyteGameCompilesInSeconds() throws Exception {
        StringBuilder levels = new StringBuilder();
        String one = ("#".repeat(50) + "\n" + ("#P" + ".".repeat(47) + "#\n") + ("#" + ".".repeat(48) + "#\n").repeat(46) + "#".repeat(50) + "\n\n");
        while (levels.length() < 10_000_000) levels.append(one);
        String src = game("[ > Player | Crate ] -> [ > Player | > Crate ]\n", "", "Player, Wall, Crate\n", levels.toString());
        assertThat(src.length()).isGreaterThan(10_000_000);
        long t0 = System.nanoTime();
        Game g = PuzzleScript.compile(src);
        double secs = (System.nanoTime() - t0) / 1e9;
        assertThat(g.entryCount()).isEqualTo(levels.length() / one.length());
        assertThat(secs).isLessThan(30.0);
        Session s = g.start(g.entryCount() - 1, null);
        assertThat(s.input(Input.RIGHT)).isTrue();
    }

    @Test
    void aPlusRuleAfterOnlyFailedRulesFormsItsOwnGroup() throws Exception {
        // found by fuzzing: the '+' joined a group that the failed first rule never created (index -1)
        String push = "[ > Player | Crate ] -> [ > Player | > Crate ]\n";
        String src = game("[ > Player | Crat ] -> [ > Player | > Crate ]\n+ " + push, "", "Player, Wall, Crate\n", "P*..");
        assertThat(PuzzleScript.diagnostics(src)).filteredOn(Diagnostic::error).extracting(Diagnostic::line)
                .containsExactly(lineOf(src, "Crat ]"), lineOf(src, "Crat ]"));
        Session broken = PuzzleScript.compileLenient(src).start(0, null);
        Session reference = PuzzleScript.compile(game(push, "", "Player, Wall, Crate\n", "P*..")).start(0, null);
        broken.input(Input.RIGHT);
        reference.input(Input.RIGHT);
        assertThat(broken.serialise()).isEqualTo(reference.serialise()).isNotEqualTo(PuzzleScript.compile(game(push, "", "Player, Wall, Crate\n", "P*..")).start(0, null).serialise());
    }

    @Test
    void errorsCarryLineNumbersAndTheOfficialWording() {
        String src = game("[ > Player | Crate ] -> [ > Player | > Crat ]\n", "", "Player, Wall, Crate\n", "P*.");
        assertThatThrownBy(() -> PuzzleScript.compile(src))
                .isInstanceOf(CompileException.class)
                .satisfies(e -> assertThat(((CompileException) e).errors()).extracting(Diagnostic::message)
                        .isEqualTo(List.of("line " + lineOf(src, "Crat ]") + " : Name \"crat\", referred to in a rule, does not exist.", "line " + lineOf(src, "Crat ]") + " : Error, malformed cell rule - was looking for cell contents, but found \"crat\".  What am I supposed to do with this, eh, please tell me that.",
                                // the movement before the unknown name acts on nothing (as in official test 292)
                                "line " + lineOf(src, "Crat ]") + " : In a rule, if you specify a movement, it has to act on an object.")));
    }
}

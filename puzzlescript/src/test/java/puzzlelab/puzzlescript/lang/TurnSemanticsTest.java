package puzzlelab.puzzlescript.lang;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The turn rules the official play tests pinned down (docs/puzzlescript-interpreter.md), each in a game small enough
 * to read: undo across an again chain (test 119), undoing a restart a rule asked for (212), `X no X` on the right
 * (188), a legend entry that redefines an object's own name (30/31).
 */
class TurnSemanticsTest {
    /** A one-row level "P.." plus rules; Mark shares no layer with the player. */
    static String game(String legendExtra, String rules, String level) {
        return """
                title semantics
                ========
                OBJECTS
                ========
                Background
                black
                Player P
                white
                Mark
                red
                Wall
                grey
                =======
                LEGEND
                =======
                . = Background
                # = Wall
                """ + legendExtra + """
                =======
                SOUNDS
                =======
                ================
                COLLISIONLAYERS
                ================
                Background
                Mark
                Player, Wall
                ======
                RULES
                ======
                """ + rules + """
                ==============
                WINCONDITIONS
                ==============
                =======
                LEVELS
                =======
                """ + level + "\n";
    }

    static String afterInputs(Game g, Input... inputs) {
        Session s = g.start(0, null);
        for (Input in : inputs) s.input(in);
        return s.serialise();
    }

    @Test
    void undoSkipsASavedGridEqualToTheCurrentOne() throws Exception {
        // action marks the player's cell and asks for again; the again turn removes the mark: the input changed the
        // grid and changed it back, leaving a saved grid equal to the current one
        Game g = PuzzleScript.compile(game("", "[ Mark ] -> [ ]\n[ action Player ] -> [ Player Mark ] again\n", "P.."));
        String start = afterInputs(g), afterRight = afterInputs(g, Input.RIGHT);
        assertThat(afterInputs(g, Input.RIGHT, Input.ACTION)).isEqualTo(afterRight);
        assertThat(afterInputs(g, Input.RIGHT, Input.ACTION, Input.UNDO)).isEqualTo(start);
    }

    @Test
    void aRestartARuleAsksForCanBeUndone() throws Exception {
        Game g = PuzzleScript.compile(game("", "[ > Player | Wall ] -> restart\n", "P.#"));
        String start = afterInputs(g), afterRight = afterInputs(g, Input.RIGHT);
        assertThat(afterInputs(g, Input.RIGHT, Input.RIGHT)).isEqualTo(start);          // bumped the wall: restarted
        assertThat(afterInputs(g, Input.RIGHT, Input.RIGHT, Input.UNDO)).isEqualTo(afterRight);
    }

    @Test
    void xNoXOnTheRightKeepsX() throws Exception {
        Game g = PuzzleScript.compile(game("", "[ action Player ] -> [ Player no Player Mark ]\n", "P.."));
        assertThat(afterInputs(g, Input.ACTION)).startsWith("background mark player:0,");
    }

    @Test
    void aLegendEntryRedefiningAnObjectsOwnNameIsReportedAndIgnored() throws Exception {
        String src = game("Hero = Player or Mark\nP = Hero\n", "", "P..");
        assertThat(PuzzleScript.diagnostics(src)).anySatisfy(d -> assertThat(d.toString()).contains("Name \"P\" already in use"));
        assertThat(afterInputs(PuzzleScript.compileLenient(src))).startsWith("background player:0,");
    }
}

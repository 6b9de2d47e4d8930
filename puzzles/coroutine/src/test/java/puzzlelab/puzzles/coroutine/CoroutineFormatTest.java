package puzzlelab.puzzles.coroutine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Puzzles;

/** File and ID formats, bad-input messages, detection, move notation and pictures. */
class CoroutineFormatTest {
    private final CoroutineType type = new CoroutineType();
    private static final String BAILEY1 = "coroutine:17.24.49.6.33.72.137.112";

    private static CoroutineBoard board(Instance i) {
        return ((CoroutineInstance) i).board;
    }

    /** FILE#N parses board N alone (CoroutineType.readNth) and gives what readAll gives, ID included; N past the end is named. */
    @Test
    void theNthBoardAloneIsTheSameAsReadingThemAll() {
        String block = "1: N S\n2: SE S\n3: N S SW\n4: NE E\n5: goal\n6: N SW\n7: SE W\n8: N SE NW\n9: S SW W\n";
        String text = "# a set\ncoroutine:17.24.49.6.33.72.137.112\n" + block + "---\n" + block.replace("2: SE S", "2: S")
                + "coroutine:1.2.3.4.5.6.7.8  T=9\n---\n---\ncoroutine:8.7.6.5.4.3.2.1\n" + block.replace("9: S SW W", "9: W\nstart: 2 8");
        CoroutineType t = new CoroutineType();
        List<Instance> all = t.readAll("set.coroutine", text);
        assertThat(all).hasSize(6);
        for (int n = 1; n <= all.size(); n++) {
            Instance one = t.readNth("set.coroutine", "set.coroutine#" + n, text, n);
            assertThat(one.id()).isEqualTo(all.get(n - 1).id()).isEqualTo("set.coroutine#" + n);
            assertThat(((CoroutineInstance) one).board.id()).isEqualTo(((CoroutineInstance) all.get(n - 1)).board.id());
        }
        assertThatThrownBy(() -> t.readNth("set.coroutine", "set.coroutine#7", text, 7)).hasMessage("set.coroutine#7: instance number must be 1..6");
        assertThat(t.readNth("one.coroutine", "one.coroutine#1", block, 1).id()).isEqualTo("one.coroutine");
        // a broken board elsewhere in the file is not read: only N is
        String broken = block + "---\n1: Q\n";
        assertThat(t.readNth("b.coroutine", "b.coroutine#1", broken, 1).id()).isEqualTo("b.coroutine#1");
        assertThatThrownBy(() -> t.readNth("b.coroutine", "b.coroutine#2", broken, 2)).hasMessageContaining("b.coroutine:11: 'Q' is not a direction");
    }

    @Test
    void issueExampleFileIsBailey1() throws Exception {
        Instance file = type.read("bailey-1.coroutine", CoroutineTestData.text("bailey-1.coroutine"));
        assertThat(board(file).id()).isEqualTo(BAILEY1);
        assertThat(board(file)).isEqualTo(board(type.readId("coroutine:bailey-1")));
        assertThat(board(file)).isEqualTo(board(Puzzles.load(BAILEY1, null)));
        assertThat(file.id()).isEqualTo("bailey-1.coroutine");
    }

    @Test
    void fileVariantsDigitsCaseCommentsGoalStartAndEmptySquares() throws Exception {
        String text = """
                # Bailey 1 with digits, commas and odd case
                start: 1 9
                1: 0, 4        # N S
                2: se s
                3: 0 4 5
                4: NE,E
                5: goal
                6: N SW
                7: 3 6
                8: n Se nW
                9: S SW W
                """;
        assertThat(board(type.read("t", text)).id()).isEqualTo(BAILEY1);
        CoroutineBoard b = board(type.read("t", "start: 3 7\n1: N\n2:\n3:\n4:\n5:\n6:\n7:\n8:\n9:\n"));
        assertThat(b.startA).isEqualTo(2);
        assertThat(b.startB).isEqualTo(6);
        assertThat(b.mask(0)).isEqualTo(1);
        assertThat(b.mask(6)).isZero();
        assertThat(b.mask(8)).isZero();
        assertThat(b.id()).isEqualTo("coroutine:1.0.0.0.0.0.0.0");
    }

    @Test
    void fileTextAndIdRoundTrip() throws Exception {
        for (String id : new CoroutineType().builtins().keySet()) {
            CoroutineBoard b = board(type.readId(id));
            assertThat(board(type.read("x", b.fileText()))).isEqualTo(b);
            assertThat(board(type.readId(b.id()))).isEqualTo(b);
        }
        CoroutineBoard custom = board(type.readId("coroutine:1.2.3.4.5.6.7.8@3,7"));
        assertThat(custom.startA).isEqualTo(2);
        assertThat(board(type.read("x", custom.fileText()))).isEqualTo(custom);
    }

    @Test
    void severalBoardsSeparatedByDashes() throws Exception {
        String text = "1: N\n2:\n3:\n4:\n6:\n7:\n8:\n9: S\n---\n" + BAILEY1 + "  # an ID line\n---\n1: E\n2:\n3:\n4:\n6:\n7:\n8:\n9:\n";
        List<Instance> all = type.readAll("set.coroutine", text);
        assertThat(all).hasSize(3);
        assertThat(all.get(0).id()).isEqualTo("set.coroutine#1");
        assertThat(board(all.get(1)).id()).isEqualTo(BAILEY1);
        assertThatThrownBy(() -> type.read("set.coroutine", text)).hasMessage("set.coroutine: holds 3 boards: pick one with set.coroutine#N");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "1: N Q|b.coroutine:1: 'Q' is not a direction: use N NE E SE S SW W NW or 0..7 (0 = N, clockwise)",
            "1: N\\n2: S\\n1: E|b.coroutine:3: square 1 is given twice (also on line 1)",
            "5: N|b.coroutine:1: square 5 is the goal and has no arrows: write '5: goal' or leave it out",
            "10: N|b.coroutine:1: '10' is not a square: squares are numbered 1..9 row by row from the top left",
            "start: 1 1\\n1: N|b.coroutine:1: tokens A and B cannot start on the same square",
            "start: 1\\n1: N|b.coroutine:1: expected 'start: A B' with the squares (1..9) of token A and token B",
            "1 N S|b.coroutine:1: expected 'SQUARE: DIRECTIONS' (e.g. '1: N S'), 'start: A B' or a comment, got '1 N S'",
            "# nothing|b.coroutine: no board found: expected lines like '1: N S' (square: directions)",
            "1: N\\n2: S\\nquit: now|b.coroutine:3: 'quit' is not a square: squares are numbered 1..9 row by row from the top left",
            "1: N\\n2: S|b.coroutine: the board starting on line 1 has no line for square 3: list all eight outer squares (write '3:' for one without arrows)",
            "coroutine:1.2.3|b.coroutine:1: expected coroutine:M1.M2.M3.M4.M6.M7.M8.M9 (8 arrow masks 0..255 for squares 1-4 and 6-9), got 3 parts"})
    void badFilesNameFileLineAndProblem(String text, String message) {
        assertThatThrownBy(() -> type.read("b.coroutine", text.replace("\\n", "\n")))
                .isInstanceOf(InputException.class).hasMessage(message);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "coroutine:1.2.3|coroutine:1.2.3: expected coroutine:M1.M2.M3.M4.M6.M7.M8.M9 (8 arrow masks 0..255 for squares 1-4 and 6-9), got 3 parts",
            "coroutine:1.2.3.4.256.6.7.8|coroutine:1.2.3.4.256.6.7.8: mask '256' for square 6 must be a number 0..255 (bit d = direction d)",
            "coroutine:1.2.3.4.x.6.7.8|coroutine:1.2.3.4.x.6.7.8: mask 'x' for square 6 must be a number 0..255 (bit d = direction d)",
            "coroutine:1.2.3.4.5.6.7.8@1|coroutine:1.2.3.4.5.6.7.8@1: start squares after '@' must look like '@1,9'",
            "coroutine:bailey-9|coroutine:bailey-9: unknown built-in board: use coroutine:bailey-1, coroutine:bailey-2, coroutine:bailey-3, coroutine:bailey-4, coroutine:hard-1, coroutine:hard-2, coroutine:hard-3 or coroutine:M1.M2.M3.M4.M6.M7.M8.M9"})
    void badIds(String id, String message) {
        assertThatThrownBy(() -> Puzzles.load(id, null)).isInstanceOf(InputException.class).hasMessage(message);
    }

    @Test
    void detection() throws Exception {
        String bailey = CoroutineTestData.text("bailey-1.coroutine");
        assertThat(type.detect("x.coroutine", bailey)).isEqualTo(60);
        assertThat(type.detect("x.txt", bailey)).isEqualTo(25);
        assertThat(type.detect("x.txt", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0")).isZero();
        assertThat(type.detect("x.txt", "name: value")).isZero();
        assertThat(Puzzles.detect("x.txt", bailey)).isInstanceOf(CoroutineType.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "A S|0|A S", "a s|1|A S", "AS|1|A S", "B NE|0|B NE", "b-|0|B -", "B -|0|B -", "0, S|1|A S", "1, -|0|B -",
            "0, N (WIN)|0|A N", "P1 PASS|0|B -", "P0 SE|1|A SE", "A 4|0|A S", "SW|1|B SW", "-|0|A -", "pass|1|B -", "7|0|A NW"})
    void moveNotation(String typed, int side, String expected) throws Exception {
        Instance inst = type.readId("coroutine:bailey-1");
        int code = inst.parseMove(new long[] {CoroutineProblem.state(0, 8, side)}, typed);
        assertThat(inst.moveText(code)).isEqualTo(expected);
    }

    @Test
    void badMovesAreInputErrors() throws Exception {
        Instance inst = type.readId("coroutine:bailey-1");
        for (String bad : new String[] {"", "A", "A X", "C N", "A 8", "north"}) {
            assertThatThrownBy(() -> inst.parseMove(new long[] {0x80L}, bad)).isInstanceOf(InputException.class)
                    .hasMessageContaining("is not a move");
        }
    }

    @Test
    void wrongTokenParsesButDoesNotReplay() throws Exception {
        Instance inst = type.readId("coroutine:bailey-1");
        long[] s = new long[1];
        inst.problem(null).initial(s);
        int m = inst.parseMove(s, "B N");
        assertThat(Replay.solves(inst.problem(null), new int[] {m})).isFalse();
        assertThat(Replay.apply(inst.problem(null), s, m, new long[1])).isEqualTo(-1);
    }

    @Test
    void asciiBoard() throws Exception {
        Instance inst = type.readId("coroutine:bailey-1");
        long[] s = new long[1];
        inst.problem(null).initial(s);
        String[] l = inst.render(s).split("\n");
        assertThat(l).hasSize(14);
        assertThat(l[0]).isEqualTo("+---------+---------+---------+");
        assertThat(l[1]).isEqualTo("|1   ^    |2        |3   ^    |");
        assertThat(l[2]).isEqualTo("|    A    |         |         |");
        assertThat(l[3]).isEqualTo("|    v    |    v \\  |  / v    |");
        assertThat(l[5]).isEqualTo("|4     /  |5        |6   ^    |");
        assertThat(l[6]).isEqualTo("|      >  |  goal   |         |");
        assertThat(l[9]).isEqualTo("|7        |8 \\ ^    |9        |");
        assertThat(l[10]).isEqualTo("|  <      |         |  < B    |");
        assertThat(l[13]).isEqualTo("A on 1, B on 9; A to move, along the arrows of square 9");
    }

    @Test
    void svgIsWellFormedAndShowsEveryArrowAndBothTokens() throws Exception {
        Instance inst = type.readId("coroutine:bailey-1");
        String svg = inst.svg(new long[] {CoroutineProblem.state(3, 4, 1)});
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getDocumentElement().getNodeName()).isEqualTo("svg");
        // each arrow: the drawn line and a wide transparent one the pointer hits
        assertThat(doc.getElementsByTagName("line").getLength()).isEqualTo(2 * board(inst).arrows());
        assertThat(doc.getElementsByTagName("circle").getLength()).isEqualTo(2);
        assertThat(svg).contains("B reached the centre: solved");
    }
}

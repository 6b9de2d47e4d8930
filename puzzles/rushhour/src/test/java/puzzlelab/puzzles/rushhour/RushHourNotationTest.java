package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.puzzles.input.InputException;

/** Move notation (UvA checker), short forms, native output, metrics, and the ASCII and SVG pictures. */
class RushHourNotationTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"X,3|X,3", "X+2|X,2", "X-1|X,-1", "X 3|X,3", "x,3|X,3", "AA,-2|AA,-2",
        "AS+1|AS,1", "X3|X,3", " B , -1 |B,-1"})
    void shortFormsMeanTheCheckerMove(String typed, String canonical) throws Exception {
        RushInstance b7 = TestData.id("rushhour:uva-7");
        assertThat(b7.moveText(b7.parseMove(null, typed))).isEqualTo(canonical);
    }

    @Test
    void numericNamesOfCardsNeedASeparatorOrSign() throws Exception {
        RushInstance card = TestData.id("rushhour:card-40");
        assertThat(card.moveText(card.parseMove(null, "1,3"))).isEqualTo("1,3");
        assertThat(card.moveText(card.parseMove(null, "11-2"))).isEqualTo("11,-2");
        assertThat(card.moveText(card.parseMove(null, "10+1"))).isEqualTo("10,1");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Q,1|there is no vehicle named 'Q' on this board",
        "X,0|a move must slide the vehicle at least one cell",
        "X,9|vehicle X cannot slide 9 cells on a 6×6 board",
        "forward|'forward' is not a move: write VEHICLE,DISTANCE such as X,3 or A,-1 (also X+3, X-1, X 3); positive = right or down"})
    void badMovesAreExplained(String typed, String message) throws Exception {
        RushInstance b1 = TestData.id("rushhour:uva-1");
        assertThatThrownBy(() -> b1.parseMove(null, typed)).isInstanceOf(InputException.class).hasMessage(message);
    }

    @Test
    void nativeSolutionIsTheCheckerCsvAndMetricsCountBoth() throws Exception {
        RushInstance b1 = TestData.id("rushhour:uva-1");
        int[] m = {b1.parseMove(null, "A,-1"), b1.parseMove(null, "X,4")};
        assertThat(b1.nativeSolution(m)).isEqualTo("car,move\nA,-1\nX,4\n");
        assertThat(b1.counts(m, "moves")).containsEntry("moves", 2).containsEntry("steps", 5L);
        assertThat(b1.metrics()).containsExactly("moves", "steps");
        assertThat(b1.defaultAlgorithm("moves")).isEqualTo("packed-bfs");
        assertThatThrownBy(() -> b1.problem("cells")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void asciiShowsNamesWallsCoordinatesAndTheExit() throws Exception {
        RushInstance c1 = TestData.id("rushhour:IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
        String a = c1.render(RushHourFormatsTest.key(c1));
        assertThat(a).isEqualTo(String.join("\n",
                "    1 2 3 4 5 6 ",
                "  +-------------+",
                "1 | I B B # . . |",
                "2 | I . . L D D |",
                "3 | J A A L . .  >> exit",
                "4 | J . K E E M |",
                "5 | F F K . . M |",
                "6 | G G H H H M |",
                "  +-------------+", ""));
        RushInstance b7 = TestData.id("rushhour:uva-7");
        String big = b7.render(RushHourFormatsTest.key(b7));
        assertThat(big).contains(" 6 |  Q  R  X  X  T  U  .  .  .  .  .  .  >> exit");
    }

    @Test
    void svgIsWellFormedWithARedCarAndHatchedWalls() throws Exception {
        RushInstance w = TestData.id("rushhour:IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
        String svg = w.svg(RushHourFormatsTest.key(w));
        var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        // the red car (A here) goes unnamed: it is the red one
        assertThat(svg).contains("fill=\"#d62728\"").contains("url(#hatch)").contains(">B</text>").doesNotContain(">A</text>");
        assertThat(svg.split("fill=\"#d62728\"", -1).length - 1).isEqualTo(2);   // the red car and the exit arrow
        RushInstance b7 = TestData.id("rushhour:uva-7");
        assertThat(b7.svg(RushHourFormatsTest.key(b7))).contains(">AS</text>").doesNotContain("url(#hatch)\"/>");
    }

    @Test
    void builtinsListEveryCardAndUvaBoard() {
        var b = TestData.TYPE.builtins();
        assertThat(b).hasSize(47).containsKey("rushhour:card-1").containsKey("rushhour:uva-7");
        assertThat(b.get("rushhour:card-40")).isEqualTo("ThinkFun card 40 (expert), 51 moves");
        assertThat(b.get("rushhour:uva-7")).contains("optimum unknown (at least 14 moves").doesNotContain("best known");
        assertThat(TestData.TYPE.formats()).hasSize(5);
    }
}

package puzzlelab.puzzles.chexers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** Input JSON and IDs, the spec's action lines, the print_board picture and the SVG. */
class ChexersFormatTest {
    private final ChexersType type = new ChexersType();

    private ChexersInstance read(String text) throws InputException {
        return (ChexersInstance) type.read("b.json", text);
    }

    private static long[] initial(Instance inst) {
        long[] s = new long[inst.problem(null).words()];
        inst.problem(null).initial(s);
        return s;
    }

    @Test
    void quirkyButValidFilesAreRead() throws Exception {
        ChexersInstance tabs = read("{\n\t\"colour\":\t\"Red\",\"solution depth\": 10, \"extra\": {\"x\": [1, [2]]},\n"
                + "\"pieces\": [[0,0],[0 , -1],[-2,1]],\n\"blocks\":[[-1,0],[-1,1],[1,1],[3,-1]],}");
        ChexersInstance spec = (ChexersInstance) type.readId("chexers:spec");
        assertThat(initial(tabs)).isEqualTo(initial(spec));
        assertThat(tabs.setup.blocks()).isEqualTo(spec.setup.blocks());
        ChexersInstance noBlocks = read("{\"colour\": \"blue\", \"pieces\": [[0,0]]}");
        assertThat(noBlocks.setup.blockCount()).isZero();
        ChexersInstance dupBlock = read("{\"colour\": \"green\", \"pieces\": [], \"blocks\": [[1,1],[1,1]]}");
        assertThat(dupBlock.setup.blockCount()).isEqualTo(1);
        ChexersInstance big = read("{\"colour\": \"red\", \"radius\": 6, \"pieces\": [[-6,0],[6,-6]], \"blocks\": []}");
        assertThat(big.problem(null).words()).isEqualTo(2);   // 127 hexes
        assertThat(big.setup.pieceCount()).isEqualTo(2);
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', textBlock = """
            {"colour": "red",\\n "pieces": [[4,0]], "blocks": []}                      | 2 | piece (4, 0) is off the board (radius 3
            {"colour": "red", "pieces": [[0,0]],\\n\\n "blocks": [[2,2]]}                | 3 | block (2, 2) is off the board
            {"colour": "red", "pieces": [[0,0],\\n[0,0]], "blocks": []}                  | 2 | piece (0, 0) is listed twice
            {"colour": "red", "pieces": [[1,1]],\\n "blocks": [[1,1]]}                   | 1 | piece (1, 1) stands on a block
            {\\n"colour": "purple", "pieces": [], "blocks": []}                          | 2 | unknown colour 'purple'
            {"pieces": [], "blocks": []}                                                 | 0 | missing "colour"
            {"colour": "red", "blocks": []}                                              | 0 | missing "pieces"
            {"colour": "red", "pieces": [[0.5,0]]}                                       | 1 | pair of whole numbers
            {"colour": "red", "pieces": [[0,0,1]]}                                       | 1 | pair of whole numbers
            {"colour": "red", "pieces": [[0,99999999999]]}                               | 1 | coordinate 99999999999 is far off the board
            {"colour": "red", "pieces": [0,0]}                                           | 1 | must be a pair [q, r]
            {"colour": "red", "pieces": "none"}                                          | 1 | must be a list of [q, r] pairs
            {"colour": 3, "pieces": []}                                                  | 1 | "colour" must be
            {"colour": "red",\\n\\n "pieces": [[0,0]] "blocks": []}                      | 3 | not valid JSON
            [[0,0]]                                                                      | 1 | expected a JSON object
            {"colour": "red", "pieces": [], "radius": 0}                                 | 1 | "radius" must be from 1 to 30
            {"colour": "red", "pieces": [],\\n "pieces": []}                             | 2 | the key 'pieces' appears twice
            {"colour": "red", "pieces": []} {}                                           | 1 | unexpected text after the JSON object
            """)
    void badFilesGiveOneClearLineWithFileAndLine(String text, int line, String problem) {
        String json = text.replace("\\n", "\n");
        assertThatThrownBy(() -> read(json))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith(line > 0 ? "b.json:" + line + ": " : "b.json: ")
                .hasMessageContaining(problem)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void detectionPicksChexersForCourseJsonOnly() throws Exception {
        assertThat(type.detect("x.txt", "{\"colour\": \"red\", \"pieces\": [], \"blocks\": []}")).isPositive();
        assertThat(type.detect("x.json", "1 2 3\n4 5 6\n7 8 0")).isZero();
        assertThat(Puzzles.detect("test0.txt", "{\n\"colour\": \"red\",\n\"pieces\": [[-1,2]],\n\"blocks\": []\n}").name())
                .isEqualTo("chexers");
    }

    @Test
    void builtInsAndInlineIds() throws Exception {
        Map<String, String> b = type.builtins();
        assertThat(b).containsKey("chexers:spec").hasSize(17);
        assertThat(b.get("chexers:3-dead")).contains("blue").contains("31 actions");
        for (String id : b.keySet()) assertThat(Puzzles.load(id, null).id()).isEqualTo(id);
        Instance inline = Puzzles.load("chexers:red:0,0/0,-1/-2,1:-1,0/-1,1/1,1/3,-1", null);
        assertThat(initial(inline)).isEqualTo(initial(type.readId("chexers:spec")));
        assertThat(Solver.solve(inline, Solver.Request.of(null, null)).solution().length()).isEqualTo(10);
        Instance none = type.readId("chexers:green:-");
        assertThat(Solver.solve(none, Solver.Request.of(null, null)).solution().length()).isZero();
        Instance r5 = type.readId("chexers:red:-5,0::5");
        assertThat(r5.problem(null).words()).isEqualTo(2);
        assertThatThrownBy(() -> type.readId("chexers:nope")).isInstanceOf(InputException.class).hasMessageContaining("chexers:spec");
        assertThatThrownBy(() -> type.readId("chexers:red:0;0")).hasMessageContaining("'0;0' is not a hex");
        assertThatThrownBy(() -> type.readId("chexers:red:9,9")).hasMessageContaining("(9, 9) is off the board");
        assertThatThrownBy(() -> type.readId("chexers:red:0,0::x")).hasMessageContaining("radius 'x'");
    }

    @Test
    void actionLinesAreExactlyTheSpecs() throws Exception {
        ChexersInstance inst = (ChexersInstance) type.readId("chexers:spec");
        HexGrid g = inst.setup.grid();
        int from = g.index(0, -1);
        assertThat(inst.moveText(ChexersMoves.move(from, 3))).isEqualTo("MOVE from (0, -1) to (1, -1).");
        assertThat(inst.moveText(ChexersMoves.jump(g.index(0, 1), 5))).isEqualTo("JUMP from (0, 1) to (-2, 3).");
        assertThat(inst.moveText(ChexersMoves.exit(g.index(-2, 3)))).isEqualTo("EXIT from (-2, 3).");
        int[] moves = {ChexersMoves.move(from, 3), ChexersMoves.jump(g.index(-1, 0), 3), ChexersMoves.exit(g.index(3, 0))};
        assertThat(inst.nativeSolution(moves)).isEqualTo(
                "MOVE from (0, -1) to (1, -1).\nJUMP from (-1, 0) to (1, 0).\nEXIT from (3, 0).\n");
        assertThat(inst.counts(moves, null)).containsExactly(Map.entry("actions", 3), Map.entry("move", 1),
                Map.entry("jump", 1), Map.entry("exit", 1));
    }

    @Test
    void parseMoveAcceptsTheSpecLinesAndShortForms() throws Exception {
        ChexersInstance inst = (ChexersInstance) type.readId("chexers:spec");
        long[] s = initial(inst);
        int move = inst.parseMove(s, "MOVE from (0, -1) to (1, -1).");
        assertThat(inst.parseMove(s, "  move FROM (0,-1) to (1,-1)")).isEqualTo(move);
        assertThat(inst.parseMove(s, "0,-1 1,-1")).isEqualTo(move);
        assertThat(inst.parseMove(s, "(0, -1) -> (1, -1)")).isEqualTo(move);
        int jump = inst.parseMove(s, "JUMP from (0, 0) to (-2, 0).");
        assertThat(inst.parseMove(s, "0,0 -2,0")).isEqualTo(jump);
        assertThat(inst.moveText(jump)).isEqualTo("JUMP from (0, 0) to (-2, 0).");
        assertThat(inst.parseMove(s, "exit 3,0")).isEqualTo(inst.parseMove(s, "EXIT from (3, 0)."));
        assertThat(inst.parseMove(s, "x 3,0")).isEqualTo(ChexersMoves.exit(inst.setup.grid().index(3, 0)));
        for (String bad : List.of("MOVE from (0, 0) to (-2, 0).", "JUMP from (0, 0) to (1, 0).", "0,0 3,0",
                "EXIT from (0, 0) to (1, 0).", "MOVE from (0, 0).", "FLY from (0, 0) to (1, 0).", "0,0 4,0", "hello",
                "", "0,0 1,0 2,0", "0,0 1234567,0")) {
            assertThatThrownBy(() -> inst.parseMove(s, bad)).as(bad).isInstanceOf(InputException.class);
        }
        assertThatThrownBy(() -> inst.parseNative("plan.txt", "# header\nMOVE from (0, -1) to (1, -1).\nWALK\n"))
                .hasMessageStartingWith("plan.txt:3: ");
    }

    @Test
    void boardPictureFollowsPrintBoard() throws Exception {
        ChexersInstance inst = (ChexersInstance) type.readId("chexers:spec");
        assertThat(inst.render(initial(inst))).isEqualTo("""
                # red, 3 pieces left, exits where q = 3
                #           .-'-._.-'-._.-'-._.-'-.
                #          |     |     |     | exit|
                #        .-'-._.-'-._.-'-._.-'-._.-'-.
                #       |     |     |     |     | exit|
                #     .-'-._.-'-._.-'-._.-'-._.-'-._.-'-.
                #    |     |     | (R) |     |     |BLOCK|
                #  .-'-._.-'-._.-'-._.-'-._.-'-._.-'-._.-'-.
                # |     |     |BLOCK| (R) |     |     | exit|
                # '-._.-'-._.-'-._.-'-._.-'-._.-'-._.-'-._.-'
                #    |     | (R) |BLOCK|     |BLOCK|     |
                #    '-._.-'-._.-'-._.-'-._.-'-._.-'-._.-'
                #       |     |     |     |     |     |
                #       '-._.-'-._.-'-._.-'-._.-'-._.-'
                #          |     |     |     |     |
                #          '-._.-'-._.-'-._.-'-._.-'
                """);
        Instance big = type.readId("chexers:blue:0,0:1,1:7");
        assertThat(big.render(initial(big)).lines()).hasSize(2 + 2 * 15).allMatch(l -> l.startsWith("# "));
        assertThat(BoardText.center("R")).isEqualTo("  R  ");
        assertThat(BoardText.center("ab")).isEqualTo("  ab ");      // Python: 'ab'.center(5)
        assertThat(BoardText.center("exit")).isEqualTo(" exit");    // Python: 'exit'.center(5)
    }

    @Test
    void svgIsWellFormedWithOneDiscPerPieceAndAHexPerCell() throws Exception {
        ChexersInstance inst = (ChexersInstance) type.readId("chexers:3-dead");
        long[] s = initial(inst);
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(inst.svg(s).getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(doc.getElementsByTagName("circle").getLength()).isEqualTo(3);
        int blocks = inst.setup.blockCount();
        assertThat(doc.getElementsByTagName("polygon").getLength()).isEqualTo(37 + blocks);
        assertThat(inst.svg(s)).contains("blue: 3 pieces left");
        // after a full plan the picture shows no pieces
        int[] plan = Solver.solve(inst, Solver.Request.of(null, null)).solution().moves();
        List<long[]> states = Replay.states(inst.problem(null), plan);
        assertThat(inst.svg(states.get(states.size() - 1))).doesNotContain("<circle");
    }

    @Test
    void generatorIsSeededAndWritesReadableSolvableBoards() throws Exception {
        HexGrid g = new HexGrid(3);
        String a = ChexersGenerate.generate(g, Colour.GREEN, 4, 8, 42, false);
        assertThat(ChexersGenerate.generate(g, Colour.GREEN, 4, 8, 42, false)).isEqualTo(a);
        assertThat(a).contains("\"seed\": 42");
        ChexersInstance inst = read(a);
        assertThat(inst.setup.pieceCount()).isEqualTo(4);
        assertThat(inst.setup.blockCount()).isEqualTo(8);
        assertThat(inst.unsolvableReason()).isNull();
        assertThat(Solver.solve(inst, Solver.Request.of(null, null)).optimal()).isTrue();
    }

    @Test
    void benchmarkListsThe65InSpecRowsAndTheFourOutOfSpecOnes() throws Exception {
        assertThat(ChexersBench.rows(ChexersData.dir(), false)).hasSize(65);
        assertThat(ChexersBench.rows(ChexersData.dir(), true)).hasSize(69)
                .anyMatch(r -> r.file().endsWith("nopath.json") && r.expected().equals("unsolvable"));
    }
}

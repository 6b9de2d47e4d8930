package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code puzzlelab render}: text boards, step-by-step replays, solution files, SVG and PNG pictures. */
class RenderCommandTest {
    /** Four moves from the goal: L U L U. */
    static final String NEAR = "fifteen:3x3:3.1.2.4.7.5.6.8.0";
    static final String FAR = PlayCommandTest.FAR;

    @TempDir
    Path tmp;

    static PlayTestSupport.Run render(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "render";
        System.arraycopy(args, 0, all, 1, args.length);
        return PlayTestSupport.cli("", all);
    }

    static Document xml(Path file) throws Exception {
        Document d = SvgFrame.builder().parse(file.toFile());
        assertThat(d.getDocumentElement().getLocalName()).isEqualTo("svg");
        assertThat(d.getDocumentElement().getNamespaceURI()).isEqualTo(SvgFrame.SVG_NS);
        return d;
    }

    static int count(Document d, String name) {
        return d.getElementsByTagNameNS(SvgFrame.SVG_NS, name).getLength();
    }

    @Test
    void withoutOptionsPrintsTheTextBoard() {
        var r = render(NEAR);
        assertThat(r.exit()).isZero();
        assertThat(r.out()).isEqualTo("""
                fifteen  fifteen:3x3:3.1.2.4.7.5.6.8.0
                +---+---+---+
                | 3 | 1 | 2 |
                +---+---+---+
                | 4 | 7 | 5 |
                +---+---+---+
                | 6 | 8 |   |
                +---+---+---+
                """);
    }

    @Test
    void stepPrintsEveryPositionWithTheMoveAndItsNumber() {
        var r = render(NEAR, "--solve", "--step");
        assertThat(r.exit()).isZero();
        String out = r.out();
        assertThat(out).contains("solution (4 moves): L U L U", "start", "move 1/4: L", "move 2/4: U", "move 3/4: L",
                "move 4/4: U", "solved in 4 moves");
        assertThat(out.split("\\+---\\+---\\+---\\+\n", -1)).hasSize(5 * 4 + 1);   // 5 boards of 4 rule lines
        String afterFirst = out.substring(out.indexOf("move 1/4: L"), out.indexOf("move 2/4"));
        assertThat(afterFirst).contains("| 6 |   | 8 |");
    }

    @Test
    void solutionFilesMayHaveCommentsSeveralMovesALineOrOneWordOfLetters() throws Exception {
        Path a = tmp.resolve("a.txt");
        Files.writeString(a, "# found by hand\nL\n\nU L\nU\n");
        assertThat(render(NEAR, "--solution", a.toString()).out()).contains("solution (4 moves): L U L U", "solved in 4 moves");
        Path b = tmp.resolve("b.txt");
        Files.writeString(b, "LULU\n");
        assertThat(render(NEAR, "--solution", b.toString()).out()).contains("solved in 4 moves");
        Path c = tmp.resolve("c.txt");
        Files.writeString(c, "LU\n");
        var partial = render(NEAR, "--solution", c.toString());
        assertThat(partial.exit()).isZero();
        assertThat(partial.out()).contains("after 2 moves", "not solved: the moves end before the goal");
    }

    /** The shipped LURD files (one line, walks and pushes run together) replay in the default pushes metric. */
    @Test
    void sokobanLurdFilesReplayAndAWrappedOneReadsStepByStep() throws Exception {
        String level = "../examples/sokoban/microban-1-5.xsb#1";
        assertThat(render(level, "--solution", "../examples/sokoban/microban-1.lurd").out()).contains("solved in 8 pushes (33 moves)");
        var x = render("../examples/sokoban/xsokoban-1.xsb", "--solution", "../examples/sokoban/xsokoban-1.lurd");
        assertThat(x.out()).contains("solved in 97 pushes (258 moves)");
        // wrapped in the middle of a walk, the line no longer ends with a push: read in the moves metric instead
        Path wrapped = tmp.resolve("wrapped.lurd");
        Files.writeString(wrapped, "dlUrrrdLul\nlddrUluRuulDrddrruLdlUU\n");
        assertThat(render(level, "--solution", wrapped.toString()).out()).contains("solved in 33 moves (8 pushes)");
        var pushesOnly = render(level, "--metric", "pushes", "--solution", wrapped.toString());
        assertThat(pushesOnly.exit()).isEqualTo(2);
        assertThat(pushesOnly.err()).startsWith("puzzlelab: " + wrapped + ":1: move 3 of the line ('ul'): ")
                .contains("pushes nothing");
        Path packed = tmp.resolve("packed.lurd");   // run-length encoded, as YSokoban writes it
        Files.writeString(packed, "dlU3rdLu2l2drUluR2ulDr2d2ruLdl2U\n");
        assertThat(render(level, "--solution", packed.toString()).out()).contains("solved in 8 pushes (33 moves)");
        Path bad = tmp.resolve("bad.lurd");
        Files.writeString(bad, "dlUx\n");
        assertThat(render(level, "--solution", bad.toString()).err())
                .isEqualTo("puzzlelab: " + bad + ":1: move 2 of the line ('x'): 'x' is not a move: use l u r d to walk, L U R D to push\n");
    }

    @Test
    void badSolutionFilesNameTheLine() throws Exception {
        Path f = tmp.resolve("bad.txt");
        Files.writeString(f, "L\nU L\nL\n");
        var r = render(NEAR, "--solution", f.toString());
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("puzzlelab: " + f + ":3: 'L' is not legal in this position (after 3 legal moves)\n");
        Files.writeString(f, "L\nUx\n");
        var r2 = render(NEAR, "--solution", f.toString());
        assertThat(r2.exit()).isEqualTo(2);
        assertThat(r2.err()).startsWith("puzzlelab: " + f + ":2: move 2 of the line ('x'): 'x' is not a move");
        var r3 = render(NEAR, "--solve", "--solution", f.toString());
        assertThat(r3.exit()).isEqualTo(2);
        assertThat(r3.err()).contains("give --solve or --solution, not both");
    }

    @Test
    void svgOfTheBoardIsWellFormedAndHoldsThePuzzlePicture() throws Exception {
        Path svg = tmp.resolve("board.svg");
        var r = render("fifteen:korf-1", "--svg", svg.toString());
        assertThat(r.out()).isEqualTo("wrote " + svg + " (the board)\n");
        Document d = xml(svg);
        assertThat(count(d, "svg")).isEqualTo(2);   // ours around the puzzle's
        assertThat(d.getDocumentElement().getTextContent()).contains("14", "13", "15", "fifteen:korf-1");
    }

    @Test
    void svgStripHasOneFramePerPositionWithMoveLabels() throws Exception {
        Path svg = tmp.resolve("strip.svg");
        render(NEAR, "--solve", "--svg", svg.toString());
        Document d = xml(svg);
        assertThat(count(d, "svg")).isEqualTo(1 + 5);
        String text = d.getDocumentElement().getTextContent();
        assertThat(text).contains("4 moves", "start", "1. L", "2. U", "3. L", "4. U  \u2713 solved");
    }

    @Test
    void longSolutionsAreSampledInTheStrip() throws Exception {
        Path svg = tmp.resolve("sampled.svg");
        var r = render(FAR, "--solve", "--svg", svg.toString(), "--frames", "6");
        assertThat(r.out()).contains("(6 positions)");
        Document d = xml(svg);
        assertThat(count(d, "svg")).isEqualTo(1 + 6);
        assertThat(d.getDocumentElement().getTextContent()).contains("start", "22. L  \u2713 solved", "(6 of 23 positions shown)");
    }

    @Test
    void animatedSvgHasOneTimedFramePerPosition() throws Exception {
        Path svg = tmp.resolve("anim.svg");
        var r = render(NEAR, "--solve", "--svg", svg.toString(), "--animate");
        assertThat(r.out()).contains("animation of 5 frames");
        Document d = xml(svg);
        NodeList anims = d.getElementsByTagNameNS(SvgFrame.SVG_NS, "animate");
        assertThat(anims.getLength()).isEqualTo(5);
        for (int i = 0; i < anims.getLength(); i++) {
            Element a = (Element) anims.item(i);
            assertThat(a.getAttribute("attributeName")).isEqualTo("visibility");
            assertThat(a.getAttribute("keyTimes")).startsWith("0;");
            assertThat(a.getAttribute("values").split(";")).hasSameSizeAs(a.getAttribute("keyTimes").split(";"));
        }
    }

    @Test
    void pngOfBoardAndStripAreReadableImages() throws Exception {
        Path board = tmp.resolve("board.png");
        Path strip = tmp.resolve("strip.png");
        assertThat(render(NEAR, "--png", board.toString()).exit()).isZero();
        assertThat(render(NEAR, "--solve", "--png", strip.toString(), "--columns", "5").exit()).isZero();
        BufferedImage b = ImageIO.read(board.toFile());
        BufferedImage s = ImageIO.read(strip.toFile());
        assertThat(b).isNotNull();
        assertThat(s).isNotNull();
        assertThat(b.getWidth()).isGreaterThan(300);   // scale 2 by default for a single board
        assertThat(s.getWidth()).isGreaterThan(s.getHeight() * 2);   // 5 frames in one row
        // not blank: the board's brown frame is drawn
        assertThat(b.getRGB(b.getWidth() / 2, 40) & 0xFFFFFF).isNotEqualTo(0xFFFFFF);
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0}")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"fifteen:korf-1", "rushhour:card-1", "rushhour:uva-1",
        "zhed:level-5", "coroutine:bailey-1", "chexers:spec", "template:1:100"})
    void pngOfEveryPuzzleIsDrawnWithoutAWordOnStderr(String id) throws Exception {
        Path board = tmp.resolve("board.png");
        var r = render(id, "--png", board.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).isEmpty();
        BufferedImage b = ImageIO.read(board.toFile());
        // a colour Batik cannot read is drawn black: no picture here is mostly black
        long dark = 0;
        for (int y = 0; y < b.getHeight(); y++)
            for (int x = 0; x < b.getWidth(); x++) if (near(b.getRGB(x, y), 0x000000, 24)) dark++;
        assertThat(dark).as("near-black pixels").isLessThan((long) b.getWidth() * b.getHeight() / 100);
    }

    @Test
    void rushHourHighlightsAreTranslucentWhiteOverTheCarNotBlackBars() throws Exception {
        Path board = tmp.resolve("card.png");
        Path strip = tmp.resolve("strip.png");
        assertThat(render("rushhour:card-1", "--png", board.toString()).err()).isEmpty();
        var s = render("rushhour:card-1", "--solve", "--png", strip.toString());
        assertThat(s.exit()).isZero();
        assertThat(s.err()).isEmpty();
        // the red car (#d62728) under a 20 % white highlight is (222, 82, 83)
        for (Path p : new Path[] {board, strip}) {
            BufferedImage b = ImageIO.read(p.toFile());
            boolean highlight = false;
            for (int y = 0; y < b.getHeight() && !highlight; y++)
                for (int x = 0; x < b.getWidth() && !highlight; x++) highlight = near(b.getRGB(x, y), 0xDE5253, 3);
            assertThat(highlight).as(p + " holds the red car's highlight").isTrue();
        }
    }

    @Test
    void aPictureBatikCannotReadIsAnErrorNotAStackTraceOnStderr() throws Exception {
        var old = System.err;
        var err = new java.io.ByteArrayOutputStream();
        Path out = tmp.resolve("bad.png");
        try {
            System.setErr(new java.io.PrintStream(err, true));
            var pic = new SolutionPictures.Picture("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                    + "<rect width='10' height='10' fill='#ff000080'/></svg>", 10, 10);
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> Png.write(pic, 1, out))
                    .isInstanceOf(java.io.IOException.class).hasMessageContaining("cannot draw the PNG");
        } finally {
            System.setErr(old);
        }
        assertThat(err.toString()).isEmpty();
        assertThat(out).doesNotExist();
    }

    private static boolean near(int rgb, int want, int tolerance) {
        for (int shift = 0; shift <= 16; shift += 8)
            if (Math.abs(((rgb >> shift) & 0xFF) - ((want >> shift) & 0xFF)) > tolerance) return false;
        return true;
    }

    @Test
    void puzzlesWithoutAPictureGetTheirTextBoardDrawn() throws Exception {
        Path svg = tmp.resolve("template.svg");
        Path png = tmp.resolve("template.png");
        var r = render("template:1:100", "--solve", "--svg", svg.toString(), "--png", png.toString(), "--ascii");
        assertThat(r.out()).contains("solution (8 moves): ", "solved in 8 moves", "wrote " + svg);
        Document d = xml(svg);
        assertThat(d.getDocumentElement().getTextContent()).contains("1 -> 100", "100 -> 100");
        assertThat(ImageIO.read(png.toFile())).isNotNull();
    }

    @Test
    void solveReportsUnsolvableWithExitOne() {
        var r = render("fifteen:3x3:2.1.0.3.4.5.6.7.8", "--solve");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("unsolvable");
    }
}

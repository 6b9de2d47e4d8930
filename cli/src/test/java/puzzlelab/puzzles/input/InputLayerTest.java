package puzzlelab.puzzles.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

/** The shared input layer, through {@link Puzzles#load} as every command reads files: the cases one by one. */
class InputLayerTest {
    @TempDir
    Path dir;

    private String file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, text.getBytes(StandardCharsets.UTF_8));
        return p.toString();
    }

    private String error(String fileOrId) {
        try {
            Puzzles.load(fileOrId, null);
        } catch (InputException e) {
            return e.getMessage();
        }
        throw new AssertionError(fileOrId + " was accepted");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "k.txt         | 1 2 0 3 4 5 6 7 8                                      | fifteen",
        "b.coroutine   | 1: N S\\n2: SE S\\n3: N S SW\\n4: NE E\\n6: N SW\\n7: SE W\\n8: N SE NW\\n9: S SW W | coroutine",
        "l.txt         | ..2..X\\n......\\n2.....\\n.1.2..                       | zhed",
        "c.json        | {\"colour\": \"red\", \"pieces\": [[0,0]], \"blocks\": []} | chexers",
        "Rushhour6x6_1.csv | car,orientation,col,row,length\\nX,H,1,3,2\\nA,V,4,2,2 | rushhour"})
    void aByteOrderMarkAndCrlfChangeNothing(String name, String text, String type) throws Exception {
        String plain = text.replace("\\n", "\n");
        Instance a = Puzzles.load(file(name, plain), null);
        Instance b = Puzzles.load(file("bom-" + name, "\uFEFF" + plain.replace("\n", "\r\n")), null);
        assertThat(a.type().name()).isEqualTo(type);
        assertThat(b.type().name()).isEqualTo(type);
        long[] sa = new long[a.problem(null).words()];
        long[] sb = new long[b.problem(null).words()];
        a.problem(null).initial(sa);
        b.problem(null).initial(sb);
        assertThat(sb).isEqualTo(sa);
    }

    @Test
    void notRegularFilesAndEmptyNames() throws Exception {
        assertThat(error("/dev/null")).isEqualTo("/dev/null: is not a regular file (a device, FIFO or socket); give a puzzle file");
        assertThat(error(dir.toString())).isEqualTo(dir + ": is a folder, not a puzzle file");
        assertThat(error("")).isEqualTo("no file or puzzle ID given (the argument is empty)");
        assertThat(error(dir + "#1")).isEqualTo(dir + ": is a folder, not a puzzle file");
    }

    @Test
    void controlCharactersAreRejectedWithTheirLineAndShownEscaped() throws Exception {
        String csv = file("Rushhour6x6_1.csv", "car,orientation,col,row,length\nX,H,1,3,2\nA\u001b[31m,V,4,2,2\n");
        assertThat(error(csv)).isEqualTo(csv + ":3: control character \\u001b is not allowed in a puzzle file");
        String nul = file("n.coroutine", "1: N\u0000S\n");
        assertThat(error(nul)).isEqualTo(nul + ":1: control character \\u0000 is not allowed in a puzzle file");
        assertThat(error("coroutine:1\u001b[2J")).isEqualTo("coroutine:1\\u001b[2J: contains a control character: not a file name or puzzle ID");
    }

    @Test
    void quotesAreEscapedAndCapped() {
        assertThat(Text.quote("a\u001bb")).isEqualTo("'a\\u001bb'");
        assertThat(Text.quote("x".repeat(1000))).hasSize(Text.QUOTE_LIMIT + 3).endsWith("…'");
        assertThat(Text.quote("\ud83d")).isEqualTo("'\\ud83d'");       // half a surrogate pair
        assertThat(Text.quotedFew(List.of("a", "b\u001b"), 5)).isEqualTo("'a', 'b\\u001b'");
        assertThat(Text.quotedFew(List.of("1", "2", "3", "4", "5", "6", "7"), 5)).isEqualTo("'1', '2', '3', '4', '5', … 2 more");
        assertThat(Text.quotedFew(List.of(), 5)).isEmpty();
        assertThat(Text.quote("\ud83d\ude00")).isEqualTo("'\ud83d\ude00'");  // a whole one is shown
        assertThat(Text.quote("\u202e")).isEqualTo("'\\u202e'");       // right-to-left override
    }

    @Test
    void numbersAreAsciiDigitsAndOverflowIsSaidInWords() throws Exception {
        assertThat(Numbers.intOrNull("\u0663")).isNull();
        assertThat(Numbers.intOrNull("\uff13")).isNull();
        assertThat(Numbers.intOrNull("2147483648")).isNull();
        assertThat(Numbers.intOrNull("-2147483648")).isEqualTo(Integer.MIN_VALUE);
        assertThatThrownBy(() -> Numbers.parseInt("f", 3, "99999999999999999999", "column"))
                .hasMessage("f:3: column 99999999999999999999 is far too large");
        assertThatThrownBy(() -> Numbers.parseInt("f", 3, "\u0663", "column")).hasMessage("f:3: column must be a whole number, found '\u0663'");
        String level = file("z.txt", "99999999999999999999 9\n0 0 1\n1 0 -2\n");
        assertThat(error(level)).isEqualTo(level + ":1: the board width 99999999999999999999 is far too large");
    }

    @Test
    void fifteenSizesAndSets() throws Exception {
        assertThat(error("fifteen:4x1073741825:0.1.2.3")).contains("at most 256 cells, not 4x1073741825");
        assertThat(error("fifteen:-3x3:1")).contains("at most 256 cells, not -3x3");
        String set = file("set.txt", "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6\n");
        assertThat(Puzzles.loadAll(set, null)).hasSize(2);
        assertThat(Puzzles.loadAll(set, "fifteen")).hasSize(2);
        assertThat(Puzzles.load(set + "#2", null).id()).isEqualTo(set + "#2");
        assertThat(error(set + "#two")).isEqualTo(set + "#two: '#' must be followed by an instance number");   // no titles here
        String negative = file("neg.txt", "-1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n");
        assertThat(error(negative)).isEqualTo(negative + ":1: instance index -1 is negative");
    }

    @Test
    void coroutineFilesMustListEverySquare() throws Exception {
        String cut = file("cut.coroutine", "1:\n");
        assertThat(error(cut)).isEqualTo(cut + ": the board starting on line 1 has no line for square 2: list all eight "
                + "outer squares (write '2:' for one without arrows)");
    }

    @Test
    void zhedGridsAreRectangularAndIartTakesComments() throws Exception {
        String ragged = file("r.txt", "..2..X\n....\n2.....\n");
        assertThat(error(ragged)).isEqualTo(ragged + ":2: row has 4 cells, the first row has 6 (every row of a grid has the same length)");
        String iart = file("i.txt", "# a level\n3 1  # width height\n0 0 1 # tile\n2 0 -2\n");
        assertThat(Puzzles.load(iart, null).type().name()).isEqualTo("zhed");
    }

    @Test
    void chexersJsonErrorsAreInOurWords() throws Exception {
        String nan = file("a.json", "{\"colour\": \"red\", \"pieces\": [[0,0]], \"blocks\": [NaN]}");
        assertThat(error(nan)).isEqualTo(nan + ":1: not valid JSON at column 52: a syntax error (a missing comma, quote or "
                + "bracket, a comment, NaN, or text that is not JSON)");
        String cut = file("b.json", "{\"colour\": \"red\", \"pieces\": [[0,0]], \"blocks\": [[0,");
        assertThat(error(cut)).isEqualTo(cut + ":1: not valid JSON at column 52: the text ends inside the JSON object (a '}' or ']' is missing)");
        String huge = file("c.json", "{\"colour\": \"" + "r".repeat(10_000_000) + "\", \"pieces\": [[0,0]]}");
        assertThat(error(huge)).hasSizeLessThan(huge.length() + 200);
        String min = file("d.json", "{\"colour\": \"red\", \"pieces\": [[3,-9223372036854775808]]}");
        assertThat(error(min)).isEqualTo(min + ":1: coordinate -9223372036854775808 is far off the board");
    }

    @Test
    void detectionLooksAtTheHeadOnly() throws Exception {
        String big = "hello world, not a puzzle\n".repeat(2_000_000);  // 52 MB
        assertThatThrownBy(() -> Puzzles.detect("big", big)).hasMessageStartingWith("big: cannot tell which puzzle");
        // a set whose 45 KB of board lines end in a line of garbage: the head decides, the garbage is never seen
        String set = FOGLEMAN_LINE.repeat(1000) + "garbage garbage\n";
        assertThat(Puzzles.detect("set", set).name()).isEqualTo("rushhour");
    }

    /** The file's error is its name followed by {@code problem}. */
    private void rejects(String name, String text, String problem) throws Exception {
        String f = file(name, text);
        assertThat(error(f)).isEqualTo(f + problem);
    }

    private static final String FOGLEMAN_LINE = "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n";

    @Test
    void largeSetsAreReadLazilyAndCountedWithoutParsing() throws Exception {
        // 100,000 database lines with garbage on line 50,000: #N parses line N only
        StringBuilder sb = new StringBuilder(FOGLEMAN_LINE.length() * 100_000);
        for (int i = 1; i <= 100_000; i++) sb.append(i == 50_000 ? "garbage here\n" : FOGLEMAN_LINE);
        String set = file("set.txt", sb.toString());
        assertThat(Puzzles.load(set + "#1", null).id()).isEqualTo(set + "#1");
        assertThat(Puzzles.load(set + "#100000", "rushhour").id()).isEqualTo(set + "#100000");
        assertThat(error(set + "#50000")).startsWith(set + ":50000: expected a board string");
        assertThat(error(set + "#100001")).isEqualTo(set + "#100001: instance number must be 1..100000");
        assertThat(error(set + "#0")).isEqualTo(set + "#0: instance number must be 1..100000");
        assertThat(error(set)).startsWith(set + ": holds 100000 boards (one per line): pick one with " + set + "#N");
        // ZHED: a duplicate cell on line 11 of a long file is that line's error
        String zhed = file("z.txt", "9 9\n" + "0 0 1\n1 0 1\n2 0 1\n3 0 1\n4 0 1\n5 0 1\n6 0 1\n7 0 1\n8 8 -2\n"
                + "0 0 1\n".repeat(200_000));
        assertThat(error(zhed)).isEqualTo(zhed + ":11: cell (0, 0) is given twice");
        // one line of 30,000 numbers (far past the 16 KB detection looks at): all of them are counted
        rejects("korf.txt", "1 2 3 4 5 6 7 8 9 0 ".repeat(3_000) + "\n",
                ":1: a one-line position needs k² numbers (16 for the 15-puzzle), found 30000");
        // a line of 200,000 characters passes the line bound of the puzzle's InputLimits: that is said first
        rejects("korf-long.txt", "1 2 3 4 5 6 7 8 9 0 ".repeat(10_000) + "\n",
                ":1: line of 200000 characters; a puzzle file's lines are at most 65536");
        rejects("square.txt", "1 ".repeat(289) + "\n", ":1: boards up to 256 cells are supported, this one has 289");   // 17×17
    }

    @Test
    void errorsSayWhatIsWrongInTheFormatsOwnWords() throws Exception {
        rejects("block.txt", "XX\nXX\n", ":1: the 4 cells of X span 2 rows and 2 columns (a 2×2 block); "
                + "a vehicle is one row or one column of 2 or more cells");
        rejects("nored.txt", "60 IBBxooIooLDDJooLooJoKEEMFFKooMGGHHHM 2332\n",
                ":1: there is no red car A (in this notation the red car is A; card-style layouts may name it X)");
        rejects("size.txt", "9 9\n", ":1: has the board size 9x9 but no 'X Y value' lines (one per tile or goal) after it");
        String emoji = file("emoji.txt", "..2..X\n.\uD83D\uDE00....\n");
        assertThatThrownBy(() -> Puzzles.load(emoji, "zhed")).hasMessage(emoji + ":2: unexpected '\uD83D\uDE00' in column 2 (grid cells are . - empty, "
                + "1-9 tiles, X x @ goals, o pre-filled)");
        assertThat(InputFiles.why(new java.nio.file.AccessDeniedException("/x"))).isEqualTo("permission denied");
        assertThat(InputFiles.why(new java.nio.file.NoSuchFileException("/x"))).isEqualTo("no such file or folder");
    }

    /** The line bound names the line however the lines end (LF, CRLF, CR alone), and counts no line break in a length. */
    @Test
    void theLineBoundNamesTheLineWhateverTheLineBreaks() {
        InputLimits ten = new InputLimits(10, 100, 10, 10, 10, 100);
        String x10 = "x".repeat(10), x11 = "x".repeat(11);
        for (String ok : List.of("", x10, x10 + "\n" + x10 + "\n", x10 + "\r\n" + x10 + "\r\n", x10 + "\r" + x10 + "\r" + x10, "\n\n\r\r"))
            ten.checkLines("f", ok);   // no exception
        for (String[] bad : new String[][] {{"a\n" + x11 + "\n", "f:2: line of 11 characters"}, {"a\r\n" + x11, "f:2: line of 11 characters"},
                {"a\rb\r" + x11 + "\rc", "f:3: line of 11 characters"}, {"a\r\n\rb\n" + x10 + "y", "f:4: line of 11 characters"}})
            assertThatThrownBy(() -> ten.checkLines("f", bad[0])).hasMessage(bad[1] + "; a puzzle file's lines are at most 10");
    }

    /** Lines.count and Lines.nth give what Lines.lazily gives, without making the other lines. */
    @Test
    void countingAndPickingLinesAgreeWithReadingThemAll() {
        for (String t : List.of("", "\n", "a", "a\nb", "\uFEFF a \r\n\r\n  b # c\r d\n# only\n\n e#\n", "x\r\n\r\ny\r",
                "  \t \n#\n##x\n y # z \n\n\n", "1 2\n3 4 # five\n   \n6")) {
            for (boolean comments : new boolean[] {false, true}) {
                List<Lines.Line> all = new java.util.ArrayList<>();
                Lines.lazily(t, comments).forEach(all::add);
                assertThat(Lines.count(t, comments)).as("%s %s", t, comments).isEqualTo(all.size());
                for (int k = 1; k <= all.size(); k++) assertThat(Lines.nth(t, comments, k)).as("%s #%d", t, k).isEqualTo(all.get(k - 1));
                assertThat(Lines.nth(t, comments, all.size() + 1)).isNull();
                assertThat(Lines.nth(t, comments, 0)).isNull();
            }
        }
    }

    /**
     * Seeded random texts, with and without CR line breaks (LF-only text is walked line to line, the rest character by
     * character): counting, capped counting and picking agree with reading every line.
     */
    @Test
    void bothLineWalksAgreeWithReadingThemAllOnRandomTexts() {
        char[] alphabet = {'a', 'b', ' ', '\t', '#', '\n', '\n', '\r', '\u00a0', '\u2003'};
        java.util.Random r = new java.util.Random(47);
        for (int round = 0; round < 400; round++) {
            boolean cr = round % 2 == 0;
            StringBuilder sb = new StringBuilder(round % 7 == 0 ? "\uFEFF" : "");
            for (int i = r.nextInt(60); i > 0; i--) {
                char c = alphabet[r.nextInt(alphabet.length)];
                sb.append(!cr && c == '\r' ? '\n' : c);
            }
            String t = sb.toString();
            for (boolean comments : new boolean[] {false, true}) {
                List<Lines.Line> all = new java.util.ArrayList<>();
                Lines.lazily(t, comments).forEach(all::add);
                String as = "seed 47 round " + round + " " + comments + ": " + Text.quote(t);
                assertThat(Lines.count(t, comments)).as(as).isEqualTo(all.size());
                assertThat(Lines.countUpTo(t, comments, 2)).as(as).isEqualTo(Math.min(2, all.size()));
                for (int k = 1; k <= all.size(); k++) assertThat(Lines.nth(t, comments, k)).as(as).isEqualTo(all.get(k - 1));
                assertThat(Lines.nth(t, comments, all.size() + 1)).as(as).isNull();
            }
        }
    }

    /** The eight-bytes-at-a-time ASCII check finds a refused byte wherever it stands in its word, and passes the rest. */
    @Test
    void thePlainAsciiCheckFindsEveryRefusedByteAtEveryOffset() {
        for (int len : new int[] {1, 7, 8, 9, 16, 17, 24}) {
            for (int at = 0; at < len; at++) {
                for (int bad : new int[] {0x00, 0x01, 0x08, 0x0b, 0x0c, 0x1b, 0x1f, 0x7f, 0x80, 0xc3, 0xff}) {
                    byte[] b = new byte[len];
                    java.util.Arrays.fill(b, (byte) 'a');
                    b[at] = (byte) bad;
                    assertThat(InputFiles.plainAscii(b)).as("byte %02x at %d of %d", bad, at, len).isFalse();
                }
                for (int good : new int[] {'\n', '\r', '\t', ' ', '~', '#', 0x20, 0x7e}) {
                    byte[] b = new byte[len];
                    java.util.Arrays.fill(b, (byte) (at % 2 == 0 ? '\n' : 'z'));
                    b[at] = (byte) good;
                    assertThat(InputFiles.plainAscii(b)).as("byte %02x at %d of %d", good, at, len).isTrue();
                }
            }
        }
        assertThat(InputFiles.plainAscii(new byte[0])).isTrue();
    }

    @Test
    void linesAreNumberedAsWrittenWhateverTheLineBreaks() {
        var ls = new java.util.ArrayList<Lines.Line>();
        for (Lines.Line l : Lines.lazily("\uFEFFa # c\r\n\r\n b\rc\n#only\nd", true)) ls.add(l);
        assertThat(ls).containsExactly(new Lines.Line(1, "a"), new Lines.Line(3, "b"), new Lines.Line(4, "c"),
                new Lines.Line(6, "d"));
        assertThat(Lines.withoutComments("x\n\n")).containsExactly(new Lines.Line(1, "x"));
        assertThat(Lines.nonBlank("")).isEmpty();
    }

    @Test
    void durationsHaveOneSyntax() {
        assertThat(Durations.parse("500ms").toMillis()).isEqualTo(500);
        assertThat(Durations.parse("1.5s").toMillis()).isEqualTo(1500);
        assertThat(Durations.parse("2m").toMillis()).isEqualTo(120_000);
        assertThat(Durations.parse("3").toMillis()).isEqualTo(3000);
        assertThat(Durations.parse("0", true).toMillis()).isZero();
        for (String bad : new String[] {"-5s", "0", "NaN", "Infinitys", "1e3s", "\u0663s", "", "99999h"})
            assertThatThrownBy(() -> Durations.parse(bad)).as(bad).isInstanceOf(puzzlelab.puzzles.input.InputException.class);
    }
}

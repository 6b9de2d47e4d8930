package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.input.InputException;

class SokobanFormatTest {
    private final SokobanType type = new SokobanType();

    private static String start(Instance inst) {
        Problem p = inst.problem(null);
        long[] s = new long[p.words()];
        p.initial(s);
        return inst.render(s);
    }

    @Test
    void readsAndRendersXsb() throws InputException {
        String level = "#####\n#@$.#\n#####\n";
        assertThat(start(type.read("a.xsb", level))).isEqualTo(level);
        assertThat(start(type.read("b.xsb", "  ####\n###  #\n#+*$ #\n#    #\n######\n")))
                .isEqualTo("  ####\n###  #\n#+*$ #\n#    #\n######\n");
    }

    @Test
    void readsRunLengthRowsDashesAndIds() throws InputException {
        assertThat(start(type.readId("sokoban:5#|#@$.#|5#"))).isEqualTo("#####\n#@$.#\n#####\n");
        assertThat(start(type.read("c.txt", "6#\n#@-$.#\n6#\n"))).isEqualTo("######\n#@ $.#\n######\n");
        assertThat(start(type.read("d.txt", "7#|#@_$_.#|7#"))).isEqualTo("#######\n#@ $ .#\n#######\n");
    }

    @Test
    void readsCollectionsWithMetadata() throws InputException {
        String text = "; 1\n#####\n#@$.#\n#####\nTitle: First\nAuthor: me\n\nComment:\n#####\n#$@.#\nComment-End:\n"
                + "; second one\n######\n#@$ .#\n######\n";
        List<Instance> all = type.readAll("set.xsb", text);
        assertThat(all).hasSize(2);
        assertThat(all.get(1).id()).isEqualTo("set.xsb#2");
        assertThat(((SokobanInstance) all.get(0)).title()).isEqualTo("First");
        assertThat(((SokobanInstance) all.get(1)).title()).isEqualTo("second one");
        assertThatThrownBy(() -> type.read("set.xsb", text)).hasMessageContaining("holds 2 levels").hasMessageContaining("set.xsb#N");
    }

    /** Sokoban YASC's and JSoko's exports: a header, then each level's title as a bare line, metadata and solutions. */
    @Test
    void readsBareTitleLinesAsYascWritesThem() throws InputException {
        String text = "::::::::::::::::::::\nSokoban YASC - Export\nCollection: Test\n::::::::::::::::::::\n\n"
                + "Level one\n\n#####\n#@$.#\n#####\nAuthor: Someone\nComment:\na tiny one\nComment-End:\n\n"
                + "Solution/Pushes\nR\n\nLevel 2: the long one\n\n######\n#@$ .#\n######\n\n"
                + "Solution (moves)\nRR\n\n######\n#@ $.#\n######\n\n"
                + "Date Created: today\n:::::\n\nTitle: Fourth\na bare line after a Title: line\n#####\n#.$@#\n#####\n";
        List<Instance> all = type.readAll("set.sok", text);
        assertThat(all).extracting(i -> ((SokobanInstance) i).title())
                .containsExactly("Level one", "Level 2: the long one", null, "Fourth");
        assertThat(LevelReader.isBareTitle("Dud")).isFalse();   // a LURD line (the price: such a title is not read)
        assertThat(LevelReader.isBareTitle("Author: me")).isFalse();
        assertThat(LevelReader.isBareTitle("Stage 3")).isTrue();
    }

    /** FILE#Title through {@link Puzzles#load}, as every command reads files; FILE#N beside it. */
    @Test
    void aLevelOfAFileIsPickedByTitleOrNumber() throws Exception {
        String file = Path.of(SokobanFormatTest.class.getResource("/sokoban/titled.xsb").toURI()).toString();
        SokobanInstance corner = (SokobanInstance) Puzzles.load(file + "#around the corner", null);
        assertThat(corner.title()).isEqualTo("Around the Corner");
        assertThat(corner.id()).isEqualTo(file + "#2");   // the same ID as FILE#2 gives
        assertThat(((SokobanInstance) Puzzles.load(file + "# LAST ONE ", null)).title()).isEqualTo("Last One");
        assertThat(((SokobanInstance) Puzzles.load(file + "#1", null)).title()).isEqualTo("First Steps");
        // level 3 is titled "2": a number is a position, so #2 is the second level
        assertThat(((SokobanInstance) Puzzles.load(file + "#2", null)).title()).isEqualTo("Around the Corner");
        assertThatThrownBy(() -> Puzzles.load(file + "#Foo", null)).isInstanceOf(InputException.class)
                .hasMessage(file + ": no level titled 'Foo' (titles: 'First Steps', 'Around the Corner', '2', 'Last One')");
        assertThatThrownBy(() -> Puzzles.load(file + "#9", null)).hasMessage(file + "#9: instance number must be 1..4");
    }

    @Test
    void aTitleMayHoldAHash(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path f = dir.resolve("set#1.xsb");   // the file's name holds one too
        java.nio.file.Files.writeString(f, "Title: Level #5\n#####\n#@$.#\n#####\n\nTitle: Other\n######\n#@ $.#\n######\n");
        assertThat(((SokobanInstance) Puzzles.load(f + "#level #5", null)).title()).isEqualTo("Level #5");
        assertThat(((SokobanInstance) Puzzles.load(f + "#2", null)).title()).isEqualTo("Other");
        assertThatThrownBy(() -> Puzzles.load(f + "#Level #6", null)).isInstanceOf(InputException.class)
                .hasMessageContaining("no level titled 'Level #6'");
    }

    @Test
    void aBadTitleListsAtMostFiveTitles() {
        StringBuilder text = new StringBuilder();
        for (int i = 1; i <= 7; i++) text.append("Title: L").append(i).append("\n#####\n#@$.#\n#####\n\n");
        assertThatThrownBy(() -> type.readNamed("set.xsb", "set.xsb#x", text.toString(), "x"))
                .hasMessage("set.xsb: no level titled 'x' (titles: 'L1', 'L2', 'L3', 'L4', 'L5', … 2 more)");
        assertThatThrownBy(() -> type.readNamed("u.xsb", "u.xsb#x", "#####\n#@$.#\n#####\n\n#####\n#@$.#\n#####\n", "x"))
                .hasMessage("u.xsb: no level titled 'x' (its levels have no titles; pick one with #N (1..2))");
    }

    @Test
    void builtInSetsLoad() throws InputException {
        assertThat(SokobanType.builtin("microban")).hasSize(155);
        assertThat(SokobanType.builtin("xsokoban")).hasSize(90);
        assertThat(((SokobanInstance) type.readId("sokoban:xsokoban-1")).board.boxCount()).isEqualTo(6);
        assertThatThrownBy(() -> type.readId("sokoban:microban-156")).hasMessageContaining("1..155");
        assertThatThrownBy(() -> type.readId("sokoban:nonsense")).isInstanceOf(InputException.class);
    }

    @Test
    void badLevelsNameFileAndLine() {
        assertThatThrownBy(() -> type.read("open.xsb", "; x\n#####\n#@$.\n#####\n"))
                .isInstanceOf(InputException.class).hasMessageStartingWith("open.xsb:3:")
                .hasMessageContaining("not closed: the player can walk off the board right of column 4");
        assertThatThrownBy(() -> type.read("none.xsb", "#####\n# $.#\n#####\n"))
                .hasMessageStartingWith("none.xsb:1:").hasMessageContaining("no player");
        assertThatThrownBy(() -> type.read("two.xsb", "#####\n#@$.#\n#@$.#\n#####\n"))
                .hasMessageStartingWith("two.xsb:3:").hasMessageContaining("second player").hasMessageContaining("line 2");
        assertThatThrownBy(() -> type.read("more.xsb", "#####\n#@$$#\n# . #\n#####\n"))
                .hasMessageStartingWith("more.xsb:4:").hasMessageContaining("more boxes (2) than goals (1)");
        assertThatThrownBy(() -> type.read("fewer.xsb", "#####\n#@$.#\n# . #\n#####\n"))
                .hasMessageContaining("fewer boxes (1) than goals (2)");
        assertThatThrownBy(() -> type.read("zero.xsb", "#####\n#@ .#\n#####\n")).hasMessageContaining("no boxes");
        assertThatThrownBy(() -> type.read("char.xsb", "#####\n#@$x.#\n#####\n"))
                .hasMessageStartingWith("char.xsb:2:").hasMessageContaining("'x'");
        assertThatThrownBy(() -> type.read("empty.xsb", "hello\n")).hasMessageContaining("no Sokoban level");
        assertThatThrownBy(() -> type.readId("sokoban:3#|#@$.#|5#")).hasMessageContaining("not closed")
                .hasMessageContaining("above column 4");
    }

    @Test
    void detectsSokobanAndNotOthers() {
        assertThat(type.detect("x.txt", "#####\n#@$.#\n#####\n")).isEqualTo(30);
        assertThat(type.detect("x.txt", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n")).isZero();
        assertThat(type.detect("x.txt", "..3..\n.2.X.\n..1..\n")).isZero();
        assertThat(type.detect("x.txt", "template 1 100\n")).isZero();
    }
}

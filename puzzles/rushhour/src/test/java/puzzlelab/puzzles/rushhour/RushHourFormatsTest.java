package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** The three input formats, detection by content, IDs, historic UvA variants and the messages for bad boards. */
class RushHourFormatsTest {
    private static final String CARD1_INF421 = "6\n8\n1 h 2 2 3\n2 v 3 1 2\n3 h 2 1 1\n4 v 3 4 2\n5 h 3 3 6\n"
            + "6 v 2 1 5\n7 h 2 5 5\n8 v 3 6 1\n";

    private static int solve(Instance inst) {
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        return r.solution() == null ? -1 : r.solution().length();
    }

    @Test
    void uvaCsvKeepsNamesAndTakesTheSizeFromTheFileName() throws Exception {
        RushInstance b7 = TestData.id("rushhour:uva-7");
        assertThat(b7.board.n).isEqualTo(12);
        assertThat(b7.board.size()).isEqualTo(44);
        assertThat(b7.board.vehicles[b7.board.indexOf("AS")].name()).isEqualTo("AS");
        assertThat(b7.board.vehicles[b7.board.red].name()).isEqualTo("X");
        assertThat(b7.board.start[b7.board.red]).isEqualTo(2);   // X,H,3,6,2 -> column 3 (1-based)
        RushInstance b4 = TestData.id("rushhour:uva-4");
        assertThat(b4.board.n).isEqualTo(9);
        assertThat(b4.board.exitRow()).isEqualTo(4);
    }

    @Test
    void uvaSizeWithoutAFileNameComesFromThePiecesAndTheRedRow() throws Exception {
        String csv = RushHourType.resource("uva/Rushhour9x9_5.csv");
        assertThat(TestData.read("board.csv", csv).board.n).isEqualTo(9);
        assertThat(TestData.read("board.csv", RushHourType.resource("uva/Rushhour6x6_2.csv")).board.n).isEqualTo(6);
    }

    @Test
    void historicUvaVariantsAreReadOrRejectedClearly() throws Exception {
        // 2020: "x,y" with y from the bottom and vertical cars anchored at their bottom cell; B has length 2 there
        RushInstance xy = TestData.read("Rushhour6x6_1_v2020-01-05_xy.csv", TestData.text("variants/Rushhour6x6_1_v2020-01-05_xy.csv"));
        assertThat(solve(xy)).isEqualTo(8);
        // check50 2020: header row,col but values (x, y from the bottom): the same position as today's board 1
        RushInstance check50 = TestData.read("board.csv", TestData.text("variants/check50_okkevaneck_board6x6_1.csv"));
        RushInstance now = TestData.id("rushhour:uva-1");
        assertThat(check50.render(key(check50))).isEqualTo(now.render(key(now)));
        assertThat(solve(check50)).isEqualTo(21);
        assertThatThrownBy(() -> TestData.read("Rushhour12x12_7_v2021-01-07_duplicateAP.csv",
                TestData.text("variants/Rushhour12x12_7_v2021-01-07_duplicateAP.csv")))
                .isInstanceOf(InputException.class)
                .hasMessage("Rushhour12x12_7_v2021-01-07_duplicateAP.csv:42: vehicle name AP is used twice (lines 40 and 42)");
        assertThatThrownBy(() -> TestData.read("Rushhour12x12_7_v2020-01-05_xy_overlap.csv",
                TestData.text("variants/Rushhour12x12_7_v2020-01-05_xy_overlap.csv")))
                .isInstanceOf(InputException.class).hasMessageContaining("overlaps vehicle");
    }

    static long[] key(RushInstance inst) {
        long[] k = new long[inst.packed.words];
        inst.packed.initial(k);
        return k;
    }

    @Test
    void inf421CardsUseTheirIdsAsNames() throws Exception {
        RushInstance c1 = TestData.read("GameP01.txt", RushHourType.resource("cards/GameP01.txt"));
        assertThat(c1.board.n).isEqualTo(6);
        assertThat(c1.board.vehicles[c1.board.red].name()).isEqualTo("1");
        assertThat(solve(c1)).isEqualTo(8);
        assertThat(c1.moveText(Packed.code(c1.board.red, 3))).isEqualTo("1,3");
        assertThatThrownBy(() -> TestData.read("bad.txt", "6\n3\n1 h 2 2 3\n2 v 3 1 2\n"))
                .hasMessage("bad.txt:2: says 3 vehicles but 2 vehicle lines follow");
        assertThatThrownBy(() -> TestData.read("bad.txt", "6\n2\n1 h 2 2 3\n2 d 3 1 2\n"))
                .hasMessage("bad.txt:4: orientation must be h or v, found 'd'");
    }

    @Test
    void foglemanStringsGridsAndDatabaseLines() throws Exception {
        String s = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";
        assertThat(solve(TestData.read("a.txt", s))).isEqualTo(51);
        assertThat(solve(TestData.read("a.txt", s.replace('o', '.')))).isEqualTo(51);
        assertThat(solve(TestData.read("a.txt", "GBBoLo/GHIoLM/GHIAAM/CCCKoM/ooJKDD/EEJFFo"))).isEqualTo(51);
        assertThat(solve(TestData.read("a.txt", "GBBoLo\nGHIoLM\nGHIAAM\nCCCKoM\nooJKDD\nEEJFFo\n"))).isEqualTo(51);
        String db = "# two database lines\n60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n51 " + s + " 4780\n";
        List<Instance> all = TestData.TYPE.readAll("db.txt", db);
        assertThat(all).hasSize(2);
        assertThat(all.get(0).id()).isEqualTo("db.txt#1");
        assertThat(((RushInstance) all.get(0)).statedMoves).isEqualTo(60);
        assertThat(solve(all.get(0))).isEqualTo(60);
        assertThatThrownBy(() -> TestData.read("db.txt", db))
                .hasMessage("db.txt: holds 2 boards (one per line): pick one with db.txt#N, or run compare on the file");
        RushInstance walls = TestData.read("w.txt", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
        assertThat(walls.board.wallCount()).isEqualTo(1);
    }

    @Test
    void contentDecidesTheFormat() {
        RushHourType t = TestData.TYPE;
        assertThat(t.detect("x", "car,orientation,col,row,length\nX,H,1,3,2\n")).isEqualTo(30);
        assertThat(t.detect("x", CARD1_INF421)).isEqualTo(25);
        assertThat(t.detect("x", "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo")).isEqualTo(20);
        assertThat(t.detect("x", "1 2 3 4\n5 6 7 8\n")).isZero();
        assertThat(t.detect("x", "hello world")).isZero();
    }

    @Test
    void theRegistryLoadsIdsAndDetectsFiles(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        assertThat(Puzzles.load("rushhour:card-40", null).type().name()).isEqualTo("rushhour");
        java.nio.file.Path f = dir.resolve("Rushhour6x6_3.csv");
        java.nio.file.Files.writeString(f, RushHourType.resource("uva/Rushhour6x6_3.csv"));
        Instance inst = Puzzles.load(f.toString(), null);
        assertThat(inst).isInstanceOf(RushInstance.class);
        assertThat(solve(inst)).isEqualTo(33);
        java.nio.file.Path c = dir.resolve("card.txt");
        java.nio.file.Files.writeString(c, CARD1_INF421);
        assertThat(Puzzles.load(c.toString(), null).type().name()).isEqualTo("rushhour");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Rushhour6x6_1.csv, 21", "card40_GameP40.txt, 51", "fogleman_hardest_60.txt, 60",
        "fogleman_hardest_nowalls_51.txt, 51", "Rushhour9x9_6.csv, -1", "Rushhour12x12_7.csv, -1"})
    void theExamplesLoad(String file, int moves) throws Exception {
        java.nio.file.Path p = java.nio.file.Path.of("..", "..", "examples", "rushhour", file);
        Instance inst = Puzzles.load(p.toString(), null);
        assertThat(inst).isInstanceOf(RushInstance.class);
        if (moves > 0) assertThat(solve(inst)).isEqualTo(moves);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "rushhour:card-41|rushhour:card-41: ThinkFun cards are rushhour:card-1 .. rushhour:card-40",
        "rushhour:uva-0|rushhour:uva-0: UvA boards are rushhour:uva-1 .. rushhour:uva-7",
        "rushhour:|rushhour:: expected rushhour:<board string>, rushhour:card-N or rushhour:uva-N",
        "rushhour:ooooo|rushhour:ooooo: a board string needs n² characters (36 for 6×6), found 5",
        "rushhour:ooooooooooooBBooooooooooooooooooooooo|rushhour:ooooooooooooBBooooooooooooooooooooooo: "
                + "a board string needs n² characters (36 for 6×6), found 37",
        "rushhour:ooooooooooooBBoooooooooooooooooooooo|rushhour:ooooooooooooBBoooooooooooooooooooooo: there is no red car A "
                + "(in this notation the red car is A; card-style layouts may name it X)",
        "rushhour:ooooooooooooAoAooooooooooooooooooooo|rushhour:ooooooooooooAoAooooooooooooooooooooo: "
                + "the cells of vehicle A have a gap; a vehicle is 2 or more adjacent cells in one line",
    })
    void badIdsSayWhatIsWrong(String id, String message) {
        assertThatThrownBy(() -> TestData.id(id)).isInstanceOf(InputException.class).hasMessage(message);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "oooooooooooooAoooooooooooooooooooooo|b: vehicle A has a single cell at column 2, row 3; vehicles are 2 or more cells in a line",
        "ooooooooooooAAoooooBoBoooooooooooooo|b: the cells of vehicle B have a gap; a vehicle is 2 or more adjacent cells in one line",
        "ooAoooooAoooooooooooooooooooooooooooo|b: a board string needs n² characters (36 for 6×6), found 37",
        "ooAoooooAooooooooooooooooooooooooooo|b: the red car A must be horizontal (it exits to the right)",
        "AAoooooooooooooooooooooooooooooooooo|b: the red car A is in row 1; on a 6×6 board it must be in row 3, the exit row",
        "ooooooooooooAAooo?oooooooooooooooooo|b: character '?' at column 6, row 3 is not a board cell (o . empty, x wall, A-Z vehicles)",
    })
    void badFoglemanBoards(String board, String message) {
        assertThatThrownBy(() -> FoglemanText.parse("b", 0, board)).isInstanceOf(InputException.class).hasMessage(message);
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "car,orientation,col,row,length;A,H,1,1,2;A,V,4,1,2;X,H,1,3,2|t6x6.csv:3: vehicle name A is used twice (lines 2 and 3)",
        "car,orientation,col,row,length;A,H,1,1,2;B,V,1,1,2;X,H,1,3,2|t6x6.csv:3: vehicle B overlaps vehicle A at column 1, row 1",
        "car,orientation,col,row,length;A,H,5,1,3;X,H,1,3,2;B,V,6,4,3|t6x6.csv:2: vehicle A (H, length 3 at column 5, row 1) runs off the 6×6 board",
        "car,orientation,col,row,length;A,H,1,1,2;B,V,6,4,3|t6x6.csv: there is no red car X",
        "car,orientation,col,row,length;A,H,1,1,2;X,V,1,3,2;B,V,6,4,3|t6x6.csv:3: the red car X must be horizontal (it exits to the right)",
        "car,orientation,col,row,length;A,D,1,1,2;X,H,1,3,2|t6x6.csv:2: orientation must be H or V, found 'd'",
        "car,orientation,col,row,length;A,H,one,1,2;X,H,1,3,2|t6x6.csv:2: column must be a whole number, found 'one'",
        "car,orientation,col,row,length;A,H,1,1;X,H,1,3,2|t6x6.csv:2: expected 5 fields car,orientation,col,row,length, found 4",
        "car,colour,col,row,length;X,H,1,3,2|t6x6.csv:1: unknown header 'car,colour,col,row,length': expected car,orientation,col,row,length",
        "car,orientation,col,row,length;A,H,1,1,0;X,H,1,3,2;B,V,6,4,3|t6x6.csv:2: vehicle A has length 0 (2..6 on this board)",
    })
    void badUvaBoards(String lines, String message) {
        String csv = lines.replace(';', '\n');
        assertThatThrownBy(() -> UvaCsv.read("t6x6.csv", csv)).isInstanceOf(InputException.class).hasMessage(message);
    }

    @Test
    void withoutASizeInTheNameTheSpanIsTheSizeOnlyWhenTheRedCarIsInItsExitRow() throws Exception {
        assertThat(UvaCsv.read("t.csv", "car,orientation,col,row,length\nA,H,1,1,2\nX,H,1,3,2\nB,V,6,4,3\n").n).isEqualTo(6);
        // X in row 4 of pieces spanning 6×6: a 7×7 guess would add an empty column and a one-move solution
        assertThatThrownBy(() -> UvaCsv.read("t.csv", "car,orientation,col,row,length\nA,H,1,1,2\nX,H,1,4,2\nB,V,6,4,3\n"))
                .hasMessage("t.csv:3: cannot tell the board size: the vehicles span 6×6, whose exit row is 3, but the red car X"
                        + " is in row 4; name the file with its size, like Rushhour6x6_1.csv");
    }

    @Test
    void theSizeInTheFileNameMustBeSquareAndSmall() {
        String csv = "car,orientation,col,row,length\nA,H,1,1,2\nX,H,1,3,2\n";
        assertThatThrownBy(() -> UvaCsv.read("Rushhour7x6_1.csv", csv))
                .hasMessage("Rushhour7x6_1.csv: the file name says 7x6, but Rush Hour boards are square (NxN)");
        assertThatThrownBy(() -> UvaCsv.read("Rushhour2147483648x2147483648_1.csv", csv))
                .hasMessage("Rushhour2147483648x2147483648_1.csv: the file name gives board size 2147483648; sizes are 2..30");
    }

    @Test
    void lengthOneVehiclesAreRejectedAsInFoglemansFormat() {
        String csv = "car,orientation,col,row,length\nA,H,1,1,1\nX,H,1,3,2\nB,V,6,1,3\n";
        assertThatThrownBy(() -> UvaCsv.read("Rushhour6x6_1.csv", csv))
                .hasMessage("Rushhour6x6_1.csv:2: vehicle A has length 1 (2..6 on this board)");
    }

    @Test
    void wrongRowIsReportedWhenTheSizeIsKnown() {
        String csv = "car,orientation,col,row,length\nA,H,1,1,2\nX,H,1,4,2\nB,V,6,4,3\n";
        assertThatThrownBy(() -> UvaCsv.read("Rushhour6x6_9.csv", csv)).isInstanceOf(InputException.class)
                .hasMessage("Rushhour6x6_9.csv:3: the red car X is in row 4; on a 6×6 board it must be in row 3, the exit row");
    }
}

package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

/** Both level formats, detection, IDs, bad-file messages, move notation and metrics. */
class ZhedFormatTest {

    @Test
    void theStudentsLevel41FileReadsAsBuiltInLevel41() throws Exception {
        Level moaas = ZhedLevelReader.read("moaas-level41.txt", ZhedTestData.resource("moaas-level41.txt"));
        Level builtin = ZhedType.builtin(41);
        assertThat(ZhedLevelReader.toIart(moaas)).isEqualTo(ZhedLevelReader.toIart(builtin));
        assertThat(moaas.tiles()).isEqualTo(10);
        assertThat(moaas.x(moaas.goal(0))).isEqualTo(3);
        assertThat(moaas.y(moaas.goal(0))).isEqualTo(4);
    }

    @Test
    void theCroppedGlguyGridOfLevel5HasTheSameTilesAndTheSameShortestSolution() throws Exception {
        Level grid = ZhedLevelReader.read("glguy-005.txt", ZhedTestData.resource("glguy-005.txt"));
        Level builtin = ZhedType.builtin(5);
        assertThat(grid.width).isEqualTo(6);
        assertThat(grid.tiles()).isEqualTo(builtin.tiles());
        assertThat(grid.tileSum()).isEqualTo(builtin.tileSum());
        ZhedSearch s = new ZhedSearch(grid, "zhed", true, 0, 1);
        puzzlelab.engine.Result r = puzzlelab.engine.SearchRunner.run(s, puzzlelab.engine.Limits.NONE);
        assertThat(r.optimal()).isTrue();
        assertThat(r.solution().length()).isEqualTo(4);
    }

    @Test
    void gridTokensSpacesAndPreFilledCellsAreRead() throws Exception {
        Level lv = ZhedLevelReader.read("g", "# a comment\n- 2 - x\n\n. o @ 1\n");
        assertThat(lv.width).isEqualTo(4);
        assertThat(lv.height).isEqualTo(2);
        assertThat(lv.goalCount()).isEqualTo(2);
        assertThat(lv.isPrefilled(lv.cell(1, 1))).isTrue();
        assertThat(lv.tiles()).isEqualTo(2);
        Level compact = ZhedLevelReader.read("g", "-2-x\n.o@1");
        assertThat(ZhedLevelReader.toGrid(compact)).isEqualTo(ZhedLevelReader.toGrid(lv));
    }

    @Test
    void contentDetectionPicksZhedForBothFormatsOnly() throws Exception {
        assertThat(Puzzles.detect("a.txt", "8 8\n3 3 1\n4 3 -2\n").name()).isEqualTo("zhed");
        assertThat(Puzzles.detect("a.txt", "..2..X\n......\n").name()).isEqualTo("zhed");
        ZhedType t = new ZhedType();
        assertThat(t.detect("k.txt", "1 2 3\n4 5 6\n7 8 0\n")).isZero();
        assertThat(t.detect("k.txt", "template 3 10")).isZero();
        assertThat(t.detect("k.txt", "..AA..\n..XB..\n")).isZero();
    }

    @Test
    void builtInIdsLoadAndBadIdsAreInputErrors() throws Exception {
        Instance one = Puzzles.load("zhed:level-1", null);
        assertThat(one.id()).isEqualTo("zhed:level-1");
        for (int n = 1; n <= 100; n++) assertThat(new ZhedType().readId("zhed:level-" + n)).isNotNull();
        assertThat(((ZhedInstance) Puzzles.load("zhed:level-100", null)).level().tiles()).isEqualTo(41);
        assertThatThrownBy(() -> Puzzles.load("zhed:level-0", null)).isInstanceOf(InputException.class)
                .hasMessage("zhed:level-0: the game's levels are numbered 1..100");
        assertThatThrownBy(() -> Puzzles.load("zhed:foo", null)).isInstanceOf(InputException.class)
                .hasMessageContaining("expected zhed:level-N");
    }

    @Test
    void badFilesNameTheFileTheLineAndTheProblem() {
        assertError("8 8\n3 3 1\n4 3\n", "bad.txt:3: expected 'X Y value' (three integers), got '4 3'");
        assertError("8 8\n9 3 1\n4 3 -2\n", "bad.txt:2: cell (9, 3) is off the 8x8 board");
        assertError("8 8\n3 3 1\n3 3 -2\n", "bad.txt:3: cell (3, 3) is given twice");
        assertError("8 8\n3 3 12\n4 3 -2\n", "bad.txt:2: tile value 12 is above 9");
        assertError("8 8\n3 3 1\n", "bad.txt: has no goal (IART value <= 0, grid X x @)");
        assertError("0 8\n3 3 1\n", "bad.txt:1: board size 0x8 must be 1..64 on each side");
        assertError("..2..X\n..Q...\n", "bad.txt:2: unexpected 'Q' in column 3 (grid cells are . - empty, 1-9 tiles, X x @ goals, o pre-filled)");
        assertError("\n\n", "bad.txt: is empty: expected a ZHED level (IART 'W H' + 'X Y V' lines, or a grid)");
    }

    private static void assertError(String text, String message) {
        assertThatThrownBy(() -> new ZhedType().read("bad.txt", text)).isInstanceOf(InputException.class)
                .hasMessage(message);
    }

    @Test
    void movesPrintAndParseInTheFilesCoordinates() throws Exception {
        ZhedInstance inst = (ZhedInstance) Puzzles.load("zhed:level-1", null);
        long[] s = new long[ZhedRules.words(inst.level())];
        ZhedRules.initial(inst.level(), s);
        int m = inst.parseMove(s, "3 3 R");
        assertThat(inst.moveText(m)).isEqualTo("3 3 R");
        assertThat(inst.parseMove(s, "(3, 3) right")).isEqualTo(m);
        assertThat(inst.parseMove(s, "3,3 r")).isEqualTo(m);
        assertThatThrownBy(() -> inst.parseMove(s, "2 3 R")).hasMessage("there is no number tile at (2, 3)");
        assertThatThrownBy(() -> inst.parseMove(s, "3 3 X")).hasMessage("'X' is not a direction: use U, D, L or R");
        assertThatThrownBy(() -> inst.parseMove(s, "R")).hasMessageStartingWith("'R' is not a move: use X Y DIR");
        Level edge = ZhedLevelReader.read("e", "1 . X\n");
        ZhedInstance e = new ZhedInstance(new ZhedType(), "e", edge);
        long[] es = new long[ZhedRules.words(edge)];
        ZhedRules.initial(edge, es);
        assertThatThrownBy(() -> e.parseMove(es, "0 0 L")).hasMessageContaining("would fill nothing");
    }

    @Test
    void metricsReportMovesAndUnusedTiles() throws Exception {
        ZhedInstance inst = (ZhedInstance) Puzzles.load("zhed:level-20", null);
        Map<String, Object> m = inst.counts(new int[7], "moves");
        assertThat(m).containsEntry("moves", 7).containsEntry("unusedTiles", 2);
    }

    @Test
    void picturesShowTilesUsedTilesFillsGoalsAndTheExpansionDirections() throws Exception {
        ZhedInstance inst = (ZhedInstance) Puzzles.load("zhed:level-1", null);
        Level lv = inst.level();
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        assertThat(inst.render(s)).contains("  3 . . . 1 @ . . .");
        int m = inst.parseMove(s, "3 3 R");
        long[] t = s.clone();
        ZhedRules.play(lv, s, m, t);
        assertThat(inst.render(t)).contains("  3 . . . # * . . .");
        assertThat(inst.renderSolution(new int[] {m})).contains("  3 . . . 1>* . . .").contains("  1. 3 3 R  (1)");
        Level l5 = ZhedType.builtin(5);
        ZhedInstance i5 = new ZhedInstance(new ZhedType(), "5", l5);
        int[] sol = ZhedTestData.knownMoves(l5, ZhedTestData.knownSolutions().get(5));
        assertThat(i5.renderSolution(sol)).contains("  4 . 2>^ > > . . .");
        String svg = inst.svg(t);
        assertThat(svg).startsWith("<svg").endsWith("</svg>\n").contains("#2a9d8f").contains("#b9b3a6");
    }
}

package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Successors;

/** The consensus rules (notes §1) on small boards and on the worked example of level 5. */
class ZhedRulesTest {

    static Level grid(String text) throws Exception {
        return ZhedLevelReader.read("test", text);
    }

    static int move(Level lv, int x, int y, char dir) {
        return Level.move(lv.tileAt(lv.cell(x, y)), Level.DIRS.indexOf(dir));
    }

    static List<String> cells(Level lv, int[] cells) {
        List<String> out = new ArrayList<>();
        for (int c : cells) out.add(lv.x(c) + "," + lv.y(c));
        return out;
    }

    @Test
    void workedExampleOfLevel5FillsExactlyTheCellsOfTheNotes() throws Exception {
        Level lv = ZhedType.builtin(5);
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        // notes use (row, col): (5,2)=1 U fills (4,2); (4,1)=2 R fills (4,3),(4,4); (5,4)=2 U fills (3,4),(2,4);
        // (2,3)=2 R fills (2,5) and the goal (2,6). Here cells are printed as x,y.
        int[][] moves = {{2, 5, 'U'}, {1, 4, 'R'}, {4, 5, 'U'}, {3, 2, 'R'}};
        String[][] fills = {{"2,4"}, {"3,4", "4,4"}, {"4,3", "4,2"}, {"5,2", "6,2"}};
        for (int i = 0; i < moves.length; i++) {
            int m = move(lv, moves[i][0], moves[i][1], (char) moves[i][2]);
            assertThat(cells(lv, ZhedRules.fills(lv, s, m))).containsExactly(fills[i]);
            assertThat(ZhedRules.won(lv, s)).isFalse();
            ZhedRules.play(lv, s, m, s);
        }
        assertThat(ZhedRules.won(lv, s)).isTrue();
    }

    @Test
    void anUnusedTileIsSkippedWithoutUsingUpTheCountAndStaysPlayable() throws Exception {
        Level lv = grid("2 1 . . X\n. . . . .\n");
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        int first = move(lv, 0, 0, 'R');
        assertThat(cells(lv, ZhedRules.fills(lv, s, first))).containsExactly("2,0", "3,0");
        ZhedRules.play(lv, s, first, s);
        int second = move(lv, 1, 0, 'R');
        assertThat(ZhedRules.used(s, lv.tileAt(lv.cell(1, 0)))).isFalse();
        assertThat(cells(lv, ZhedRules.fills(lv, s, second))).containsExactly("4,0");
        ZhedRules.play(lv, s, second, s);
        assertThat(ZhedRules.won(lv, s)).isTrue();
    }

    @Test
    void theBoardEdgeCutsAnExpansionShortAndAMoveOfAUsedTileIsIllegal() throws Exception {
        Level lv = grid("3 . X\n. . .\n");
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        int down = move(lv, 0, 0, 'D');
        assertThat(ZhedRules.play(lv, s, down, s)).isEqualTo(1);
        assertThat(ZhedRules.play(lv, s, move(lv, 0, 0, 'R'), s.clone())).isEqualTo(-1);
    }

    @Test
    void theGameEndsAtTheFirstGoalFilledAndOvershootingIsAllowed() throws Exception {
        Level lv = grid("3 X . X .\n");
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        int m = move(lv, 0, 0, 'R');
        assertThat(cells(lv, ZhedRules.fills(lv, s, m))).containsExactly("1,0");
        ZhedRules.play(lv, s, m, s);
        assertThat(ZhedRules.won(lv, s)).isTrue();
        assertThat(ZhedRules.play(lv, s, m, s.clone())).isEqualTo(-1);
        Level near = grid(". . .\n. X .\n3 . .\n");
        assertThat(Solutions.wins(near, new int[] {move(near, 0, 2, 'R')})).isFalse();
    }

    @Test
    void preFilledCellsAreSkippedLikeExpansions() throws Exception {
        Level lv = grid("1 o o X\n");
        assertThat(Solutions.wins(lv, new int[] {move(lv, 0, 0, 'R')})).isTrue();
    }

    @Test
    void theSolvingProblemLeavesOutMovesThatFillNothingTheEnumerationKeepsThem() throws Exception {
        Level lv = grid("1 . X\n");
        List<Integer> solving = children(ZhedProblem.solving(lv));
        List<Integer> all = children(ZhedProblem.enumeration(lv));
        assertThat(solving).containsExactly(move(lv, 0, 0, 'R'));
        assertThat(all).hasSize(4);
        assertThat(Replay.solves(ZhedProblem.solving(lv), new int[] {move(lv, 0, 0, 'R')})).isFalse();
    }

    private static List<Integer> children(ZhedProblem p) {
        long[] s = new long[p.words()];
        p.initial(s);
        List<Integer> out = new ArrayList<>();
        long[] buf = new long[p.words()];
        p.expand(s, new Successors() {
            public long[] child() { return buf; }
            public void emit(int move, int cost) { out.add(move); }
        });
        return out;
    }
}

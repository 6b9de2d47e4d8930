package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Status;
import puzzlelab.rushdb.core.Enumeration;
import puzzlelab.rushdb.core.Sweep;

/**
 * Every puzzle the enumeration keeps (4×4 up to 2 walls, 5×5 without) has the optima of the packed-bfs solver: its
 * moves, and its steps (fewest one-cell slides) against packed-bfs under the steps metric.
 */
class DbOracleTest {
    private static int checked(Enumeration e) throws Exception {
        int n = 0;
        for (Sweep.Puzzle p : e.partition(0, 1, null).puzzles()) {
            RushBoard b = FoglemanText.parse("db", 1, p.board());
            assertThat(optimum(b, false)).as(p.board()).isEqualTo(p.moves());
            assertThat(optimum(b, true)).as(p.board()).isEqualTo(p.steps());
            n++;
        }
        return n;
    }

    /** Moves (or one-cell slides) of packed-bfs's optimal solution. */
    private static int optimum(RushBoard b, boolean unitSlides) {
        PackedBfs bfs = new PackedBfs(new Packed(b), unitSlides);
        Status st;
        do {
            st = bfs.step(1 << 16);
        } while (st == Status.RUNNING);
        assertThat(st).isEqualTo(Status.SOLVED);
        return unitSlides ? (int) bfs.best().cost() : bfs.best().length();
    }

    @Test
    void movesAndStepsAreOptimal() throws Exception {
        assertThat(checked(new Enumeration(4, 2))).isEqualTo(32);
        assertThat(checked(new Enumeration(5, 0))).isEqualTo(1730);
    }
}

package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.rushhour.db.Enumeration;
import puzzlelab.puzzles.rushhour.db.Sweep;

/** Every puzzle the enumeration keeps (4×4 up to 2 walls, 5×5 without) has the optimum of the packed-bfs solver. */
class DbOracleTest {
    private static int checked(Enumeration e) throws Exception {
        int n = 0;
        for (Sweep.Puzzle p : e.partition(0, 1, null).puzzles()) {
            Board b = FoglemanText.parse("db", 1, p.board());
            PackedBfs bfs = new PackedBfs(new Packed(b), false);
            Status st;
            do {
                st = bfs.step(1 << 16);
            } while (st == Status.RUNNING);
            assertThat(st).as(p.board()).isEqualTo(Status.SOLVED);
            assertThat(bfs.best().length()).as(p.board()).isEqualTo(p.moves());
            n++;
        }
        return n;
    }

    @Test
    void movesAreOptimal() throws Exception {
        assertThat(checked(new Enumeration(4, 2))).isEqualTo(32);
        assertThat(checked(new Enumeration(5, 0))).isEqualTo(1730);
    }
}

package puzzlelab.rushdb.core;

import static org.assertj.core.api.Assertions.assertThat;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The expansion's lookup tables against their definitions, on every board size the enumeration takes. */
class LaneTableTest {
    @Test
    void aLanesPatternAndItsOpenSlidesMatchTheCellByCellDefinition() {
        SplittableRandom rnd = new SplittableRandom(3);
        int checked = 0;
        for (int n = 4; n <= 7; n++) {
            Enumeration e = new Enumeration(n, 1, false);
            for (int w = 0; w < e.wallSets.length; w++) {
                LaneTable[][] cols = e.columns(e.wallSets[w]);
                for (int lane = 0; lane < n; lane++) {
                    for (LaneTable[] options : new LaneTable[][] {e.rowOptions[w][lane], cols[lane]}) {
                        for (LaneTable t : options) {
                            if (t == null) continue;
                            for (int k = 0; k < 20; k++) {
                                long o = rnd.nextLong() & (n * n == 64 ? -1L : (1L << n * n) - 1);
                                int expected = 0;
                                for (int p = 0; p < n; p++) if ((o & t.cells(p, 1)) != 0) expected |= 1 << p;
                                assertThat(t.pattern(o)).as("n %d, %s, cells %x", n, t, o).isEqualTo(expected);
                                int c = rnd.nextInt(t.configs);
                                // the lane's own cars stand where configuration c puts them, other cells at random
                                long board = o | t.occ[c];
                                IntArrayList open = new IntArrayList();
                                for (int m = t.moveStart[c]; m < t.moveStart[c + 1]; m++)
                                    if ((t.moveSwept[m] & board) == 0) open.add(t.moveNext[m]);
                                int at = (c << n) + t.pattern(board);
                                IntArrayList table = new IntArrayList();
                                for (int m = t.legalStart[at]; m < t.legalStart[at + 1]; m++) table.add(t.legalNext[m]);
                                assertThat(table.toIntArray()).as("n %d, %s, config %d, cells %x", n, t, c, board).containsExactly(open.toIntArray());
                                checked++;
                            }
                        }
                    }
                }
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }
}

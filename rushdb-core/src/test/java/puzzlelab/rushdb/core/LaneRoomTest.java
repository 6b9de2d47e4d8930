package puzzlelab.rushdb.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link LaneRoom} prunes layouts before any state is built; both enumeration orders use it, so their equality tests
 * would not see a test that drops a layout holding states. Here it is checked against a search for one state.
 */
class LaneRoomTest {
    /** Whether some choice of one configuration per lane leaves no cell covered twice (walls included). */
    static boolean holdsAState(long walls, List<LaneTable> lanes, int i, long occ) {
        if (i == lanes.size()) return true;
        LaneTable t = lanes.get(i);
        for (int c = 0; c < t.configs; c++)
            if ((t.occ[c] & occ) == 0 && holdsAState(walls, lanes, i + 1, occ | t.occ[c])) return true;
        return false;
    }

    @Test
    void aLayoutRuledOutHoldsNoStateAndTheWholeTestAgreesWithTheIncrementalOne() {
        SplittableRandom rnd = new SplittableRandom(5);
        int n = 5;
        Enumeration e = new Enumeration(n, 2, false);
        int ruledOut = 0;
        int kept = 0;
        for (int k = 0; k < 200_000; k++) {
            int w = rnd.nextInt(e.wallSets.length);
            long walls = e.wallSets[w];
            long prefixes = e.firstPrefix[w + 1] - e.firstPrefix[w];
            if (prefixes == 0) continue;   // e.g. a wall right of the red car: no exit-row layout
            LaneTable[] rows = new LaneTable[n];
            List<LaneTable> lanes = new ArrayList<>();
            e.rows(w, rnd.nextLong(prefixes), rows, lanes);
            LaneTable[][] options = e.columns(walls);
            LaneTable[] cols = new LaneTable[n];
            for (int x = 0; x < n; x++) cols[x] = options[x][rnd.nextInt(options[x].length)];
            for (LaneTable t : cols) if (t != null) lanes.add(t);
            boolean feasible = LaneRoom.feasible(n, walls, rows, cols);
            if (!feasible) {
                assertThat(holdsAState(walls, lanes, 0, walls)).as("walls %x, lanes %s", walls, lanes).isFalse();
                ruledOut++;
            } else {
                kept++;
            }
            // the incremental enumeration from the same rows meets these columns exactly when the whole test holds
            if (k >= 2_000) continue;
            boolean[] met = {false};
            new LaneRoom(n, walls, rows).columns(0, options, new LaneTable[n],
                    c -> met[0] |= java.util.Arrays.equals(c, cols));
            assertThat(met[0]).isEqualTo(feasible);
        }
        assertThat(ruledOut).isGreaterThan(10_000);
        assertThat(kept).isGreaterThan(10_000);
    }
}

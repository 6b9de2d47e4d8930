package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/** FESS's out-of-plan feature: the area the packing order seals next ({@link OutOfPlan}). */
class SokobanOutOfPlanTest {
    @Test
    void zonesHoldNoGoalNorDeadSquareAndOnlyGrowAsTheOrderGoesOn() throws InputException {
        int withZone = 0;
        for (int level = 1; level <= 90; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            OutOfPlan oop = new OutOfPlan(b, new Packing(b, true), SetUp.NEVER);
            long[] before = null;
            for (int s = 0; s < b.goalList.length; s++) {
                long[] z = oop.zone(s);
                if (z == null) continue;
                for (int q = 0; q < b.n; q++)
                    if (Bits.get(z, q)) assertThat(Bits.get(b.goals, q) || b.dead[q]).as("level %d square %d", level, q).isFalse();
                if (before != null)
                    for (int i = 0; i < z.length; i++) assertThat(before[i] & ~z[i]).as("level %d, %d packed", level, s).isZero();
                before = z;
            }
            if (oop.zone(0) != null) withZone++;
            // the count is the boxes standing in the zone
            long[] z0 = oop.zone(0);
            int expected = 0;
            if (z0 != null) for (int i = 0; i < b.words; i++) expected += Long.bitCount(b.boxes0[i] & z0[i]);
            assertThat(oop.count(b.boxes0, 0)).isEqualTo(expected);
        }
        assertThat(withZone).isGreaterThan(0);
    }
}

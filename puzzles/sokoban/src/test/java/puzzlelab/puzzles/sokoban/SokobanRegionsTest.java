package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The bound the connectivity advisor skips pushes by: a push from s leaves at least count - beside(s) + 1 regions. */
class SokobanRegionsTest {

    @Property(tries = 300)
    void aPushNeverJoinsMoreRegionsThanTouchItsBox(@ForAll long seed, @ForAll @IntRange(min = 2, max = 6) int boxes) {
        SokobanBoard b = SokobanPropertyTest.randomLevel(seed, boxes).board;
        Regions r = new Regions(b);
        long[] bx = b.boxes0.clone();
        int base = r.label(bx);
        for (int s : Bits.list(bx, b.n)) {
            int floor = base - r.beside(s) + 1;
            for (int d = 0; d < 4; d++) {
                int to = b.nb[s * 4 + d];
                if (to < 0 || Bits.get(bx, to)) continue;
                long[] after = bx.clone();
                Bits.clear(after, s);
                Bits.set(after, to);
                int n = new Regions(b).label(after);
                assertThat(n).as("push %d->%d", s, to).isGreaterThanOrEqualTo(floor);
            }
        }
    }
}

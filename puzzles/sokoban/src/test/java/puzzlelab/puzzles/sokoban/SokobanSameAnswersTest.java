package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Round 8's speed-ups give the answers of the code they replace: the feasibility test by goal bits takes the same
 * augmenting paths as the loop over the distance rows (the same answer, the same goal for each box, the same work), and
 * the corrals taken from the free regions' labels are the corrals of the walk and second labelling (the same squares
 * share a corral). XSokoban boards, random box sets (seeded by jqwik, which prints the seed), one instance serving many
 * calls in a row as in a search.
 */
class SokobanSameAnswersTest {

    private static SokobanBoard level(int number) {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + number)).board;
    }

    /** About {@code percent} % of the squares as boxes, never on {@code keep}; at most {@code max} of them. */
    private static long[] randomBoxes(SokobanBoard b, SplittableRandom rnd, int percent, int keep, int max) {
        long[] bx = new long[b.words];
        int n = 0;
        for (int s = 0; s < b.n && n < max; s++) if (s != keep && rnd.nextInt(100) < percent) { Bits.set(bx, s); n++; }
        return bx;
    }

    @Property(tries = 30)
    void theGoalBitsTakeTheSamePathsAsTheDistanceRows(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        int k = b.boxCount();
        long[] reach = new long[b.n];
        for (int g = 0; g < k; g++) for (int s = 0; s < b.n; s++) if (b.goalDist[g][s] < SokobanBoard.INF) reach[s] |= 1L << g;
        int[] all = new int[k];
        for (int g = 0; g < k; g++) all[g] = g;
        Kuhn rows = new Kuhn(k), bits = new Kuhn(k);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int i = 0; i < 200; i++) {
            int[] boxAt = Bits.list(randomBoxes(b, rnd, 2 + rnd.nextInt(20), -1, k), b.n);
            boolean a = rows.perfect(boxAt, boxAt.length, all, k, b.goalDist), c = bits.perfect(boxAt, boxAt.length, k, reach);
            assertThat(c).as("level %d, boxes %s", number, java.util.Arrays.toString(boxAt)).isEqualTo(a);
            assertThat(bits.work).isEqualTo(rows.work);
            if (a) {
                for (int g = 0; g < k; g++) assertThat(bits.owner(g)).isEqualTo(rows.owner(g));
            }
        }
    }

    @Property(tries = 30)
    void theCorralsFromTheRegionLabelsAreTheWalksCorrals(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        CorralLabels byWalk = new CorralLabels(b), byRegions = new CorralLabels(b);
        Walk walk = new Walk(b);
        Regions regions = new Regions(b);
        SplittableRandom rnd = new SplittableRandom(seed);
        int withCorral = 0;
        for (int i = 0; i < 100; i++) {
            int player = rnd.nextInt(b.n);
            long[] boxes = randomBoxes(b, rnd, 10 + rnd.nextInt(30), player, Integer.MAX_VALUE);
            walk.from(boxes, player);
            int count = regions.label(boxes);
            assertThat(regions.size(player)).isEqualTo(walk.count);
            int used = byWalk.label(boxes, walk), usedR = byRegions.label(boxes, regions, player);
            assertThat(usedR == 0).isEqualTo(used == 0);
            assertThat(count == 1).isEqualTo(used == 0);
            if (used == 0) continue;
            withCorral++;
            for (int s = 0; s < b.n; s++) {
                assertThat(byRegions.region[s] == 0).as("square %d", s).isEqualTo(byWalk.region[s] == 0);
                for (int t = s + 1; t < b.n; t++)
                    if (byWalk.region[s] != 0 && byWalk.region[t] != 0)
                        assertThat(byRegions.region[s] == byRegions.region[t]).isEqualTo(byWalk.region[s] == byWalk.region[t]);
            }
            for (int s = 0; s < b.n; s++) if (Bits.get(boxes, s)) assertThat(byRegions.corralOf(s) == 0).isEqualTo(byWalk.corralOf(s) == 0);
        }
        assertThat(withCorral).isPositive();
    }
}

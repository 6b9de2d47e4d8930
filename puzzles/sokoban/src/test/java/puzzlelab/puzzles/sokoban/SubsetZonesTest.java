package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/**
 * {@link SubsetZones} against the walk it stands in for: on XSokoban boards, random sets of a few boxes (a set drawn
 * again now and then, so answers come from remembered labels too, and hashes forced to collide), the keeper on random
 * free squares: the smallest square, the count and the zone equal {@link Walk#reach}'s.
 */
class SubsetZonesTest {
    private static final long SEED = 4513;

    @Test
    void answersAsTheWalk() throws InputException {
        System.out.println("SubsetZonesTest seed " + SEED);
        SplittableRandom rnd = new SplittableRandom(SEED);
        int tried = 0;
        for (int level : new int[] {1, 16, 29, 39, 52, 66, 89}) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            Walk walk = new Walk(b);
            SubsetZones zones = new SubsetZones(b);
            long[][] sets = new long[40][];
            for (int trial = 0; trial < 2000; trial++) {
                int pick = rnd.nextInt(sets.length);
                if (sets[pick] == null || rnd.nextInt(4) == 0) {
                    long[] set = new long[b.words];
                    int k = 1 + rnd.nextInt(6);
                    for (int placed = 0; placed < k; ) {
                        int s = rnd.nextInt(b.n);
                        if (!Bits.get(set, s)) { Bits.set(set, s); placed++; }
                    }
                    sets[pick] = set;
                }
                long[] set = sets[pick];
                long hash = rnd.nextInt(3) == 0 ? 7 : java.util.Arrays.hashCode(set) * 0x9e3779b97f4a7c15L;   // 7: collide
                int player;
                do player = rnd.nextInt(b.n); while (Bits.get(set, player));
                walk.reach(set, player);
                zones.of(set, hash, player);
                String at = "level " + level + " trial " + trial + "\n" + PatternSearchTest.picture(b, set, player);
                assertThat(zones.topLeft).as(at).isEqualTo(walk.topLeft);
                assertThat(zones.count).as(at).isEqualTo(walk.count);
                long[] zone = new long[b.words], walked = new long[b.words];
                zones.zone(zone);
                for (int i = 0; i < walk.count; i++) Bits.set(walked, walk.queue[i]);
                assertThat(zone).as(at).isEqualTo(walked);
                tried++;
            }
        }
        assertThat(tried).isEqualTo(14_000);
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link Positions}' slots in segments (round 14): each segment doubles on its own and the ids' bits widen in place, and
 * through all of it a lookup answers what a plain map keyed by box set and key square answers — also after
 * {@link Positions#clear} and a refill, and with few distinct box sets so that most lookups hit and probe lines are long.
 */
class SokobanSegmentedSlotsTest {
    private static SokobanBoard level(int number) {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + number)).board;
    }

    @Property(tries = 6)
    void lookupsAnswerAsAMapThroughSegmentGrowthsAndClears(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number,
            @ForAll @IntRange(min = 1, max = 4) int boxesAtMost) {
        System.out.printf("segmented slots: seed %d, level %d, at most %d boxes%n", seed, number, boxesAtMost);
        SokobanBoard b = level(number);
        SplittableRandom rnd = new SplittableRandom(seed);
        Positions pos = new Positions(b, Positions.FINDERS_SEED);
        for (int round = 0; round < 2; round++) {   // the second round refills the cleared table
            if (round == 1) pos.clear();
            Map<String, Integer> oracle = new HashMap<>();
            int hits = 0, target = round == 0 ? 40_000 : 20_000;
            // few boxes on a few squares: box sets recur, so many lookups find a stored position
            for (int i = 0; i < 200_000 && pos.size() < target; i++) {
                long[] bx = new long[b.words];
                int boxes = 1 + rnd.nextInt(boxesAtMost);
                for (int k = 0; k < boxes; k++) Bits.set(bx, rnd.nextInt(b.n));
                int key = rnd.nextInt(b.n);
                long h = pos.hashOf(bx);
                pos.touch(h);
                int id = pos.find(bx, h, key);
                String k = Arrays.toString(bx) + "@" + key;
                assertThat(id).as("seed %d: lookup %d", seed, i).isEqualTo(oracle.getOrDefault(k, -1));
                if (id >= 0) {
                    hits++;
                    continue;
                }
                id = pos.add(bx, h, key, key, -1, -1);
                assertThat(id).isEqualTo(oracle.size());
                oracle.put(k, id);
            }
            assertThat(pos.size()).as("seed %d", seed).isEqualTo(oracle.size());
            // every stored position is found again, as its own id, after all the growths
            for (Map.Entry<String, Integer> e : oracle.entrySet()) {
                int id = e.getValue();
                long[] bx = new long[b.words];
                pos.copyBoxes(id, bx);
                assertThat(pos.find(bx, pos.hashOf(bx), pos.keyPlayer(id))).as("seed %d: id %d", seed, id).isEqualTo(id);
            }
            if (boxesAtMost == 1) assertThat(hits).as("seed %d: a small key space hits", seed).isGreaterThan(0);
        }
    }

    /** No slot array is ever the whole table: at 200,000 positions the largest segment is a small part of all slots. */
    @Property(tries = 2)
    void noSlotArrayHoldsTheWholeTable(@ForAll long seed) {
        System.out.printf("segment sizes: seed %d%n", seed);
        SokobanBoard b = level(1);
        SplittableRandom rnd = new SplittableRandom(seed);
        Positions pos = new Positions(b, Positions.FINDERS_SEED);
        while (pos.size() < 200_000) {
            long[] bx = new long[b.words];
            for (int k = 0; k < 6; k++) Bits.set(bx, rnd.nextInt(b.n));
            int key = rnd.nextInt(b.n);
            long h = pos.hashOf(bx);
            if (pos.find(bx, h, key) < 0) pos.add(bx, h, key, key, -1, -1);
        }
        assertThat(pos.slotCount()).isGreaterThanOrEqualTo(2L * pos.size());
        assertThat((long) pos.largestSegment() * 16).as("seed %d", seed).isLessThan(pos.slotCount());
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The finders' fast paths against their plain versions: WeightStacks against a heap, Walk.sides against Walk.from. */
class SokobanQueuesTest {

    /** Entries numbered in push order: the heap pops least weight, then the highest number, as the stacks must. */
    @Property(tries = 200)
    void weightStacksPopLikeAHeapOfWeightThenNewest(@ForAll long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        WeightStacks stacks = new WeightStacks();
        LongHeapPriorityQueue heap = new LongHeapPriorityQueue();
        long next = 0;
        for (int round = 0; round < 3; round++) {
            int ops = 1 + rnd.nextInt(300);
            for (int i = 0; i < ops; i++) {
                if (!heap.isEmpty() && rnd.nextInt(3) == 0) {
                    long h = heap.dequeueLong();
                    assertThat(stacks.pop()).isEqualTo((1L << 40) - 1 - (h & ((1L << 40) - 1)));
                } else {
                    int w = rnd.nextInt(40);
                    stacks.push(w, next);
                    heap.enqueue((long) w << 40 | ((1L << 40) - 1 - next));
                    next++;
                }
                assertThat(stacks.size()).isEqualTo(heap.size());
            }
            stacks.clear();
            heap.clear();
            assertThat(stacks.isEmpty()).isTrue();
        }
    }

    /**
     * Narrow stacks (4, 5 or 6 bytes an entry) pop exactly what wide ones (longs) pop, entries drawn up to the widest
     * they take (2^bits - 1, the high bytes' sign bit set), in the same order; an entry wider than that is refused.
     */
    @Property(tries = 200)
    void narrowStacksPopTheSameEntriesAsLongOnes(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int kind) {
        int bits = new int[] {31, 39, 41, 47}[kind];
        SplittableRandom rnd = new SplittableRandom(seed);
        WeightStacks narrow = new WeightStacks(bits, new long[1]), wide = new WeightStacks();
        for (int round = 0; round < 3; round++) {
            int ops = 1 + rnd.nextInt(300);
            for (int i = 0; i < ops; i++) {
                if (!wide.isEmpty() && rnd.nextInt(3) == 0) assertThat(narrow.pop()).isEqualTo(wide.pop());
                else {
                    int w = rnd.nextInt(40);
                    long e = switch (rnd.nextInt(4)) {
                        case 0 -> (1L << bits) - 1;   // the widest
                        case 1 -> (1L << bits) - 1 - rnd.nextLong(1L << 20);   // high bits all set
                        case 2 -> rnd.nextLong(1L << Math.min(bits, 32));   // the low int's sign bit (when wider than 31)
                        default -> rnd.nextLong(1L << bits);
                    };
                    narrow.push(w, e);
                    wide.push(w, e);
                }
                assertThat(narrow.size()).isEqualTo(wide.size());
            }
            narrow.clear();
            wide.clear();
            assertThat(narrow.isEmpty()).isTrue();
        }
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> narrow.push(0, 1L << bits))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("entry " + (1L << bits) + " wider than " + bits + " bits");
    }

    @Property(tries = 150)
    void sidesAreTheReachedNeighboursOfTheBox(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int boxes) {
        SokobanInstance inst = SokobanPropertyTest.randomLevel(seed, boxes);
        SokobanBoard b = inst.board;
        Walk full = new Walk(b), partial = new Walk(b);
        SplittableRandom rnd = new SplittableRandom(seed);
        for (int s = 0; s < b.n; s++) {
            if (!Bits.get(b.boxes0, s)) continue;
            int player = rnd.nextInt(b.n);
            if (Bits.get(b.boxes0, player)) continue;
            full.from(b.boxes0, player);
            int expected = 0;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t >= 0 && full.reached(t)) expected |= 1 << d;
            }
            assertThat(partial.sides(b.boxes0, player, s)).isEqualTo(expected);
        }
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import it.unimi.dsi.fastutil.bytes.ByteArrayList;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.shorts.ShortArrayList;
import java.util.Map;
import java.util.TreeMap;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * WeightStacks' bytes against the fastutil lists it kept its stacks in until round 17: a list per weight (created at
 * its first push), an int list and a byte or short list beside it for 5- and 6-byte entries, longs for 8. The room the
 * arrays took, popped entries' room kept, must be the same after every push and pop (the finders report it).
 */
class WeightStacksBytesTest {

    @Property(tries = 200)
    void bytesAreTheFastutilListsBytes(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int kind) {
        int bits = new int[] {31, 39, 47, 63}[kind];
        SplittableRandom rnd = new SplittableRandom(seed);
        WeightStacks stacks = new WeightStacks(bits, new long[1]);
        Map<Integer, LongArrayList> longs = new TreeMap<>();
        Map<Integer, IntArrayList> lows = new TreeMap<>();
        Map<Integer, ByteArrayList> highBytes = new TreeMap<>();
        Map<Integer, ShortArrayList> highShorts = new TreeMap<>();
        long pushed = 0, popped = 0;
        for (int step = 0; step < 2000; step++) {
            if (pushed > popped && rnd.nextInt(4) == 0) {
                stacks.pop();
                popped++;
                // the least weight's list loses its last entry (a popped entry's room stays)
                if (bits == 63) longs.values().stream().filter(l -> !l.isEmpty()).findFirst().orElseThrow().popLong();
                else {
                    int w = lows.entrySet().stream().filter(e -> !e.getValue().isEmpty()).findFirst().orElseThrow().getKey();
                    lows.get(w).popInt();
                    if (bits == 39) highBytes.get(w).popByte();
                    if (bits == 47) highShorts.get(w).popShort();
                }
            } else {
                int w = rnd.nextInt(1 + rnd.nextInt(60));
                stacks.push(w, rnd.nextLong() >>> (64 - bits));
                pushed++;
                if (bits == 63) longs.computeIfAbsent(w, x -> new LongArrayList()).add(0L);
                else lows.computeIfAbsent(w, x -> new IntArrayList()).add(0);
                if (bits == 39) highBytes.computeIfAbsent(w, x -> new ByteArrayList()).add((byte) 0);
                if (bits == 47) highShorts.computeIfAbsent(w, x -> new ShortArrayList()).add((short) 0);
            }
            if (step % 500 == 499) {
                stacks.clear();
                popped = pushed;
                longs.values().forEach(LongArrayList::clear);
                lows.values().forEach(IntArrayList::clear);
                highBytes.values().forEach(ByteArrayList::clear);
                highShorts.values().forEach(ShortArrayList::clear);
            }
            long room = 0;
            for (LongArrayList l : longs.values()) room += 8L * l.elements().length;
            for (IntArrayList l : lows.values()) room += 4L * l.elements().length;
            for (ByteArrayList l : highBytes.values()) room += l.elements().length;
            for (ShortArrayList l : highShorts.values()) room += 2L * l.elements().length;
            assertThat(stacks.bytes()).as("seed %d bits %d step %d", seed, bits, step).isEqualTo(room);
        }
    }
}

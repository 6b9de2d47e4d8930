package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The walks, the region labels and the positions table after the speed-ups (stamped boxes and a wall sentinel in the
 * walks and labels, fingerprints in the table's slots) give exactly what a plain BFS and a plain map give: the same
 * squares in the same order, the same distances, counts, top-left squares and work, the same ids. One instance serves
 * many calls in a row, as in a search, so a stamp left by an earlier walk must never count in a later one. The levels
 * are XSokoban's (up to five words of box bits), the box sets random (seeded by jqwik, which prints the seed).
 */
class SokobanWalkStampsTest {

    private static SokobanBoard level(int number) {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + number)).board;
    }

    /** A random set of about {@code percent} % of the squares as boxes, never on {@code keep}. */
    private static long[] randomBoxes(SokobanBoard b, SplittableRandom rnd, int percent, int keep) {
        long[] bx = new long[b.words];
        for (int s = 0; s < b.n; s++) if (s != keep && rnd.nextInt(100) < percent) Bits.set(bx, s);
        return bx;
    }

    @Property(tries = 40)
    void walksAndSidesAreThePlainBfs(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        SplittableRandom rnd = new SplittableRandom(seed);
        Walk walk = new Walk(b);
        for (int round = 0; round < 50; round++) {
            int player = rnd.nextInt(b.n);
            long[] bx = randomBoxes(b, rnd, 5 + rnd.nextInt(40), player);
            Plain plain = new Plain(b, bx, player, -1);
            long before = walk.work;
            walk.from(bx, player);
            assertThat(walk.count).isEqualTo(plain.order.length);
            assertThat(Arrays.copyOf(walk.queue, walk.count)).isEqualTo(plain.order);
            assertThat(walk.topLeft).isEqualTo(Arrays.stream(plain.order).min().getAsInt());
            assertThat(walk.work - before).isEqualTo(plain.order.length);
            for (int s = 0; s < b.n; s++) {
                assertThat(walk.reached(s)).as("square %d", s).isEqualTo(plain.dist[s] >= 0);
                if (plain.dist[s] >= 0) assertThat(walk.dist[s]).isEqualTo(plain.dist[s]);
            }
            // a box beside the player's region: its sides, and the partial walk's work, as the plain walk stopped early
            for (int s : Bits.list(bx, b.n)) {
                Plain stop = new Plain(b, bx, player, s);
                before = walk.work;
                assertThat(walk.sides(bx, player, s)).as("sides of %d", s).isEqualTo(stop.sides);
                assertThat(walk.work - before).isEqualTo(stop.order.length);
                assertThat(walk.reached(player)).isFalse();   // a partial walk leaves nothing reached
            }
        }
    }

    @Property(tries = 40)
    void regionLabelsAreThePlainLabels(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        SplittableRandom rnd = new SplittableRandom(seed);
        Regions regions = new Regions(b);
        for (int round = 0; round < 50; round++) {
            long[] bx = randomBoxes(b, rnd, 5 + rnd.nextInt(40), -1);
            int[] plain = new int[b.n];
            int count = 0;
            for (int s = 0; s < b.n; s++) {
                if (plain[s] != 0 || Bits.get(bx, s)) continue;
                count++;
                for (int t : new Plain(b, bx, s, -1).order) plain[t] = count;
            }
            assertThat(regions.label(bx)).isEqualTo(count);
            assertThat(Arrays.copyOf(regions.label, b.n)).isEqualTo(plain);
        }
    }

    @Property(tries = 20)
    void theTableFindsWhatAMapFinds(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int number) {
        SokobanBoard b = level(number);
        SplittableRandom rnd = new SplittableRandom(seed);
        Positions pos = new Positions(b, Positions.FINDERS_SEED);
        Map<String, Integer> plain = new HashMap<>();
        for (int i = 0; i < 20_000; i++) {   // past two rehashes; few squares, so many lookups hit
            long[] bx = new long[b.words];
            for (int k = 0; k < 3; k++) Bits.set(bx, rnd.nextInt(Math.min(b.n, 40)));
            int kp = rnd.nextInt(3);
            String key = Arrays.toString(bx) + "@" + kp;
            int id = pos.find(bx, pos.hashOf(bx), kp);
            assertThat(id).isEqualTo(plain.getOrDefault(key, -1));
            if (id < 0) plain.put(key, pos.add(bx, pos.hashOf(bx), kp, kp, -1, -1));
        }
        assertThat(pos.size()).isEqualTo(plain.size());
    }

    /** The walk as written before the speed-ups: a BFS over free squares, stopped when {@code box}'s free sides are found. */
    private static final class Plain {
        final int[] dist, order;
        int sides;

        Plain(SokobanBoard b, long[] boxes, int player, int box) {
            dist = new int[b.n];
            Arrays.fill(dist, -1);
            int want = 0;
            if (box >= 0)
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[box * 4 + d];
                    if (t >= 0 && !Bits.get(boxes, t)) want |= 1 << d;
                }
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            int[] seenOrder = new int[b.n];
            int n = 0;
            queue.add(player);
            dist[player] = 0;
            seenOrder[n++] = player;
            while (!queue.isEmpty()) {
                int s = queue.poll();
                if (box >= 0) {
                    for (int d = 0; d < 4; d++) if (b.nb[box * 4 + d] == s) sides |= 1 << d;
                    if (sides == want) break;
                }
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[s * 4 + d];
                    if (t < 0 || dist[t] >= 0 || Bits.get(boxes, t)) continue;
                    dist[t] = dist[s] + 1;
                    seenOrder[n++] = t;
                    queue.add(t);
                }
            }
            order = Arrays.copyOf(seenOrder, n);
        }
    }
}

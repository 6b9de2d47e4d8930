package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/**
 * {@link Regions#countAfterMove} against the labelling it stands in for: on XSokoban boards with random box sets (few
 * boxes to all), every push and random moves of a box to any free square (or to its own square), whenever it answers,
 * the count equals {@link Regions#label} of the new position. Also that it answers for most pushes (else it saves
 * nothing) and declines where the moved box cuts its region.
 */
class RegionsMoveTest {
    private static final long SEED = 1146;

    @Test
    void countsAsTheLabellingOfTheChild() throws InputException {
        System.out.println("RegionsMoveTest seed " + SEED);
        SplittableRandom rnd = new SplittableRandom(SEED);
        long[] tried = new long[2], answered = new long[2];   // pushes, random moves
        for (int level : new int[] {1, 16, 29, 39, 52, 66, 89}) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            Regions parent = new Regions(b), child = new Regions(b);
            for (int trial = 0; trial < 300; trial++) {
                long[] boxes = new long[b.words];
                int k = 1 + rnd.nextInt(b.boxCount());
                for (int placed = 0; placed < k; ) {
                    int s = rnd.nextInt(b.n);
                    if (!Bits.get(boxes, s)) { Bits.set(boxes, s); placed++; }
                }
                parent.label(boxes);
                String at = "level " + level + " trial " + trial + "\n" + PatternSearchTest.picture(b, boxes, -1);
                for (int s = 0; s < b.n; s++) {
                    if (!Bits.get(boxes, s)) continue;
                    for (int d = 0; d < 4; d++) {
                        int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                        if (to >= 0 && from >= 0 && !Bits.get(boxes, to) && !Bits.get(boxes, from))
                            check(parent, child, boxes, s, to, at, tried, answered, 0);
                    }
                }
                for (int move = 0; move < 20; move++) {
                    int a = rnd.nextInt(b.n), c = rnd.nextInt(8) == 0 ? a : rnd.nextInt(b.n);
                    if (!Bits.get(boxes, a) || c != a && Bits.get(boxes, c)) continue;
                    check(parent, child, boxes, a, c, at, tried, answered, 1);
                }
            }
        }
        System.out.printf("RegionsMoveTest: answered without a labelling %d of %d pushes, %d of %d moves%n",
                answered[0], tried[0], answered[1], tried[1]);
        for (int i = 0; i < 2; i++) {
            assertThat(tried[i]).isGreaterThan(1000);
            assertThat(answered[i]).isGreaterThan(tried[i] / 3);
        }
    }

    private static void check(Regions parent, Regions child, long[] boxes, int a, int c, String at, long[] tried,
            long[] answered, int kind) {
        tried[kind]++;
        int n = parent.countAfterMove(a, c);
        if (n < 0) return;
        answered[kind]++;
        long[] moved = boxes.clone();
        Bits.clear(moved, a);
        Bits.set(moved, c);
        assertThat(n).as(at + "box " + a + " to " + c).isEqualTo(child.label(moved));
    }

    @Test
    void declinesWhereTheMoveCutsTheRegion() throws InputException {
        // the box on (2,2) pushed right to (2,3): (2,3) is the only way into the pocket (1,3), which it cuts off
        SokobanBoard b = ChildRegionTest.pocket();
        int s = b.square[2 * b.width + 2], p = b.square[2 * b.width + 3];
        Regions regions = new Regions(b);
        regions.label(b.boxes0);
        assertThat(regions.countAfterMove(s, p)).isEqualTo(-1);
        Regions child = new Regions(b);
        long[] moved = b.boxes0.clone();
        Bits.clear(moved, s);
        Bits.set(moved, p);
        // the pocket split off from the right part, the freed square joined to the goal: three regions
        assertThat(child.label(moved)).isEqualTo(3);
    }
}

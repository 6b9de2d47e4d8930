package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/**
 * {@link ChildRegion} against the walk it stands in for: on XSokoban boards with random box sets and keepers, every pull
 * and every push the keeper can make, and random moves of a box to any free square with the keeper anywhere free, and
 * whenever the region test answers, its count, smallest square, a watched square's membership and every square's
 * membership equal a {@link Walk}
 * of the child from the keeper's square. Also that it answers for most pulls and pushes (else it would save nothing)
 * and declines where the moved box cuts the keeper's region.
 */
class ChildRegionTest {
    private static final long SEED = 1045;

    private static SokobanBoard board(int level) throws InputException {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
    }

    @Test
    void answersAsTheWalkOfTheChild() throws InputException {
        System.out.println("ChildRegionTest seed " + SEED);
        SplittableRandom rnd = new SplittableRandom(SEED);
        long[] tried = new long[3], answered = new long[3];   // pulls, pushes, random moves
        for (int level : new int[] {1, 16, 29, 52, 66, 89}) {
            SokobanBoard b = board(level);
            Walk parentWalk = new Walk(b), childWalk = new Walk(b);
            ChildRegion region = new ChildRegion(b);
            for (int trial = 0; trial < 300; trial++) {
                long[] boxes = new long[b.words];
                int k = b.boxCount() - rnd.nextInt(b.boxCount() / 2 + 1);
                for (int placed = 0; placed < k; ) {
                    int s = rnd.nextInt(b.n);
                    if (!Bits.get(boxes, s)) { Bits.set(boxes, s); placed++; }
                }
                int keeper;
                do keeper = rnd.nextInt(b.n); while (Bits.get(boxes, keeper));
                int watched = rnd.nextInt(4) == 0 ? -1 : rnd.nextBoolean() ? b.player0 : rnd.nextInt(b.n);
                region.parent(boxes, keeper);
                parentWalk.reach(boxes, keeper);
                assertThat(region.rootSize()).isEqualTo(parentWalk.count);
                String at = "level " + level + " trial " + trial + "\n" + PatternSearchTest.picture(b, boxes, keeper);
                for (int s = 0; s < b.n; s++) {
                    assertThat(region.reached(s)).isEqualTo(parentWalk.reached(s));
                    if (!Bits.get(boxes, s)) continue;
                    for (int d = 0; d < 4; d++) {
                        int p = b.nb[s * 4 + d], q = p < 0 ? -1 : b.nb[p * 4 + d];
                        if (p >= 0 && parentWalk.reached(p) && q >= 0 && !Bits.get(boxes, q))   // the pull s -> p
                            check(b, region, childWalk, boxes, s, p, q, watched, at, tried, answered, 0);
                        int from = b.nb[s * 4 + (d ^ 2)];
                        if (p >= 0 && !Bits.get(boxes, p) && from >= 0 && parentWalk.reached(from))   // the push s -> p
                            check(b, region, childWalk, boxes, s, p, s, watched, at, tried, answered, 1);
                    }
                }
                for (int move = 0; move < 20; move++) {   // any box to any free square, the keeper anywhere free
                    int a = rnd.nextInt(b.n), c = rnd.nextInt(b.n), kc = rnd.nextInt(b.n);
                    if (!Bits.get(boxes, a) || Bits.get(boxes, c) || kc == c || kc != a && Bits.get(boxes, kc)) continue;
                    check(b, region, childWalk, boxes, a, c, kc, watched, at, tried, answered, 2);
                }
            }
        }
        System.out.printf("ChildRegionTest: answered without a walk %d of %d pulls, %d of %d pushes, %d of %d moves%n",
                answered[0], tried[0], answered[1], tried[1], answered[2], tried[2]);
        for (int i = 0; i < 3; i++) {
            assertThat(tried[i]).isGreaterThan(1000);
            assertThat(answered[i]).isGreaterThan(tried[i] / 3);
        }
    }

    private static void check(SokobanBoard b, ChildRegion region, Walk childWalk, long[] boxes, int a, int c, int keeper,
            int watched, String at, long[] tried, long[] answered, int kind) {
        tried[kind]++;
        if (!region.of(a, c, keeper, watched)) return;
        answered[kind]++;
        long[] child = boxes.clone();
        Bits.clear(child, a);
        Bits.set(child, c);
        childWalk.reach(child, keeper);
        String what = at + "box " + a + " to " + c + ", keeper " + keeper + ", watched " + watched;
        assertThat(region.count).as(what).isEqualTo(childWalk.count);
        assertThat(region.topLeft).as(what).isEqualTo(childWalk.topLeft);
        assertThat(region.reachesWatched).as(what).isEqualTo(watched >= 0 && childWalk.reached(watched));
        for (int s = 0; s < b.n; s++) assertThat(region.inChild(s)).as(what + ", square " + s).isEqualTo(childWalk.reached(s));
    }

    @Test
    void declinesWhereThePullCutsTheKeepersRegion() throws InputException {
        // the box on (2,2) pulled right to (2,3), the keeper stepping on to (2,4): (2,3) is the only way into the pocket
        // (1,3), which the child's keeper no longer reaches; the ring around (2,3) is walled above left and right
        SokobanBoard b = pocket();
        int s = b.square[2 * b.width + 2], p = b.square[2 * b.width + 3];
        ChildRegion region = new ChildRegion(b);
        region.parent(b.boxes0, b.player0);
        assertThat(region.of(s, p, b.nb[p * 4 + SokobanBoard.R], b.player0)).isFalse();
    }

    /** A room whose square (2,3) is the only way into the pocket (1,3) above it; a box on (2,2), the keeper on (2,5). */
    static SokobanBoard pocket() throws InputException {
        return ((SokobanInstance) new SokobanType().read("pocket", """
                ########
                ### ####
                #.$  @ #
                ########
                """)).board;
    }
}

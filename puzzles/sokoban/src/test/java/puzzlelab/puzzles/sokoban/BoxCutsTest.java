package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/**
 * {@link BoxCuts} against the walk it stands in for: on XSokoban boards with random box sets, one box taken as the
 * moving box, the box put on random squares of its floor and the keeper on each free side: whenever the cuts answer,
 * the sides and the squares counted equal {@link Walk#sides}'s; when they decline, the walk indeed found every free
 * side (it stopped early). And {@link BoxCuts#sides} over a sequence of queries gives the walk's answers and the same
 * clock ({@link Walk#work}) as walking each time.
 */
class BoxCutsTest {
    private static final long SEED = 4512;

    @Test
    void answersAsTheWalk() throws InputException {
        System.out.println("BoxCutsTest seed " + SEED);
        SplittableRandom rnd = new SplittableRandom(SEED);
        long tried = 0, answered = 0;
        for (int level : new int[] {1, 16, 29, 39, 41, 52, 66, 89}) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            Walk slow = new Walk(b), fast = new Walk(b);
            BoxCuts cuts = new BoxCuts(b), lazy = new BoxCuts(b);
            for (int trial = 0; trial < 200; trial++) {
                long[] others = new long[b.words];
                int k = rnd.nextInt(b.boxCount() + 1);
                for (int placed = 0; placed < k; ) {
                    int s = rnd.nextInt(b.n);
                    if (!Bits.get(others, s)) { Bits.set(others, s); placed++; }
                }
                int root;
                do root = rnd.nextInt(b.n); while (Bits.get(others, root));
                String at = "level " + level + " trial " + trial + "\n" + PatternSearchTest.picture(b, others, root);
                cuts.search(others, root);
                lazy.reset();
                slow.from(others, root);   // the moving box's floor: the squares it can be on
                int[] floor = java.util.Arrays.copyOf(slow.queue, slow.count);
                for (int q = 0; q < 30; q++) {
                    int s = floor[rnd.nextInt(floor.length)];
                    for (int d = 0; d < 4; d++) {
                        int p = b.nb[s * 4 + d];
                        if (p < 0 || Bits.get(others, p)) continue;
                        tried++;
                        long[] with = others.clone();
                        Bits.set(with, s);
                        long before = slow.work;
                        int want = slow.sides(with, p, s), walked = (int) (slow.work - before);
                        int r = cuts.read(others, s, p);
                        String what = at + "box " + s + " keeper " + p;
                        if (r < 0) {
                            assertThat(want).as(what).isEqualTo(freeSides(b, others, s));
                        } else {
                            answered++;
                            assertThat(r & 15).as(what).isEqualTo(want);
                            assertThat(r >>> 4).as(what).isEqualTo(walked);
                        }
                        long fastBefore = fast.work;
                        long[] kept = others.clone();
                        assertThat(lazy.sides(fast, others, s, p)).as(what).isEqualTo(want);
                        assertThat(fast.work - fastBefore).as(what).isEqualTo(walked);
                        assertThat(others).as(what).isEqualTo(kept);
                    }
                }
            }
        }
        System.out.printf("BoxCutsTest: answered without a walk %d of %d%n", answered, tried);
        assertThat(tried).isGreaterThan(10_000);
        assertThat(answered).isGreaterThan(tried / 20);
    }

    private static int freeSides(SokobanBoard b, long[] others, int s) {
        int want = 0;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[s * 4 + d];
            if (t >= 0 && !Bits.get(others, t)) want |= 1 << d;
        }
        return want;
    }

    @Test
    void aPocketCutOffByTheBox() throws InputException {
        // the box on (2,3), the only way into the pocket (1,3): the keeper on (2,2) reaches its left side only, and
        // the walk would have visited the keeper's whole region
        SokobanBoard b = ChildRegionTest.pocket();
        long[] others = b.boxes0.clone();
        int box = b.square[2 * b.width + 2];
        Bits.clear(others, box);
        int s = b.square[2 * b.width + 3], p = box;
        BoxCuts cuts = new BoxCuts(b);
        cuts.search(others, s);
        Walk walk = new Walk(b);
        long[] with = others.clone();
        Bits.set(with, s);
        int want = walk.sides(with, p, s);
        int r = cuts.read(others, s, p);
        assertThat(r).isNotNegative();
        assertThat(r & 15).isEqualTo(want);
        assertThat(r >>> 4).isEqualTo((int) walk.work);
    }
}

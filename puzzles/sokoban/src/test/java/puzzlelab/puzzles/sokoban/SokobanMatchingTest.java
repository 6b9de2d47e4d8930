package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import puzzlelab.puzzles.input.InputException;

/**
 * The matching re-solved for one moved box ({@link Matching#moved}, one Hungarian phase from the base's potentials)
 * equals the matching solved from scratch, for every push and pull of random positions on the built-in levels, to the
 * goals and to the start squares, dead positions included. The incremental matchings take their cost rows from the
 * shared per-square rows of fixed targets (round 13), the fresh ones fill their own rows: the same bounds both ways.
 */
class SokobanMatchingTest {

    @Property(tries = 60)
    void oneMovedBoxGivesTheFullSolution(@ForAll @IntRange(min = 1, max = 90) int level, @ForAll long seed,
            @ForAll boolean toStart) throws InputException {
        SokobanBoard b = board(level);
        int[][] dist = targets(b, toStart);
        Matching incremental = new Matching(b, dist, true), fresh = new Matching(b, dist);   // shared rows, copied rows
        SplittableRandom rnd = new SplittableRandom(seed);
        int compared = 0;
        for (int round = 0; round < 20; round++) {
            long[] boxes = randomBoxes(b, fresh, rnd, round < 10);   // half near the start (live), half anywhere
            int base = incremental.base(boxes);
            assertThat(base).isEqualTo(fresh.bound(boxes));
            if (base >= Matching.DEAD) continue;
            for (int[] move : oneBoxMoves(b, boxes)) {
                int s = move[0], t = move[1];
                assertThat(incremental.moved(s, t)).as("level %d, box %d to %d", level, s, t)
                        .isEqualTo(fresh.bound(moved(boxes, s, t)));
                compared++;
            }
        }
        assertThat(compared).isPositive();
    }

    /**
     * {@link Matching#movedOneStep} (no phase when the box's goal in the base is one step nearer) equals the matching
     * solved from scratch, for every move one step long in the distances' own terms: a pull (the square beyond the
     * new one not a wall) to the start squares, a push (the square behind the box not a wall) to the goals. Of all
     * tries together, some take the shortcut (one pair looked at) and some the phase.
     */
    @Property(tries = 60)
    void oneStepMovesGiveTheFullSolution(@ForAll @IntRange(min = 1, max = 90) int level, @ForAll long seed,
            @ForAll boolean toStart) throws InputException {
        SokobanBoard b = board(level);
        int[][] dist = targets(b, toStart);
        Matching incremental = new Matching(b, dist, true), fresh = new Matching(b, dist);   // shared rows, copied rows
        SplittableRandom rnd = new SplittableRandom(seed);
        int compared = 0;
        for (int round = 0; round < 20; round++) {
            long[] boxes = randomBoxes(b, fresh, rnd, true);
            if (incremental.base(boxes) >= Matching.DEAD) continue;
            for (int[] move : oneBoxMoves(b, boxes)) {
                int s = move[0], t = move[1], d = move[2];
                int keeper = toStart ? b.nb[t * 4 + d] : b.nb[s * 4 + (d ^ 2)];   // beyond a pull, behind a push
                if (keeper < 0) continue;
                long before = incremental.work;
                assertThat(incremental.movedOneStep(s, t)).as("level %d, box %d to %d", level, s, t)
                        .isEqualTo(fresh.bound(moved(boxes, s, t)));
                if (incremental.work - before == 1) shortcuts++; else phases++;
                compared++;
            }
        }
        assertThat(compared).isPositive();
    }

    private static long shortcuts, phases;

    @net.jqwik.api.lifecycle.AfterContainer
    static void bothWaysOfTheOneStepBoundWereTried() {
        if (shortcuts + phases > 0) {
            System.out.printf("one-step bounds: %d without a phase, %d with one%n", shortcuts, phases);
            assertThat(shortcuts).isPositive();
            assertThat(phases).isPositive();
        }
    }

    /**
     * {@link Matching#next} (solved from the last base) gives the bound of a solve from scratch, and a base from which
     * {@link Matching#moved} is right, along random walks of positions: mostly one box moved from the last one (a
     * child, as the pulls expand them), sometimes two or three (a sibling or a cousin) and sometimes a position
     * anywhere (a jump; dead positions included, after which the next call starts from scratch).
     */
    @Property(tries = 60)
    void nextFromTheLastBaseGivesTheFullSolution(@ForAll @IntRange(min = 1, max = 90) int level, @ForAll long seed,
            @ForAll boolean toStart) throws InputException {
        SokobanBoard b = board(level);
        int[][] dist = targets(b, toStart);
        Matching warm = new Matching(b, dist, true), fresh = new Matching(b, dist);   // shared rows, copied rows
        SplittableRandom rnd = new SplittableRandom(seed);
        long[] boxes = randomBoxes(b, fresh, rnd, true);
        int live = 0, movedChecked = 0;
        for (int step = 0; step < 400; step++) {
            int kind = rnd.nextInt(20);
            if (kind == 0) boxes = randomBoxes(b, fresh, rnd, rnd.nextBoolean());
            else for (int m = kind < 15 ? 1 : kind < 18 ? 2 : 3; m > 0; m--) moveOne(b, boxes, rnd);
            int h = warm.next(boxes);
            assertThat(h).as("level %d, step %d", level, step).isEqualTo(fresh.bound(boxes));
            if (h >= Matching.DEAD) continue;
            live++;
            int[] list = Bits.list(boxes, b.n);
            int s = list[rnd.nextInt(list.length)], t = b.nb[s * 4 + rnd.nextInt(4)];
            if (t < 0 || Bits.get(boxes, t)) continue;
            assertThat(warm.moved(s, t)).as("level %d, step %d, box %d to %d", level, step, s, t)
                    .isEqualTo(fresh.bound(moved(boxes, s, t)));
            movedChecked++;
        }
        assertThat(live).isPositive();
        assertThat(movedChecked).isPositive();
    }

    /** Every move of one box to a free neighbouring square: {from, to, direction}. */
    private static java.util.List<int[]> oneBoxMoves(SokobanBoard b, long[] boxes) {
        java.util.List<int[]> moves = new java.util.ArrayList<>();
        for (int s : Bits.list(boxes, b.n))
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t >= 0 && !Bits.get(boxes, t)) moves.add(new int[] {s, t, d});
            }
        return moves;
    }

    /** The boxes with the one on {@code s} moved to {@code t} (a copy). */
    private static long[] moved(long[] boxes, int s, int t) {
        long[] child = boxes.clone();
        Bits.clear(child, s);
        Bits.set(child, t);
        return child;
    }

    /** Moves a random box one square to a free neighbour (no move when the square drawn is a wall or a box). */
    private static void moveOne(SokobanBoard b, long[] boxes, SplittableRandom rnd) {
        int[] list = Bits.list(boxes, b.n);
        int s = list[rnd.nextInt(list.length)], t = b.nb[s * 4 + rnd.nextInt(4)];
        if (t < 0 || Bits.get(boxes, t)) return;
        Bits.clear(boxes, s);
        Bits.set(boxes, t);
    }

    private static SokobanBoard board(int level) throws InputException {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
    }

    /** The distances to the goals (pushes), or to the start squares (pulls), as the pulls match. */
    private static int[][] targets(SokobanBoard b, boolean toStart) {
        if (!toStart) return b.goalDist;
        int[] starts = Bits.list(b.boxes0, b.n);
        int[][] dist = new int[starts.length][];
        for (int i = 0; i < starts.length; i++) dist[i] = b.distances(starts[i], true);
        return dist;
    }

    /** The start's boxes after random steps that keep a matching (nearStart), or the boxes on random squares. */
    private static long[] randomBoxes(SokobanBoard b, Matching m, SplittableRandom rnd, boolean nearStart) {
        long[] boxes = b.boxes0.clone();
        if (nearStart) {
            for (int step = 0; step < 3 * b.boxCount(); step++) {
                int[] list = Bits.list(boxes, b.n);
                int s = list[rnd.nextInt(list.length)], t = b.nb[s * 4 + rnd.nextInt(4)];
                if (t < 0 || Bits.get(boxes, t)) continue;
                Bits.clear(boxes, s);
                Bits.set(boxes, t);
                if (m.bound(boxes) >= Matching.DEAD) {
                    Bits.clear(boxes, t);
                    Bits.set(boxes, s);
                }
            }
            return boxes;
        }
        java.util.Arrays.fill(boxes, 0);
        for (int placed = 0; placed < b.boxCount(); ) {
            int s = rnd.nextInt(b.n);
            if (!Bits.get(boxes, s)) { Bits.set(boxes, s); placed++; }
        }
        return boxes;
    }
}

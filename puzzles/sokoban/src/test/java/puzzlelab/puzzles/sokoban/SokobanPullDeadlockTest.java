package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The pulls' own deadlocks ({@link PullFreeze}, in the plain pulls) cut no position the pulls could leave towards the
 * start, and the sealed-out penalty only reorders: on small random levels the pulls, plain and in cells, run to the
 * end and agree with the exact oracle (plain Dijkstra over single steps) on solvability, and their solutions replay;
 * the freeze fires on some of those levels, so the agreement is tested where it matters.
 */
class SokobanPullDeadlockTest {
    private static final long SEED = 45;

    /** A small random level (walls 15 %, 2 to 4 boxes), or null when the draw is not a valid level. */
    private static SokobanInstance level(SplittableRandom rnd) {
        int w = 4 + rnd.nextInt(3), h = 3 + rnd.nextInt(3), boxes = 2 + rnd.nextInt(3);
        return SokobanPropertyTest.randomLevel(rnd, w, h, boxes);
    }

    @Test
    void frozenPullsCutNoSolvableLevel() {
        SplittableRandom rnd = new SplittableRandom(SEED);
        long cuts = 0;
        int solvable = 0, unsolvable = 0;
        for (int i = 0; i < 1500; i++) {
            SokobanInstance inst = level(rnd);
            if (inst == null || inst.unsolvableReason() != null) continue;
            boolean want = LexDijkstra.solve(inst.board, true) != null;
            if (want) solvable++; else unsolvable++;
            for (boolean cells : new boolean[] {false, true}) {
                PullSearch s = new PullSearch(inst.board, "sokoban-pull", true, PullSearch.WEIGHT, cells);
                Status st = Status.RUNNING;
                while (st == Status.RUNNING) st = s.step(4096);
                String what = "seed " + SEED + ", level " + i + (cells ? " in cells" : "") + "\n" + inst.board;
                assertThat(st).as(what).isEqualTo(want ? Status.SOLVED : Status.UNSOLVABLE);
                if (want) assertThat(Replay.solves(inst.problem("pushes"), s.best().moves())).as(what).isTrue();
                cuts += s.frozenCuts();
            }
        }
        assertThat(solvable).as("solvable %d, unsolvable %d, cuts %d", solvable, unsolvable, cuts).isGreaterThan(80);
        assertThat(unsolvable).isGreaterThan(20);
        assertThat(cuts).as("pulls cut as frozen").isGreaterThan(0);
    }

    /**
     * Two boxes side by side in a one-wide corridor of four squares closed at both ends: each has a wall two squares out
     * on its own side and the other box on the other, so neither can ever be pulled again, and one is off the start
     * squares. One box alone there still has two free squares in line.
     */
    @Test
    void twoBoxesInAShortCorridorAreFrozen() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().read("corridor.xsb", """
                ######
                #@$ .#
                # ##.#
                #  $ #
                ######
                """)).board;
        boolean[] live = new boolean[b.n];
        java.util.Arrays.fill(live, true);
        PullFreeze f = new PullFreeze(b, live);
        int left = b.square[3 * b.width + 2], right = b.square[3 * b.width + 3];   // row 3, columns 2 and 3
        assertThat(Bits.get(b.boxes0, right)).isTrue();
        assertThat(Bits.get(b.boxes0, left)).isFalse();
        long[] both = new long[b.words];
        Bits.set(both, left);
        Bits.set(both, right);
        assertThat(f.frozen(both, left)).isTrue();
        assertThat(f.cuts).isEqualTo(1);
        long[] one = new long[b.words];
        Bits.set(one, left);
        assertThat(f.frozen(one, left)).isFalse();
    }

    /**
     * XSokoban 13: the keeper starts walled in by three boxes, so every position with those start squares filled and
     * the keeper outside must take a box out again. With the sealed-out penalty the plain pulls solve it in 301,773
     * expansions; without it they took 660,228.
     */
    @Test
    void sealedOutPositionsWaitOnXSokoban13() throws InputException {
        SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:xsokoban-13");
        PullSearch s = new PullSearch(inst.board, "sokoban-pull", true, PullSearch.WEIGHT, false);
        Status st = Status.RUNNING;
        while (st == Status.RUNNING && s.stats().expanded < 400_000) st = s.step(4096);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(Replay.solves(inst.problem("pushes"), s.best().moves())).isTrue();
    }
}

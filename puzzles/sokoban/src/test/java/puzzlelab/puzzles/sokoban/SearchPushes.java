package puzzlelab.puzzles.sokoban;

import java.util.SplittableRandom;

/**
 * Test helper for the deadlock property tests' random walks: the pushes a search would make from a position (the
 * keeper reaches the square behind the box, the square ahead is free and live, and {@code keep} accepts the position
 * after the push), as push codes {@code box * 4 + direction}.
 */
final class SearchPushes {
    /** Whether a search keeps the position after a push: the box moved to {@code to}, the keeper on {@code from}. */
    interface Keep {
        boolean test(long[] boxes, int from, int to);
    }

    /** Sees a position a walk reached (the box moved to {@code to}); true ends the walk's run there. */
    interface Visit {
        boolean endsRun(long[] boxes, int player, int to);
    }

    private SearchPushes() {}

    /**
     * {@code runs} random walks from the start of at most {@code steps} kept pushes each, every push drawn by {@code rnd}
     * among the kept ones ({@link #of}); a run ends early where no push is kept or {@code visit} answers true.
     */
    static void walks(SokobanBoard b, Walk walk, SplittableRandom rnd, int runs, int steps, Keep keep, Visit visit) {
        int[] pushes = new int[b.n * 4];
        for (int run = 0; run < runs; run++) {
            long[] bx = b.boxes0.clone();
            int player = b.player0;
            for (int step = 0; step < steps; step++) {
                int k = of(b, walk, bx, player, keep, pushes);
                if (k == 0) break;
                int p = pushes[rnd.nextInt(k)];
                int to = b.nb[p];
                Bits.clear(bx, p >>> 2);
                Bits.set(bx, to);
                player = p >>> 2;
                if (visit.endsRun(bx, player, to)) break;
            }
        }
    }

    /** Writes the kept pushes of {@code bx} (the keeper on {@code player}) into {@code out}; returns how many. */
    static int of(SokobanBoard b, Walk walk, long[] bx, int player, Keep keep, int[] out) {
        walk.from(bx, player);
        int k = 0;
        for (int s : Bits.list(bx, b.n)) {
            for (int d = 0; d < 4; d++) {
                int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                if (to < 0 || from < 0 || !walk.reached(from) || Bits.get(bx, to) || b.dead[to]) continue;
                Bits.clear(bx, s);
                Bits.set(bx, to);
                if (keep.test(bx, s, to)) out[k++] = s * 4 + d;
                Bits.clear(bx, to);
                Bits.set(bx, s);
            }
        }
        return k;
    }
}

package puzzlelab.puzzles.sokoban;

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

    private SearchPushes() {}

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

package puzzlelab.puzzles.sokoban;

/**
 * The imagined board of Festival's HF search, our way (its forward half, an idea read in {@code hf_search.cpp}, written
 * here anew): an unpacked position of {@link Unpacking} (box moves) whose boxes' squares are a <em>feature</em> of a
 * forward {@link Fess} on the real level, not a position to reach exactly. The forward search's cells are the boxes not
 * on target squares and the free regions ({@link #cell}); its advisor puts a box on a free target square
 * ({@link #advise}); and every position it stores is looked up in the unpacking's table ({@link #met}): a stored
 * position there is a meeting, its pulls undone finish the level.
 */
final class HfTarget {
    private final SokobanBoard b;
    final long[] target;
    final Unpacking table;
    /** The most boxes on the target's squares among the positions the forward search stored (for its message). */
    int most;

    /** @param target the unpacked position's boxes; {@code table} the unpacking that stored it (and keeps growing) */
    HfTarget(SokobanBoard b, long[] target, Unpacking table) {
        this.b = b;
        this.target = target.clone();
        this.table = table;
    }

    /** Boxes of {@code bx} standing on the target's squares. */
    int onTarget(long[] bx) {
        int n = 0;
        for (int i = 0; i < b.words; i++) n += Long.bitCount(bx[i] & target[i]);
        return n;
    }

    /** The forward cell: boxes off the target's squares, then free regions (Festival: connectivity, then "imagine"). */
    int cell(long[] bx, int regions) {
        int on = onTarget(bx);
        most = Math.max(most, on);
        return (b.boxCount() - on) << 16 | Math.min(regions, 255) << 8;
    }

    /** The unpacking's stored position with these boxes and normalised keeper, or -1. */
    int met(long[] bx, int kp) {
        return table.find(bx, kp);
    }

    /**
     * The advisor: among the boxes off the target's squares, the box move (with the others still) that puts one on a
     * free target square in the fewest pushes; null when none does. {@code boxes} is restored.
     */
    int[] advise(long[] boxes, int player, BoxMoves moves) {
        int[] best = null;
        for (int wi = 0; wi < b.words; wi++)
            for (long bits = boxes[wi] & ~target[wi]; bits != 0; bits &= bits - 1) {
                int box = (wi << 6) + Long.numberOfTrailingZeros(bits);
                int n = moves.from(boxes, box, player);
                for (int i = 0; i < n; i++) {
                    int t = moves.state(i) >>> 2;
                    if (!Bits.get(target, t) || Bits.get(boxes, t)) continue;
                    int[] p = moves.pushes(moves.state(i));
                    if (best == null || p.length < best.length) best = p;
                    break;   // states come in order of pushes: the first on a target square is this box's nearest
                }
            }
        return best;
    }
}

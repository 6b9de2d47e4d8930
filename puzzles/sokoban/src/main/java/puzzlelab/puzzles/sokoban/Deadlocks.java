package puzzlelab.puzzles.sokoban;

/**
 * Freeze deadlocks. A set F of boxes is frozen when every box of F is blocked on both axes, counting the boxes of F
 * as walls: none of them can ever move first. An axis is blocked by a wall, by dead squares on both sides (a push
 * along it would put the box on a dead square) or by a box of F. The largest such F is found by starting from all
 * boxes and removing unblocked ones until none changes (a greatest fixed point, so a chain of boxes blocking each other
 * is found and a movable box is never counted). The position is dead when F holds a box off a goal.
 */
final class Deadlocks {
    private final SokobanBoard b;
    private final long[] f;
    // a box of f stays frozen while blocked on both axes, f's boxes counted as walls (made once: no lambda per test)
    private final java.util.function.IntPredicate blockedInF;

    Deadlocks(SokobanBoard b) {
        this.b = b;
        f = new long[b.words];
        blockedInF = t -> blocked(f, t, SokobanBoard.L, SokobanBoard.R) && blocked(f, t, SokobanBoard.U, SokobanBoard.D);
    }

    /** True when, after a push to {@code s}, a frozen set holds a box off a goal. */
    boolean frozen(long[] boxes, int s) {
        // cheap first test: the pushed box must be blocked even with every box counted as a wall
        if (!blocked(boxes, s, SokobanBoard.L, SokobanBoard.R) || !blocked(boxes, s, SokobanBoard.U, SokobanBoard.D)) return false;
        System.arraycopy(boxes, 0, f, 0, b.words);
        Bits.shrink(f, blockedInF);
        for (int w = 0; w < b.words; w++) if ((f[w] & ~b.goals[w]) != 0) return true;
        return false;
    }

    /**
     * The largest frozen set of the position (every box of it blocked on both axes, its boxes counted as walls) into
     * {@code out}; returns the boxes tested (a clock).
     */
    long frozenSet(long[] boxes, long[] out) {
        System.arraycopy(boxes, 0, f, 0, b.words);
        long tested = Bits.shrink(f, blockedInF);
        System.arraycopy(f, 0, out, 0, b.words);
        return tested;
    }

    private boolean blocked(long[] walls, int s, int d1, int d2) {
        int a = b.nb[s * 4 + d1], c = b.nb[s * 4 + d2];
        if (a < 0 || c < 0) return true;
        if (b.dead[a] && b.dead[c]) return true;
        return Bits.get(walls, a) || Bits.get(walls, c);
    }
}

package puzzlelab.puzzles.sokoban;

/**
 * Freeze deadlocks of the pulls ({@link PullSearch}): boxes that can never be pulled again. A pull of the box on t in
 * direction d needs the square p beside it (where the keeper stands, and where the box goes) and the square q beyond
 * p (where the keeper steps) free, and p must reach a start square by pulls (the search never pulls a box elsewhere).
 * A set F of boxes is frozen when every direction of every box of F is blocked by a wall, such a dead p, or a box of F:
 * none of them can ever move first, whatever the keeper does. The largest F is a greatest fixed point, as
 * {@link Deadlocks} finds it forward. The pulls must end with every box on a start square, so a position is dead when
 * F holds a box off the start squares; that cuts no position the pulls could leave towards the start.
 * <p>Only a pull can freeze: a frozen set of the child that leaves out the pulled box was frozen in its parent too (its
 * test reads only walls and its own boxes), so a test after each pull looks only at sets holding the pulled box, and a
 * box free in some direction with every box counted as a wall is in none.
 */
final class PullFreeze {
    private final SokobanBoard b;
    private final boolean[] live;   // a box here can be pulled to some start square
    private final long[] f;
    private final java.util.function.IntPredicate stuckInF;   // a box of f stays frozen while stuck, f's boxes walls
    long work;   // boxes looked at, as Walk#work
    long cuts;   // positions found frozen

    PullFreeze(SokobanBoard b, boolean[] live) {
        this.b = b;
        this.live = live;
        f = new long[b.words];
        stuckInF = t -> stuck(f, t);
    }

    /** True when, after a pull to {@code p}, a frozen set holds a box off the start squares. */
    boolean frozen(long[] boxes, int p) {
        work++;
        if (!stuck(boxes, p)) return false;   // cheap first test: every box a wall
        System.arraycopy(boxes, 0, f, 0, b.words);
        work += Bits.shrink(f, stuckInF);
        for (int w = 0; w < b.words; w++)
            if ((f[w] & ~b.boxes0[w]) != 0) {
                cuts++;
                return true;
            }
        return false;
    }

    /** Whether the box on t can be pulled in no direction, the squares in {@code walls} counted as walls. */
    private boolean stuck(long[] walls, int t) {
        for (int d = 0; d < 4; d++) {
            int p = b.nb[t * 4 + d];
            if (p < 0 || !live[p] || Bits.get(walls, p)) continue;
            int q = b.nb[p * 4 + d];
            if (q < 0 || Bits.get(walls, q)) continue;
            return false;
        }
        return true;
    }
}

package puzzlelab.puzzles.coroutine;

import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * The engine's view of a board. State (one long): A's square in bits 0-3, B's square in bits 4-7, side to move in
 * bit 8 (0 = A). Successors in direction order 0..7 (N first), as the report's DFS tries them. A token with no
 * legal step passes (one successor, same squares, other side to move) unless the other token cannot move either:
 * then the state is dead (no successors). States with a token on the centre are goals and have no successors.
 *
 * <p>Costs: metric "turns" = 1 per turn (unit cost); "moves" = 1 per real move, 0 per pass.
 */
final class CoroutineProblem implements Problem {
    private final CoroutineBoard board;
    private final boolean passFree;

    CoroutineProblem(CoroutineBoard board, boolean passFree) {
        this.board = board;
        this.passFree = passFree;
    }

    static long state(int a, int b, int side) {
        return a | (long) b << 4 | (long) side << 8;
    }

    static int a(long s) {
        return (int) (s & 15);
    }

    static int b(long s) {
        return (int) (s >>> 4 & 15);
    }

    static int side(long s) {
        return (int) (s >>> 8 & 1);
    }

    @Override public int words() { return 1; }

    @Override
    public void initial(long[] dst) {
        dst[0] = state(board.startA, board.startB, 0);
    }

    @Override
    public boolean isGoal(long[] s) {
        return a(s[0]) == Rules.GOAL || b(s[0]) == Rules.GOAL;
    }

    @Override
    public void expand(long[] st, Successors out) {
        long s = st[0];
        int a = a(s);
        int b = b(s);
        if (a == Rules.GOAL || b == Rules.GOAL) return;
        int side = side(s);
        int mover = side == 0 ? a : b;
        int other = side == 0 ? b : a;
        int arrows = board.mask(other);
        if (!canStep(mover, other)) {
            if (!canStep(other, mover)) return;                     // both stuck: dead position
            out.child()[0] = s ^ 1L << 8;
            out.emit(CoroutineMoves.code(side, Rules.PASS), passFree ? 0 : 1);
            return;
        }
        for (int d = 0; d < 8; d++) {
            if ((arrows >> d & 1) == 0) continue;
            int q = Rules.STEP[mover][d];
            if (q < 0 || q == other) continue;
            out.child()[0] = side == 0 ? state(q, b, 1) : state(a, q, 0);
            out.emit(CoroutineMoves.code(side, d), 1);
        }
    }

    /** True when the token on p has a legal step while the other token stands on o. */
    boolean canStep(int p, int o) {
        return (Rules.DEST[p << 8 | board.mask(o)] & ~(1 << o)) != 0;
    }

    @Override
    public boolean unitCost() {
        return !passFree;
    }
}

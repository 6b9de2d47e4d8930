package puzzlelab.engine.algo;

import java.util.Arrays;
import puzzlelab.engine.Cursor;

/**
 * The explicit stack of the depth-first family ({@link DepthFirst}, {@link IdaStar}) over an in-place
 * {@link Cursor}: for each depth the moves generated there ({@code buf}, {@code count}), the next one to try
 * ({@code next}), the move taken ({@code path}) and the cost so far ({@code g}). Fields are plain arrays so the
 * inner loops index them directly; {@link #grow} replaces them, so loops that copy them to locals re-read them after
 * it.
 */
final class MoveStack {
    int[][] buf = new int[64][];
    int[] count = new int[64];
    int[] next = new int[64];
    int[] path = new int[64];
    long[] g = new long[65];
    private final int maxMoves;

    MoveStack(int maxMoves) {
        this.maxMoves = Math.max(4, maxMoves);
    }

    /** Generates the cursor's moves at depth {@code d}; the next one to try is the first. */
    void expand(Cursor c, int d) {
        if (buf[d] == null) buf[d] = new int[maxMoves];
        int n = c.moves(buf[d]);
        if (n > buf[d].length) {
            buf[d] = new int[n * 2];
            n = c.moves(buf[d]);
        }
        count[d] = n;
        next[d] = 0;
    }

    /** Makes room for depth {@code d + 1}. */
    void ensure(int d) {
        if (d + 2 >= path.length) grow();
    }

    private void grow() {
        int n = path.length * 2;
        buf = Arrays.copyOf(buf, n);
        count = Arrays.copyOf(count, n);
        next = Arrays.copyOf(next, n);
        path = Arrays.copyOf(path, n);
        g = Arrays.copyOf(g, n + 1);
    }

    /** The moves on the path to depth {@code d} followed by {@code last}. */
    int[] solution(int d, int last) {
        int[] sol = new int[d + 1];
        System.arraycopy(path, 0, sol, 0, d);
        sol[d] = last;
        return sol;
    }

    /** Bytes of the stack with {@code depth} levels holding move lists. */
    long bytes(int depth) {
        return (long) path.length * 24 + (long) depth * 4L * maxMoves;
    }
}

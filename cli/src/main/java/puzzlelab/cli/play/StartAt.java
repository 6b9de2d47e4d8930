package puzzlelab.cli.play;

import java.util.Arrays;
import java.util.List;
import puzzlelab.engine.Cursor;
import puzzlelab.engine.GenericCursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * A puzzle's problem started from another position: {@link #initial} gives that position, everything else is the
 * puzzle's own. Hints and "solve" search from the position a player has reached.
 *
 * <p>The puzzle's fast cursor (if it has one) is built for the puzzle's initial state, so {@link #cursor} walks it
 * along the moves that lead here; when that does not land on the position, the generic adapter is used instead.
 */
final class StartAt implements Problem {
    private final Problem base;
    private final long[] start;
    private final int[] path;

    /** {@code path}: moves from the puzzle's initial state to {@code start}. */
    StartAt(Problem base, long[] start, int[] path) {
        this.base = base;
        this.start = start.clone();
        this.path = path.clone();
    }

    @Override public int words() { return base.words(); }
    @Override public void initial(long[] dst) { System.arraycopy(start, 0, dst, 0, start.length); }
    @Override public boolean isGoal(long[] state) { return base.isGoal(state); }
    @Override public void expand(long[] state, Successors out) { base.expand(state, out); }
    @Override public boolean unitCost() { return base.unitCost(); }
    @Override public boolean reversible() { return base.reversible(); }
    @Override public List<long[]> goalStates() { return base.goalStates(); }

    @Override
    public Cursor cursor(Heuristic heuristic) {
        try {
            Cursor c = base.cursor(heuristic);
            int[] buf = new int[Math.max(4, c.maxMoves())];
            for (int m : path) {
                int n = c.moves(buf);
                if (n > buf.length) {
                    buf = new int[n * 2];
                    n = c.moves(buf);
                }
                if (!contains(buf, n, m)) return new GenericCursor(this, heuristic);
                c.apply(m);
            }
            long[] key = new long[c.words()];
            c.key(key);
            if (Arrays.equals(key, start)) return c;
        } catch (RuntimeException e) {
            // a cursor that cannot walk there: fall through to the generic one
        }
        return new GenericCursor(this, heuristic);
    }

    private static boolean contains(int[] a, int n, int x) {
        for (int i = 0; i < n; i++) if (a[i] == x) return true;
        return false;
    }
}

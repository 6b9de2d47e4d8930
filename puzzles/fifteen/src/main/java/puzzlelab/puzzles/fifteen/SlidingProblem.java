package puzzlelab.puzzles.fifteen;

import java.util.Arrays;
import java.util.List;
import puzzlelab.engine.Cursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Successors;

/** The sliding-tile puzzle as a packed-state search problem (unit costs, reversible, one goal). */
public final class SlidingProblem implements Problem {
    final SlidingBoard board;
    private final long[] start;
    private final long[] goal;

    public SlidingProblem(SlidingBoard board, int[] tiles) {
        this.board = board;
        this.start = board.pack(tiles);
        this.goal = board.goal();
    }

    @Override public int words() { return board.words; }
    @Override public void initial(long[] dst) { System.arraycopy(start, 0, dst, 0, start.length); }
    @Override public boolean isGoal(long[] s) { return Arrays.equals(s, goal); }
    @Override public boolean reversible() { return true; }
    @Override public List<long[]> goalStates() { return List.of(goal.clone()); }

    @Override
    public void expand(long[] s, Successors out) {
        int blank = board.blank(s);
        for (int m = 0; m < 4; m++) {
            int t = board.target(blank, m);
            if (t < 0) continue;
            long[] c = out.child();
            System.arraycopy(s, 0, c, 0, s.length);
            board.set(c, blank, board.get(s, t));
            board.set(c, t, 0);
            out.emit(m, 1);
        }
    }

    @Override
    public Cursor cursor(Heuristic h) {
        if (h instanceof SlidingHeuristic sh) return new SlidingCursor(board, board.unpack(start), sh.kind());
        if (h instanceof AdditivePdbHeuristic a) return new PdbCursor(board, board.unpack(start), a.tables());
        return Problem.super.cursor(h);
    }

    /**
     * IDA* + Manhattan on boards of up to 16 cells runs {@link TileIdaStar}, and so does IDA* + linear conflict when
     * rows and columns have at most 4 cells, and IDA* + ranked additive pattern databases on boards of more than 16
     * cells ({@code pdb-6666}) runs {@link PdbIdaStar} (untraced: tracing needs the generic loop).
     */
    @Override
    public Search specialised(String algorithm, Heuristic h, SearchOptions o) {
        if (!algorithm.equals("idastar") || o.trace() != null) return null;
        if (h instanceof AdditivePdbHeuristic a && board.cells > 16) {
            AdditivePdb pdb = a.tables();
            return pdb.coversAllTiles() ? new PdbIdaStar(board, board.unpack(start), pdb, a.name()) : null;
        }
        if (board.cells > 16 || !(h instanceof SlidingHeuristic sh)) return null;
        if (sh.kind() == SlidingHeuristic.Kind.MANHATTAN) return new TileIdaStar(board, board.unpack(start), false);
        if (sh.kind() == SlidingHeuristic.Kind.LINEAR_CONFLICT && PackedConflicts.fits(board))
            return new TileIdaStar(board, board.unpack(start), true);
        return null;
    }
}

package org.example.lightsout;

import java.util.List;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.picture.GridSvg;

/** One Lights Out board: the state is the set of lit cells, one bit per cell (row-major) in one long. */
final class LightsOutInstance implements Instance {
    static final int MAX_SIZE = 7;
    private final PuzzleType type;
    private final String id;
    private final int n;
    private final long start;

    LightsOutInstance(PuzzleType type, String id, int n, long start) {
        this.type = type;
        this.id = id;
        this.n = n;
        this.start = start;
    }

    /** The board after pressing cell {@code i}: it and its orthogonal neighbours toggle. */
    static long press(int n, long lit, int i) {
        int r = i / n, c = i % n;
        long m = 1L << i;
        if (r > 0) m |= 1L << (i - n);
        if (r < n - 1) m |= 1L << (i + n);
        if (c > 0) m |= 1L << (i - 1);
        if (c < n - 1) m |= 1L << (i + 1);
        return lit ^ m;
    }

    static String id(int n, long lit) {
        StringBuilder b = new StringBuilder("lightsout:");
        for (int i = 0; i < n * n; i++) {
            if (i > 0 && i % n == 0) b.append('/');
            b.append((lit >>> i & 1) == 1 ? '1' : '0');
        }
        return b.toString();
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }

    @Override
    public Problem problem(String metric) {
        return new Problem() {
            public int words() { return 1; }
            public void initial(long[] dst) { dst[0] = start; }
            public boolean isGoal(long[] s) { return s[0] == 0; }
            // every press undoes itself, and the one goal is the dark board: bidirectional search applies
            public boolean reversible() { return true; }
            public List<long[]> goalStates() { return List.of(new long[]{0}); }
            public void expand(long[] s, Successors out) {
                for (int i = 0; i < n * n; i++) {
                    out.child()[0] = press(n, s[0], i);
                    out.emit(i, 1);
                }
            }
        };
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        // one press switches off at most five lights
        return List.of(Heuristic.of("lit-over-5", true, true, s -> (Long.bitCount(s[0]) + 4) / 5));
    }

    @Override public String defaultAlgorithm(String metric) { return "astar"; }

    @Override public String moveText(int move) { return (move / n + 1) + "," + (move % n + 1); }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        String[] t = text.strip().split("\\s*,\\s*|\\s+");
        try {
            int r = Integer.parseInt(t[0]) - 1, c = t.length == 2 ? Integer.parseInt(t[1]) - 1 : -1;
            if (t.length == 2 && r >= 0 && r < n && c >= 0 && c < n) return r * n + c;
        } catch (NumberFormatException e) {
            // fall through to the message
        }
        throw new InputException(null, "'" + text + "' is not a move: press ROW,COL with 1.." + n);
    }

    @Override
    public int[] movesForClick(long[] state, String target) {
        String[] rc = target.split(",");
        if (rc.length != 2) return null;
        try {
            int r = Integer.parseInt(rc[0]), c = Integer.parseInt(rc[1]);
            return r >= 0 && r < n && c >= 0 && c < n ? new int[]{r * n + c} : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public String render(long[] state) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n * n; i++) {
            b.append((state[0] >>> i & 1) == 1 ? '*' : '.');
            if (i % n == n - 1) b.append('\n');
        }
        return b.toString();
    }

    @Override
    public String svg(long[] state) {
        GridSvg g = new GridSvg(n, n);
        for (int i = 0; i < n * n; i++) g.cell(i / n, i % n, (state[0] >>> i & 1) == 1 ? "#facc15" : "#1e293b", null);
        return g.svg();
    }
}

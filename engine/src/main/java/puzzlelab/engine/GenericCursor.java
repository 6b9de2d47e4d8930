package puzzlelab.engine;

/** Adapts any {@link Problem} to the {@link Cursor} protocol by keeping one expanded child list per depth. */
public final class GenericCursor implements Cursor {
    private final Problem problem;
    private final Heuristic heuristic;
    private final int w;
    private long[][] stack = new long[16][];
    private long[][] kids = new long[16][];   // children of the state at each depth, w words each
    private int[][] kidMoves = new int[16][];
    private int[][] kidCosts = new int[16][];
    private int[] kidCount = new int[16];
    private int depth;
    private int maxMoves = 64;

    public GenericCursor(Problem problem, Heuristic heuristic) {
        this.problem = problem;
        this.heuristic = heuristic == null ? Heuristic.ZERO : heuristic;
        this.w = problem.words();
        stack[0] = new long[w];
        problem.initial(stack[0]);
    }

    @Override public int maxMoves() { return maxMoves; }
    @Override public int words() { return w; }

    @Override
    public int moves(int[] buf) {
        int d = depth;
        kidCount[d] = 0;
        if (kids[d] == null) {
            kids[d] = new long[w * 8];
            kidMoves[d] = new int[8];
            kidCosts[d] = new int[8];
        }
        final long[] scratch = new long[w];
        problem.expand(stack[d], new Successors() {
            public long[] child() { return scratch; }
            public void emit(int move, int cost) {
                int n = kidCount[d];
                if (n == kidMoves[d].length) {
                    kidMoves[d] = java.util.Arrays.copyOf(kidMoves[d], n * 2);
                    kidCosts[d] = java.util.Arrays.copyOf(kidCosts[d], n * 2);
                    kids[d] = java.util.Arrays.copyOf(kids[d], n * 2 * w);
                }
                System.arraycopy(scratch, 0, kids[d], n * w, w);
                kidMoves[d][n] = move;
                kidCosts[d][n] = cost;
                kidCount[d] = n + 1;
            }
        });
        int n = kidCount[d];
        if (n > maxMoves) maxMoves = n;
        if (n > buf.length) return n;
        System.arraycopy(kidMoves[d], 0, buf, 0, n);
        return n;
    }

    @Override
    public int apply(int move) {
        int d = depth;
        int[] ms = kidMoves[d];
        for (int i = 0; i < kidCount[d]; i++) {
            if (ms[i] == move) {
                if (d + 1 == stack.length) grow();
                if (stack[d + 1] == null) stack[d + 1] = new long[w];
                System.arraycopy(kids[d], i * w, stack[d + 1], 0, w);
                depth = d + 1;
                return kidCosts[d][i];
            }
        }
        throw new IllegalArgumentException("move " + move + " is not legal here");
    }

    private void grow() {
        int n = stack.length * 2;
        stack = java.util.Arrays.copyOf(stack, n);
        kids = java.util.Arrays.copyOf(kids, n);
        kidMoves = java.util.Arrays.copyOf(kidMoves, n);
        kidCosts = java.util.Arrays.copyOf(kidCosts, n);
        kidCount = java.util.Arrays.copyOf(kidCount, n);
    }

    @Override public void undo(int move) { depth--; }
    @Override public boolean isGoal() { return problem.isGoal(stack[depth]); }
    @Override public int h() { return heuristic.estimate(stack[depth]); }
    @Override public void key(long[] dst) { System.arraycopy(stack[depth], 0, dst, 0, w); }
}

package puzzlelab.puzzles.fifteen;

import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * IDA* + Manhattan distance specialised for sliding-tile boards of at most 16 cells (the 15-puzzle), after Burns,
 * Hatem, Leighton &amp; Ruml, "Implementing Fast Heuristic Search Code" (SoCS 2012). The same search as the generic
 * {@link puzzlelab.engine.algo.IdaStar} on a {@link SlidingCursor}, node for node (same operator order U L R D, same
 * counting, same stop at the first goal of the last iteration), without its costs:
 * <ul>
 *   <li>the board is one {@code long} (4 bits per cell, the blank is 0): a child is {@code board - t<<4a + t<<4b},
 *       kept per depth, so backtracking is a pop and nothing is undone;</li>
 *   <li>an operator table per (blank cell, previous move) lists the moves in order with the parent's inverse
 *       already left out: the parent is never generated and no test prunes it;</li>
 *   <li>h is incremental by a table {@code delta[tile][blank][move]} (the tile moving into the blank);</li>
 *   <li>one monomorphic loop over primitive arrays: no cursor, no virtual call, no allocation per node.</li>
 * </ul>
 * The loop is the generic explicit-stack one, resumable: {@link #step} returns after {@code budget} expansions, so
 * the runner's limits and cancellation work as for every search.
 */
final class TileIdaStar extends Search {
    private final int[] opsDir;      // (blank*5 + previous+1)*4 + i → i-th move allowed there
    private final int[] opsCount;    // blank*5 + previous+1 → how many
    private final int[] opsCell;     // blank*4 + move → cell the blank moves to
    private final int[] delta;       // tile<<6 | blank<<2 | move → change of h when that tile slides into the blank
    private final long root;
    private final int rootBlank;
    private final int rootH;

    // the explicit stack, per depth: board, blank cell, h, base of its operator list, moves left, next move
    private long[] board = new long[64];
    private int[] blank = new int[64];
    private int[] h = new int[64];
    private int[] ops = new int[64];
    private int[] count = new int[64];
    private int[] next = new int[64];
    private int[] path = new int[64];
    private int d;
    private int bound;
    private int nextBound;
    private boolean started;
    private Solution offered;

    TileIdaStar(Board b, int[] tiles) {
        if (b.cells > 16) throw new IllegalArgumentException("TileIdaStar packs at most 16 cells in a long");
        opsCell = new int[16 * 4];
        opsDir = new int[16 * 5 * 4];
        opsCount = new int[16 * 5];
        delta = new int[16 << 6];
        for (int c = 0; c < b.cells; c++) {
            for (int m = 0; m < 4; m++) {
                int t = b.target(c, m);
                opsCell[c * 4 + m] = t;
                if (t < 0) continue;
                for (int tile = 1; tile < b.cells; tile++) delta[tile << 6 | c << 2 | m] = b.manhattan(tile, c) - b.manhattan(tile, t);
            }
            for (int prev = -1; prev < 4; prev++) {
                int k = c * 5 + prev + 1;
                for (int m = 0; m < 4; m++)
                    if (opsCell[c * 4 + m] >= 0 && (prev < 0 || m != Moves.inverse(prev))) opsDir[k * 4 + opsCount[k]++] = m;
            }
        }
        long packed = 0;
        int bl = 0;
        for (int i = 0; i < b.cells; i++) {
            packed |= (long) tiles[i] << (i << 2);
            if (tiles[i] == 0) bl = i;
        }
        root = packed;
        rootBlank = bl;
        rootH = SlidingHeuristic.manhattan(b, tiles);
    }

    @Override public String name() { return "idastar"; }
    @Override public String heuristic() { return "manhattan"; }
    @Override public boolean provesOptimal() { return true; }
    @Override public long bytes() { return (long) path.length * (8 + 6 * 4); }

    /** IDA*'s threshold: every path of smaller f was exhausted, so the optimum is at least it. */
    @Override
    public long lowerBound() {
        return started ? bound : -1;
    }

    @Override
    public void offer(Solution s) {
        if (offered == null || s.cost() < offered.cost()) offered = s;
    }

    private void startIteration() {
        stats.iterations++;
        stats.expanded++;
        nextBound = Integer.MAX_VALUE;
        d = 0;
        board[0] = root;
        blank[0] = rootBlank;
        h[0] = rootH;
        ops[0] = (rootBlank * 5) * 4;
        count[0] = opsCount[rootBlank * 5];
        next[0] = 0;
    }

    @Override
    public Status step(int budget) {
        if (!started) {
            started = true;
            stats.generated = 1;
            if (rootH == 0) {
                best = new Solution(new int[0], 0);
                return Status.SOLVED;
            }
            bound = rootH;
            if (offeredProven()) return Status.SOLVED;
            startIteration();
        }
        final int[] opsDir = this.opsDir;
        final int[] opsCount = this.opsCount;
        final int[] opsCell = this.opsCell;
        final int[] delta = this.delta;
        long[] board = this.board;
        int[] blank = this.blank;
        int[] h = this.h;
        int[] ops = this.ops;
        int[] count = this.count;
        int[] next = this.next;
        int[] path = this.path;
        int depth = d;
        int bnd = bound;
        int nb = nextBound;
        int maxDepth = (int) stats.maxFrontier;
        long gen = 0;
        int n = 0;
        try {
            while (n < budget) {
                int i = next[depth];
                if (i < count[depth]) {
                    next[depth] = i + 1;
                    int m = opsDir[ops[depth] + i];
                    int from = blank[depth];
                    int to = opsCell[from << 2 | m];
                    long bd = board[depth];
                    int shift = to << 2;
                    int tile = (int) (bd >>> shift) & 15;
                    int hv = h[depth] + delta[tile << 6 | from << 2 | m];
                    gen++;
                    int f = depth + 1 + hv;
                    if (f > bnd) {
                        if (f < nb) nb = f;
                        continue;
                    }
                    if (hv == 0) {   // Manhattan distance 0: every tile home
                        int[] sol = Arrays.copyOf(path, depth + 1);
                        sol[depth] = m;
                        best = new Solution(sol, depth + 1);
                        d = depth;
                        return Status.SOLVED;
                    }
                    if (depth + 2 >= path.length) {
                        grow();
                        board = this.board;
                        blank = this.blank;
                        h = this.h;
                        ops = this.ops;
                        count = this.count;
                        next = this.next;
                        path = this.path;
                    }
                    path[depth] = m;
                    depth++;
                    board[depth] = bd - ((long) tile << shift) + ((long) tile << (from << 2));
                    blank[depth] = to;
                    h[depth] = hv;
                    int k = to * 5 + m + 1;
                    ops[depth] = k << 2;
                    count[depth] = opsCount[k];
                    next[depth] = 0;
                    if (depth > maxDepth) maxDepth = depth;
                    n++;
                } else if (depth == 0) {
                    if (nb == Integer.MAX_VALUE) {
                        message = "search space exhausted";
                        return Status.UNSOLVABLE;
                    }
                    bound = bnd = nb;
                    if (offeredProven()) {
                        d = 0;
                        return Status.SOLVED;
                    }
                    startIteration();
                    nb = Integer.MAX_VALUE;
                } else {
                    depth--;
                }
            }
            d = depth;
            return Status.RUNNING;
        } finally {
            nextBound = nb;
            stats.generated += gen;
            stats.expanded += n;
            stats.maxFrontier = maxDepth;
        }
    }

    /** True (and the offered solution becomes the answer) once the bound has ruled out everything cheaper. */
    private boolean offeredProven() {
        if (offered == null || bound < offered.cost()) return false;
        best = offered;
        message = "the bound reached the incumbent's cost: every cheaper solution was ruled out";
        return true;
    }

    private void grow() {
        int len = path.length * 2;
        board = Arrays.copyOf(board, len);
        blank = Arrays.copyOf(blank, len);
        h = Arrays.copyOf(h, len);
        ops = Arrays.copyOf(ops, len);
        count = Arrays.copyOf(count, len);
        next = Arrays.copyOf(next, len);
        path = Arrays.copyOf(path, len);
    }
}

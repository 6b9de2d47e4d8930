package puzzlelab.puzzles.fifteen;

/**
 * IDA* + Manhattan distance, alone or + linear conflicts, specialised for sliding-tile boards of at most 16 cells
 * (the 15-puzzle), after Burns, Hatem, Leighton &amp; Ruml, "Implementing Fast Heuristic Search Code" (SoCS 2012).
 * The same search as the generic {@link puzzlelab.engine.algo.IdaStar} on a {@link SlidingCursor}, node for node
 * (same operator order U L R D, same counting, same stop at the first goal of the last iteration), without its costs:
 * <ul>
 *   <li>the board is one {@code long} (4 bits per cell, the blank is 0): a child is {@code board - t<<4a + t<<4b},
 *       passed down the recursion, so backtracking undoes nothing;</li>
 *   <li>an operator table per (blank cell, previous move) lists the moves in order with the parent's inverse
 *       already left out: the parent is never generated and no test prunes it;</li>
 *   <li>h is incremental by a table {@code delta[tile][blank][move]} (the tile moving into the blank);</li>
 *   <li>with linear conflicts (lines of at most 4 cells), the board's transpose is passed down too, so every row is
 *       16 bits of the board and every column 16 bits of the transpose: a move changes the conflict term of at
 *       most one line (the moving tile's goal row or column, if it leaves or enters it: a table like delta says
 *       which), read from {@link PackedConflicts} by that line's bits before and after. A final flag, false
 *       for Manhattan, skips all of it (the Manhattan path builds the child only once past the bound, as before:
 *       measured as fast as without the flag);</li>
 *   <li>a recursion with primitive arguments, no cursor, no virtual call, no allocation per node (measured 45 %
 *       faster than the same search as an explicit-stack loop: the JIT keeps a node's values in registers).</li>
 * </ul>
 * Resumable steps ({@link ResumableIda}): {@link #step} pauses after {@code budget} expansions, just after a push as the generic loop does,
 * by returning PAUSED up the recursion while each depth notes the index of the move it was in ({@code next}); the
 * next step walks down that path again without counting it. So the runner's limits and cancellation work as for
 * every search, with the same partial statistics.
 * <pre>
 *   dfs(board, blank, h, ops, g):
 *     for m in ops:                          (the parent's inverse is not in the table)
 *       child = board with the tile next to the blank slid in; h' = h + delta; generated++
 *       if g + 1 + h' > bound: nextBound = min(nextBound, g + 1 + h'); continue
 *       if h' = 0: path[g] = m; return FOUND
 *       expanded++; if the step's budget is spent: next[g] = index of m; return PAUSED
 *       r = dfs(child, g + 1); if r ≠ DONE: note m (FOUND) or its index (PAUSED); return r
 *     return DONE
 * </pre>
 */
final class TileIdaStar extends ResumableIda {
    private final int[] opsDir;      // (blank*5 + previous+1)*4 + i → i-th move allowed there
    private final int[] opsCount;    // blank*5 + previous+1 → how many
    private final int[] opsCell;     // blank*4 + move → cell the blank moves to
    private final int[] delta;       // tile<<6 | blank<<2 | move → change of h when that tile slides into the blank
    private final boolean lc;        // Manhattan + linear conflicts
    private final byte[] rowConflicts;   // see PackedConflicts
    private final byte[] colConflicts;
    private final long rowMask;
    private final long colMask;
    private final int[] changed;     // like delta → the one line whose conflict term can change, or 0 (see lineCode)
    private final int[] tShift;      // cell → shift of its nibble in the transpose
    private final long root;
    private final long rootT;
    private final int rootBlank;
    private final int rootH;

    TileIdaStar(SlidingBoard b, int[] tiles, boolean linearConflicts) {
        if (b.cells > 16) throw new IllegalArgumentException("TileIdaStar packs at most 16 cells in a long");
        lc = linearConflicts;
        PackedConflicts tables = lc ? PackedConflicts.of(b) : null;
        rowConflicts = lc ? tables.row : null;
        colConflicts = lc ? tables.col : null;
        rowMask = (1L << 4 * b.cols) - 1;
        colMask = (1L << 4 * b.rows) - 1;
        tShift = new int[b.cells];
        for (int c = 0; c < b.cells; c++) tShift[c] = (c % b.cols * b.rows + c / b.cols) * 4;
        changed = new int[16 << 6];
        Operators ops = new Operators(b);
        opsCell = ops.cell;
        opsDir = ops.dir;
        opsCount = ops.count;
        delta = new int[16 << 6];
        for (int c = 0; c < b.cells; c++) {
            for (int m = 0; m < 4; m++) {
                int t = b.target(c, m);
                if (t < 0) continue;
                for (int tile = 1; tile < b.cells; tile++) {
                    delta[tile << 6 | c << 2 | m] = b.manhattan(tile, c) - b.manhattan(tile, t);
                    changed[tile << 6 | c << 2 | m] = lineCode(b, tile, c, t);
                }
            }
        }
        long packed = 0;
        long transposed = 0;
        int bl = 0;
        for (int i = 0; i < b.cells; i++) {
            packed |= (long) tiles[i] << (i << 2);
            transposed |= (long) tiles[i] << tShift[i];
            if (tiles[i] == 0) bl = i;
        }
        root = packed;
        rootT = transposed;
        rootBlank = bl;
        rootH = SlidingHeuristic.manhattan(b, tiles) + (lc ? SlidingHeuristic.conflicts(b, tiles) : 0);
    }

    @Override public String heuristic() { return lc ? "linear-conflict" : "manhattan"; }
    @Override int rootH() { return rootH; }
    @Override int searchRoot() { return dfs(root, rootT, rootBlank, rootH, rootBlank * 5, 0); }

    /**
     * The subtree under a node of depth {@code g} whose operators are the {@code k}-th list: DONE, FOUND or PAUSED.
     * {@code tb} is the board transposed (linear conflicts only, else 0).
     */
    private int dfs(long bd, long tb, int from, int hh, int k, int g) {
        final int base = k << 2;
        final int cnt = opsCount[k];
        int i = 0;
        if (resume > g) {   // walking down to where the last step paused: these nodes were counted then
            i = next[g];
            int m = opsDir[base + i];
            int to = opsCell[from << 2 | m];
            int shift = to << 2;
            int tile = (int) (bd >>> shift) & 15;
            long child = bd - ((long) tile << shift) + ((long) tile << (from << 2));
            long tChild = lc ? transposedChild(tb, tile, from, to) : 0;
            int hv = hh + delta[tile << 6 | from << 2 | m];
            if (lc) hv += conflictChange(changed[tile << 6 | from << 2 | m], bd, child, tb, tChild);
            int r = dfs(child, tChild, to, hv, to * 5 + m + 1, g + 1);
            if (r != DONE) {
                if (r == FOUND) path[g] = m;
                return r;
            }
            i++;
        } else if (resume == g) {
            resume = -1;
        }
        for (; i < cnt; i++) {
            int m = opsDir[base + i];
            int to = opsCell[from << 2 | m];
            int shift = to << 2;
            int tile = (int) (bd >>> shift) & 15;
            int hv = hh + delta[tile << 6 | from << 2 | m];
            long tChild = 0;
            if (lc) {
                tChild = transposedChild(tb, tile, from, to);
                hv += conflictChange(changed[tile << 6 | from << 2 | m], bd, bd - ((long) tile << shift) + ((long) tile << (from << 2)),
                        tb, tChild);
            }
            generated++;
            int f = g + 1 + hv;
            if (f > bound) {
                if (f < nextBound) nextBound = f;
                continue;
            }
            if (hv == 0) {   // Manhattan distance (so also h) 0: every tile home
                path[g] = m;
                length = g + 1;
                return FOUND;
            }
            if (g >= deepest) deepest = g + 1;
            if (--left == 0) {   // the step's budget is spent: pause on entering this child
                next[g] = i;
                resume = g + 1;
                return PAUSED;
            }
            int r = dfs(bd - ((long) tile << shift) + ((long) tile << (from << 2)), tChild, to, hv, to * 5 + m + 1, g + 1);
            if (r != DONE) {
                if (r == FOUND) path[g] = m;
                else next[g] = i;
                return r;
            }
        }
        return DONE;
    }

    /** The transpose after the tile on cell {@code to} slid into the blank on cell {@code from}. */
    private long transposedChild(long tb, int tile, int from, int to) {
        return tb - ((long) tile << tShift[to]) + ((long) tile << tShift[from]);
    }

    /**
     * The line whose conflict term changes when {@code tile} slides from cell {@code t} to the blank's cell {@code c}:
     * only the tiles that belong to a line count in it, and moving one keeps the others' order, so of the two rows
     * (vertical move) or columns (horizontal) it touches only its goal line can change, if it is one of them.
     * Code: 1 | shift of the line's bits &lt;&lt; 2 | its first table index &lt;&lt; 8 for a row, 2 | ... for a
     * column (bits of the transpose), 0 for none.
     */
    private static int lineCode(SlidingBoard b, int tile, int c, int t) {
        int row = c / b.cols;
        int col = c % b.cols;
        if (row != t / b.cols) {
            int goal = tile / b.cols;
            if (goal != row && goal != t / b.cols) return 0;
            return 1 | goal * 4 * b.cols << 2 | goal << 4 * b.cols << 8;
        }
        int goal = tile % b.cols;
        if (goal != col && goal != t % b.cols) return 0;
        return 2 | goal * 4 * b.rows << 2 | goal << 4 * b.rows << 8;
    }

    /** Change of the conflict term by a move whose {@link #lineCode} is {@code code}. */
    private int conflictChange(int code, long bd, long child, long tb, long tChild) {
        if (code == 0) return 0;
        int shift = code >>> 2 & 63;
        int base = code >>> 8;
        if ((code & 1) != 0)
            return rowConflicts[base | (int) (child >>> shift & rowMask)] - rowConflicts[base | (int) (bd >>> shift & rowMask)];
        return colConflicts[base | (int) (tChild >>> shift & colMask)] - colConflicts[base | (int) (tb >>> shift & colMask)];
    }
}

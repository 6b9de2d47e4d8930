package puzzlelab.puzzles.zhed;

/**
 * The lower bound on the moves still needed at a {@link Position}: the goal-gap bound of {@link GapBound}
 * combined, per choice of final move, with the unjustified moves.
 *
 * <p>Fix the final move: tile T toward goal G. It walks exactly the cells between T and G, so it justifies the
 * unjustified moves with a fresh cell there; every other unjustified move needs some other later move, by a tile on
 * the rows/columns of its fresh cells (not T). Unjustified moves whose candidate tile sets are pairwise disjoint
 * need that many distinct moves (greedy packing). The moves that fill T's gap may be the same moves, so:
 * <pre>
 *   bound = min over (G, T):  1 + max(k(T), packing without T)        (k(T) from {@link GapBound})
 * </pre>
 */
final class Bounds {
    static final int DEAD = GapBound.DEAD;

    private final Position p;
    private final Level lv;
    private final int[] pend;
    private final long[] pendMask;
    private final int[] caps = new int[10];
    private final int[] need;
    private final int[] finalTile;
    private final int[] finalGoal;
    private final int[] finalBound;
    /** Use the two-level helper count (stronger, slower). */
    boolean twoLevels = true;
    /** The three-level count is worked out only when at least this many moves are left (it is costly). */
    int threeLevelsFrom = 5;
    private final int[] needA = new int[64 * 4];
    private final int[] needB = new int[64 * 4];
    private final int[] needCell = new int[64 * 4];


    Bounds(Position p) {
        this.p = p;
        this.lv = p.lv;
        pend = new int[lv.tiles() + 1];
        pendMask = new long[lv.tiles() + 1];
        need = new int[Math.max(lv.width, lv.height)];
        int slots = lv.tiles() * lv.goalCount() + 1;
        finalTile = new int[slots];
        finalGoal = new int[slots];
        finalBound = new int[slots];
    }

    /** The bound at the current position (not won); {@link #DEAD} when no final move can ever come. */
    int bound() {
        return bound(Integer.MAX_VALUE);
    }

    /**
     * The bound, computed with the cheaper one-level helper count first; the two-level count is only worked out
     * when the cheap bound does not already exceed {@code cutoff}.
     */
    int bound(int cutoff) {
        long unused = p.unused();
        int np = 0;
        for (int j = p.depth - 1; j >= 0; j--) {
            if (p.support[j] != 0) continue;
            pend[np] = j;
            pendMask[np++] = p.alignMask[j] & unused;
        }
        int best = DEAD;
        int candidates = 0;
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            long aligned = (lv.rowTiles(lv.y(g)) | lv.colTiles(lv.x(g))) & unused;
            for (long a = aligned; a != 0; a &= a - 1) {
                int t = Long.numberOfTrailingZeros(a);
                int k = oneLevel(unused & ~(1L << t), t, g);
                if (k < 0) continue;
                int need = packing(np, t, g);
                if (need < 0) continue;
                int b = 1 + Math.max(k, need);
                finalTile[candidates] = t;
                finalGoal[candidates] = g;
                finalBound[candidates++] = b;
                if (b < best) best = b;
            }
        }
        if (best > cutoff || !twoLevels) return best;
        int deep = DEAD;
        for (int i = 0; i < candidates && deep > best; i++) {
            if (finalBound[i] >= deep) continue;
            int t = finalTile[i];
            int k2 = twoLevel(unused & ~(1L << t), t, finalGoal[i]);
            if (k2 < 0) continue;
            finalBound[i] = Math.max(finalBound[i], 1 + k2);
            deep = Math.min(deep, finalBound[i]);
        }
        if (deep > cutoff || cutoff < threeLevelsFrom) return deep;
        int deeper = DEAD;
        for (int i = 0; i < candidates && deeper > deep; i++) {
            if (finalBound[i] >= deeper) continue;
            int t = finalTile[i];
            int k3 = threeLevel(unused & ~(1L << t), t, finalGoal[i]);
            if (k3 < 0) continue;
            deeper = Math.min(deeper, Math.max(finalBound[i], 1 + k3));
        }
        return deeper;
    }

    /**
     * Fewest helper moves tile t needs before it can reach {@code target} (see {@link GapBound}), using only the
     * tiles in {@code avail}; -1 if it never can.
     */
    private int oneLevel(long avail, int t, int target) {
        int tc = lv.tileCell(t);
        boolean horizontal = lv.y(tc) == lv.y(target);
        int step = horizontal ? (lv.x(target) > lv.x(tc) ? 1 : -1) : (lv.y(target) > lv.y(tc) ? lv.width : -lv.width);
        int empty = 0;
        int crossable = 0;
        for (int c = tc + step; c != target; c += step) {
            if (p.filled(c)) continue;
            empty++;
            long cross = horizontal ? lv.colTiles(lv.x(c)) : lv.rowTiles(lv.y(c));
            if ((cross & avail) != 0) crossable++;
        }
        int deficit = empty + 1 - lv.tileValue(t);
        if (deficit <= 0) return 0;
        long line = (horizontal ? lv.rowTiles(lv.y(tc)) : lv.colTiles(lv.x(tc))) & avail;
        return fewest(line, deficit, crossable);
    }

    /** Fewest items (the line tiles' values, then {@code units} ones) that add up to {@code deficit}; -1 if none. */
    private int fewest(long line, int deficit, int units) {
        java.util.Arrays.fill(caps, 0);
        for (; line != 0; line &= line - 1) caps[lv.tileValue(Long.numberOfTrailingZeros(line))]++;
        int k = 0;
        for (int v = 9; v >= 1 && deficit > 0; v--) {
            for (int i = 0; i < caps[v] && deficit > 0; i++) {
                deficit -= v;
                k++;
            }
        }
        if (deficit > units) return -1;
        return k + Math.max(0, deficit);
    }

    /**
     * Two levels: the tiles F that fill t's gap, plus the helpers of the costliest one of them. A helper u of
     * gap cell c lies across the gap line, so its own helpers fill cells of u's line between u and c: none of
     * them is in F (F has one tile per crossing line) and none is t (the final move), so
     * <pre>  moves ≥ |F| + max over u in F of oneLevel(u → c)  ≥  min over θ of (k(cells with need ≤ θ) + θ)</pre>
     * Returns that minimum, or -1 if t can never reach the target.
     */
    private int twoLevel(long avail, int t, int target) {
        int tc = lv.tileCell(t);
        boolean horizontal = lv.y(tc) == lv.y(target);
        int step = horizontal ? (lv.x(target) > lv.x(tc) ? 1 : -1) : (lv.y(target) > lv.y(tc) ? lv.width : -lv.width);
        int empty = 0;
        int nc = 0;
        for (int c = tc + step; c != target; c += step) {
            if (p.filled(c)) continue;
            empty++;
            long cross = (horizontal ? lv.colTiles(lv.x(c)) : lv.rowTiles(lv.y(c))) & avail;
            int best = -1;
            for (; cross != 0; cross &= cross - 1) {
                int u = Long.numberOfTrailingZeros(cross);
                int k = oneLevel(avail & ~(1L << u), u, c);
                if (k >= 0 && (best < 0 || k < best)) best = k;
                if (best == 0) break;
            }
            if (best >= 0) need[nc++] = best;
        }
        int deficit = empty + 1 - lv.tileValue(t);
        if (deficit <= 0) return 0;
        long line = (horizontal ? lv.rowTiles(lv.y(tc)) : lv.colTiles(lv.x(tc))) & avail;
        int result = -1;
        for (int theta = 0; theta <= lv.tiles(); theta++) {
            int units = 0;
            int larger = 0;
            for (int i = 0; i < nc; i++) {
                if (need[i] <= theta) units++;
                else larger++;
            }
            int k = fewest(line, deficit, units);
            if (k >= 0 && (result < 0 || k + theta < result)) result = k + theta;
            if (larger == 0 || (result >= 0 && theta + 1 >= result)) break;
        }
        return result;
    }

    /**
     * Three levels: with F the tiles filling t's gap, and for each u in F (filling cell c) A(u) = oneLevel(u → c)
     * and B(u) = twoLevel(u → c) ≥ |H_u| + max over h in H_u of |H_h|. The sets t, F, H_u are pairwise disjoint,
     * and so are t, H_u, H_h (consecutive helper sets along a chain of crossing lines share no move: a move in
     * both would have to fill the crossing cell, which the middle tile fills), so
     * <pre>  moves ≥ 1 + max(|F| + max A(u), max B(u))  ≥  1 + min over θ, φ of max(k(A ≤ θ, B ≤ φ) + θ, φ)</pre>
     * Returns that minimum (without the 1), or -1 if t can never reach the target.
     */
    private int threeLevel(long avail, int t, int target) {
        int tc = lv.tileCell(t);
        boolean horizontal = lv.y(tc) == lv.y(target);
        int step = horizontal ? (lv.x(target) > lv.x(tc) ? 1 : -1) : (lv.y(target) > lv.y(tc) ? lv.width : -lv.width);
        int empty = 0;
        int np = 0;
        int cellNo = 0;
        int maxA = 0;
        int maxB = 0;
        for (int c = tc + step; c != target; c += step) {
            if (p.filled(c)) continue;
            empty++;
            long cross = (horizontal ? lv.colTiles(lv.x(c)) : lv.rowTiles(lv.y(c))) & avail;
            for (; cross != 0; cross &= cross - 1) {
                int u = Long.numberOfTrailingZeros(cross);
                long rest = avail & ~(1L << u);
                int a = oneLevel(rest, u, c);
                if (a < 0) continue;
                int b = twoLevel(rest, u, c);
                if (b < 0) continue;
                needA[np] = a;
                needB[np] = b;
                needCell[np++] = cellNo;
                maxA = Math.max(maxA, a);
                maxB = Math.max(maxB, b);
            }
            cellNo++;
        }
        int deficit = empty + 1 - lv.tileValue(t);
        if (deficit <= 0) return 0;
        long line = (horizontal ? lv.rowTiles(lv.y(tc)) : lv.colTiles(lv.x(tc))) & avail;
        int result = -1;
        long[] usable = new long[(cellNo + 63) >>> 6 == 0 ? 1 : (cellNo + 63) >>> 6];
        for (int theta = 0; theta <= maxA; theta++) {
            for (int phi = 0; phi <= maxB; phi++) {
                if (result >= 0 && Math.max(theta, phi) >= result) break;
                java.util.Arrays.fill(usable, 0);
                int units = 0;
                for (int i = 0; i < np; i++) {
                    if (needA[i] > theta || needB[i] > phi) continue;
                    int cn = needCell[i];
                    if ((usable[cn >>> 6] & (1L << cn)) == 0) {
                        usable[cn >>> 6] |= 1L << cn;
                        units++;
                    }
                }
                int k = fewest(line, deficit, units);
                if (k < 0) continue;
                int v = Math.max(k + theta, phi);
                if (result < 0 || v < result) result = v;
            }
        }
        if (result < 0) result = fewest(line, deficit, 0);
        return result;
    }

    /**
     * Distinct non-final moves the unjustified moves need when T → G is the final move, or -1 when one of them can
     * never be justified.
     */
    private int packing(int np, int t, int g) {
        int tc = lv.tileCell(t);
        long notT = ~(1L << t);
        long covered = 0;
        int count = 0;
        for (int i = 0; i < np; i++) {
            if (onFinalPath(pend[i], tc, g)) continue;
            long a = pendMask[i] & notT;
            if (a == 0) return -1;
            if ((a & covered) == 0) {
                count++;
                covered |= a;
            }
        }
        return count;
    }

    /** True when the move at depth j filled a cell strictly between T's cell and G (the final move walks it). */
    private boolean onFinalPath(int j, int tc, int g) {
        int tx = lv.x(tc);
        int ty = lv.y(tc);
        int gx = lv.x(g);
        int gy = lv.y(g);
        for (int i = p.freshStart[j]; i < p.freshStart[j + 1]; i++) {
            int c = p.freshCells[i];
            int x = lv.x(c);
            int y = lv.y(c);
            if (ty == gy ? y == ty && (x - tx) * (x - gx) < 0 : x == tx && (y - ty) * (y - gy) < 0) return true;
        }
        return false;
    }
}

package puzzlelab.puzzles.zhed;

/**
 * An admissible lower bound on the moves still needed (the "gap" heuristic).
 *
 * <p>The last move is an unused tile T on a goal's row or column expanding toward it. With e empty cells strictly
 * between T and the goal and value v, T reaches the goal only when e + 1 ≤ v, so D = e + 1 − v of those gap cells
 * must be filled by other moves first. A move across the gap line fills at most one of its cells, and only tiles
 * on the gap cell's column (row) can cross it; a tile on the gap line itself fills at most its value. So T needs
 * at least k other moves, where k is the fewest of those capacities (largest first) that add up to D:
 * <pre>
 *   bound = min over goals G, aligned unused tiles T:  D ≤ 0 ? 1 : 1 + k(T)     (T skipped when k does not exist)
 * </pre>
 * {@link #DEAD} when no tile can ever reach a goal.
 */
final class GapBound {
    static final int DEAD = 1_000;

    private GapBound() {
    }

    /** The bound for a packed state that is not won. */
    static int of(Level lv, long[] s) {
        long unused = ~s[0] & lv.allTiles();
        int best = DEAD;
        int[] caps = new int[10];
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            int gx = lv.x(g);
            int gy = lv.y(g);
            long aligned = (lv.rowTiles(gy) | lv.colTiles(gx)) & unused;
            for (long a = aligned; a != 0; a &= a - 1) {
                int t = Long.numberOfTrailingZeros(a);
                int b = bound(lv, s, unused, t, g, gx, gy, caps, best);
                if (b < best) {
                    best = b;
                    if (best == 1) return 1;
                }
            }
        }
        return best;
    }

    private static int bound(Level lv, long[] s, long unused, int t, int g, int gx, int gy, int[] caps, int best) {
        int tc = lv.tileCell(t);
        int tx = lv.x(tc);
        int ty = lv.y(tc);
        boolean horizontal = ty == gy;
        int step = horizontal ? (gx > tx ? 1 : -1) : (gy > ty ? lv.width : -lv.width);
        long others = unused & ~(1L << t);
        int empty = 0;
        int crossable = 0;
        for (int c = tc + step; c != g; c += step) {
            if ((s[1 + (c >>> 6)] & (1L << c)) != 0) continue;
            empty++;
            long cross = horizontal ? lv.colTiles(lv.x(c)) : lv.rowTiles(lv.y(c));
            if ((cross & others) != 0) crossable++;
        }
        int deficit = empty + 1 - lv.tileValue(t);
        if (deficit <= 0) return 1;
        if (best <= 2) return DEAD;
        java.util.Arrays.fill(caps, 0);
        long line = (horizontal ? lv.rowTiles(gy) : lv.colTiles(gx)) & others;
        for (; line != 0; line &= line - 1) caps[lv.tileValue(Long.numberOfTrailingZeros(line))]++;
        int k = 0;
        for (int v = 9; v >= 1 && deficit > 0; v--) {
            for (int i = 0; i < caps[v] && deficit > 0; i++) {
                deficit -= v;
                k++;
            }
        }
        if (deficit > 0) {
            if (deficit > crossable) return DEAD;
            k += deficit;
        }
        return 1 + k;
    }
}

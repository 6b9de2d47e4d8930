package puzzlelab.puzzles.zhed;

/**
 * Chain levels: which cells can still matter within k more moves.
 *
 * <p>A filled cell matters only if a later move walks over it, and that move must itself matter, down to the final
 * move, which walks the cells between its tile and the goal. So with only the unused tiles:
 * <pre>
 *   L1   = goals ∪ cells strictly between a goal and an unused tile on its row/column
 *   Lk+1 = Lk ∪ every ray (unused tile × direction, up to the board edge) that meets Lk
 * </pre>
 * A move with k moves after it is useful only if it fills a cell of Lk (or wins), and an unjustified move with r
 * moves left needs a fresh cell in Lr. Fewer unused tiles later only shrink the sets, so the test is safe.
 */
final class Chains {
    private final Level lv;
    private final int w;
    /** Bitset of each move's ray. */
    private final long[][] rayBits;
    /** Bitset of the cells strictly between tile t and goal i, when aligned (else null). */
    private final long[][] between;
    private final long[] goalBits;

    Chains(Level lv) {
        this.lv = lv;
        this.w = lv.cellWords;
        int n = lv.tiles();
        rayBits = new long[4 * n][w];
        for (int m = 0; m < 4 * n; m++) for (int c : lv.ray(m)) rayBits[m][c >>> 6] |= 1L << c;
        between = new long[n * lv.goalCount()][];
        goalBits = new long[w];
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            goalBits[g >>> 6] |= 1L << g;
            for (int t = 0; t < n; t++) {
                int tc = lv.tileCell(t);
                for (int d = 0; d < 4; d++) {
                    int[] ray = lv.ray(Level.move(t, d));
                    int k = 0;
                    while (k < ray.length && ray[k] != g) k++;
                    if (k == ray.length) continue;
                    long[] b = new long[w];
                    for (int i = 0; i < k; i++) b[ray[i] >>> 6] |= 1L << ray[i];
                    between[t * lv.goalCount() + gi] = b;
                }
            }
        }
    }

    int words() {
        return w;
    }

    private static final int CACHE = 4096;
    private final long[] cacheKey = new long[CACHE];
    private final int[] cacheUpTo = new int[CACHE];
    private long[][][] cacheLevels;
    private final boolean[] scratch = new boolean[4 * 64];

    /**
     * The levels 1..upTo for the unused tiles, from a small direct-mapped cache (they depend only on which tiles
     * are unused). The arrays are shared: read them before the next call.
     */
    long[][] levels(long unused, int upTo) {
        if (cacheLevels == null) cacheLevels = new long[CACHE][lv.tiles() + 2][w];
        int slot = (int) (Position.mix(unused) & (CACHE - 1));
        if (cacheKey[slot] != unused || cacheUpTo[slot] < upTo) {
            compute(unused, cacheLevels[slot], upTo, scratch);
            cacheKey[slot] = unused;
            cacheUpTo[slot] = upTo;
        }
        return cacheLevels[slot];
    }

    /**
     * Fills {@code levels[1..upTo]} for the given unused tiles ({@code levels[k]} has {@link #words()} longs).
     * {@code rayDone} is scratch of at least 4 × tiles booleans.
     */
    void compute(long unused, long[][] levels, int upTo, boolean[] rayDone) {
        long[] l1 = levels[1];
        int goals = lv.goalCount();
        System.arraycopy(goalBits, 0, l1, 0, w);
        for (long u = unused; u != 0; u &= u - 1) {
            int t = Long.numberOfTrailingZeros(u);
            for (int gi = 0; gi < goals; gi++) {
                long[] b = between[t * goals + gi];
                if (b != null) for (int i = 0; i < w; i++) l1[i] |= b[i];
            }
        }
        java.util.Arrays.fill(rayDone, false);
        boolean saturated = false;
        for (int k = 1; k < upTo; k++) {
            long[] cur = levels[k];
            long[] nxt = levels[k + 1];
            System.arraycopy(cur, 0, nxt, 0, w);
            if (saturated) continue;
            boolean grew = false;
            for (long u = unused; u != 0; u &= u - 1) {
                int t = Long.numberOfTrailingZeros(u);
                for (int d = 0; d < 4; d++) {
                    int m = 4 * t + d;
                    if (rayDone[m]) continue;
                    long[] r = rayBits[m];
                    boolean meets = false;
                    for (int i = 0; i < w; i++) if ((r[i] & cur[i]) != 0) { meets = true; break; }
                    if (!meets) continue;
                    rayDone[m] = true;
                    for (int i = 0; i < w; i++) nxt[i] |= r[i];
                    grew = true;
                }
            }
            if (!grew) saturated = true;
        }
    }

    /** True when the move's ray meets the set. */
    boolean rayMeets(int move, long[] set) {
        long[] r = rayBits[move];
        for (int i = 0; i < w; i++) if ((r[i] & set[i]) != 0) return true;
        return false;
    }

    static boolean has(long[] set, int cell) {
        return (set[cell >>> 6] & (1L << cell)) != 0;
    }
}

package puzzlelab.puzzles.zhed;

/**
 * The consensus rules on packed states. A state is {@code [usedTiles, filled words...]}: word 0 is the set of used
 * tiles, the rest is the set of filled cells, which always contains every tile (an unused tile is skipped like a
 * filled cell) and the pre-filled cells.
 *
 * <p>A move (tile t, direction d) marks t used and walks outward from the next cell: off the board stops it; a
 * filled cell is skipped without using up the count; an empty cell or a goal is filled and uses one. It stops when
 * the count reaches 0, or at once when a goal is filled (the level is won and the game is over).
 */
public final class ZhedRules {
    private ZhedRules() {
    }

    public static int words(Level lv) {
        return 1 + lv.cellWords;
    }

    public static void initial(Level lv, long[] dst) {
        dst[0] = 0;
        System.arraycopy(lv.initialFilled(), 0, dst, 1, lv.cellWords);
    }

    static boolean filled(long[] s, int cell) {
        return (s[1 + (cell >>> 6)] & (1L << cell)) != 0;
    }

    public static boolean used(long[] s, int tile) {
        return (s[0] & (1L << tile)) != 0;
    }

    public static boolean won(Level lv, long[] s) {
        for (int i = 0; i < lv.goalCount(); i++) if (filled(s, lv.goal(i))) return true;
        return false;
    }

    /**
     * Plays {@code move} from {@code src} into {@code dst} (which may be {@code src}). Returns the number of cells
     * it filled (0 for a legal move that fills nothing), or -1 when the move is not legal: the tile is used, or
     * the game is already won.
     */
    public static int play(Level lv, long[] src, int move, long[] dst) {
        int t = Level.tileOf(move);
        if (t >= lv.tiles() || used(src, t) || won(lv, src)) return -1;
        if (dst != src) System.arraycopy(src, 0, dst, 0, src.length);
        dst[0] |= 1L << t;
        int left = lv.tileValue(t);
        int filled = 0;
        for (int c : lv.ray(move)) {
            if (filled(dst, c)) continue;
            dst[1 + (c >>> 6)] |= 1L << c;
            filled++;
            if (--left == 0 || lv.isGoal(c)) break;
        }
        return filled;
    }

    /** The cells a move would fill from {@code s}, in order (empty when it fills nothing). */
    public static int[] fills(Level lv, long[] s, int move) {
        long[] t = s.clone();
        int n = play(lv, s, move, t);
        int[] out = new int[Math.max(0, n)];
        int k = 0;
        for (int c : lv.ray(move)) {
            if (k == out.length) break;
            if (!filled(s, c) && filled(t, c)) out[k++] = c;
        }
        return out;
    }
}

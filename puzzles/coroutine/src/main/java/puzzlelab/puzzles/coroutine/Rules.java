package puzzlelab.puzzles.coroutine;

import java.util.Locale;

/**
 * Geometry and notation of the coroutine maze, shared by every solver. Squares are 0..8 internally (row-major from
 * the top-left; the user sees 1..9); square {@link #GOAL} = 4 is the centre. Directions are 0..7 clockwise from N
 * (0=N 1=NE 2=E 3=SE 4=S 5=SW 6=W 7=NW); N points up, towards row 0.
 */
final class Rules {
    private Rules() {
    }

    static final int GOAL = 4;
    static final int PASS = 8;
    static final String[] NAMES = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    private static final int[] DR = {-1, -1, 0, 1, 1, 1, 0, -1};
    private static final int[] DC = {0, 1, 1, 1, 0, -1, -1, -1};

    /** STEP[p][d] = square reached from p in direction d, or -1 off the board. */
    static final int[][] STEP = new int[9][8];
    /** DEST[p << 8 | mask] = bit set of squares reachable from p with the arrows of mask (off-board ones dropped). */
    static final short[] DEST = new short[9 << 8];
    /** Diagonal mirror (r,c) → (c,r): square and direction maps (N↔W, NE↔SW, E↔S, SE and NW fixed). */
    static final int[] MIRROR_SQUARE = {0, 3, 6, 1, 4, 7, 2, 5, 8};
    static final int[] MIRROR_DIR = {6, 5, 4, 3, 2, 1, 0, 7};
    /** The 8 outer squares in ID order (squares 1,2,3,4,6,7,8,9 of the user's numbering). */
    static final int[] OUTER = {0, 1, 2, 3, 5, 6, 7, 8};

    static {
        for (int p = 0; p < 9; p++) {
            for (int d = 0; d < 8; d++) {
                int r = p / 3 + DR[d];
                int c = p % 3 + DC[d];
                STEP[p][d] = r < 0 || r > 2 || c < 0 || c > 2 ? -1 : r * 3 + c;
            }
            for (int m = 0; m < 256; m++) {
                int set = 0;
                for (int d = 0; d < 8; d++) if ((m >> d & 1) != 0 && STEP[p][d] >= 0) set |= 1 << STEP[p][d];
                DEST[p << 8 | m] = (short) set;
            }
        }
    }

    /** Direction number for a compass name or digit 0..7 (any case), or -1. */
    static int parseDir(String s) {
        String t = s.trim().toUpperCase(Locale.ROOT);
        if (t.length() == 1 && t.charAt(0) >= '0' && t.charAt(0) <= '7') return t.charAt(0) - '0';
        for (int d = 0; d < 8; d++) if (NAMES[d].equals(t)) return d;
        return -1;
    }

    /** Mirrors an arrow mask along the main diagonal. */
    static int mirrorMask(int m) {
        int out = 0;
        for (int d = 0; d < 8; d++) if ((m >> d & 1) != 0) out |= 1 << MIRROR_DIR[d];
        return out;
    }

    /** Directions of a mask as digits "0,2,7" (the reports' style); "-" when empty. */
    static String digits(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < 8; d++) if ((mask >> d & 1) != 0) sb.append(sb.length() == 0 ? "" : ",").append(d);
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /** Directions of a mask as compass names "N S SW". */
    static String names(int mask) {
        StringBuilder sb = new StringBuilder();
        for (int d = 0; d < 8; d++) if ((mask >> d & 1) != 0) sb.append(sb.length() == 0 ? "" : " ").append(NAMES[d]);
        return sb.toString();
    }
}

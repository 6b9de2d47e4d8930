package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Mouse play ({@code Instance.movesForClick}): a click on a box picks it; a second click ({@code "BOX>SQUARE"}, also
 * a drag) on a square in line with it pushes it one square that way, the keeper walking behind it by a shortest walk.
 * In a position of the moves problem a click on a free square the keeper can reach walks there. Targets are the
 * picture's {@code data-target="ROW,COL"}; the host checks every returned move's legality.
 */
final class Clicks {
    private Clicks() {
    }

    static int[] moves(SokobanBoard b, long[] state, String target) {
        String[] parts = target.split(">", -1);
        if (parts.length == 1) {
            int s = square(b, parts[0]);
            if (s < 0) return null;
            if (Bits.get(state, s)) return new int[0];   // a box: picked, the next click says where it goes
            if (b.isPushState(state) || s == b.player(state)) return null;   // walking alone is no move of the pushes problem
            return walk(b, state, s);
        }
        if (parts.length != 2) return null;
        int box = square(b, parts[0]), to = square(b, parts[1]);
        if (box < 0 || to < 0 || !Bits.get(state, box)) return null;
        int d = direction(b, box, to);
        if (d < 0) return null;
        if (b.isPushState(state)) return new int[]{Codes.MACRO + box * 4 + d};
        int behind = b.nb[box * 4 + (d ^ 2)];
        if (behind < 0) return null;
        int[] w = behind == b.player(state) ? new int[0] : walk(b, state, behind);
        if (w == null) return null;
        int[] out = Arrays.copyOf(w, w.length + 1);
        out[w.length] = 4 + d;   // the push step
        return out;
    }

    /** The steps of a shortest walk to {@code s}, or null when the keeper cannot get there. */
    private static int[] walk(SokobanBoard b, long[] state, int s) {
        Walk w = new Walk(b);
        w.from(Arrays.copyOf(state, b.words), b.player(state));
        if (!w.reached(s)) return null;
        int[] buf = new int[b.n];
        return Arrays.copyOf(buf, w.path(s, buf, 0));
    }

    /** The direction from {@code from} towards {@code to} when they share a row or a column, else -1. */
    private static int direction(SokobanBoard b, int from, int to) {
        for (int d = 0; d < 4; d++) {
            int s = b.nb[from * 4 + d];
            while (s >= 0) {
                if (s == to) return d;
                s = b.nb[s * 4 + d];
            }
        }
        return -1;
    }

    /** The square of "ROW,COL" (0-based), or -1. */
    private static int square(SokobanBoard b, String rc) {
        String[] t = rc.split(",", -1);
        if (t.length != 2) return -1;
        try {
            int r = Integer.parseInt(t[0].strip()), c = Integer.parseInt(t[1].strip());
            if (r < 0 || c < 0 || r >= b.height || c >= b.width) return -1;
            return b.square[r * b.width + c];
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}

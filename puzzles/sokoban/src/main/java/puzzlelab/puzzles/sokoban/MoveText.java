package puzzlelab.puzzles.sokoban;

import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;

/**
 * Reads a typed move. In the moves problem: one LURD letter; lower case walks and upper case pushes, and the wrong case
 * is refused (the LURD rule). In the pushes problem (the state says which): a walk ending in one push ("llU", or
 * just "U"), or the push's own notation "U(row,col)" with the box's 1-based row and column.
 */
final class MoveText {
    private MoveText() {
    }

    /** Longer runs, or lines, are left unexpanded (the digits are then refused as moves): no line grows without bound. */
    static final int MAX_RUN = 10_000, MAX_LINE = 1_000_000;

    /**
     * LURD with run lengths ("2l3u2R") written out ("lluuuRR"); any other text (a push such as "U(3,4)", words, a
     * count of 0 or above {@value #MAX_RUN}, a count with no letter after it, or more than {@value #MAX_LINE}
     * letters in all) comes back as it is.
     */
    static String expandRuns(String t) {
        boolean digits = false;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c >= '0' && c <= '9') digits = true;
            else if ("lurdLURD".indexOf(c) < 0) return t;
        }
        if (!digits) return t;
        StringBuilder out = new StringBuilder();
        int run = -1;   // -1: no count before the letter
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c >= '0' && c <= '9') {
                run = Math.max(run, 0) * 10 + (c - '0');
                if (run > MAX_RUN) return t;
                continue;
            }
            if (run == 0 || out.length() + Math.max(run, 1) > MAX_LINE) return t;
            out.append(String.valueOf(c).repeat(Math.max(run, 1)));
            run = -1;
        }
        return run >= 0 ? t : out.toString();
    }

    static int parse(SokobanBoard b, long[] state, String text) throws InputException {
        String t = text.strip();
        if (t.isEmpty()) throw new InputException(null, "no move given");
        if (state == null) {
            if (t.length() == 1 && SokobanBoard.WALK.indexOf(Character.toLowerCase(t.charAt(0))) >= 0)
                return SokobanBoard.WALK.indexOf(Character.toLowerCase(t.charAt(0))) + (Character.isUpperCase(t.charAt(0)) ? 4 : 0);
            throw new InputException(null, Text.quote(t) + " is not a move: use l u r d to walk, L U R D to push");
        }
        if (b.isPushState(state)) return push(b, state, t);
        if (t.length() != 1)
            throw new InputException(null, Text.quote(t) + " is not one move: one LURD letter per move");
        return step(b, boxesOf(state, b), b.player(state), t.charAt(0));
    }

    private static long[] boxesOf(long[] state, SokobanBoard b) {
        return java.util.Arrays.copyOf(state, b.words);
    }

    private static int step(SokobanBoard b, long[] boxes, int player, char c) throws InputException {
        int d = SokobanBoard.WALK.indexOf(Character.toLowerCase(c));
        if (d < 0) throw new InputException(null, Text.quoteChar(c) + " is not a move: use l u r d to walk, L U R D to push");
        boolean upper = Character.isUpperCase(c);
        int t = b.nb[player * 4 + d];
        boolean box = t >= 0 && Bits.get(boxes, t);
        if (box && !upper)
            throw new InputException(null, "'" + c + "' walks, but a box is there: a push is written in upper case ('"
                    + Character.toUpperCase(c) + "')");
        if (!box && upper && t >= 0)
            throw new InputException(null, "'" + c + "' pushes, but there is no box there: a walk is written in lower case ('"
                    + Character.toLowerCase(c) + "')");
        return d + (upper ? 4 : 0);
    }

    private static int push(SokobanBoard b, long[] state, String t) throws InputException {
        if (t.length() > 1 && t.indexOf('(') == 1 && t.endsWith(")")) {
            int d = SokobanBoard.PUSH.indexOf(Character.toUpperCase(t.charAt(0)));
            String[] rc = t.substring(2, t.length() - 1).split(",");
            Integer r = rc.length == 2 ? puzzlelab.puzzles.input.Numbers.intOrNull(rc[0].strip()) : null;
            Integer c = rc.length == 2 ? puzzlelab.puzzles.input.Numbers.intOrNull(rc[1].strip()) : null;
            if (d < 0 || r == null || c == null)
                throw new InputException(null, Text.quote(t) + " is not a push: write e.g. 'U(3,4)' (the box's row and column)");
            int cell = (r - 1) * b.width + (c - 1);
            int s = r < 1 || c < 1 || r > b.height || c > b.width ? -1 : b.square[cell];
            if (s < 0 || !Bits.get(state, s)) throw new InputException(null, "there is no box at row " + r + ", column " + c);
            return Codes.MACRO + s * 4 + d;
        }
        long[] boxes = boxesOf(state, b);
        int player = b.player(state);
        for (int i = 0; i < t.length(); i++) {
            int code = step(b, boxes, player, t.charAt(i));
            int next = b.nb[player * 4 + (code & 3)];
            if (next < 0) throw new InputException(null, "letter " + (i + 1) + " of " + Text.quote(t) + " walks into a wall");
            if (code >= 4) {
                if (i != t.length() - 1)
                    throw new InputException(null, "in the pushes metric one move is a walk and one push: "
                            + Text.quote(t) + " goes on after its push");
                return Codes.MACRO + next * 4 + (code & 3);
            }
            player = next;
        }
        throw new InputException(null, "in the pushes metric one move is a walk ending in a push (e.g. 'llU'): "
                + Text.quote(t) + " pushes nothing (play with --metric moves to walk step by step)");
    }
}

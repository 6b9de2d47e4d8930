package puzzlelab.puzzles.chexers;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * Move codes: {@code from << 4 | kind}, kind 0-5 = MOVE in direction d, 6-11 = JUMP in direction d - 6, 12 = EXIT.
 * A code names the action by hexes only, so it means the same thing in every state (pieces are indistinguishable).
 */
final class ChexersMoves {
    static final int EXIT = 12;

    private ChexersMoves() {
    }

    static int move(int from, int dir) { return from << 4 | dir; }
    static int jump(int from, int dir) { return from << 4 | 6 + dir; }
    static int exit(int from) { return from << 4 | EXIT; }

    static int from(int code) { return code >>> 4; }
    static int kind(int code) { return code & 15; }
    static boolean isExit(int code) { return kind(code) == EXIT; }
    static boolean isJump(int code) { int k = kind(code); return k >= 6 && k < 12; }

    /** Landing hex of a MOVE or JUMP, -1 for EXIT or an invalid code. */
    static int to(HexGrid g, int code) {
        int k = kind(code);
        int from = from(code);
        if (from >= g.cells) return -1;
        if (k < 6) return g.neighbour(from, k);
        if (k < 12) return g.beyond(from, k - 6);
        return -1;
    }

    /** The spec's output line, e.g. {@code JUMP from (0, 1) to (-2, 3).} */
    static String text(HexGrid g, int code) {
        int from = from(code);
        int k = kind(code);
        if (from >= g.cells || k > EXIT || (k < EXIT && to(g, code) < 0)) return "?" + code;
        if (k == EXIT) return "EXIT from " + g.coords(from) + ".";
        return (k < 6 ? "MOVE" : "JUMP") + " from " + g.coords(from) + " to " + g.coords(to(g, code)) + ".";
    }

    private static final Pattern NUMBER = Pattern.compile("-?[0-9]+");
    private static final String FORMS = "use 'MOVE from (q, r) to (q, r).', 'JUMP from (q, r) to (q, r).', "
            + "'EXIT from (q, r).', or short forms 'q,r q,r' and 'exit q,r'";

    /**
     * Parses the spec's lines (any case and spacing, final full stop optional) and short forms: {@code 0,0 1,0}
     * (MOVE or JUMP told apart by the distance) and {@code exit 3,0} / {@code x 3,0}. Legality in the position is
     * the caller's business; this checks only that the text names a possible action on this board.
     */
    static int parse(HexGrid g, String text) throws InputException {
        String t = text.strip();
        if (t.endsWith(".")) t = t.substring(0, t.length() - 1);
        String word = t.isEmpty() || !Character.isLetter(t.charAt(0)) ? "" : t.split("[^A-Za-z]", 2)[0].toUpperCase(Locale.ROOT);
        String rest = t.substring(word.length()).replaceAll("(?i)\\b(from|to)\\b", " ");
        if (!rest.matches("[\\s(),\\-0-9>]*")) throw new InputException(null, Text.quote(text) + " is not an action: " + FORMS);
        Matcher m = NUMBER.matcher(rest);
        int[] v = new int[5];
        int n = 0;
        while (m.find()) {
            if (n == 4) throw new InputException(null, Text.quote(text) + " has too many numbers: " + FORMS);
            if (m.group().length() > 5) throw new InputException(null, Text.quote(text) + ": coordinate " + m.group() + " is off the board");
            v[n++] = Integer.parseInt(m.group());
        }
        boolean exit = word.equals("EXIT") || word.equals("X");
        if (!exit && !word.isEmpty() && !word.equals("MOVE") && !word.equals("JUMP"))
            throw new InputException(null, Text.quote(text) + ": unknown action " + Text.quote(word) + ": " + FORMS);
        if (exit != (n == 2) || (n != 2 && n != 4)) throw new InputException(null, Text.quote(text) + " is not an action: " + FORMS);
        int from = g.index(v[0], v[1]);
        if (from < 0) throw new InputException(null, "(" + v[0] + ", " + v[1] + ") is off the board");
        if (exit) return exit(from);
        if (g.index(v[2], v[3]) < 0) throw new InputException(null, "(" + v[2] + ", " + v[3] + ") is off the board");
        int dq = v[2] - v[0];
        int dr = v[3] - v[1];
        int d = HexGrid.direction(dq, dr);
        if (d < 0) throw new InputException(null, Text.quote(text) + ": the two hexes are not 1 or 2 steps apart in a straight line");
        boolean jump = dq != HexGrid.DQ[d] || dr != HexGrid.DR[d];
        if (word.equals("MOVE") && jump) throw new InputException(null, Text.quote(text) + ": a MOVE goes to an adjacent hex (this is a JUMP)");
        if (word.equals("JUMP") && !jump) throw new InputException(null, Text.quote(text) + ": a JUMP lands two hexes away (this is a MOVE)");
        return jump ? jump(from, d) : move(from, d);
    }
}

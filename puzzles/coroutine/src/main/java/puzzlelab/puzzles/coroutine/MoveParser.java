package puzzlelab.puzzles.coroutine;

import java.util.Locale;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;

/**
 * Parses typed moves. Native: {@code A S}, {@code B NE}, {@code B -}. Also accepted: no space ({@code AS},
 * {@code B-}), the reports' forms ({@code 0, S}, {@code 1, -}, {@code P0 S}, {@code P1 PASS}, a trailing
 * {@code (WIN)}), a digit for the direction ({@code A 4}), and the direction or {@code -}/{@code pass} alone for
 * the side to move.
 */
final class MoveParser {
    private MoveParser() {
    }

    static int parse(int sideToMove, String text) throws InputException {
        String t = text.toUpperCase(Locale.ROOT).replace("(WIN)", "").replace(',', ' ').strip();
        int token = -1;
        if (t.startsWith("P0") || t.startsWith("P1")) {
            token = t.charAt(1) - '0';
            t = t.substring(2).strip();
        } else if (t.startsWith("A") || t.startsWith("B")) {
            token = t.charAt(0) - 'A';
            t = t.substring(1).strip();
        } else if (t.length() > 2 && (t.charAt(0) == '0' || t.charAt(0) == '1') && t.charAt(1) == ' ') {
            token = t.charAt(0) - '0';
            t = t.substring(2).strip();
        }
        if (token < 0) token = sideToMove;
        int dir;
        if (t.equals("-") || t.equals("PASS") || t.equals("NONE")) dir = Rules.PASS;
        else dir = Rules.parseDir(t);
        if (dir < 0 || t.isEmpty())
            throw new InputException(null, Text.quote(text.strip()) + " is not a move: write the token and a direction, e.g. 'A S', 'B NE', or 'B -' to pass");
        return CoroutineMoves.code(token, dir);
    }
}

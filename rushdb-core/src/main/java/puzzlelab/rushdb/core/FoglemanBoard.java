package puzzlelab.rushdb.core;

import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Fogleman's board string (n² cells, {@code o}/{@code .} empty, {@code x} wall, {@code A} red) as a layout and state. */
public final class FoglemanBoard {
    private FoglemanBoard() {
    }

    /**
     * The board with its pieces relabelled B, C, ... in order of their first cell (A, walls and empty cells kept;
     * {@code .} becomes {@code o}): two boards are the same position exactly when these strings are equal.
     */
    public static String byCells(String board) {
        char[] map = new char[128];
        char next = 'B';
        StringBuilder sb = new StringBuilder(board.length());
        for (char c : board.toCharArray()) {
            if (c == 'o' || c == '.') sb.append('o');
            else if (c == 'x' || c == 'A' || c >= 128) sb.append(c);
            else {
                if (map[c] == 0) map[c] = next++;
                sb.append(map[c]);
            }
        }
        return sb.toString();
    }

    /** Parses a board; throws {@link InputException} with a one-line reason (the caller names where it came from). */
    public static Layout.Placed parse(String s) {
        int n = (int) Math.round(Math.sqrt(s.length()));
        if (n * n != s.length() || n < 4 || n > 7)
            throw new InputException(null, "a board string needs n² characters with n = 4..7, found " + s.length());
        long walls = 0;
        Map<Character, List<Integer>> pieces = new LinkedHashMap<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == 'o' || c == '.') continue;
            if (c == 'x') walls |= 1L << i;
            else if (c >= 'A' && c <= 'Z') pieces.computeIfAbsent(c, k -> new ArrayList<>()).add(i);
            else throw new InputException(null, "character " + Text.quote(String.valueOf(c)) + " at index " + i + " is not o . x or A-Z");
        }
        if (!pieces.containsKey('A')) throw new InputException(null, "no red car A");
        List<Layout.Car> cars = new ArrayList<>();
        for (Map.Entry<Character, List<Integer>> e : pieces.entrySet()) {
            List<Integer> cs = e.getValue();
            int first = cs.get(0);
            int len = cs.size();
            if (len < 2 || len > 3) throw new InputException(null, "piece " + e.getKey() + " has " + len + " cells (2 or 3)");
            boolean h = cs.get(1) == first + 1;
            int step = h ? 1 : n;
            for (int k = 1; k < len; k++)
                if (cs.get(k) != first + k * step || (h && (first + k) / n != first / n))
                    throw new InputException(null, "piece " + e.getKey() + " is not one straight line");
            cars.add(new Layout.Car(h, h ? first / n : first % n, len, h ? first % n : first / n));
            if (e.getKey() == 'A' && (!h || first / n != Layout.exitRow(n)))
                throw new InputException(null, "the red car A must be horizontal in row " + (Layout.exitRow(n) + 1));
        }
        return Layout.of(n, walls, cars);
    }
}

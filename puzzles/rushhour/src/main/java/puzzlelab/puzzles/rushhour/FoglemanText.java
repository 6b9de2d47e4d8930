package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;

/**
 * Michael Fogleman's board string: n² characters row by row from the top-left; {@code o} or {@code .} empty,
 * {@code x} a wall, {@code A} the red car, other capital letters vehicles (orientation and length from their
 * cells). Also read: the same grid over n lines or with {@code /} between rows, and his database lines
 * {@code MOVES BOARD CLUSTER} (a file of several boards is a set; {@code #} starts a comment).
 * A board without {@code A} takes {@code X} as the red car (the card-style layouts).
 */
final class FoglemanText {
    private FoglemanText() {
    }

    /** One board of a file, with the optimal move count when the line states it (database lines). */
    record Entry(RushBoard board, int line, Integer moves, String text) {
    }

    private record Line(int number, String[] tokens) {
    }

    private static List<Line> lines(String text) {
        List<Line> out = new ArrayList<>();
        for (Lines.Line l : Lines.withoutComments(text)) out.add(new Line(l.number(), l.text().split("\\s+")));
        return out;
    }

    private static boolean boardChars(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(c == 'o' || c == '.' || c == 'x' || c == '/' || (c >= 'A' && c <= 'Z'))) return false;
        }
        return !s.isEmpty();
    }

    private static boolean square(int len) {
        int k = (int) Math.round(Math.sqrt(len));
        return k >= 2 && k * k == len;
    }

    /** Every line a board token whose shape fits (n² cells, or rows split by '/'), or n lines of n cells. */
    static boolean looksLike(String text) {
        List<Line> ls = lines(text);
        if (ls.isEmpty()) return false;
        if (grid(ls)) return true;
        for (Line l : ls) {
            String b = boardToken(l);
            if (b == null || (b.indexOf('/') < 0 && !square(b.length()))) return false;
        }
        return true;
    }

    private static boolean grid(List<Line> ls) {
        int w = ls.get(0).tokens[0].length();
        return ls.size() > 1 && ls.size() == w && ls.stream().allMatch(l -> l.tokens.length == 1
                && l.tokens[0].length() == w && boardChars(l.tokens[0]));
    }

    /** The board token of a line ({@code BOARD} or {@code MOVES BOARD [CLUSTER]}), or null. */
    private static String boardToken(Line l) {
        String[] t = l.tokens;
        if (t.length == 1 && boardChars(t[0])) return t[0];
        if (t.length >= 2 && t.length <= 3 && Numbers.intOrNull(t[0]) != null && boardChars(t[1])
                && (t.length == 2 || Numbers.intOrNull(t[2]) != null)) return t[1];
        return null;
    }

    static List<Entry> readAll(String source, String text) throws InputException {
        List<Line> ls = lines(text);
        if (ls.isEmpty()) throw new InputException(source, "is empty: expected a board string such as "
                + "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM");
        // n lines of n characters = one grid
        if (grid(ls)) {
            StringBuilder sb = new StringBuilder();
            for (Line l : ls) sb.append(l.tokens[0]);
            return List.of(new Entry(parse(source, ls.get(0).number, sb.toString()), ls.get(0).number, null, sb.toString()));
        }
        List<Entry> out = new ArrayList<>();
        for (Line l : ls) out.add(entry(source, l));
        return out;
    }

    private static Entry entry(String source, Line l) throws InputException {
        String b = boardToken(l);
        if (b == null)
            throw new InputException(source, l.number, "expected a board string (o . empty, x wall, A red car, "
                    + "B-Z vehicles) or a database line 'MOVES BOARD CLUSTER', found " + Text.quote(String.join(" ", l.tokens)));
        Integer moves = l.tokens.length >= 2 ? Numbers.parseInt(source, l.number, l.tokens[0], "the move count", 0, 1_000_000) : null;
        return new Entry(parse(source, l.number, b), l.number, moves, b);
    }

    /**
     * The number of board lines of a set (non-blank, comments dropped) when the text has more than any grid's
     * {@link BoardBuilder#MAX_SIZE} lines, else -1 (it may be one grid over n lines: read it whole). Nothing is parsed.
     */
    static int setSize(String text) {
        return isSet(text) ? Lines.count(text, true) : -1;
    }

    /** Whether the text is a set (more lines than any grid has), told by counting no further than that. */
    static boolean isSet(String text) {
        return Lines.countUpTo(text, true, BoardBuilder.MAX_SIZE + 1) > BoardBuilder.MAX_SIZE;
    }

    /**
     * Board {@code n} (1-based) of a set ({@link #isSet}), parsing that line only; the lines after it are neither
     * counted nor looked at unless there are fewer than {@code n} (the message then says how many there are).
     */
    static Entry nth(String source, String shown, String text, int n) throws InputException {
        Lines.Line l = n >= 1 ? Lines.nth(text, true, n) : null;
        if (l != null) return entry(source, new Line(l.number(), l.text().split("\\s+")));
        // the one FILE#N bound's words
        throw new InputException(shown, puzzlelab.puzzles.input.RequestBounds.instanceNumber(n, Lines.count(text, true)));
    }

    /** Parses one board string (rows optionally separated by '/'). */
    static RushBoard parse(String source, int line, String s) throws InputException {
        String cells;
        int n;
        if (s.indexOf('/') >= 0) {
            String[] rows = s.split("/", -1);
            n = rows.length;
            for (String r : rows)
                if (r.length() != n)
                    throw new InputException(source, line, "with '/' between rows every row needs " + n + " cells, found " + Text.quote(r));
            cells = s.replace("/", "");
        } else {
            cells = s;
            if (!square(cells.length()))
                throw new InputException(source, line, "a board string needs n² characters (36 for 6×6), found " + cells.length());
            n = (int) Math.round(Math.sqrt(cells.length()));
        }
        if (n > BoardBuilder.MAX_SIZE)
            throw new InputException(source, line, "board size " + n + " is not supported (2.." + BoardBuilder.MAX_SIZE + ")");
        Map<Character, List<Integer>> pieces = new LinkedHashMap<>();
        BoardBuilder bb = new BoardBuilder(source).size(n, line);
        for (int i = 0; i < cells.length(); i++) {
            char c = cells.charAt(i);
            if (c == 'o' || c == '.') continue;
            if (c == 'x') {
                bb.wall(i % n, i / n, line);
                continue;
            }
            if (c < 'A' || c > 'Z')
                throw new InputException(source, line, "character " + Text.quoteChar(c) + " at " + BoardBuilder.where(i % n, i / n)
                        + " is not a board cell (o . empty, x wall, A-Z vehicles)");
            pieces.computeIfAbsent(c, k -> new ArrayList<>()).add(i);
        }
        for (Map.Entry<Character, List<Integer>> e : pieces.entrySet()) {
            List<Integer> cs = e.getValue();
            String name = String.valueOf(e.getKey());
            int first = cs.get(0);
            if (cs.size() < 2)
                throw new InputException(source, line, "vehicle " + name + " has a single cell at "
                        + BoardBuilder.where(first % n, first / n) + "; vehicles are 2 or more cells in a line");
            boolean h = cs.get(1) == first + 1 && cs.get(1) / n == first / n;
            int step = h ? 1 : n;
            for (int k = 1; k < cs.size(); k++) {
                int want = first + k * step;
                if (cs.get(k) != want || (h && want / n != first / n))
                    throw new InputException(source, line, shapeError(name, cs, n));
            }
            bb.piece(name, h, cs.size(), first % n, first / n, line);
        }
        if (!pieces.containsKey('A') && !pieces.containsKey('X'))
            throw new InputException(source, line, "there is no red car A (in this notation the red car is A; "
                    + "card-style layouts may name it X)");
        bb.red(pieces.containsKey('A') ? "A" : "X");
        return bb.build();
    }

    /** Why the cells of one letter are not a vehicle: a block, cells in several rows and columns, or a gap. */
    private static String shapeError(String name, List<Integer> cells, int n) {
        long rows = cells.stream().map(c -> c / n).distinct().count();
        long cols = cells.stream().map(c -> c % n).distinct().count();
        if (rows > 1 && cols > 1)
            return "the " + cells.size() + " cells of " + name + " span " + rows + " rows and " + cols + " columns ("
                    + (rows * cols == cells.size() ? "a " + rows + "×" + cols + " block" : "not one line")
                    + "); a vehicle is one row or one column of 2 or more cells";
        return "the cells of vehicle " + name + " have a gap; a vehicle is 2 or more adjacent cells in one line";
    }

    /** The board in Fogleman's notation, if every name is one capital letter and walls fit; else null. */
    static String write(RushBoard b, int[] pos) {
        int[] g = b.grid(pos);
        StringBuilder sb = new StringBuilder();
        for (int cell : g) {
            if (cell == -1) sb.append('o');
            else if (cell == -2) sb.append('x');
            else {
                String name = b.vehicles[cell].name();
                if (name.length() != 1 || name.charAt(0) < 'A' || name.charAt(0) > 'Z') return null;
                sb.append(name);
            }
        }
        return sb.toString();
    }
}

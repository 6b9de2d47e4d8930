package puzzlelab.puzzles.fifteen;

import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * Reads sliding-tile positions. Accepted: Korf's line (16 numbers, optionally preceded by an index), a square
 * line of k² numbers, or a grid of rows (any R×C, every row the same length). 0, '_' or '.' is the blank;
 * '#' starts a comment. A file of several lines that each hold 16 tiles (0..15, optionally after an index) is a set,
 * and so is one whose lines each hold 25 tiles (0..24, the 24-puzzle, e.g. Korf &amp; Taylor's ten).
 */
final class FifteenReader {
    private FifteenReader() {
    }

    record Position(int rows, int cols, int[] tiles, String label) {
    }

    /**
     * {@code count}: the numbers on the line; {@code values}: the first {@link #KEPT} + 1 of them (no board has more
     * cells, and a 28 MB line of numbers is then counted, not boxed).
     */
    private record Line(int number, List<Integer> values, int count) {
    }

    private static final int CELLS = 256;
    private static final int KEPT = CELLS + 1;

    private static List<Line> lines(String source, String text) throws InputException {
        List<Line> out = new ArrayList<>();
        for (Lines.Line l : Lines.withoutComments(text)) {
            List<Integer> vals = new ArrayList<>();
            int count = 0;
            for (String tok : l.text().split("[\\s,]+")) {
                if (tok.isEmpty()) continue;
                if (tok.equals("_") || tok.equals(".")) {
                    if (count++ <= KEPT) vals.add(0);
                    continue;
                }
                if (!Numbers.isInteger(tok))
                    throw new InputException(source, l.number(), Text.quote(tok) + " is not a tile number");
                int x = Numbers.parseInt(source, l.number(), tok, "tile");
                if (count++ <= KEPT) vals.add(x);
            }
            out.add(new Line(l.number(), vals, count));
        }
        return out;
    }

    /** True if every token outside comments is a whole number (ASCII, sign allowed) or a blank mark. */
    static boolean allNumbers(String text) {
        boolean any = false;
        for (Lines.Line l : Lines.withoutComments(text)) {
            for (String tok : l.text().split("[\\s,]+")) {
                if (tok.isEmpty()) continue;
                if (!Numbers.isInteger(tok) && !tok.equals("_") && !tok.equals(".")) return false;
                any = true;
            }
        }
        return any;
    }

    /** True if the text is all numbers that form at least one valid position. */
    static boolean looksLike(String text) {
        try {
            return !readAll("?", text).isEmpty();
        } catch (InputException e) {
            return false;
        }
    }

    static List<Position> readAll(String source, String text) throws InputException {
        List<Line> ls = lines(source, text);
        if (ls.isEmpty()) throw new InputException(source, "is empty: expected tile numbers");
        for (int side = 4; side <= 5 && ls.size() > 1; side++) {
            final int n = side * side;
            if (!ls.stream().allMatch(l -> squareLine(l, n))) continue;
            List<Position> out = new ArrayList<>();
            for (int k = 0; k < ls.size(); k++) {
                Line l = ls.get(k);
                boolean indexed = l.values.size() == n + 1;
                int[] t = l.values.subList(indexed ? 1 : 0, l.values.size()).stream().mapToInt(Integer::intValue).toArray();
                if (indexed && l.values.get(0) < 0)
                    throw new InputException(source, l.number, "instance index " + l.values.get(0) + " is negative");
                validate(source, l.number, side, side, t);
                out.add(new Position(side, side, t, "#" + (indexed ? l.values.get(0) : k + 1)));
            }
            return out;
        }
        return List.of(read(source, ls));
    }

    private static Position read(String source, List<Line> ls) throws InputException {
        if (ls.size() == 1) {
            Line only = ls.get(0);
            if (only.count > KEPT) {   // too many to be a board: say how many
                int k = (int) Math.round(Math.sqrt(only.count));
                throw new InputException(source, only.number, k * k == only.count
                        ? "boards up to " + CELLS + " cells are supported, this one has " + only.count
                        : "a one-line position needs k² numbers (16 for the 15-puzzle), found " + only.count);
            }
            List<Integer> v = only.values;
            if (v.size() == 17 || v.size() == 26) {  // Korf's leading index
                if (v.get(0) < 0) throw new InputException(source, ls.get(0).number, "instance index " + v.get(0) + " is negative");
                v = v.subList(1, v.size());
            }
            int k = (int) Math.round(Math.sqrt(v.size()));
            if (k * k != v.size() || k < 2)
                throw new InputException(source, ls.get(0).number, "a one-line position needs k² numbers (16 for the 15-puzzle), found " + ls.get(0).count);
            int[] t = v.stream().mapToInt(Integer::intValue).toArray();
            validate(source, ls.get(0).number, k, k, t);
            return new Position(k, k, t, null);
        }
        int cols = ls.get(0).count;
        for (Line l : ls) {
            if (l.count != cols)
                throw new InputException(source, l.number, "row has " + l.count + " numbers, expected " + cols + " like the first row");
        }
        int rows = ls.size();
        if (rows < 2 || cols < 2) throw new InputException(source, "a board needs at least 2 rows and 2 columns");
        if ((long) rows * cols > CELLS)
            throw new InputException(source, ls.get(0).number, "boards up to " + CELLS + " cells are supported, this one has " + (long) rows * cols);
        int[] t = new int[rows * cols];
        int i = 0;
        for (Line l : ls) for (int x : l.values) t[i++] = x;
        validate(source, ls.get(0).number, rows, cols, t);
        return new Position(rows, cols, t, null);
    }

    /**
     * A line of a set: n = 16 (Korf's 15-puzzle set) or 25 (24-puzzle) tiles, with or without a leading index, whose
     * tiles are 0..n-1 once each (so a grid of n columns, whose rows cannot each hold 0..n-1, is never taken for a set).
     */
    private static boolean squareLine(Line l, int n) {
        int size = l.values.size();
        if (size != n && size != n + 1) return false;
        boolean[] seen = new boolean[n];
        for (int x : l.values.subList(size - n, size)) {
            if (x < 0 || x >= n || seen[x]) return false;
            seen[x] = true;
        }
        return true;
    }

    private static void validate(String source, int line, int rows, int cols, int[] t) throws InputException {
        long cells = (long) rows * cols;
        if (cells > CELLS)
            throw new InputException(source, line, "boards up to " + CELLS + " cells are supported, this one has " + cells);
        int n = (int) cells;
        boolean[] seen = new boolean[n];
        for (int x : t) {
            if (x < 0 || x >= n) throw new InputException(source, line, "tile " + x + " is out of range 0.." + (n - 1));
            if (seen[x]) throw new InputException(source, line, "tile " + x + " appears twice");
            seen[x] = true;
        }
    }
}

package puzzlelab.puzzles.fifteen;

import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.InputException;

/**
 * Reads sliding-tile positions. Accepted: Korf's line (16 numbers, optionally preceded by an index), a square
 * line of k² numbers, or a grid of rows (any R×C, every row the same length). 0, '_' or '.' is the blank;
 * '#' starts a comment. A file whose lines each hold an index plus 16 tiles is a set of instances.
 */
final class FifteenReader {
    private FifteenReader() {
    }

    record Position(int rows, int cols, int[] tiles, String label) {
    }

    private record Line(int number, List<Integer> values) {
    }

    private static List<Line> lines(String source, String text) throws InputException {
        List<Line> out = new ArrayList<>();
        String[] ls = text.split("\r?\n|\r", -1);
        for (int i = 0; i < ls.length; i++) {
            String l = ls[i];
            int hash = l.indexOf('#');
            if (hash >= 0) l = l.substring(0, hash);
            l = l.trim();
            if (l.isEmpty()) continue;
            List<Integer> vals = new ArrayList<>();
            for (String tok : l.split("[\\s,]+")) {
                if (tok.isEmpty()) continue;
                if (tok.equals("_") || tok.equals(".")) {
                    vals.add(0);
                    continue;
                }
                try {
                    vals.add(Integer.parseInt(tok));
                } catch (NumberFormatException e) {
                    throw new InputException(source, i + 1, "'" + tok + "' is not a tile number");
                }
            }
            out.add(new Line(i + 1, vals));
        }
        return out;
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
        if (ls.size() > 1 && ls.stream().allMatch(l -> l.values.size() == 17)) {
            List<Position> out = new ArrayList<>();
            for (Line l : ls) {
                int[] t = l.values.subList(1, 17).stream().mapToInt(Integer::intValue).toArray();
                validate(source, l.number, 4, 4, t);
                out.add(new Position(4, 4, t, "#" + l.values.get(0)));
            }
            return out;
        }
        return List.of(read(source, ls));
    }

    private static Position read(String source, List<Line> ls) throws InputException {
        if (ls.size() == 1) {
            List<Integer> v = ls.get(0).values;
            if (v.size() == 17) v = v.subList(1, 17);  // Korf's leading index
            int k = (int) Math.round(Math.sqrt(v.size()));
            if (k * k != v.size() || k < 2)
                throw new InputException(source, ls.get(0).number, "a one-line position needs k² numbers (16 for the 15-puzzle), found " + v.size());
            int[] t = v.stream().mapToInt(Integer::intValue).toArray();
            validate(source, ls.get(0).number, k, k, t);
            return new Position(k, k, t, null);
        }
        int cols = ls.get(0).values.size();
        for (Line l : ls) {
            if (l.values.size() != cols)
                throw new InputException(source, l.number, "row has " + l.values.size() + " numbers, expected " + cols + " like the first row");
        }
        int rows = ls.size();
        if (rows < 2 || cols < 2) throw new InputException(source, "a board needs at least 2 rows and 2 columns");
        int[] t = new int[rows * cols];
        int i = 0;
        for (Line l : ls) for (int x : l.values) t[i++] = x;
        validate(source, ls.get(0).number, rows, cols, t);
        return new Position(rows, cols, t, null);
    }

    private static void validate(String source, int line, int rows, int cols, int[] t) throws InputException {
        int n = rows * cols;
        if (n > 256) throw new InputException(source, line, "boards up to 256 cells are supported, this one has " + n);
        boolean[] seen = new boolean[n];
        for (int x : t) {
            if (x < 0 || x >= n) throw new InputException(source, line, "tile " + x + " is out of range 0.." + (n - 1));
            if (seen[x]) throw new InputException(source, line, "tile " + x + " appears twice");
            seen[x] = true;
        }
    }
}

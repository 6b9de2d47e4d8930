package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;

/**
 * Collects pieces from any input format and validates them into a {@link RushBoard}: size, lengths, cells on the
 * board, unique names, no overlaps, a horizontal red car in the exit row. Every error names the source line.
 * Coordinates here are 0-based (column from the left, row from the top, of the top-left cell).
 */
final class BoardBuilder {
    static final int MAX_SIZE = 30;
    static final int MAX_NAME = 32;

    private static boolean printable(int c) {
        int t = Character.getType(c);
        return c != ',' && c != '"' && !Character.isISOControl(c) && t != Character.FORMAT && t != Character.LINE_SEPARATOR
                && t != Character.PARAGRAPH_SEPARATOR && t != Character.SURROGATE && t != Character.UNASSIGNED;
    }

    private record Piece(String name, boolean horizontal, int length, int col, int row, int line) {
    }

    private final String source;
    private final List<Piece> pieces = new ArrayList<>();
    private final List<int[]> walls = new ArrayList<>();   // {col, row, line}
    private int n;
    private String redName;
    private int sizeLine;

    BoardBuilder(String source) {
        this.source = source;
    }

    BoardBuilder size(int size, int line) {
        this.n = size;
        this.sizeLine = line;
        return this;
    }

    BoardBuilder red(String name) {
        this.redName = name;
        return this;
    }

    BoardBuilder piece(String name, boolean horizontal, int length, int col, int row, int line) {
        pieces.add(new Piece(name, horizontal, length, col, row, line));
        return this;
    }

    BoardBuilder wall(int col, int row, int line) {
        walls.add(new int[] {col, row, line});
        return this;
    }

    private InputException error(int line, String what) {
        return new InputException(source, line, what);
    }

    static String where(int col, int row) {
        return "column " + (col + 1) + ", row " + (row + 1);
    }

    RushBoard build() throws InputException {
        if (n < 2 || n > MAX_SIZE)
            throw error(sizeLine, "board size " + n + " is not supported (2.." + MAX_SIZE + ")");
        if (pieces.isEmpty()) throw error(0, "the board has no vehicles");
        String[] owner = new String[n * n];
        boolean[] wall = new boolean[n * n];
        for (int[] w : walls) {
            if (w[0] < 0 || w[1] < 0 || w[0] >= n || w[1] >= n)
                throw error(w[2], "wall at " + where(w[0], w[1]) + " is off the " + n + "×" + n + " board");
            wall[w[1] * n + w[0]] = true;
            owner[w[1] * n + w[0]] = "a wall";
        }
        Map<String, Integer> lineOf = new HashMap<>();
        List<Vehicle> vehicles = new ArrayList<>();
        int[] start = new int[pieces.size()];
        int red = -1;
        for (int i = 0; i < pieces.size(); i++) {
            Piece p = pieces.get(i);
            if (p.name.isEmpty()) throw error(p.line, "a vehicle has no name");
            // any printable text (pages and SVG escape it); no control or invisible characters that could rewrite a terminal
            if (p.name.length() > MAX_NAME || p.name.isBlank() || !p.name.codePoints().allMatch(BoardBuilder::printable))
                throw error(p.line, "vehicle name " + Text.quote(p.name) + " must be 1.." + MAX_NAME
                        + " printable characters (no control characters, commas or quotes)");
            Integer seen = lineOf.putIfAbsent(p.name, p.line);
            if (seen != null)
                throw error(p.line, "vehicle name " + p.name + " is used twice"
                        + (seen > 0 ? " (lines " + seen + " and " + p.line + ")" : ""));
            if (p.length < 2 || p.length > n)
                throw error(p.line, "vehicle " + p.name + " has length " + p.length + " (2.." + n + " on this board)");
            int endCol = p.col + (p.horizontal ? p.length - 1 : 0);
            int endRow = p.row + (p.horizontal ? 0 : p.length - 1);
            if (p.col < 0 || p.row < 0 || endCol >= n || endRow >= n)
                throw error(p.line, "vehicle " + p.name + " (" + (p.horizontal ? "H" : "V") + ", length " + p.length
                        + " at " + where(p.col, p.row) + ") runs off the " + n + "×" + n + " board");
            for (int k = 0; k < p.length; k++) {
                int c = p.horizontal ? p.col + k : p.col;
                int r = p.horizontal ? p.row : p.row + k;
                int cell = r * n + c;
                if (owner[cell] != null)
                    throw error(p.line, "vehicle " + p.name + " overlaps " + (wall[cell] ? "a wall" : "vehicle " + owner[cell])
                            + " at " + where(c, r));
                owner[cell] = p.name;
            }
            vehicles.add(new Vehicle(p.name, p.horizontal, p.length, p.horizontal ? p.row : p.col));
            start[i] = p.horizontal ? p.col : p.row;
            if (p.name.equals(redName)) red = i;
        }
        if (red < 0) throw error(0, "there is no red car " + redName);
        Piece rp = pieces.get(red);
        if (!rp.horizontal) throw error(rp.line, "the red car " + redName + " must be horizontal (it exits to the right)");
        int exit = RushBoard.exitRow(n);
        if (rp.row != exit)
            throw error(rp.line, "the red car " + redName + " is in row " + (rp.row + 1) + "; on a " + n + "×" + n
                    + " board it must be in row " + (exit + 1) + ", the exit row");
        return new RushBoard(n, vehicles, wall, red, start);
    }
}

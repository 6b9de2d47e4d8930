package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;

/**
 * Reads the two level formats, told apart by content.
 * <ul>
 *   <li><b>IART</b> (the student report's format): first line {@code width height}, then one {@code X Y value} line
 *       per tile or goal; X = column, Y = row, both from 0; value &gt; 0 is a number tile, value ≤ 0 a goal.</li>
 *   <li><b>Character grid</b> (glguy, gregorybchris rows, mikkelschmidt): one line per row; {@code .} or {@code -}
 *       empty, {@code 1}-{@code 9} a tile, {@code X} {@code x} or {@code @} a goal, {@code o} pre-filled; spaces
 *       between cells are optional; every row has the same number of cells.</li>
 * </ul>
 * Blank lines and {@code #} comments are ignored in both.
 */
public final class ZhedLevelReader {
    static final int MAX_SIDE = 64;

    private ZhedLevelReader() {
    }

    private record Line(int number, String text) {
    }

    private static List<Line> lines(String text) {
        List<Line> out = new ArrayList<>();
        for (Lines.Line l : Lines.withoutComments(text)) out.add(new Line(l.number(), l.text()));
        return out;
    }

    /** True when the text looks like an IART level (first line two integers, then lines of three). */
    static boolean looksLikeIart(String text) {
        List<Line> ls = lines(text);
        if (ls.size() < 2 || !ls.get(0).text.matches("[0-9]+\\s+[0-9]+")) return false;
        boolean goal = false;
        for (int i = 1; i < ls.size(); i++) {
            if (!ls.get(i).text.matches("[0-9]+\\s+[0-9]+\\s+-?[0-9]+")) return false;
            if (ls.get(i).text.matches(".*\\s-[0-9]+|.*\\s0+")) goal = true;
        }
        return goal;
    }

    /**
     * A detection score for a broken level: 2 for the IART shape (a line of two numbers, then one of three; above
     * the 15-puzzle's score for numbers), 1 for grid characters only with a digit or a goal (a tie with a 15-puzzle
     * grid of digits goes to the 15-puzzle), else 0.
     */
    static int shapedLikeALevel(String text) {
        List<Line> ls = lines(text);
        if (ls.size() >= 2 && ls.get(0).text.split("\\s+").length == 2
                && ls.get(1).text.split("\\s+").length == 3) return 2;
        // an IART size line alone: a level cut short (a 2-number 15-puzzle line is no board at all)
        if (ls.size() == 1 && ls.get(0).text.matches("[0-9]{1,2}\\s+[0-9]{1,2}")) return 2;
        boolean mark = false;
        for (Line l : ls) {
            for (char ch : l.text.toCharArray()) {
                // '@' alone is no sign of ZHED (a lone '@' is as much a Sokoban player): a tile or an X goal is
                if ((ch >= '1' && ch <= '9') || ch == 'X') mark = true;
                else if (ch != '.' && ch != '-' && ch != 'o' && ch != 'x' && ch != '@' && ch != ' ' && ch != '\t') return 0;
            }
        }
        return mark ? 1 : 0;
    }

    /** True when the text looks like a character grid with at least one tile and one goal. */
    static boolean looksLikeGrid(String text) {
        List<Line> ls = lines(text);
        if (ls.isEmpty()) return false;
        boolean tile = false;
        boolean goal = false;
        for (Line l : ls) {
            for (char ch : l.text.toCharArray()) {
                if (ch >= '1' && ch <= '9') tile = true;
                else if (ch == 'X' || ch == 'x' || ch == '@') goal = true;
                else if (ch != '.' && ch != '-' && ch != 'o' && ch != ' ' && ch != '\t') return false;
            }
        }
        return tile && goal;
    }

    /** Lines are taken one at a time: a bad line 11 of a 50 MB file is reported after reading 11 lines. */
    public static Level read(String source, String text) throws InputException {
        Iterator<Lines.Line> it = Lines.lazily(text, true).iterator();
        if (!it.hasNext()) throw new InputException(source, "is empty: expected a ZHED level (IART 'W H' + 'X Y V' lines, or a grid)");
        Lines.Line top = it.next();
        if (top.text().matches("-?[0-9]+\\s+-?[0-9]+")) return readIart(source, new Line(top.number(), top.text()), it);
        List<Line> ls = new ArrayList<>();
        ls.add(new Line(top.number(), top.text()));
        while (it.hasNext() && ls.size() <= MAX_SIDE) {
            Lines.Line l = it.next();
            ls.add(new Line(l.number(), l.text()));
        }
        int more = 0;
        while (it.hasNext()) {   // only to say how many rows there are
            it.next();
            more++;
        }
        return readGrid(source, ls, ls.size() + more);
    }

    private static Level readIart(String source, Line top, Iterator<Lines.Line> rest) throws InputException {
        String[] wh = top.text.split("\\s+");
        int first = top.number;
        int w = Numbers.parseInt(source, first, wh[0], "the board width");
        int h = Numbers.parseInt(source, first, wh[1], "the board height");
        if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE)
            throw new InputException(source, first, "board size " + w + "x" + h + " must be 1..64 on each side");
        int[] kind = new int[w * h];        // 0 empty, >0 tile value, -1 goal
        IntArrayList tiles = new IntArrayList();
        IntArrayList values = new IntArrayList();
        IntArrayList goals = new IntArrayList();
        if (!rest.hasNext())
            throw new InputException(source, first, "has the board size " + w + "x" + h + " but no 'X Y value' lines "
                    + "(one per tile or goal) after it");
        while (rest.hasNext()) {
            Lines.Line n = rest.next();
            Line l = new Line(n.number(), n.text());
            String[] t = l.text.split("\\s+");
            if (t.length != 3) throw new InputException(source, l.number, "expected 'X Y value' (three integers), got " + Text.quote(l.text));
            int x = Numbers.parseInt(source, l.number, t[0], "X");
            int y = Numbers.parseInt(source, l.number, t[1], "Y");
            int v = Numbers.parseInt(source, l.number, t[2], "the value");
            if (x < 0 || y < 0 || x >= w || y >= h)
                throw new InputException(source, l.number, "cell (" + x + ", " + y + ") is off the " + w + "x" + h + " board");
            int c = y * w + x;
            if (kind[c] != 0) throw new InputException(source, l.number, "cell (" + x + ", " + y + ") is given twice");
            if (v > 9) throw new InputException(source, l.number, "tile value " + v + " is above 9");
            if (v > 0) {
                kind[c] = v;
                tiles.add(c);
                values.add(v);
            } else {
                kind[c] = -1;
                goals.add(c);
            }
        }
        return build(source, w, h, tiles, values, goals, new IntArrayList());
    }

    /** {@code ls}: the first rows (at most one past the limit); {@code rowCount}: how many the file has. */
    private static Level readGrid(String source, List<Line> ls, int rowCount) throws InputException {
        int h = rowCount;
        int w = 0;
        List<int[]> rows = new ArrayList<>();   // code points: an emoji is one (wrong) cell, not two
        for (Line l : ls) {
            int[] r = l.text.replaceAll("\\s+", "").codePoints().toArray();
            if (!rows.isEmpty() && r.length != w)
                throw new InputException(source, l.number, "row has " + r.length + " cells, the first row has " + w
                        + " (every row of a grid has the same length)");
            rows.add(r);
            w = r.length;
        }
        if (w > MAX_SIDE || h > MAX_SIDE)
            throw new InputException(source, "board size " + w + "x" + h + " must be at most 64 on each side");
        IntArrayList tiles = new IntArrayList();
        IntArrayList values = new IntArrayList();
        IntArrayList goals = new IntArrayList();
        IntArrayList pre = new IntArrayList();
        for (int y = 0; y < h; y++) {
            int[] r = rows.get(y);
            for (int x = 0; x < r.length; x++) {
                int ch = r[x];
                int c = y * w + x;
                if (ch >= '1' && ch <= '9') {
                    tiles.add(c);
                    values.add(ch - '0');
                } else if (ch == 'X' || ch == 'x' || ch == '@') {
                    goals.add(c);
                } else if (ch == 'o') {
                    pre.add(c);
                } else if (ch != '.' && ch != '-') {
                    throw new InputException(source, ls.get(y).number, "unexpected " + Text.quoteChar(ch) + " in column " + (x + 1)
                            + " (grid cells are . - empty, 1-9 tiles, X x @ goals, o pre-filled)");
                }
            }
        }
        return build(source, w, h, tiles, values, goals, pre);
    }

    private static Level build(String source, int w, int h, IntArrayList tiles, IntArrayList values, IntArrayList goals,
                               IntArrayList pre) throws InputException {
        if (goals.isEmpty()) throw new InputException(source, "has no goal (IART value <= 0, grid X x @)");
        if (tiles.isEmpty()) throw new InputException(source, "has no number tile (IART value 1..9, grid digit 1-9)");
        if (tiles.size() > Level.MAX_TILES)
            throw new InputException(source, "has " + tiles.size() + " tiles; at most " + Level.MAX_TILES + " are supported");
        return new Level(w, h, tiles.toIntArray(), values.toIntArray(), goals.toIntArray(), pre.toIntArray());
    }

    /** The level in the IART format (tiles and goals in row-major order, goals as -2; pre-filled cells are lost). */
    public static String toIart(Level lv) {
        StringBuilder sb = new StringBuilder().append(lv.width).append(' ').append(lv.height).append('\n');
        for (int c = 0; c < lv.cells; c++) {
            int t = lv.tileAt(c);
            if (t >= 0) sb.append(lv.x(c)).append(' ').append(lv.y(c)).append(' ').append(lv.tileValue(t)).append('\n');
            else if (lv.isGoal(c)) sb.append(lv.x(c)).append(' ').append(lv.y(c)).append(" -2\n");
        }
        return sb.toString();
    }

    /** The level as a character grid ({@code . 1-9 X o}, one row per line, cells separated by spaces). */
    public static String toGrid(Level lv) {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < lv.height; y++) {
            for (int x = 0; x < lv.width; x++) {
                int c = lv.cell(x, y);
                int t = lv.tileAt(c);
                char ch = t >= 0 ? (char) ('0' + lv.tileValue(t)) : lv.isGoal(c) ? 'X' : lv.isPrefilled(c) ? 'o' : '.';
                if (x > 0) sb.append(' ');
                sb.append(ch);
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}

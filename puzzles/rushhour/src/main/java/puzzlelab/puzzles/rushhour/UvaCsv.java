package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;

/**
 * The UvA course's board CSV, {@code car,orientation,col,row,length}: 1-based, column from the left, row from the
 * top, of the leftmost (H) or top (V) cell; {@code X} is the red car; names are strings ({@code AA}…).
 *
 * <p>Older files in circulation are read too (see the notes): header {@code row,col} (in every known file the first
 * number is still the column; rows count from the bottom when the red car says so) and the 2020 header
 * {@code "x,y"} (y from the bottom, vertical vehicles anchored at their bottom cell). The size comes from the file
 * name ({@code Rushhour6x6_1.csv}; it must be square) or else is the span of the vehicles, accepted only when the red
 * car is in that board's exit row: a guessed size would add empty rows or columns and change the puzzle.
 */
final class UvaCsv {
    static final String RED = "X";
    private static final Pattern SIZE_IN_NAME = Pattern.compile("(\\d+)[xX](\\d+)");
    private static final Pattern UVA_NAME = Pattern.compile("(?i)rushhour(\\d+)x(\\d+)");

    private UvaCsv() {
    }

    private static String normalize(String line) {
        return line.replace("\"", "").replace(" ", "").replace("\t", "").trim()
                .toLowerCase(Locale.ROOT);
    }

    static boolean looksLike(String text) {
        for (Lines.Line l : Lines.nonBlank(text)) {
            String s = normalize(l.text());
            if (s.isEmpty()) continue;
            return s.startsWith("car,orientation,");
        }
        return false;
    }

    private record Row(String name, boolean horizontal, int a, int b, int length, int line) {
    }

    private enum Mode { COL_ROW_TOP, X_Y_BOTTOM, ROW_COL_HEADER }

    static RushBoard read(String source, String text) throws InputException {
        String[] lines = Lines.all(text);
        Mode mode = null;
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String s = normalize(lines[i]);
            if (s.isEmpty()) continue;
            if (mode == null) {
                mode = switch (s) {
                    case "car,orientation,col,row,length" -> Mode.COL_ROW_TOP;
                    case "car,orientation,x,y,length" -> Mode.X_Y_BOTTOM;
                    case "car,orientation,row,col,length" -> Mode.ROW_COL_HEADER;
                    default -> throw new InputException(source, i + 1,
                            "unknown header " + Text.quote(lines[i].trim()) + ": expected car,orientation,col,row,length");
                };
                continue;
            }
            String[] f = s.split(",", -1);
            if (f.length != 5)
                throw new InputException(source, i + 1, "expected 5 fields car,orientation,col,row,length, found " + f.length);
            String name = lines[i].replace("\"", "").split(",", -1)[0].strip();
            boolean h;
            if (f[1].equals("h")) h = true;
            else if (f[1].equals("v")) h = false;
            else throw new InputException(source, i + 1, "orientation must be H or V, found " + Text.quote(f[1]));
            int a = number(source, i + 1, f[2], "column");
            int b = number(source, i + 1, f[3], "row");
            int len = number(source, i + 1, f[4], "length");
            rows.add(new Row(name, h, a, b, len, i + 1));
        }
        if (mode == null) throw new InputException(source, "is empty: expected the header car,orientation,col,row,length");
        if (rows.isEmpty()) throw new InputException(source, "has a header but no vehicles");
        Row red = rows.stream().filter(r -> r.name.equals(RED)).findFirst().orElseThrow(
                () -> new InputException(source, "there is no red car X"));
        int extent = 0;
        for (Row r : rows) {
            extent = Math.max(extent, r.a + (r.horizontal ? r.length - 1 : 0));
            extent = Math.max(extent, r.b + (r.horizontal ? 0 : r.length - 1));
        }
        boolean fromBottom = mode == Mode.X_Y_BOTTOM;
        Integer named = sizeFromName(source);
        if (mode == Mode.ROW_COL_HEADER) {
            int n = named != null ? named : Math.max(extent, 2);
            fromBottom = red.b == n - RushBoard.exitRow(n) && red.b != RushBoard.exitRow(n) + 1;
        }
        int n = named != null ? named : inferSize(source, extent, red, fromBottom);
        BoardBuilder bb = new BoardBuilder(source).size(n, 0).red(RED);
        for (Row r : rows) {
            int col = r.a - 1;
            int row = fromBottom ? n - r.b - (r.horizontal ? 0 : r.length - 1) : r.b - 1;
            bb.piece(r.name, r.horizontal, r.length, col, row, r.line);
        }
        return bb.build();
    }

    /** The vehicles' span, when the red car is in that board's exit row; otherwise the file must name its size. */
    private static int inferSize(String source, int extent, Row red, boolean fromBottom) throws InputException {
        int n = Math.max(2, extent);
        int want = fromBottom ? n - RushBoard.exitRow(n) : RushBoard.exitRow(n) + 1;
        if (red.b != want)
            throw new InputException(source, red.line, "cannot tell the board size: the vehicles span " + n + "×" + n
                    + ", whose exit row is " + want + ", but the red car X is in row " + red.b
                    + "; name the file with its size, like Rushhour6x6_1.csv");
        return n;
    }

    /** The size the file name states ({@code Rushhour6x6_1.csv}), or null. */
    private static Integer sizeFromName(String source) throws InputException {
        if (source == null) return null;
        String base = source.replace('\\', '/');
        base = base.substring(base.lastIndexOf('/') + 1);
        Matcher uva = UVA_NAME.matcher(base);
        if (uva.find()) {
            if (!uva.group(1).equals(uva.group(2)))
                throw new InputException(source, "the file name says " + uva.group(1) + "x" + uva.group(2)
                        + ", but Rush Hour boards are square (NxN)");
            return size(source, uva.group(1));
        }
        Matcher m = SIZE_IN_NAME.matcher(base);
        while (m.find()) if (m.group(1).equals(m.group(2))) return size(source, m.group(1));
        return null;
    }

    private static int size(String source, String digits) throws InputException {
        Integer n = Numbers.intOrNull(digits);
        if (n == null || n < 2 || n > BoardBuilder.MAX_SIZE)
            throw new InputException(source, "the file name gives board size " + Text.shown(digits) + "; sizes are 2.."
                    + BoardBuilder.MAX_SIZE);
        return n;
    }

    private static int number(String source, int line, String s, String what) throws InputException {
        return Numbers.parseInt(source, line, s, what);
    }

    /** The board as a UvA CSV (current format). */
    static String write(RushBoard b, int[] pos) {
        StringBuilder sb = new StringBuilder("car,orientation,col,row,length\n");
        for (int v = 0; v < b.size(); v++) {
            Vehicle x = b.vehicles[v];
            int col = x.horizontal() ? pos[v] : x.lane();
            int row = x.horizontal() ? x.lane() : pos[v];
            sb.append(x.name()).append(',').append(x.axis()).append(',').append(col + 1).append(',').append(row + 1)
                    .append(',').append(x.length()).append('\n');
        }
        return sb.toString();
    }
}

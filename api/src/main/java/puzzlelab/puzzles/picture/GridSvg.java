package puzzlelab.puzzles.picture;

import java.util.Locale;

/**
 * A small SVG builder for square-grid boards, so a puzzle (or a plugin) draws a real picture in a few lines:
 * <pre>{@code
 * GridSvg g = new GridSvg(rows, cols);
 * for (int r = 0; r < rows; r++)
 *     for (int c = 0; c < cols; c++) g.cell(r, c, lit ? "#f5c542" : "#334155", null);
 * return g.svg();
 * }</pre>
 * Every cell carries {@code data-target="ROW,COL"}, which the web's play page sends back to
 * {@code Instance.movesForClick} when the cell is clicked. Text is escaped here.
 */
public final class GridSvg {
    /** Side of one cell in SVG units. */
    public static final int CELL = 48;
    private static final int MARGIN = 4;
    private final int rows;
    private final int cols;
    private final StringBuilder body = new StringBuilder();

    public GridSvg(int rows, int cols) {
        if (rows < 1 || cols < 1) throw new IllegalArgumentException("a grid needs at least one cell");
        this.rows = rows;
        this.cols = cols;
    }

    /**
     * A cell filled with {@code fill} (any SVG colour), with an optional centred label (null = none). The label is
     * dark on a light fill and light on a dark one ({@link #labelColour}), so it reads on any cell.
     */
    public GridSvg cell(int row, int col, String fill, String label) {
        double x = x(col), y = y(row);
        body.append(String.format(Locale.ROOT,
                "<rect class=\"cell\" data-target=\"%d,%d\" x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%d\" rx=\"4\" fill=\"%s\" stroke=\"#1e293b\" stroke-width=\"1\"/>",
                row, col, x + 1, y + 1, CELL - 2, CELL - 2, attr(fill)));
        if (label != null && !label.isEmpty()) text(row, col, label, labelColour(fill));
        return this;
    }

    /** Dark text on a light fill, light text on a dark one (a {@code #rgb} or {@code #rrggbb} fill; dark otherwise). */
    public static String labelColour(String fill) {
        String hex = fill == null ? "" : fill.strip();
        if (hex.matches("#[0-9a-fA-F]{3}")) hex = "#" + hex.charAt(1) + hex.charAt(1) + hex.charAt(2) + hex.charAt(2) + hex.charAt(3) + hex.charAt(3);
        if (!hex.matches("#[0-9a-fA-F]{6}")) return DARK_TEXT;
        int rgb = Integer.parseInt(hex.substring(1), 16);
        // relative luminance (WCAG), with the sRGB channels linearised
        double l = 0.2126 * linear(rgb >> 16) + 0.7152 * linear(rgb >> 8) + 0.0722 * linear(rgb);
        return l < 0.18 ? LIGHT_TEXT : DARK_TEXT;   // 0.18: where white and near-black text have equal contrast
    }

    private static double linear(int channel) {
        double c = (channel & 0xFF) / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    private static final String DARK_TEXT = "#0f172a";
    private static final String LIGHT_TEXT = "#f8fafc";

    /** Centred text in a cell. */
    public GridSvg text(int row, int col, String label, String colour) {
        body.append(String.format(Locale.ROOT,
                "<text data-target=\"%d,%d\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" dominant-baseline=\"central\" font-family=\"sans-serif\" font-size=\"%d\" fill=\"%s\">%s</text>",
                row, col, x(col) + CELL / 2.0, y(row) + CELL / 2.0, CELL * 2 / 5, attr(colour), escape(label)));
        return this;
    }

    /** The finished picture (width and height in SVG units; it scales to its container). */
    public String svg() {
        int w = cols * CELL + 2 * MARGIN, h = rows * CELL + 2 * MARGIN;
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + w + " " + h + "\" width=\"" + w + "\" height=\"" + h
                + "\"><rect width=\"" + w + "\" height=\"" + h + "\" fill=\"#e2e8f0\"/>" + body + "</svg>";
    }

    private static double x(int col) {
        return MARGIN + col * CELL;
    }

    private static double y(int row) {
        return MARGIN + row * CELL;
    }

    /** Colours come from code, but a plugin may pass anything: keep attributes well-formed. */
    private static String attr(String s) {
        return s == null ? "none" : escape(s);
    }

    /** A {@code data-target} "ROW,COL" read back: {row, col}, or null when {@code target} is not of that form. */
    public static int[] cell(String target) {
        if (target == null) return null;
        java.util.regex.Matcher m = CELL_TARGET.matcher(target);
        return m.matches() ? new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))} : null;
    }

    /** "ROW,COL" or a drag / two clicks "ROW,COL>ROW,COL": one or two {row, col}, or null for anything else. */
    public static int[][] cells(String target) {
        if (target == null) return null;
        String[] parts = target.split(">", -1);
        if (parts.length > 2) return null;
        int[][] out = new int[parts.length][];
        for (int i = 0; i < parts.length; i++) if ((out[i] = cell(parts[i])) == null) return null;
        return out;
    }

    private static final java.util.regex.Pattern CELL_TARGET = java.util.regex.Pattern.compile("(\\d{1,4}),(\\d{1,4})");

    public static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}

package puzzlelab.puzzlescript;

import java.util.Locale;
import puzzlelab.puzzlescript.lang.Game;
import puzzlelab.puzzlescript.lang.Session;

/** Pictures of a level as the game draws it: each object's 5×5 sprite in its palette, layer over layer. */
final class Pictures {
    /** SVG units of one sprite pixel; a cell is 5 of them. */
    static final int PIXEL = 8;
    static final int CELL = 5 * PIXEL;

    private Pictures() {
    }

    /** The level as the designer's glyphs, one row a line. */
    static String text(Game g, Session s) {
        Glyphs glyphs = Games.glyphs(g);
        long[] cell = new long[s.stride()];
        int bg = g.objectId("background");
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < s.height(); y++) {
            for (int x = 0; x < s.width(); x++) {
                s.cellObjects(x, y, cell);
                if (bg >= 0) clearLayer(cell, g, g.layerOf(bg));
                sb.append(glyphs.of(cell, g));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static void clearLayer(long[] cell, Game g, int layer) {
        for (int o = 0; o < g.objectCount(); o++)
            if (g.layerOf(o) == layer) cell[o >>> 6] &= ~(1L << (o & 63));
    }

    /**
     * The level as SVG: per cell, its objects from the lowest layer up, each sprite pixel a square (runs of one colour
     * in a sprite row merged); cells carry {@code data-target="ROW,COL"} like every board of the workbench.
     */
    static String svg(Game g, Session s) {
        int w = s.width() * CELL, h = s.height() * CELL;
        StringBuilder sb = new StringBuilder(64 * s.width() * s.height());
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(w).append(' ').append(h)
                .append("\" width=\"").append(w).append("\" height=\"").append(h)
                .append("\" shape-rendering=\"crispEdges\"><rect width=\"").append(w).append("\" height=\"").append(h)
                .append("\" fill=\"").append(safe(g.backgroundColor())).append("\"/>");
        long[] cell = new long[s.stride()];
        Integer[] order = new Integer[g.objectCount()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, (a, b) -> a.equals(b) ? 0 : g.layerOf(a) != g.layerOf(b) ? Integer.compare(g.layerOf(a), g.layerOf(b)) : Integer.compare(a, b));
        String[][] colours = new String[g.objectCount()][];
        int[][][] sprites = new int[g.objectCount()][][];
        for (int o = 0; o < g.objectCount(); o++) {
            colours[o] = g.objectColors(o);
            sprites[o] = g.objectSprite(o);
        }
        for (int y = 0; y < s.height(); y++)
            for (int x = 0; x < s.width(); x++) {
                s.cellObjects(x, y, cell);
                int cx = x * CELL, cy = y * CELL;
                sb.append("<g data-target=\"").append(y).append(',').append(x).append("\">");
                sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\"/>", cx, cy, CELL, CELL));
                for (int o : order) {
                    if ((cell[o >>> 6] & (1L << (o & 63))) == 0) continue;
                    drawSprite(sb, colours[o], sprites[o], cx, cy);
                }
                sb.append("</g>");
            }
        return sb.append("</svg>").toString();
    }

    private static void drawSprite(StringBuilder sb, String[] colours, int[][] sprite, int cx, int cy) {
        if (colours.length == 0) return;
        if (sprite == null) {
            rect(sb, cx, cy, CELL, CELL, colours[0]);
            return;
        }
        for (int r = 0; r < sprite.length; r++) {
            int[] row = sprite[r];
            for (int c = 0; c < row.length; ) {
                int k = row[c];
                int end = c + 1;
                while (end < row.length && row[end] == k) end++;
                if (k >= 0 && k < colours.length && !colours[k].equalsIgnoreCase("transparent"))
                    rect(sb, cx + c * PIXEL, cy + r * PIXEL, (end - c) * PIXEL, PIXEL, colours[k]);
                c = end;
            }
        }
    }

    private static void rect(StringBuilder sb, int x, int y, int w, int h, String fill) {
        sb.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" width=\"").append(w)
                .append("\" height=\"").append(h).append("\" fill=\"").append(safe(fill)).append("\"/>");
    }

    /** Colours come from the game text: only #hex colours and plain names reach the picture. */
    static String safe(String colour) {
        if (colour == null) return "#000000";
        String c = colour.strip();
        return c.matches("#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,20}") ? c : "#ff00ff";
    }
}

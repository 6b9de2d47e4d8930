package puzzlelab.puzzles.zhed;

import java.util.Locale;

/**
 * Text and SVG pictures of ZHED positions.
 *
 * <p>Text, two characters per cell, columns (x) across the top and rows (y) down the side:
 * <pre>
 *   .  empty            3  unused tile (its value)     #  used tile      +  filled by an expansion
 *   @  goal             *  reached goal                 o  pre-filled
 * </pre>
 * A solution picture ({@link #solution}) shows the final board with every expanded cell marked by the direction
 * of the move that filled it ({@code ^ v < >}) and each used tile as its value followed by that direction.
 */
public final class ZhedPictures {
    private static final String ARROWS = "^v<>";

    private ZhedPictures() {
    }

    private static String header(Level lv) {
        StringBuilder sb = new StringBuilder("    ");
        for (int x = 0; x < lv.width; x++) sb.append(x % 10).append(' ');
        return sb.toString().stripTrailing() + "\n";
    }

    /** The board of a packed state. */
    public static String text(Level lv, long[] s) {
        StringBuilder sb = new StringBuilder(header(lv));
        for (int y = 0; y < lv.height; y++) {
            sb.append(String.format(Locale.ROOT, "%3d ", y));
            for (int x = 0; x < lv.width; x++) {
                int c = lv.cell(x, y);
                int t = lv.tileAt(c);
                char ch;
                if (t >= 0) ch = ZhedRules.used(s, t) ? '#' : (char) ('0' + lv.tileValue(t));
                else if (lv.isGoal(c)) ch = ZhedRules.filled(s, c) ? '*' : '@';
                else if (lv.isPrefilled(c)) ch = 'o';
                else ch = ZhedRules.filled(s, c) ? '+' : '.';
                sb.append(ch).append(' ');
            }
            sb.setLength(sb.length() - 1);
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Which move (index) filled each cell when the moves are replayed; -1 for cells no move filled. */
    static int[] fillers(Level lv, int[] moves) {
        int[] by = new int[lv.cells];
        java.util.Arrays.fill(by, -1);
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        for (int i = 0; i < moves.length; i++) {
            long[] before = s.clone();
            if (ZhedRules.play(lv, s, moves[i], s) < 0) throw new IllegalArgumentException("move " + (i + 1) + " is not legal");
            for (int c = 0; c < lv.cells; c++) if (!ZhedRules.filled(before, c) && ZhedRules.filled(s, c)) by[c] = i;
        }
        return by;
    }

    /**
     * The solved board with the expansions drawn: each cell filled by a move shows the move's direction, each used
     * tile its value and direction, followed by the numbered move list.
     */
    public static String solution(Level lv, int[] moves) {
        int[] by = fillers(lv, moves);
        int[] tileDir = new int[lv.tiles()];
        java.util.Arrays.fill(tileDir, -1);
        for (int m : moves) tileDir[Level.tileOf(m)] = Level.dirOf(m);
        StringBuilder sb = new StringBuilder(header(lv));
        for (int y = 0; y < lv.height; y++) {
            sb.append(String.format(Locale.ROOT, "%3d ", y));
            for (int x = 0; x < lv.width; x++) {
                int c = lv.cell(x, y);
                int t = lv.tileAt(c);
                String cell;
                if (t >= 0) cell = (char) ('0' + lv.tileValue(t)) + (tileDir[t] < 0 ? " " : String.valueOf(ARROWS.charAt(tileDir[t])));
                else if (lv.isGoal(c)) cell = by[c] >= 0 ? "* " : "@ ";
                else if (lv.isPrefilled(c)) cell = "o ";
                else if (by[c] >= 0) cell = ARROWS.charAt(Level.dirOf(moves[by[c]])) + " ";
                else cell = ". ";
                sb.append(cell);
            }
            sb.setLength(sb.length() - 1);
            sb.append('\n');
        }
        for (int i = 0; i < moves.length; i++) {
            int t = Level.tileOf(moves[i]);
            int c = lv.tileCell(t);
            sb.append(String.format(Locale.ROOT, "%3d. %d %d %c  (%d)%n", i + 1, lv.x(c), lv.y(c),
                    Level.DIRS.charAt(Level.dirOf(moves[i])), lv.tileValue(t)));
        }
        return sb.toString();
    }

    /** An SVG picture of a packed state: cream board, orange tiles, grey used tiles, teal fills, a target goal. */
    public static String svg(Level lv, long[] s) {
        int cell = 40;
        int pad = 24;
        int w = lv.width * cell + pad + 8;
        int h = lv.height * cell + pad + 8;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n",
                w, h, w, h));
        sb.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#f4efe1\"/>%n", w, h));
        for (int x = 0; x < lv.width; x++)
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"16\" font-size=\"11\" text-anchor=\"middle\" fill=\"#8a8272\">%d</text>%n",
                    pad + x * cell + cell / 2, x));
        for (int y = 0; y < lv.height; y++)
            sb.append(String.format(Locale.ROOT, "<text x=\"12\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\" fill=\"#8a8272\">%d</text>%n",
                    pad + y * cell + cell / 2 + 4, y));
        for (int y = 0; y < lv.height; y++) {
            for (int x = 0; x < lv.width; x++) {
                int c = lv.cell(x, y);
                int px = pad + x * cell;
                int py = pad + y * cell;
                int t = lv.tileAt(c);
                // every cell's background carries data-target "ROW,COL" for mouse play; a tile is a group on top
                sb.append(String.format(Locale.ROOT,
                        "<rect data-target=\"%d,%d\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"5\" fill=\"#e8e1cc\"/>%n",
                        y, x, px + 2, py + 2, cell - 4, cell - 4));
                if (t >= 0) {
                    boolean used = ZhedRules.used(s, t);
                    sb.append(String.format(Locale.ROOT, "<g class=\"%s\" data-target=\"%d,%d\" data-tile=\"%d %d\">", used ? "used" : "tile", y, x, x, y));
                    sb.append(String.format(Locale.ROOT,
                            "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>",
                            px + 3, py + 3, cell - 6, cell - 6, used ? "#b9b3a6" : "#f08a24", used ? "#8f897d" : "#b65e0c"));
                    sb.append(String.format(Locale.ROOT,
                            "<text x=\"%d\" y=\"%d\" font-size=\"20\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"%s\">%d</text></g>%n",
                            px + cell / 2, py + cell / 2 + 7, used ? "#eeeae0" : "#ffffff", lv.tileValue(t)));
                } else if (lv.isGoal(c)) {
                    boolean reached = ZhedRules.filled(s, c);
                    if (reached)
                        sb.append(String.format(Locale.ROOT,
                                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"5\" fill=\"#2a9d8f\"/>%n",
                                px + 3, py + 3, cell - 6, cell - 6));
                    String ring = reached ? "#ffffff" : "#c0392b";
                    sb.append(String.format(Locale.ROOT,
                            "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"3\"/>%n",
                            px + cell / 2, py + cell / 2, cell / 3, ring));
                    sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\"/>%n",
                            px + cell / 2, py + cell / 2, cell / 8, ring));
                } else if (lv.isPrefilled(c)) {
                    sb.append(String.format(Locale.ROOT,
                            "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"5\" fill=\"#6b6457\"/>%n",
                            px + 3, py + 3, cell - 6, cell - 6));
                } else if (ZhedRules.filled(s, c)) {
                    sb.append(String.format(Locale.ROOT,
                            "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"5\" fill=\"#5fb7a8\"/>%n",
                            px + 5, py + 5, cell - 10, cell - 10));
                }
            }
        }
        return sb.append("</svg>\n").toString();
    }
}

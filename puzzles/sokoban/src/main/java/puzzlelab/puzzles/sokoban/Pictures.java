package puzzlelab.puzzles.sokoban;

import java.util.Locale;

/** Text (XSB) and SVG pictures of a position. */
final class Pictures {
    private static final int CELL = 32;

    private Pictures() {
    }

    /** The position as XSB rows, trailing blanks removed. */
    static String text(SokobanBoard b, long[] state) {
        StringBuilder sb = new StringBuilder();
        int player = b.player(state);
        for (int r = 0; r < b.height; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < b.width; c++) row.append(symbol(b, state, player, r * b.width + c));
            int e = row.length();
            while (e > 0 && row.charAt(e - 1) == ' ') e--;
            sb.append(row, 0, e).append('\n');
        }
        return sb.toString();
    }

    static char symbol(SokobanBoard b, long[] boxes, int player, int cell) {
        if (b.wall[cell]) return b.sealed[cell] ? '*' : '#';
        int s = b.square[cell];
        if (s < 0) return ' ';
        boolean goal = Bits.get(b.goals, s), box = Bits.get(boxes, s);
        if (box) return goal ? '*' : '$';
        if (s == player) return goal ? '+' : '@';
        return goal ? '.' : ' ';
    }

    /** The board: walls, floor (each floor square carries data-target="row,col", 0-based), goals, boxes, player. */
    static String svg(SokobanBoard b, long[] state) {
        int wpx = b.width * CELL, hpx = b.height * CELL;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" class=\"sokoban\">\n", wpx, hpx, wpx, hpx));
        int player = b.player(state);
        for (int r = 0; r < b.height; r++) {
            for (int c = 0; c < b.width; c++) {
                int cell = r * b.width + c, x = c * CELL, y = r * CELL;
                if (b.wall[cell]) {
                    sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#5b4a3a\" stroke=\"#3e3227\"/>\n",
                            x, y, CELL, CELL, CELL));
                    continue;
                }
                int s = b.square[cell];
                if (s < 0) continue;
                sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#e8e2d0\" "
                        + "stroke=\"#d6cfb9\" data-target=\"%d,%d\"/>\n", x, y, CELL, CELL, r, c));
                int cx = x + CELL / 2, cy = y + CELL / 2;
                boolean goal = Bits.get(b.goals, s);
                if (goal) sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"6\" fill=\"#c0392b\" pointer-events=\"none\"/>\n", cx, cy));
                if (Bits.get(state, s)) {
                    sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"3\" fill=\"%s\" "
                                    + "stroke=\"#5a3d12\" stroke-width=\"2\" pointer-events=\"none\"/>\n",
                            x + 4, y + 4, CELL - 8, CELL - 8, goal ? "#6ab04c" : "#d39b4a"));
                } else if (s == player) {
                    sb.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#2c5aa0\" pointer-events=\"none\"/>\n",
                            cx, cy, CELL / 2 - 5));
                }
            }
        }
        return sb.append("</svg>\n").toString();
    }
}

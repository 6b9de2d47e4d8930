package puzzlelab.puzzles.coroutine;

/** ASCII and SVG pictures of a position (state packed as in {@link CoroutineProblem}). */
final class CoroutinePictures {
    private CoroutinePictures() {
    }

    // compass layout of a cell: rows top..bottom, columns left..right; -1 = the cell's middle
    private static final int[][] LAYOUT = {{7, 0, 1}, {6, -1, 2}, {5, 4, 3}};
    private static final char[] GLYPH = {'^', '/', '>', '\\', 'v', '/', '<', '\\'};

    static String ascii(CoroutineBoard board, long state) {
        int a = CoroutineProblem.a(state);
        int b = CoroutineProblem.b(state);
        int side = CoroutineProblem.side(state);
        String sep = "+---------+---------+---------+\n";
        StringBuilder sb = new StringBuilder(sep);
        for (int row = 0; row < 3; row++) {
            for (int line = 0; line < 3; line++) {
                sb.append('|');
                for (int col = 0; col < 3; col++) {
                    int sq = row * 3 + col;
                    sb.append(cellLine(board, sq, line, a, b)).append('|');
                }
                sb.append('\n');
            }
            sb.append(sep);
        }
        sb.append(status(a, b, side)).append('\n');
        return sb.toString();
    }

    private static String cellLine(CoroutineBoard board, int sq, int line, int a, int b) {
        String token = sq == a ? "A" : sq == b ? "B" : null;
        if (sq == Rules.GOAL) {
            if (line == 0) return "5        ";
            if (line == 1) return token == null ? "  goal   " : "  " + token + " wins ";
            return "         ";
        }
        StringBuilder sb = new StringBuilder(line == 0 ? (sq + 1) + " " : "  ");
        for (int k = 0; k < 3; k++) {
            int d = LAYOUT[line][k];
            char c = d < 0 ? (token == null ? ' ' : token.charAt(0)) : (board.mask(sq) >> d & 1) != 0 ? GLYPH[d] : ' ';
            sb.append(c).append(k < 2 ? " " : "  ");
        }
        return sb.toString();
    }

    private static String status(int a, int b, int side) {
        String where = "A on " + (a + 1) + ", B on " + (b + 1);
        if (a == Rules.GOAL || b == Rules.GOAL) return where + ": " + (a == Rules.GOAL ? "A" : "B") + " reached the centre, solved";
        String mover = side == 0 ? "A" : "B";
        return where + "; " + mover + " to move, along the arrows of square " + ((side == 0 ? b : a) + 1);
    }

    private static final int CELL = 110;
    private static final int PAD = 14;

    static String svg(CoroutineBoard board, long state) {
        int a = CoroutineProblem.a(state);
        int b = CoroutineProblem.b(state);
        int side = CoroutineProblem.side(state);
        boolean solved = a == Rules.GOAL || b == Rules.GOAL;
        int w = 3 * CELL + 2 * PAD;
        int h = w + 34;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">%n", w, h, w, h));
        sb.append("<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto\">"
                + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#2f3e46\"/></marker>"
                + "<marker id=\"dim\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" orient=\"auto\">"
                + "<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#9aa5ad\"/></marker></defs>\n");
        sb.append(String.format("<rect width=\"%d\" height=\"%d\" rx=\"10\" fill=\"#f4efe6\"/>%n", w, h));
        int active = solved ? -1 : side == 0 ? b : a;   // the square whose arrows the mover uses
        for (int sq = 0; sq < 9; sq++) {
            int x = PAD + (sq % 3) * CELL;
            int y = PAD + (sq / 3) * CELL;
            String fill = sq == Rules.GOAL ? "#f6d27a" : "#ffffff";
            String stroke = sq == active ? "stroke=\"#e07a1f\" stroke-width=\"4\" stroke-dasharray=\"8 4\"" : "stroke=\"#8d99ae\" stroke-width=\"1.5\"";
            sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"8\" fill=\"%s\" %s/>%n",
                    x + 3, y + 3, CELL - 6, CELL - 6, fill, stroke));
            sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#8d99ae\">%d</text>%n", x + 10, y + 20, sq + 1));
            double cx = x + CELL / 2.0;
            double cy = y + CELL / 2.0;
            if (sq == Rules.GOAL) {
                sb.append(String.format("<text x=\"%.1f\" y=\"%.1f\" font-size=\"16\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#9c6b00\">GOAL</text>%n", cx, cy + 38));
            }
            for (int d = 0; d < 8; d++) {
                if ((board.mask(sq) >> d & 1) == 0) continue;
                double ux = (d >= 1 && d <= 3) ? 1 : (d >= 5) ? -1 : 0;
                double uy = (d == 7 || d <= 1) ? -1 : (d >= 3 && d <= 5) ? 1 : 0;
                double len = Math.hypot(ux, uy);
                ux /= len;
                uy /= len;
                // data-target "SQUARE:DIR" (square 1..9): a click plays this arrow when the mover reads this square;
                // the wide transparent line under the arrow is what the pointer hits
                String line = String.format("x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\"", cx + 22 * ux, cy + 22 * uy, cx + 44 * ux, cy + 44 * uy);
                String ink = sq == active ? "#2f3e46" : "#9aa5ad";
                sb.append(String.format("<g class=\"arrow%s\" data-target=\"%d:%s\"><line %s stroke=\"#000000\" stroke-opacity=\"0\" stroke-width=\"18\"/>"
                        + "<line %s stroke=\"%s\" stroke-width=\"3.5\" stroke-linecap=\"round\" marker-end=\"url(#%s)\"/></g>%n",
                        sq == active ? " live" : "", sq + 1, Rules.NAMES[d], line, line, ink, sq == active ? "head" : "dim"));
            }
        }
        token(sb, a, "A", "#c8553d", side == 0 && !solved);
        token(sb, b, "B", "#2a6f97", side == 1 && !solved);
        String caption = solved ? (a == Rules.GOAL ? "A" : "B") + " reached the centre: solved"
                : (side == 0 ? "A" : "B") + " to move, along the arrows of square " + (active + 1);
        sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"16\" text-anchor=\"middle\" fill=\"#2f3e46\">%s</text>%n", w / 2, h - 14, caption));
        return sb.append("</svg>\n").toString();
    }

    private static void token(StringBuilder sb, int sq, String name, String colour, boolean toMove) {
        double cx = PAD + (sq % 3) * CELL + CELL / 2.0;
        double cy = PAD + (sq / 3) * CELL + CELL / 2.0;
        sb.append(String.format("<g class=\"piece\" data-key=\"token-%s\" pointer-events=\"none\">", name));
        sb.append(String.format("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"18\" fill=\"%s\" stroke=\"%s\" stroke-width=\"3\"/>",
                cx, cy, colour, toMove ? "#e07a1f" : "#ffffff"));
        sb.append(String.format("<text x=\"%.1f\" y=\"%.1f\" font-size=\"18\" font-weight=\"bold\" text-anchor=\"middle\" fill=\"#ffffff\">%s</text></g>%n",
                cx, cy + 6, name));
    }
}

package puzzlelab.puzzles.rushhour;

/** ASCII and SVG pictures of a position (vehicles drawn with their own names). */
final class RushHourPictures {
    private static final String RED = "#d62728";
    private static final String[] PALETTE = {
        "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#e377c2", "#17becf", "#bcbd22",
        "#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#9c755f", "#5b6abf",
        "#3a923a", "#c49c94", "#7f7f7f", "#dbdb8d", "#6b6ecf", "#b5cf6b", "#e7ba52", "#637939"};

    private RushHourPictures() {
    }

    /**
     * Text board: column numbers on top, row numbers on the left, '.' empty, '#' wall, vehicles by name; the exit
     * is the gap marked {@code >>} at the right end of the red car's row.
     */
    static String ascii(RushBoard b, int[] pos) {
        int[] g = b.grid(pos);
        int cw = Math.max(String.valueOf(b.n).length(), 1);
        for (var v : b.vehicles) cw = Math.max(cw, Math.min(SHOWN, v.name().length()));
        int rw = String.valueOf(b.n).length();
        StringBuilder sb = new StringBuilder();
        sb.append(" ".repeat(rw + 3));
        for (int c = 0; c < b.n; c++) sb.append(pad(String.valueOf(c + 1), cw)).append(' ');
        sb.append('\n');
        String border = " ".repeat(rw + 1) + "+" + "-".repeat(b.n * (cw + 1) + 1) + "+\n";
        sb.append(border);
        for (int r = 0; r < b.n; r++) {
            sb.append(pad(String.valueOf(r + 1), rw)).append(" | ");
            for (int c = 0; c < b.n; c++) {
                int x = g[r * b.n + c];
                String s = x == -1 ? "." : x == -2 ? "#" : shortName(b.vehicles[x].name());
                sb.append(pad(s, cw)).append(' ');
            }
            sb.append(r == b.exitRow() ? " >> exit" : "|").append('\n');
        }
        sb.append(border);
        for (var v : b.vehicles)   // long names are cut in the cells: say which is which
            if (v.name().length() > SHOWN) sb.append("  ").append(shortName(v.name())).append(" = ").append(v.name()).append('\n');
        return sb.toString();
    }

    /** Longest name drawn whole in a cell; longer ones are cut and listed under the board. */
    private static final int SHOWN = 4;

    private static String shortName(String name) {
        return name.length() <= SHOWN ? name : name.substring(0, SHOWN - 1) + "~";
    }

    private static String pad(String s, int w) {
        return " ".repeat(Math.max(0, w - s.length())) + s;
    }

    static String color(RushBoard b, int v) {
        if (v == b.red) return RED;
        int k = v < b.red ? v : v - 1;
        return PALETTE[k % PALETTE.length];
    }

    /**
     * SVG: grey board with an exit notch, the red car red, other vehicles in distinct colours, hatched walls.
     * Translucency is rgb plus an opacity attribute: SVG 1.1 renderers (Batik, the PNG path) reject #RRGGBBAA.
     */
    static String svg(RushBoard b, int[] pos) {
        int cell = 56;
        int pad = 14;
        int size = b.n * cell + 2 * pad;
        int width = size + pad;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                + "font-family=\"Helvetica, Arial, sans-serif\">%n", width, size, width, size));
        sb.append("<defs><pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#4a4a4a\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#2b2b2b\" stroke-width=\"4\"/></pattern></defs>\n");
        sb.append(String.format("<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" rx=\"14\" fill=\"#3d3d45\"/>%n", size, size));
        sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#d9d5cc\"/>%n",
                pad, pad, b.n * cell, b.n * cell));
        int ey = pad + b.exitRow() * cell;
        sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#d9d5cc\"/>%n",
                size - pad, ey + 4, 2 * pad, cell - 8));
        sb.append(String.format("<path d=\"M %d %d l 10 %d l -10 %d z\" fill=\"%s\"/>%n",
                size + 2, ey + cell / 2 - 9, 9, 9, RED));
        for (int r = 0; r < b.n; r++) {
            for (int c = 0; c < b.n; c++) {
                int x = pad + c * cell;
                int y = pad + r * cell;
                if (b.wall[r * b.n + c]) {
                    sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"4\" fill=\"url(#hatch)\"/>%n",
                            x + 2, y + 2, cell - 4, cell - 4));
                } else {
                    sb.append(String.format("<rect data-target=\"%d,%d\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"3\" fill=\"#cbc6bb\"/>%n",
                            r, c, x + 3, y + 3, cell - 6, cell - 6));
                }
            }
        }
        int font = b.n > 9 ? 16 : 20;
        for (int v = 0; v < b.size(); v++) {
            Vehicle x = b.vehicles[v];
            int col = x.horizontal() ? pos[v] : x.lane();
            int row = x.horizontal() ? x.lane() : pos[v];
            int w = (x.horizontal() ? x.length() : 1) * cell;
            int h = (x.horizontal() ? 1 : x.length()) * cell;
            int px = pad + col * cell;
            int py = pad + row * cell;
            String fill = color(b, v);
            // one group per vehicle: the page drags it (data-vehicle, data-axis) and animates it (data-key)
            sb.append(String.format("<g class=\"piece\" data-key=\"v%d\" data-target=\"%d,%d\" data-vehicle=\"%s\" data-axis=\"%s\">",
                    v, row, col, escape(x.name()), x.horizontal() ? "x" : "y"));
            sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"10\" fill=\"%s\" "
                    + "stroke=\"#000000\" stroke-opacity=\"0.33\" stroke-width=\"2\"/>%n", px + 5, py + 5, w - 10, h - 10, fill));
            sb.append(String.format("<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" rx=\"6\" fill=\"#ffffff\" fill-opacity=\"0.2\"/>%n",
                    px + 10, py + 10, Math.max(4, w - 20), Math.max(4, (h - 20) / 3)));
            if (v != b.red)   // the red car needs no name: it is the one to free
                sb.append(String.format("<text x=\"%d\" y=\"%d\" font-size=\"%d\" font-weight=\"bold\" text-anchor=\"middle\" "
                        + "fill=\"#ffffff\" stroke=\"#000000\" stroke-opacity=\"0.4\" stroke-width=\"0.6\">%s</text>",
                        px + w / 2, py + h / 2 + font / 3, font, escape(x.name())));
            sb.append("</g>\n");
        }
        return sb.append("</svg>\n").toString();
    }

    private static String escape(String s) {
        return puzzlelab.puzzles.picture.GridSvg.escape(s);
    }
}

package puzzlelab.puzzles.chexers;

import java.util.Locale;

/**
 * SVG picture: pointy-top hexes (r downwards, q to the right), exit hexes tinted in the player's colour with a
 * block arrow pointing off the board, blocks as dark stones, pieces as coloured discs; each hex's "(q, r)" is its
 * tooltip and its {@code data-target} "q,r" (mouse play).
 */
final class BoardSvg {
    private static final double SIZE = 30;              // hex corner radius in px
    private static final double ROOT3 = Math.sqrt(3);

    private BoardSvg() {
    }

    static String render(Setup setup, long[] pieces) {
        HexGrid g = setup.grid();
        Colour c = setup.colour();
        int rad = g.radius;
        double halfW = ROOT3 * SIZE * (rad + 0.5);
        double halfH = SIZE * (1.5 * rad + 1);
        double pad = SIZE * 0.9;
        double title = 34;
        double w = 2 * (halfW + pad);
        double h = 2 * (halfH + pad) + title;
        double cx = w / 2;
        double cy = title + pad + halfH;
        StringBuilder sb = new StringBuilder();
        sb.append(fmt("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\" viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\">%n", w, h, w, h));
        sb.append(fmt("<rect width=\"%.0f\" height=\"%.0f\" rx=\"10\" fill=\"#fbf7ee\"/>%n", w, h));
        int n = HexGrid.count(pieces);
        sb.append(fmt("<text x=\"%.1f\" y=\"24\" font-size=\"16\" text-anchor=\"middle\" fill=\"#333\">%s: %d %s left; exits where %s = %d</text>%n",
                cx, c.lower(), n, n == 1 ? "piece" : "pieces", c.axis, rad));
        for (int hex = 0; hex < g.cells; hex++) {
            double x = cx + ROOT3 * SIZE * (g.q(hex) + g.r(hex) / 2.0);
            double y = cy + 1.5 * SIZE * g.r(hex);
            boolean block = HexGrid.get(setup.blocks(), hex);
            boolean exit = setup.isExit(hex);
            String fill = block ? "#4b4b4b" : exit ? c.tint : "#efe4c8";
            // data-target "q,r" for mouse play; the coordinates are a tooltip, not ink on every hex
            sb.append(fmt("<g data-target=\"%d,%d\" data-hex=\"%d,%d\"><title>%s</title>", g.q(hex), g.r(hex), g.q(hex), g.r(hex), g.coords(hex)));
            sb.append(fmt("<polygon points=\"%s\" fill=\"%s\" stroke=\"#8c7b57\" stroke-width=\"1.5\"/>", hexagon(x, y, SIZE - 1), fill));
            if (exit && !block && !HexGrid.get(pieces, hex)) sb.append(arrow(c, x, y));
            if (block) {
                sb.append(fmt("<polygon points=\"%s\" fill=\"#6a6a6a\"/>", hexagon(x, y, SIZE * 0.62)));
            } else if (HexGrid.get(pieces, hex)) {
                sb.append(fmt("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"#222\" stroke-width=\"1.5\"/>", x, y, SIZE * 0.55, c.ink));
            }
            sb.append("</g>\n");
        }
        return sb.append("</svg>\n").toString();
    }

    /** A chevron in an empty exit hex pointing across the exit edge (screen angles, y downwards). */
    private static String arrow(Colour c, double x, double y) {
        int angle = switch (c) {
            case RED -> 330;     // q = R edge: upper right
            case GREEN -> 90;    // r = R edge: bottom
            case BLUE -> 210;    // -q-r = R edge: upper left
        };
        return fmt("<path d=\"M -10 -3.5 L 2 -3.5 L 2 -9 L 11 0 L 2 9 L 2 3.5 L -10 3.5 Z\" transform=\"translate(%.1f %.1f) rotate(%d)\" fill=\"%s\" opacity=\"0.8\"/>",
                x, y, angle, c.ink);
    }

    private static String hexagon(double x, double y, double r) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
            double a = Math.toRadians(60 * k - 30);
            if (k > 0) sb.append(' ');
            sb.append(fmt("%.1f,%.1f", x + r * Math.cos(a), y + r * Math.sin(a)));
        }
        return sb.toString();
    }

    private static String fmt(String f, Object... args) {
        return String.format(Locale.ROOT, f, args);
    }
}

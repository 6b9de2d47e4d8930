package puzzlelab.puzzles.chexers;

/**
 * ASCII board in the style of the course template's {@code print_board}: pointy hexes drawn with {@code .-'-.},
 * rows r = -R..R from top to bottom, q growing to the right, each cell 5 characters centred like Python's
 * {@code str.center(5)}, and every line starting with {@code "# "} so the picture is a legal comment in the
 * course's output format. Pieces are {@code (R)}/{@code (G)}/{@code (B)}, blocks {@code BLOCK}, empty exit hexes
 * {@code exit}. Works for any radius.
 */
final class BoardText {
    private BoardText() {
    }

    static String render(Setup setup, long[] pieces) {
        HexGrid g = setup.grid();
        int rad = g.radius;
        StringBuilder sb = new StringBuilder();
        int n = HexGrid.count(pieces);
        sb.append("# ").append(setup.colour().lower()).append(", ").append(n).append(n == 1 ? " piece" : " pieces")
                .append(" left, exits where ").append(setup.colour().axis).append(" = ").append(rad).append('\n');
        for (int row = -rad; row <= rad; row++) {
            int cells = g.maxQ(row) - g.minQ(row) + 1;
            String indent = " ".repeat(3 * Math.abs(row));
            if (row <= 0) sb.append("# ").append(indent).append(" .-'-.").append("_.-'-.".repeat(cells - 1)).append('\n');
            sb.append("# ").append(indent).append('|');
            for (int col = g.minQ(row); col <= g.maxQ(row); col++) sb.append(center(cell(setup, pieces, g.index(col, row)))).append('|');
            sb.append('\n');
            if (row >= 0) sb.append("# ").append(indent).append('\'').append("-._.-'".repeat(cells)).append('\n');
        }
        return sb.toString();
    }

    private static String cell(Setup setup, long[] pieces, int hex) {
        if (HexGrid.get(pieces, hex)) return "(" + setup.colour().letter() + ")";
        if (HexGrid.get(setup.blocks(), hex)) return "BLOCK";
        if (setup.isExit(hex)) return "exit";
        return "";
    }

    /** Python's {@code str.center(5)}: the odd extra space goes left only when the width is odd and the margin odd. */
    static String center(String s) {
        int width = 5;
        if (s.length() >= width) return s.substring(0, width);
        int marg = width - s.length();
        int left = marg / 2 + (marg & width & 1);
        return " ".repeat(left) + s + " ".repeat(marg - left);
    }
}

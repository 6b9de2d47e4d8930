package puzzlelab.puzzles.fifteen;

/**
 * Linear-conflict values of one row (or column) looked up instead of computed: the line is encoded as one digit
 * per cell (goal position along the line + 1 for a tile that belongs to this line, 0 otherwise) and the table holds
 * 2 × (tiles − longest increasing subsequence) for every code. For long lines the table would be too large and the
 * value is computed directly.
 */
final class ConflictTable {
    private final SlidingBoard b;
    private final boolean rows;
    private final int len;       // cells in the line
    private final int radix;
    private final byte[] table;  // null when computed directly
    private final int[] goalLine;  // tile → its goal row (rows) or column
    private final int[] goalPos;   // tile → its goal position along that line

    ConflictTable(SlidingBoard b, boolean rows) {
        this.b = b;
        this.rows = rows;
        this.len = rows ? b.cols : b.rows;
        this.radix = len + 1;
        goalLine = new int[b.cells];
        goalPos = new int[b.cells];
        for (int t = 0; t < b.cells; t++) {
            goalLine[t] = rows ? t / b.cols : t % b.cols;
            goalPos[t] = rows ? t % b.cols : t / b.cols;
        }
        double size = Math.pow(radix, len);
        if (size <= (1 << 20)) {
            table = new byte[(int) size];
            int[] seq = new int[len];
            for (int code = 0; code < table.length; code++) {
                int n = 0;
                int x = code;
                int[] digits = new int[len];
                for (int i = len - 1; i >= 0; i--) {
                    digits[i] = x % radix;
                    x /= radix;
                }
                for (int i = 0; i < len; i++) if (digits[i] > 0) seq[n++] = digits[i] - 1;
                table[code] = (byte) (2 * (n - lis(seq, n)));
            }
        } else {
            table = null;
        }
    }

    /** True when values are looked up (then {@link #code}, {@link #digit}, {@link #weight}, {@link #value} apply). */
    boolean tabled() {
        return table != null;
    }

    /** Digit of {@code tile} in line {@code line}: goal position + 1 if the tile belongs to that line, else 0. */
    int digit(int tile, int line) {
        return tile != 0 && goalLine[tile] == line ? goalPos[tile] + 1 : 0;
    }

    /** Weight of position {@code i} along a line in the code (most significant first). */
    int weight(int i) {
        int w = 1;
        for (int k = i + 1; k < len; k++) w *= radix;
        return w;
    }

    /** Code of a whole line (for initialisation). */
    int code(int[] tiles, int line) {
        int code = 0;
        for (int i = 0; i < len; i++) {
            int t = tiles[rows ? line * b.cols + i : i * b.cols + line];
            code = code * radix + digit(t, line);
        }
        return code;
    }

    int value(int code) {
        return table[code];
    }

    int conflict(int[] tiles, int line) {
        if (table == null) {
            return rows ? SlidingHeuristic.rowConflict(b, tiles, line) : SlidingHeuristic.colConflict(b, tiles, line);
        }
        int code = 0;
        for (int i = 0; i < len; i++) {
            int t = tiles[rows ? line * b.cols + i : i * b.cols + line];
            int v = t != 0 && goalLine[t] == line ? goalPos[t] + 1 : 0;
            code = code * radix + v;
        }
        return table[code];
    }

    private static int lis(int[] a, int n) {
        int best = 0;
        int[] len = new int[n];
        for (int i = 0; i < n; i++) {
            len[i] = 1;
            for (int j = 0; j < i; j++) if (a[j] < a[i] && len[j] + 1 > len[i]) len[i] = len[j] + 1;
            best = Math.max(best, len[i]);
        }
        return best;
    }
}

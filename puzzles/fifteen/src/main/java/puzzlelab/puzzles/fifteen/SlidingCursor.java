package puzzlelab.puzzles.fifteen;

import puzzlelab.engine.Cursor;

/**
 * In-place sliding-tile position for IDA* and the DFS family: an int board, the blank's cell and the heuristic
 * kept incrementally. A tile moving vertically changes Manhattan distance by ±1 and the conflicts of only its old
 * and new rows; a horizontal move only those of two columns.
 */
final class SlidingCursor implements Cursor {
    private final SlidingBoard b;
    private final int cols;
    private final int[] tiles;
    private final int[] target;   // cell*4 + move → cell, or -1
    private final int[] md;       // tile*cells + cell → Manhattan distance
    private final boolean lc;
    private final int[] rowLc;
    private final int[] colLc;
    private final ConflictTable rowTable;
    private final ConflictTable colTable;
    private final boolean codes;     // incremental line codes + table lookups (tables fit in memory)
    private final int[] rowCode;
    private final int[] colCode;
    private final int[] rowDigit;    // tile*rows + row → digit of the tile in that row's code
    private final int[] colDigit;    // tile*cols + col
    private final int[] rowWeight;   // column position → weight in a row code
    private final int[] colWeight;   // row position → weight in a column code
    private final boolean pdb;       // additive 5-5-5 pattern databases instead of Manhattan
    private final byte[][] pdbTable;
    private final int[] pdbIndex;    // per group: current index
    private final int[] groupOf;     // tile → group, or -1
    private final int[] shiftOf;     // tile → shift of its digit in the group index
    private final boolean plain;     // Manhattan distance alone
    private final int cells;
    private int blank;
    private int h;

    SlidingCursor(SlidingBoard b, int[] start, SlidingHeuristic.Kind kind) {
        this.b = b;
        this.cols = b.cols;
        this.tiles = start.clone();
        this.lc = kind == SlidingHeuristic.Kind.LINEAR_CONFLICT;
        this.target = new int[b.cells * 4];
        for (int c = 0; c < b.cells; c++) for (int m = 0; m < 4; m++) target[c * 4 + m] = b.target(c, m);
        this.md = new int[b.cells * b.cells];
        for (int t = 0; t < b.cells; t++) for (int c = 0; c < b.cells; c++) md[t * b.cells + c] = b.manhattan(t, c);
        for (int i = 0; i < tiles.length; i++) if (tiles[i] == 0) blank = i;
        this.rowTable = lc ? new ConflictTable(b, true) : null;
        this.colTable = lc ? new ConflictTable(b, false) : null;
        this.rowLc = new int[b.rows];
        this.colLc = new int[b.cols];
        codes = lc && rowTable.tabled() && colTable.tabled();
        rowCode = new int[b.rows];
        colCode = new int[b.cols];
        rowDigit = new int[codes ? b.cells * b.rows : 0];
        colDigit = new int[codes ? b.cells * b.cols : 0];
        rowWeight = new int[b.cols];
        colWeight = new int[b.rows];
        if (codes) {
            for (int t = 0; t < b.cells; t++) {
                for (int r = 0; r < b.rows; r++) rowDigit[t * b.rows + r] = rowTable.digit(t, r);
                for (int c = 0; c < b.cols; c++) colDigit[t * b.cols + c] = colTable.digit(t, c);
            }
            for (int c = 0; c < b.cols; c++) rowWeight[c] = rowTable.weight(c);
            for (int r = 0; r < b.rows; r++) colWeight[r] = colTable.weight(r);
            for (int r = 0; r < b.rows; r++) rowCode[r] = rowTable.code(tiles, r);
            for (int c = 0; c < b.cols; c++) colCode[c] = colTable.code(tiles, c);
        }
        pdb = kind == SlidingHeuristic.Kind.PDB_555;
        groupOf = new int[b.cells];
        shiftOf = new int[b.cells];
        java.util.Arrays.fill(groupOf, -1);
        if (pdb) {
            PatternDatabase[] groups = PatternDatabase.partition555();
            pdbTable = new byte[groups.length][];
            pdbIndex = new int[groups.length];
            int[] cellOf = new int[b.cells];
            for (int i = 0; i < b.cells; i++) cellOf[tiles[i]] = i;
            for (int g = 0; g < groups.length; g++) {
                pdbTable[g] = groups[g].table;
                pdbIndex[g] = groups[g].index(cellOf);
                for (int j = 0; j < groups[g].tiles.length; j++) {
                    groupOf[groups[g].tiles[j]] = g;
                    shiftOf[groups[g].tiles[j]] = groups[g].shift(j);
                }
            }
        } else {
            pdbTable = null;
            pdbIndex = null;
        }
        plain = !pdb && !lc;
        cells = b.cells;
        h = pdb ? SlidingHeuristic.pdb(tiles) : SlidingHeuristic.manhattan(b, tiles);
        if (lc) {
            for (int r = 0; r < b.rows; r++) h += rowLc[r] = SlidingHeuristic.rowConflict(b, tiles, r);
            for (int c = 0; c < b.cols; c++) h += colLc[c] = SlidingHeuristic.colConflict(b, tiles, c);
        }
    }

    @Override public int maxMoves() { return 4; }
    @Override public int words() { return b.words; }

    @Override
    public int moves(int[] buf) {
        int n = 0;
        int base = blank * 4;
        for (int m = 0; m < 4; m++) if (target[base + m] >= 0) buf[n++] = m;
        return n;
    }

    @Override
    public int apply(int m) {
        slide(target[blank * 4 + m], m);
        return 1;
    }

    @Override
    public void undo(int m) {
        int inv = 3 - m;
        slide(target[blank * 4 + inv], inv);
    }

    /** Moves the tile on cell {@code t} into the blank (the blank goes to t). */
    private void slide(int t, int m) {
        int tile = tiles[t];
        int from = t;
        int to = blank;
        tiles[to] = tile;
        tiles[from] = 0;
        blank = from;
        int cells = this.cells;
        if (plain) {   // Manhattan only: the hot path of IDA*+MD
            h += md[tile * cells + to] - md[tile * cells + from];
            return;
        }
        if (pdb) {
            int g = groupOf[tile];
            if (g >= 0) {
                int old = pdbIndex[g];
                int idx = old + ((to - from) << shiftOf[tile]);
                pdbIndex[g] = idx;
                h += pdbTable[g][idx] - pdbTable[g][old];
            }
            return;
        }
        h += md[tile * cells + to] - md[tile * cells + from];
        if (codes) {
            int rf = from / cols;
            int cf = from - rf * cols;
            int rt = to / cols;
            int ct = to - rt * cols;
            if (rf != rt) {
                // vertical: the tile leaves row rf and enters row rt (same column); the column's order is unchanged
                rowCode[rf] -= rowDigit[tile * b.rows + rf] * rowWeight[cf];
                rowCode[rt] += rowDigit[tile * b.rows + rt] * rowWeight[ct];
                int cd = colDigit[tile * cols + cf];
                colCode[cf] += cd * (colWeight[rt] - colWeight[rf]);
                int n1 = rowTable.value(rowCode[rf]);
                int n2 = rowTable.value(rowCode[rt]);
                h += n1 - rowLc[rf] + n2 - rowLc[rt];
                rowLc[rf] = n1;
                rowLc[rt] = n2;
            } else {
                colCode[cf] -= colDigit[tile * cols + cf] * colWeight[rf];
                colCode[ct] += colDigit[tile * cols + ct] * colWeight[rt];
                int rd = rowDigit[tile * b.rows + rf];
                rowCode[rf] += rd * (rowWeight[ct] - rowWeight[cf]);
                int n1 = colTable.value(colCode[cf]);
                int n2 = colTable.value(colCode[ct]);
                h += n1 - colLc[cf] + n2 - colLc[ct];
                colLc[cf] = n1;
                colLc[ct] = n2;
            }
        } else if (lc) {
            if (m == SlidingMoves.UP || m == SlidingMoves.DOWN) {
                int r1 = from / cols;
                int r2 = to / cols;
                int n1 = rowTable.conflict(tiles, r1);
                int n2 = rowTable.conflict(tiles, r2);
                h += n1 - rowLc[r1] + n2 - rowLc[r2];
                rowLc[r1] = n1;
                rowLc[r2] = n2;
            } else {
                int c1 = from % cols;
                int c2 = to % cols;
                int n1 = colTable.conflict(tiles, c1);
                int n2 = colTable.conflict(tiles, c2);
                h += n1 - colLc[c1] + n2 - colLc[c2];
                colLc[c1] = n1;
                colLc[c2] = n2;
            }
        }
    }

    @Override public boolean isGoal() {
        if (h != 0) return false;
        for (int i = 0; i < tiles.length; i++) if (tiles[i] != i) return false;
        return true;
    }

    @Override public int h() { return h; }

    @Override
    public void key(long[] dst) {
        long[] k = b.pack(tiles);
        System.arraycopy(k, 0, dst, 0, k.length);
    }

    @Override public boolean prune(int previous, int move) { return move == 3 - previous; }
}

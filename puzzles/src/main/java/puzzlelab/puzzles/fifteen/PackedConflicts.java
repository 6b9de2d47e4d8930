package puzzlelab.puzzles.fifteen;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Linear-conflict values of a row or column read straight off {@link TileIdaStar}'s packed board: a line of at most
 * 4 cells is at most 16 contiguous bits (rows in the board long, columns in its transpose), so the table is indexed
 * by line and those bits, with no code to keep up to date. Values are {@link SlidingHeuristic#rowConflict} and
 * {@link SlidingHeuristic#colConflict} themselves, so the heuristic is exactly the generic one. Built once per board
 * shape (4×4: 2 × 4 × 65,536 bytes).
 */
final class PackedConflicts {
    private static final Map<Integer, PackedConflicts> BY_SHAPE = new ConcurrentHashMap<>();

    final byte[] row;     // row << 4·cols | the row's bits in the board → its conflict term
    final byte[] col;     // col << 4·rows | the column's bits in the transpose → its conflict term

    /** True when every row and column fits 16 bits (both sides at most 4 cells). */
    static boolean fits(Board b) {
        return b.rows <= 4 && b.cols <= 4;
    }

    static PackedConflicts of(Board b) {
        if (!fits(b)) throw new IllegalArgumentException("packed conflict tables need lines of at most 4 cells");
        return BY_SHAPE.computeIfAbsent(b.rows * 16 + b.cols, k -> new PackedConflicts(b));
    }

    private PackedConflicts(Board b) {
        int rowBits = 4 * b.cols;
        int colBits = 4 * b.rows;
        row = new byte[b.rows << rowBits];
        col = new byte[b.cols << colBits];
        int[] tiles = new int[b.cells];
        for (int r = 0; r < b.rows; r++) {
            for (int bits = 0; bits < 1 << rowBits; bits++) {
                for (int c = 0; c < b.cols; c++) tiles[r * b.cols + c] = bits >>> 4 * c & 15;
                row[r << rowBits | bits] = (byte) SlidingHeuristic.rowConflict(b, tiles, r);
            }
            for (int c = 0; c < b.cols; c++) tiles[r * b.cols + c] = 0;
        }
        for (int c = 0; c < b.cols; c++) {
            for (int bits = 0; bits < 1 << colBits; bits++) {
                for (int r = 0; r < b.rows; r++) tiles[r * b.cols + c] = bits >>> 4 * r & 15;
                col[c << colBits | bits] = (byte) SlidingHeuristic.colConflict(b, tiles, c);
            }
            for (int r = 0; r < b.rows; r++) tiles[r * b.cols + c] = 0;
        }
    }
}

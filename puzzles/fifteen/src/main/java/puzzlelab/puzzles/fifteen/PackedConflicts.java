package puzzlelab.puzzles.fifteen;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Linear-conflict values of a row or column read straight off {@link TileIdaStar}'s packed board: a line of at most
 * 4 cells is at most 16 contiguous bits (rows in the board long, columns in its transpose), so the table is indexed
 * by line and those bits, with no code to keep up to date. Values come from {@link ConflictTable} (the generic
 * cursor's), so the heuristic is exactly the generic one. Built once per board shape (4×4: 2 × 4 × 65,536 bytes,
 * a few milliseconds).
 */
final class PackedConflicts {
    private static final Map<Integer, PackedConflicts> BY_SHAPE = new ConcurrentHashMap<>();

    final byte[] row;     // row << 4·cols | the row's bits in the board → its conflict term
    final byte[] col;     // col << 4·rows | the column's bits in the transpose → its conflict term

    /** True when every row and column fits 16 bits (both sides at most 4 cells). */
    static boolean fits(SlidingBoard b) {
        return b.rows <= 4 && b.cols <= 4;
    }

    static PackedConflicts of(SlidingBoard b) {
        if (!fits(b)) throw new IllegalArgumentException("packed conflict tables need lines of at most 4 cells");
        return BY_SHAPE.computeIfAbsent(b.rows * 16 + b.cols, k -> new PackedConflicts(b));
    }

    private PackedConflicts(SlidingBoard b) {
        row = lines(b, new ConflictTable(b, true), b.rows, b.cols);
        col = lines(b, new ConflictTable(b, false), b.cols, b.rows);
    }

    /** For each of {@code count} lines of {@code len} cells and each 4·len-bit content: that line's conflict term. */
    private static byte[] lines(SlidingBoard b, ConflictTable t, int count, int len) {
        int bits = 4 * len;
        byte[] out = new byte[count << bits];
        for (int line = 0; line < count; line++) {
            for (int content = 0; content < 1 << bits; content++) {
                int code = 0;
                for (int i = 0; i < len; i++) {
                    int tile = content >>> 4 * i & 15;
                    if (tile < b.cells) code += t.digit(tile, line) * t.weight(i);   // larger nibbles never occur
                }
                out[line << bits | content] = (byte) t.value(code);
            }
        }
        return out;
    }
}

package puzzlelab.puzzles.coroutine;

import java.util.Arrays;

/**
 * An immutable coroutine board: the arrow mask of each square (bit d = direction d; the centre has none) and the
 * start squares of A and B (0-based; default 0 and 8, i.e. the user's 1 and 9).
 *
 * <p>{@link #packed()} holds the 8 outer masks as the 8 bytes of a long, in ID order (squares 1,2,3,4,6,7,8,9):
 * byte i = mask of {@code Rules.OUTER[i]}. The solvers and the generator work on this long.
 */
final class CoroutineBoard {
    static final int DEFAULT_A = 0;
    static final int DEFAULT_B = 8;

    private final int[] masks;
    final int startA;
    final int startB;

    CoroutineBoard(int[] masks, int startA, int startB) {
        if (masks.length != 9 || masks[Rules.GOAL] != 0) throw new IllegalArgumentException("9 masks, centre empty");
        if (startA == startB) throw new IllegalArgumentException("tokens start on the same square");
        this.masks = masks.clone();
        this.startA = startA;
        this.startB = startB;
    }

    static CoroutineBoard ofPacked(long packed) {
        return ofPacked(packed, DEFAULT_A, DEFAULT_B);
    }

    static CoroutineBoard ofPacked(long packed, int startA, int startB) {
        int[] m = new int[9];
        for (int i = 0; i < 8; i++) m[Rules.OUTER[i]] = (int) (packed >>> (8 * i)) & 0xFF;
        return new CoroutineBoard(m, startA, startB);
    }

    int mask(int square) {
        return masks[square];
    }

    long packed() {
        long p = 0;
        for (int i = 0; i < 8; i++) p |= (long) masks[Rules.OUTER[i]] << (8 * i);
        return p;
    }

    boolean defaultStarts() {
        return startA == DEFAULT_A && startB == DEFAULT_B;
    }

    int arrows() {
        int n = 0;
        for (int m : masks) n += Integer.bitCount(m);
        return n;
    }

    /** The one-line ID {@code coroutine:M1.M2.M3.M4.M6.M7.M8.M9} (start squares other than 1 and 9 are not encoded). */
    String id() {
        StringBuilder sb = new StringBuilder("coroutine:");
        for (int i = 0; i < 8; i++) sb.append(i == 0 ? "" : ".").append(masks[Rules.OUTER[i]]);
        return sb.toString();
    }

    /** The board in the file format ({@code SQUARE: DIR DIR ...}). */
    String fileText() {
        StringBuilder sb = new StringBuilder();
        if (!defaultStarts()) sb.append("start: ").append(startA + 1).append(' ').append(startB + 1).append('\n');
        for (int s = 0; s < 9; s++) {
            if (s == Rules.GOAL) sb.append("5: goal\n");
            else sb.append(s + 1).append(':').append(masks[s] == 0 ? "" : " " + Rules.names(masks[s])).append('\n');
        }
        return sb.toString();
    }

    /** The board mirrored along the main diagonal; the start squares are mirrored too (1 and 9 stay). */
    CoroutineBoard mirror() {
        int[] m = new int[9];
        for (int s = 0; s < 9; s++) m[Rules.MIRROR_SQUARE[s]] = Rules.mirrorMask(masks[s]);
        return new CoroutineBoard(m, Rules.MIRROR_SQUARE[startA], Rules.MIRROR_SQUARE[startB]);
    }

    /** Diagonal-mirror mirror of a packed board (default starts are fixed by the mirror). */
    static long mirrorPacked(long packed) {
        return ofPacked(packed).mirror().packed();
    }

    /** The smaller (unsigned) of the packed board and its mirror: one representative per mirror class. */
    static long canonical(long packed) {
        long m = mirrorPacked(packed);
        return Long.compareUnsigned(packed, m) <= 0 ? packed : m;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CoroutineBoard b && Arrays.equals(b.masks, masks) && b.startA == startA && b.startB == startB;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(masks) * 31 + startA * 9 + startB;
    }

    @Override
    public String toString() {
        return id() + (defaultStarts() ? "" : " start " + (startA + 1) + " " + (startB + 1));
    }
}

package puzzlelab.puzzles.sokoban;

/** Box sets as {@code long[]} bitsets over square numbers. */
final class Bits {
    private Bits() {
    }

    static boolean get(long[] b, int i) {
        return (b[i >>> 6] & (1L << i)) != 0;
    }

    static void set(long[] b, int i) {
        b[i >>> 6] |= 1L << i;
    }

    static void clear(long[] b, int i) {
        b[i >>> 6] &= ~(1L << i);
    }

    /** The set bits below {@code n}, ascending. */
    static int[] list(long[] b, int n) {
        int c = 0;
        for (long x : b) c += Long.bitCount(x);
        int[] out = new int[c];
        int k = 0;
        for (int w = 0; w < b.length; w++)
            for (long x = b[w]; x != 0; x &= x - 1) out[k++] = (w << 6) + Long.numberOfTrailingZeros(x);
        return out;
    }
}

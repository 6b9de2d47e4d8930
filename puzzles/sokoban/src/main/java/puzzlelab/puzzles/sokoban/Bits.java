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

    /**
     * Clears, until none changes, every set bit {@code t} of {@code f} for which {@code stays} is false ({@code stays}
     * may read {@code f}): the greatest subset whose every member stays, as the freeze tests find their frozen sets.
     * Returns how many members were tested (work).
     */
    static long shrink(long[] f, java.util.function.IntPredicate stays) {
        long tested = 0;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int w = 0; w < f.length; w++) {
                for (long x = f[w]; x != 0; x &= x - 1) {
                    int t = (w << 6) + Long.numberOfTrailingZeros(x);
                    tested++;
                    if (!stays.test(t)) {
                        clear(f, t);
                        changed = true;
                    }
                }
            }
        }
        return tested;
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

package puzzlelab.engine;

/** Hashing and comparison of packed states stored in flat {@code long} arrays. */
public final class Keys {
    private Keys() {
    }

    /** Murmur3 finaliser: spreads all 64 bits so that power-of-two tables work for structured keys. */
    public static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        x ^= x >>> 33;
        return x;
    }

    public static long hash(long[] a, int off, int w) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < w; i++) h = mix(h ^ a[off + i]) + i;
        return h;
    }

    public static boolean equal(long[] a, int aOff, long[] b, int bOff, int w) {
        for (int i = 0; i < w; i++) if (a[aOff + i] != b[bOff + i]) return false;
        return true;
    }
}

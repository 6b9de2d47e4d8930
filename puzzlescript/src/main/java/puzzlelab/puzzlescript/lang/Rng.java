package puzzlelab.puzzlescript.lang;

/**
 * The engine's seeded generator, written from its public description: an RC4 keystream whose key is the seed string
 * (each UTF-16 unit as its big-endian bytes, one byte for ASCII), and a uniform double made of 7 keystream bytes
 * (big-endian, 56 bits) divided by 2^56 - 1. A draw of "one of n" is floor(uniform * n), as the tests need.
 */
final class Rng {
    private final int[] s = new int[256];
    private int i, j;

    Rng(String seed) {
        for (int k = 0; k < 256; k++) s[k] = k;
        int[] key = keyBytes(seed);
        if (key.length == 0) return;
        int jj = 0;
        for (int k = 0; k < 256; k++) {
            jj = (jj + s[k] + key[k % key.length]) & 255;
            int t = s[k]; s[k] = s[jj]; s[jj] = t;
        }
    }

    private Rng(Rng o) { System.arraycopy(o.s, 0, s, 0, 256); i = o.i; j = o.j; }

    Rng copy() { return new Rng(this); }

    private static int[] keyBytes(String seed) {
        int[] out = new int[seed.length() * 2];
        int n = 0;
        for (int k = 0; k < seed.length(); k++) {
            int c = seed.charAt(k);
            if (c > 0xFF) out[n++] = (c >> 8) & 0xFF;
            out[n++] = c & 0xFF;
        }
        return java.util.Arrays.copyOf(out, n);
    }

    int nextByte() {
        i = (i + 1) & 255;
        j = (j + s[i]) & 255;
        int t = s[i]; s[i] = s[j]; s[j] = t;
        return s[(s[i] + s[j]) & 255];
    }

    double uniform() {
        double out = 0;
        for (int k = 0; k < 7; k++) out = out * 256 + nextByte();
        return out / (Math.pow(2, 56) - 1);
    }

    /** floor(uniform() * n): the draw of one of n choices. */
    int below(int n) { return (int) Math.floor(uniform() * n); }

    /** Packs the generator state (258 small ints) into longs for Session.pack. */
    void pack(long[] out, int at) {
        for (int k = 0; k < 32; k++) {
            long v = 0;
            for (int b = 0; b < 8; b++) v |= ((long) s[k * 8 + b]) << (8 * b);
            out[at + k] = v;
        }
        out[at + 32] = ((long) i << 8) | j;
    }

    void unpack(long[] in, int at) {
        for (int k = 0; k < 32; k++) for (int b = 0; b < 8; b++) s[k * 8 + b] = (int) ((in[at + k] >>> (8 * b)) & 255);
        i = (int) ((in[at + 32] >>> 8) & 255); j = (int) (in[at + 32] & 255);
    }
}

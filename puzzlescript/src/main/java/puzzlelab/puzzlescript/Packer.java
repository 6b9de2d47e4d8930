package puzzlelab.puzzlescript;

import puzzlelab.puzzlescript.lang.Game;

/**
 * Packs a level's state tightly for the search: a cell holds at most one object of each collision layer, so a cell
 * is, per layer, the object's rank in that layer (0 = none) in just enough bits. A Sokoban-like level of 400 cells
 * takes 4 bits a cell (25 longs) instead of one object bitset of a long a cell (400 longs).
 *
 * <p>Layout: bit 0 = won by the last move, bit 1 = a checkpoint moved the restart point, then the grid (cells in the
 * interpreter's order), then the restart grid when the game has a {@code checkpoint} command. The interpreter's own
 * format ({@code Session.pack}): word 0 the level entry, word 1 flags (1 checkpoint, 2 won), then S longs per cell,
 * then the restart grid when flag 1 is set.
 */
final class Packer {
    private final int entry;
    private final int cells;
    private final int stride;          // longs per cell in the interpreter's format
    private final int[] objLayer;
    private final int[] rank;          // object -> 1-based rank inside its layer
    private final int[][] byRank;      // layer -> rank -> object
    private final int[] layerShift;    // bit offset of each layer inside a cell's code
    private final int[] layerBits;
    private final long[] code;         // object -> its bits in a cell's code (rank << the layer's shift)
    private final long[] cellOf;       // one-long bitsets and codes of up to 16 bits: code -> the cell's bitset, else null
    private final long[][] byteCode;   // one-long bitsets: [k][b] = the code of the objects in byte k of a bitset = b
    private final int cellBits;
    private final boolean checkpoints;
    private final int words;

    Packer(Game g, int entry, int stride, boolean checkpoints) {
        this.entry = entry;
        this.cells = g.levelWidth(entry) * g.levelHeight(entry);
        this.stride = stride;
        this.checkpoints = checkpoints;
        int nObj = g.objectCount(), nLayers = 0;
        for (int o = 0; o < nObj; o++) nLayers = Math.max(nLayers, g.layerOf(o) + 1);
        int[] count = new int[nLayers];
        objLayer = new int[nObj];
        rank = new int[nObj];
        for (int o = 0; o < nObj; o++) {
            objLayer[o] = g.layerOf(o);
            rank[o] = ++count[objLayer[o]];
        }
        byRank = new int[nLayers][];
        for (int l = 0; l < nLayers; l++) byRank[l] = new int[count[l] + 1];
        for (int o = 0; o < nObj; o++) byRank[objLayer[o]][rank[o]] = o;
        layerShift = new int[nLayers];
        layerBits = new int[nLayers];
        int bits = 0;
        for (int l = 0; l < nLayers; l++) {
            layerShift[l] = bits;
            layerBits[l] = 32 - Integer.numberOfLeadingZeros(count[l]);   // enough for 0..count
            bits += layerBits[l];
        }
        if (bits > 63) throw new IllegalStateException("a cell needs " + bits + " bits: too many objects for the packer");
        cellBits = bits;
        code = new long[nObj];
        for (int o = 0; o < nObj; o++) code[o] = (long) rank[o] << layerShift[objLayer[o]];
        if (stride == 1) {
            // encoding a cell is then a few table look-ups (one per byte of objects), with no loop over its objects
            byteCode = new long[(nObj + 7) / 8][256];
            for (int k = 0; k < byteCode.length; k++)
                for (int b = 1; b < 256; b++)
                    for (int bit = 0; bit < 8; bit++) if ((b >>> bit & 1) != 0 && k * 8 + bit < nObj) byteCode[k][b] |= code[k * 8 + bit];
        } else byteCode = null;
        if (stride == 1 && bits <= 16) {
            cellOf = new long[1 << bits];
            for (int c = 0; c < cellOf.length; c++) cellOf[c] = cellOfCode(c);
        } else cellOf = null;
        long total = 2 + (long) cells * cellBits * (checkpoints ? 2 : 1);
        words = (int) ((total + 63) / 64);
    }

    int words() { return words; }

    /** Bytes of a packed state (for memory estimates and notes). */
    int bitsPerCell() { return cellBits; }

    void encode(long[] sessionPack, long[] dst) {
        java.util.Arrays.fill(dst, 0, words, 0L);
        long flags = sessionPack[1];
        if ((flags & 2) != 0) dst[0] |= 1L;
        boolean cp = (flags & 1) != 0;
        if (cp && !checkpoints) throw new IllegalStateException("a checkpoint in a game the packer thought had none");
        if (cp) dst[0] |= 2L;
        long bit = 2;
        bit = encodeGrid(sessionPack, 2, dst, bit);
        if (cp) encodeGrid(sessionPack, 2 + cells * stride, dst, bit);
    }

    private long encodeGrid(long[] src, int from, long[] dst, long bit) {
        if (byteCode != null) {
            long[][] t = byteCode;
            int bytes = t.length;
            for (int c = 0; c < cells; c++, bit += cellBits) {
                long x = src[from + c], cell = 0;
                for (int k = 0; k < bytes; k++, x >>>= 8) cell |= t[k][(int) (x & 255)];
                put(dst, bit, cellBits, cell);
            }
            return bit;
        }
        long[] codes = code;
        for (int c = 0; c < cells; c++) {
            long cell = 0;
            int base = from + c * stride;
            for (int w = 0; w < stride; w++) {
                long x = src[base + w];
                while (x != 0) {
                    cell |= codes[w * 64 + Long.numberOfTrailingZeros(x)];
                    x &= x - 1;
                }
            }
            put(dst, bit, cellBits, cell);
            bit += cellBits;
        }
        return bit;
    }

    /** The interpreter's format of a packed state (for {@code Session.restore}). */
    long[] decode(long[] packed) {
        boolean cp = (packed[0] & 2) != 0;
        long[] out = new long[2 + cells * stride * (cp ? 2 : 1)];
        out[0] = entry;
        out[1] = (cp ? 1 : 0) | ((packed[0] & 1) != 0 ? 2 : 0);
        long bit = decodeGrid(packed, 2, out, 2);
        if (cp) decodeGrid(packed, bit, out, 2 + cells * stride);
        return out;
    }

    /** The one-long bitset of a cell code (ranks past a layer's objects, never encoded, give nothing). */
    private long cellOfCode(long code) {
        long cell = 0;
        for (int l = 0; l < layerBits.length; l++) {
            int r = (int) ((code >>> layerShift[l]) & ((1L << layerBits[l]) - 1));
            if (r != 0 && r < byRank[l].length) cell |= 1L << byRank[l][r];
        }
        return cell;
    }

    private long decodeGrid(long[] src, long bit, long[] out, int to) {
        if (cellOf != null) {
            for (int c = 0; c < cells; c++, bit += cellBits) out[to + c] = cellOf[(int) get(src, bit, cellBits)];
            return bit;
        }
        for (int c = 0; c < cells; c++) {
            long code = get(src, bit, cellBits);
            bit += cellBits;
            int base = to + c * stride;
            for (int l = 0; l < layerBits.length; l++) {
                int r = (int) ((code >>> layerShift[l]) & ((1L << layerBits[l]) - 1));
                if (r == 0) continue;
                int o = byRank[l][r];
                out[base + (o >>> 6)] |= 1L << (o & 63);
            }
        }
        return bit;
    }

    /** The code of a cell of the (current) grid of a packed state: per layer, its object's rank. */
    long cellCode(long[] packed, int cell) {
        return get(packed, 2 + (long) cell * cellBits, cellBits);
    }

    /** The object a cell code holds on a layer, or -1. */
    int objectOn(long cellCode, int layer) {
        int r = (int) ((cellCode >>> layerShift[layer]) & ((1L << layerBits[layer]) - 1));
        return r == 0 || r >= byRank[layer].length ? -1 : byRank[layer][r];
    }

    static boolean won(long[] packed) {
        return (packed[0] & 1) != 0;
    }

    private static void put(long[] a, long bit, int n, long v) {
        if (n == 0) return;
        int w = (int) (bit >>> 6), s = (int) (bit & 63);
        a[w] |= v << s;
        if (s + n > 64) a[w + 1] |= v >>> (64 - s);
    }

    private static long get(long[] a, long bit, int n) {
        if (n == 0) return 0;
        int w = (int) (bit >>> 6), s = (int) (bit & 63);
        long v = a[w] >>> s;
        if (s + n > 64) v |= a[w + 1] << (64 - s);
        return n == 64 ? v : v & ((1L << n) - 1);
    }
}

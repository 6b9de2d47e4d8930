package puzzlelab.puzzles.fifteen;

/**
 * Builds a ranked additive pattern database: for every placement of the group's tiles, the fewest moves of those
 * tiles (other tiles move for free) that bring them home, blank anywhere. A backward 0-1 BFS over (placement, blank
 * cell) in cost layers, each layer a bitset; a placement's blank cells are one chunk of bits (16 bits on boards of
 * up to 16 cells, as the 15-puzzle always had; 32 bits on boards of up to 32 cells, the 24-puzzle), so the blank's
 * free region is flooded with bit operations.
 *
 * <pre>
 * layer = {(goal placement, blank on cell 0)}
 * for d = 0, 1, ...:
 *   for (p, b) in layer, not yet seen:
 *     R = cells reachable by the blank from b without moving a group tile;  seen(p, R)
 *     table[p] = d if p is new
 *     for each group tile on c next to a cell r of R: next += (p with the tile on r, blank on c)
 *   layer = next − seen
 * </pre>
 * Memory: three bitsets of size·width bits (about 1 GB each for 8 tiles of 16 cells, 510 MB each for 6 tiles of 25
 * cells) and a byte per placement.
 */
final class LayeredPdbBuilder {
    private final int cells;
    private final int[] neighbours;   // cell → mask of adjacent cells
    private final PlacementRank ranks;
    private final int width;          // bits per placement's chunk: 16 or 32
    private final int perWord;        // chunks per long
    private final long chunkMask;

    LayeredPdbBuilder(int rows, int cols, int k) {
        this(rows, cols, k, chunkWidth(rows * cols));
    }

    /** With a chosen chunk width (16 or 32, at least the cells): tests build small boards with 32-bit chunks too. */
    LayeredPdbBuilder(int rows, int cols, int k, int width) {
        if ((width != 16 && width != 32) || rows * cols > width)
            throw new IllegalArgumentException("chunk width " + width + " for " + rows * cols + " cells");
        this.cells = rows * cols;
        this.width = width;
        this.perWord = 64 / width;
        this.chunkMask = (1L << width) - 1;
        this.ranks = new PlacementRank(cells, k);
        this.neighbours = new int[cells];
        SlidingBoard b = new SlidingBoard(rows, cols);
        for (int c = 0; c < cells; c++)
            for (int m = 0; m < 4; m++) if (b.target(c, m) >= 0) neighbours[c] |= 1 << b.target(c, m);
    }

    /** The table of the group's tiles (goal: tile t on cell t, blank on cell 0), indexed by {@link PlacementRank}. */
    byte[] build(int[] tiles) {
        int k = tiles.length;
        int size = ranks.size;
        long[] seen = new long[words(size, width)];
        long[] layer = new long[seen.length];
        long[] next = new long[seen.length];
        byte[] table = new byte[size];
        java.util.Arrays.fill(table, (byte) -1);
        int goal = ranks.rank(tiles);
        setBit(layer, (long) goal * width);
        int[] cell = new int[k];
        int all = cells == 32 ? -1 : (1 << cells) - 1;
        for (int d = 0; ; d++) {
            boolean any = false;
            for (int w = 0; w < layer.length; w++) {
                long word = layer[w];
                if (word == 0) continue;
                any = true;
                for (int q = 0; q < perWord; q++) {
                    int p = w * perWord + q;
                    int sh = q * width;
                    int pending = (int) ((word & ~seen[w]) >>> sh & chunkMask);
                    if (pending == 0) continue;
                    if ((seen[w] >>> sh & chunkMask) == 0) table[p] = (byte) d;
                    ranks.unrank(p, cell);
                    int occupied = 0;
                    for (int j = 0; j < k; j++) occupied |= 1 << cell[j];
                    int free = all & ~occupied;
                    while (pending != 0) {
                        int region = flood(pending & -pending, free);
                        pending &= ~region;
                        seen[w] |= ((long) region & chunkMask) << sh;
                        for (int j = 0; j < k; j++) {
                            int from = cell[j];
                            int into = neighbours[from] & region;
                            while (into != 0) {
                                int to = Integer.numberOfTrailingZeros(into);
                                into &= into - 1;
                                cell[j] = to;
                                setBit(next, (long) ranks.rank(cell) * width + from);
                            }
                            cell[j] = from;
                        }
                    }
                }
            }
            if (!any) return table;
            for (int w = 0; w < next.length; w++) {
                layer[w] = next[w] & ~seen[w];
                next[w] = 0;
            }
        }
    }

    /** Heap for the three bitsets and the table of a board of {@code cells} cells, plus a tenth for the rest. */
    static long bytesNeeded(int size, int cells) {
        return (long) (((long) words(size, chunkWidth(cells)) * 8 * 3 + size) * 1.1);
    }

    /** Bits per placement in a layer: one per cell, rounded up to 16 or 32. */
    static int chunkWidth(int cells) {
        if (cells > 32) throw new IllegalArgumentException("the layered builder handles boards of at most 32 cells");
        return cells <= 16 ? 16 : 32;
    }

    /** The cells the blank reaches from {@code start} through {@code free} cells. */
    private int flood(int start, int free) {
        int region = start;
        while (true) {
            int grown = region;
            for (int r = region; r != 0; r &= r - 1) grown |= neighbours[Integer.numberOfTrailingZeros(r)];
            grown &= free;
            if (grown == region) return region;
            region = grown;
        }
    }

    private static int words(int size, int width) {
        long w = ((long) size * width + 63) / 64;
        if (w > Integer.MAX_VALUE - 8) throw new IllegalArgumentException(size + " placements do not fit in a bitset");
        return (int) w;
    }

    private static void setBit(long[] bits, long i) {
        bits[(int) (i >>> 6)] |= 1L << i;
    }
}

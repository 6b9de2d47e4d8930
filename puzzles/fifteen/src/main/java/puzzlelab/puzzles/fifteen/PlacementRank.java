package puzzlelab.puzzles.fifteen;

/**
 * Ranks the placement of k distinct tiles on n cells (a partial permutation) densely in [0, n·(n−1)·…·(n−k+1)).
 *
 * <pre>
 * rank = 0; used = {}
 * for j in 0..k-1: digit = cell[j] − |{used cells below cell[j]}|   (in [0, n−j))
 *                  rank = rank·(n−j) + digit; used += cell[j]
 * </pre>
 */
final class PlacementRank {
    final int cells;
    final int k;
    final int size;

    PlacementRank(int cells, int k) {
        if (cells > 32) throw new IllegalArgumentException("at most 32 cells");
        this.cells = cells;
        this.k = k;
        long s = 1;
        for (int j = 0; j < k; j++) s *= cells - j;
        if (s > Integer.MAX_VALUE) throw new IllegalArgumentException(s + " placements do not fit in an int");
        this.size = (int) s;
    }

    /** The rank of the placement with tile j of the group on {@code cellOfGroupTile[j]}. */
    int rank(int[] cellOfGroupTile) {
        int rank = 0;
        int used = 0;
        for (int j = 0; j < k; j++) {
            int c = cellOfGroupTile[j];
            rank = rank * (cells - j) + (c - Integer.bitCount(used & ((1 << c) - 1)));
            used |= 1 << c;
        }
        return rank;
    }

    /** Writes the cells of the placement with this rank into {@code cellOfGroupTile}. */
    void unrank(int rank, int[] cellOfGroupTile) {
        for (int j = k - 1; j >= 0; j--) {   // the digits first, in place
            int radix = cells - j;
            cellOfGroupTile[j] = rank % radix;
            rank /= radix;
        }
        int used = 0;
        for (int j = 0; j < k; j++) {
            int free = ~used;
            for (int d = cellOfGroupTile[j]; d > 0; d--) free &= free - 1;   // drop the lowest free cells
            int c = Integer.numberOfTrailingZeros(free);
            cellOfGroupTile[j] = c;
            used |= 1 << c;
        }
    }
}

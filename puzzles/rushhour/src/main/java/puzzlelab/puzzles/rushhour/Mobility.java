package puzzlelab.puzzles.rushhour;

/**
 * A decoded one-word position that follows a stream of keys incrementally, for boards with at most 64 movable
 * vehicles: positions, row/column occupancy, and every movable vehicle's free run behind and ahead, with a bit
 * mask of the vehicles that can move at all. Switching to another key re-places only the vehicles of lane groups
 * whose fields differ, and recomputes the runs only of vehicles whose lane holds a changed cell (consecutive
 * states of a BFS layer are mostly siblings, two groups apart), so an expansion visits the mobile vehicles only.
 */
final class Mobility {
    final Packed pk;
    final int[] pos;
    final int[] rows;
    final int[] cols;
    /** Free run behind / ahead, indexed by movable index (position in {@link Packed#movable}). */
    final int[] back;
    final int[] ahead;
    /** Bit i set = movable vehicle i has a move. */
    long mobile;
    long key;
    private final long[] hInRow;   // movable indices of horizontal vehicles per row
    private final long[] vInCol;   // movable indices of vertical vehicles per column
    private final int[] mIndex;    // vehicle -> movable index
    private final long[] tmp = new long[1];

    static boolean fits(Packed pk) {
        return pk.words == 1 && pk.movable.length <= 64;
    }

    Mobility(Packed pk) {
        this.pk = pk;
        pos = new int[pk.count];
        rows = new int[pk.n];
        cols = new int[pk.n];
        back = new int[pk.movable.length];
        ahead = new int[pk.movable.length];
        hInRow = new long[pk.n];
        vInCol = new long[pk.n];
        mIndex = new int[pk.count];
        for (int i = 0; i < pk.movable.length; i++) {
            int v = pk.movable[i];
            mIndex[v] = i;
            if (pk.horizontal[v]) hInRow[pk.lane[v]] |= 1L << i;
            else vInCol[pk.lane[v]] |= 1L << i;
        }
    }

    void reset(long k) {
        key = k;
        tmp[0] = k;
        pk.decode(tmp, pos);
        pk.occupancy(pos, rows, cols);
        mobile = 0;
        for (int i = 0; i < pk.movable.length; i++) runs(i);
    }

    private void runs(int i) {
        int v = pk.movable[i];
        int b = pk.behind(v, pos[v], rows, cols);
        int a = pk.ahead(v, pos[v], rows, cols);
        back[i] = b;
        ahead[i] = a;
        if ((a | b) != 0) mobile |= 1L << i;
        else mobile &= ~(1L << i);
    }

    void moveTo(long to) {
        long x = key ^ to;
        if (x == 0) return;
        Packed pk = this.pk;
        int dirtyRows = 0;
        int dirtyCols = 0;
        for (int g = 0; g < pk.groups; g++) {
            if (((x >>> pk.gShift[g]) & pk.gMask[g]) == 0) continue;
            for (int v : pk.members[g]) {
                pk.remove(v, pos[v], rows, cols);
                int span = (1 << pk.length[v]) - 1;
                if (pk.horizontal[v]) {
                    dirtyRows |= 1 << pk.lane[v];
                    dirtyCols |= span << pos[v];
                } else {
                    dirtyCols |= 1 << pk.lane[v];
                    dirtyRows |= span << pos[v];
                }
            }
        }
        for (int g = 0; g < pk.groups; g++) {
            int sh = pk.gShift[g];
            if (((x >>> sh) & pk.gMask[g]) == 0) continue;
            int[] m = pk.members[g];
            int k = m.length;
            int base = (int) ((to >>> sh) & pk.gMask[g]) * k;
            int[] table = pk.gPos[g];
            for (int i = 0; i < k; i++) {
                int v = m[i];
                int p = table[base + i];
                pos[v] = p;
                pk.place(v, p, rows, cols);
                int span = (1 << pk.length[v]) - 1;
                if (pk.horizontal[v]) dirtyCols |= span << p;
                else dirtyRows |= span << p;
            }
        }
        key = to;
        long affected = 0;
        for (int r = dirtyRows; r != 0; r &= r - 1) affected |= hInRow[Integer.numberOfTrailingZeros(r)];
        for (int c = dirtyCols; c != 0; c &= c - 1) affected |= vInCol[Integer.numberOfTrailingZeros(c)];
        for (long a = affected; a != 0; a &= a - 1) runs(Long.numberOfTrailingZeros(a));
    }
}

package puzzlelab.puzzles.fifteen;

/**
 * IDA* with ranked additive pattern databases ({@link AdditivePdb}, e.g. {@code pdb-6666} on the 24-puzzle),
 * specialised like {@link TileIdaStar}: the same search as the generic {@link puzzlelab.engine.algo.IdaStar} on a
 * {@link PdbCursor}, node for node (operator order U L R D, same counting, the first goal of the last iteration).
 * <ul>
 *   <li>operator tables per (blank cell, previous move) without the parent's inverse: the parent is never generated;</li>
 *   <li>the board (cell → tile) and every group's rank and cells are changed in place and restored on the way back;
 *       a move changes one group's placement on each side (the moving tile's group on the board, the group of its
 *       mirror tile on the mirrored board), whose rank is updated from the old one (one multiplication for a move
 *       along the side's rows, a few more for the group's tiles passed over by a move across them), then two table
 *       reads;</li>
 *   <li>the sums per side are passed down the recursion as primitive arguments; no virtual call, no allocation.</li>
 * </ul>
 * The groups must cover every tile, so that h = 0 only on the goal.
 */
final class PdbIdaStar extends ResumableIda {
    private final String heuristicName;
    private final int[] opsDir;
    private final int[] opsCount;
    private final int[] opsCell;
    private final boolean reflect;
    private final int[] mirror;       // cell → mirrored cell
    private final int[] tiles;        // cell → tile, changed in place
    private final int cells;
    private final byte[][] table;     // slot (side*groups + g) → the group's table
    private final int[] rank;         // slot → rank of the group's placement (side 1: on the mirrored board)
    private final int[] mask;         // slot → cells of the group's tiles, as bits
    private final int[] indexAt;      // slot*cells + cell → index in the group of the tile there (where mask has it)
    private final int[] weight;       // slot<<4 | j → weight of digit j in the rank: (n−j−1)(n−j−2)…(n−k+1)
    private final int[] between;      // a*cells + b → the cells strictly between a and b, as bits
    private final int[] value;        // slot → current table value
    private final int[] slot0;        // tile → its slot on the board
    private final int[] pos0;         // tile → its index in that group
    private final int[] slot1;        // tile → slot of the group holding its mirror tile, on the mirrored board
    private final int[] pos1;
    private final int rootBlank;
    private final int rootH;
    private final int rootH0;
    private final int rootH1;

    PdbIdaStar(SlidingBoard b, int[] start, AdditivePdb pdb, String heuristicName) {
        this.heuristicName = heuristicName;
        Operators ops = new Operators(b);
        opsDir = ops.dir;
        opsCount = ops.count;
        opsCell = ops.cell;
        reflect = pdb.reflect;
        mirror = pdb.mirrorCell;
        tiles = start.clone();
        int n = pdb.groups.length;
        int sides = reflect ? 2 : 1;
        cells = b.cells;
        table = new byte[sides * n][];
        rank = new int[sides * n];
        mask = new int[sides * n];
        indexAt = new int[sides * n * cells];
        weight = new int[sides * n << 4];
        value = new int[sides * n];
        between = new int[cells * cells];
        for (int a = 0; a < cells; a++)
            for (int c = 0; c < cells; c++)
                between[a * cells + c] = Math.abs(a - c) < 2 ? 0 : ((1 << Math.max(a, c)) - 1) & ~((2 << Math.min(a, c)) - 1);
        slot0 = new int[b.cells];
        pos0 = new int[b.cells];
        slot1 = new int[b.cells];
        pos1 = new int[b.cells];
        java.util.Arrays.fill(slot0, -1);
        int[] cellOf = new int[b.cells];
        int blank = 0;
        for (int i = 0; i < b.cells; i++) {
            cellOf[tiles[i]] = i;
            if (tiles[i] == 0) blank = i;
        }
        int[] sum = new int[2];
        for (int side = 0; side < sides; side++) {
            for (int g = 0; g < n; g++) {
                int[] group = pdb.groups[g].tiles;
                if (group.length > 16) throw new IllegalArgumentException("groups of at most 16 tiles");
                int slot = side * n + g;
                int[] placement = new int[group.length];
                table[slot] = pdb.groups[g].table;
                for (int j = 0; j < group.length; j++) {
                    int t = group[j];
                    int real = side == 0 ? t : mirror[t];   // the mirrored board's tile t is the board's tile mirror(t)
                    placement[j] = side == 0 ? cellOf[t] : mirror[cellOf[real]];
                    mask[slot] |= 1 << placement[j];
                    indexAt[slot * cells + placement[j]] = j;
                    (side == 0 ? slot0 : slot1)[real] = slot;
                    (side == 0 ? pos0 : pos1)[real] = j;
                    int w = 1;
                    for (int i = j + 1; i < group.length; i++) w *= cells - i;
                    weight[slot << 4 | j] = w;
                }
                rank[slot] = pdb.groups[g].ranks.rank(placement);
                value[slot] = table[slot][rank[slot]];
                sum[side] += value[slot];
            }
        }
        for (int t = 1; t < b.cells; t++)
            if (slot0[t] < 0) throw new IllegalArgumentException("tile " + t + " is in no group of the pattern databases");
        rootBlank = blank;
        rootH0 = sum[0];
        rootH1 = reflect ? sum[1] : 0;
        rootH = Math.max(rootH0, rootH1);
    }

    @Override public String heuristic() { return heuristicName; }
    @Override int rootH() { return rootH; }
    @Override int searchRoot() { return dfs(rootBlank, rootH0, rootH1, rootBlank * 5, 0); }

    /**
     * The subtree under a node of depth {@code g}, blank on {@code from}, sums {@code h0} (board) and {@code h1}
     * (mirrored board), whose operators are the {@code k}-th list: DONE, FOUND or PAUSED.
     */
    private int dfs(int from, int h0, int h1, int k, int g) {
        final int base = k << 2;
        final int cnt = opsCount[k];
        final int mFrom = mirror[from];
        int i = 0;
        boolean walking = false;   // re-entering the child the last step paused in: counted then
        if (resume > g) {
            i = next[g];
            walking = true;
        } else if (resume == g) {
            resume = -1;
        }
        for (; i < cnt; i++) {
            int m = opsDir[base + i];
            int to = opsCell[from << 2 | m];
            int tile = tiles[to];
            int s0 = slot0[tile];
            int j0 = pos0[tile];
            int r0 = moved(s0, j0, to, from);
            int v0 = table[s0][r0];
            int n0 = h0 + v0 - value[s0];
            int hv = n0;
            int s1 = 0;
            int j1 = 0;
            int r1 = 0;
            int v1 = 0;
            int n1 = 0;
            int mTo = 0;
            if (reflect) {
                s1 = slot1[tile];
                j1 = pos1[tile];
                mTo = mirror[to];
                r1 = moved(s1, j1, mTo, mFrom);
                v1 = table[s1][r1];
                n1 = h1 + v1 - value[s1];
                if (n1 > hv) hv = n1;
            }
            if (!walking) {
                generated++;
                int f = g + 1 + hv;
                if (f > bound) {
                    if (f < nextBound) nextBound = f;
                    continue;
                }
                if (hv == 0) {   // every group home, and the groups cover every tile
                    path[g] = m;
                    length = g + 1;
                    return FOUND;
                }
                if (g >= deepest) deepest = g + 1;
                if (--left == 0) {   // the step's budget is spent: pause on entering this child
                    next[g] = i;
                    resume = g + 1;
                    return PAUSED;
                }
            }
            walking = false;
            tiles[from] = tile;
            tiles[to] = 0;
            int old0 = value[s0];
            int oldR0 = rank[s0];
            value[s0] = v0;
            move(s0, j0, to, from, r0);
            int old1 = 0;
            int oldR1 = 0;
            if (reflect) {
                old1 = value[s1];
                oldR1 = rank[s1];
                value[s1] = v1;
                move(s1, j1, mTo, mFrom, r1);
            }
            int r = dfs(to, n0, n1, to * 5 + m + 1, g + 1);
            tiles[to] = tile;
            tiles[from] = 0;
            value[s0] = old0;
            move(s0, j0, from, to, oldR0);
            if (reflect) {
                value[s1] = old1;
                move(s1, j1, mFrom, mTo, oldR1);
            }
            if (r != DONE) {
                if (r == FOUND) path[g] = m;
                else next[g] = i;
                return r;
            }
        }
        return DONE;
    }

    /**
     * The rank of the slot's placement once its tile {@code j} moves from cell {@code a} to the free cell {@code b}, from
     * the current rank ({@link PlacementRank}: digit j = cell − earlier tiles on lower cells, weighted by
     * {@link #weight}): digit j changes by b − a less the earlier tiles between a and b, and each later tile between
     * them gains or loses one (a sideways move has none between).
     */
    private int moved(int slot, int j, int a, int b) {
        int w = weight[slot << 4 | j];
        int d = (b - a) * w;
        int bt = mask[slot] & between[a * cells + b];
        if (bt != 0) {
            int sign = b > a ? 1 : -1;
            int at = slot * cells;
            do {
                int i = indexAt[at + Integer.numberOfTrailingZeros(bt)];
                bt &= bt - 1;
                d += i < j ? -sign * w : sign * weight[slot << 4 | i];
            } while (bt != 0);
        }
        return rank[slot] + d;
    }

    /** Moves the slot's tile {@code j} from cell {@code a} to cell {@code b}, its rank becoming {@code r}. */
    private void move(int slot, int j, int a, int b, int r) {
        mask[slot] ^= 1 << a | 1 << b;
        indexAt[slot * cells + b] = j;
        rank[slot] = r;
    }
}

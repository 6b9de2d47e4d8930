package puzzlelab.puzzles.fifteen;

import java.util.Arrays;
import puzzlelab.engine.Cursor;

/**
 * In-place sliding-tile position whose h is an {@link AdditivePdb}, kept incrementally: a moving tile changes the
 * placement of its own group only (and, with reflection, of the group holding its mirror tile), so one group is
 * re-ranked per side.
 */
final class PdbCursor implements Cursor {
    private final SlidingBoard b;
    private final int[] tiles;
    private final int[] target;        // cell*4 + move → cell, or -1
    private final RankedPdb[] groups;
    private final int[][] placement;   // side*groups + g → cells of the group's tiles (side 1: mirrored board)
    private final int[] value;         // side*groups + g → current table value
    private final int[] slotOf;        // side*cells + tile → (side*groups + g) << 4 | position in the group, or -1
    private final int[] mirror;
    private final int sides;
    private final int[] sum = new int[2];
    private int blank;

    PdbCursor(SlidingBoard b, int[] start, AdditivePdb pdb) {
        this.b = b;
        this.tiles = start.clone();
        this.groups = pdb.groups;
        this.mirror = pdb.mirrorCell;
        this.sides = pdb.reflect ? 2 : 1;
        this.target = b.targets();
        for (int i = 0; i < tiles.length; i++) if (tiles[i] == 0) blank = i;
        int n = groups.length;
        placement = new int[sides * n][];
        value = new int[sides * n];
        slotOf = new int[sides * b.cells];
        Arrays.fill(slotOf, -1);
        int[] cellOf = new int[b.cells];
        for (int i = 0; i < b.cells; i++) cellOf[tiles[i]] = i;
        for (int side = 0; side < sides; side++) {
            for (int g = 0; g < n; g++) {
                int[] group = groups[g].tiles;
                int slot = side * n + g;
                placement[slot] = new int[group.length];
                for (int j = 0; j < group.length; j++) {
                    int t = group[j];
                    // side 1 looks up the mirrored board: its tile t sits on the mirror of the cell of tile mirror(t)
                    int real = side == 0 ? t : mirror[t];
                    placement[slot][j] = side == 0 ? cellOf[t] : mirror[cellOf[real]];
                    slotOf[side * b.cells + real] = slot << 4 | j;
                }
                value[slot] = groups[g].table[groups[g].ranks.rank(placement[slot])];
                sum[side] += value[slot];
            }
        }
    }

    @Override public int maxMoves() { return 4; }
    @Override public int words() { return b.words; }

    @Override
    public int moves(int[] buf) {
        return SlidingBoard.legalMoves(target, blank, buf);
    }

    @Override
    public int apply(int m) {
        slide(target[blank * 4 + m]);
        return 1;
    }

    @Override
    public void undo(int m) {
        slide(target[blank * 4 + 3 - m]);
    }

    /** Moves the tile on cell {@code from} into the blank. */
    private void slide(int from) {
        int tile = tiles[from];
        int to = blank;
        tiles[to] = tile;
        tiles[from] = 0;
        blank = from;
        for (int side = 0; side < sides; side++) {
            int s = slotOf[side * b.cells + tile];
            if (s < 0) continue;
            int slot = s >>> 4;
            placement[slot][s & 15] = side == 0 ? to : mirror[to];
            RankedPdb g = groups[slot % groups.length];
            int v = g.table[g.ranks.rank(placement[slot])];
            sum[side] += v - value[slot];
            value[slot] = v;
        }
    }

    @Override public boolean isGoal() {
        if (h() != 0) return false;
        for (int i = 0; i < tiles.length; i++) if (tiles[i] != i) return false;
        return true;
    }

    @Override public int h() { return Math.max(sum[0], sum[1]); }

    @Override
    public void key(long[] dst) {
        long[] k = b.pack(tiles);
        System.arraycopy(k, 0, dst, 0, k.length);
    }

    @Override public boolean prune(int previous, int move) { return move == 3 - previous; }
}

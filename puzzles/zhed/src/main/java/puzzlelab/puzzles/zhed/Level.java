package puzzlelab.puzzles.zhed;

import java.util.Arrays;

/**
 * An immutable ZHED level: a W×H board with number tiles, goal cells and optional pre-filled cells.
 *
 * <p>Cells are numbered {@code y * width + x} (x = column, y = row, both from 0 at the top left, as in the IART
 * file format). Tiles are numbered in row-major order of their cells, so tile numbers and move codes do not depend
 * on the order of lines in a file. A move code is {@code tile * 4 + direction} with directions U D L R = 0 1 2 3.
 *
 * <p>At most 64 tiles (the used-tile set is one {@code long}); the 100 game levels have at most 41.
 */
public final class Level {
    public static final int UP = 0, DOWN = 1, LEFT = 2, RIGHT = 3;
    public static final String DIRS = "UDLR";
    public static final int MAX_TILES = 64;
    static final int[] DX = {0, 0, -1, 1};
    static final int[] DY = {-1, 1, 0, 0};

    public final int width;
    public final int height;
    public final int cells;
    /** Bitset words needed for one set of cells. */
    public final int cellWords;
    private final int[] tileCell;
    private final int[] tileValue;
    private final int[] tileAt;         // cell -> tile index or -1
    private final boolean[] goal;
    private final int[] goals;
    private final boolean[] prefilled;
    /** rays[tile * 4 + dir] = the cells from the tile's neighbour to the board edge in that direction. */
    private final int[][] rays;
    /** Tiles (as bit masks) in each row and each column. */
    private final long[] rowTiles;
    private final long[] colTiles;
    private final long[] initial;
    private final byte[][] rayIndex;

    public Level(int width, int height, int[] tileCells, int[] tileValues, int[] goalCells, int[] prefilledCells) {
        if (width < 1 || height < 1) throw new IllegalArgumentException("board must be at least 1x1");
        if (tileCells.length > MAX_TILES) throw new IllegalArgumentException("at most " + MAX_TILES + " tiles");
        this.width = width;
        this.height = height;
        this.cells = width * height;
        this.cellWords = (cells + 63) >>> 6;
        int n = tileCells.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> Integer.compare(tileCells[a], tileCells[b]));
        tileCell = new int[n];
        tileValue = new int[n];
        for (int i = 0; i < n; i++) {
            tileCell[i] = tileCells[order[i]];
            tileValue[i] = tileValues[order[i]];
        }
        tileAt = new int[cells];
        Arrays.fill(tileAt, -1);
        for (int i = 0; i < n; i++) tileAt[tileCell[i]] = i;
        goal = new boolean[cells];
        for (int g : goalCells) goal[g] = true;
        goals = goalCells.clone();
        Arrays.sort(goals);
        prefilled = new boolean[cells];
        for (int p : prefilledCells) prefilled[p] = true;
        rays = new int[n * 4][];
        for (int t = 0; t < n; t++) {
            for (int d = 0; d < 4; d++) rays[t * 4 + d] = ray(tileCell[t], d);
        }
        initial = new long[cellWords];
        for (int c : tileCell) initial[c >>> 6] |= 1L << c;
        for (int c = 0; c < cells; c++) if (prefilled[c]) initial[c >>> 6] |= 1L << c;
        rayIndex = new byte[n * 4][cells];
        for (int m = 0; m < n * 4; m++) {
            java.util.Arrays.fill(rayIndex[m], (byte) -1);
            for (int i = 0; i < rays[m].length; i++) rayIndex[m][rays[m][i]] = (byte) i;
        }
        rowTiles = new long[height];
        colTiles = new long[width];
        for (int t = 0; t < n; t++) {
            rowTiles[y(tileCell[t])] |= 1L << t;
            colTiles[x(tileCell[t])] |= 1L << t;
        }
    }

    private int[] ray(int from, int d) {
        int x = x(from) + DX[d];
        int y = y(from) + DY[d];
        int len = 0;
        for (int xx = x, yy = y; xx >= 0 && yy >= 0 && xx < width && yy < height; xx += DX[d], yy += DY[d]) len++;
        int[] r = new int[len];
        for (int i = 0; i < len; i++) r[i] = (y + i * DY[d]) * width + x + i * DX[d];
        return r;
    }

    public int x(int cell) { return cell % width; }
    public int y(int cell) { return cell / width; }
    public int cell(int x, int y) { return y * width + x; }
    public boolean onBoard(int x, int y) { return x >= 0 && y >= 0 && x < width && y < height; }

    public int tiles() { return tileCell.length; }
    public int tileCell(int t) { return tileCell[t]; }
    public int tileValue(int t) { return tileValue[t]; }
    /** Tile index at a cell, or -1. */
    public int tileAt(int cell) { return tileAt[cell]; }
    public boolean isGoal(int cell) { return goal[cell]; }
    public int[] goals() { return goals.clone(); }
    public int goalCount() { return goals.length; }
    public int goal(int i) { return goals[i]; }
    public boolean isPrefilled(int cell) { return prefilled[cell]; }
    /** The cells walked by a move, in order, up to the board edge. Shared array: do not modify. */
    int[] ray(int move) { return rays[move]; }
    long rowTiles(int y) { return rowTiles[y]; }
    long colTiles(int x) { return colTiles[x]; }
    /** Mask of all tiles. */
    public long allTiles() { return tiles() == 64 ? -1L : (1L << tiles()) - 1; }

    public static int move(int tile, int dir) { return tile * 4 + dir; }
    public static int tileOf(int move) { return move >>> 2; }
    public static int dirOf(int move) { return move & 3; }

    /** The cells filled before any move: every tile (used or not counts as filled) and the pre-filled cells. */
    public long[] initialFilled() {
        return initial.clone();
    }

    /** Copies the initial filled cells into {@code dst} (no allocation). */
    void initialFilled(long[] dst) {
        System.arraycopy(initial, 0, dst, 0, cellWords);
    }

    /** Position of the cell on the move's ray (0 = next to the tile), or -1 when the ray misses it. */
    int rayIndex(int move, int cell) {
        return rayIndex[move][cell];
    }

    public int tileSum() {
        int s = 0;
        for (int v : tileValue) s += v;
        return s;
    }
}

package puzzlelab.rushdb.core;

import puzzlelab.puzzles.input.InputException;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A lane layout: the walls, and for every row and column the cars in it (lengths, in order, each in its wall-free
 * segment). Cars never leave their lane, pass each other or cross a wall, so every state reachable from a board
 * has the board's layout, and the states of one layout are exactly the products of lane configurations whose
 * cells do not overlap. A state is one long: the configuration index of each non-empty lane in a bit field.
 */
public final class Layout {
    /** One car at a position: axis, lane (row of a horizontal car, column of a vertical one), length. */
    public record Car(boolean horizontal, int lane, int length, int pos) {
    }

    private static final ConcurrentHashMap<String, LaneTable> CACHE = new ConcurrentHashMap<>();

    final int n;
    final long walls;
    final LaneTable[] lanes;
    final int[] shift;
    final long[] mask;
    final int[] pieceBase;
    final int redLane;
    final int redCar;
    final boolean[] goal;
    /** Per configuration of the red car's lane: the cells between the red car and the exit. */
    private final long[] toExit;
    final int cars;
    /** Mixed-radix weight of each lane (the product of the configuration counts before it); dense index = Σ c·radix. */
    final long[] radix;
    /** Product of all lanes' configuration counts: the dense index range. */
    final long product;
    /**
     * Lanes in the order the state enumeration fixes them: next the lane whose cells meet the most cells the lanes
     * before it (and the walls) can cover, fewest configurations first on ties, so overlaps prune early.
     */
    final int[] order;

    /** All cells of the board. */
    final long board;
    /** Per cell, the cells of its row (column): {@link #span} looks them up instead of dividing by n. */
    private final long[] rowOfCell;
    private final long[] columnOfCell;
    private static final long[][] ROW_OF_CELL = new long[8][];
    private static final long[][] COLUMN_OF_CELL = new long[8][];

    static {
        for (int n = 1; n < ROW_OF_CELL.length; n++) {
            ROW_OF_CELL[n] = new long[n * n];
            COLUMN_OF_CELL[n] = new long[n * n];
            for (int c = 0; c < n * n; c++) {
                for (int x = 0; x < n; x++) ROW_OF_CELL[n][c] |= 1L << (c / n * n + x);
                for (int y = 0; y < n; y++) COLUMN_OF_CELL[n][c] |= 1L << (y * n + c % n);
            }
        }
    }

    /** The lane index of each row's (column's) cars, or −1 (computed on first use: only wall sweeps need them). */
    private int[] rowLane;
    private int[] colLane;

    int rowLane(int y) {
        if (rowLane == null) laneIndex();
        return rowLane[y];
    }

    int colLane(int x) {
        if (rowLane == null) laneIndex();
        return colLane[x];
    }

    private void laneIndex() {
        int[] r = new int[n];
        int[] c = new int[n];
        Arrays.fill(r, -1);
        Arrays.fill(c, -1);
        for (int i = 0; i < lanes.length; i++) (lanes[i].horizontal ? r : c)[lanes[i].lane] = i;
        colLane = c;
        rowLane = r;
    }

    Layout(int n, long walls, LaneTable[] lanes, int redLane, int redCar) {
        this.n = n;
        this.walls = walls;
        this.lanes = lanes;
        this.redLane = redLane;
        this.redCar = redCar;
        shift = new int[lanes.length];
        mask = new long[lanes.length];
        pieceBase = new int[lanes.length];
        int bits = 0;
        int c = 0;
        for (int i = 0; i < lanes.length; i++) {
            int w = 32 - Integer.numberOfLeadingZeros(Math.max(1, lanes[i].configs - 1));
            shift[i] = bits;
            mask[i] = (1L << w) - 1;
            bits += w;
            pieceBase[i] = c;
            c += lanes[i].cars;
        }
        if (bits > 63) throw new InputException(null, "a state of this layout needs " + bits + " bits (at most 63)");
        cars = c;
        radix = new long[lanes.length];
        long prod = 1;
        for (int i = 0; i < lanes.length; i++) {
            radix[i] = prod;
            prod = prod > Long.MAX_VALUE / 64 ? Long.MAX_VALUE / 64 : prod * lanes[i].configs;
        }
        product = prod;
        order = new int[lanes.length];
        boolean[] taken = new boolean[lanes.length];
        long reached = walls;
        for (int k = 0; k < lanes.length; k++) {
            int best = -1;
            int bestHit = -1;
            for (int i = 0; i < lanes.length; i++) {
                if (taken[i]) continue;
                int hit = Long.bitCount(lanes[i].reach & reached);
                if (hit > bestHit || (hit == bestHit && lanes[i].configs < lanes[best].configs)) {
                    best = i;
                    bestHit = hit;
                }
            }
            taken[best] = true;
            order[k] = best;
            reached |= lanes[best].reach;
        }
        board = n * n == 64 ? -1L : (1L << n * n) - 1;
        rowOfCell = ROW_OF_CELL[n];
        columnOfCell = COLUMN_OF_CELL[n];
        LaneTable r = lanes[redLane];
        goal = new boolean[r.configs];
        toExit = new long[r.configs];
        for (int g = 0; g < r.configs; g++) {
            int p = r.position(g, redCar);
            goal[g] = p == n - 2;
            for (int x = p + r.lens[redCar]; x < n; x++) toExit[g] |= 1L << (exitRow(n) * n + x);
        }
    }

    /**
     * Whether a piece other than the red car provably never matters, so no cluster of this layout is minimal:
     * lanes whose cells (in any configuration) never meet the red car's group of lanes form a sub-puzzle of their
     * own that an optimal solution never touches, and a wall that no car ever touches blocks nothing. In
     * both cases removing that piece leaves every optimum unchanged (Fogleman's minimality fails).
     */
    boolean hasIdlePiece() {
        if (idle == 0) idle = findIdlePiece() ? (byte) 2 : 1;   // asked by the family order and by the sweep
        return idle == 2;
    }

    /** {@link #hasIdlePiece()}: 0 not known yet, 1 no, 2 yes (a benign race: every thread computes the same). */
    private byte idle;

    private boolean findIdlePiece() {
        long group = lanes[redLane].reach;
        int joined = 1;
        boolean grew = true;
        boolean[] in = new boolean[lanes.length];
        in[redLane] = true;
        while (grew) {
            grew = false;
            for (int i = 0; i < lanes.length; i++) {
                if (in[i] || (lanes[i].reach & group) == 0) continue;
                in[i] = true;
                group |= lanes[i].reach;
                joined++;
                grew = true;
            }
        }
        if (joined < lanes.length) return true;
        for (long w = walls; w != 0; w &= w - 1) if (idleWall(Long.numberOfTrailingZeros(w))) return true;
        return false;
    }

    /**
     * A wall no car ever touches along its axis — no car of its row ever covers the cells left or right of it, no
     * car of its column those above or below — blocks nothing: until a car entered its cell the board without it
     * would run exactly as with it, and no car is ever next to the cell to enter it.
     */
    private boolean idleWall(int cell) {
        int r = cell / n;
        int c = cell % n;
        long rowSides = (c > 0 ? 1L << (cell - 1) : 0) | (c < n - 1 ? 1L << (cell + 1) : 0);
        long colSides = (r > 0 ? 1L << (cell - n) : 0) | (r < n - 1 ? 1L << (cell + n) : 0);
        for (LaneTable t : lanes) {
            if (t.horizontal && t.lane == r && (t.reach & rowSides) != 0) return false;
            if (!t.horizontal && t.lane == c && (t.reach & colSides) != 0) return false;
        }
        return true;
    }

    static int exitRow(int n) {
        return (n - 1) / 2;
    }

    static LaneTable table(int n, boolean horizontal, int lane, int wallBits, int[] lens, int[] segOf) {
        String key = n + (horizontal ? "H" : "V") + lane + "/" + wallBits + Arrays.toString(lens) + Arrays.toString(segOf);
        LaneTable t = CACHE.get(key);
        if (t == null) {
            t = new LaneTable(n, horizontal, lane, wallBits, lens, segOf);
            LaneTable old = CACHE.putIfAbsent(key, t);
            if (old != null) t = old;
        }
        return t;
    }

    /** Wall positions of a row (horizontal) or column as lane bits. */
    static int laneWalls(int n, long walls, boolean horizontal, int lane) {
        int b = 0;
        for (int p = 0; p < n; p++) {
            int cell = horizontal ? lane * n + p : p * n + lane;
            if ((walls >>> cell & 1) != 0) b |= 1 << p;
        }
        return b;
    }

    /** A layout and state holding the given board; the red car is the horizontal car in the exit row. */
    public record Placed(Layout layout, long state) {
    }

    /**
     * The layout of a concrete board: n, wall cells (bitboard) and cars; exactly one car in the exit row. A board that
     * breaks that (it comes from the user: {@link FoglemanBoard#parse}) is an {@link InputException}.
     */
    public static Placed of(int n, long walls, List<Car> cars) {
        List<LaneTable> ts = new ArrayList<>();
        List<int[]> positions = new ArrayList<>();
        int redLane = -1;
        for (int h = 1; h >= 0; h--) {
            boolean horizontal = h == 1;
            for (int lane = 0; lane < n; lane++) {
                List<Car> in = new ArrayList<>();
                for (Car c : cars) if (c.horizontal() == horizontal && c.lane() == lane) in.add(c);
                if (in.isEmpty()) continue;
                in.sort((a, b) -> Integer.compare(a.pos(), b.pos()));
                int wb = laneWalls(n, walls, horizontal, lane);
                int[] lens = new int[in.size()];
                int[] seg = new int[in.size()];
                int[] pos = new int[in.size()];
                for (int i = 0; i < lens.length; i++) {
                    lens[i] = in.get(i).length();
                    pos[i] = in.get(i).pos();
                    seg[i] = LaneTable.segmentOf(n, wb, pos[i]);
                }
                if (horizontal && lane == exitRow(n)) {
                    if (in.size() != 1) throw new InputException(null, "the exit row must hold only the red car");
                    redLane = ts.size();
                }
                ts.add(table(n, horizontal, lane, wb, lens, seg));
                positions.add(pos);
            }
        }
        if (redLane < 0) throw new InputException(null, "no red car in the exit row");
        Layout l = new Layout(n, walls, ts.toArray(new LaneTable[0]), redLane, 0);
        long s = 0;
        for (int i = 0; i < ts.size(); i++) {
            int c = ts.get(i).configOf(positions.get(i));
            if (c < 0) throw new InputException(null, "cars overlap or cross a wall");
            s |= (long) c << l.shift[i];
        }
        if (Long.bitCount(l.occupied(s) & ~walls) != l.cellsOfCars())
            throw new InputException(null, "cars overlap each other or a wall");
        return new Placed(l, s);
    }

    private int cellsOfCars() {
        int t = 0;
        for (LaneTable lt : lanes) for (int len : lt.lens) t += len;
        return t;
    }

    /**
     * The cells a car covers while it slides between two states whose occupied cells are a and b (one move apart):
     * every cell of its lane from the first to the last one it covers at either end.
     */
    long span(long a, long b) {
        long d = a ^ b;
        int lo = Long.numberOfTrailingZeros(d);
        int hi = 63 - Long.numberOfLeadingZeros(d);
        long range = (2L << hi) - (1L << lo);
        return (d & ~rowOfCell[lo]) == 0 ? range : range & columnOfCell[lo];
    }

    int config(long s, int lane) {
        return (int) (s >>> shift[lane] & mask[lane]);
    }

    long occupied(long s) {
        long o = walls;
        for (int i = 0; i < lanes.length; i++) o |= lanes[i].occ[config(s, i)];
        return o;
    }

    /**
     * A lower bound on the moves from s (occupied cells o) to a goal: 0 at a goal, else the red car's own move plus
     * one for each car standing between it and the exit (each must move out of the row first).
     */
    int movesLeftAtLeast(long s, long o) {
        int c = config(s, redLane);
        return goal[c] ? 0 : 1 + Long.bitCount(o & toExit[c]);
    }

    boolean isGoal(long s) {
        return goal[config(s, redLane)];
    }

    /** Children of s into out (and the moved piece of each into piece, if not null); returns how many. */
    int expand(long s, long[] out, int[] piece) {
        long o = occupied(s);
        int k = 0;
        for (int i = 0; i < lanes.length; i++) {
            LaneTable t = lanes[i];
            int c = config(s, i);
            int sh = shift[i];
            for (int m = t.moveStart[c], end = t.moveStart[c + 1]; m < end; m++) {
                if ((t.moveSwept[m] & o) != 0) {
                    m = t.moveSkip[m] - 1;
                    continue;
                }
                if (piece != null) piece[k] = pieceBase[i] + t.moveCar[m];
                out[k++] = s + ((long) (t.moveNext[m] - c) << sh);
            }
        }
        return k;
    }

    /**
     * Children of s, whose occupied cells (walls included) are o, into out and their occupied cells into outOcc; each
     * child's dense index relative to the parent's into delta if not null. Returns how many. The sweep's inner loop:
     * carrying the occupied cells saves recomputing them from every lane.
     */
    int expand(long s, long o, long[] out, long[] outOcc, int[] delta) {
        return expand(s, o, out, outOcc, delta, -1);
    }

    /** As {@link #expand(long, long, long[], long[], int[])}, but lane {@code skip} stays put (−1: none). */
    int expand(long s, long o, long[] out, long[] outOcc, int[] delta, int skip) {
        int k = 0;
        for (int i = 0; i < lanes.length; i++) {
            if (i == skip) continue;
            LaneTable t = lanes[i];
            int c = (int) (s >>> shift[i] & mask[i]);
            int sh = shift[i];
            long here = o & ~t.occ[c];
            int at = (c << n) + t.pattern(o);
            for (int m = t.legalStart[at], end = t.legalStart[at + 1]; m < end; m++) {
                int next = t.legalNext[m];
                if (delta != null) delta[k] = (next - c) * (int) radix[i];
                outOcc[k] = here | t.occ[next];
                out[k++] = s + ((long) (next - c) << sh);
            }
        }
        return k;
    }

    /** Children of s by one-cell slides only (the steps metric) into out; returns how many. */
    int expandSteps(long s, long[] out) {
        long o = occupied(s);
        int k = 0;
        for (int i = 0; i < lanes.length; i++) {
            LaneTable t = lanes[i];
            int c = config(s, i);
            for (int m = t.moveStart[c], end = t.moveStart[c + 1]; m < end; m = t.moveSkip[m]) {
                // the first slide of each run (one car, one direction) is the one-cell slide
                if ((t.moveSwept[m] & o) == 0) out[k++] = s + ((long) (t.moveNext[m] - c) << shift[i]);
            }
        }
        return k;
    }

    /** Dense index of s (Σ configuration · radix). */
    long dense(long s) {
        long d = 0;
        for (int i = 0; i < lanes.length; i++) d += config(s, i) * radix[i];
        return d;
    }

    /** Upper bound on the number of children of any state. */
    int maxChildren() {
        int m = 0;
        for (LaneTable t : lanes) m += t.maxMoves;
        return Math.max(1, m);
    }

    /** Bitboard of the horizontal pieces (walls included, as in Fogleman's board order). */
    long hMask(long s) {
        long o = walls;
        for (int i = 0; i < lanes.length; i++) if (lanes[i].horizontal) o |= lanes[i].occ[config(s, i)];
        return o;
    }

    long vMask(long s) {
        long o = 0;
        for (int i = 0; i < lanes.length; i++) if (!lanes[i].horizontal) o |= lanes[i].occ[config(s, i)];
        return o;
    }

    /** Fogleman's board order: horizontal bitboard first, then vertical (unsigned). */
    boolean less(long a, long b) {
        int c = Long.compareUnsigned(hMask(a), hMask(b));
        if (c != 0) return c < 0;
        return Long.compareUnsigned(vMask(a), vMask(b)) < 0;
    }

    /** Number of cars, the red one included. */
    public int cars() {
        return cars;
    }

    public int wallCount() {
        return Long.bitCount(walls);
    }

    /** The cars of state s, in lane order (rows, then columns). */
    List<Car> carsAt(long s) {
        List<Car> out = new ArrayList<>();
        for (int i = 0; i < lanes.length; i++) {
            LaneTable t = lanes[i];
            int c = config(s, i);
            for (int k = 0; k < t.cars; k++) out.add(new Car(t.horizontal, t.lane, t.lens[k], t.position(c, k)));
        }
        return out;
    }

    /**
     * The board in Fogleman's notation: {@code o} empty, {@code x} wall, {@code A} the red car, then B, C, ... for
     * the horizontal cars row by row and the vertical cars column by column.
     */
    public String board(long s) {
        char[] g = new char[n * n];
        Arrays.fill(g, 'o');
        for (int c = 0; c < n * n; c++) if ((walls >>> c & 1) != 0) g[c] = 'x';
        char next = 'B';
        for (int i = 0; i < lanes.length; i++) {
            LaneTable t = lanes[i];
            int conf = config(s, i);
            for (int k = 0; k < t.cars; k++) {
                char ch = i == redLane && k == redCar ? 'A' : next++;
                long m = t.cells(t.position(conf, k), t.lens[k]);
                for (long b = m; b != 0; b &= b - 1) g[Long.numberOfTrailingZeros(b)] = ch;
            }
        }
        return new String(g);
    }

    /** The board of state s without piece {@code p} (a car index below {@link #cars()}, else wall p − cars). */
    Placed without(long s, int p) {
        List<Car> cs = carsAt(s);
        long w = walls;
        if (p < cars) {
            int red = pieceBase[redLane] + redCar;
            if (p == red) throw new IllegalArgumentException("the red car cannot be removed");
            cs.remove(p);
        } else {
            long b = walls;
            for (int k = 0; k < p - cars; k++) b &= b - 1;
            w &= ~Long.lowestOneBit(b);
        }
        return of(n, w, cs);
    }
}

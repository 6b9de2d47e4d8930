package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-instance compact state layout and move generator.
 *
 * <p><b>Key.</b> Each vehicle can only ever be in an interval of its lane: it cannot pass walls, the vehicles
 * sharing its lane, or vehicles that can never move (computed to a fixpoint: a vehicle whose interval is one cell
 * is a fixed obstacle for the crossing lanes). The movable vehicles of one lane segment form a <i>group</i>; a
 * group's configurations (the ordered, non-overlapping placements of its vehicles) are enumerated once and a state
 * stores one configuration index per group in a bit field, fields packed first-fit into 64-bit words. This is
 * the product of the lanes' configuration counts (UvA boards 1–6 fit one word, the 12×12 two); per-vehicle
 * fields would need 72–75 bits on boards 5 and 6. A move looks up the group's next configuration in a table, so
 * a child key is one table lookup and one addition.
 *
 * <p><b>Moves.</b> Occupancy is one int per row and per column (bit c+1 = cell c, bits 0 and n+1 are sentinel
 * walls), so the free run ahead of or behind a vehicle is one trailing/leading-zero count.
 */
final class Packed {
    /** Groups with more configurations than this are split into single vehicles. */
    private static final int MAX_GROUP_TABLE = 1 << 16;

    final RushBoard board;
    final int n;
    final int count;
    final int words;
    final boolean[] horizontal;
    final int[] length;
    final int[] lane;
    final int[] lo;
    final int[] hi;
    private final int[] segA;
    private final int[] segZ;
    /** Movable vehicles (hi > lo) in input order. */
    final int[] movable;
    final int[] baseRows;
    final int[] baseCols;
    final int red;
    final int goalPos;
    final int bits;
    // groups
    final int groups;
    final int[] groupOf;
    final int[] indexInGroup;
    final int[][] members;
    final int[] gWord;
    final int[] gShift;
    final long[] gMask;
    final int[] gSpan;      // 2F+1: displacements -F..F
    final int[][] gPos;     // config*k + i -> position of member i
    final int[][] gNext;    // ((config*k + i)*span + d + F) -> config after moving member i by d, or -1
    // per movable vehicle, flattened for the hot loop: field shift/mask, next-config table, base = c*vMul + vOff
    final int[] vShift;
    final long[] vMask;
    final int[] vWord;
    final int[][] vNext;
    final int[] vMul;
    final int[] vOff;

    Packed(RushBoard b) {
        this(b, null);
    }

    /**
     * The layout of a sub-puzzle in which the vehicles marked {@code frozen} never move (they act as walls, but
     * keep their index and name, so move codes mean the same as on the full board).
     */
    Packed(RushBoard b, boolean[] frozen) {
        this.board = b;
        this.n = b.n;
        this.count = b.size();
        horizontal = new boolean[count];
        length = new int[count];
        lane = new int[count];
        for (int v = 0; v < count; v++) {
            horizontal[v] = b.vehicles[v].horizontal();
            length[v] = b.vehicles[v].length();
            lane[v] = b.vehicles[v].lane();
        }
        lo = new int[count];
        hi = new int[count];
        segA = new int[count];
        segZ = new int[count];
        computeRanges(frozen);
        red = b.red;
        goalPos = b.goalPosition();
        movable = java.util.stream.IntStream.range(0, count).filter(v -> hi[v] > lo[v]).toArray();
        List<int[]> gs = makeGroups();
        groups = gs.size();
        groupOf = new int[count];
        indexInGroup = new int[count];
        java.util.Arrays.fill(groupOf, -1);
        members = new int[groups][];
        gWord = new int[groups];
        gShift = new int[groups];
        gMask = new long[groups];
        gSpan = new int[groups];
        gPos = new int[groups][];
        gNext = new int[groups][];
        List<Integer> used = new ArrayList<>();
        int total = 0;
        for (int g = 0; g < groups; g++) {
            members[g] = gs.get(g);
            for (int i = 0; i < members[g].length; i++) {
                groupOf[members[g][i]] = g;
                indexInGroup[members[g][i]] = i;
            }
            int configs = buildTables(g);
            int w = 32 - Integer.numberOfLeadingZeros(configs - 1);
            total += w;
            int k = 0;   // word 0 keeps its top bit free, so -1 is never a key (the tables' empty mark)
            while (k < used.size() && used.get(k) + w > (k == 0 ? 63 : 64)) k++;
            if (k == used.size()) used.add(0);
            gWord[g] = k;
            gShift[g] = used.get(k);
            gMask[g] = w == 64 ? -1L : (1L << w) - 1;
            used.set(k, used.get(k) + w);
        }
        bits = total;
        words = Math.max(1, used.size());
        vShift = new int[count];
        vMask = new long[count];
        vWord = new int[count];
        vNext = new int[count][];
        vMul = new int[count];
        vOff = new int[count];
        for (int v : movable) {
            int g = groupOf[v];
            vShift[v] = gShift[g];
            vMask[v] = gMask[g];
            vWord[v] = gWord[g];
            vNext[v] = gNext[g];
            vMul[v] = members[g].length * gSpan[g];
            vOff[v] = indexInGroup[v] * gSpan[g] + gSpan[g] / 2;
        }
        baseRows = new int[n];
        baseCols = new int[n];
        int sentinels = 1 | (1 << (n + 1));
        for (int i = 0; i < n; i++) {
            baseRows[i] = sentinels;
            baseCols[i] = sentinels;
        }
        for (int c = 0; c < n * n; c++) if (b.wall[c]) mark(baseRows, baseCols, c);
        for (int v = 0; v < count; v++)
            if (hi[v] == lo[v]) for (int k = 0; k < length[v]; k++) mark(baseRows, baseCols, b.cell(v, lo[v], k));
    }

    /** Movable vehicles of one axis, lane and segment, ordered along the lane; big groups split into singles. */
    private List<int[]> makeGroups() {
        java.util.Map<String, List<Integer>> byLane = new java.util.LinkedHashMap<>();
        for (int v : movable)
            byLane.computeIfAbsent((horizontal[v] ? "H" : "V") + lane[v] + ":" + segA[v], x -> new ArrayList<>()).add(v);
        List<int[]> out = new ArrayList<>();
        for (List<Integer> l : byLane.values()) {
            l.sort(java.util.Comparator.comparingInt(v -> board.start[v]));
            int[] g = l.stream().mapToInt(Integer::intValue).toArray();
            if (tableSize(g) <= MAX_GROUP_TABLE) out.add(g);
            else for (int v : g) out.add(new int[] {v});
        }
        return out;
    }

    private int freeCells(int[] g) {
        int t = 0;
        for (int v : g) t += length[v];
        return g.length == 1 ? hi[g[0]] - lo[g[0]] : segZ[g[0]] - segA[g[0]] + 1 - t;
    }

    private long tableSize(int[] g) {
        int f = freeCells(g);
        double configs = 1;
        for (int i = 1; i <= g.length; i++) configs = configs * (f + i) / i;
        return (long) Math.min(Long.MAX_VALUE / 4, configs * g.length * (2L * f + 1));
    }

    /** Enumerates the configurations of group g and fills its position and transition tables. */
    private int buildTables(int g) {
        int[] m = members[g];
        int k = m.length;
        int f = freeCells(m);
        int first = k == 1 ? lo[m[0]] : segA[m[0]];
        List<int[]> configs = new ArrayList<>();
        enumerate(m, 0, first, new int[k], configs, f, first);
        java.util.Map<String, Integer> index = new java.util.HashMap<>();
        int[] pos = new int[configs.size() * k];
        for (int c = 0; c < configs.size(); c++) {
            System.arraycopy(configs.get(c), 0, pos, c * k, k);
            index.put(pack(configs.get(c)), c);
        }
        int span = 2 * f + 1;
        int[] next = new int[configs.size() * k * span];
        java.util.Arrays.fill(next, -1);
        for (int c = 0; c < configs.size(); c++) {
            for (int i = 0; i < k; i++) {
                for (int d = -f; d <= f; d++) {
                    int[] t = configs.get(c).clone();
                    t[i] += d;
                    Integer to = index.get(pack(t));
                    if (to != null) next[(c * k + i) * span + d + f] = to;
                }
            }
        }
        gPos[g] = pos;
        gNext[g] = next;
        gSpan[g] = span;
        return configs.size();
    }

    private void enumerate(int[] m, int i, int from, int[] cur, List<int[]> out, int f, int first) {
        if (i == m.length) {
            out.add(cur.clone());
            return;
        }
        int used = 0;
        for (int j = 0; j < i; j++) used += length[m[j]];
        // member i may start anywhere leaving room for the members after it
        int rest = 0;
        for (int j = i + 1; j < m.length; j++) rest += length[m[j]];
        int last = m.length == 1 ? hi[m[0]] : segZ[m[0]] - rest - length[m[i]] + 1;
        for (int p = from; p <= last; p++) {
            cur[i] = p;
            enumerate(m, i + 1, p + length[m[i]], cur, out, f, first);
        }
    }

    private static String pack(int[] pos) {
        return java.util.Arrays.toString(pos);
    }

    private void mark(int[] rows, int[] cols, int cell) {
        rows[cell / n] |= 1 << (cell % n + 1);
        cols[cell % n] |= 1 << (cell / n + 1);
    }

    /** Intervals of every vehicle, to a fixpoint over vehicles that turn out fixed. */
    private void computeRanges(boolean[] frozen) {
        boolean[] blocked = board.wall.clone();   // cells no moving vehicle can ever enter
        boolean[] fixed = new boolean[count];
        if (frozen != null) {
            for (int v = 0; v < count; v++) {
                if (!frozen[v]) continue;
                fixed[v] = true;
                lo[v] = hi[v] = board.start[v];
                for (int k = 0; k < length[v]; k++) blocked[board.cell(v, board.start[v], k)] = true;
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int v = 0; v < count; v++) {
                if (fixed[v]) continue;
                int p = board.start[v];
                // segment of the lane between static obstacles around the vehicle
                int a = p;
                while (a - 1 >= 0 && !blocked[laneCell(v, a - 1)]) a--;
                int z = p + length[v] - 1;
                while (z + 1 < n && !blocked[laneCell(v, z + 1)]) z++;
                int before = 0;
                int after = 0;
                for (int u = 0; u < count; u++) {
                    if (u == v || horizontal[u] != horizontal[v] || lane[u] != lane[v] || fixed[u]) continue;
                    int q = board.start[u];
                    if (q < p && q >= a) before += length[u];
                    else if (q > p && q <= z) after += length[u];
                }
                segA[v] = a;
                segZ[v] = z;
                lo[v] = a + before;
                hi[v] = z - after - length[v] + 1;
                if (lo[v] == hi[v]) {
                    fixed[v] = true;
                    changed = true;
                    for (int k = 0; k < length[v]; k++) blocked[board.cell(v, p, k)] = true;
                }
            }
        }
    }

    private int laneCell(int v, int p) {
        return horizontal[v] ? lane[v] * n + p : p * n + lane[v];
    }

    void initial(long[] key) {
        encode(board.start, key);
    }

    /** Configuration index of group g for the given member positions. */
    private int configOf(int g, int[] pos) {
        int[] m = members[g];
        int k = m.length;
        int[] table = gPos[g];
        for (int c = 0; c < table.length / k; c++) {
            boolean same = true;
            for (int i = 0; i < k && same; i++) same = table[c * k + i] == pos[m[i]];
            if (same) return c;
        }
        throw new IllegalArgumentException("positions are not a configuration of group " + g);
    }

    void encode(int[] pos, long[] key) {
        java.util.Arrays.fill(key, 0, words, 0L);
        for (int g = 0; g < groups; g++) key[gWord[g]] |= (long) configOf(g, pos) << gShift[g];
    }

    int config(long[] key, int g) {
        return (int) ((key[gWord[g]] >>> gShift[g]) & gMask[g]);
    }

    int position(long[] key, int v) {
        int g = groupOf[v];
        if (g < 0) return lo[v];
        return gPos[g][config(key, g) * members[g].length + indexInGroup[v]];
    }

    void decode(long[] key, int[] pos) {
        for (int v = 0; v < count; v++) pos[v] = lo[v];
        for (int g = 0; g < groups; g++) {
            int[] m = members[g];
            int k = m.length;
            int base = config(key, g) * k;
            int[] table = gPos[g];
            for (int i = 0; i < k; i++) pos[m[i]] = table[base + i];
        }
    }

    boolean isGoal(long[] key) {
        return position(key, red) == goalPos;
    }

    /** Fills row and column occupancy masks for the positions. */
    void occupancy(int[] pos, int[] rows, int[] cols) {
        System.arraycopy(baseRows, 0, rows, 0, n);
        System.arraycopy(baseCols, 0, cols, 0, n);
        for (int v : movable) place(v, pos[v], rows, cols);
    }

    void place(int v, int p, int[] rows, int[] cols) {
        int L = length[v];
        int l = lane[v];
        if (horizontal[v]) {
            rows[l] |= ((1 << L) - 1) << (p + 1);
            for (int k = 0; k < L; k++) cols[p + k] |= 1 << (l + 1);
        } else {
            cols[l] |= ((1 << L) - 1) << (p + 1);
            for (int k = 0; k < L; k++) rows[p + k] |= 1 << (l + 1);
        }
    }

    void remove(int v, int p, int[] rows, int[] cols) {
        int L = length[v];
        int l = lane[v];
        if (horizontal[v]) {
            rows[l] &= ~(((1 << L) - 1) << (p + 1));
            for (int k = 0; k < L; k++) cols[p + k] &= ~(1 << (l + 1));
        } else {
            cols[l] &= ~(((1 << L) - 1) << (p + 1));
            for (int k = 0; k < L; k++) rows[p + k] &= ~(1 << (l + 1));
        }
    }

    /** Free cells ahead (right/down) of vehicle v at position p. */
    int ahead(int v, int p, int[] rows, int[] cols) {
        int m = horizontal[v] ? rows[lane[v]] : cols[lane[v]];
        return Integer.numberOfTrailingZeros(m >>> (p + length[v] + 1));
    }

    /** Free cells behind (left/up) vehicle v at position p. */
    int behind(int v, int p, int[] rows, int[] cols) {
        int m = horizontal[v] ? rows[lane[v]] : cols[lane[v]];
        return Integer.numberOfLeadingZeros(m << (31 - p));
    }

    /** Writes into {@code child} the key after moving v by d cells (d may be negative; the move must be legal). */
    void moveKey(long[] key, int v, int d, long[] child) {
        System.arraycopy(key, 0, child, 0, words);
        int g = groupOf[v];
        int c = config(key, g);
        int span = gSpan[g];
        int c2 = gNext[g][(c * members[g].length + indexInGroup[v]) * span + d + span / 2];
        child[gWord[g]] = key[gWord[g]] + ((long) (c2 - c) << gShift[g]);
    }

    /** Reason the red car can never reach the exit, known from the layout alone, or null. */
    String staticUnsolvable() {
        if (hi[red] < goalPos) {
            return "the red car " + board.vehicles[red].name() + " can never reach the exit: a wall or a vehicle that "
                    + "never leaves row " + (board.exitRow() + 1) + " stands between it and the right edge";
        }
        return null;
    }

    // ---- move codes: vehicle index and signed distance ----

    static int code(int v, int d) {
        return (v << 8) | (d & 0xFF);
    }

    static int vehicle(int code) {
        return code >>> 8;
    }

    static int distance(int code) {
        return (byte) (code & 0xFF);
    }
}

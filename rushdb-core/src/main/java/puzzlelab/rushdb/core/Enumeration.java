package puzzlelab.rushdb.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The lane layouts of Fogleman's enumeration for an n×n board with at most {@code maxWalls} walls, split into
 * partitions. A layout: a set of wall cells; per row, horizontal cars (2 or 3 cells) in order, each in a wall-free
 * segment, cars and walls of the row together fewer than n cells; the exit row holds only the red car (2 cells),
 * right of all its walls; per column, vertical cars with fewer than n cells in all. The <i>prefixes</i> (a wall set
 * and the row layouts) are numbered in a fixed order; partition p of K takes the prefixes u ≡ p (mod K), and for
 * each every combination of column layouts. A partition's result depends only on (n, maxWalls, K, p). With walls,
 * partitions hold families instead ({@link FamilyEnumeration}): the same layouts, most never built or swept.
 */
public final class Enumeration {
    /** A partition's rows (in enumeration order) and counts. */
    public record Rows(List<Sweep.Puzzle> puzzles, Sweep.Counts counts) {
    }

    public final int n;
    public final int maxWalls;
    final long[] wallSets;
    final long[] firstPrefix;   // cumulative prefix counts per wall set
    final LaneTable[][][] rowOptions;   // [wallSet][row] -> options (null = empty row)
    private final Map<Long, LaneTable[][]> columnOptions = new HashMap<>();

    /**
     * With walls: layouts grouped by family ({@link FamilyEnumeration}), so parents' sweeps spare most children
     * theirs; the per-wall-set order (every layout swept) is kept for comparison.
     */
    final boolean byFamily;
    private FamilyEnumeration families;

    public Enumeration(int n, int maxWalls) {
        this(n, maxWalls, true);
    }

    /** {@code byFamily} false: every layout swept in wall-set order (slower; for comparisons). */
    public Enumeration(int n, int maxWalls, boolean byFamily) {
        if (n < 4 || n > 7) throw new puzzlelab.puzzles.input.InputException(null, "--size must be 4..7 (a state key must fit 63 bits), got " + n);
        if (maxWalls < 0 || maxWalls > 4) throw new puzzlelab.puzzles.input.InputException(null, "--walls must be 0..4, got " + maxWalls);
        this.n = n;
        this.maxWalls = maxWalls;
        List<Long> ws = new ArrayList<>();
        for (int k = 0; k <= maxWalls; k++) combinations(0, k, 0L, ws);
        wallSets = ws.stream().mapToLong(Long::longValue).toArray();
        rowOptions = new LaneTable[wallSets.length][][];
        firstPrefix = new long[wallSets.length + 1];
        for (int w = 0; w < wallSets.length; w++) {
            rowOptions[w] = new LaneTable[n][];
            long count = 1;
            for (int y = 0; y < n; y++) {
                rowOptions[w][y] = options(true, y, Layout.laneWalls(n, wallSets[w], true, y));
                count *= rowOptions[w][y].length;
            }
            firstPrefix[w + 1] = firstPrefix[w] + count;
        }
        this.byFamily = byFamily && maxWalls > 0;
    }

    private synchronized FamilyEnumeration families() {
        if (families == null) families = new FamilyEnumeration(this);
        return families;
    }

    private void combinations(int from, int k, long set, List<Long> out) {
        if (k == 0) {
            out.add(set);
            return;
        }
        for (int c = from; c < n * n; c++) combinations(c + 1, k - 1, set | 1L << c, out);
    }

    /** Number of units that partitions split: prefixes (a wall set and its rows) or, by family, L0's units. */
    public long prefixes() {
        return byFamily ? families().units() : firstPrefix[wallSets.length];
    }

    /** The layouts of one lane: every car sequence per wall-free segment within the cell limits. */
    private LaneTable[] options(boolean horizontal, int lane, int wallBits) {
        int segs = LaneTable.segments(n, wallBits);
        int wallsHere = Integer.bitCount(wallBits);
        boolean exit = horizontal && lane == Layout.exitRow(n);
        List<LaneTable> out = new ArrayList<>();
        if (exit) {
            // only the red car, right of every wall of the row
            if ((wallBits >> (n - 1) & 1) != 0 || segs == 0) return new LaneTable[0];
            int[] last = LaneTable.segment(n, wallBits, segs - 1);
            if (last[1] - last[0] + 1 >= 2 && wallsHere + 2 < n)
                out.add(Layout.table(n, true, lane, wallBits, new int[] {2}, new int[] {segs - 1}));
            return out.toArray(new LaneTable[0]);
        }
        int limit = horizontal ? n - 1 - wallsHere : n - 1;
        List<int[][]> seqs = new ArrayList<>();   // {lens, segs}
        sequences(wallBits, 0, segs, limit, new ArrayList<>(), new ArrayList<>(), seqs);
        for (int[][] s : seqs) out.add(s[0].length == 0 ? null : Layout.table(n, horizontal, lane, wallBits, s[0], s[1]));
        return out.toArray(new LaneTable[0]);
    }

    private void sequences(int wallBits, int seg, int segs, int budget, List<Integer> lens, List<Integer> segOf,
                           List<int[][]> out) {
        if (seg == segs) {
            out.add(new int[][] {lens.stream().mapToInt(Integer::intValue).toArray(),
                    segOf.stream().mapToInt(Integer::intValue).toArray()});
            return;
        }
        int[] s = LaneTable.segment(n, wallBits, seg);
        fill(wallBits, seg, segs, s[1] - s[0] + 1, budget, lens, segOf, out);
    }

    private void fill(int wallBits, int seg, int segs, int room, int budget, List<Integer> lens, List<Integer> segOf,
                      List<int[][]> out) {
        sequences(wallBits, seg + 1, segs, budget, lens, segOf, out);
        for (int len = 2; len <= 3; len++) {
            if (len > room || len > budget) continue;
            lens.add(len);
            segOf.add(seg);
            fill(wallBits, seg, segs, room - len, budget - len, lens, segOf, out);
            lens.remove(lens.size() - 1);
            segOf.remove(segOf.size() - 1);
        }
    }

    synchronized LaneTable[][] columns(long walls) {
        return columnOptions.computeIfAbsent(walls, w -> {
            LaneTable[][] c = new LaneTable[n][];
            for (int x = 0; x < n; x++) c[x] = options(false, x, Layout.laneWalls(n, w, false, x));
            return c;
        });
    }

    /** Runs partition p of k; {@code progress} (may be null) is called after each prefix. */
    public Rows partition(int p, int k, Runnable progress) {
        return partition(p, k, progress, 0);
    }

    /** Runs partition p of k, each layout's sweep holding at most {@code stateLimit} states (0: {@link Sweep#limitStates}). */
    public Rows partition(int p, int k, Runnable progress, long stateLimit) {
        if (byFamily) return families().partition(p, k, progress, stateLimit);
        Sweep sweep = new Sweep(stateLimit);
        Sweep.Counts counts = new Sweep.Counts();
        List<Sweep.Puzzle> rows = new ArrayList<>();
        int w = 0;
        for (long u = p; u < prefixes(); u += k) {
            while (firstPrefix[w + 1] <= u) w++;
            long r = u - firstPrefix[w];
            LaneTable[] rowsChosen = new LaneTable[n];
            List<LaneTable> lanes = new ArrayList<>();
            int redLane = rows(w, r, rowsChosen, lanes);
            long walls = wallSets[w];
            new LaneRoom(n, walls, rowsChosen).columns(0, columns(walls), new LaneTable[n], cols -> {
                List<LaneTable> all = new ArrayList<>(lanes);
                for (LaneTable t : cols) if (t != null) all.add(t);
                sweep.run(new Layout(n, walls, all.toArray(new LaneTable[0]), redLane, 0), counts, rows);
            });
            if (progress != null) progress.run();
        }
        return new Rows(rows, counts);
    }

    /**
     * The row layouts of prefix number r (within wall set w) into {@code chosen} (null = empty row) and, in row
     * order, the non-empty ones into {@code lanes}; returns the red car's lane index among them.
     */
    int rows(int w, long r, LaneTable[] chosen, List<LaneTable> lanes) {
        for (int y = n - 1; y >= 0; y--) {
            int m = rowOptions[w][y].length;
            chosen[y] = rowOptions[w][y][(int) (r % m)];
            r /= m;
        }
        int red = -1;
        for (int y = 0; y < n; y++) {
            if (chosen[y] == null) continue;
            if (y == Layout.exitRow(n)) red = lanes.size();
            lanes.add(chosen[y]);
        }
        return red;
    }

    /** A cost projection from uniformly sampled layouts: every figure is the sample's total × layouts / sampled. */
    public record Projection(double layouts, long sampled, double sampleCpuSeconds, double maxLayoutSeconds,
                             double cpuSeconds, double states, double inputs, double solvable, double puzzles,
                             double puzzleStates) {
    }

    /**
     * Sweeps {@code samples} layouts drawn uniformly from all layouts (wall set and rows by prefix, each column's
     * layout at random) and extrapolates CPU time and counts. The cost per layout is heavy-tailed (sparse layouts
     * hold millions of states), so the spread between seeds says how far to trust it.
     */
    public Projection sample(long samples, long seed) {
        if (byFamily) return families().sample(samples, seed);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
        double total = 0;
        double[] weight = new double[wallSets.length];
        for (int ws = 0; ws < wallSets.length; ws++) {
            double cols = 1;
            for (LaneTable[] c : columns(wallSets[ws])) cols *= c.length;
            weight[ws] = (firstPrefix[ws + 1] - firstPrefix[ws]) * cols;
            total += weight[ws];
        }
        Sweep sweep = new Sweep();
        Sweep.Counts counts = new Sweep.Counts();
        List<Sweep.Puzzle> rows = new ArrayList<>();
        double all = total;
        return project(total, samples, counts, () -> {
            double pick = rnd.nextDouble() * all;
            int ws = 0;
            while (ws < weight.length - 1 && pick >= weight[ws]) {
                pick -= weight[ws];
                ws++;
            }
            long r = rnd.nextLong(firstPrefix[ws + 1] - firstPrefix[ws]);
            List<LaneTable> lanes = new ArrayList<>();
            int red = rows(ws, r, new LaneTable[n], lanes);
            LaneTable[][] cols = columns(wallSets[ws]);
            for (int x = 0; x < n; x++) {
                LaneTable t = cols[x][rnd.nextInt(cols[x].length)];
                if (t != null) lanes.add(t);
            }
            long walls = wallSets[ws];
            return () -> sweep.run(new Layout(n, walls, lanes.toArray(new LaneTable[0]), red, 0), counts, rows);
        });
    }

    /**
     * Times {@code samples} draws on this thread's CPU clock and scales every figure by total / samples. Each draw
     * picks its unit at random (not timed) and returns the work to time, which adds to {@code counts}.
     */
    static Projection project(double total, long samples, Sweep.Counts counts,
                              java.util.function.Supplier<Runnable> draw) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpu = 0;
        long maxNs = 0;
        for (long k = 0; k < samples; k++) {
            Runnable work = draw.get();
            long t0 = mx.getCurrentThreadCpuTime();
            work.run();
            long dt = mx.getCurrentThreadCpuTime() - t0;
            cpu += dt;
            maxNs = Math.max(maxNs, dt);
        }
        double f = total / Math.max(1, samples);
        return new Projection(total, samples, cpu / 1e9, maxNs / 1e9, cpu / 1e9 * f, counts.states * f,
                counts.inputs * f, counts.solvable * f, counts.puzzles * f, counts.puzzleStates * f);
    }

    /** The puzzles of one layout: the one holding {@code board} (Fogleman notation). */
    public static Rows layoutOf(String board) {
        Layout.Placed pl = FoglemanBoard.parse(board);
        Sweep.Counts counts = new Sweep.Counts();
        List<Sweep.Puzzle> rows = new ArrayList<>();
        new Sweep().run(pl.layout(), counts, rows);
        return new Rows(rows, counts);
    }
}

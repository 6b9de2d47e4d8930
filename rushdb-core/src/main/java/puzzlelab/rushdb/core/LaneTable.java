package puzzlelab.rushdb.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every configuration of the cars of one lane (a row of horizontal cars or a column of vertical ones), given the
 * walls in that lane: the cars keep their order and their wall-free segment. Per configuration: the cells it
 * occupies, the cells just before each car that Fogleman's enumeration requires to be occupied (left of a
 * horizontal car, above a vertical one, unless at the edge), and every slide of one car with the cells it sweeps
 * (which must be free of the other lanes' cars and the walls).
 */
final class LaneTable {
    final int n;
    final boolean horizontal;
    final int lane;
    /** Car lengths in order along the lane. */
    final int[] lens;
    /** Wall positions in this lane (bit p = position p). */
    final int wallBits;
    final int cars;
    final int configs;
    /** configs × cars positions. */
    final int[] pos;
    final long[] occ;
    final long[] req;
    /** Moves of configuration c are moveStart[c] .. moveStart[c+1]-1. */
    final int[] moveStart;
    final int[] moveNext;
    final int[] moveCar;
    final long[] moveSwept;
    /** The first move after the run (same car, same direction) that move m belongs to. */
    final int[] moveSkip;
    /** Cells covered in some configuration. */
    final long reach;
    /** Cells covered in every configuration. */
    final long forced;
    /** Cells covered by the cars (their total length). */
    final int carCells;
    /** Most moves of any configuration. */
    final int maxMoves;
    /**
     * Per configuration, the cells Fogleman's "require" rule leaves to the crossing lanes: the cell just before a
     * car that neither this lane's cars nor its walls cover.
     */
    final long[] needOut;
    /** With at most 64 configurations (always for n ≤ 7): per position p of the lane, the configurations covering it. */
    final long[] coversAt;
    /**
     * Per set of positions that crossing lanes cover (bit p = position p), the configurations whose {@link #needOut}
     * lies within it (their "require" rule holds).
     */
    final long[] requireMet;
    /** configs × n: how many cars start before position p (a wall at a free p has these cars on its near side). */
    final byte[] before;
    /** {@link #before} of each configuration in one word, 4 bits per position. */
    final long[] beforePacked;
    /**
     * The slides of configuration c that the lane's occupied cells p (bit = position, {@link #pattern}) leave open
     * are legalNext[legalStart[c·2ⁿ + p] .. legalStart[c·2ⁿ + p + 1]): the next configurations, in move order. A
     * slide sweeps only cells of its own lane, never the lane's other cars, so p decides it alone — the sweep's
     * expansion reads one range instead of testing every slide.
     */
    final int[] legalStart;
    final int[] legalNext;

    /**
     * @param segOf segment index (0 = before the first wall) of each car, non-decreasing
     */
    LaneTable(int n, boolean horizontal, int lane, int wallBits, int[] lens, int[] segOf) {
        this.n = n;
        this.horizontal = horizontal;
        this.lane = lane;
        this.lens = lens.clone();
        this.wallBits = wallBits;
        this.cars = lens.length;
        int[] segLo = new int[cars];
        int[] segHi = new int[cars];
        for (int i = 0; i < cars; i++) {
            int[] s = segment(n, wallBits, segOf[i]);
            if (s == null) throw new IllegalArgumentException("lane " + lane + " has no segment " + segOf[i]);
            segLo[i] = s[0];
            segHi[i] = s[1];
        }
        List<int[]> list = new ArrayList<>();
        enumerate(0, 0, new int[cars], segLo, segHi, list);
        configs = list.size();
        pos = new int[configs * cars];
        occ = new long[configs];
        req = new long[configs];
        Map<String, Integer> index = new HashMap<>();
        for (int c = 0; c < configs; c++) {
            int[] p = list.get(c);
            System.arraycopy(p, 0, pos, c * cars, cars);
            index.put(Arrays.toString(p), c);
            for (int i = 0; i < cars; i++) {
                occ[c] |= cells(p[i], lens[i]);
                if (p[i] > 0) req[c] |= cells(p[i] - 1, 1);
            }
        }
        // per car: slides towards the start nearest first, then towards the end nearest first; the cells swept grow
        // along each run, so the first blocked slide ends its run ({@link #moveSkip})
        long f = -1L;
        long any = 0;
        for (int c = 0; c < configs; c++) {
            f &= occ[c];
            any |= occ[c];
        }
        reach = any;
        forced = configs == 0 ? 0 : f;
        int cc = 0;
        for (int len : lens) cc += len;
        carCells = cc;
        List<long[]> moves = new ArrayList<>();   // {next, car, swept, skip}
        moveStart = new int[configs + 1];
        for (int c = 0; c < configs; c++) {
            moveStart[c] = moves.size();
            int[] p = list.get(c);
            for (int i = 0; i < cars; i++) {
                int min = i == 0 ? segLo[i] : Math.max(segLo[i], p[i - 1] + lens[i - 1]);
                int max = i == cars - 1 ? segHi[i] - lens[i] + 1 : Math.min(segHi[i] - lens[i] + 1, p[i + 1] - lens[i]);
                for (int dir = -1; dir <= 1; dir += 2) {
                    int runStart = moves.size();
                    for (int q = p[i] + dir; q >= min && q <= max; q += dir) {
                        int[] t = p.clone();
                        t[i] = q;
                        int lo = Math.min(q, p[i]);
                        int hi = Math.max(q, p[i]) + lens[i];
                        long swept = cells(lo, hi - lo) & ~cells(p[i], lens[i]);
                        moves.add(new long[] {index.get(Arrays.toString(t)), i, swept, 0});
                    }
                    for (int m = runStart; m < moves.size(); m++) moves.get(m)[3] = moves.size();
                }
            }
        }
        moveStart[configs] = moves.size();
        int mm = 0;
        for (int c = 0; c < configs; c++) mm = Math.max(mm, moveStart[c + 1] - moveStart[c]);
        maxMoves = mm;
        needOut = new long[configs];
        long wallCells = 0;
        for (int p = 0; p < n; p++) if ((wallBits >> p & 1) != 0) wallCells |= cells(p, 1);
        for (int c = 0; c < configs; c++) needOut[c] = req[c] & ~occ[c] & ~wallCells;
        if (configs <= 64) {
            coversAt = new long[n];
            requireMet = new long[1 << n];
            for (int c = 0; c < configs; c++) {
                int need = 0;
                for (int p = 0; p < n; p++) {
                    if ((occ[c] & cells(p, 1)) != 0) coversAt[p] |= 1L << c;
                    if ((needOut[c] & cells(p, 1)) != 0) need |= 1 << p;
                }
                for (int m = 0; m < 1 << n; m++) if ((need & ~m) == 0) requireMet[m] |= 1L << c;
            }
        } else {
            coversAt = null;
            requireMet = null;
        }
        before = new byte[configs * n];
        for (int c = 0; c < configs; c++)
            for (int p = 0; p < n; p++)
                for (int i = 0; i < cars; i++) if (pos[c * cars + i] < p) before[c * n + p]++;
        beforePacked = new long[configs];
        for (int c = 0; c < configs; c++)
            for (int p = 0; p < n; p++) beforePacked[c] |= (long) before[c * n + p] << (4 * p);
        moveNext = new int[moves.size()];
        moveCar = new int[moves.size()];
        moveSwept = new long[moves.size()];
        moveSkip = new int[moves.size()];
        for (int m = 0; m < moves.size(); m++) {
            moveSkip[m] = (int) moves.get(m)[3];
            moveNext[m] = (int) moves.get(m)[0];
            moveCar[m] = (int) moves.get(m)[1];
            moveSwept[m] = moves.get(m)[2];
        }
        int patterns = 1 << n;
        legalStart = new int[configs * patterns + 1];
        it.unimi.dsi.fastutil.ints.IntArrayList next = new it.unimi.dsi.fastutil.ints.IntArrayList();
        for (int c = 0; c < configs; c++) {
            for (int p = 0; p < patterns; p++) {
                legalStart[c * patterns + p] = next.size();
                long o = 0;
                for (int q = 0; q < n; q++) if ((p >> q & 1) != 0) o |= cells(q, 1);
                for (int m = moveStart[c]; m < moveStart[c + 1]; m++) if ((moveSwept[m] & o) == 0) next.add(moveNext[m]);
            }
        }
        legalStart[configs * patterns] = next.size();
        legalNext = next.toIntArray();
        long laneCells = cells(0, n);
        for (long sw : moveSwept)
            if ((sw & ~laneCells) != 0) throw new IllegalStateException("a slide sweeps cells outside its lane");
    }

    /** The cells of this lane that o covers, as positions (bit p = position p). */
    int pattern(long o) {
        if (horizontal) return (int) (o >>> (lane * n)) & ((1 << n) - 1);
        // the column's cells lie n apart: one multiplication gathers them (no two partial products meet, so no carry)
        return (int) (((o >>> lane) & COLUMN[n]) * GATHER[n] >>> (n - 1) * (n - 1)) & ((1 << n) - 1);
    }

    /** Per n: the cells of column 0, and the multiplier moving bit y·n to bit (n−1)² + y. */
    private static final long[] COLUMN = new long[8];
    private static final long[] GATHER = new long[8];

    static {
        for (int n = 1; n < 8; n++) {
            for (int y = 0; y < n; y++) {
                COLUMN[n] |= 1L << (y * n);
                GATHER[n] |= 1L << ((n - 1) * (n - 1) - (n - 1) * y);
            }
        }
    }

    /** The wall-free interval [lo, hi] number {@code index} of a lane, or null. */
    static int[] segment(int n, int wallBits, int index) {
        int k = 0;
        int p = 0;
        while (p < n) {
            while (p < n && (wallBits >> p & 1) != 0) p++;
            if (p >= n) break;
            int a = p;
            while (p < n && (wallBits >> p & 1) == 0) p++;
            if (k++ == index) return new int[] {a, p - 1};
        }
        return null;
    }

    /** For messages: axis, lane, car lengths and wall positions, e.g. {@code row 2 [2, 3] walls 0b1000}. */
    @Override
    public String toString() {
        return (horizontal ? "row " : "column ") + lane + " " + Arrays.toString(lens)
                + (wallBits == 0 ? "" : " walls 0b" + Integer.toBinaryString(wallBits));
    }

    /** Number of wall-free segments of a lane. */
    static int segments(int n, int wallBits) {
        int k = 0;
        while (segment(n, wallBits, k) != null) k++;
        return k;
    }

    /** Index of the segment holding position p (which must not be a wall). */
    static int segmentOf(int n, int wallBits, int p) {
        for (int k = 0; ; k++) {
            int[] s = segment(n, wallBits, k);
            if (s[0] <= p && p <= s[1]) return k;
        }
    }

    private void enumerate(int i, int from, int[] cur, int[] segLo, int[] segHi, List<int[]> out) {
        if (i == cars) {
            out.add(cur.clone());
            return;
        }
        for (int p = Math.max(from, segLo[i]); p + lens[i] - 1 <= segHi[i]; p++) {
            cur[i] = p;
            enumerate(i + 1, p + lens[i], cur, segLo, segHi, out);
        }
    }

    /** Bitboard of {@code len} cells of this lane from position p (bit = row·n + column). */
    long cells(int p, int len) {
        long m = 0;
        for (int k = 0; k < len; k++) m |= 1L << (horizontal ? lane * n + p + k : (p + k) * n + lane);
        return m;
    }

    int position(int config, int car) {
        return pos[config * cars + car];
    }

    /** The configuration index of the given positions (in lane order), or -1. */
    int configOf(int[] p) {
        for (int c = 0; c < configs; c++) {
            boolean same = true;
            for (int i = 0; i < cars && same; i++) same = pos[c * cars + i] == p[i];
            if (same) return c;
        }
        return -1;
    }
}

package puzzlelab.puzzlescript.lang;

import java.util.Arrays;

/**
 * Finds where a rule matches, for one session, without allocating per match: the matches of each rule row go to a
 * reused int buffer (one record per match: the start cell, then one gap per ellipsis, as {@code Session.applyAt}
 * reads them), and a tuple (one match per row) is decoded from its number on demand.
 *
 * <p>Speed comes from unions of the cells' objects and movements, kept as supersets: over the whole level (a rule
 * needing something absent is skipped, see {@link RuleFilter}), and per grid row and per grid column — every cell of a
 * rule row lies on one grid row (rules scanned RIGHT) or one column (scanned DOWN), so a line whose union lacks what
 * the rule row asks for is not scanned. The unions are rebuilt when a rule phase starts and widened by each cell a
 * rule changes, so they stay supersets (correct for skipping) without a rebuild after every change.
 */
final class Matcher {
    private final Session s;
    private final int S, M;

    private long[] allObj, allMov;      // union of every cell
    private long[] rowObj, rowMov;      // per y (S or M longs each): the cells of grid row y
    private long[] colObj, colMov;      // per x: the cells of grid column x
    private boolean stale = true;

    private int[][] hits = new int[2][];   // per rule row: match records, stride = the row's segment count
    private int[] hitCount = new int[2];
    private int[][] tuple = new int[2][];  // the tuple handed to applyAt (records copied in; longer arrays are fine)
    private int[] gapScratch = new int[4];

    Matcher(Session s) {
        this.s = s; S = s.S; M = s.M;
    }

    /** The grid changed outside the rules' bookkeeping (a new phase, a random group): rebuild before the next use. */
    void invalidate() { stale = true; }

    private void rebuild() {
        int w = s.w, h = s.h;
        if (allObj == null) { allObj = new long[S]; allMov = new long[M]; }
        if (rowObj == null || rowObj.length != h * S || colObj.length != w * S) {
            rowObj = new long[h * S]; rowMov = new long[h * M];
            colObj = new long[w * S]; colMov = new long[w * M];
        } else {
            Arrays.fill(rowObj, 0); Arrays.fill(rowMov, 0); Arrays.fill(colObj, 0); Arrays.fill(colMov, 0);
        }
        long[] o = s.objs, m = s.movs;
        if (S == 1 && M == 1) {                   // most games: one long of objects and one of movements a cell
            long ao = 0, am = 0;
            for (int x = 0, i = 0; x < w; x++) {
                long co = 0, cm = 0;
                for (int y = 0; y < h; y++, i++) {
                    long v = o[i], u = m[i];
                    co |= v; cm |= u;
                    rowObj[y] |= v; rowMov[y] |= u;
                }
                colObj[x] = co; colMov[x] = cm;
                ao |= co; am |= cm;
            }
            allObj[0] = ao; allMov[0] = am;
            stale = false;
            return;
        }
        for (int x = 0, i = 0; x < w; x++) {
            for (int y = 0; y < h; y++, i++) {
                for (int k = 0; k < S; k++) { long v = o[i * S + k]; colObj[x * S + k] |= v; rowObj[y * S + k] |= v; }
                for (int k = 0; k < M; k++) { long v = m[i * M + k]; colMov[x * M + k] |= v; rowMov[y * M + k] |= v; }
            }
        }
        Arrays.fill(allObj, 0); Arrays.fill(allMov, 0);
        for (int x = 0; x < w; x++) {
            for (int k = 0; k < S; k++) allObj[k] |= colObj[x * S + k];
            for (int k = 0; k < M; k++) allMov[k] |= colMov[x * M + k];
        }
        stale = false;
    }

    /** Widens the unions by cell i (at column x, row y)'s current contents (after a rule changed it). */
    private void widen(int i, int x, int y) {
        long[] o = s.objs, m = s.movs;
        if (S == 1 && M == 1) {
            long v = o[i], u = m[i];
            allObj[0] |= v; colObj[x] |= v; rowObj[y] |= v;
            allMov[0] |= u; colMov[x] |= u; rowMov[y] |= u;
            return;
        }
        for (int k = 0; k < S; k++) { long v = o[i * S + k]; allObj[k] |= v; colObj[x * S + k] |= v; rowObj[y * S + k] |= v; }
        for (int k = 0; k < M; k++) { long v = m[i * M + k]; allMov[k] |= v; colMov[x * M + k] |= v; rowMov[y * M + k] |= v; }
    }

    /** False when no cell of column x holds a movement; true when one may (or the unions are stale). Right after
     *  the rules the unions cover every movement: the turn's start rebuilt them, rules widened them. */
    boolean columnMayMove(int x) {
        if (stale) return true;
        for (int k = 0; k < M; k++) if (colMov[x * M + k] != 0) return true;
        return false;
    }

    /** Movement moved objects into cell i: widen the unions by it, so they stay supersets for the late rules
     *  (cells that lost objects or movements only make them looser, never wrong). */
    void movedInto(int i) {
        if (!stale) widen(i, i / s.h, i % s.h);
    }

    /** After applyAt changed the grid at a tuple: widens the unions by every cell the rule wrote. */
    void changed(Rule r, int[][] t) {
        if (stale) return;
        int h = s.h, delta = r.dir == 1 ? h : 1, dx = r.dir == 1 ? 1 : 0, dy = 1 - dx;
        for (int j = 0; j < r.rows.length; j++) {
            Rule.Cell[][] segs = r.rows[j].segments;
            int[] m = t[j];
            int pos = m[0];
            for (int g = 0; g < segs.length; g++) {
                if (g > 0) pos += m[g] * delta;
                int x = pos / h, y = pos % h;
                for (int c = 0; c < segs[g].length; c++) widen(pos + c * delta, x + c * dx, y + c * dy);
                pos += segs[g].length * delta;
            }
        }
    }

    /**
     * Finds every match of every row of r (scanning no row after one with none). Returns the number of tuples —
     * the product of the rows' match counts, charged to the turn's budget as the tuples used to be — or 0.
     * filter: first skip a rule that needs something the whole level lacks (random groups scan every rule, so that
     * their budget is charged exactly as it always was).
     */
    int match(Rule r, boolean filter) {
        if (stale) rebuild();
        RuleFilter f = r.filter;
        if (f == null) r.filter = f = new RuleFilter(r, S, M);
        if (filter) {
            if (S == 1 && M == 1) {
                long o = f.objs[0], m = f.movs[0];
                if ((allObj[0] & o) != o || (allMov[0] & m) != m || !anyIn(f.anyOf1, allObj[0])) return 0;
            } else if (!f.mayMatch(allObj, allMov)) return 0;
        }
        int rows = r.rows.length;
        if (hits.length < rows) {
            hits = Arrays.copyOf(hits, rows); hitCount = Arrays.copyOf(hitCount, rows); tuple = Arrays.copyOf(tuple, rows);
        }
        long product = 1;
        for (int j = 0; j < rows; j++) {
            hitCount[j] = 0;
            scanRow(r.rows[j], f, j, r.dir);
            if (hitCount[j] == 0) return 0;
            product *= hitCount[j];
            if (rows > 1 && product > Session.MAX_RULE_WORK) product = Session.MAX_RULE_WORK + 1; // the budget throws on it
        }
        if (rows > 1) s.budget(product);
        return (int) product;
    }

    /** The match records of row j found by the last match(r) (stride: the row's segment count), and their number. */
    int[] hits(int j) { return hits[j]; }

    int hitCount(int j) { return hitCount[j]; }

    /** Tuple number t of the last match(r): one match record per row, the first row varying fastest — the order in
     *  which a `random` group numbers its choices (play tests 90 "Threes" and 200 pin it; rules that apply every
     *  tuple give the same results in all 470 tests either way, and use the same order). */
    int[][] tuple(Rule r, int t) {
        for (int j = 0; j < r.rows.length; j++) {
            int stride = r.rows[j].segments.length, c = hitCount[j];
            int k = t % c;
            t /= c;
            int[] rec = tuple[j];
            if (rec == null || rec.length < stride) tuple[j] = rec = new int[Math.max(stride, 4)];
            System.arraycopy(hits[j], k * stride, rec, 0, stride);
        }
        return tuple;
    }

    /** Tuple number t of the last match(r) in fresh arrays (for random groups, which collect every tuple). */
    int[][] copyOfTuple(Rule r, int t) {
        int[][] view = tuple(r, t), out = new int[r.rows.length][];
        for (int j = 0; j < out.length; j++) out[j] = Arrays.copyOf(view[j], r.rows[j].segments.length);
        return out;
    }

    /** Scans the grid in the order the rows were always scanned (RIGHT: rows outer, x inner; DOWN: columns outer). */
    private void scanRow(Rule.Row row, RuleFilter f, int j, int dir) {
        int len = row.minLength, w = s.w, h = s.h;
        Rule.Cell[][] segs = row.segments;
        if (S == 1 && M == 1 && segs[0].length > 0) { scanRow1(segs, f, j, dir, len); return; }
        if (dir == 1) {
            for (int y = 0; y < h; y++) {
                if (!f.lineMayMatch(j, rowObj, y * S, rowMov, y * M)) continue;
                for (int x = 0; x + len <= w; x++) matchFrom(segs, x * h + y, x, w, h, j, 0);
            }
        } else {
            for (int x = 0; x < w; x++) {
                if (!f.lineMayMatch(j, colObj, x * S, colMov, x * M)) continue;
                for (int y = 0; y + len <= h; y++) matchFrom(segs, x * h + y, y, h, 1, j, 0);
            }
        }
        s.budget((long) s.n * segs.length);
    }

    /** scanRow for one-long bitsets: the line test inline, its masks in locals. */
    private void scanRow1(Rule.Cell[][] segs, RuleFilter f, int j, int dir, int len) {
        int w = s.w, h = s.h;
        long needObj = f.rowObjs[j][0], needMov = f.rowMovs[j][0];
        long[] any = f.rowAnyOf1[j];
        long[] lineObj = dir == 1 ? rowObj : colObj, lineMov = dir == 1 ? rowMov : colMov;
        int lines = dir == 1 ? h : w, lim = dir == 1 ? w : h, delta = dir == 1 ? h : 1, step = dir == 1 ? 1 : h;
        // the first cell's test in locals: most start positions fail it, and then no call is made
        Rule.Cell first = segs[0][0];
        long p = first.present[0], x = first.missing[0], mp = first.movPresent[0], mx = first.movMissing[0];
        long[] o = s.objs, mv = s.movs;
        int tested = first.anyOf.length == 0 ? 1 : 0;   // the inline test below is the whole test but for any-of lists
        for (int line = 0; line < lines; line++) {
            long lo = lineObj[line];
            if ((lo & needObj) != needObj || (lineMov[line] & needMov) != needMov || !anyIn(any, lo)) continue;
            for (int a = 0, i = line * step; a + len <= lim; a++, i += delta) {
                long v = o[i], u = mv[i];
                if ((v & p) != p || (v & x) != 0 || (u & mp) != mp || (u & mx) != 0) continue;
                matchFrom(segs, i, a, lim, delta, j, tested);
            }
        }
        s.budget((long) s.n * segs.length);
    }

    private static boolean anyIn(long[] any, long v) {
        for (long a : any) if ((v & a) == 0) return false;
        return true;
    }

    /** Records the matches starting at cell i, whose first `tested` cells are known to match. */
    private void matchFrom(Rule.Cell[][] segs, int i, int a, int lim, int delta, int j, int tested) {
        Rule.Cell[] first = segs[0];
        for (int c = tested; c < first.length; c++) if (!cellMatches(first[c], i + c * delta)) return;
        if (segs.length == 1) { add(j, i); return; }
        if (gapScratch.length < segs.length) gapScratch = new int[segs.length * 2];
        gapScratch[0] = i;
        int from = hitCount[j];
        gaps(segs, 1, a + segs[0].length, lim, delta, i + segs[0].length * delta, j);
        if (segs.length > 2 && hitCount[j] - from > 1) laterGapSlowest(j, from, segs.length);
    }

    /** Two or more ellipses: the records of one start cell in the order the official engine takes them, the later
     *  gap varying slowest (the double-ellipsis tests). */
    private void laterGapSlowest(int j, int from, int stride) {
        int count = hitCount[j] - from;
        int[][] recs = new int[count][];
        for (int q = 0; q < count; q++) recs[q] = Arrays.copyOfRange(hits[j], (from + q) * stride, (from + q + 1) * stride);
        Arrays.sort(recs, (x, y) -> {
            for (int q = x.length - 1; q >= 1; q--) if (x[q] != y[q]) return Integer.compare(x[q], y[q]);
            return 0;
        });
        for (int q = 0; q < count; q++) System.arraycopy(recs[q], 0, hits[j], (from + q) * stride, stride);
    }

    /** Segment s may start k cells after position a (its earliest start cell {@code at}); records each way. */
    private void gaps(Rule.Cell[][] segs, int g, int a, int lim, int delta, int at, int j) {
        int rest = 0;
        for (int t = g; t < segs.length; t++) rest += segs[t].length;
        boolean anything = matchesAnything(segs[g]);   // e.g. whaleworld's [ Whale | ... | ]: every gap matches
        for (int k = 0; a + k + rest <= lim; k++) {
            int start = at + k * delta;
            if (!anything && !segmentMatches(segs[g], start, delta)) continue;
            gapScratch[g] = k;
            if (g == segs.length - 1) addRecord(j, gapScratch, segs.length);
            else gaps(segs, g + 1, a + k + segs[g].length, lim, delta, start + segs[g].length * delta, j);
        }
    }

    /** Whether every cell of seg is the empty pattern {@code []}, which any cell matches (cached on the cell). */
    private static boolean matchesAnything(Rule.Cell[] seg) {
        for (Rule.Cell c : seg) {
            if (c.wildcard == 0) c.wildcard = (byte) (zero(c.present) && zero(c.missing) && c.anyOf.length == 0
                    && zero(c.movPresent) && zero(c.movMissing) ? 1 : 2);
            if (c.wildcard != 1) return false;
        }
        return true;
    }

    private static boolean zero(long[] bits) {
        for (long b : bits) if (b != 0) return false;
        return true;
    }

    private void add(int j, int i) {
        int[] b = hits[j];
        int c = hitCount[j];
        if (b == null || c == b.length) hits[j] = b = b == null ? new int[64] : Arrays.copyOf(b, c * 2);
        b[c] = i;
        hitCount[j] = c + 1;
    }

    private void addRecord(int j, int[] rec, int stride) {
        int[] b = hits[j];
        int at = hitCount[j] * stride;
        if (b == null || at + stride > b.length) hits[j] = b = b == null ? new int[Math.max(64, stride)] : Arrays.copyOf(b, Math.max(b.length * 2, at + stride));
        System.arraycopy(rec, 0, b, at, stride);
        hitCount[j]++;
    }

    boolean segmentMatches(Rule.Cell[] seg, int i, int delta) {
        for (int c = 0; c < seg.length; c++) if (!cellMatches(seg[c], i + c * delta)) return false;
        return true;
    }

    /** A cell pattern against cell i; one-long bitsets (up to 64 objects, 12 layers: most games) test inline. */
    boolean cellMatches(Rule.Cell c, int i) {
        long[] o = s.objs;
        if (S == 1) {
            long v = o[i], p = c.present[0];
            if ((v & p) != p || (v & c.missing[0]) != 0) return false;
            for (long[] a : c.anyOf) if ((v & a[0]) == 0) return false;
        } else {
            int ob = i * S;
            for (int k = 0; k < S; k++) {
                long v = o[ob + k];
                if ((v & c.present[k]) != c.present[k] || (v & c.missing[k]) != 0) return false;
            }
            for (long[] a : c.anyOf) if (!Session.intersects(o, ob, a)) return false;
        }
        long[] mv = s.movs;
        if (M == 1) {
            long v = mv[i], p = c.movPresent[0];
            return (v & p) == p && (v & c.movMissing[0]) == 0;
        }
        int mb = i * M;
        for (int k = 0; k < M; k++) {
            long v = mv[mb + k];
            if ((v & c.movPresent[k]) != c.movPresent[k] || (v & c.movMissing[k]) != 0) return false;
        }
        return true;
    }
}

package puzzlelab.puzzlescript.lang;

/**
 * Applies the tuples of a rule's last match (one match per rule row; Matcher.tuple numbers them, the first row
 * varying fastest) with exactly the effect of testing and applying each tuple in turn — {@code Session.applyAt} with
 * its re-test — but without doing that work for tuples that cannot change anything.
 *
 * <p>Why: a rule with several rows has the product of the rows' match counts as tuples. constellationz's
 * {@code late [ AltPlayer Teleport ] [ Teleport no AltPlayer ] -> [ AltPlayer Teleport ] [ Teleport Player ]} has
 * (players on teleports) × (other teleports) of them — thousands a turn on level 6, where a player on a teleport puts
 * a player on each of about 100 — and each group pass re-tested and re-applied all of them (1,100 states a second).
 *
 * <p>How, exactly: whether row j still matches at its match m, and whether replacing there would change a cell, depend
 * only on the cells of that match (the ellipsis gaps are not read). Both are kept per (row, match) — an entry — and
 * recomputed for the entries on the cells an applied tuple wrote. A tuple applies when each of its entries matches;
 * when none of them would change anything, applying it only charges the budget unit applyAt charges, so a run of such
 * tuples is charged at once. Only for "pure" rules — no {@code random} object, no {@code randomdir}, no rigid tag —
 * whose replacement is a fixed function of the cell (objects {@code (v & ~clear) | set}, movements likewise).
 */
final class TupleSweep {
    private static final byte MATCHES = 1, CHANGES = 2;

    private final Session s;

    // per entry (a match of a row; row j's entries start at base[j]): MATCHES, CHANGES bits; its row
    private byte[] state = new byte[64];
    private int[] entryRow = new int[64];
    private int[] base = new int[4], count = new int[4], idx = new int[4];
    private long[] matches0 = new long[1], changes0 = new long[1];  // the first row's entries that match; that change
    // which entries read a cell: head[cell] starts a list through next/entryOf, valid when headStamp[cell] == stamp
    private int[] head = new int[0], headStamp = new int[0];
    private int[] next = new int[64], entryOf = new int[64];
    private int nodes, stamp;
    private int[] written = new int[0];   // one row: cells an applied match wrote hold writeStamp
    private int writeStamp;

    TupleSweep(Session s) { this.s = s; }

    /** Whether r's replacement is a fixed function of each cell (see the class comment); cached on the rule. */
    static boolean isPure(Rule r) {
        if (r.pure == 0) {
            boolean pure = true;
            for (Rule.Row row : r.rows)
                for (Rule.Cell[] seg : row.segments)
                    for (Rule.Cell c : seg)
                        pure &= c.randomEntity == null && c.randomDirLayers == null && c.rigidLayers == null;
            r.pure = (byte) (pure ? 1 : 2);
        }
        return r.pure == 1;
    }

    /**
     * Whether a rule group's second pass provably changes nothing, so that one pass gives the group's result
     * (whaleworld's {@code late horizontal [ Whale | ... | ] -> [ Whale | ... | HBeam ]}: its group of two rules, the
     * beams left and right, ran a second pass each turn only to find every beam in place). Holds when every rule is
     * pure and has no command, and every cell that writes applies the same replacement f (the same masks), whose bits
     * no pattern of the group reads. Why that suffices: in the group only f writes and f touches nothing a match
     * reads, so each rule's matches (and their re-tests) are the same in every pass; the first pass runs every rule,
     * so afterwards each cell a match writes holds f(x) or a value f leaves alone, and f(f(x)) = f(x). Skipping the
     * second pass charges the turn's work budget less (the limit that stops rules looping without end). Cached on
     * the group's first rule.
     */
    static boolean settlesInOnePass(Rule[] group) {
        Rule first = group[0];
        if (first.onePass == 0) first.onePass = (byte) (computeOnePass(group) ? 1 : 2);
        return first.onePass == 1;
    }

    private static boolean computeOnePass(Rule[] group) {
        Rule.Cell f = null;
        int S = -1, M = -1;
        for (Rule r : group) {
            if (!isPure(r) || r.commands.length > 0) return false;
            for (Rule.Row row : r.rows) for (Rule.Cell[] seg : row.segments) for (Rule.Cell c : seg) {
                S = c.present.length; M = c.movPresent.length;
                if (!r.hasRhs || !c.replaces) continue;
                if (f == null) f = c;
                else if (!java.util.Arrays.equals(f.objClear, c.objClear) || !java.util.Arrays.equals(f.objSet, c.objSet)
                        || !java.util.Arrays.equals(f.movClear, c.movClear) || !java.util.Arrays.equals(f.movSet, c.movSet))
                    return false;
            }
        }
        if (f == null) return false;                   // nothing writes: a second pass never runs anyway
        for (Rule r : group)
            for (Rule.Row row : r.rows) for (Rule.Cell[] seg : row.segments) for (Rule.Cell c : seg) {
                for (int k = 0; k < S; k++) {
                    long written = f.objClear[k] | f.objSet[k], read = c.present[k] | c.missing[k];
                    for (long[] a : c.anyOf) read |= a[k];
                    if ((written & read) != 0) return false;
                }
                for (int k = 0; k < M; k++)
                    if (((f.movClear[k] | f.movSet[k]) & (c.movPresent[k] | c.movMissing[k])) != 0) return false;
            }
        return true;
    }

    /** Applies the `tuples` tuples of the matcher's last match(r) of a pure rule; true when one changed the level. */
    boolean apply(Rule r, int tuples) {
        return r.rows.length == 1 ? applyOneRow(r, tuples) : applyRows(r, tuples);
    }

    /** One row: the tuples are its matches, each visited once; a match that changes nothing is not written. A cell
     *  no applied match wrote still holds what it held when the match was found, so only written cells are
     *  re-tested. */
    private boolean applyOneRow(Rule r, int tuples) {
        Matcher matcher = s.matcher;
        Rule.Row row = r.rows[0];
        int stride = row.segments.length, delta = r.dir == 1 ? s.h : 1;
        int[] hits = matcher.hits(0);
        if (written.length < s.n) { written = new int[s.n]; writeStamp = 0; }
        if (++writeStamp == Integer.MAX_VALUE) { java.util.Arrays.fill(written, 0); writeStamp = 1; }
        boolean modified = false;
        for (int t = 0; t < tuples; t++) {
            int st = evaluate(row, hits, t * stride, delta, written, writeStamp);
            if (st == 0) continue;
            if (st == MATCHES) { s.budget(1); continue; }
            applyMatch(r, row, hits, t * stride, delta);
            modified = true;
        }
        return modified;
    }

    /** What applyAt(r, tuple, false) and then Matcher.changed(r, tuple) do for a one-row tuple (its cells are
     *  distinct), without decoding the tuple; and marks the cells written. */
    private void applyMatch(Rule r, Rule.Row row, int[] hits, int off, int delta) {
        Matcher matcher = s.matcher;
        Rule.Cell[][] segs = row.segments;
        int pos = hits[off];
        for (int g = 0; g < segs.length; g++) {
            if (g > 0) pos += hits[off + g] * delta;
            for (int c = 0; c < segs[g].length; c++, pos += delta) s.replace(r, segs[g][c], pos);
        }
        s.budget(1);
        pos = hits[off];
        for (int g = 0; g < segs.length; g++) {
            if (g > 0) pos += hits[off + g] * delta;
            for (int c = 0; c < segs[g].length; c++, pos += delta) {
                matcher.movedInto(pos);            // widens the unions by the cell, as changed() does
                written[pos] = writeStamp;
            }
        }
    }

    private boolean applyRows(Rule r, int tuples) {
        Matcher matcher = s.matcher;
        int rows = r.rows.length, delta = r.dir == 1 ? s.h : 1;
        index(r, rows, delta);
        int c0 = count[0], blocks = tuples / c0;
        for (int j = 0; j < rows; j++) idx[j] = 0;
        boolean modified = false;
        for (int b = 0; b < blocks; b++) {
            if (b > 0) for (int j = 1; j < rows; j++) { if (++idx[j] < count[j]) break; idx[j] = 0; }
            int a = 0;
            while (a < c0) {
                int outer = outerState(rows);
                if (outer == 0) break;                  // a later row no longer matches: no tuple left in the block
                                                        // applies, and only an applied one could make it match again
                if (outer == MATCHES) {                 // the tuples up to the next changing first-row entry change
                    int to = nextBit(changes0, a, c0);  // nothing: each that applies costs one budget unit
                    int applying = countBits(matches0, a, to);
                    if (applying > 0) s.budget(applying);
                    a = to;
                } else {
                    a = nextBit(matches0, a, c0);       // every tuple with a matching first-row entry changes a cell
                }
                if (a >= c0) break;
                int[][] tuple = matcher.tuple(r, b * c0 + a);
                s.applyAt(r, tuple, false);
                modified = true;
                matcher.changed(r, tuple);
                idx[0] = a;
                for (int j = 0; j < rows; j++) refreshReaders(r, j, idx[j], delta);
                a++;
            }
        }
        return modified;
    }

    /** The first set bit of bits at or after from, or to when none is before to. */
    private static int nextBit(long[] bits, int from, int to) {
        if (from >= to) return to;
        int w = from >> 6;
        long word = bits[w] & (-1L << from);
        while (true) {
            if (word != 0) return Math.min(to, (w << 6) + Long.numberOfTrailingZeros(word));
            if (++w << 6 >= to) return to;
            word = bits[w];
        }
    }

    /** The number of set bits in [from, to). */
    private static int countBits(long[] bits, int from, int to) {
        int n = 0;
        for (int i = from; i < to; ) {
            int w = i >> 6, end = Math.min(to, (w + 1) << 6);
            long word = bits[w] >>> (i & 63);
            if (end - i < 64) word &= (1L << (end - i)) - 1;
            n += Long.bitCount(word);
            i = end;
        }
        return n;
    }

    /** The entries of rows 1.. at idx: 0 when one does not match, else MATCHES plus CHANGES when one would change. */
    private int outerState(int rows) {
        int all = MATCHES;
        for (int j = 1; j < rows; j++) {
            int st = state[base[j] + idx[j]];
            if ((st & MATCHES) == 0) return 0;
            all |= st;
        }
        return all;
    }

    /** Evaluates every entry and lists, per cell, the entries that read it. */
    private void index(Rule r, int rows, int delta) {
        Matcher matcher = s.matcher;
        if (base.length < rows) {
            base = new int[rows]; count = new int[rows]; idx = new int[rows];
        }
        int entries = 0;
        for (int j = 0; j < rows; j++) { base[j] = entries; count[j] = matcher.hitCount(j); entries += count[j]; }
        if (state.length < entries) { state = new byte[entries * 2]; entryRow = new int[entries * 2]; }
        int words = (count[0] >> 6) + 1;
        if (matches0.length < words) { matches0 = new long[words * 2]; changes0 = new long[words * 2]; }
        java.util.Arrays.fill(matches0, 0, words, 0);
        java.util.Arrays.fill(changes0, 0, words, 0);
        if (head.length < s.n) { head = new int[s.n]; headStamp = new int[s.n]; stamp = 0; }
        if (++stamp == Integer.MAX_VALUE) { java.util.Arrays.fill(headStamp, 0); stamp = 1; }
        nodes = 0;
        for (int j = 0; j < rows; j++) {
            Rule.Row row = r.rows[j];
            Rule.Cell[][] segs = row.segments;
            int stride = segs.length;
            int[] hits = matcher.hits(j);
            for (int m = 0; m < count[j]; m++) {
                int e = base[j] + m, off = m * stride;
                entryRow[e] = j;
                int st = evaluate(row, hits, off, delta);
                setState(e, j, st);
                int pos = hits[off];
                for (int g = 0; g < segs.length; g++) {
                    if (g > 0) pos += hits[off + g] * delta;
                    for (int c = 0; c < segs[g].length; c++, pos += delta) link(pos, e);
                }
            }
        }
    }

    private void link(int cell, int e) {
        if (nodes == next.length) {
            next = java.util.Arrays.copyOf(next, nodes * 2);
            entryOf = java.util.Arrays.copyOf(entryOf, nodes * 2);
        }
        next[nodes] = headStamp[cell] == stamp ? head[cell] : -1;
        entryOf[nodes] = e;
        head[cell] = nodes++;
        headStamp[cell] = stamp;
    }

    /** Re-evaluates every entry reading a cell of row j's match m (the cells an applied tuple may have written). */
    private void refreshReaders(Rule r, int j, int m, int delta) {
        Rule.Cell[][] segs = r.rows[j].segments;
        int[] hits = s.matcher.hits(j);
        int off = m * segs.length, pos = hits[off];
        for (int g = 0; g < segs.length; g++) {
            if (g > 0) pos += hits[off + g] * delta;
            for (int c = 0; c < segs[g].length; c++, pos += delta) {
                if (headStamp[pos] != stamp) continue;
                for (int node = head[pos]; node >= 0; node = next[node]) refresh(r, entryOf[node], delta);
            }
        }
    }

    private void refresh(Rule r, int e, int delta) {
        int j = entryRow[e], old = state[e];
        Rule.Row row = r.rows[j];
        int st = evaluate(row, s.matcher.hits(j), (e - base[j]) * row.segments.length, delta);
        if (st != old) setState(e, j, st);
    }

    private void setState(int e, int j, int st) {
        state[e] = (byte) st;
        if (j > 0) return;
        long bit = 1L << (e & 63);
        if (st != 0) matches0[e >> 6] |= bit; else matches0[e >> 6] &= ~bit;
        if (st == (MATCHES | CHANGES)) changes0[e >> 6] |= bit; else changes0[e >> 6] &= ~bit;
    }

    private int evaluate(Rule.Row row, int[] hits, int off, int delta) { return evaluate(row, hits, off, delta, null, 0); }

    /** Row's match at record hits[off..]: 0 when it no longer matches, else MATCHES, plus CHANGES when replacing
     *  would change a cell (the cell positions as Session.rowMatchesAt computes them). With dirty (null: test
     *  every cell), only the cells marked `mark` there are re-tested (the others are known to match). */
    private int evaluate(Rule.Row row, int[] hits, int off, int delta, int[] dirty, int mark) {
        Matcher matcher = s.matcher;
        Rule.Cell[][] segs = row.segments;
        int pos = hits[off];
        boolean changes = false;
        for (int g = 0; g < segs.length; g++) {
            if (g > 0) pos += hits[off + g] * delta;
            Rule.Cell[] seg = segs[g];
            for (int c = 0; c < seg.length; c++, pos += delta) {
                Rule.Cell cell = seg[c];
                if ((dirty == null || dirty[pos] == mark) && !matcher.cellMatches(cell, pos)) return 0;
                if (!changes && cell.replaces) changes = wouldChange(cell, pos);
            }
        }
        return changes ? MATCHES | CHANGES : MATCHES;
    }

    /** Whether Session.replace (for a pure cell: no random object or direction) would change cell i. */
    private boolean wouldChange(Rule.Cell c, int i) {
        long[] o = s.objs, mv = s.movs;
        int S = s.S, M = s.M, ob = i * S, mb = i * M;
        for (int k = 0; k < S; k++) {
            long v = o[ob + k];
            if (((v & ~c.objClear[k]) | c.objSet[k]) != v) return true;
        }
        for (int k = 0; k < M; k++) {
            long v = mv[mb + k];
            if (((v & ~c.movClear[k]) | c.movSet[k]) != v) return true;
        }
        return false;
    }
}

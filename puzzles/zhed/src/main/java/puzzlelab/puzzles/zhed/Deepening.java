package puzzlelab.puzzles.zhed;

import puzzlelab.engine.Stats;

/**
 * One depth-limited iteration of the proving search, as a resumable loop with an explicit stack: "is there a
 * solution of at most {@code limit} moves?". Run to the end for limits L0, L0 + 1, ... it finds a shortest
 * solution and proves it shortest.
 * <pre>
 *   node(r = moves left):
 *     if max(gap bound, pending bound) &gt; r or table says "searched with ≥ r left, nothing": cut
 *     for each unused tile × direction (in the order of {@link MoveOrder}):
 *       play it; skip it if it fills nothing;
 *       won → solution
 *       skip it if it does not walk over the previous move's fresh cells and has a smaller code (the two moves
 *         commute, so only the ascending order is searched);
 *       skip it if r = 1, or some unjustified move can no longer be justified (no unused tile on its lines);
 *       node(r − 1)
 *     table[state, unjustified moves, previous move] = r
 * </pre>
 * Every cut keeps at least one shortest solution (the commuted order with ascending codes, whose moves are all
 * justified), so an exhausted iteration proves that no solution of at most {@code limit} moves exists. The table
 * key includes everything a subtree's search depends on (state, the unjustified moves with their fresh cells, the
 * previous move), so a table cut never hides a solution the subtree would have found.
 */
final class Deepening {
    enum Outcome { RUNNING, FOUND, EXHAUSTED }

    private final Position p;
    private final Level lv;
    private final TransTable tt;
    private final Stats stats;
    private final MoveOrder order;
    private final Bounds bounds;
    private final Chains chains;
    /** Per depth: the cells a move played there must fill (chain level r − 1). */
    private final long[][] useful;
    private final long[] prevFresh;
    private final int n;
    private final int[][] cand;
    private final int[] count;
    private final int[] next;
    private final long[] key1;
    private final long[] key2;
    private final long[] zLast1;
    private final long[] zLast2;
    private int limit;
    private int d;
    int[] solution;

    Deepening(Position p, TransTable tt, Stats stats, MoveOrder order) {
        this.p = p;
        this.lv = p.lv;
        this.tt = tt;
        this.stats = stats;
        this.order = order;
        this.bounds = new Bounds(p);
        this.chains = new Chains(lv);
        this.useful = new long[lv.tiles() + 1][chains.words()];
        this.prevFresh = new long[chains.words()];
        this.n = lv.tiles();
        cand = new int[n + 1][4 * n];
        count = new int[n + 1];
        next = new int[n + 1];
        key1 = new long[n + 1];
        key2 = new long[n + 1];
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(77);
        zLast1 = new long[4 * n + 1];
        zLast2 = new long[4 * n + 1];
        for (int i = 0; i <= 4 * n; i++) {
            zLast1[i] = rnd.nextLong();
            zLast2[i] = rnd.nextLong();
        }
    }


    /** Starts an iteration with the given move limit from the root. Returns false if the root is cut at once. */
    boolean start(int limit) {
        while (p.depth > 0) p.undo();
        this.limit = limit;
        this.d = 0;
        solution = null;
        return enter();
    }

    /** Enters the node at depth d (the position is there); false when it is cut. */
    private boolean enter() {
        int r = limit - d;
        if (bounds.bound(r) > r) return false;
        long sig = Position.mix(p.pendingSignature());
        int last = d == 0 ? 4 * n : p.moves[d - 1];
        long a = p.hash1 ^ sig ^ zLast1[last];
        long b = p.hash2 ^ (sig * 0x9E3779B97F4A7C15L) ^ zLast2[last];
        if (tt.get(a, b) >= r) {
            stats.duplicates++;
            return false;
        }
        key1[d] = a;
        key2[d] = b;
        long[][] lev = chains.levels(p.unused(), r);
        if (!pendingReachable(lev[r])) return false;
        int k = order.order(p, cand[d]);
        int prev = d == 0 ? -1 : p.moves[d - 1];
        if (d > 0) {
            java.util.Arrays.fill(prevFresh, 0);
            for (int i = p.freshStart[d - 1]; i < p.freshStart[d]; i++) {
                int c = p.freshCells[i];
                prevFresh[c >>> 6] |= 1L << c;
            }
        }
        long[] use = useful[d];
        System.arraycopy(lev[r - 1 == 0 ? 1 : r - 1], 0, use, 0, use.length);
        int kept = 0;
        for (int i = 0; i < k; i++) {
            int m = cand[d][i];
            if (!chains.rayMeets(m, use)) continue;
            // a smaller code than the previous move survives only if it walks over the previous move's cells
            if (m < prev && !chains.rayMeets(m, prevFresh)) continue;
            cand[d][kept++] = m;
        }
        count[d] = kept;
        next[d] = 0;
        stats.expanded++;
        return true;
    }

    /** Every unjustified move has a fresh cell in the set. */
    private boolean pendingReachable(long[] set) {
        for (int j = 0; j < p.depth; j++) {
            if (p.support[j] != 0) continue;
            boolean ok = false;
            for (int i = p.freshStart[j]; i < p.freshStart[j + 1] && !ok; i++) ok = Chains.has(set, p.freshCells[i]);
            if (!ok) return false;
        }
        return true;
    }

    /** The move just played filled a cell of the set. */
    private boolean freshMeets(long[] set) {
        int j = p.depth - 1;
        for (int i = p.freshStart[j]; i < p.freshStart[j + 1]; i++) if (Chains.has(set, p.freshCells[i])) return true;
        return false;
    }

    Outcome run(int budget) {
        for (int work = 0; work < budget; ) {
            if (next[d] < count[d]) {
                int m = cand[d][next[d]++];
                work++;
                stats.generated++;
                if (p.apply(m) == 0) {
                    p.undo();
                    continue;
                }
                if (p.won) {
                    solution = p.path();
                    return Outcome.FOUND;
                }
                int r = limit - d;
                if (r == 1 || !freshMeets(useful[d]) || (d > 0 && m < p.moves[d - 1] && !p.lastJustifiesPrevious())
                        || p.hopelessPending()) {
                    p.undo();
                    continue;
                }
                d++;
                stats.frontier(d);
                if (!enter()) {
                    p.undo();
                    d--;
                }
            } else {
                tt.put(key1[d], key2[d], limit - d);
                if (d == 0) return Outcome.EXHAUSTED;
                p.undo();
                d--;
            }
        }
        return Outcome.RUNNING;
    }
}

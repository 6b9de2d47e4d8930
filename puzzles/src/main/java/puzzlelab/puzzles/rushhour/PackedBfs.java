package puzzlelab.puzzles.rushhour;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The optimal solver: breadth-first search over {@link Packed} keys with a precomputed move generator and a
 * {@link KeyTable} (key + depth byte, no parent pointers), stopping at the first <i>free</i> state (red car not at
 * the exit, nothing between it and the exit).
 * <pre>
 *   layer = [s0]; seen = {s0}
 *   for depth = 0, 1, …:
 *     for s in layer: for each legal move (v, d) of s, v ≠ the vehicle that moved last:   (steps: one-cell slides)
 *       t = key(s) + table step of v's lane group;  if t ∉ seen: seen += t, next += t
 *       if t is free: record t (moves: stop at once)
 * </pre>
 * <ul>
 *   <li>Stopping at the first free state is optimal (moves): the state before the last move of any solution is
 *       free; the first free state is found at the least depth k, so no goal lies at depth ≤ k, and one red move
 *       finishes at k + 1. Under steps the answer is min(depth + cells the red car still slides) over free states;
 *       every free state not yet found after layer L costs at least L + 2, so the search stops once the best known
 *       total is that small. Only a vertical blocker leaving the red row can make a state free.</li>
 *   <li>Moving the vehicle that moved last again leads to a state one move from the grandparent (its free run is
 *       unchanged), which is already known: those moves are skipped (under steps only the undoing slide is).</li>
 *   <li>One-word keys are processed in batches: all children of up to {@value #CHUNK} states are generated, their
 *       home slots loaded in one independent sweep (overlapping the cache misses), then inserted.</li>
 * </ul>
 * Paths are rebuilt backwards: from the free state, a neighbour whose stored depth is one less (mod 256).
 * Under steps the one-cell slides are merged into moves (same vehicle, consecutive).
 */
final class PackedBfs extends Search {
    private static final int CHUNK = 256;
    private final Packed pk;
    private final boolean unitSlides;
    private final int w;
    private final KeyTable seen;
    private long[] layer;
    private int[] layerLast;
    private int layerSize;
    private long[] next;
    private int[] nextLast;
    private int nextSize;
    private int at;
    private int depth;
    private final long[] cur;
    private final long[] kid;
    private final int[] pos;
    private final int[] rows;
    private final int[] cols;
    private final int exitRow;
    // batch buffers (one-word keys)
    private long[] bKey = new long[1024];
    private int[] bLast = new int[1024];
    private boolean[] bFree = new boolean[1024];
    private int[] bSlot = new int[1024];
    private int bCount;
    private long sink;
    private boolean decoded;
    private final Mobility mob;
    private long[] bestFree;
    private int bestFreeDepth;
    private int bestTotal = Integer.MAX_VALUE;
    private Status done;

    PackedBfs(Packed pk, boolean unitSlides) {
        this(pk, unitSlides, 1 << 10);
    }

    PackedBfs(Packed pk, boolean unitSlides, int expected) {
        this.pk = pk;
        this.unitSlides = unitSlides;
        this.w = pk.words;
        this.seen = new KeyTable(w, expected);
        this.layer = new long[64 * w];
        this.next = new long[64 * w];
        this.layerLast = new int[64];
        this.nextLast = new int[64];
        this.cur = new long[w];
        this.kid = new long[w];
        this.pos = new int[pk.count];
        this.rows = new int[pk.n];
        this.cols = new int[pk.n];
        this.exitRow = pk.board.exitRow();
        this.mob = Mobility.fits(pk) ? new Mobility(pk) : null;
        long[] s0 = new long[w];
        pk.initial(s0);
        seen.add(s0, 0);
        System.arraycopy(s0, 0, layer, 0, w);
        layerLast[0] = -1;
        layerSize = 1;
        stats.generated = 1;
        pk.decode(s0, pos);
        pk.occupancy(pos, rows, cols);
        if (pos[pk.red] == pk.goalPos) {
            best = new Solution(new int[0], 0);
            done = Status.SOLVED;
        } else if (pk.staticUnsolvable() != null) {
            message = pk.staticUnsolvable();
            done = Status.UNSOLVABLE;
        } else if (pk.ahead(pk.red, pos[pk.red], rows, cols) >= pk.goalPos - pos[pk.red]) {
            offerFree(s0, 0, pk.goalPos - pos[pk.red]);
        }
    }

    @Override public String name() { return "packed-bfs"; }

    /** Every state stored so far (all reachable ones after an UNSOLVABLE). */
    void forEachState(java.util.function.Consumer<long[]> f) {
        seen.forEach(f);
    }

    @Override public boolean provesOptimal() { return true; }

    @Override
    public long bytes() {
        return seen.bytes() + 8L * (layer.length + next.length) + 4L * (layerLast.length + nextLast.length);
    }

    private void offerFree(long[] key, int d, int remaining) {
        int total = unitSlides ? d + remaining : d + 1;
        if (total < bestTotal) {
            bestTotal = total;
            bestFree = key.clone();
            bestFreeDepth = d;
        }
    }

    /** True when the best free state is proven optimal, given all states up to depth {@code known} are known. */
    private boolean settled(int known, boolean layerComplete) {
        if (bestFree == null) return false;
        if (!unitSlides) return true;
        return bestTotal <= known + 1 || (layerComplete && bestTotal <= known + 2);
    }

    @Override
    public Status step(int budget) {
        if (done != null) {
            stats.stored = seen.size();
            return done;
        }
        if (settled(depth, true)) return finish();
        int n = 0;
        while (n < budget) {
            if (at == layerSize) {
                if (settled(depth + 1, true)) return finish();
                if (nextSize == 0) {
                    stats.stored = seen.size();
                    return Status.UNSOLVABLE;
                }
                long[] t = layer;
                layer = next;
                next = t;
                int[] tl = layerLast;
                layerLast = nextLast;
                nextLast = tl;
                layerSize = nextSize;
                nextSize = 0;
                at = 0;
                depth++;
                stats.frontier(layerSize);
            }
            if (mob != null) {
                int end = Math.min(layerSize, at + CHUNK);
                bCount = 0;
                for (int i = at; i < end; i++) generate1(layer[i], layerLast[i]);
                n += end - at;
                at = end;
                insertBatch();
            } else {
                System.arraycopy(layer, at * w, cur, 0, w);
                expand(cur, layerLast[at]);
                at++;
                n++;
            }
            if (settled(depth + 1, false)) return finish();
        }
        stats.stored = seen.size();
        return Status.RUNNING;
    }

    /** Whether the move (v, d) is skipped after the move {@code last} (a code, or -1). */
    private boolean skip(int v, int d, int last) {
        if (last < 0 || Packed.vehicle(last) != v) return false;
        return !unitSlides || Packed.distance(last) == -d;
    }

    /** Appends the children of one-word state s to the batch. */
    private void generate1(long s, int last) {
        stats.expanded++;
        Mobility mob = this.mob;
        Packed pk = this.pk;
        if (!decoded) {
            mob.reset(s);
            decoded = true;
        } else {
            mob.moveTo(s);
        }
        int[] pos = mob.pos;
        int red = pk.red;
        int front = pos[red] + pk.length[red];
        int rowBits = (mob.rows[exitRow] >>> (front + 1)) & ((1 << (pk.n - front)) - 1);
        boolean oneBlocker = Integer.bitCount(rowBits) == 1;
        int lastV = last < 0 ? -1 : Packed.vehicle(last);
        setHull(last, pos);
        if (bCount + pk.count * 2 * pk.n > bKey.length) growBatch(bCount + pk.count * 2 * pk.n);
        for (long m = mob.mobile; m != 0; m &= m - 1) {
            int i = Long.numberOfTrailingZeros(m);
            int v = pk.movable[i];
            if (v == lastV && !unitSlides) continue;
            int p = pos[v];
            int back = mob.back[i];
            int ahead = mob.ahead[i];
            if (unitSlides) {
                back = Math.min(back, 1);
                ahead = Math.min(ahead, 1);
            }
            int sh = pk.vShift[v];
            int c = (int) ((s >>> sh) & pk.vMask[v]);
            int base = c * pk.vMul[v] + pk.vOff[v];
            int[] nextCfg = pk.vNext[v];
            int len = pk.length[v];
            boolean blocker = oneBlocker && !pk.horizontal[v] && pk.lane[v] >= front
                    && p <= exitRow && p + len > exitRow;
            boolean commuteCheck = v < lastV;
            for (int d = -back; d <= ahead; d++) {
                if (d == 0 || (v == lastV && skip(v, d, last))) continue;
                if (commuteCheck && commutes(v, p, d)) continue;
                int b = bCount++;
                bKey[b] = s + ((long) (nextCfg[base + d] - c) << sh);
                bLast[b] = Packed.code(v, d);
                bFree[b] = blocker && (p + d > exitRow || p + d + len <= exitRow);
            }
        }
    }

    // the last move's hull: lane, axis and the cells it swept (old and new position included)
    private int hullV = -1;
    private int hullFrom;
    private int hullTo;

    private void setHull(int last, int[] pos) {
        if (last < 0) {
            hullV = -1;
            return;
        }
        hullV = Packed.vehicle(last);
        int b = pos[hullV];
        int a = b - Packed.distance(last);
        hullFrom = Math.min(a, b);
        hullTo = Math.max(a, b) + pk.length[hullV] - 1;
    }

    /**
     * True when moving u (at p) by d sweeps no cell the last move swept: then the two moves commute, so the child
     * is also one move (the last one) away from the sibling where u moved first. Skipping it only for u below the
     * last vehicle's index is safe: the sibling skips the last move only for an even higher vehicle, and so on;
     * the chain ends at a state that does generate the child, one layer up at most.
     */
    private boolean commutes(int u, int p, int d) {
        int from = Math.min(p, p + d);
        int to = Math.max(p, p + d) + pk.length[u] - 1;
        int v = hullV;
        if (pk.horizontal[u] == pk.horizontal[v]) {
            return pk.lane[u] != pk.lane[v] || to < hullFrom || from > hullTo;
        }
        // crossing lanes: they share the one cell (lane of v along u, lane of u along v)
        return pk.lane[v] < from || pk.lane[v] > to || pk.lane[u] < hullFrom || pk.lane[u] > hullTo;
    }

    private void growBatch(int need) {
        int cap = Math.max(need, bKey.length * 2);
        bKey = Arrays.copyOf(bKey, cap);
        bLast = Arrays.copyOf(bLast, cap);
        bFree = Arrays.copyOf(bFree, cap);
        bSlot = Arrays.copyOf(bSlot, cap);
    }

    private void insertBatch() {
        int count = bCount;
        stats.generated += count;
        seen.reserve(count);
        sink += seen.slots(bKey, count, bSlot);
        int d1 = depth + 1;
        if (nextSize + count > next.length) {
            int cap = Math.max(nextSize + count, next.length * 2);
            next = Arrays.copyOf(next, cap);
            nextLast = Arrays.copyOf(nextLast, cap);
        }
        for (int j = 0; j < count; j++) {
            long k = bKey[j];
            if (!seen.add1At(k, bSlot[j], d1)) {
                stats.duplicates++;
                continue;
            }
            next[nextSize] = k;
            nextLast[nextSize++] = bLast[j];
            if (bFree[j]) {
                kid[0] = k;
                offerFree(kid, d1, pk.goalPos - pk.position(kid, pk.red));
            }
        }
    }

    /** Expands a multi-word state directly into the next layer. */
    private void expand(long[] s, int last) {
        stats.expanded++;
        pk.decode(s, pos);
        pk.occupancy(pos, rows, cols);
        int red = pk.red;
        int front = pos[red] + pk.length[red];
        int rowBits = (rows[exitRow] >>> (front + 1)) & ((1 << (pk.n - front)) - 1);
        boolean oneBlocker = Integer.bitCount(rowBits) == 1;
        int d1 = depth + 1;
        int lastV = last < 0 ? -1 : Packed.vehicle(last);
        for (int v : pk.movable) {
            if (v == lastV && !unitSlides) continue;
            int p = pos[v];
            int back = pk.behind(v, p, rows, cols);
            int ahead = pk.ahead(v, p, rows, cols);
            if (back == 0 && ahead == 0) continue;
            if (unitSlides) {
                back = Math.min(back, 1);
                ahead = Math.min(ahead, 1);
            }
            int g = pk.groupOf[v];
            int c = pk.config(s, g);
            int span = pk.gSpan[g];
            int base = (c * pk.members[g].length + pk.indexInGroup[v]) * span + span / 2;
            int[] nextCfg = pk.gNext[g];
            int wd = pk.gWord[g];
            int sh = pk.gShift[g];
            boolean blocker = oneBlocker && !pk.horizontal[v] && pk.lane[v] >= front
                    && p <= exitRow && p + pk.length[v] > exitRow;
            for (int d = -back; d <= ahead; d++) {
                if (d == 0 || (v == lastV && skip(v, d, last))) continue;
                stats.generated++;
                System.arraycopy(s, 0, kid, 0, w);
                kid[wd] = s[wd] + ((long) (nextCfg[base + d] - c) << sh);
                if (!seen.add(kid, d1)) {
                    stats.duplicates++;
                    continue;
                }
                if ((nextSize + 1) * w > next.length) next = Arrays.copyOf(next, next.length * 2);
                if (nextSize + 1 > nextLast.length) nextLast = Arrays.copyOf(nextLast, nextLast.length * 2);
                System.arraycopy(kid, 0, next, nextSize * w, w);
                nextLast[nextSize++] = Packed.code(v, d);
                if (blocker && (p + d > exitRow || p + d + pk.length[v] <= exitRow)) {
                    offerFree(kid, d1, pk.goalPos - pos[red]);
                }
            }
        }
    }

    private Status finish() {
        stats.stored = seen.size();
        int[] path = pathTo(bestFree, bestFreeDepth);
        int redMove = Packed.code(pk.red, pk.goalPos - pk.position(bestFree, pk.red));
        int[] moves = Arrays.copyOf(path, path.length + 1);
        moves[path.length] = redMove;
        if (unitSlides) moves = merge(moves);
        best = new Solution(moves, Paths.cost(moves, unitSlides));
        done = Status.SOLVED;
        message = sink == 42 ? "" : null;   // keeps the batch's touch loads alive
        return Status.SOLVED;
    }

    /** Moves from the root to {@code target} (at BFS depth d), walking to neighbours one layer up. */
    private int[] pathTo(long[] target, int d) {
        int[] moves = new int[d];
        long[] t = target.clone();
        long[] nb = new long[w];
        int[] p = new int[pk.count];
        int[] r = new int[pk.n];
        int[] c = new int[pk.n];
        for (int k = d - 1; k >= 0; k--) {
            pk.decode(t, p);
            pk.occupancy(p, r, c);
            int found = -1;
            for (int v : pk.movable) {
                int back = pk.behind(v, p[v], r, c);
                int ahead = pk.ahead(v, p[v], r, c);
                if (unitSlides) {
                    back = Math.min(back, 1);
                    ahead = Math.min(ahead, 1);
                }
                for (int dd = -back; dd <= ahead && found < 0; dd++) {
                    if (dd == 0) continue;
                    pk.moveKey(t, v, dd, nb);
                    if (seen.depth(nb) == (k & 0xFF)) found = Packed.code(v, -dd);
                }
                if (found >= 0) break;
            }
            if (found < 0) throw new IllegalStateException("path reconstruction failed at depth " + k);
            moves[k] = found;
            System.arraycopy(nb, 0, t, 0, w);
        }
        return moves;
    }

    /** Joins consecutive moves of the same vehicle (one-cell slides into one move). */
    static int[] merge(int[] moves) {
        IntArrayList out = new IntArrayList();
        int i = 0;
        while (i < moves.length) {
            int v = Packed.vehicle(moves[i]);
            int d = Packed.distance(moves[i]);
            int j = i + 1;
            while (j < moves.length && Packed.vehicle(moves[j]) == v) d += Packed.distance(moves[j++]);
            if (d != 0) out.add(Packed.code(v, d));
            i = j;
        }
        return out.toIntArray();
    }
}

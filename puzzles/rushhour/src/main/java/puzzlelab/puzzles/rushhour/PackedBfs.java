package puzzlelab.puzzles.rushhour;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
 *   <li>One-word keys are expanded by {@link BfsWorker}s in batches (overlapping the cache misses), with a move
 *       of a lower vehicle that commutes with the last move skipped too; layers of at least
 *       {@value #PARALLEL_MIN} states are shared among all processors in rounds of {@value #ROUND} states, each
 *       worker claiming new states in the shared table by compare-and-set.</li>
 * </ul>
 * Paths are rebuilt backwards: from the free state, a neighbour whose stored depth is one less (mod 256).
 * Under steps the one-cell slides are merged into moves (same vehicle, consecutive).
 */
final class PackedBfs extends Search {
    static final int PARALLEL_MIN = 50_000;
    static final int ROUND = 8192;
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
    private final BfsWorker[] workers;
    private final int maxChildren;
    private ExecutorService pool;
    private long[] bestFree;
    private int bestFreeDepth;
    private int bestTotal = Integer.MAX_VALUE;
    private Status done;

    PackedBfs(Packed pk, boolean unitSlides) {
        this(pk, unitSlides, 1 << 10, puzzlelab.engine.SearchOptions.cores());
    }

    PackedBfs(Packed pk, boolean unitSlides, int expected, int threads) {
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
        if (Mobility.fits(pk)) {
            workers = new BfsWorker[Math.max(1, threads)];
            for (int i = 0; i < workers.length; i++) workers[i] = new BfsWorker(pk, unitSlides, seen);
        } else {
            workers = null;
        }
        int mc = 0;
        for (int v : pk.movable) mc += pk.n - pk.length[v];
        maxChildren = mc;
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

    @Override public boolean provesOptimal() { return true; }

    /**
     * While layer d is expanded, every state of depth ≤ d is known and none of them is free unless recorded, and a
     * solution's last-but-one state is free: an unknown free state costs at least d + 2.
     */
    @Override
    public long lowerBound() {
        if (done != null && done != Status.RUNNING || stats.expanded == 0) return -1;
        long unknown = depth + 2L;
        return bestFree == null ? unknown : Math.min(bestTotal, unknown);
    }

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
                    shutdown();
                    done = Status.UNSOLVABLE;
                    return done;
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
            if (workers == null) {
                System.arraycopy(layer, at * w, cur, 0, w);
                expand(cur, layerLast[at]);
                at++;
                n++;
            } else if (workers.length > 1 && layerSize >= PARALLEL_MIN) {
                int end = Math.min(layerSize, at + ROUND);
                parallelRound(at, end);
                n += end - at;
                at = end;
            } else {
                int end = Math.min(layerSize, at + BfsWorker.CHUNK);
                workers[0].run(layer, layerLast, at, end, depth, false);
                collect(workers[0]);
                n += end - at;
                at = end;
            }
            if (settled(depth + 1, false)) return finish();
        }
        stats.stored = seen.size();
        return Status.RUNNING;
    }

    /** Layer slice [from, to) split among all workers, the calling thread taking the first part. */
    private void parallelRound(int from, int to) {
        seen.reserve((to - from) * maxChildren);
        if (pool == null) {
            pool = Executors.newFixedThreadPool(workers.length - 1, r -> {
                Thread t = new Thread(r, "packed-bfs");
                t.setDaemon(true);
                return t;
            });
        }
        int parts = workers.length;
        int size = (to - from + parts - 1) / parts;
        List<Future<?>> fs = new ArrayList<>();
        for (int k = 1; k < parts; k++) {
            int a = Math.min(to, from + k * size);
            int b = Math.min(to, a + size);
            BfsWorker wk = workers[k];
            fs.add(pool.submit(() -> wk.run(layer, layerLast, a, b, depth, true)));
        }
        workers[0].run(layer, layerLast, from, Math.min(to, from + size), depth, true);
        for (Future<?> f : fs) {
            try {
                f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            } catch (ExecutionException e) {
                throw new IllegalStateException(e.getCause());
            }
        }
        for (BfsWorker wk : workers) {
            seen.added(wk.added);
            collect(wk);
        }
    }

    /** Moves a worker's new states and counts into the next layer and the statistics. */
    private void collect(BfsWorker wk) {
        int n = wk.outSize;
        if (nextSize + n > next.length) {
            int cap = Math.max(nextSize + n, next.length * 2);
            next = Arrays.copyOf(next, cap);
            nextLast = Arrays.copyOf(nextLast, cap);
        }
        System.arraycopy(wk.out, 0, next, nextSize, n);
        System.arraycopy(wk.outLast, 0, nextLast, nextSize, n);
        nextSize += n;
        wk.outSize = 0;
        wk.added = 0;
        stats.expanded += wk.expanded;
        stats.generated += wk.generated;
        stats.duplicates += wk.duplicates;
        wk.expanded = 0;
        wk.generated = 0;
        wk.duplicates = 0;
        if (wk.freeTotal < bestTotal) {
            bestTotal = wk.freeTotal;
            bestFree = new long[] {wk.freeKey};
            bestFreeDepth = wk.freeDepth;
        }
    }

    @Override
    public void stopped() {
        shutdown();
    }

    private void shutdown() {
        if (pool != null) pool.shutdownNow();
        pool = null;
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
                if (d == 0 || (v == lastV && Packed.distance(last) == -d)) continue;
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
        shutdown();
        stats.stored = seen.size();
        int[] path = pathTo(bestFree, bestFreeDepth);
        int redMove = Packed.code(pk.red, pk.goalPos - pk.position(bestFree, pk.red));
        int[] moves = Arrays.copyOf(path, path.length + 1);
        moves[path.length] = redMove;
        if (unitSlides) moves = merge(moves);
        best = new Solution(moves, Paths.cost(moves, unitSlides));
        done = Status.SOLVED;
        if (workers != null && workers[0].touch == 42) message = "";   // keeps the batches' touch loads alive
        return Status.SOLVED;
    }

    /** Moves from the root to {@code target} (at BFS depth d): the walk back to the root, reversed and undone. */
    private int[] pathTo(long[] target, int d) {
        int[] back = walkBack(pk, seen, target, d, unitSlides);
        int[] moves = new int[d];
        for (int i = 0; i < d; i++) moves[d - 1 - i] = Packed.code(Packed.vehicle(back[i]), -Packed.distance(back[i]));
        return moves;
    }

    /**
     * From {@code key} at BFS depth d back to the root of {@code seen} (depths stored mod 256): the moves in walking
     * order, each from the current state to a neighbour one layer closer. {@code unitSlides}: one-cell moves only.
     */
    static int[] walkBack(Packed pk, KeyTable seen, long[] key, int d, boolean unitSlides) {
        int w = pk.words;
        int[] moves = new int[d];
        long[] t = key.clone();
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
                    if (seen.depth(nb) == (k & 0xFF)) found = Packed.code(v, dd);
                }
                if (found >= 0) break;
            }
            if (found < 0) throw new IllegalStateException("path reconstruction failed at depth " + k);
            moves[d - 1 - k] = found;
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

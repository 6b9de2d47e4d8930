package puzzlelab.puzzles.sokoban;

import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;
import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * A finder after Shoham and Schaeffer's FESS (feature space search, the algorithm of Festival). Every position is
 * placed in a cell of a small feature space (boxes packed in the {@link Packing} order, connectivity = number of
 * free regions, boxes packed out of order); the search cycles over the cells and in each expands the cheapest
 * unexplored move. A move costs 1, or 0 when an advisor proposes it, and a position's weight is the sum along its
 * path, so the advisors' plans are followed first in every cell while the cycle keeps every part of the space alive.
 * <pre>
 * add start; cells = {cell(start)}
 * loop: for each cell c in turn (round robin):
 *   pop c's entry (weight, position x, move m) of least weight (newest x first)
 *   y = x after m (m = one push, or an advisor's: the packing route, the push that joins most regions)
 *   if y is dead (dead square, freeze, no matching) or seen (box set + normalised player): skip
 *   if solved: return; else add y to cell(y) with entries: advisors at weight(y), each push at weight(y) + 1
 * </pre>
 * Advisors are evaluated when their entry is popped (most positions never are). All pushes are entries, so the
 * search is complete: exhausting it proves the level unsolvable.
 */
final class Fess extends Search {
    private static final int PACK = (1 << 24) - 1, CONN = (1 << 24) - 2;
    private static final int MAX_WEIGHT = 2047, MAX_NODES = (1 << 28) - 1;

    private final Board b;
    private final String name;
    private final boolean pushCodes;
    private final int w;
    private final Walk walk;
    private final Regions regions;
    private final Matching matching;
    private final Deadlocks deadlocks;
    private final CorralDeadlocks corrals;   // null when switched off (-Dsoko.corral=false, for measurements)
    private final Packing packing;
    private final PackRoute packRoute;
    private final long[] zob, zobPlayer;

    // positions
    private long[] boxes;
    private long[] hash;
    private int[] player, keyPlayer, parent, move, weight;
    private int size;
    private int[] slots;
    private int mask;
    private int[] pool = new int[256];   // multi-push moves: length, then the pushes
    private int poolSize;

    // cells
    private final Int2IntOpenHashMap cellOf = new Int2IntOpenHashMap();
    private LongHeapPriorityQueue[] cells = new LongHeapPriorityQueue[16];
    private int cellCount, cursor;
    private long entries;

    private final long[] cur, child;
    private final int[] one = new int[1];

    Fess(Board b, String name, boolean pushCodes) {
        this.b = b;
        this.name = name;
        this.pushCodes = pushCodes;
        w = b.words;
        walk = new Walk(b);
        regions = new Regions(b);
        matching = new Matching(b);
        deadlocks = new Deadlocks(b);
        corrals = Boolean.parseBoolean(System.getProperty("soko.corral", "true")) ? new CorralDeadlocks(b) : null;
        packing = new Packing(b);
        packRoute = new PackRoute(b, packing);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(0xfe55L);
        zob = new long[b.n];
        zobPlayer = new long[b.n];
        for (int i = 0; i < b.n; i++) { zob[i] = rnd.nextLong(); zobPlayer[i] = rnd.nextLong(); }
        int cap = 1 << 12;
        boxes = new long[cap * w];
        hash = new long[cap];
        player = new int[cap];
        keyPlayer = new int[cap];
        parent = new int[cap];
        move = new int[cap];
        weight = new int[cap];
        slots = new int[cap * 2];
        mask = slots.length - 1;
        cur = new long[w];
        child = new long[w];
        cellOf.defaultReturnValue(-1);
        stats.generated = 1;
        if (matching.bound(b.boxes0) < Matching.DEAD) {
            long hs = 0;
            for (int s : Bits.list(b.boxes0, b.n)) hs ^= zob[s];
            System.arraycopy(b.boxes0, 0, child, 0, w);
            if (b.solved(child)) best = new Solution(new int[0], 0);
            else place(-1, -1, child, hs, b.player0, 0);
        }
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return "features"; }
    @Override public boolean provesOptimal() { return false; }

    @Override
    public long bytes() {
        return (long) boxes.length * 8 + (long) hash.length * (8 + 6 * 4) + (long) slots.length * 4 + entries * 8
                + (long) pool.length * 4;
    }

    @Override
    public Status step(int budget) {
        if (best != null) return Status.SOLVED;
        for (int k = 0; k < budget; k++) {
            if (entries == 0) return Status.UNSOLVABLE;
            LongHeapPriorityQueue q = nextCell();
            // a cell's turn ends with a new position or when it runs dry (bounded so one cell cannot stall the cycle)
            for (int tries = 0; tries < 64 && !q.isEmpty(); tries++) {
                long e = q.dequeueLong();
                entries--;
                int x = MAX_NODES - (int) (e >>> 24 & MAX_NODES), m = (int) (e & 0xFFFFFF);
                int y = apply(x, m);
                if (best != null) {
                    stats.bytes(bytes());
                    return Status.SOLVED;
                }
                if (y >= 0) break;
            }
            stats.frontier(entries);
        }
        stats.bytes(bytes());
        return Status.RUNNING;
    }

    private LongHeapPriorityQueue nextCell() {
        while (true) {
            if (cursor >= cellCount) cursor = 0;
            LongHeapPriorityQueue q = cells[cursor++];
            if (!q.isEmpty()) return q;
        }
    }

    /** Expands move {@code m} of position {@code x}; returns the new position's id, or -1. */
    private int apply(int x, int m) {
        stats.expanded++;
        System.arraycopy(boxes, x * w, cur, 0, w);
        int[] pushes;
        if (m == PACK) {
            walk.from(cur, player[x]);
            pushes = packRoute.route(cur, walk);
            if (pushes == null) return -1;
        } else if (m == CONN) {
            int p = joiningPush(x);
            if (p < 0) return -1;
            one[0] = p;
            pushes = one;
        } else {
            one[0] = m;
            pushes = one;
        }
        System.arraycopy(cur, 0, child, 0, w);
        long hc = hash[x];
        int to = -1, pl = -1;
        for (int p : pushes) {
            int bx = p >>> 2;
            to = b.nb[bx * 4 + (p & 3)];
            Bits.clear(child, bx);
            Bits.set(child, to);
            hc ^= zob[bx] ^ zob[to];
            pl = bx;
        }
        stats.generated++;
        if (deadlocks.frozen(child, to) || matching.bound(child) >= Matching.DEAD) return -1;
        int code;
        if (pushes.length == 1) code = pushes[0];
        else {
            code = -1 - poolSize;
            store(pushes);
        }
        int moveWeight = m == PACK || m == CONN ? 0 : 1;
        return place(x, code, child, hc, pl, Math.min(MAX_WEIGHT, weight[x] + moveWeight));
    }

    /** The push of {@code x} whose result has the fewest free regions, if fewer than {@code x}'s; else -1. */
    private int joiningPush(int x) {
        int base = regions.label(cur);
        int baseLabelOfPlayer = regions.label[player[x]];
        // collect the legal pushes first: labelling children overwrites the regions
        int[] legal = new int[b.boxCount() * 4];
        int c = 0;
        for (int wi = 0; wi < w; wi++)
            for (long bits = cur[wi]; bits != 0; bits &= bits - 1) {
                int bx = (wi << 6) + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 4; d++) {
                    int to = b.nb[bx * 4 + d], from = b.nb[bx * 4 + (d ^ 2)];
                    if (to < 0 || from < 0 || b.dead[to] || Bits.get(cur, to) || regions.label[from] != baseLabelOfPlayer) continue;
                    legal[c++] = bx * 4 + d;
                }
            }
        int bestPush = -1, bestCount = base;
        for (int i = 0; i < c; i++) {
            int bx = legal[i] >>> 2, to = b.nb[bx * 4 + (legal[i] & 3)];
            Bits.clear(cur, bx);
            Bits.set(cur, to);
            int n = regions.label(cur);
            Bits.clear(cur, to);
            Bits.set(cur, bx);
            if (n < bestCount) { bestCount = n; bestPush = legal[i]; }
        }
        return bestPush;
    }

    /** Adds the position if new and queues its moves; returns its id, or -1 when seen before. */
    private int place(int par, int code, long[] bx, long hc, int pl, int wt) {
        int nRegions = regions.label(bx);
        int kp = regions.normalised(pl);
        if (find(bx, hc, kp) >= 0) {
            stats.duplicates++;
            return -1;
        }
        if (par >= 0 && corrals != null && corrals.dead(bx, pl)) return -1;
        int id = add(bx, hc, pl, kp, par, code, wt);
        if (b.solved(bx)) {
            best = solution(id);
            return id;
        }
        int onGoals = 0;
        for (int i = 0; i < w; i++) onGoals += Long.bitCount(bx[i] & b.goals[i]);
        int outOfOrder = packing.outOfOrder(bx);
        int cell = cell((onGoals - outOfOrder) << 16 | Math.min(nRegions, 255) << 8 | Math.min(outOfOrder, 255));
        LongHeapPriorityQueue q = cells[cell];
        int label = regions.label[pl];
        boolean legalAny = false;
        for (int wi = 0; wi < w; wi++)
            for (long bits = bx[wi]; bits != 0; bits &= bits - 1) {
                int s = (wi << 6) + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 4; d++) {
                    int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                    if (to < 0 || from < 0 || b.dead[to] || Bits.get(bx, to) || regions.label[from] != label) continue;
                    enqueue(q, Math.min(MAX_WEIGHT, wt + 1), id, s * 4 + d);
                    legalAny = true;
                }
            }
        if (!legalAny) return id;
        enqueue(q, wt, id, PACK);
        if (nRegions > 1) enqueue(q, wt, id, CONN);
        return id;
    }

    private void enqueue(LongHeapPriorityQueue q, int wt, int id, int m) {
        q.enqueue((long) wt << 52 | (long) (MAX_NODES - id) << 24 | m);
        entries++;
    }

    private int cell(int key) {
        int c = cellOf.get(key);
        if (c >= 0) return c;
        if (cellCount == cells.length) cells = Arrays.copyOf(cells, cellCount * 2);
        cells[cellCount] = new LongHeapPriorityQueue();
        cellOf.put(key, cellCount);
        stats.iterations = cellCount + 1;   // cells of the feature space in use
        return cellCount++;
    }

    private void store(int[] pushes) {
        if (poolSize + pushes.length + 1 > pool.length)
            pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + pushes.length + 1));
        pool[poolSize++] = pushes.length;
        System.arraycopy(pushes, 0, pool, poolSize, pushes.length);
        poolSize += pushes.length;
    }

    // ---- the position table ----

    private int find(long[] bx, long hc, int kp) {
        int i = (int) mix(hc ^ zobPlayer[kp]) & mask;
        while (true) {
            int e = slots[i];
            if (e == 0) return -1;
            int id = e - 1;
            if (hash[id] == hc && keyPlayer[id] == kp && Arrays.equals(boxes, id * w, id * w + w, bx, 0, w)) return id;
            i = (i + 1) & mask;
        }
    }

    private int add(long[] bx, long hc, int pl, int kp, int par, int code, int wt) {
        int id = size++;
        if (id == hash.length) grow();
        System.arraycopy(bx, 0, boxes, id * w, w);
        hash[id] = hc;
        player[id] = pl;
        keyPlayer[id] = kp;
        parent[id] = par;
        move[id] = code;
        weight[id] = wt;
        insert(id);
        if (size * 2L > slots.length) rehash();
        stats.stored = size;
        return id;
    }

    private void insert(int id) {
        int i = (int) mix(hash[id] ^ zobPlayer[keyPlayer[id]]) & mask;
        while (slots[i] != 0) i = (i + 1) & mask;
        slots[i] = id + 1;
    }

    private static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        return x ^ (x >>> 33);
    }

    private void grow() {
        int cap = hash.length * 2;
        boxes = Arrays.copyOf(boxes, cap * w);
        hash = Arrays.copyOf(hash, cap);
        player = Arrays.copyOf(player, cap);
        keyPlayer = Arrays.copyOf(keyPlayer, cap);
        parent = Arrays.copyOf(parent, cap);
        move = Arrays.copyOf(move, cap);
        weight = Arrays.copyOf(weight, cap);
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        mask = slots.length - 1;
        for (int id = 0; id < size; id++) insert(id);
    }

    // ---- the answer ----

    private Solution solution(int x) {
        int n = 0;
        for (int i = x; parent[i] >= 0; i = parent[i]) n += move[i] >= 0 ? 1 : pool[-1 - move[i]];
        int[] pushes = new int[n];
        for (int i = x; parent[i] >= 0; i = parent[i]) {
            if (move[i] >= 0) pushes[--n] = move[i];
            else {
                int at = -1 - move[i], len = pool[at];
                n -= len;
                System.arraycopy(pool, at + 1, pushes, n, len);
            }
        }
        if (pushCodes) {
            int[] codes = new int[pushes.length];
            for (int i = 0; i < codes.length; i++) codes[i] = Codes.MACRO + pushes[i];
            return new Solution(codes, codes.length);
        }
        int[] steps = Codes.steps(b, pushes);
        return new Solution(steps, steps.length);
    }
}

package puzzlelab.puzzles.rushhour;

import java.util.Arrays;

/**
 * Expands a slice of a {@link PackedBfs} layer of one-word keys into a shared {@link KeyTable}: the children of up
 * to {@value #CHUNK} states are generated into a batch, their home slots loaded in one independent sweep (so the
 * cache misses overlap), then inserted. New states go to this worker's own output; several workers may run at
 * once on disjoint slices (inserts then claim slots by compare-and-set).
 *
 * <p>Pruning, both safe for breadth-first search (the child is generated elsewhere at the same depth or is known):
 * <ul>
 *   <li>the vehicle that moved last is not moved again (under steps only the undoing slide is skipped): the child
 *       is one move from the grandparent, whose children are all known;</li>
 *   <li>a move of a vehicle with a smaller index than the last one's that sweeps no cell the last move swept
 *       commutes with it: the sibling where it came first generates the child, unless that sibling skips it in
 *       turn, which it does only for an even higher vehicle, so the chain ends at a state that generates it.</li>
 * </ul>
 */
final class BfsWorker {
    static final int CHUNK = 256;

    private final Packed pk;
    private final boolean unitSlides;
    private final KeyTable seen;
    private boolean concurrent;
    private final Mobility mob;
    private final int exitRow;
    private boolean decoded;
    // batch
    private long[] bKey = new long[1024];
    private int[] bLast = new int[1024];
    private boolean[] bFree = new boolean[1024];
    private int[] bSlot = new int[1024];
    private int bCount;
    long touch;
    // the last move's hull: vehicle and the cells it swept (old and new position included)
    private int hullV = -1;
    private int hullFrom;
    private int hullTo;
    // output
    long[] out = new long[1024];
    int[] outLast = new int[1024];
    int outSize;
    long expanded;
    long generated;
    long duplicates;
    int added;
    /** Best free state found (red car's path clear), with depth + cells still to slide, or total = MAX_VALUE. */
    long freeKey;
    int freeDepth;
    int freeTotal = Integer.MAX_VALUE;

    BfsWorker(Packed pk, boolean unitSlides, KeyTable seen) {
        this.pk = pk;
        this.unitSlides = unitSlides;
        this.seen = seen;
        this.mob = new Mobility(pk);
        this.exitRow = pk.board.exitRow();
    }

    /**
     * Expands states [from, to) of the layer (at BFS depth {@code depth}) into {@link #out}; {@code concurrent}
     * when other workers insert at the same time (the caller then reserves room and accounts {@link #added}).
     */
    void run(long[] layer, int[] layerLast, int from, int to, int depth, boolean concurrent) {
        this.concurrent = concurrent;
        for (int at = from; at < to; at += CHUNK) {
            int end = Math.min(to, at + CHUNK);
            bCount = 0;
            for (int i = at; i < end; i++) generate(layer[i], layerLast[i]);
            insert(depth + 1);
        }
    }

    private void generate(long s, int last) {
        expanded++;
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
                if (d == 0 || (v == lastV && Packed.distance(last) == -d)) continue;
                if (commuteCheck && commutes(v, p, d)) continue;
                int b = bCount++;
                bKey[b] = s + ((long) (nextCfg[base + d] - c) << sh);
                bLast[b] = Packed.code(v, d);
                bFree[b] = blocker && (p + d > exitRow || p + d + len <= exitRow);
            }
        }
    }

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

    /** True when moving u (at p) by d sweeps no cell that the last move swept. */
    private boolean commutes(int u, int p, int d) {
        return Paths.disjoint(pk, hullV, hullFrom, hullTo, u, Math.min(p, p + d), Math.max(p, p + d) + pk.length[u] - 1);
    }

    private void growBatch(int need) {
        int cap = Math.max(need, bKey.length * 2);
        bKey = Arrays.copyOf(bKey, cap);
        bLast = Arrays.copyOf(bLast, cap);
        bFree = Arrays.copyOf(bFree, cap);
        bSlot = Arrays.copyOf(bSlot, cap);
    }

    private void insert(int d1) {
        int count = bCount;
        generated += count;
        if (!concurrent) seen.reserve(count);
        touch += seen.slots(bKey, count, bSlot);
        if (outSize + count > out.length) {
            int cap = Math.max(outSize + count, out.length * 2);
            out = Arrays.copyOf(out, cap);
            outLast = Arrays.copyOf(outLast, cap);
        }
        for (int j = 0; j < count; j++) {
            long k = bKey[j];
            boolean fresh = concurrent ? seen.add1AtConcurrent(k, bSlot[j], d1) : seen.add1At(k, bSlot[j], d1);
            if (!fresh) {
                duplicates++;
                continue;
            }
            added++;
            out[outSize] = k;
            outLast[outSize++] = bLast[j];
            if (bFree[j]) {
                int remaining = pk.goalPos - pk.position(new long[] {k}, pk.red);
                int total = unitSlides ? d1 + remaining : d1 + 1;
                if (total < freeTotal) {
                    freeTotal = total;
                    freeKey = k;
                    freeDepth = d1;
                }
            }
        }
    }
}

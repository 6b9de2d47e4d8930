package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The pulls' keeper terms: pulls the keeper's way costs on top of the matching bound ({@link PullSearch}), by one of two
 * rules ({@link Rule}). Both are off in {@code sokoban-find}: measured on XSokoban 40 and 89 and the levels the pulls
 * solve, neither solved 40 or 89 at 60 s of CPU; WAY slowed the pulls by 13 %; POCKET solved all 83 in 357.9 s of CPU
 * against 375.0, at a lighter load than the base's (docs/sokoban.md, round 15): a candidate, not yet screened paired.
 * <p>WAY ({@link #extra}): the matching counts boxes only; a position whose keeper is walled off from where it must go next by boxes already on start squares
 * is further from the start than its bound says, because such a box must be pulled off its start square and back
 * (two pulls at least) before the keeper gets through.
 * <p>The keeper must reach (a) the start keeper's square, where the pulls end, and (b) for each box off the start
 * squares, a square beside it from which a pull takes it one pull nearer a start square (its nearest, walls only). A
 * walk from the keeper gives each square the least cost to get there: a free square costs nothing, a box on a start
 * square 2 (it leaves and comes back), a box on another square 1 (it must move anyway, perhaps out of the way). The term is the largest of those least costs: one obstacle may stand in every way, so the costs are not added.
 * <pre>
 *   #######          the keeper (@) is shut in by the start squares' boxes (*): it reaches the start keeper's
 *   #@ *  #          square (+, here drawn apart) only through one of them: the term is 2
 *   #  *+ #
 *   #######
 * </pre>
 * <p>POCKET ({@link #pocketed}): the keeper's own region lacks the start keeper's square and every box beside it is on a
 * start square: one of those must leave and come back, as in {@link PullSearch#SEAL}'s seal (which sees it from the start
 * keeper's region); such a position costs {@link PullSearch#SEAL} more pulls.
 * <p>Either only orders the pulls' queue, and only at a matching bound of at most {@link #LIMIT}: nothing is cut.
 */
final class KeeperWay {
    /** Which term {@link #cost} gives: the keeper's way to where it must go, or its being shut in a pocket. */
    enum Rule { WAY, POCKET }

    /** The cost of walking through a box on a start square: it is pulled off and pulled back. */
    static final int THROUGH_START_BOX = 2;
    /**
     * The cost of walking through a box off the start squares: it must move anyway, perhaps out of the way, but the
     * box whose pull side is sought cannot be walked through (one walk serves all boxes), so not nothing.
     */
    static final int THROUGH_BOX = 1;
    /** The largest matching bound whose positions get the term (the pulls near the start; cheaper than all). */
    static final int LIMIT = 10;
    private final SokobanBoard b;
    private final Rule rule;
    private final long[] starts;
    private final int[] nearest;   // per square: least pulls (walls only) to some start square
    private final int[] cost;      // per square: the walk's least cost, valid where stamp == mark
    private final int[] stamp;
    private final int[] bucketHead;   // per cost: the first entry of that cost, -1 when none
    private final int[] entrySquare, entryNext;   // the buckets' entries: a square, the next entry of the same cost
    private int lastBucket;
    private final Walk pocket;
    private int mark;
    private long work;   // squares settled by extra's walks

    /** The term for {@code b}'s start squares (the pulls from each square to each start square computed here). */
    static KeeperWay of(SokobanBoard b, Rule rule) {
        int[] starts = Bits.list(b.boxes0, b.n);
        int[][] dist = new int[starts.length][];
        for (int i = 0; i < starts.length; i++) dist[i] = b.distances(starts[i], true);
        return new KeeperWay(b, dist, rule);
    }

    /** @param dist per start square, the pulls from each square to it (as {@link PullSearch} has them) */
    KeeperWay(SokobanBoard b, int[][] dist, Rule rule) {
        this.b = b;
        this.rule = rule;
        starts = b.boxes0.clone();
        nearest = new int[b.n];
        Arrays.fill(nearest, SokobanBoard.INF);
        for (int[] d : dist) for (int s = 0; s < b.n; s++) nearest[s] = Math.min(nearest[s], d[s]);
        pocket = new Walk(b);
        cost = new int[b.n];
        stamp = new int[b.n];
        bucketHead = new int[2 * THROUGH_START_BOX * (b.boxCount() + 1) + 2];
        Arrays.fill(bucketHead, -1);
        entrySquare = new int[4 * b.n + 1];   // each square settled once adds at most 4
        entryNext = new int[4 * b.n + 1];
    }

    /**
     * The pulls added to matching bound {@code h} of {@code boxes} with the keeper on {@code keeper} by this rule;
     * {@code home}: the keeper's region holds the start keeper's square (known to the pulls without a walk).
     */
    int cost(long[] boxes, int keeper, int h, boolean home) {
        if (h > LIMIT) return 0;
        if (rule == Rule.POCKET) return !home && pocketed(boxes, keeper) ? PullSearch.SEAL : 0;
        return extra(boxes, keeper);
    }

    /** The pulls {@code boxes} with the keeper on {@code keeper} need beyond the matching bound (WAY, the class). */
    int extra(long[] boxes, int keeper) {
        walk(boxes, keeper);
        int worst = reach(b.player0);
        for (int wi = 0; wi < b.words; wi++) {
            for (long x = boxes[wi] & ~starts[wi]; x != 0; x &= x - 1) {
                int s = (wi << 6) + Long.numberOfTrailingZeros(x);
                worst = Math.max(worst, nearestSide(s));
                if (worst >= THROUGH_START_BOX * b.boxCount()) return worst;
            }
        }
        return worst;
    }

    /**
     * Whether the keeper of {@code boxes} on {@code keeper} is shut in a pocket of its own: its region does not hold the
     * start keeper's square and every box beside it stands on a start square, so one of those must leave and come back
     * before the pulls can end (as {@link PullSearch#SEAL}'s seal, seen from the keeper's side).
     */
    boolean pocketed(long[] boxes, int keeper) {
        pocket.reach(boxes, keeper);
        if (pocket.reached(b.player0)) return false;
        for (int i = 0; i < pocket.count; i++) {
            int s = pocket.queue[i];
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t >= 0 && Bits.get(boxes, t) && !Bits.get(starts, t)) return false;
            }
        }
        return true;
    }

    /** Work so far: squares settled by {@link #extra}'s walks and walked by {@link #pocketed}'s. */
    long work() {
        return work + pocket.work;
    }

    /** The least cost to a side of the box on {@code s} from which a pull brings it nearer a start square. */
    private int nearestSide(int s) {
        int best = SokobanBoard.INF, ns = nearest[s];
        for (int d = 0; d < 4; d++) {
            int p = b.nb[s * 4 + d];
            if (p < 0 || nearest[p] >= ns) continue;
            int q = b.nb[p * 4 + d];
            if (q < 0) continue;
            best = Math.min(best, Math.max(reach(p), reach(q)));
        }
        return best == SokobanBoard.INF ? 0 : best;   // no such side (a dead box): the matching has it
    }

    /** The walk's cost to {@code s}; squares it did not reach (walled off) count as 0: nothing to say there. */
    private int reach(int s) {
        return stamp[s] == mark ? cost[s] : 0;
    }

    /**
     * The walk from {@code keeper}, least cost first (buckets by cost, which is small): entering a box on a start
     * square costs {@link #THROUGH_START_BOX}, any other square nothing.
     */
    private void walk(long[] boxes, int keeper) {
        if (++mark == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            mark = 1;
        }
        Arrays.fill(bucketHead, 0, lastBucket + 1, -1);
        lastBucket = 0;
        int entries = 0;
        stamp[keeper] = mark;
        cost[keeper] = 0;
        entrySquare[entries] = keeper;
        entryNext[entries] = -1;
        bucketHead[0] = entries++;
        for (int c = 0; c <= lastBucket; c++) {
            while (bucketHead[c] >= 0) {
                int e = bucketHead[c];
                bucketHead[c] = entryNext[e];
                int s = entrySquare[e];
                if (cost[s] != c) continue;   // reached cheaper since
                work++;
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[s * 4 + d];
                    if (t < 0) continue;
                    int ct = c + (!Bits.get(boxes, t) ? 0 : Bits.get(starts, t) ? THROUGH_START_BOX : THROUGH_BOX);
                    if (stamp[t] == mark && cost[t] <= ct) continue;
                    stamp[t] = mark;
                    cost[t] = ct;
                    entrySquare[entries] = t;
                    entryNext[entries] = bucketHead[ct];
                    bucketHead[ct] = entries++;
                    lastBucket = Math.max(lastBucket, ct);
                }
            }
        }
    }
}

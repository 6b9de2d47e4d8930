package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongHeapPriorityQueue;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import puzzlelab.engine.Stats;

/**
 * The goal-directed finder: builds a move sequence backward from the goal, greedy best-first. Fast, not optimal.
 *
 * <p>A plan is a move sequence in execution order where every move has a <i>target</i>, the cell it is meant to
 * reach: the last move is a tile on a goal's line toward the goal, target = the goal. Once a move reaches its
 * target, every cell between its tile and the target is filled ("promised"). A move's <i>deficit</i> is how far
 * the cells between its tile and its target that are neither filled nor promised by earlier moves exceed its
 * value: that many more helpers must be put in front of it. Filling is monotone (more filled cells never shorten
 * a walk), so if no move has a deficit, each reaches its target in turn and the last one reaches the goal.
 * <pre>
 *   open = { [T → goal] for every tile T on a goal's row or column }
 *   loop: take the plan with the smallest total deficit (then the longest)
 *         if its simulation fills a goal: done
 *         pick the move with a deficit that has the fewest ways to be helped
 *         for each empty cell c it must cross, each unused tile x with c on one of its rays:
 *             prepend (x toward c, target c)  unless it is hopeless or its move set was seen
 * </pre>
 * A plan is hopeless when some move's deficit exceeds the number of cells it must cross that any unused tile
 * could still fill. This is the "reverse path" idea of WiLGYSeF's solver and the backward solver of gregorybchris.
 */
final class BackwardPlanner {
    private final Level lv;
    private final Stats stats;
    private final LongHeapPriorityQueue open = new LongHeapPriorityQueue();
    private final LongOpenHashSet seen = new LongOpenHashSet();
    private final IntArrayList parent = new IntArrayList();
    private final IntArrayList moveOf = new IntArrayList();
    private final IntArrayList targetOf = new IntArrayList();
    private final IntArrayList positionOf = new IntArrayList();
    private int[] chain;
    private final IntArrayList lengthOf = new IntArrayList();
    private final long[] zMove;
    // scratch for one plan
    private final int[] seqMove;
    private final int[] seqTarget;
    private final int[] deficit;
    private final long[] filledBefore;   // filled cells before move i: words [i * w .. (i + 1) * w)
    private final long[] work;
    private final long[] promised;
    private final int w;
    private long counter;
    int[] solution;

    BackwardPlanner(Level lv, Stats stats) {
        this(lv, stats, -1, -1);
    }

    /**
     * A planner that starts from the given plan (moves in execution order, each with its target): for repairing a
     * plan with some moves taken out.
     */
    BackwardPlanner(Level lv, Stats stats, int[] moves, int[] targets) {
        this(lv, stats, -2, -2);
        int par = -1;
        for (int i = 0; i < moves.length; i++) {
            push(par, moves[i], targets[i], i, i + 1, i == moves.length - 1);
            par = parent.size() - 1;
        }
    }

    /** The best plan so far as {moves, targets} in execution order, its score in {@link #bestScore()}. */
    int[][] bestPlan() {
        if (bestId < 0) return null;
        simulate(bestId);
        return new int[][] {java.util.Arrays.copyOf(seqMove, length), java.util.Arrays.copyOf(seqTarget, length),
                java.util.Arrays.copyOf(deficit, length)};
    }

    int bestScore() {
        return bestH;
    }

    /** A planner whose only final move is tile {@code rootTile} toward goal {@code rootGoal} (-1: all, -2: none). */
    BackwardPlanner(Level lv, Stats stats, int rootTile, int rootGoal) {
        this.lv = lv;
        this.stats = stats;
        int n = lv.tiles();
        this.w = lv.cellWords;
        zMove = new long[4 * n];
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(4242);
        for (int i = 0; i < zMove.length; i++) zMove[i] = rnd.nextLong();
        seqMove = new int[n + 1];
        chain = new int[n + 1];
        seqTarget = new int[n + 1];
        deficit = new int[n + 1];
        filledBefore = new long[(n + 1) * w];
        work = new long[w];
        promised = new long[w];
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            for (int t = 0; t < n; t++) {
                int c = lv.tileCell(t);
                if (lv.x(c) != lv.x(g) && lv.y(c) != lv.y(g)) continue;
                if (rootTile == -2 || rootTile >= 0 && (t != rootTile || g != rootGoal)) continue;
                push(-1, towards(t, g), g, 0, 1);
            }
        }
    }

    int towards(int t, int cell) {
        int c = lv.tileCell(t);
        if (lv.x(c) == lv.x(cell)) return Level.move(t, lv.y(cell) < lv.y(c) ? Level.UP : Level.DOWN);
        return Level.move(t, lv.x(cell) < lv.x(c) ? Level.LEFT : Level.RIGHT);
    }

    /**
     * Adds a plan: the parent's plan with {@code move} (aiming at {@code target}) inserted at {@code position}, or,
     * when {@code move} is {@link #RETARGET}, with the move at {@code position} aiming further, at {@code target}.
     */
    private void push(int par, int move, int target, int position, int len) {
        push(par, move, target, position, len, true);
    }

    private void push(int par, int move, int target, int position, int len, boolean enqueue) {
        int id = parent.size();
        parent.add(par);
        moveOf.add(move);
        targetOf.add(target);
        positionOf.add(position);
        lengthOf.add(len);
        int h = simulate(id);
        long hash = 0;
        if (setKey) for (int i = 0; i < len; i++) hash += Position.mix(zMove[seqMove[i]] + seqTarget[i]);
        else for (int i = 0; i < len; i++) hash = Position.mix(hash + zMove[seqMove[i]] + seqTarget[i]);
        if (!enqueue) return;
        if (!seen.add(hash)) {
            stats.duplicates++;
            return;
        }
        stats.generated++;
        if (h < 0) return;          // hopeless
        if (h < bestH || (h == bestH && len > lengthOf.getInt(bestId))) {
            bestH = h;
            bestId = id;
        }
        if (h == 0 && solution == null && won) {
            solution = java.util.Arrays.copyOf(seqMove, wonAt + 1);
            return;
        }
        long hh = Math.min(noise > 0 ? h * 4 + rnd.nextInt(noise + 1) : h, 4095);
        long deep = 63 - Math.min(63, len);
        open.enqueue((hh << 44) | (deep << 36) | id);
        stats.frontier(open.size());
    }

    private static final int RETARGET = -1;
    /** The plan with the smallest score so far (then the longest). */
    private int bestId = -1;
    private int bestH = Integer.MAX_VALUE;
    private boolean won;
    private int wonAt;
    private int length;

    /**
     * Simulates plan {@code id} into the scratch arrays; returns the total deficit (0 when a goal got filled), or
     * -1 when the plan is hopeless.
     */
    private int simulate(int id) {
        int len = lengthOf.getInt(id);
        length = len;
        int k = 0;
        for (int x = id; x >= 0; x = parent.getInt(x)) {
            if (k == chain.length) chain = java.util.Arrays.copyOf(chain, 2 * k);
            chain[k++] = x;
        }
        int size = 0;
        for (int j = k - 1; j >= 0; j--) {
            int x = chain[j];
            int pos = positionOf.getInt(x);
            if (moveOf.getInt(x) == RETARGET) {
                seqTarget[pos] = targetOf.getInt(x);
                continue;
            }
            System.arraycopy(seqMove, pos, seqMove, pos + 1, size - pos);
            System.arraycopy(seqTarget, pos, seqTarget, pos + 1, size - pos);
            seqMove[pos] = moveOf.getInt(x);
            seqTarget[pos] = targetOf.getInt(x);
            size++;
        }
        long used = 0;
        for (int i = 0; i < len; i++) used |= 1L << Level.tileOf(seqMove[i]);
        long unused = ~used & lv.allTiles();
        lv.initialFilled(work);
        System.arraycopy(work, 0, promised, 0, w);
        won = false;
        int total = 0;
        for (int i = 0; i < len; i++) {
            System.arraycopy(promised, 0, filledBefore, i * w, w);
            int m = seqMove[i];
            int target = seqTarget[i];
            int empties = 0;
            for (int c : lv.ray(m)) {
                long b = 1L << c;
                if ((promised[c >>> 6] & b) == 0) empties++;
                promised[c >>> 6] |= b;
                if (c == target) break;
            }
            int left = lv.tileValue(Level.tileOf(m));
            for (int c : lv.ray(m)) {
                if ((work[c >>> 6] & (1L << c)) != 0) continue;
                work[c >>> 6] |= 1L << c;
                promised[c >>> 6] |= 1L << c;
                if (lv.isGoal(c)) {
                    won = true;
                    wonAt = i;
                    return 0;
                }
                if (--left == 0) break;
            }
            int def = Math.max(0, empties - lv.tileValue(Level.tileOf(m)));
            deficit[i] = def;
            if (def > 0 && def > crossable(i, unused)) return -1;
            total += def;
        }
        if (!lookahead) return total;
        int est = 0;
        for (int i = 0; i < len; i++) if (deficit[i] > 0) est += cheapestHelp(i, unused);
        return est;
    }

    /** Score plans by the one-level lookahead estimate (else by the total deficit). */
    boolean lookahead = true;
    /** Duplicate key: the set of (move, target) pairs (else their sequence, which tells orders apart). */
    boolean setKey;
    /** Random priority noise (0 = plain greedy), in quarter deficit units. */
    int noise = 0;
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(1);
    private final int[] costs = new int[64];

    /**
     * The estimated number of moves to give move i its missing cells: the sum of the deficit-many cheapest cells it
     * must cross, where a cell costs 1 + the deficit of the best unused tile aimed at it (placed just before move
     * i), or the extra reach an earlier move of the plan would need to cover it.
     */
    private int cheapestHelp(int i, long unused) {
        if (memoStamp == null) {
            memoStamp = new int[lv.tiles() * lv.cells];
            memoValue = new int[lv.tiles() * lv.cells];
        }
        memoNow++;
        int m = seqMove[i];
        int base = i * w;
        int nc = 0;
        for (int c : lv.ray(m)) {
            if ((filledBefore[base + (c >>> 6)] & (1L << c)) == 0) {
                int best = Integer.MAX_VALUE;
                for (long u = (lv.rowTiles(lv.y(c)) | lv.colTiles(lv.x(c))) & unused; u != 0; u &= u - 1) {
                    int x = Long.numberOfTrailingZeros(u);
                    best = Math.min(best, 1 + reachCost(x, c, base, unused & ~(1L << x), 1));
                }
                for (int j = 0; j < i; j++) {
                    if (!extends_(seqMove[j], seqTarget[j], c)) continue;
                    best = Math.min(best, reachCost(Level.tileOf(seqMove[j]), c, j * w, unused, 1));
                }
                if (best != Integer.MAX_VALUE) costs[nc++] = best;
            }
            if (c == seqTarget[i]) break;
        }
        return smallestSum(costs, nc, deficit[i]);
    }

    /** Recursion depth of the reach-cost estimate (beyond it only the deficit is counted). */
    private static final int DEPTH_LIMIT = 3;
    private final int[][] costBuf = new int[8][64];
    private int[] memoStamp;
    private int[] memoValue;
    private int memoNow;

    /**
     * Estimated helper moves tile x needs to reach cell c when placed just before the move whose "filled before"
     * set starts at {@code base}: its deficit-many cheapest open cells, each costing 1 + its best filler's own
     * estimate (additive, like h_add; tiles of the plan and of the recursion path are not reused).
     */
    private int reachCost(int x, int c, int base, long avail, int depth) {
        int key = x * lv.cells + c;
        if (memoStamp[key] == memoNow) return memoValue[key];
        int v = reachCost0(x, c, base, avail, depth);
        memoStamp[key] = memoNow;
        memoValue[key] = v;
        return v;
    }

    private int reachCost0(int x, int c, int base, long avail, int depth) {
        int mx = towards(x, c);
        int e = 0;
        for (int r : lv.ray(mx)) {
            if ((filledBefore[base + (r >>> 6)] & (1L << r)) == 0) e++;
            if (r == c) break;
        }
        int def = e - lv.tileValue(x);
        if (def <= 0) return 0;
        if (depth >= DEPTH_LIMIT) return def;
        int[] buf = costBuf[depth];
        int nc = 0;
        for (int r : lv.ray(mx)) {
            if ((filledBefore[base + (r >>> 6)] & (1L << r)) == 0) {
                int best = Integer.MAX_VALUE;
                for (long u = (lv.rowTiles(lv.y(r)) | lv.colTiles(lv.x(r))) & avail; u != 0; u &= u - 1) {
                    int y = Long.numberOfTrailingZeros(u);
                    best = Math.min(best, 1 + reachCost(y, r, base, avail & ~(1L << y), depth + 1));
                    if (best == 1) break;
                }
                if (best != Integer.MAX_VALUE) buf[nc++] = best;
            }
            if (r == c) break;
        }
        if (nc < def) return 1000;
        return Math.min(smallestSum(buf, nc, def), 1000);
    }

    /** Sum of the k smallest of a[0..n) (all of them if fewer); reorders a. */
    private static int smallestSum(int[] a, int n, int k) {
        int sum = 0;
        for (int i = 0; i < k && i < n; i++) {
            int m = i;
            for (int j = i + 1; j < n; j++) if (a[j] < a[m]) m = j;
            int t = a[i];
            a[i] = a[m];
            a[m] = t;
            sum += a[i];
        }
        return sum;
    }

    /** Unused count of move j when it reaches its target (0 when it has a deficit). */
    private int slack(int j) {
        int e = 0;
        for (int r : lv.ray(seqMove[j])) {
            if ((filledBefore[j * w + (r >>> 6)] & (1L << r)) == 0) e++;
            if (r == seqTarget[j]) break;
        }
        return Math.max(0, lv.tileValue(Level.tileOf(seqMove[j])) - e);
    }

    /**
     * Cells move i must cross that are empty before it and lie on a ray of some unused tile, or beyond the target
     * of an earlier move of the plan.
     */
    private int crossable(int i, long unused) {
        int m = seqMove[i];
        int count = 0;
        for (int c : lv.ray(m)) {
            if ((filledBefore[i * w + (c >>> 6)] & (1L << c)) == 0
                    && (((lv.rowTiles(lv.y(c)) | lv.colTiles(lv.x(c))) & unused) != 0 || extendable(i, c) > 0)) count++;
            if (c == seqTarget[i]) break;
        }
        return count;
    }

    /** Expands up to {@code budget} plans; returns true when finished (solution found or nothing left). */
    boolean run(int budget) {
        for (int b = 0; b < budget; b++) {
            if (solution != null) return true;
            if (open.isEmpty()) return true;
            int id = (int) (open.dequeueLong() & ((1L << 36) - 1));
            stats.expanded++;
            expand(id);
        }
        return solution != null || open.isEmpty();
    }

    /** How many plan moves before move i could aim further to cross cell c. */
    private int extendable(int i, int c) {
        int k = 0;
        for (int j = 0; j < i; j++) if (extends_(seqMove[j], seqTarget[j], c)) k++;
        return k;
    }

    /** True when cell c lies on the move's ray beyond its target. */
    private boolean extends_(int move, int target, int c) {
        return lv.rayIndex(move, c) > lv.rayIndex(move, target);
    }

    private void expand(int id) {
        simulate(id);
        int len = length;
        long used = 0;
        for (int i = 0; i < len; i++) used |= 1L << Level.tileOf(seqMove[i]);
        long unused = ~used & lv.allTiles();
        // the move with a deficit that has the fewest helpers
        int pick = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = 0; i < len; i++) {
            if (deficit[i] == 0) continue;
            int options = 0;
            for (int c : lv.ray(seqMove[i])) {
                if ((filledBefore[i * w + (c >>> 6)] & (1L << c)) == 0)
                    options += Long.bitCount((lv.rowTiles(lv.y(c)) | lv.colTiles(lv.x(c))) & unused) + extendable(i, c);
                if (c == seqTarget[i]) break;
            }
            if (options < fewest) {
                fewest = options;
                pick = i;
            }
        }
        if (pick < 0) return;
        int[] moves = java.util.Arrays.copyOf(seqMove, len);
        int[] targets = java.util.Arrays.copyOf(seqTarget, len);
        int pickTarget = seqTarget[pick];
        long[] before = java.util.Arrays.copyOfRange(filledBefore, pick * w, pick * w + w);
        for (int c : lv.ray(moves[pick])) {
            if ((before[c >>> 6] & (1L << c)) == 0) {
                for (long u = (lv.rowTiles(lv.y(c)) | lv.colTiles(lv.x(c))) & unused; u != 0; u &= u - 1) {
                    int x = Long.numberOfTrailingZeros(u);
                    int m = towards(x, c);
                    push(id, m, c, pick, len + 1);
                    if (solution != null) return;
                    if (pick > 0) push(id, m, c, 0, len + 1);
                    if (solution != null) return;
                }
                for (int j = 0; j < pick; j++) {
                    if (!extends_(moves[j], targets[j], c)) continue;
                    push(id, RETARGET, c, j, len);
                    if (solution != null) return;
                }
            }
            if (c == pickTarget) break;
        }
    }
}

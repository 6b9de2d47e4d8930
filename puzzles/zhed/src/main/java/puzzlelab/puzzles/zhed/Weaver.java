package puzzlelab.puzzles.zhed;

import java.util.Arrays;
import java.util.SplittableRandom;
import puzzlelab.engine.Stats;

/**
 * A backward depth-first finder over plans that are partial orders (DAGs) of moves, for the big levels where almost
 * every tile must be used. Not optimal. Deterministic for a seed: restarts alternate between
 * <ul>
 *   <li>fresh ones from the root, with growing node budgets (Luby) and seeded noise in the branch order, and</li>
 *   <li>repairs (large neighbourhood search): the best dead-end plan (smallest total need) of a final move, without
 *       the slots whose tiles could fill what is missing and a few random ones, searched on for a small budget.
 *       Best plans are kept per final move; one that stays stale is ranked lower, so that a final move that comes
 *       close but leads nowhere does not take every repair.</li>
 * </ul>
 *
 * <p>A plan slot is a move (tile, direction) with a <i>target</i> cell on its ray; its <i>path</i> is the cells up to
 * the target that are not filled from the start. Once a slot has run, its whole path is filled. A slot's cells are
 * <i>covered</i> for slot i when the slot must precede i. Filling is monotone (a filled cell only lets a walk go
 * further), so if every slot has at most its value of uncovered path cells, playing the slots in any topological
 * order makes every slot reach its target, and the final slot (target = a goal) wins.
 * <pre>
 *   root: one final slot, tile T toward goal G (T on G's row or column)
 *   node: for every slot i: need(i) = |uncovered path cells| − value(i)
 *         slots with need > 0 must get that many of their uncovered cells covered by cells that have a provider:
 *           a new slot: an unused tile aligned with the cell, aimed at it        (new tile, own need)
 *           an existing slot that already covers it, not yet ordered with i   (order it before i)
 *           an existing slot whose ray passes the cell beyond its target       (aim it further)
 *         dead when some slot has fewer coverable cells than its need
 *         pick the slot with the least slack, its cell with the fewest providers; branch over the providers
 *         (cheapest first by a two-level estimate of the helpers they need), then "this cell stays uncovered for
 *         i" (only while the slack allows)
 *   a helper may not pass a goal on its path (it would win by itself: that plan belongs to another root)
 * </pre>
 * Slots are ordered only as the branches say: ordering a new slot after every slot whose path meets its own would
 * rule out plans where the new slot fills a cell that an existing one walks over (level 40 needs that).
 * Branching on one cell at a time (cover it, or rule it out) never builds the same set of helpers in two orders.
 */
final class Weaver {
    private static final int NEW = 0, ORDER = 1, RETARGET = 2, SKIP = 3;

    private final Level lv;
    private final Stats stats;
    private final int w;
    private final int n;
    private final long[] init;
    private final SplittableRandom rnd;
    private final int[] finals;      // pairs (move, goal)
    /** Ray index of the first goal on each move's ray (the ray length when there is none). */
    private final int[] firstGoal;
    private Frame[] stack = new Frame[64];
    private int top = -1;
    private long restartNodes;
    private long nodesLeft;
    private int restarts;
    /**
     * The weaver's knobs, set once.
     *
     * @param focusRule   which slot with a need to work on: 0 the least slack (then the greatest need), 1 the least
     *                    slack (then the newest slot), 2 the newest slot (finish the latest helper first)
     * @param repairNodes nodes of one repair restart
     * @param staleLimit  repairs a final move's best dead end may go without getting better before it ranks lower
     * @param lookahead   rank new slots by a two-level estimate (else by their own need only)
     */
    record Knobs(int focusRule, long repairNodes, int staleLimit, boolean lookahead) {
        static final Knobs DEFAULT = new Knobs(0, 4_000, 100, true);

        Knobs with(int focus, long repair) {
            return new Knobs(focus, repair, staleLimit, lookahead);
        }
    }

    /** Noise added to the cost of a branch, in cost units (0 = none); it changes with each restart. */
    private int noise = 2;
    private final int focusRule;
    private final long repairNodes;
    private final int staleLimit;
    private final boolean lookahead;
    private int[] solution;
    private boolean hopeless;
    private int repairs;
    /**
     * Per final move (root branch), the dead-end plan with the smallest total need seen so far; repairs start from
     * the best of them. Kept per final move so that a final move that leads nowhere but comes close cannot hold all
     * repairs: each time its plan goes {@link #staleLimit} repairs without getting better it is ranked lower.
     */
    private Frame[] best;
    private int[] bestScore;
    private int[] stale;
    private int[] penalty;
    /** Scratch: the cells filled before a move (one bit per cell). */
    private final long[] before;
    /** Scratch for the two-level estimate. */
    private int[] help = new int[64];

    /** One node of the depth-first search: a plan, and the branches still to try from it. */
    private final class Frame {
        int cnt;
        long used;
        final int[] move = new int[n + 1];
        final int[] target = new int[n + 1];
        final long[] pred = new long[n + 1];
        final long[] path = new long[(n + 1) * w];
        final long[] skip = new long[(n + 1) * w];
        int focus;
        int cell;
        int[] acts = new int[64];
        int[] costs = new int[32];
        int nActs;
        int next;

        void copyFrom(Frame f) {
            cnt = f.cnt;
            used = f.used;
            System.arraycopy(f.move, 0, move, 0, cnt);
            System.arraycopy(f.target, 0, target, 0, cnt);
            System.arraycopy(f.pred, 0, pred, 0, cnt);
            System.arraycopy(f.path, 0, path, 0, cnt * w);
            System.arraycopy(f.skip, 0, skip, 0, cnt * w);
            nActs = 0;
            next = 0;
        }

        void addAct(int kind, int a, int b, int cost) {
            if (3 * nActs + 3 > acts.length) acts = Arrays.copyOf(acts, acts.length * 2);
            if (nActs + 1 > costs.length) costs = Arrays.copyOf(costs, costs.length * 2);
            acts[3 * nActs] = kind;
            acts[3 * nActs + 1] = a;
            acts[3 * nActs + 2] = b;
            costs[nActs] = cost;
            nActs++;
        }
    }

    Weaver(Level lv, Stats stats, long seed) {
        this(lv, stats, seed, Knobs.DEFAULT);
    }

    Weaver(Level lv, Stats stats, long seed, Knobs knobs) {
        this.focusRule = knobs.focusRule();
        this.repairNodes = knobs.repairNodes();
        this.staleLimit = knobs.staleLimit();
        this.lookahead = knobs.lookahead();
        this.lv = lv;
        this.stats = stats;
        this.w = lv.cellWords;
        this.n = lv.tiles();
        this.init = lv.initialFilled();
        this.before = new long[w];
        this.rnd = new SplittableRandom(seed);
        int[] f = new int[2 * n * Math.max(1, lv.goalCount())];
        int k = 0;
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            for (int t = 0; t < n; t++) {
                int c = lv.tileCell(t);
                if (lv.x(c) != lv.x(g) && lv.y(c) != lv.y(g)) continue;
                f[k++] = towards(t, g);
                f[k++] = g;
            }
        }
        finals = Arrays.copyOf(f, k);
        hopeless = k == 0;
        restartNodes = 2_000;
        firstGoal = new int[4 * n];
        for (int m = 0; m < 4 * n; m++) {
            int[] ray = lv.ray(m);
            int g = 0;
            while (g < ray.length && !lv.isGoal(ray[g])) g++;
            firstGoal[m] = g;
        }
        best = new Frame[finals.length / 2];
        bestScore = new int[best.length];
        stale = new int[best.length];
        penalty = new int[best.length];
    }

    private int towards(int t, int cell) {
        int c = lv.tileCell(t);
        if (lv.x(c) == lv.x(cell)) return Level.move(t, lv.y(cell) < lv.y(c) ? Level.UP : Level.DOWN);
        return Level.move(t, lv.x(cell) < lv.x(c) ? Level.LEFT : Level.RIGHT);
    }

    private Frame frame(int d) {
        if (d >= stack.length) stack = Arrays.copyOf(stack, 2 * d);
        if (stack[d] == null) stack[d] = new Frame();
        return stack[d];
    }

    /** Works for about {@code budget} nodes; returns the solution once one is found, else null. */
    int[] run(int budget) {
        if (hopeless || solution != null) return solution;
        long stop = stats.expanded + budget;
        while (stats.expanded < stop) {
            if (top < 0 || nodesLeft <= 0) {
                restart();
                if (solution != null) return solution;
            }
            Frame f = stack[top];
            if (f.next >= f.nActs) {
                top--;
                continue;
            }
            int a = f.next++;
            Frame c = frame(top + 1);
            c.copyFrom(f);
            stats.expanded++;
            nodesLeft--;
            if (!apply(c, f, a)) continue;
            stats.generated++;
            int st = analyze(c);
            if (st < 0) {
                keepIfBest(c);
                continue;
            }
            if (st == 0) {
                int[] s = extract(c);
                if (s != null) {
                    solution = s;
                    return solution;
                }
                continue;
            }
            top++;
        }
        return null;
    }

    private void restart() {
        restarts++;
        int r = restarts % 2 == 0 ? repairRoot() : -1;
        if (r >= 0) {
            repairs++;
            if (++stale[r] > staleLimit) {
                // this final move's best plan has not improved for a while: rank it lower from now on
                stale[r] = 0;
                penalty[r] += 2;
            }
            noise = 2 + repairs % 3;
            nodesLeft = repairNodes;
            Frame root = frame(0);
            ruin(best[r], root);
            if (analyzeRoot(root)) {
                top = 0;
                return;
            }
        }
        nodesLeft = restartNodes * luby((restarts + 1) / 2);
        noise = restarts == 1 ? 0 : 2 + restarts % 3;
        Frame root = frame(0);
        root.cnt = 0;
        root.used = 0;
        root.nActs = 0;
        root.next = 0;
        for (int i = 0; i < finals.length; i += 2) {
            int m = finals[i];
            root.addAct(NEW, m, finals[i + 1], noise > 0 ? rnd.nextInt(100) : i);
        }
        sortActs(root);
        top = 0;
    }

    /** The final move whose best plan has the smallest score plus penalty, or -1 when there is none yet. */
    private int repairRoot() {
        int pick = -1;
        for (int r = 0; r < best.length; r++) {
            if (best[r] == null) continue;
            if (pick < 0 || bestScore[r] + penalty[r] < bestScore[pick] + penalty[pick]) pick = r;
        }
        return pick;
    }


    /** Total need of a plan (every slot's uncovered cells beyond its value). */
    private int score(Frame c) {
        int sum = 0;
        for (int i = 0; i < c.cnt; i++) sum += Math.max(0, need(c, i));
        return sum;
    }

    private void keepIfBest(Frame c) {
        int r = rootOf(c);
        int sc = score(c);
        // equal scores replace it too, so that repairs wander over a plateau of near-complete plans
        if (best[r] != null && sc > bestScore[r]) return;
        if (best[r] == null) best[r] = new Frame();
        else if (sc < bestScore[r]) stale[r] = 0;
        bestScore[r] = sc;
        best[r].copyFrom(c);
    }

    /** Index of the plan's final move (slot 0) among the roots. */
    private int rootOf(Frame c) {
        for (int k = 0; k < finals.length; k += 2) {
            if (finals[k] == c.move[0] && finals[k + 1] == c.target[0]) return k / 2;
        }
        throw new IllegalStateException("plan without a final move");
    }

    /**
     * Copies into root the plan p without some slots: most of the slots whose tiles are aligned with the uncovered
     * cells of a slot that still has a need (they may be the tiles it lacks), some of those slots themselves, and
     * one to three random others. The final slot (slot 0) stays. Skip marks are cleared.
     */
    private void ruin(Frame p, Frame root) {
        long blockers = 0;
        long drop = 0;
        for (int i = 0; i < p.cnt; i++) {
            if (need(p, i) <= 0) continue;
            if (i > 0 && rnd.nextInt(2) == 0) drop |= 1L << i;
            for (int k = 0; k < w; k++) {
                for (long open = p.path[i * w + k] & ~before[k]; open != 0; open &= open - 1) {
                    int cell = (k << 6) + Long.numberOfTrailingZeros(open);
                    blockers |= lv.rowTiles(lv.y(cell)) | lv.colTiles(lv.x(cell));
                }
            }
        }
        for (int i = 1; i < p.cnt; i++) {
            if ((blockers & (1L << Level.tileOf(p.move[i]))) != 0 && rnd.nextInt(3) > 0) drop |= 1L << i;
        }
        for (int k = 1 + rnd.nextInt(3); k > 0 && p.cnt > 1; k--) drop |= 1L << (1 + rnd.nextInt(p.cnt - 1));
        int[] index = new int[p.cnt];
        int m = 0;
        for (int i = 0; i < p.cnt; i++) index[i] = (drop & (1L << i)) != 0 ? -1 : m++;
        root.cnt = m;
        root.used = 0;
        for (int i = 0; i < p.cnt; i++) {
            int j = index[i];
            if (j < 0) continue;
            root.move[j] = p.move[i];
            root.target[j] = p.target[i];
            root.used |= 1L << Level.tileOf(p.move[i]);
            long pr = 0;
            for (long q = p.pred[i] & ~drop; q != 0; q &= q - 1) pr |= 1L << index[Long.numberOfTrailingZeros(q)];
            root.pred[j] = pr;
            System.arraycopy(p.path, i * w, root.path, j * w, w);
            Arrays.fill(root.skip, j * w, j * w + w, 0);
        }
        root.nActs = 0;
        root.next = 0;
    }

    /** Sets up the branches of a repair root; false when it is dead or complete but does not win. */
    private boolean analyzeRoot(Frame root) {
        int st = analyze(root);
        if (st > 0) return true;
        if (st == 0) {
            int[] s = extract(root);
            if (s != null) solution = s;
        }
        return false;
    }

    private static int luby(int i) {
        int k = 1;
        while ((1 << k) - 1 < i) k++;
        while (true) {
            if (i == (1 << k) - 1) return 1 << (k - 1);
            i -= (1 << (k - 1)) - 1;
            k = 1;
            while ((1 << k) - 1 < i) k++;
        }
    }

    /** Applies branch a of frame f to its copy c; false when the result is not allowed. */
    private boolean apply(Frame c, Frame f, int a) {
        int kind = f.acts[3 * a];
        int p1 = f.acts[3 * a + 1];
        int p2 = f.acts[3 * a + 2];
        int i = f.focus;
        switch (kind) {
            case NEW -> {
                int s = c.cnt++;
                c.move[s] = p1;
                c.target[s] = p2;
                c.used |= 1L << Level.tileOf(p1);
                c.pred[s] = 0;
                if (!setPath(c, s)) return false;
                Arrays.fill(c.skip, s * w, s * w + w, 0);
                if (c.cnt > 1) addEdge(c, s, i);
            }
            case ORDER -> {
                if (!addEdge(c, p1, i)) return false;
            }
            case RETARGET -> {
                c.target[p1] = p2;
                if (!setPath(c, p1)) return false;
                if (!addEdge(c, p1, i)) return false;
            }
            default -> c.skip[i * w + (f.cell >>> 6)] |= 1L << f.cell;
        }
        return true;
    }

    /**
     * Sets the path of slot s; false when a helper's path would pass a goal: that helper would win by itself, so
     * the plan is the one with it as the final slot (another root).
     */
    private boolean setPath(Frame c, int s) {
        int base = s * w;
        Arrays.fill(c.path, base, base + w, 0);
        int m = c.move[s];
        int t = c.target[s];
        for (int cell : lv.ray(m)) {
            if ((init[cell >>> 6] & (1L << cell)) == 0) c.path[base + (cell >>> 6)] |= 1L << cell;
            if (cell == t) break;
            if (lv.isGoal(cell)) return false;
        }
        return s == 0 || !lv.isGoal(t);
    }

    /** Adds a before b (and the transitive closure); false when b already precedes a. */
    private boolean addEdge(Frame c, int a, int b) {
        if (a == b || (c.pred[a] & (1L << b)) != 0) return false;
        long add = c.pred[a] | (1L << a);
        for (int x = 0; x < c.cnt; x++) {
            if (x == b || (c.pred[x] & (1L << b)) != 0) c.pred[x] |= add;
        }
        return true;
    }

    /**
     * Works out the needs of plan c: -1 dead, 0 complete, 1 open (then the focus and the branches are set).
     */
    private int analyze(Frame c) {
        int bestSlot = -1;
        int bestSlack = Integer.MAX_VALUE;
        int bestNeed = 0;
        for (int i = 0; i < c.cnt; i++) {
            int need = need(c, i);
            if (need <= 0) continue;
            int coverable = 0;
            long un = ~c.used & lv.allTiles();
            for (int k = 0; k < w; k++) {
                long open = c.path[i * w + k] & ~before[k] & ~c.skip[i * w + k];
                for (; open != 0; open &= open - 1) {
                    int cell = (k << 6) + Long.numberOfTrailingZeros(open);
                    if (providers(c, i, cell, un, true) > 0) coverable++;
                }
            }
            int slack = coverable - need;
            if (slack < 0) return -1;
            boolean better = switch (focusRule) {
                case 1 -> slack <= bestSlack;
                case 2 -> true;
                default -> slack < bestSlack || slack == bestSlack && need > bestNeed;
            };
            if (better) {
                bestSlack = slack;
                bestNeed = need;
                bestSlot = i;
            }
        }
        if (bestSlot < 0) return 0;
        // the focus slot's cell with the fewest providers
        int i = bestSlot;
        need(c, i);
        long un = ~c.used & lv.allTiles();
        int bestCell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int k = 0; k < w; k++) {
            long open = c.path[i * w + k] & ~before[k] & ~c.skip[i * w + k];
            for (; open != 0; open &= open - 1) {
                int cell = (k << 6) + Long.numberOfTrailingZeros(open);
                int p = providers(c, i, cell, un, false);
                if (p > 0 && p < fewest) {
                    fewest = p;
                    bestCell = cell;
                }
            }
        }
        c.focus = i;
        c.cell = bestCell;
        branches(c, i, bestCell, un);
        if (bestSlack > 0) c.addAct(SKIP, 0, 0, Integer.MAX_VALUE);
        sortActs(c);
        return 1;
    }

    /** Uncovered path cells of slot i minus its value; leaves the covered cells of i in {@link #before}. */
    private int need(Frame c, int i) {
        System.arraycopy(init, 0, before, 0, w);
        for (long p = c.pred[i]; p != 0; p &= p - 1) {
            int j = Long.numberOfTrailingZeros(p);
            for (int k = 0; k < w; k++) before[k] |= c.path[j * w + k];
        }
        int e = 0;
        for (int k = 0; k < w; k++) e += Long.bitCount(c.path[i * w + k] & ~before[k]);
        return e - lv.tileValue(Level.tileOf(c.move[i]));
    }

    /** Number of providers of cell for slot i (stops at the first when {@code any}). */
    private int providers(Frame c, int i, int cell, long unused, boolean any) {
        int p = 0;
        for (long u = (lv.rowTiles(lv.y(cell)) | lv.colTiles(lv.x(cell))) & unused; u != 0; u &= u - 1) {
            if (!reaches(towards(Long.numberOfTrailingZeros(u), cell), cell)) continue;
            p++;
            if (any) return p;
        }
        long bit = 1L << cell;
        int word = cell >>> 6;
        for (int j = 0; j < c.cnt; j++) {
            if (j == i || (c.pred[j] & (1L << i)) != 0) continue;
            if ((c.path[j * w + word] & bit) != 0) {
                if ((c.pred[i] & (1L << j)) == 0) p++;
            } else if (extendsTo(c, j, cell)) {
                p++;
            }
            if (any && p > 0) return p;
        }
        return p;
    }

    /** True when a helper move can aim at the cell: it is on the move's ray, before any goal there. */
    private boolean reaches(int move, int cell) {
        int k = lv.rayIndex(move, cell);
        return k >= 0 && k < firstGoal[move];
    }

    /** True when slot j could aim further, at the cell. */
    private boolean extendsTo(Frame c, int j, int cell) {
        return lv.rayIndex(c.move[j], cell) > lv.rayIndex(c.move[j], c.target[j]) && reaches(c.move[j], cell);
    }

    private void branches(Frame c, int i, int cell, long unused) {
        long bit = 1L << cell;
        int word = cell >>> 6;
        for (int j = 0; j < c.cnt; j++) {
            if (j == i || (c.pred[j] & (1L << i)) != 0) continue;
            if ((c.path[j * w + word] & bit) != 0) {
                if ((c.pred[i] & (1L << j)) == 0) c.addAct(ORDER, j, cell, 0);
            } else if (extendsTo(c, j, cell)) {
                int extra = 0;
                int[] ray = lv.ray(c.move[j]);
                for (int r = lv.rayIndex(c.move[j], c.target[j]) + 1; ray[r] != cell; r++) {
                    if ((init[ray[r] >>> 6] & (1L << ray[r])) == 0) extra++;
                }
                c.addAct(RETARGET, j, cell, 4 * extra + 2 + jitter());
            }
        }
        // the cells a new slot can count on: those of every slot that can precede it (not i, nor anything after i)
        System.arraycopy(init, 0, before, 0, w);
        long preds = 0;
        for (int j = 0; j < c.cnt; j++) {
            if (j == i || (c.pred[j] & (1L << i)) != 0) continue;
            preds |= 1L << j;
            for (int k = 0; k < w; k++) before[k] |= c.path[j * w + k];
        }
        for (long u = (lv.rowTiles(lv.y(cell)) | lv.colTiles(lv.x(cell))) & unused; u != 0; u &= u - 1) {
            int x = Long.numberOfTrailingZeros(u);
            int m = towards(x, cell);
            if (!reaches(m, cell)) continue;
            int need = Math.max(0, open(m, cell) - lv.tileValue(x));
            int cost = need;
            if (need > 0 && lookahead) {
                cost = helpCost(c, preds, x, m, cell, unused & ~(1L << x), need);
                if (cost < 0) continue;
            }
            c.addAct(NEW, m, cell, 4 + 6 * cost + jitter());
        }
    }

    /** Cells of the move's ray up to the cell that are not in {@link #before}. */
    private int open(int m, int cell) {
        int e = 0;
        for (int r : lv.ray(m)) {
            if ((before[r >>> 6] & (1L << r)) == 0) e++;
            if (r == cell) break;
        }
        return e;
    }


    /**
     * Two-level estimate of the helpers a new slot (tile x aimed at cell) needs: the sum of the need-many cheapest of
     * its open cells, each costing 1 + the need of its best provider (an unused tile aimed at it, or 1 for a slot
     * that can precede and could aim further); -1 when fewer than need open cells have a provider at all.
     */
    private int helpCost(Frame c, long preds, int x, int m, int cell, long avail, int need) {
        int nc = 0;
        for (int r : lv.ray(m)) {
            if ((before[r >>> 6] & (1L << r)) == 0) {
                int best = Integer.MAX_VALUE;
                for (long q = preds; q != 0 && best > 1; q &= q - 1) {
                    int j = Long.numberOfTrailingZeros(q);
                    if (extendsTo(c, j, r)) best = 1;
                }
                for (long u = (lv.rowTiles(lv.y(r)) | lv.colTiles(lv.x(r))) & avail; u != 0 && best > 1; u &= u - 1) {
                    int y = Long.numberOfTrailingZeros(u);
                    int my = towards(y, r);
                    if (reaches(my, r)) best = Math.min(best, 1 + Math.max(0, open(my, r) - lv.tileValue(y)));
                }
                if (best != Integer.MAX_VALUE) {
                    if (nc == help.length) help = Arrays.copyOf(help, 2 * nc);
                    help[nc++] = best;
                }
            }
            if (r == cell) break;
        }
        if (nc < need) return -1;
        Arrays.sort(help, 0, nc);
        int sum = 0;
        for (int k = 0; k < need; k++) sum += help[k];
        return sum;
    }

    private int jitter() {
        return noise > 0 ? rnd.nextInt(noise + 1) : 0;
    }

    /** Insertion sort of the branches by cost (few branches per node). */
    private static void sortActs(Frame f) {
        for (int a = 1; a < f.nActs; a++) {
            int cost = f.costs[a];
            int k0 = f.acts[3 * a], k1 = f.acts[3 * a + 1], k2 = f.acts[3 * a + 2];
            int b = a - 1;
            while (b >= 0 && f.costs[b] > cost) {
                f.costs[b + 1] = f.costs[b];
                f.acts[3 * b + 3] = f.acts[3 * b];
                f.acts[3 * b + 4] = f.acts[3 * b + 1];
                f.acts[3 * b + 5] = f.acts[3 * b + 2];
                b--;
            }
            f.costs[b + 1] = cost;
            f.acts[3 * b + 3] = k0;
            f.acts[3 * b + 4] = k1;
            f.acts[3 * b + 5] = k2;
        }
    }

    /** A topological order of the plan, cut at the first move that wins; null when it does not win. */
    private int[] extract(Frame c) {
        int[] order = new int[c.cnt];
        long placed = 0;
        for (int k = 0; k < c.cnt; k++) {
            for (int s = 0; s < c.cnt; s++) {
                if ((placed & (1L << s)) != 0 || (c.pred[s] & ~placed) != 0) continue;
                order[k] = c.move[s];
                placed |= 1L << s;
                break;
            }
        }
        int[] p = Solutions.prefix(lv, order);
        return Solutions.wins(lv, p) ? p : null;
    }
}

package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import puzzlelab.engine.Heuristic;
import puzzlelab.puzzlescript.lang.Game;

/**
 * The {@code distance} bound of one level: for each win condition {@link MotionAnalysis} bounds, the grid distance its
 * moving objects still have to cover, measured by breadth-first search around the cells that static objects of the
 * mover's layer block forever (a mover can never enter them: movement needs the target's layer empty, and a
 * preserved object is never written anywhere). One input moves each preserved object at most one cell, so:
 * <ul>
 *   <li>{@code all X on Y}, X moving to static Y: every X object needs its distance to the nearest Y cell — the
 *       largest of them (objects move together in one input, so a sum would overestimate);</li>
 *   <li>{@code all X on Y}, static X, Y moving: every X cell needs some Y object to arrive — the largest over X
 *       cells of the nearest Y object's distance;</li>
 *   <li>{@code some X on Y}: the nearest pair.</li>
 * </ul>
 * h = the largest over the conditions (each must hold when the level is won). A condition no object can ever meet
 * makes the state dead. Each term changes by at most 1 per input, so h is consistent as well as admissible.
 *
 * <p>Where the analysis also proves that one input moves at most one mover (Sokoban's single push:
 * {@link MotionAnalysis.Condition#oneMover}) and the level has exactly one player object, an {@code all} condition
 * adds the distances instead: every mover must cover its own (or every fixed cell needs its own mover, distinct
 * ones since a mover ends on one cell), and the inputs move them one cell at a time. The sum over fixed cells may drop
 * by 2 in one input (a mover between two of them), so that h is admissible but not consistent (A* reopens states).
 */
final class DistanceHeuristic implements Heuristic {
    static final String NAME = "distance";
    private static final int INF = Integer.MAX_VALUE;

    /** One bounded condition, prepared for this level. */
    private static final class Term {
        MotionAnalysis.Kind kind;
        boolean all;
        boolean sum;            // one input moves at most one mover: the distances add up (for 'all')
        boolean[] mover;        // object id -> is a mover of this condition
        int[] layers;           // the movers' layers
        int[][] dist;           // MOVERS_TO_FIXED: per index of layers, distance of each cell to the nearest fixed cell
        int[][][] distFrom;     // FIXED_NEEDS_MOVER: per fixed cell, per index of layers, each cell's distance to it
    }

    private final Packer packer;
    private final int cells;
    private final Term[] terms;
    private final boolean consistent;

    private DistanceHeuristic(Packer packer, int cells, Term[] terms) {
        this.packer = packer;
        this.cells = cells;
        this.terms = terms;
        // a sum of nearest movers over fixed cells can drop by 2 when one mover steps between two of them
        this.consistent = Arrays.stream(terms).noneMatch(t -> t.sum && t.kind == MotionAnalysis.Kind.FIXED_NEEDS_MOVER);
    }

    /**
     * The bound for a level, given its start grid in the interpreter's format (word 0 entry, word 1 flags, then
     * {@code stride} longs per cell, cells column by column), or a one-line reason why this level has none.
     */
    static Object forLevel(MotionAnalysis a, Game g, Packer packer, long[] startGrid, int w, int h, int stride) {
        if (!a.bounded()) return a.whyNone();
        int n = w * h, layers = g.layerCount();
        int[][] objectOn = new int[n][layers];
        for (int c = 0; c < n; c++) {
            Arrays.fill(objectOn[c], -1);
            for (int o = 0; o < g.objectCount(); o++) {
                if ((startGrid[2 + c * stride + (o >> 6)] & (1L << (o & 63))) == 0) continue;
                int l = g.layerOf(o);
                if (objectOn[c][l] >= 0) return "the level puts two objects of one layer in a cell (" + g.objectName(objectOn[c][l])
                        + " and " + g.objectName(o) + ")";
                objectOn[c][l] = o;
            }
        }
        // cells a mover of each layer can never enter: a static object of its layer sits there for good
        boolean[][] blocked = new boolean[layers][n];
        for (int c = 0; c < n; c++)
            for (int l = 0; l < layers; l++) if (objectOn[c][l] >= 0 && a.isStatic(objectOn[c][l])) blocked[l][c] = true;
        long[] player = puzzlelab.puzzlescript.lang.RuleFacts.playerObjects(g);
        int playerCells = 0;
        for (int c = 0; c < n; c++)
            for (int o : objectOn[c]) if (o >= 0 && MotionAnalysis.has(player, o)) { playerCells++; break; }
        List<Term> terms = new ArrayList<>();
        for (MotionAnalysis.Condition cond : a.conditions) {
            if (cond.kind() == MotionAnalysis.Kind.NONE) continue;
            Term t = new Term();
            t.kind = cond.kind();
            t.all = cond.all();
            t.sum = t.all && cond.oneMover() && playerCells == 1;
            t.mover = new boolean[g.objectCount()];
            boolean[] layerUsed = new boolean[layers];
            for (int o = 0; o < g.objectCount(); o++)
                if (MotionAnalysis.has(cond.movers(), o)) { t.mover[o] = true; layerUsed[g.layerOf(o)] = true; }
            List<Integer> ls = new ArrayList<>();
            for (int l = 0; l < layers; l++) if (layerUsed[l]) ls.add(l);
            t.layers = ls.stream().mapToInt(Integer::intValue).toArray();
            List<Integer> fixed = new ArrayList<>();
            for (int c = 0; c < n; c++) if (holds(objectOn[c], cond.fixed(), cond.fixedAll(), g)) fixed.add(c);
            if (t.kind == MotionAnalysis.Kind.FIXED_NEEDS_MOVER && t.sum && t.layers.length == 1
                    && countMovers(objectOn, t.mover) == fixed.size()) {
                // as many movers (one layer: one a cell) as fixed cells, each needing its own: every mover must end
                // on a fixed cell, and the sum over movers is consistent (an input moves one of them one cell)
                t.kind = MotionAnalysis.Kind.MOVERS_TO_FIXED;
            }
            // one mover at a time and a single player: movers only take the steps the push rule allows
            int[][] pushes = playerCells == 1 && cond.oneMover() ? cond.pushes() : null;
            if (t.kind == MotionAnalysis.Kind.MOVERS_TO_FIXED) {
                t.dist = new int[t.layers.length][];
                for (int i = 0; i < t.layers.length; i++) t.dist[i] = bfs(fixed, blocked, t.layers[i], pushes, w, h);
            } else {
                t.distFrom = new int[fixed.size()][t.layers.length][];
                for (int f = 0; f < fixed.size(); f++)
                    for (int i = 0; i < t.layers.length; i++)
                        t.distFrom[f][i] = bfs(List.of(fixed.get(f)), blocked, t.layers[i], pushes, w, h);
            }
            terms.add(t);
        }
        return new DistanceHeuristic(packer, n, terms.toArray(new Term[0]));
    }

    private static int countMovers(int[][] objectOn, boolean[] mover) {
        int n = 0;
        for (int[] cell : objectOn) for (int o : cell) if (o >= 0 && mover[o]) n++;
        return n;
    }

    /** Whether a cell (its object per layer) has the mask: one of its objects, or all of them for an aggregate. */
    private static boolean holds(int[] objectOnLayer, long[] mask, boolean all, Game g) {
        boolean any = false;
        for (int o = 0; o < g.objectCount(); o++) {
            if (!MotionAnalysis.has(mask, o)) continue;
            boolean here = objectOnLayer[g.layerOf(o)] == o;
            if (here) any = true;
            else if (all) return false;
        }
        return any;
    }

    /**
     * Steps from every cell to the nearest source for a mover of the layer, around the cells blocked on it (a blocked
     * source is no source); INF: never. Without pushes a step goes to any neighbour; with pushes ({dx, dy, direction,
     * player layer}) a step from c in a direction needs the player's cell c + (dx, dy) inside the grid and not blocked
     * on the player's layer. Computed backwards from the sources.
     */
    private static int[] bfs(List<Integer> sources, boolean[][] blocked, int layer, int[][] pushes, int w, int h) {
        int n = w * h;
        boolean[] mine = blocked[layer];
        int[] d = new int[n];
        Arrays.fill(d, INF);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int s : sources) if (!mine[s] && d[s] == INF) { d[s] = 0; queue[tail++] = s; }
        int[][] steps = pushes != null ? pushes : new int[][]{{0, 0, 1, -1}, {0, 0, 2, -1}, {0, 0, 4, -1}, {0, 0, 8, -1}};
        while (head < tail) {
            int t = queue[head++], tx = t / h, ty = t % h;
            for (int[] p : steps) {
                // the mover stood at c = t - step and moved by step
                int sx = p[2] == 4 ? -1 : p[2] == 8 ? 1 : 0, sy = p[2] == 1 ? -1 : p[2] == 2 ? 1 : 0;
                int cx = tx - sx, cy = ty - sy;
                if (cx < 0 || cy < 0 || cx >= w || cy >= h) continue;
                int c = cx * h + cy;
                if (mine[c] || d[c] != INF) continue;
                if (p[3] >= 0) {
                    int px = cx + p[0], py = cy + p[1];
                    if (px < 0 || py < 0 || px >= w || py >= h || blocked[p[3]][px * h + py]) continue;
                }
                d[c] = d[t] + 1;
                queue[tail++] = c;
            }
        }
        return d;
    }

    @Override public String name() { return NAME; }
    @Override public boolean admissible() { return true; }
    @Override public boolean consistent() { return consistent; }
    @Override public String toString() { return NAME; }

    @Override
    public int estimate(long[] state) {
        if (Packer.won(state)) return 0;
        long best = 0;
        for (Term t : terms) {
            long v = t.kind == MotionAnalysis.Kind.MOVERS_TO_FIXED ? moversToFixed(t, state) : fixedNeedsMover(t, state);
            best = Math.max(best, v);
            if (best >= INF) return DEAD;
        }
        return (int) Math.min(best, DEAD - 1);   // a real estimate, however large, is not a deadlock
    }

    private long moversToFixed(Term t, long[] state) {
        long[] acc = {t.all ? 0 : INF};
        forEachMover(t, state, (i, c) -> {
            int d = t.dist[i][c];
            if (d == INF) acc[0] = t.all ? INF : acc[0];
            else acc[0] = t.sum ? (acc[0] >= INF ? INF : acc[0] + d) : t.all ? Math.max(acc[0], d) : Math.min(acc[0], d);
        });
        return acc[0];
    }

    private long fixedNeedsMover(Term t, long[] state) {
        int[][][] from = t.distFrom;
        if (from.length == 0) return 0;
        long[] nearest = new long[from.length];
        Arrays.fill(nearest, INF);
        forEachMover(t, state, (i, c) -> {
            for (int f = 0; f < from.length; f++) nearest[f] = Math.min(nearest[f], from[f][i][c]);
        });
        long acc = 0;
        for (long v : nearest) acc = v >= INF ? INF : t.sum ? Math.min(INF, acc + v) : Math.max(acc, v);
        return acc;
    }

    /** Calls {@code at(index of the mover's layer in t.layers, cell)} for every mover of the term in the state. */
    private void forEachMover(Term t, long[] state, MoverAt at) {
        for (int c = 0; c < cells; c++) {
            long code = packer.cellCode(state, c);
            if (code == 0) continue;
            for (int i = 0; i < t.layers.length; i++) {
                int o = packer.objectOn(code, t.layers[i]);
                if (o >= 0 && t.mover[o]) at.at(i, c);
            }
        }
    }

    private interface MoverAt {
        void at(int layerIndex, int cell);
    }
}

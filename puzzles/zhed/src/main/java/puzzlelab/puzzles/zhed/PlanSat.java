package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.sat4j.core.VecInt;
import org.sat4j.minisat.SolverFactory;
import org.sat4j.specs.ContradictionException;
import org.sat4j.specs.ISolver;
import org.sat4j.specs.TimeoutException;

/**
 * "A plan of at most k moves exists" as one SAT formula for all k (sat4j), with no time steps: a ZHED plan is a
 * set of moves (one direction per used tile), the cells each one fills, and an order of the tiles.
 * <pre>
 *   dir[m]            move m = (tile, direction) is played; at most one direction per tile
 *   cov[m][j]         m walks over ray cell j: dir[m] ∧ fewer than value(tile) cells filled by m before j
 *   fill[m][j]        m fills ray cell j (never for tile and pre-filled cells, which every move skips)
 *   cnt[m][j][c]      m filled at least c of ray cells 0..j (sequential counter, exact both ways)
 *   before[t][u]      tile t moves before tile u: a tournament without 3-cycles, i.e. a total order
 *
 *   per cell: at most one move fills it; a move that walks over it fills it or some other move does,
 *             and that other move comes first:   cov[m][c] ∧ fill[m'][c] → before[tile m'][tile m]
 *   some move fills a goal; at most k tiles are used (a counter whose output "≥ k+1" is assumed false)
 *   cuts kept by some shortest plan: every played move fills a cell; every played move fills a goal or a cell
 *   that another played move walks over (else it could be dropped: no other move would change)
 *   symmetry: unused tiles come after the used ones, by index; implied: a move walks over a prefix of its ray
 * </pre>
 * Replaying the moves of a model in the order of {@code before} fills exactly the cells of the model (a cell a move
 * walks over is empty then exactly when no earlier move filled it), so a model is a plan; the goal-stop rule only
 * ends the game at the first goal, which leaves a winning prefix. Conversely every shortest plan satisfies every
 * clause (its last move may walk past the goal in the formula, over cells that earlier moves filled or that nothing
 * else needs). So UNSAT with "≤ k" proves that every plan has more than k moves. Only moves that can matter are
 * encoded: those whose ray reaches a goal, or a cell on the ray of another such move (a fixed point from the
 * goals; any other move fills nothing a later move walks over).
 */
final class PlanSat {
    enum Answer { PLAN, NONE, UNKNOWN }

    private static final long FAR_AWAY_MILLIS = 30L * 24 * 3600 * 1000;

    private final Level lv;
    private final ISolver solver;
    private int vars;
    private boolean trivialUnsat;
    private final int n;
    /** Variable of move m (tile * 4 + dir), 0 when the move cannot matter. */
    private final int[] dir;
    private final int[] used;
    /** ord[t][u] for t &lt; u: t moves before u. */
    private final int[][] ord;
    /** atLeast[j]: at least j tiles used (only the implication "≥ j used → atLeast[j]" is encoded). */
    private final int[] atLeast;
    /** The plan of the last PLAN answer, in play order, cut at the winning move. */
    int[] plan;
    long conflicts;

    PlanSat(Level lv) {
        this.lv = lv;
        this.n = lv.tiles();
        this.solver = SolverFactory.newDefault();
        this.dir = new int[4 * n];
        this.used = new int[n];
        this.ord = new int[n][n];
        this.atLeast = new int[n + 2];
        try {
            encode();
        } catch (ContradictionException e) {
            trivialUnsat = true;
        }
    }

    private int newVar() {
        return ++vars;
    }

    private void clause(int... lits) throws ContradictionException {
        solver.addClause(new VecInt(lits));
    }

    private void clause(IntArrayList lits) throws ContradictionException {
        solver.addClause(new VecInt(lits.toIntArray()));
    }

    private boolean freeCell(int c) {
        return lv.tileAt(c) < 0 && !lv.isPrefilled(c);
    }

    /** Moves that can matter: a fixed point from the goals (see the class comment). */
    private boolean[] relevantMoves() {
        boolean[] rel = new boolean[4 * n];
        boolean[] hot = new boolean[lv.cells];
        for (int g : lv.goals()) hot[g] = true;
        for (boolean changed = true; changed; ) {
            changed = false;
            for (int m = 0; m < 4 * n; m++) {
                if (rel[m]) continue;
                boolean meets = false;
                for (int c : lv.ray(m)) if (freeCell(c) && hot[c]) meets = true;
                if (!meets) continue;
                rel[m] = true;
                changed = true;
                for (int c : lv.ray(m)) if (freeCell(c)) hot[c] = true;
            }
        }
        return rel;
    }

    private int before(int t, int u) {
        return t < u ? ord[t][u] : -ord[u][t];
    }

    private void encode() throws ContradictionException {
        boolean[] rel = relevantMoves();
        int[][] fill = new int[4 * n][];
        int[][] cov = new int[4 * n][];
        // per cell: the moves that may walk over it and their variables there
        List<List<int[]>> over = new ArrayList<>();
        for (int c = 0; c < lv.cells; c++) over.add(new ArrayList<>());
        for (int m = 0; m < 4 * n; m++) if (rel[m]) dir[m] = newVar();
        for (int t = 0; t < n; t++) {
            IntArrayList ds = new IntArrayList();
            for (int d = 0; d < 4; d++) if (dir[4 * t + d] != 0) ds.add(dir[4 * t + d]);
            if (ds.isEmpty()) continue;
            used[t] = newVar();
            IntArrayList def = new IntArrayList(new int[] {-used[t]});
            for (int i = 0; i < ds.size(); i++) {
                def.add(ds.getInt(i));
                clause(-ds.getInt(i), used[t]);
                for (int j = i + 1; j < ds.size(); j++) clause(-ds.getInt(i), -ds.getInt(j));
            }
            clause(def);
        }
        for (int m = 0; m < 4 * n; m++) {
            if (dir[m] == 0) continue;
            int[] ray = lv.ray(m);
            int v = lv.tileValue(Level.tileOf(m));
            fill[m] = new int[ray.length];
            cov[m] = new int[ray.length];
            int[] prev = new int[v + 1];   // prev[c] = cnt before this cell (0 = false), c = 1..v
            IntArrayList some = new IntArrayList(new int[] {-dir[m]});
            for (int j = 0; j < ray.length; j++) {
                int c = ray[j];
                if (!freeCell(c)) continue;   // skipped by every move: the count stays
                int cv = newVar();
                cov[m][j] = cv;
                // cov ↔ dir ∧ ¬(v cells already filled)
                clause(-cv, dir[m]);
                if (prev[v] != 0) {
                    clause(-cv, -prev[v]);
                    clause(cv, -dir[m], prev[v]);
                } else {
                    clause(cv, -dir[m]);
                }
                int f = newVar();
                fill[m][j] = f;
                clause(-f, cv);
                some.add(f);
                over.get(c).add(new int[] {m, cv, f});
                int[] now = new int[v + 1];
                for (int k = 1; k <= v; k++) {
                    int below = k == 1 ? 0 : prev[k - 1];
                    if (k > 1 && below == 0) break;   // cannot have k yet
                    int x = newVar();
                    now[k] = x;
                    if (prev[k] != 0) clause(-prev[k], x);
                    if (k == 1) clause(-f, x);
                    else clause(-below, -f, x);
                    // x → prev[k] ∨ f,  x → prev[k] ∨ below
                    if (prev[k] != 0) clause(-x, prev[k], f);
                    else clause(-x, f);
                    if (k > 1) {
                        if (prev[k] != 0) clause(-x, prev[k], below);
                        else clause(-x, below);
                    }
                }
                prev = now;
            }
            clause(some);   // a played move fills something
        }
        for (int t = 0; t < n; t++)
            for (int u = t + 1; u < n; u++) if (used[t] != 0 && used[u] != 0) ord[t][u] = newVar();
        for (int t = 0; t < n; t++) {
            if (used[t] == 0) continue;
            for (int u = t + 1; u < n; u++) {
                if (used[u] == 0) continue;
                for (int w = u + 1; w < n; w++) {
                    if (used[w] == 0) continue;
                    clause(-before(t, u), -before(u, w), -before(w, t));
                    clause(-before(t, w), -before(w, u), -before(u, t));
                }
            }
        }
        orderUnusedLast();
        coverageIsAPrefix(cov);
        IntArrayList win = new IntArrayList();
        for (int c = 0; c < lv.cells; c++) {
            List<int[]> ms = over.get(c);
            if (ms.isEmpty()) continue;
            IntArrayList anyFill = new IntArrayList();
            for (int[] a : ms) anyFill.add(a[2]);
            for (int[] a : ms) {
                IntArrayList need = new IntArrayList(anyFill);
                need.add(0, -a[1]);
                clause(need);   // walked over → filled by someone
            }
            for (int i = 0; i < ms.size(); i++) {
                int[] a = ms.get(i);
                for (int j = 0; j < ms.size(); j++) {
                    if (i == j) continue;
                    int[] b = ms.get(j);
                    int ta = Level.tileOf(a[0]);
                    int tb = Level.tileOf(b[0]);
                    if (ta == tb) continue;   // one tile has one direction; its rays are disjoint anyway
                    if (i < j) clause(-a[2], -b[2]);
                    clause(-a[1], -b[2], before(tb, ta));   // a walks over c that b fills: b first
                }
            }
            if (lv.isGoal(c)) win.addAll(anyFill);
        }
        clause(win);
        justify(fill, cov, over);
        cardinality();
        solver.newVar(vars);
    }

    /**
     * Symmetry: the tiles a plan does not use take no part in any order clause, so they are put after the used ones,
     * by index; any model can be re-ordered that way.
     */
    private void orderUnusedLast() throws ContradictionException {
        for (int t = 0; t < n; t++) {
            if (used[t] == 0) continue;
            for (int u = 0; u < n; u++) {
                if (u == t || used[u] == 0) continue;
                if (t < u) clause(used[t], used[u], before(t, u));
                clause(used[t], -used[u], before(u, t));
            }
        }
    }

    /** Implied: a move walks over a prefix of its ray's free cells (binary clauses propagate faster than the counter). */
    private void coverageIsAPrefix(int[][] cov) throws ContradictionException {
        for (int[] c : cov) {
            if (c == null) continue;
            int last = 0;
            for (int v : c) {
                if (v == 0) continue;
                if (last != 0) clause(-v, last);
                last = v;
            }
        }
    }

    /** Every played move fills a goal, or a cell that a move of another tile walks over. */
    private void justify(int[][] fill, int[][] cov, List<List<int[]>> over) throws ContradictionException {
        for (int m = 0; m < 4 * n; m++) {
            if (dir[m] == 0) continue;
            int[] ray = lv.ray(m);
            IntArrayList why = new IntArrayList(new int[] {-dir[m]});
            for (int j = 0; j < ray.length; j++) {
                if (fill[m][j] == 0) continue;
                int c = ray[j];
                if (lv.isGoal(c)) {
                    why.add(fill[m][j]);
                    continue;
                }
                IntArrayList others = new IntArrayList();
                for (int[] a : over.get(c)) if (Level.tileOf(a[0]) != Level.tileOf(m)) others.add(a[1]);
                if (others.isEmpty()) continue;
                int y = newVar();
                clause(-y, fill[m][j]);
                others.add(0, -y);
                clause(others);
                why.add(y);
            }
            clause(why);
        }
    }

    /** Sequential counter over the used tiles: atLeast[j] is forced true when j or more are used. */
    private void cardinality() throws ContradictionException {
        int[] s = new int[n + 2];   // s[j] after the tiles so far
        for (int t = 0; t < n; t++) {
            if (used[t] == 0) continue;
            int[] next = new int[n + 2];
            for (int j = 1; j <= n + 1; j++) {
                boolean from = s[j] != 0;
                boolean step = j == 1 || s[j - 1] != 0;
                if (!from && !step) break;
                int x = newVar();
                next[j] = x;
                if (from) clause(-s[j], x);
                if (j == 1) clause(-used[t], x);
                else if (s[j - 1] != 0) clause(-used[t], -s[j - 1], x);
            }
            s = next;
        }
        System.arraycopy(s, 0, atLeast, 0, s.length);
    }

    /**
     * From now on at most k tiles may be used: a native cardinality constraint, stronger in propagation than the
     * counter's assumption. Only for a search that will never again ask about more than k moves (an incumbent of
     * k + 1 moves is known). False when the formula became unsatisfiable at once.
     */
    boolean atMostForever(int k) {
        if (trivialUnsat) return false;
        IntArrayList us = new IntArrayList();
        for (int t = 0; t < n; t++) if (used[t] != 0) us.add(used[t]);
        if (k >= us.size()) return true;
        try {
            solver.addAtMost(new VecInt(us.toIntArray()), k);
            return true;
        } catch (ContradictionException e) {
            trivialUnsat = true;
            return false;
        }
    }

    /**
     * Calls {@code stopNow} at every conflict; true ends the running {@link #solve} with UNKNOWN (another thread
     * stops it this way); only for calls without a conflict budget.
     */
    void onConflict(java.util.function.BooleanSupplier stopNow) {
        solver.setSearchListener(new ConflictHook(solver, stopNow));
    }

    /**
     * Is there a plan of at most k moves? UNKNOWN when {@code conflictBudget} conflicts (≤ 0: no limit) were spent
     * first; learnt clauses are kept for the next call.
     */
    Answer solve(int k, int conflictBudget) {
        if (trivialUnsat) return Answer.NONE;
        int[] assume = k + 1 < atLeast.length && atLeast[k + 1] != 0 ? new int[] {-atLeast[k + 1]} : new int[0];
        try {
            // no budget: a time-out far away (the listener of onConflict ends the run instead)
            if (conflictBudget > 0) solver.setTimeoutOnConflicts(conflictBudget);
            else solver.setTimeoutMs(FAR_AWAY_MILLIS);
            boolean sat = solver.isSatisfiable(new VecInt(assume));
            if (!sat) return Answer.NONE;
            plan = decode(solver.model());
            return Answer.PLAN;
        } catch (TimeoutException e) {
            return Answer.UNKNOWN;
        } finally {
            conflicts = solverConflicts();
        }
    }

    private long solverConflicts() {
        Object c = solver.getStat().get("conflicts");
        return c instanceof Number num ? num.longValue() : 0;
    }

    /** The model's moves in the order of its tournament, replayed and cut at the winning move. */
    private int[] decode(int[] model) {
        boolean[] truth = new boolean[vars + 1];
        for (int lit : model) if (lit > 0 && lit <= vars) truth[lit] = true;
        List<Integer> moves = new ArrayList<>();
        for (int m = 0; m < 4 * n; m++) if (dir[m] != 0 && truth[dir[m]]) moves.add(m);
        moves.sort((a, b) -> {
            if (a.equals(b)) return 0;
            int ta = Level.tileOf(a), tb = Level.tileOf(b);
            int lit = before(ta, tb);
            boolean first = lit > 0 ? truth[lit] : !truth[-lit];
            return first ? -1 : 1;
        });
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        IntArrayList out = new IntArrayList();
        for (int m : moves) {
            if (ZhedRules.play(lv, s, m, s) < 0) break;
            out.add(m);
            if (ZhedRules.won(lv, s)) return out.toIntArray();
        }
        throw new IllegalStateException("SAT model does not replay to a win: " + Arrays.toString(out.toIntArray()));
    }

    /**
     * A shortest plan by asking k = the gap bound, +1, +2, ... with no limit (tests, small levels); null when no
     * plan exists. Deterministic: one thread, no budgets.
     */
    static int[] shortest(Level lv) {
        int root = new Bounds(new Position(lv)).bound();
        if (root >= Bounds.DEAD) return null;
        PlanSat sat = new PlanSat(lv);
        for (int k = Math.max(1, root); k <= lv.tiles(); k++) if (sat.solve(k, 0) == Answer.PLAN) return sat.plan;
        return null;
    }

    int variables() {
        return vars;
    }

    int clauses() {
        return solver.nConstraints();
    }
}

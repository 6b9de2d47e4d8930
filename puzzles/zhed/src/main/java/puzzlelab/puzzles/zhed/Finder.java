package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import puzzlelab.engine.Stats;

/**
 * Rounds of the {@link BackwardPlanner}. A greedy planner often gets stuck with a plan that is complete but for one or two
 * moves whose missing cells only tiles already used elsewhere could fill; so rounds alternate:
 * <ul>
 *   <li>fresh rounds: one planner per possible final move (tile on a goal's line toward it), side by side, so one
 *       hopeless final move cannot eat the whole budget; later fresh rounds add random noise to the priorities and
 *       switch the scoring (lookahead on or off, sequence or set duplicate key);</li>
 *   <li>repair rounds (large neighbourhood search): take the best plan seen, take out the moves whose tiles could
 *       fill the missing cells (and a random one or two), and plan on from what is left.</li>
 * </ul>
 * Each planner stops after a budget of expansions. Deterministic for a given seed.
 */
final class Finder {
    private static final int REPAIRS = 6;

    private final Level lv;
    private final Stats stats;
    private final SplittableRandom rnd;
    private final List<int[]> finals = new ArrayList<>();
    private List<BackwardPlanner> live = new ArrayList<>();
    private int round;
    private long roundStart;
    private long roundBudget;
    private int[][] bestPlan;
    private int bestScore = Integer.MAX_VALUE;
    int[] solution;
    /** True when no tile lies on a goal's row or column: nothing can ever reach a goal. */
    boolean hopeless;

    Finder(Level lv, Stats stats, long seed) {
        this.lv = lv;
        this.stats = stats;
        this.rnd = new SplittableRandom(seed);
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            for (int t = 0; t < lv.tiles(); t++) {
                int c = lv.tileCell(t);
                if (lv.x(c) == lv.x(g) || lv.y(c) == lv.y(g)) finals.add(new int[] {t, g});
            }
        }
        hopeless = finals.isEmpty();
        if (!hopeless) startRound();
    }

    private void startRound() {
        for (BackwardPlanner p : live) keepBest(p);
        round++;
        live = new ArrayList<>();
        if (round % 2 == 0 && bestPlan != null) {
            for (int i = 0; i < REPAIRS; i++) {
                int[][] ruined = ruin(bestPlan);
                BackwardPlanner p = new BackwardPlanner(lv, stats, ruined[0], ruined[1]);
                configure(p, (round / 2) % 4, rnd.nextLong());
                live.add(p);
            }
            roundBudget = 3_000L * REPAIRS;
        } else {
            int kind = (round / 2) % 4;
            for (int[] f : finals) {
                BackwardPlanner p = new BackwardPlanner(lv, stats, f[0], f[1]);
                configure(p, kind, rnd.nextLong());
                if (round == 1) p.noise = 0;
                live.add(p);
            }
            roundBudget = (round == 1 ? 20_000L : 4_000L) * finals.size();
        }
        roundStart = stats.expanded;
    }

    private static void configure(BackwardPlanner p, int kind, long seed) {
        p.lookahead = kind == 0 || kind == 2;
        p.setKey = kind < 2;
        p.noise = kind % 2 == 0 ? 6 : 12;
        p.rnd = new SplittableRandom(seed);
    }

    private void keepBest(BackwardPlanner p) {
        int[][] plan = p.bestPlan();
        if (plan == null) return;
        int score = p.bestScore();
        // equal scores replace the best too, so that repairs wander over a plateau of near-complete plans
        if (score <= bestScore) {
            bestScore = score;
            bestPlan = plan;
        }
    }

    /**
     * The plan without most of the moves whose tiles lie on the lines of the cells its failing moves must cross
     * (the failing moves included), and without one to three random other moves; the final move always stays.
     */
    private int[][] ruin(int[][] plan) {
        int[] moves = plan[0];
        int[] targets = plan[1];
        int[] deficit = plan[2];
        int n = moves.length;
        boolean[] drop = new boolean[n];
        long blockers = 0;
        for (int i = 0; i < n; i++) {
            if (deficit[i] == 0) continue;
            for (int c : lv.ray(moves[i])) {
                blockers |= lv.rowTiles(lv.y(c)) | lv.colTiles(lv.x(c));
                if (c == targets[i]) break;
            }
        }
        for (int i = 0; i < n - 1; i++) {
            if ((blockers & (1L << Level.tileOf(moves[i]))) != 0 && rnd.nextInt(3) > 0) drop[i] = true;
        }
        for (int k = 1 + rnd.nextInt(3); k > 0 && n > 1; k--) drop[rnd.nextInt(n - 1)] = true;
        IntArrayList m = new IntArrayList();
        IntArrayList t = new IntArrayList();
        for (int i = 0; i < n; i++) {
            if (drop[i]) continue;
            m.add(moves[i]);
            t.add(targets[i]);
        }
        return new int[][] {m.toIntArray(), t.toIntArray()};
    }

    /** Works for about {@code budget} expansions; returns true once a solution is found. */
    boolean run(int budget) {
        if (hopeless) return false;
        long stop = stats.expanded + budget;
        while (stats.expanded < stop) {
            for (Iterator<BackwardPlanner> it = live.iterator(); it.hasNext(); ) {
                BackwardPlanner p = it.next();
                if (p.run(256)) {
                    if (p.solution != null) {
                        solution = p.solution;
                        return true;
                    }
                    keepBest(p);
                    it.remove();
                }
            }
            if (live.isEmpty() || stats.expanded - roundStart > roundBudget) startRound();
        }
        return false;
    }
}

package puzzlelab.puzzles.zhed;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import puzzlelab.engine.Stats;

/**
 * Restarts of the {@link Planner}: each round runs one planner per possible final move (tile on a goal's line
 * toward it) side by side, so one hopeless final move cannot eat the whole budget, and stops after a budget of
 * expansions per planner. Later rounds add random noise to the priorities and switch the scoring (lookahead on or
 * off, sequence or set duplicate key), because a greedy search that is stuck in a region of near-complete but
 * unfinishable plans rarely gets out by itself. Deterministic for a given seed.
 */
final class Finder {
    private final Level lv;
    private final Stats stats;
    private final long seed;
    private final List<int[]> finals = new ArrayList<>();
    private List<Planner> live = new ArrayList<>();
    private int round;
    private long roundStart;
    private long perPlanner;
    int[] solution;
    /** True when no tile lies on a goal's row or column: nothing can ever reach a goal. */
    boolean hopeless;

    Finder(Level lv, Stats stats, long seed) {
        this.lv = lv;
        this.stats = stats;
        this.seed = seed;
        for (int gi = 0; gi < lv.goalCount(); gi++) {
            int g = lv.goal(gi);
            for (int t = 0; t < lv.tiles(); t++) {
                int c = lv.tileCell(t);
                if (lv.x(c) == lv.x(g) || lv.y(c) == lv.y(g)) finals.add(new int[] {t, g});
            }
        }
        startRound();
    }

    private void startRound() {
        round++;
        live = new ArrayList<>();
        for (int[] f : finals) {
            Planner p = new Planner(lv, stats, f[0], f[1]);
            int kind = (round - 1) % 4;
            p.lookahead = kind == 0 || kind == 2;
            p.setKey = round % 2 == 1;
            p.noise = round == 1 ? 0 : kind < 2 ? 6 : 12;
            p.rnd = new SplittableRandom(seed * 1_000_003L + round * 131L + f[0]);
            live.add(p);
        }
        perPlanner = round == 1 ? 20_000 : 4_000;
        roundStart = stats.expanded;
    }

    /** Works for about {@code budget} expansions; returns true once a solution is found. */
    boolean run(int budget) {
        long stop = stats.expanded + budget;
        while (stats.expanded < stop) {
            if (finals.isEmpty()) {
                hopeless = true;
                return false;
            }
            for (Iterator<Planner> it = live.iterator(); it.hasNext(); ) {
                Planner p = it.next();
                if (p.run(256)) {
                    if (p.solution != null) {
                        solution = p.solution;
                        return true;
                    }
                    it.remove();
                }
            }
            if (live.isEmpty() || stats.expanded - roundStart > perPlanner * finals.size()) startRound();
        }
        return false;
    }
}

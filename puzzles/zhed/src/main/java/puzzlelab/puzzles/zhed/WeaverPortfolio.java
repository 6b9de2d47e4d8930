package puzzlelab.puzzles.zhed;

import puzzlelab.engine.Stats;

/**
 * Several {@link Weaver}s with different focus rules and repair sizes, each with its own seed, sharing every budget
 * equally. One depth-first finder is heavy-tailed (a level it solves in a second with one setting may take minutes
 * with another), so a few settings side by side finish more levels than any one of them alone.
 */
final class WeaverPortfolio {
    /** {focus rule, nodes of a repair restart} of each member. */
    private static final int[][] CONFIGS = {{0, 4_000}, {1, 4_000}, {2, 4_000}, {0, 1_000}};

    private final Weaver[] members;

    WeaverPortfolio(Level lv, Stats stats, long seed) {
        members = new Weaver[CONFIGS.length];
        for (int i = 0; i < members.length; i++) {
            members[i] = new Weaver(lv, stats, seed * 31 + i, Weaver.Knobs.DEFAULT.with(CONFIGS[i][0], CONFIGS[i][1]));
        }
    }

    /** Works for about {@code budget} nodes in all; returns a member's solution once one is found, else null. */
    int[] run(int budget) {
        int share = Math.max(1, budget / members.length);
        for (Weaver w : members) {
            int[] s = w.run(share);
            if (s != null) return s;
        }
        return null;
    }
}

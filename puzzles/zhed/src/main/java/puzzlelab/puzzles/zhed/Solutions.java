package puzzlelab.puzzles.zhed;

import it.unimi.dsi.fastutil.ints.IntArrayList;

/** Helpers on move sequences: replay, pruning of moves a solution does not need. */
public final class Solutions {
    private Solutions() {
    }

    /** Plays the moves from the start; null if one is illegal, else the final state. */
    public static long[] replay(Level lv, int[] moves) {
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        for (int m : moves) if (ZhedRules.play(lv, s, m, s) < 0) return null;
        return s;
    }

    /** True when the moves are legal and the last one fills a goal. */
    public static boolean wins(Level lv, int[] moves) {
        long[] s = replay(lv, moves);
        return s != null && ZhedRules.won(lv, s);
    }

    /**
     * Drops moves the solution does not need, as long as the rest still wins: the first winning prefix, then each
     * move from the last to the first is tried without. The result is a solution no single move of which can be
     * left out.
     */
    public static int[] prune(Level lv, int[] moves) {
        IntArrayList cur = new IntArrayList(prefix(lv, moves));
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = cur.size() - 2; i >= 0; i--) {
                IntArrayList without = new IntArrayList(cur);
                without.removeInt(i);
                int[] w = without.toIntArray();
                if (wins(lv, w)) {
                    cur = new IntArrayList(prefix(lv, w));
                    changed = true;
                }
            }
        }
        return cur.toIntArray();
    }

    /** The moves up to the first that fills a goal (all of them if none does or one is illegal). */
    static int[] prefix(Level lv, int[] moves) {
        long[] s = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, s);
        for (int i = 0; i < moves.length; i++) {
            if (ZhedRules.play(lv, s, moves[i], s) < 0) return moves;
            if (ZhedRules.won(lv, s)) return java.util.Arrays.copyOf(moves, i + 1);
        }
        return moves;
    }
}

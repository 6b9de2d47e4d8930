package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Whether boxes can each be given a goal of their own, by augmenting paths (Kuhn): the deadlock test of
 * {@link Matching#feasible} (every goal) and of {@link PackAssignment} (the goals not yet walled in). A box reaches a
 * goal when the distance table says it can be pushed there. Goals are tried in the order given, so the same input
 * gives the same assignment. Not thread-safe (one per search).
 */
final class Kuhn {
    private final int[] owner, visited;   // per goal index: the box index holding it (-1: none), its visit stamp
    private int visitMark;
    private int[] boxAt, goals;
    private int nGoals;
    private int[][] dist;
    // perfect(boxAt, n, reach): per square the goals it reaches as bits (k <= 64), and the goals visited by the
    // current box's search as bits, so a box's next candidate goal is one bit scan instead of a table read per goal
    private long[] reach;
    private long visitedBits;
    /** Box-goal pairs looked at (a deterministic clock, see {@link Walk#work}). */
    long work;

    /** @param k the number of goal indices (the rows of the distance tables) */
    Kuhn(int k) {
        owner = new int[k];
        visited = new int[k];
    }

    /**
     * Whether each of the boxes on {@code boxAt[0..n)} gets its own goal among {@code goals[0..nGoals)} (indices into
     * {@code dist}; a box on s reaches goal g when {@code dist[g][s]} is finite).
     */
    boolean perfect(int[] boxAt, int n, int[] goals, int nGoals, int[][] dist) {
        this.boxAt = boxAt;
        this.goals = goals;
        this.nGoals = nGoals;
        this.dist = dist;
        Arrays.fill(owner, -1);
        for (int bi = 0; bi < n; bi++) {
            if (++visitMark == Integer.MAX_VALUE) { Arrays.fill(visited, 0); visitMark = 1; }
            if (!augment(bi)) return false;
        }
        return true;
    }

    /**
     * {@link #perfect} over every goal index 0..k-1 in order (k = {@code nGoals} &le; 64), a box on s reaching goal g when
     * bit g of {@code reach[s]} is set: the same goals tried in the same order, the same augmenting paths, the same
     * assignment and work, without reading a distance row per goal (XSokoban 42: the forward finders' feasibility test
     * was a tenth of the CPU).
     */
    boolean perfect(int[] boxAt, int n, int nGoals, long[] reach) {
        this.boxAt = boxAt;
        this.nGoals = nGoals;
        this.reach = reach;
        Arrays.fill(owner, -1);
        for (int bi = 0; bi < n; bi++) {
            visitedBits = 0;
            if (!augmentBits(bi)) return false;
        }
        return true;
    }

    /** After {@link #perfect} answered true: the index (into its boxAt) of the box given goal {@code g}, or -1. */
    int owner(int g) {
        return owner[g];
    }

    private boolean augmentBits(int bi) {
        long r = reach[boxAt[bi]];
        work += nGoals;
        // the lowest reachable goal not yet visited, above the last one tried (visitedBits only grows meanwhile)
        for (long left = r & ~visitedBits; left != 0; left = r & ~visitedBits) {
            int g = Long.numberOfTrailingZeros(left);
            visitedBits |= 1L << g;
            if (owner[g] < 0 || augmentBits(owner[g])) {
                owner[g] = bi;
                return true;
            }
        }
        return false;
    }

    private boolean augment(int bi) {
        int s = boxAt[bi];
        work += nGoals;
        for (int i = 0; i < nGoals; i++) {
            int g = goals[i];
            if (dist[g][s] >= SokobanBoard.INF || visited[g] == visitMark) continue;
            visited[g] = visitMark;
            if (owner[g] < 0 || augment(owner[g])) {
                owner[g] = bi;
                return true;
            }
        }
        return false;
    }
}

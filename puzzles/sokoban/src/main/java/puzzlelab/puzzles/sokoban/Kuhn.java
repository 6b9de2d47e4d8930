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

    /** After {@link #perfect} answered true: the index (into its boxAt) of the box given goal {@code g}, or -1. */
    int owner(int g) {
        return owner[g];
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

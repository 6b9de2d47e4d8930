package puzzlelab.puzzles.chexers;

import java.util.ArrayDeque;
import puzzlelab.engine.Heuristic;

/**
 * A heuristic that adds a per-hex term over the pieces. Each action moves or removes one piece, so a sum of
 * per-piece lower bounds that change by at most 1 per action (and are ≥ 1 on a piece that still has to exit) is
 * admissible and consistent.
 * <ul>
 *   <li>{@code half}: ⌈d/2⌉ + 1 with d the straight-line hex distance to the exit edge (a jump covers 2).</li>
 *   <li>{@code relaxed}: the exact number of actions for a lone piece under relaxed rules — move to any non-block
 *       neighbour, jump over <em>any</em> hex onto a non-block hex, exit only from an unblocked exit hex —
 *       precomputed by BFS from those exits. It dominates {@code half} and sees walls of blocks.</li>
 *   <li>{@code hexdist}: d + 1, the pitfall heuristic: a jump gains 2, so it overestimates (not admissible).</li>
 * </ul>
 */
final class PieceSumHeuristic implements Heuristic {
    /** Term for a piece that can never exit, even under the relaxed rules (true cost infinite). */
    static final int DEAD = 1 << 16;

    private final String name;
    private final boolean admissible;
    final int[] term;

    private PieceSumHeuristic(String name, boolean admissible, int[] term) {
        this.name = name;
        this.admissible = admissible;
        this.term = term;
    }

    static PieceSumHeuristic half(Setup s) {
        HexGrid g = s.grid();
        int[] t = new int[g.cells];
        for (int h = 0; h < g.cells; h++) t[h] = (exitDistance(s, h) + 1) / 2 + 1;
        return new PieceSumHeuristic("half", true, t);
    }

    static PieceSumHeuristic hexdist(Setup s) {
        HexGrid g = s.grid();
        int[] t = new int[g.cells];
        for (int h = 0; h < g.cells; h++) t[h] = exitDistance(s, h) + 1;
        return new PieceSumHeuristic("hexdist", false, t);
    }

    static PieceSumHeuristic relaxed(Setup s) {
        return new PieceSumHeuristic("relaxed", true, relaxedDistances(s));
    }

    /**
     * Relaxed actions-to-leave per hex, {@link #DEAD} where no unblocked exit is reachable. The relaxed moves are
     * symmetric (a step or a two-hex hop between non-block hexes), so a BFS outwards from the exits gives them.
     */
    static int[] relaxedDistances(Setup s) {
        HexGrid g = s.grid();
        int[] dist = new int[g.cells];
        java.util.Arrays.fill(dist, DEAD);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int h = 0; h < g.cells; h++) {
            if (s.isExit(h) && !HexGrid.get(s.blocks(), h)) {
                dist[h] = 1;
                queue.add(h);
            }
        }
        while (!queue.isEmpty()) {
            int h = queue.poll();
            for (int d = 0; d < 6; d++) {
                relax(s, dist, queue, h, g.neighbour(h, d));
                relax(s, dist, queue, h, g.beyond(h, d));
            }
        }
        return dist;
    }

    private static void relax(Setup s, int[] dist, ArrayDeque<Integer> queue, int from, int to) {
        if (to < 0 || HexGrid.get(s.blocks(), to) || dist[to] != DEAD) return;
        dist[to] = dist[from] + 1;
        queue.add(to);
    }

    private static int exitDistance(Setup s, int hex) {
        HexGrid g = s.grid();
        return s.colour().exitDistance(g.q(hex), g.r(hex), g.radius);
    }

    @Override public String name() { return name; }
    @Override public boolean admissible() { return admissible; }
    @Override public boolean consistent() { return admissible; }

    @Override
    public int estimate(long[] state) {
        int sum = 0;
        for (int w = 0; w < state.length; w++) {
            for (long bits = state[w]; bits != 0; bits &= bits - 1) sum += term[w << 6 | Long.numberOfTrailingZeros(bits)];
        }
        return sum;
    }

    @Override public String toString() { return name; }
}

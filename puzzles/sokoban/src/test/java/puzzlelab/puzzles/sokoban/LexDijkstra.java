package puzzlelab.puzzles.sokoban;

import java.util.HashMap;
import java.util.Map;
import java.util.PriorityQueue;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * The test oracle: plain Dijkstra over single steps of the moves problem (no deadlock pruning, no bound) with a
 * lexicographic cost, so it gives the exact (pushes, moves) or (moves, pushes) optimum of small levels.
 */
final class LexDijkstra {
    /** pushes and moves of the optimum, or null when unsolvable. */
    record Best(int pushes, int moves) {
    }

    private LexDijkstra() {
    }

    static Best solve(SokobanBoard b, boolean pushesFirst) {
        Problem p = new SokobanProblem(b, false);
        int w = p.words();
        long[] s0 = new long[w];
        p.initial(s0);
        Map<State, Long> dist = new HashMap<>();
        PriorityQueue<Object[]> q = new PriorityQueue<>((x, y) -> Long.compare((Long) x[0], (Long) y[0]));
        dist.put(new State(s0), 0L);
        q.add(new Object[] {0L, s0});
        final long k = 1L << 24;
        while (!q.isEmpty()) {
            Object[] e = q.poll();
            long c = (Long) e[0];
            long[] s = (long[]) e[1];
            if (dist.get(new State(s)) < c) continue;
            if (p.isGoal(s)) {
                long hi = c / k, lo = c % k;
                return pushesFirst ? new Best((int) hi, (int) lo) : new Best((int) lo, (int) hi);
            }
            long[] buf = new long[w];
            p.expand(s, new Successors() {
                public long[] child() { return buf; }
                public void emit(int move, int cost) {
                    boolean push = move >= 4;
                    long step = pushesFirst ? (push ? k + 1 : 1) : (push ? k + 1 : k);
                    long nc = c + step;
                    long[] t = buf.clone();
                    State key = new State(t);
                    Long old = dist.get(key);
                    if (old == null || nc < old) {
                        dist.put(key, nc);
                        q.add(new Object[] {nc, t});
                    }
                }
            });
        }
        return null;
    }

    private record State(long[] s) {
        @Override public boolean equals(Object o) { return o instanceof State x && java.util.Arrays.equals(x.s, s); }
        @Override public int hashCode() { return java.util.Arrays.hashCode(s); }
    }
}

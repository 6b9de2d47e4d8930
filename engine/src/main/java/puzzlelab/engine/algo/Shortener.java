package puzzlelab.engine.algo;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Solution;
import puzzlelab.engine.StateTable;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Successors;

/**
 * Solution shortener (the report's "step refiner"), usable after any algorithm.
 * <pre>
 *   repeat until a pass gains nothing:
 *     for i = 0 .. n-1:  breadth-first search from state s_i, at most k-1 moves deep (and a node cap);
 *                        if it reaches a later state s_j in fewer than j-i moves, splice the shorter path in
 * </pre>
 * Loops in the solution (a state visited twice) vanish in the first pass. Shortening by length, it only
 * accepts a splice that does not raise the total cost.
 */
public final class Shortener {
    private final Problem p;
    private final int bin;
    private final int nodeCap;
    private final Stats stats = new Stats();

    public Shortener(Problem p, int bin, int nodeCap) {
        this.p = p;
        this.bin = Math.max(2, bin);
        this.nodeCap = nodeCap;
    }

    public Stats stats() {
        return stats;
    }

    private record Key(long[] k) {
        @Override public boolean equals(Object o) { return o instanceof Key x && java.util.Arrays.equals(x.k, k); }
        @Override public int hashCode() { return java.util.Arrays.hashCode(k); }
    }

    public Solution shorten(Solution s) {
        int[] moves = s.moves();
        boolean gained = true;
        while (gained) {
            gained = false;
            List<long[]> states = Replay.states(p, moves);
            Map<Key, Integer> last = new HashMap<>();
            for (int j = 0; j < states.size(); j++) last.put(new Key(states.get(j)), j);
            IntArrayList out = new IntArrayList();
            int i = 0;
            while (i < moves.length) {
                // a later visit of the same state: cut the loop outright
                int again = last.get(new Key(states.get(i)));
                if (again > i) {
                    i = again;
                    gained = true;
                    continue;
                }
                int[] splice = searchAhead(states, i, last);
                if (splice != null) {
                    int j = splice[0];
                    for (int t = 1; t < splice.length; t++) out.add(splice[t]);
                    i = j;
                    gained = true;
                } else {
                    out.add(moves[i]);
                    i++;
                }
            }
            int[] cand = out.toIntArray();
            if (gained && Replay.cost(p, cand) <= Replay.cost(p, moves)) moves = cand;
            else gained = false;
        }
        return new Solution(moves, Replay.cost(p, moves));
    }

    /** BFS from s_i; returns {j, moves...} for the best shortcut to a later state s_j, or null. */
    private int[] searchAhead(List<long[]> states, int i, Map<Key, Integer> last) {
        int w = p.words();
        StateTable t = new StateTable(w, 256);
        t.add(states.get(i), -1, -1, 0);
        IntArrayList layer = new IntArrayList();
        layer.add(0);
        long[] cur = new long[w];
        long[] kid = new long[w];
        int[] bestJ = {-1};
        int[] bestId = {-1};
        int[] bestGain = {0};
        for (int depth = 0; depth < bin - 1 && !layer.isEmpty() && t.size() < nodeCap; depth++) {
            IntArrayList next = new IntArrayList();
            final int dd = depth;
            for (int k = 0; k < layer.size(); k++) {
                int id = layer.getInt(k);
                t.get(id, cur);
                stats.expanded++;
                p.expand(cur, new Successors() {
                    public long[] child() { return kid; }
                    public void emit(int move, int cost) {
                        stats.generated++;
                        int r = t.add(kid, id, move, dd + 1);
                        if (r < 0) return;
                        next.add(r);
                        Integer j = last.get(new Key(kid));
                        if (j != null && j > i) {
                            int gain = (j - i) - (dd + 1);
                            if (gain > bestGain[0]) {
                                bestGain[0] = gain;
                                bestJ[0] = j;
                                bestId[0] = r;
                            }
                        }
                    }
                });
            }
            layer = next;
        }
        if (bestJ[0] < 0) return null;
        int[] path = t.path(bestId[0]);
        int[] r = new int[path.length + 1];
        r[0] = bestJ[0];
        System.arraycopy(path, 0, r, 1, path.length);
        return r;
    }
}

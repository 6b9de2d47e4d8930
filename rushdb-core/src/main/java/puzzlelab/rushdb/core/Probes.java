package puzzlelab.rushdb.core;

import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

/**
 * The small searches a sweep asks about the clusters it keeps, apart from the sweep itself: whether a position
 * reaches a goal within a move limit (Fogleman's minimality test removes one piece at a time and asks this), and the
 * optimum in single-cell slides (the database's steps column). Buffers are reused from call to call.
 */
final class Probes {
    private final LongOpenHashSet probeSeen = new LongOpenHashSet();
    private long[] probeS = new long[256];
    private long[] probeO = new long[256];
    private long[] probeKids = new long[64];
    private long[] probeKidOcc = new long[64];

    /**
     * Whether s (occupied cells o) reaches a goal of {@code lay} within {@code limit} moves, lane {@code skip} never
     * moving (−1: none): a breadth-first search whose buffers are reused from call to call (minimality asks this
     * about every cluster swept). A lone car is left out by skipping its lane and not counting its cells in o.
     * Layers live in one pair of arrays (states, occupied cells): layer [from, to), the next one appended after it.
     * States that cannot reach a goal within the limit by {@link Layout#movesLeftAtLeast} are not kept: most of the
     * last two layers, where the ball is widest.
     */
    boolean reachesGoal(Layout lay, long s, long o, int skip, int limit) {
        int left = lay.movesLeftAtLeast(s, o);
        if (left > limit) return false;
        if (left <= 1) return true;   // at a goal, or one slide from it
        int mc = lay.maxChildren();
        if (probeKids.length < mc) {
            probeKids = new long[mc];
            probeKidOcc = new long[mc];
        }
        long[] ks = probeKids;
        long[] ko = probeKidOcc;
        probeSeen.clear();
        probeSeen.add(s);
        probeS[0] = s;
        probeO[0] = o;
        int from = 0;
        int to = 1;
        boolean found = false;
        for (int depth = 1; depth <= limit && from < to && !found; depth++) {
            int end = to;
            for (int i = from; i < end && !found; i++) {
                int k = lay.expand(probeS[i], probeO[i], ks, ko, null, skip);
                if (to + k > probeS.length) {
                    probeS = java.util.Arrays.copyOf(probeS, 2 * (to + k));
                    probeO = java.util.Arrays.copyOf(probeO, probeS.length);
                }
                for (int j = 0; j < k; j++) {
                    int bound = lay.movesLeftAtLeast(ks[j], ko[j]);
                    // too far from a goal to reach one within the limit: never stored (the bound is admissible)
                    if (depth + bound > limit) continue;
                    // a goal, or the red car's way out is clear: one slide more reaches the exit
                    if (bound <= 1) {
                        found = true;
                        break;
                    }
                    if (!probeSeen.add(ks[j])) continue;
                    probeS[to] = ks[j];
                    probeO[to++] = ko[j];
                }
            }
            from = end;
        }
        if (probeSeen.size() > 1 << 16) probeSeen.trim(1 << 10);   // clear() costs the table's capacity
        return found;
    }

    /**
     * Fewest one-cell slides from s to a goal (the steps metric), by BFS within s's cluster; s must be solvable.
     * Kept clusters are a small share of the states swept, so this costs little.
     */
    static int stepOptimum(Layout lay, long s) {
        if (lay.isGoal(s)) return 0;
        LongOpenHashSet seen = new LongOpenHashSet();
        LongArrayList layer = new LongArrayList();
        LongArrayList next = new LongArrayList();
        long[] ks = new long[lay.maxChildren()];
        seen.add(s);
        layer.add(s);
        for (int depth = 1; !layer.isEmpty(); depth++) {
            next.clear();
            for (int i = 0; i < layer.size(); i++) {
                long x = layer.getLong(i);
                int k = lay.expandSteps(x, ks);
                for (int j = 0; j < k; j++) {
                    if (!seen.add(ks[j])) continue;
                    if (lay.isGoal(ks[j])) return depth;
                    next.add(ks[j]);
                }
            }
            LongArrayList t = layer;
            layer = next;
            next = t;
        }
        return -1;
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Which box for which goal, in the plan: with the goals packed in the {@link Packing} order taken as walls, can the
 * boxes left still be given one goal each among the goals left? A perfect matching by augmenting paths (Kuhn), over
 * push distances that treat those goals as walls (other boxes ignored; the square behind a box must be floor that is
 * not such a goal). {@link Matching} ignores every box, so it still lets a box "reach" a goal whose way in the packed
 * goals have walled off: XSokoban 90's box moves packed 24 of 25 in order with the last box walled out of the last
 * goal (a goal of another cluster packed before it), a position the plain matching calls live for ever.
 *
 * <p>Distances are computed once per set of wall goals and cached (a plan fills goals in one order, so a search meets
 * few such sets); the cache is dropped when it grows past {@link #MAX_SETS} sets. Not thread-safe (one per search).
 */
final class PackAssignment {
    static final int MAX_SETS = 256;
    private final SokobanBoard b;
    private final int k;
    private final Map<Key, int[][]> cache = new HashMap<>();
    private final boolean[] wall;
    private final int[] queue, boxAt, goalAt;
    private final Kuhn kuhn;
    private final int[] minEmpty;
    private final long[] packedWalls;
    private int[][] dist;   // the current wall set's table: goal index -> square -> pushes (null for wall goals)
    private int nBoxes, nGoals;
    /** Squares visited by the distance searches and pairs looked at by the matching (a deterministic clock). */
    long work;

    PackAssignment(SokobanBoard b) {
        this.b = b;
        k = b.goalList.length;
        wall = new boolean[b.n];
        queue = new int[b.n];
        boxAt = new int[k];
        goalAt = new int[k];
        kuhn = new Kuhn(k);
        minEmpty = new int[b.n];
        packedWalls = new long[b.words];
    }

    /** Whether the boxes off the goals of {@code w} match the goals of the current table (those not walls). */
    private boolean matches(long[] boxes, long[] w) {
        nBoxes = 0;
        for (int wi = 0; wi < b.words; wi++)
            for (long x = boxes[wi] & ~w[wi]; x != 0; x &= x - 1) boxAt[nBoxes++] = (wi << 6) + Long.numberOfTrailingZeros(x);
        nGoals = 0;
        for (int g = 0; g < k; g++) if (dist[g] != null) goalAt[nGoals++] = g;
        if (nBoxes > nGoals) return false;
        kuhn.work = 0;
        boolean perfect = kuhn.perfect(boxAt, nBoxes, goalAt, nGoals, dist);
        work += kuhn.work;
        return perfect;
    }

    /**
     * Whether the position can still be finished in the order's spirit: every box off the goals packed in order
     * (those of a rank below the lowest empty rank of their cluster, as {@link Packing#outOfOrder} counts) given its
     * own empty goal, the packed goals being walls. False on a position whose packed goals have walled some empty
     * goal off from every box that could still reach it.
     */
    boolean packable(long[] boxes, Packing packing) {
        Arrays.fill(minEmpty, Integer.MAX_VALUE);
        for (int g : b.goalList)
            if (!Bits.get(boxes, g)) minEmpty[packing.cluster[g]] = Math.min(minEmpty[packing.cluster[g]], packing.rank[g]);
        Arrays.fill(packedWalls, 0);
        for (int g : b.goalList)
            if (Bits.get(boxes, g) && packing.rank[g] < minEmpty[packing.cluster[g]]) Bits.set(packedWalls, g);
        table(packedWalls);
        return matches(boxes, packedWalls);
    }

    /** Push distances to goal index {@code g} with the current walls, for tests; null when g is a wall. */
    int[] distances(long[] walls, int g) {
        table(walls);
        return dist[g];
    }

    /** Makes {@link #dist} the table of the wall set {@code walls} (computed on first use). */
    private void table(long[] walls) {
        Key key = new Key(walls);
        int[][] t = cache.get(key);
        if (t == null) {
            if (cache.size() >= MAX_SETS) cache.clear();
            t = new int[k][];
            Arrays.fill(wall, false);
            for (int wi = 0; wi < b.words; wi++)
                for (long x = walls[wi]; x != 0; x &= x - 1) wall[(wi << 6) + Long.numberOfTrailingZeros(x)] = true;
            for (int g = 0; g < k; g++) if (!wall[b.goalList[g]]) t[g] = pushesTo(b.goalList[g]);
            cache.put(new Key(walls.clone()), t);
        }
        dist = t;
    }

    /** Pushes from each square to {@code goal}, the squares of {@link #wall} blocking boxes and keeper alike. */
    private int[] pushesTo(int goal) {
        int[] d = new int[b.n];
        Arrays.fill(d, SokobanBoard.INF);
        int head = 0, tail = 0;
        d[goal] = 0;
        queue[tail++] = goal;
        while (head < tail) {
            int x = queue[head++];
            for (int e = 0; e < 4; e++) {
                // the box on next (beside x) pushed onto x, the keeper on the far side of next
                int next = b.nb[x * 4 + e];
                if (next < 0 || wall[next] || d[next] < SokobanBoard.INF) continue;
                int keeper = b.nb[next * 4 + e];
                if (keeper < 0 || wall[keeper]) continue;
                d[next] = d[x] + 1;
                queue[tail++] = next;
            }
        }
        work += tail;
        return d;
    }

    private record Key(long[] bits) {
        @Override public boolean equals(Object o) {
            return o instanceof Key other && Arrays.equals(other.bits, bits);
        }
        @Override public int hashCode() {
            return Arrays.hashCode(bits);
        }
    }
}

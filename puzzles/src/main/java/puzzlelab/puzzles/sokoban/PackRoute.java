package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * FESS's packing advisor: the fewest pushes of one box, the other boxes fixed, that bring a box off the goals onto a
 * goal the {@link Packing} order fills next. One breadth-first search over (box square, side the player stands on)
 * from every box off the goals at once; each state's player region is walked with the moving box in place.
 *
 * <pre>
 * targets = empty goals whose rank is the lowest empty rank of their cluster
 * queue = (b, d) for each box b off the goals, side d reached by the player
 * pop (s, d): if s is a target: return the pushes back to the start
 *   walk the player from s's side d (box at s, its origin box removed)
 *   for each e: push from s's side e^2 (reached) to t = s+e (free, live): enqueue (t, side e^2), origin kept
 * </pre>
 */
final class PackRoute {
    private static final int MAX_STATES = 4096;
    private final Board b;
    private final Packing packing;
    private final Walk walk;
    private final long[] tmp;
    private final boolean[] target;
    private final int[] prev, origin, queue, seen, minRank;
    private int mark;

    PackRoute(Board b, Packing packing) {
        this.b = b;
        this.packing = packing;
        walk = new Walk(b);
        tmp = new long[b.words];
        target = new boolean[b.n];
        prev = new int[b.n * 4];
        origin = new int[b.n * 4];
        queue = new int[b.n * 4];
        seen = new int[b.n * 4];
        minRank = new int[b.n];
    }

    /**
     * The pushes (box * 4 + dir) of the shortest such route, or null when there is none (or no target). {@code reach}
     * holds the player's walk in the position.
     */
    int[] route(long[] boxes, Walk reach) {
        if (!targets(boxes)) return null;
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); mark = 1; }
        int head = 0, tail = 0;
        for (int w = 0; w < b.words; w++)
            for (long x = boxes[w] & ~b.goals[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x);
                for (int d = 0; d < 4; d++) {
                    int side = b.nb[s * 4 + d];
                    if (side < 0 || !reach.reached(side)) continue;
                    int st = s * 4 + d;
                    seen[st] = mark;
                    prev[st] = -1;
                    origin[st] = s;
                    queue[tail++] = st;
                }
            }
        while (head < tail && tail < MAX_STATES) {
            int st = queue[head++];
            int s = st >>> 2;
            if (target[s] && prev[st] >= 0) return path(st);
            System.arraycopy(boxes, 0, tmp, 0, b.words);
            Bits.clear(tmp, origin[st]);
            Bits.set(tmp, s);
            walk.from(tmp, b.nb[st]);   // b.nb[s * 4 + d] = the player's square
            Bits.clear(tmp, s);
            for (int e = 0; e < 4; e++) {
                int from = b.nb[s * 4 + (e ^ 2)], t = b.nb[s * 4 + e];
                if (from < 0 || t < 0 || b.dead[t] || Bits.get(tmp, t) || !walk.reached(from)) continue;
                int nst = t * 4 + (e ^ 2);
                if (seen[nst] == mark) continue;
                seen[nst] = mark;
                prev[nst] = st;
                origin[nst] = origin[st];
                queue[tail++] = nst;
            }
        }
        return null;
    }

    /** Marks the next goals of the order; false when every goal is filled. */
    private boolean targets(long[] boxes) {
        Arrays.fill(target, false);
        Arrays.fill(minRank, Integer.MAX_VALUE);
        boolean any = false;
        for (int g : b.goalList) {
            if (Bits.get(boxes, g)) continue;
            int c = packing.cluster[g];
            minRank[c] = Math.min(minRank[c], packing.rank[g]);
            any = true;
        }
        for (int g : b.goalList) if (!Bits.get(boxes, g) && packing.rank[g] == minRank[packing.cluster[g]]) target[g] = true;
        return any;
    }

    /** The pushes leading to state {@code st}: each step's box square and the direction it moved. */
    private int[] path(int st) {
        int n = 0;
        for (int x = st; prev[x] >= 0; x = prev[x]) n++;
        int[] out = new int[n];
        for (int x = st; prev[x] >= 0; x = prev[x]) {
            int from = prev[x] >>> 2;
            int dir = (x & 3) ^ 2;   // the player stands behind: the box moved away from its side
            out[--n] = from * 4 + dir;
        }
        return out;
    }
}

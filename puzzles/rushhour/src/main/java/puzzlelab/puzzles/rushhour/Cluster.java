package puzzlelab.puzzles.rushhour;

import java.util.Arrays;

/**
 * The connected component ("cluster", in Fogleman's word) of a position: every state reachable from it, and each
 * state's distance in moves to the nearest solved state. The farthest state is the component's hardest puzzle
 * (Fogleman's "unsolved" position).
 * <pre>
 *   forward BFS from the start: all states of the component (stop past the cap)
 *   backward BFS from every solved state of the component at once: distance to solved; the last layer is farthest
 * </pre>
 */
final class Cluster {
    /** Size of the component, the largest distance to a solved state (-1: no solved state) and one farthest key. */
    record Extent(int size, int maxDistance, long[] farthest) {
    }

    private Cluster() {
    }

    /** Explores the component of {@code start}; null when it has more than {@code cap} states. */
    static Extent explore(Packed pk, long[] start, int cap) {
        if (Mobility.fits(pk)) return explore1(pk, start[0], cap);
        int w = pk.words;
        KeyTable seen = new KeyTable(w, 1 << 10);
        long[] all = new long[64 * w];
        int size = 0;
        seen.add(start, 0);
        all = append(all, size++, start, w);
        Children children = new Children(pk);
        long[] s = new long[w];
        long[] kid = new long[w];
        long[] goals = new long[64 * w];
        int goalCount = 0;
        for (int i = 0; i < size; i++) {
            System.arraycopy(all, i * w, s, 0, w);
            int kids = children.of(s);
            if (children.pos[pk.red] == pk.goalPos) goals = append(goals, goalCount++, s, w);
            for (int j = 0; j < kids; j++) {
                children.copy(j, kid);
                if (!seen.add(kid, 0)) continue;
                if (size >= cap) return null;
                all = append(all, size++, kid, w);
            }
        }
        if (goalCount == 0) return new Extent(size, -1, null);
        // backward BFS from all solved states
        KeyTable dist = new KeyTable(w, size);
        long[] layer = Arrays.copyOf(goals, goalCount * w);
        int layerSize = goalCount;
        for (int i = 0; i < goalCount; i++) {
            System.arraycopy(goals, i * w, s, 0, w);
            dist.add(s, 0);
        }
        int depth = 0;
        while (true) {
            long[] next = new long[64 * w];
            int nextSize = 0;
            for (int i = 0; i < layerSize; i++) {
                System.arraycopy(layer, i * w, s, 0, w);
                int kids = children.of(s);
                for (int j = 0; j < kids; j++) {
                    children.copy(j, kid);
                    if (dist.add(kid, depth + 1)) next = append(next, nextSize++, kid, w);
                }
            }
            if (nextSize == 0) return new Extent(size, depth, Arrays.copyOf(layer, w));
            layer = next;
            layerSize = nextSize;
            depth++;
        }
    }

    /** {@link #explore} for one-word keys, expanding with an incremental {@link Mobility}. */
    private static Extent explore1(Packed pk, long start, int cap) {
        KeyTable seen = new KeyTable(1, 1 << 10);
        Mobility mob = new Mobility(pk);
        mob.reset(start);
        long[] all = new long[1024];
        int size = 0;
        seen.add1(start, 0);
        all[size++] = start;
        long[] goals = new long[64];
        int goalCount = 0;
        long[] kid = new long[pk.movable.length * 2 * pk.n];   // a vehicle has fewer than 2n moves
        for (int i = 0; i < size; i++) {
            long s = all[i];
            mob.moveTo(s);
            if (mob.pos[pk.red] == pk.goalPos) {
                if (goalCount == goals.length) goals = Arrays.copyOf(goals, goalCount * 2);
                goals[goalCount++] = s;
            }
            int kids = children(pk, mob, s, kid);
            for (int j = 0; j < kids; j++) {
                long k = kid[j];
                if (!seen.add1(k, 0)) continue;
                if (size >= cap) return null;
                if (size == all.length) all = Arrays.copyOf(all, size * 2);
                all[size++] = k;
            }
        }
        if (goalCount == 0) return new Extent(size, -1, null);
        KeyTable dist = new KeyTable(1, size);
        long[] layer = Arrays.copyOf(goals, goalCount);
        int layerSize = goalCount;
        for (int i = 0; i < goalCount; i++) dist.add1(goals[i], 0);
        long[] next = new long[Math.max(16, size)];
        int depth = 0;
        while (true) {
            int nextSize = 0;
            for (int i = 0; i < layerSize; i++) {
                long s = layer[i];
                mob.moveTo(s);
                int kids = children(pk, mob, s, kid);
                for (int j = 0; j < kids; j++) if (dist.add1(kid[j], depth + 1)) next[nextSize++] = kid[j];
            }
            if (nextSize == 0) return new Extent(size, depth, new long[] {layer[0]});
            long[] t = layer;
            layer = next;
            next = t.length >= size ? t : new long[size];
            layerSize = nextSize;
            depth++;
        }
    }

    /** The one-word children of {@code s} (where {@code mob} stands) into {@code out}; returns how many. */
    private static int children(Packed pk, Mobility mob, long s, long[] out) {
        int n = 0;
        for (long m = mob.mobile; m != 0; m &= m - 1) {
            int mi = Long.numberOfTrailingZeros(m);
            int v = pk.movable[mi];
            int sh = pk.vShift[v];
            int c = (int) ((s >>> sh) & pk.vMask[v]);
            int base = c * pk.vMul[v] + pk.vOff[v];
            int[] next = pk.vNext[v];
            for (int d = -mob.back[mi]; d <= mob.ahead[mi]; d++) {
                if (d != 0) out[n++] = s + ((long) (next[base + d] - c) << sh);
            }
        }
        return n;
    }

    private static long[] append(long[] a, int i, long[] k, int w) {
        if ((i + 1) * w > a.length) a = Arrays.copyOf(a, a.length * 2);
        System.arraycopy(k, 0, a, i * w, w);
        return a;
    }
}

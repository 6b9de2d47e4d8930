package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * FESS's out-of-plan feature: boxes standing in an area that the {@link Packing} order will soon seal off. With the
 * goals of the first f ranks filled (walls), the squares from which a box can no longer be pushed to any goal still
 * empty are sealed; for a position with s boxes packed in order, the out-of-plan zone is the next sealed area that
 * differs from today's (the first f > s whose sealed squares change), so a box there must leave before the plan
 * walls it in. Pushes ignore whether the keeper can get behind the box beyond the square behind it being floor.
 */
final class OutOfPlan {
    private final SokobanBoard b;
    private final int words;
    // ahead[s]: the zone (box bits) for a position with s boxes packed in order; null when nothing is sealed ahead
    private final long[][] ahead;
    long work;

    OutOfPlan(SokobanBoard b, Packing packing, SetUp up) {
        this.b = b;
        words = b.words;
        int goals = b.goalList.length;
        int[] byRank = b.goalList.clone();
        Integer[] order = new Integer[goals];
        for (int i = 0; i < goals; i++) order[i] = b.goalList[i];
        Arrays.sort(order, (x, y) -> Integer.compare(packing.rank[x], packing.rank[y]));
        for (int i = 0; i < goals; i++) byRank[i] = order[i];
        long[][] sealed = new long[goals][];
        boolean[] wall = new boolean[b.n], seen = new boolean[b.n];
        int[] queue = new int[b.n];
        for (int f = 0; f < goals; f++) {   // f goals filled: byRank[0..f-1] are walls, the others targets
            up.check();
            if (f > 0) wall[byRank[f - 1]] = true;
            Arrays.fill(seen, false);
            int head = 0, tail = 0;
            for (int i = f; i < goals; i++) { seen[byRank[i]] = true; queue[tail++] = byRank[i]; }
            while (head < tail) {
                int t = queue[head++];
                for (int d = 0; d < 4; d++) {
                    int s = b.nb[t * 4 + (d ^ 2)];   // a push in direction d onto t, from s, the keeper behind s
                    if (s < 0 || wall[s] || seen[s]) continue;
                    int k = b.nb[s * 4 + (d ^ 2)];
                    if (k < 0 || wall[k]) continue;
                    seen[s] = true;
                    queue[tail++] = s;
                }
            }
            long[] z = new long[words];
            for (int s = 0; s < b.n; s++) if (!wall[s] && !seen[s] && !b.dead[s]) Bits.set(z, s);
            sealed[f] = z;
        }
        ahead = new long[goals + 1][];
        for (int s = 0; s < goals; s++)
            for (int f = s + 1; f < goals; f++)
                if (!Arrays.equals(sealed[f], sealed[s])) { ahead[s] = sealed[f]; break; }
    }

    /** Boxes in the zone of a position with {@code packed} boxes packed in order. */
    int count(long[] boxes, int packed) {
        long[] z = zone(packed);
        if (z == null) return 0;
        work += words;
        int n = 0;
        for (int w = 0; w < words; w++) n += Long.bitCount(boxes[w] & z[w]);
        return n;
    }

    /** The zone's squares as bits, or null when none. */
    long[] zone(int packed) {
        return packed < 0 || packed >= ahead.length ? null : ahead[packed];
    }
}

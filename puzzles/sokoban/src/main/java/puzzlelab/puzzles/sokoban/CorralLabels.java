package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The corrals of a position: the free squares the player cannot reach, labelled by connected region (boxes and walls
 * cut regions apart), regions touching the same box merged into one corral. Reused buffers, one per thread of search.
 *
 * <p>After {@link #label}, {@link #region}[s] is the corral of square s (a label in 1..{@code regions}, the same for
 * every square of a corral) or 0 for a reached square or a box.
 */
final class CorralLabels {
    private final SokobanBoard b;
    final int[] region;   // one more slot: the walls' sentinel, never 0
    private final int[] parent, queue;
    private final int[] next;   // b.nb with walls (-1) replaced by the sentinel square n, as in Regions

    CorralLabels(SokobanBoard b) {
        this.b = b;
        region = new int[b.n + 1];
        region[b.n] = -1;
        parent = new int[b.n + 1];
        queue = new int[b.n];
        next = new int[b.n * 4];
        for (int i = 0; i < next.length; i++) next[i] = b.nb[i] < 0 ? b.n : b.nb[i];
    }

    /**
     * Labels the corrals of {@code boxes} with {@code walk} holding the BFS from the player; returns the number of
     * labels used (0: no corral). Only some labels in 1..that number name a corral (merged ones are not used).
     */
    int label(long[] boxes, Walk walk) {
        int n = b.n;
        int[] region = this.region, next = this.next, queue = this.queue;
        Arrays.fill(region, 0, n, 0);
        // boxes labelled -1 while labelling, so a neighbour is tested by one comparison (walls: the sentinel's -1); a
        // region started off the player's walk never enters it (a free square beside a reached one is reached)
        for (int wi = 0; wi < b.words; wi++)
            for (long x = boxes[wi]; x != 0; x &= x - 1) region[(wi << 6) + Long.numberOfTrailingZeros(x)] = -1;
        int regions = 0;
        for (int s = 0; s < n; s++) {
            if (region[s] != 0 || walk.reached(s)) continue;
            regions++;
            parent[regions] = regions;
            int head = 0, tail = 0;
            queue[tail++] = s;
            region[s] = regions;
            while (head < tail) {
                int x = queue[head++] * 4;
                for (int d = 0; d < 4; d++) {
                    int t = next[x + d];
                    if (region[t] != 0) continue;
                    region[t] = regions;
                    queue[tail++] = t;
                }
            }
        }
        for (int wi = 0; wi < b.words; wi++)   // boxes back to 0, as the callers read them
            for (long x = boxes[wi]; x != 0; x &= x - 1) region[(wi << 6) + Long.numberOfTrailingZeros(x)] = 0;
        if (regions == 0) return 0;
        merge(boxes);
        return regions;
    }

    /**
     * {@link #label(long[], Walk)} from a labelling of the same position's free regions ({@code regions}, current for
     * {@code boxes}) instead of a walk from {@code player} and a second labelling: the regions other than the player's
     * are the same squares the walk leaves unreached, split the same way, so the corrals are the same squares (their
     * numbers may differ; callers read only which squares share one). Returns the labels' bound as label does.
     */
    int label(long[] boxes, Regions regions, int player) {
        int n = b.n, own = regions.label[player], count = regions.count;
        int[] region = this.region, from = regions.label;
        for (int s = 0; s < n; s++) {
            int l = from[s];
            region[s] = l == own ? 0 : l;   // boxes are 0 in both
        }
        if (count <= 1) return 0;
        for (int r = 1; r <= count; r++) parent[r] = r;
        merge(boxes);
        return count;
    }

    /** Regions touching the same box are one corral; afterwards every square holds its corral's root label. */
    private void merge(long[] boxes) {
        int n = b.n;
        for (int w = 0; w < b.words; w++) {
            for (long x = boxes[w]; x != 0; x &= x - 1) {
                int bx = (w << 6) + Long.numberOfTrailingZeros(x);
                int first = 0;
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[bx * 4 + d];
                    if (t < 0 || region[t] == 0) continue;
                    int r = find(region[t]);
                    if (first == 0) first = r; else if (r != first) parent[r] = first;
                }
            }
        }
        for (int s = 0; s < n; s++) if (region[s] != 0) region[s] = find(region[s]);   // roots only from here
    }

    /** The corral next to box square {@code bx} (each box touches at most one), or 0. */
    int corralOf(int bx) {
        for (int d = 0; d < 4; d++) {
            int t = b.nb[bx * 4 + d];
            if (t >= 0 && region[t] != 0) return region[t];
        }
        return 0;
    }

    private int find(int r) {
        while (parent[r] != r) r = parent[r] = parent[parent[r]];
        return r;
    }
}

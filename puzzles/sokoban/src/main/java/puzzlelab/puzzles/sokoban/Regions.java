package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The free squares of a position split into connected regions (boxes block): their number is FESS's connectivity
 * feature, and the smallest square of the player's region is the normalised player position. Reused buffers, one
 * per search.
 */
final class Regions {
    private final SokobanBoard b;
    final int[] label;     // per square: its region (1..count), 0 for a box; one more slot, the walls' sentinel
    private final int[] queue;
    private final int[] next;   // b.nb with walls (-1) replaced by the sentinel square n, whose label is never 0
    private int[] minSquare = new int[16];
    private int[] size = new int[16];   // per region: its squares (the player's: what a walk from the player reaches)
    int count;
    long work;   // squares labelled, as Walk#work

    Regions(SokobanBoard b) {
        this.b = b;
        label = new int[b.n + 1];
        label[b.n] = -1;
        queue = new int[b.n];
        next = new int[b.n * 4];
        for (int i = 0; i < next.length; i++) next[i] = b.nb[i] < 0 ? b.n : b.nb[i];
    }

    /** Labels the regions of the position with {@code boxes}; returns their number. */
    int label(long[] boxes) {
        work += b.n;
        int n = b.n;
        int[] label = this.label, next = this.next, queue = this.queue;
        Arrays.fill(label, 0, n, 0);
        // boxes labelled -1 while labelling, so a neighbour is tested by one comparison (walls: the sentinel's -1)
        for (int wi = 0; wi < b.words; wi++)
            for (long x = boxes[wi]; x != 0; x &= x - 1) label[(wi << 6) + Long.numberOfTrailingZeros(x)] = -1;
        int count = 0;
        for (int s = 0; s < n; s++) {
            if (label[s] != 0) continue;
            count++;
            if (count == minSquare.length) {
                minSquare = Arrays.copyOf(minSquare, count * 2);
                size = Arrays.copyOf(size, count * 2);
            }
            minSquare[count] = s;   // squares are visited in order: the first one is the smallest
            int head = 0, tail = 0;
            queue[tail++] = s;
            label[s] = count;
            while (head < tail) {
                int x = queue[head++];
                for (int d = 0; d < 4; d++) {
                    int t = next[x * 4 + d];
                    if (label[t] != 0) continue;
                    label[t] = count;
                    queue[tail++] = t;
                }
            }
            size[count] = tail;
        }
        for (int wi = 0; wi < b.words; wi++)   // boxes back to 0, as the callers read them
            for (long x = boxes[wi]; x != 0; x &= x - 1) label[(wi << 6) + Long.numberOfTrailingZeros(x)] = 0;
        this.count = count;
        return count;
    }

    /**
     * Counts a labelling not made (its work, as {@link #label}'s: the clock stays the same when a caller knows that the
     * count could not change its choice); returns {@link Integer#MAX_VALUE}. The labels are not touched.
     */
    int charge() {
        work += b.n;
        return Integer.MAX_VALUE;
    }

    /** The smallest square of the region holding {@code s} (after {@link #label}). */
    int normalised(int s) {
        return minSquare[label[s]];
    }

    /** The number of squares of the region holding free square {@code s} (after {@link #label}). */
    int size(int s) {
        return size[label[s]];
    }

    /**
     * The number of distinct regions among the free squares beside {@code s} (after {@link #label}). Freeing s (a box
     * pushed away) joins at most these, and filling one square can only split regions or remove a square's own, so a
     * push from s leaves at least {@code count - beside(s) + 1} regions.
     */
    int beside(int s) {
        int k = 0, l0 = 0, l1 = 0, l2 = 0;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[s * 4 + d];
            if (t < 0) continue;
            int l = label[t];
            if (l == 0 || l == l0 || l == l1 || l == l2) continue;
            k++;
            if (l0 == 0) l0 = l; else if (l1 == 0) l1 = l; else l2 = l;
        }
        return k;
    }

    /**
     * The number of regions after the box on {@code a} moves to free square {@code c}, read off this labelling (of the
     * position before the move), or -1 when the local test cannot tell: what {@link #label} of the new position would
     * return, without labelling it. Filling c takes c from its region, which stays connected when c's free sides lie in
     * one run of free squares of the ring of eight around c (a way through c goes round it; as {@link ChildRegion}'s
     * test), and disappears when c had no free side; freeing a then joins the regions beside it (c apart) into one,
     * or makes a region of its own. Where the ring test fails (c may cut its region) the answer is -1.
     */
    int countAfterMove(int a, int c) {
        if (a == c) return count;
        int n = count, sides = 0;
        for (int d = 0; d < 4; d++) if (free(b.nb[c * 4 + d])) sides++;
        if (sides == 0) n--;   // c was a region of its own (a, beside it or not, is still a box here)
        else if (!ringJoins(c)) return -1;
        int k = 0, l0 = 0, l1 = 0, l2 = 0;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[a * 4 + d];
            if (t < 0 || t == c) continue;
            int l = label[t];
            if (l == 0 || l == l0 || l == l1 || l == l2) continue;
            k++;
            if (l0 == 0) l0 = l; else if (l1 == 0) l1 = l; else l2 = l;
        }
        return n - k + 1;   // k = 0: a is a region of its own
    }

    /** A square of the board (not a wall) and free in the labelled position. */
    private boolean free(int s) {
        return s >= 0 && label[s] != 0;
    }

    /** Whether c's region stays connected without c (see {@link Ring}). */
    private boolean ringJoins(int c) {
        int ring = 0;   // built here rather than by Ring.of: this is the hot path of the connectivity advisor
        for (int d = 0; d < 4; d++) {
            if (free(b.nb[c * 4 + d])) ring |= 1 << 2 * d;
            if (free(b.corner(c, d))) ring |= 1 << 2 * d + 1;
        }
        return Ring.joins(ring);
    }

    boolean sameRegion(int s, int t) {
        return label[s] == label[t];
    }
}

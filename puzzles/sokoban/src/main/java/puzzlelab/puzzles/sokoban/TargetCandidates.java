package puzzlelab.puzzles.sokoban;

/**
 * A few candidate targets of one pull search for {@link AimedSearch} (round 15): the stored positions of least matching
 * bound (ties: more pulls from the solved position) whose keeper's region the pull search's rule admits, no two of
 * them with box sets within one box of each other. A pull search's single target ({@link PullSearch#target}) is the
 * first of them; the others are what the aimed search can try beside it.
 *
 * <p>Why the distinct box sets: the pulls store the target's neighbours with bounds one or two above it (a box one pull
 * further), so the K least bounds alone are nearly one position (a scratch scan of XSokoban 85's cells after 30 s of
 * CPU: the five least of 99,249 one-region positions were bounds 12-13 at 368-379 pulls, all within a box or two).
 * Offered a position within one box of kept ones, the list takes it in their place only when it ranks before each.
 */
final class TargetCandidates {
    private final int k;
    private final Positions pos;
    private final int words;
    private final int[] ids, bounds, pulls;
    private final long[][] boxes;
    private final long[] scratch;
    private int size;

    TargetCandidates(int k, Positions pos, int words) {
        this.k = k;
        this.pos = pos;
        this.words = words;
        ids = new int[k];
        bounds = new int[k];
        pulls = new int[k];
        boxes = new long[k][words];
        scratch = new long[words];
    }

    /** Forgets every candidate (a new rule: see {@link PullSearch#targets}). */
    void clear() {
        size = 0;
    }

    /**
     * Offers stored position {@code id} of bound {@code h}, {@code g} pulls from the solved position. Cheap when it does
     * not qualify: only a bound at most the worst kept one copies the boxes.
     */
    void offer(int id, int h, int g) {
        if (size == k && !better(h, g, size - 1)) return;
        pos.copyBoxes(id, scratch);
        boolean near = false;
        for (int i = 0; i < size; i++) {   // a neighbour of a kept one that ranks before it: not kept
            if (!withinOneBox(scratch, boxes[i])) continue;
            if (!better(h, g, i)) return;
            near = true;
        }
        if (near) {   // it ranks before each neighbour kept: they go
            for (int i = size - 1; i >= 0; i--) if (withinOneBox(scratch, boxes[i])) remove(i);
        } else if (size == k) {
            remove(k - 1);
        }
        int at = size;
        while (at > 0 && better(h, g, at - 1)) at--;
        for (int i = size; i > at; i--) {
            ids[i] = ids[i - 1];
            bounds[i] = bounds[i - 1];
            pulls[i] = pulls[i - 1];
            long[] t = boxes[i];
            boxes[i] = boxes[i - 1];
            boxes[i - 1] = t;
        }
        ids[at] = id;
        bounds[at] = h;
        pulls[at] = g;
        System.arraycopy(scratch, 0, boxes[at], 0, words);
        size++;
    }

    /** Whether (h, g) ranks before kept candidate {@code i}: a lower bound, or the same and more pulls. */
    private boolean better(int h, int g, int i) {
        return h < bounds[i] || h == bounds[i] && g > pulls[i];
    }

    private void remove(int i) {
        long[] t = boxes[i];
        for (int j = i; j < size - 1; j++) {
            ids[j] = ids[j + 1];
            bounds[j] = bounds[j + 1];
            pulls[j] = pulls[j + 1];
            boxes[j] = boxes[j + 1];
        }
        boxes[size - 1] = t;
        size--;
    }

    /** Whether two box sets of the same count differ by at most one box. */
    static boolean withinOneBox(long[] a, long[] b) {
        int diff = 0;
        for (int i = 0; i < a.length && diff <= 1; i++) diff += Long.bitCount(a[i] & ~b[i]);
        return diff <= 1;
    }

    int size() { return size; }

    /** Candidate {@code i}'s stored id (0 is the best). */
    int id(int i) { return ids[i]; }

    int bound(int i) { return bounds[i]; }

    int pulls(int i) { return pulls[i]; }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The keeper's region after one box moves, read off the parent's regions instead of a walk of the child: what
 * {@link Walk#reach} on the child would give (squares reached, the smallest of them, whether a square is among them)
 * at a few array reads a child. The pulls ({@link PullSearch}), the pattern searches ({@link PatternSearch}) and the
 * corral searches ({@link CorralDeadlocks}) walked every child to normalise its keeper; in the pulls those walks were
 * the largest single cost (XSokoban 52: 15 % of the CPU of {@code sokoban-find}, docs/sokoban.md round 10).
 *
 * <p>The parent's keeper region is walked once ({@link #parent}, as the parent's own walk was); any other free region
 * is labelled when first needed (a region beside a freed box). The box on a (a box of the parent) goes to c (free in
 * the parent); the child's keeper stands on a square free in the child. Every parent region other than c's is
 * untouched; c's stays connected without c when c's free sides are joined by the ring of eight squares around c (a way
 * through c can go round it). Then the child's regions are the parent's, c's one square smaller, with a freed and
 * joined to every region beside it (through a side other than c). That local test is conservative: where it fails (a
 * corridor, where c may cut its region), or where c is its region's smallest square (the next smallest is not kept),
 * {@link #of} answers false and the caller walks. The answers are the walk's own and the squares counted are the
 * squares the walk would visit, so the clock ({@link Walk#work}) is the same.
 */
final class ChildRegion {
    private static final int ROOT = 1;   // the parent keeper's region's id
    private final SokobanBoard b;
    // per square (and a sentinel standing for every wall, as in Walk): the parent's stamp pair, the lower one on its
    // boxes, the higher on the squares labelled; a square's region id is valid when it holds the higher one
    private final int[] id, stamp;
    private final int[] next;   // b.nb with walls (-1) replaced by the sentinel
    private final int[] queue;
    private int mark, regionCount;
    private int[] size = new int[8], min = new int[8];   // per region id: squares, smallest square
    // the last answer's child region: the moved box's squares, the parent regions it holds, whether it holds a
    private int a, c, l0, l1, l2, l3;
    private boolean aIn;
    int count;          // squares of the child's keeper region (what the walk would visit)
    int topLeft;        // its smallest square
    boolean reachesWatched;   // the watched square is in it

    ChildRegion(SokobanBoard b) {
        this.b = b;
        int sentinel = b.words * 64;   // past every square a box word can name
        id = new int[sentinel + 1];
        stamp = new int[sentinel + 1];
        stamp[sentinel] = Integer.MAX_VALUE;
        next = new int[b.n * 4];
        for (int i = 0; i < next.length; i++) next[i] = b.nb[i] < 0 ? sentinel : b.nb[i];
        queue = new int[b.n];
    }

    /** Takes the parent position and walks its keeper's region; {@link #reached} then tells that region. */
    void parent(long[] boxes, int keeper) {
        position(boxes);
        label(keeper);
    }

    /**
     * Takes the parent position without walking any region: every region is labelled when {@link #of} first needs it
     * ({@link #reached} and {@link #rootSize} are not valid then). For callers that ask about many children of one
     * position that may need other regions than the keeper's ({@link Fess}'s box moves, whose keeper stands beside the
     * moved box).
     */
    void position(long[] boxes) {
        if (mark >= Integer.MAX_VALUE - 4) {
            Arrays.fill(stamp, 0);
            stamp[stamp.length - 1] = Integer.MAX_VALUE;
            mark = 0;
        }
        mark += 2;
        int blocked = mark - 1;
        for (int wi = 0; wi < b.words; wi++)
            for (long x = boxes[wi]; x != 0; x &= x - 1) stamp[(wi << 6) + Long.numberOfTrailingZeros(x)] = blocked;
        regionCount = 0;
    }

    /** Square {@code s} is free and in the parent keeper's region (as the parent's walk reached it). */
    boolean reached(int s) {
        return stamp[s] == mark && id[s] == ROOT;
    }

    /** The squares of the parent keeper's region (the parent walk's count). */
    int rootSize() {
        return size[ROOT];
    }

    /** The region of free square {@code s}, labelled now if it was not yet. */
    private int regionOf(int s) {
        return stamp[s] == mark ? id[s] : label(s);
    }

    /** The region of {@code s} when labelled, else 0 (a box, or a region not labelled: none taken holds it). */
    private int labelled(int s) {
        return stamp[s] == mark ? id[s] : 0;
    }

    private boolean free(int s) {
        return s >= 0 && stamp[s] != mark - 1;
    }

    /** Labels the free region of {@code s} (not labelled yet) with the next id; returns the id. */
    private int label(int s) {
        int r = ++regionCount;
        if (r == size.length) {
            size = Arrays.copyOf(size, r * 2);
            min = Arrays.copyOf(min, r * 2);
        }
        int[] stamp = this.stamp, id = this.id, next = this.next, queue = this.queue;
        int m = mark, blocked = m - 1, head = 0, tail = 0, least = s;
        queue[tail++] = s;
        stamp[s] = m;
        id[s] = r;
        while (head < tail) {
            int x = queue[head++] * 4;
            for (int d = 0; d < 4; d++) {
                int t = next[x + d];
                if (stamp[t] >= blocked) continue;   // a wall, a box or labelled
                stamp[t] = m;
                id[t] = r;
                if (t < least) least = t;
                queue[tail++] = t;
            }
        }
        size[r] = tail;
        min[r] = least;
        return r;
    }

    /**
     * The child where the box on {@code a} has moved to {@code c}, its keeper on {@code keeper} ({@code a} itself or a
     * square free in the parent other than c): its keeper region's {@link #count}, {@link #topLeft} and whether it
     * holds {@code watched} ({@link #reachesWatched}; -1 watches nothing). False when the local test cannot tell
     * (the caller walks the child instead); nothing is set then.
     */
    boolean of(int a, int c, int keeper, int watched) {
        this.a = a;
        this.c = c;
        if (!ringJoins(c)) return false;
        int lc = regionOf(c);
        if (min[lc] == c) return false;
        int n = 0, least = Integer.MAX_VALUE;
        int l0 = 0, l1 = 0, l2 = 0, l3 = 0;   // the regions taken (the keeper's, then those beside a: four at most)
        if (keeper != a) {
            l0 = regionOf(keeper);
            n = size[l0] - (l0 == lc ? 1 : 0);
            least = min[l0];
            // a joins the keeper's region through a side other than c; else the region is the keeper's alone
            boolean joins = false;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[a * 4 + d];
                if (t >= 0 && t != c && labelled(t) == l0) joins = true;
            }
            if (!joins) return set(n, least, watched, l0, 0, 0, 0, false);
        }
        n++;   // a, freed
        if (a < least) least = a;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[a * 4 + d];
            if (t == c || !free(t)) continue;
            int l = regionOf(t);
            if (l == l0 || l == l1 || l == l2 || l == l3) continue;
            if (l0 == 0) l0 = l; else if (l1 == 0) l1 = l; else if (l2 == 0) l2 = l; else l3 = l;
            n += size[l] - (l == lc ? 1 : 0);
            least = Math.min(least, min[l]);
        }
        return set(n, least, watched, l0, l1, l2, l3, true);
    }

    /** Square {@code s} is in the child's keeper region of the last {@link #of} that answered. */
    boolean inChild(int s) {
        if (s == a) return aIn;
        int l = labelled(s);
        return s != c && l > 0 && (l == l0 || l == l1 || l == l2 || l == l3);
    }

    /** Keeps the answer; the watched square is tested once every region taken is labelled. */
    private boolean set(int n, int least, int watched, int k0, int k1, int k2, int k3, boolean withA) {
        l0 = k0;
        l1 = k1;
        l2 = k2;
        l3 = k3;
        aIn = withA;
        count = n;
        topLeft = least;
        reachesWatched = watched >= 0 && inChild(watched);
        return true;
    }

    /** Whether c's region (free in the parent) stays connected without c (see {@link Ring}). */
    private boolean ringJoins(int c) {
        int ring = 0;
        for (int d = 0; d < 4; d++) {
            if (free(b.nb[c * 4 + d])) ring |= 1 << 2 * d;
            if (free(b.corner(c, d))) ring |= 1 << 2 * d + 1;
        }
        return Ring.joins(ring);
    }
}

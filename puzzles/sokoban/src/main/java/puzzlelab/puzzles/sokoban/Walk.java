package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The player's walks between pushes: a BFS over free squares (boxes block) from the player's square. Reused buffers,
 * one per thread of search; {@link #reached} tells the squares reached by the latest {@link #from} call.
 *
 * <p>Speed (the walks are a fifth to a third of the finders' time): each walk takes two stamps, the lower one put on
 * the boxes' squares first and on a sentinel square standing for every wall, so the BFS tests a neighbour with one
 * comparison ({@code seen[t] >= box stamp}) instead of a wall test, a stamp test and a box-bit test. The squares
 * are visited in the same order as before, so dist, count, topLeft, the queue and the work are the same.
 */
final class Walk {
    final SokobanBoard b;
    final int[] dist;
    final int[] queue;
    private final int[] seen;    // per square (and the sentinel): the stamp of the walk that reached or blocked it
    private final int[] next;    // b.nb with walls (-1) replaced by the sentinel square
    private final int sentinel;
    private int mark;
    int count;     // squares reached
    int topLeft;   // the smallest square number reached: the normalised player position
    long work;     // squares visited by all walks: finders taking turns share by it (a deterministic clock)

    Walk(SokobanBoard b) {
        this.b = b;
        dist = new int[b.n];
        queue = new int[b.n];
        sentinel = b.words * 64;   // past every square a box word can name
        seen = new int[sentinel + 1];
        seen[sentinel] = Integer.MAX_VALUE;
        next = new int[b.n * 4];
        for (int i = 0; i < next.length; i++) next[i] = b.nb[i] < 0 ? sentinel : b.nb[i];
    }

    /**
     * A fresh pair of stamps: returns the box stamp (the walk's own is one more, {@link #mark}), after stamping the
     * squares of {@code boxes}' first {@code b.words} words with it.
     */
    private int stampBoxes(long[] boxes) {
        nextStamps();
        int blocked = mark - 1;
        for (int wi = 0; wi < b.words; wi++)
            for (long x = boxes[wi]; x != 0; x &= x - 1) seen[(wi << 6) + Long.numberOfTrailingZeros(x)] = blocked;
        return blocked;
    }

    /** A fresh stamp reaching nothing: {@link #reached} answers false everywhere. */
    private void forget() {
        nextStamps();
    }

    /** Takes the next pair of stamps (mark - 1, mark), clearing every stamp first when they would run out. */
    private void nextStamps() {
        if (mark >= Integer.MAX_VALUE - 4) {
            Arrays.fill(seen, 0);
            seen[sentinel] = Integer.MAX_VALUE;
            mark = 0;
        }
        mark += 2;
    }

    /** BFS from {@code player} with {@code boxes} blocking; afterwards {@link #reached} and {@link #dist} are valid. */
    void from(long[] boxes, int player) {
        int blocked = stampBoxes(boxes), m = mark;
        int[] seen = this.seen, next = this.next, dist = this.dist, queue = this.queue;
        int head = 0, tail = 0;
        queue[tail++] = player;
        seen[player] = m;
        dist[player] = 0;
        int min = player;
        while (head < tail) {
            int s = queue[head++], ds = dist[s] + 1;
            for (int d = 0; d < 4; d++) {
                int t = next[s * 4 + d];
                if (seen[t] >= blocked) continue;   // a wall, a box or reached
                seen[t] = m;
                dist[t] = ds;
                if (t < min) min = t;
                queue[tail++] = t;
            }
        }
        count = tail;
        work += tail;
        topLeft = min;
    }

    /**
     * {@link #from} without the distances (which only solution paths and the push counts of the optimal searches read):
     * the same squares in the same order, so the same {@link #reached}, count, topLeft, queue and work, one store and
     * one load a square fewer. {@link #dist} and {@link #path} are not valid afterwards. The finders' walks (a fifth of
     * their CPU) only ask what is reached.
     */
    void reach(long[] boxes, int player) {
        int blocked = stampBoxes(boxes), m = mark;
        int[] seen = this.seen, next = this.next, queue = this.queue;
        int head = 0, tail = 0;
        queue[tail++] = player;
        seen[player] = m;
        int min = player;
        while (head < tail) {
            int s = queue[head++] * 4;
            for (int d = 0; d < 4; d++) {
                int t = next[s + d];
                if (seen[t] >= blocked) continue;   // a wall, a box or reached
                seen[t] = m;
                if (t < min) min = t;
                queue[tail++] = t;
            }
        }
        count = tail;
        work += tail;
        topLeft = min;
    }

    /**
     * The smallest square of each free region with {@code boxes} blocking, in increasing order: one walk per region,
     * so O(squares) in all (a walk from every square was O(squares²): minutes on a 300×300 room).
     */
    int[] regionRoots(long[] boxes) {
        boolean[] covered = new boolean[b.n];
        it.unimi.dsi.fastutil.ints.IntArrayList roots = new it.unimi.dsi.fastutil.ints.IntArrayList();
        for (int s = 0; s < b.n; s++) {
            if (covered[s] || Bits.get(boxes, s)) continue;
            from(boxes, s);
            for (int i = 0; i < count; i++) covered[queue[i]] = true;
            roots.add(s);   // the first square met of its region is its smallest
        }
        return roots.toIntArray();
    }

    /**
     * The sides of the box on {@code box} the player reaches from {@code player} ({@code boxes} blocking, the box
     * among them): bit d set when square {@code nb[box * 4 + d]} is reached. The walk stops as soon as every free side
     * is found, so it is usually much shorter than {@link #from}; it leaves {@link #reached} and {@link #dist} invalid.
     */
    int sides(long[] boxes, int player, int box) {
        int want = 0;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[box * 4 + d];
            if (t >= 0 && !Bits.get(boxes, t)) want |= 1 << d;
        }
        // the box's four sides in locals (-1: a wall), so the test per square reads no array
        int s0 = b.nb[box * 4], s1 = b.nb[box * 4 + 1], s2 = b.nb[box * 4 + 2], s3 = b.nb[box * 4 + 3];
        int blocked = stampBoxes(boxes), m = mark;
        int[] seen = this.seen, next = this.next, queue = this.queue;
        int found = 0, head = 0, tail = 0;
        queue[tail++] = player;
        seen[player] = m;
        while (head < tail) {
            int s = queue[head++];
            if (s == s0) found |= 1; else if (s == s1) found |= 2; else if (s == s2) found |= 4; else if (s == s3) found |= 8;
            if (found == want) break;
            for (int d = 0; d < 4; d++) {
                int t = next[s * 4 + d];
                if (seen[t] >= blocked) continue;
                seen[t] = m;
                queue[tail++] = t;
            }
        }
        work += tail;
        forget();   // so reached() cannot answer from this partial walk
        return found;
    }

    /**
     * Counts a walk not made, of {@code squares} squares (the clock stays the same when a caller knows what the walk
     * would have visited, as {@link PackRoute}'s start states); like {@link #sides}, it leaves {@link #reached} answering false.
     */
    void charge(int squares) {
        work += squares;
        forget();
    }

    boolean reached(int s) {
        return seen[s] == mark;
    }

    /**
     * The shortest walk from the last BFS's start to {@code target} (reached) as direction codes, appended to
     * {@code out} from position {@code at}; returns the new end.
     */
    int path(int target, int[] out, int at) {
        int len = dist[target];
        int s = target;
        for (int i = len - 1; i >= 0; i--) {
            for (int d = 0; d < 4; d++) {
                int p = b.nb[s * 4 + (d ^ 2)];   // the square we came from when stepping in direction d
                if (p >= 0 && reached(p) && dist[p] == dist[s] - 1) {
                    out[at + i] = d;
                    s = p;
                    break;
                }
            }
        }
        return at + len;
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The player's walks between pushes: a BFS over free squares (boxes block) from the player's square. Reused buffers,
 * one per thread of search; {@link #stamp} marks squares reached by the latest {@link #from} call.
 */
final class Walk {
    final SokobanBoard b;
    final int[] dist;
    final int[] queue;
    private final int[] seen;
    private int mark;
    int count;     // squares reached
    int topLeft;   // the smallest square number reached: the normalised player position
    long work;     // squares visited by all walks: finders taking turns share by it (a deterministic clock)

    Walk(SokobanBoard b) {
        this.b = b;
        dist = new int[b.n];
        queue = new int[b.n];
        seen = new int[b.n];
    }

    /** BFS from {@code player} with {@code boxes} blocking; afterwards {@link #reached} and {@link #dist} are valid. */
    void from(long[] boxes, int player) {
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); mark = 1; }
        int head = 0, tail = 0;
        queue[tail++] = player;
        seen[player] = mark;
        dist[player] = 0;
        int min = player;
        while (head < tail) {
            int s = queue[head++];
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || seen[t] == mark || Bits.get(boxes, t)) continue;
                seen[t] = mark;
                dist[t] = dist[s] + 1;
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
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); mark = 1; }
        int found = 0, head = 0, tail = 0;
        queue[tail++] = player;
        seen[player] = mark;
        while (head < tail) {
            int s = queue[head++];
            for (int d = 0; d < 4; d++)
                if (b.nb[box * 4 + d] == s) found |= 1 << d;
            if (found == want) break;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || seen[t] == mark || Bits.get(boxes, t)) continue;
                seen[t] = mark;
                queue[tail++] = t;
            }
        }
        work += tail;
        // a fresh mark, so reached() cannot answer from this partial walk
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); mark = 1; }
        return found;
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

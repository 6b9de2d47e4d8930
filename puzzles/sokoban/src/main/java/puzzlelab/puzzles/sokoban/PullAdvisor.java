package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * One box's way home in the pulls ({@link PullSearch}): the fewest pulls taking the box on a given square to a free
 * start square, every other box standing still, the keeper walking between pulls around the boxes. A breadth-first
 * search over the box's square and the side of it the keeper reaches (as the forward finders route a box move): from
 * the box on s and the keeper beside it on p, the pull takes the box to p and the keeper on to q beyond, q free and p
 * able to reach some start square by pulls. The sides reached after a pull are one walk ({@link Walk#sides}), so a
 * search costs at most one short walk per square of the box.
 * <p>It serves the pulls twice: as an advisor (the route, a macro of pulls, taken as a preferred successor, as FESS's
 * advisors propose whole box moves) and as a test of where the keeper must stand (a box whose way home, the others
 * fixed, does not exist: Microban 153's last box at the foot of its corridor, the keeper below it). The others fixed
 * is a restriction, not a relaxation: a box with no way home now may have one once another box moves, so the search
 * uses the test only in its priority, never to cut a position.
 */
final class PullAdvisor {
    private final SokobanBoard b;
    private final boolean[] live;
    private final Walk walk;
    private final long[] boxes;
    private final int[] seenAt;    // per square * 4 + side: the stamp of the search that reached it
    private final int[] from;      // per square * 4 + side: the state it was reached from (-1 at the root)
    private final int[] queue;
    private int stamp;
    long work;   // states taken, as Walk#work (the walks' own squares are in walk.work)

    PullAdvisor(SokobanBoard b, boolean[] live) {
        this.b = b;
        this.live = live;
        walk = new Walk(b);
        boxes = new long[b.words];
        seenAt = new int[b.n * 4];
        from = new int[b.n * 4];
        queue = new int[b.n * 4];
    }

    /** Squares walked by the advisor's searches. */
    long walked() {
        return walk.work;
    }

    /**
     * The pulls ({@code square * 4 + direction}, the box's square before the pull, in order) that take the box on
     * {@code box} to a start square free of boxes, the other boxes of {@code position} fixed and the keeper starting
     * on {@code keeper}; an empty array when the box already stands on a start square; null when there is no way.
     */
    int[] route(long[] position, int keeper, int box) {
        if (Bits.get(b.boxes0, box)) return new int[0];
        System.arraycopy(position, 0, boxes, 0, b.words);
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seenAt, 0);
            stamp = 1;
        }
        int head = 0, tail = 0;
        int sides = walk.sides(boxes, keeper, box);
        for (int d = 0; d < 4; d++)
            if ((sides >> d & 1) != 0) {
                int st = box * 4 + d;
                seenAt[st] = stamp;
                from[st] = -1;
                queue[tail++] = st;
            }
        int at = box;   // the square the box stands on in `boxes`
        while (head < tail) {
            int st = queue[head++], s = st >>> 2, d = st & 3;
            work++;
            int p = b.nb[s * 4 + d];
            if (!live[p]) continue;
            int q = b.nb[p * 4 + d];
            if (at != s) {   // the box back on this state's square
                Bits.clear(boxes, at);
                Bits.set(boxes, s);
                at = s;
            }
            if (q < 0 || Bits.get(boxes, q)) continue;
            if (Bits.get(b.boxes0, p)) return path(st);   // p is free of boxes: the side the keeper reached
            Bits.clear(boxes, s);
            Bits.set(boxes, p);
            at = p;
            int reached = walk.sides(boxes, q, p);
            for (int e = 0; e < 4; e++) {
                int next = p * 4 + e;
                if ((reached >> e & 1) == 0 || seenAt[next] == stamp) continue;
                seenAt[next] = stamp;
                from[next] = st;
                queue[tail++] = next;
            }
        }
        return null;
    }

    /** The pulls from the root to the pull of state {@code last}, in order. */
    private int[] path(int last) {
        int n = 0;
        for (int st = last; st >= 0; st = from[st]) n++;
        int[] pulls = new int[n];
        for (int st = last; st >= 0; st = from[st]) pulls[--n] = st;
        return pulls;
    }
}

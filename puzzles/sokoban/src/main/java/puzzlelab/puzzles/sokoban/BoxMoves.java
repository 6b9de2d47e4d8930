package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Every place one box can be pushed to with the other boxes fixed, each with its fewest pushes: Festival's move, a box
 * taken anywhere it can go in one go. A breadth-first search over (box square, side the player stands on); each state
 * costs a walk of the player, stopped once the box's free sides are known.
 * States on one square whose sides the player joins by walking are one position: only the first popped (the fewest
 * pushes) is kept and expanded, so a box in open floor yields one position per square, not four.
 * <pre>
 * start: (box, d) for each side d the player reaches
 * pop (s, d): skip it if an earlier (s, d') reached side d; else keep it, walk the player from side d (box on s):
 *   every side d' reached is covered by (s, d); for each e with side e^2 reached and s+e free and live:
 *   (s+e, e^2) is new: record it (its pushes = s's pushes + push e)
 * </pre>
 */
final class BoxMoves {
    private final SokobanBoard b;
    private final Walk walk;
    private final long[] tmp;
    private final int[] prev, queue, seen, covered, kept;
    private int count;
    private int mark;

    BoxMoves(SokobanBoard b) {
        this.b = b;
        walk = new Walk(b);
        tmp = new long[b.words];
        prev = new int[b.n * 4];
        queue = new int[b.n * 4];
        seen = new int[b.n * 4];
        covered = new int[b.n * 4];
        kept = new int[b.n * 4];
    }

    /**
     * Finds the states the box on {@code box} reaches, the player on {@code player}; returns their number. State i
     * ({@link #state}) is the box's square * 4 + the side the player stands on, in order of pushes.
     */
    /** Squares walked so far (see {@link Walk#work}). */
    long work() {
        return walk.work;
    }

    int from(long[] boxes, int box, int player) {
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); Arrays.fill(covered, 0); mark = 1; }
        System.arraycopy(boxes, 0, tmp, 0, b.words);
        int startSides = walk.sides(tmp, player, box);
        int head = 0, tail = 0;
        for (int d = 0; d < 4; d++) {
            if ((startSides >>> d & 1) == 0) continue;
            int st = box * 4 + d;
            seen[st] = mark;
            prev[st] = -1;
            queue[tail++] = st;
        }
        int starts = tail;
        Bits.clear(tmp, box);
        count = 0;
        while (head < tail) {
            int st = queue[head++], s = st >>> 2, sides = startSides;
            if (head > starts) {   // the start's sides are known; the others need a walk with the box on s
                if (covered[st] == mark) continue;   // the same position as a state kept before
                Bits.set(tmp, s);
                sides = walk.sides(tmp, b.nb[st], s);
                Bits.clear(tmp, s);
                for (int d = 0; d < 4; d++) if ((sides >>> d & 1) != 0) covered[s * 4 + d] = mark;
                kept[count++] = st;
            }
            for (int e = 0; e < 4; e++) {
                int t = b.nb[s * 4 + e];
                if (t < 0 || b.dead[t] || Bits.get(tmp, t) || (sides >>> (e ^ 2) & 1) == 0) continue;
                int nst = t * 4 + (e ^ 2);
                if (seen[nst] == mark || covered[nst] == mark) continue;
                seen[nst] = mark;
                prev[nst] = st;
                queue[tail++] = nst;
            }
        }
        return count;   // the start's own states are not moves
    }

    int state(int i) {
        return kept[i];
    }

    /** The pushes (square * 4 + dir) that bring the box to state {@code st}. */
    int[] pushes(int st) {
        int n = 0;
        for (int x = st; prev[x] >= 0; x = prev[x]) n++;
        int[] out = new int[n];
        for (int x = st; prev[x] >= 0; x = prev[x]) out[--n] = (prev[x] >>> 2) * 4 + ((x & 3) ^ 2);
        return out;
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * PI-corral pruning (after Damgaard and Meger). A corral is a region of free squares the player cannot reach, cut off
 * by boxes; corrals that share a box are one. It is a PI-corral when every push the player can make on a box next
 * to it goes into it (I) and the player can reach every square it would push from for each push into it (P). An
 * unsolved PI-corral (an empty goal in it, or a box by it off its goal) has to be entered one day, only through its
 * own pushes, and pushes elsewhere do not change it, so those pushes alone are searched. Of several, the one with the
 * fewest pushes is taken.
 *
 * <pre>
 * label the unreachable free squares into regions; merge regions touching the same box
 * for each region K: for each box b next to K, each direction d with a legal push (from-square reached, to-square free
 *   and live): to-square outside K → not PI; for each d into K (to-square free, live) whose from-square is not
 *   reached and not a wall → not PI
 *   PI, unsolved and at least one push: candidate; keep the one with fewest pushes
 * </pre>
 */
final class Corrals {
    private final SokobanBoard b;
    private final CorralLabels labels;
    private static final int UNSOLVED = 1, FAIL = 2;
    private final int[] pushes, owner, state, count;

    Corrals(SokobanBoard b) {
        this.b = b;
        labels = new CorralLabels(b);
        pushes = new int[b.n * 4];
        owner = new int[b.n * 4];
        state = new int[b.n + 1];
        count = new int[b.n + 1];
    }

    /**
     * The pushes (box * 4 + dir) of the PI-corral with the fewest pushes, into {@code out}; returns their count, or -1
     * when there is no PI-corral (then every push is searched). {@code walk} holds the BFS from the player.
     */
    int restrict(long[] boxes, Walk walk, int[] out) {
        if (walk.count + b.boxCount() == b.n) return -1;   // every free square is reached: no corral
        int regions = labels.label(boxes, walk);
        if (regions == 0) return -1;
        int[] region = labels.region;
        // one pass over the boxes: each box touches at most one corral (regions sharing a box were merged)
        Arrays.fill(state, 0, regions + 1, 0);
        Arrays.fill(count, 0, regions + 1, 0);
        for (int g : b.goalList) if (region[g] != 0) state[region[g]] |= UNSOLVED;   // an empty goal in it
        int listed = 0;
        for (int w = 0; w < b.words; w++) {
            for (long x = boxes[w]; x != 0; x &= x - 1) {
                int bx = (w << 6) + Long.numberOfTrailingZeros(x);
                int k = labels.corralOf(bx);
                if (k == 0 || (state[k] & FAIL) != 0) continue;
                if (!Bits.get(b.goals, bx)) state[k] |= UNSOLVED;
                for (int d = 0; d < 4; d++) {
                    int to = b.nb[bx * 4 + d], from = b.nb[bx * 4 + (d ^ 2)];
                    if (to < 0 || from < 0 || Bits.get(boxes, to) || b.dead[to]) continue;
                    boolean reached = walk.reached(from);
                    if (region[to] == k) {
                        if (!reached) { state[k] |= FAIL; break; }   // P fails: an inward push it cannot make now
                        pushes[listed] = bx * 4 + d;
                        owner[listed++] = k;
                        count[k]++;
                    } else if (reached) { state[k] |= FAIL; break; }  // I fails: a push out of the corral
                }
            }
        }
        int bestK = 0;
        for (int k = 1; k <= regions; k++)
            if (state[k] == UNSOLVED && count[k] > 0 && (bestK == 0 || count[k] < count[bestK])) bestK = k;
        if (bestK == 0) return -1;
        int c = 0;
        for (int i = 0; i < listed; i++) if (owner[i] == bestK) out[c++] = pushes[i];
        return c;
    }
}

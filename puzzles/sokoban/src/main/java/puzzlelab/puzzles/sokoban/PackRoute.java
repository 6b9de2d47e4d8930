package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * FESS's packing advisor: the fewest pushes of one box, the other boxes fixed, that bring a box off the goals onto a
 * goal the {@link Packing} order fills next. One best-first search over (box square, side the player stands on) from
 * every box off the goals at once, ordered by pushes so far plus the box's push distance to the nearest target (so
 * few states are walked: each costs a walk of the player with the moving box in place).
 *
 * <pre>
 * targets = empty goals whose rank is the lowest empty rank of their cluster; h(s) = min over targets of goalDist
 * open = (b, d) for each box b off the goals with h(b) finite, side d reached by the player
 * pop (s, d) of least g + h: if s is a target: return the pushes back to the start
 *   walk the player from s's side d (box at s, its origin box removed)
 *   for each e: push from s's side e^2 (reached) to t = s+e (free, h(t) finite): add (t, side e^2), origin kept
 * </pre>
 */
final class PackRoute {
    private static final int MAX_STATES = 2048;
    private final SokobanBoard b;
    private final Packing packing;
    private final Walk walk;
    private final long[] tmp;
    private final boolean[] target;
    private final int[] h;                  // pushes from a square to the nearest target (other boxes ignored)
    // the goals (indices) h was made for, in order: the next call with the same targets keeps h (round 10: each call
    // took a pass over the board per target, though the targets change only when a goal is filled or emptied)
    private final int[] hTargets, newTargets;
    private int hTargetCount = -1;
    private final int[] prev, origin, g, seen, minRank;
    // states whose sides the player joins are one position: covered by the first popped, for the same moving box
    private final int[] covered, coveredOrigin;
    private final WeightStacks open = new WeightStacks();
    private int mark;

    PackRoute(SokobanBoard b, Packing packing) {
        this(b, packing, SetUp.NEVER);
    }

    /** @param up polled after the tables (a few arrays of four ints a square) are made */
    PackRoute(SokobanBoard b, Packing packing, SetUp up) {
        this.b = b;
        this.packing = packing;
        walk = new Walk(b);
        tmp = new long[b.words];
        target = new boolean[b.n];
        h = new int[b.n];
        prev = new int[b.n * 4];
        origin = new int[b.n * 4];
        g = new int[b.n * 4];
        seen = new int[b.n * 4];
        covered = new int[b.n * 4];
        coveredOrigin = new int[b.n * 4];
        minRank = new int[b.n];
        hTargets = new int[b.goalList.length];
        newTargets = new int[b.goalList.length];
        up.check();
    }

    /** Squares walked so far (see {@link Walk#work}). */
    long work() {
        return walk.work;
    }

    /**
     * The pushes (box * 4 + dir) of such a route (short, not always the shortest), or null when there is none (or no
     * target). {@code reach} holds the player's walk in the position.
     */
    int[] route(long[] boxes, Walk reach) {
        if (!targets(boxes)) return null;
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); Arrays.fill(covered, 0); mark = 1; }
        open.clear();
        int states = 0;
        for (int w = 0; w < b.words; w++)
            for (long x = boxes[w] & ~b.goals[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x);
                if (h[s] >= SokobanBoard.INF) continue;
                for (int d = 0; d < 4; d++) {
                    int side = b.nb[s * 4 + d];
                    if (side < 0 || !reach.reached(side)) continue;
                    int st = s * 4 + d;
                    seen[st] = mark;
                    prev[st] = -1;
                    origin[st] = s;
                    g[st] = 0;
                    open.push(h[s], st);
                }
            }
        while (!open.isEmpty() && states < MAX_STATES) {
            int st = (int) open.pop();
            int s = st >>> 2;
            if (target[s] && prev[st] >= 0) return path(st);
            if (covered[st] == mark && coveredOrigin[st] == origin[st]) continue;   // an earlier state's position
            states++;
            System.arraycopy(boxes, 0, tmp, 0, b.words);
            Bits.clear(tmp, origin[st]);
            Bits.set(tmp, s);
            // b.nb[s * 4 + d] = the player's square
            int sides = prev[st] < 0 ? startSides(tmp, reach, st) : walk.sides(tmp, b.nb[st], s);
            Bits.clear(tmp, s);
            for (int d = 0; d < 4; d++)
                if ((sides >>> d & 1) != 0) { covered[s * 4 + d] = mark; coveredOrigin[s * 4 + d] = origin[st]; }
            for (int e = 0; e < 4; e++) {
                int from = b.nb[s * 4 + (e ^ 2)], t = b.nb[s * 4 + e];
                if (from < 0 || t < 0 || h[t] >= SokobanBoard.INF || Bits.get(tmp, t) || (sides >>> (e ^ 2) & 1) == 0) continue;
                int nst = t * 4 + (e ^ 2);
                if (seen[nst] == mark || covered[nst] == mark && coveredOrigin[nst] == origin[st]) continue;
                seen[nst] = mark;
                prev[nst] = st;
                origin[nst] = origin[st];
                g[nst] = g[st] + 1;
                open.push(g[nst] + h[t], nst);
            }
        }
        return null;
    }

    /**
     * {@code walk.sides} for a start state (box on its own square, {@code boxes} the position's): when a free side of
     * the box is outside the keeper's region, the walk would visit all of that region, which {@code reach} (the
     * position's walk from its keeper, whose region holds the state's side) already did: its answer and count stand
     * in for the walk's.
     */
    private int startSides(long[] boxes, Walk reach, int st) {
        int s = st >>> 2, want = 0, found = 0;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[s * 4 + d];
            if (t < 0 || Bits.get(boxes, t)) continue;
            want |= 1 << d;
            if (reach.reached(t)) found |= 1 << d;
        }
        if (found == want) return walk.sides(boxes, b.nb[st], s);
        walk.charge(reach.count);
        return found;
    }

    /**
     * FESS's opener, simplified, for when no box has a route with the others fixed: the box nearest the next goals
     * (pushes, other boxes ignored) is followed down its distance to them; the first other box on that way (or on the
     * square the keeper would push from) blocks it, and the blocker's first legal push off the way is proposed.
     * Returns the push (box * 4 + dir), or -1 when nothing blocks or the blocker cannot move off the way.
     */
    int opener(long[] boxes, Walk reach) {
        if (!targets(boxes)) return -1;
        int start = -1;
        for (int w = 0; w < b.words; w++)
            for (long x = boxes[w] & ~b.goals[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x);
                if (h[s] < SokobanBoard.INF && (start < 0 || h[s] < h[start])) start = s;
            }
        if (start < 0) return -1;
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); Arrays.fill(covered, 0); mark = 1; }
        int blocker = -1;
        for (int s = start; h[s] > 0; ) {
            int next = -1, behind = -1;
            for (int d = 0; d < 4 && next < 0; d++) {
                int t = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                if (t >= 0 && from >= 0 && h[t] == h[s] - 1) { next = t; behind = from; }
            }
            if (next < 0) return -1;
            seen[next] = mark;   // the way, marked in the state array's first n slots
            seen[behind] = mark;
            if (blocker < 0 && behind != s && Bits.get(boxes, behind)) blocker = behind;
            if (blocker < 0 && Bits.get(boxes, next)) blocker = next;
            s = next;
        }
        if (blocker < 0) return -1;
        for (int d = 0; d < 4; d++) {
            int to = b.nb[blocker * 4 + d], from = b.nb[blocker * 4 + (d ^ 2)];
            if (to < 0 || from < 0 || b.dead[to] || Bits.get(boxes, to) || !reach.reached(from) || seen[to] == mark) continue;
            return blocker * 4 + d;
        }
        return -1;
    }

    /** Marks the next goals of the order; false when every goal is filled. */
    private boolean targets(long[] boxes) {
        Arrays.fill(target, false);
        Arrays.fill(minRank, Integer.MAX_VALUE);
        boolean any = false;
        for (int g : b.goalList) {
            if (Bits.get(boxes, g)) continue;
            int c = packing.cluster[g];
            minRank[c] = Math.min(minRank[c], packing.rank[g]);
            any = true;
        }
        int count = 0;
        for (int gi = 0; gi < b.goalList.length; gi++) {
            int g = b.goalList[gi];
            if (Bits.get(boxes, g) || packing.rank[g] != minRank[packing.cluster[g]]) continue;
            target[g] = true;
            newTargets[count++] = gi;
        }
        if (count == hTargetCount && Arrays.equals(newTargets, 0, count, hTargets, 0, count)) return any;
        Arrays.fill(h, SokobanBoard.INF);
        for (int i = 0; i < count; i++) {
            int[] dist = b.goalDist[newTargets[i]];
            for (int s = 0; s < b.n; s++) h[s] = Math.min(h[s], dist[s]);
        }
        System.arraycopy(newTargets, 0, hTargets, 0, count);
        hTargetCount = count;
        return any;
    }

    /** The pushes leading to state {@code st}: each step's box square and the direction it moved. */
    private int[] path(int st) {
        int n = 0;
        for (int x = st; prev[x] >= 0; x = prev[x]) n++;
        int[] out = new int[n];
        for (int x = st; prev[x] >= 0; x = prev[x]) {
            int from = prev[x] >>> 2;
            int dir = (x & 3) ^ 2;   // the player stands behind: the box moved away from its side
            out[--n] = from * 4 + dir;
        }
        return out;
    }
}

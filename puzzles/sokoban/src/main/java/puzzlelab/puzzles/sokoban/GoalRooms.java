package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Goal rooms with one entrance, for the finders' goal macro. A room is the region around a cluster of goals that one
 * floor square (the entrance) cuts off from the player's start, holding no box at the start. A box pushed onto the
 * entrance is carried at once, by a short push search inside the room (other boxes fixed), to the next empty goal of
 * the {@link Packing} order; boxes in a room are never pushed again and no other push goes into a room. This gives up
 * completeness (a level may need a box parked in the room), so only finders use it.
 */
final class GoalRooms {
    private final SokobanBoard b;
    /** Per square: the room it belongs to, or -1. */
    final int[] room;
    /** Per square: the room it is the entrance of, or -1. */
    final int[] entranceOf;
    final int count;
    private final Packing packing;
    private final Walk walk;
    private final long[] tmp;
    private final int[] prev, queue, seen;
    private int mark;

    GoalRooms(SokobanBoard b, Packing packing) {
        this.b = b;
        this.packing = packing;
        room = new int[b.n];
        entranceOf = new int[b.n];
        Arrays.fill(room, -1);
        Arrays.fill(entranceOf, -1);
        walk = new Walk(b);
        tmp = new long[b.words];
        prev = new int[b.n * 4];
        queue = new int[b.n * 4];
        seen = new int[b.n * 4];
        int rooms = 0;
        boolean[] best = null;
        for (int g : b.goalList) {
            if (room[g] >= 0) continue;
            best = null;
            int bestSize = Integer.MAX_VALUE, bestE = -1;
            for (int e = 0; e < b.n; e++) {
                if (Bits.get(b.goals, e) || room[e] >= 0 || entranceOf[e] >= 0) continue;
                boolean[] r = region(g, e);
                if (r == null) continue;
                int size = 0;
                for (boolean x : r) if (x) size++;
                if (size < bestSize) { bestSize = size; best = r; bestE = e; }
            }
            if (best == null || bestSize > b.n / 2) continue;
            boolean clash = false;
            for (int s = 0; s < b.n; s++) clash |= best[s] && (room[s] >= 0 || entranceOf[s] >= 0);
            if (clash) continue;
            for (int s = 0; s < b.n; s++) if (best[s]) room[s] = rooms;
            entranceOf[bestE] = rooms;
            rooms++;
        }
        count = rooms;
    }

    /** The squares reached from goal g without passing e, or null when that holds the player, a box or no goal-free cut. */
    private boolean[] region(int g, int e) {
        boolean[] seenR = new boolean[b.n];
        int[] q = new int[b.n];
        int tail = 0;
        q[tail++] = g;
        seenR[g] = true;
        for (int head = 0; head < tail; head++) {
            int s = q[head];
            if (s == b.player0 || Bits.get(b.boxes0, s)) return null;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || t == e || seenR[t]) continue;
                seenR[t] = true;
                q[tail++] = t;
            }
        }
        // e must touch the region (it is the way in)
        boolean touches = false;
        for (int d = 0; d < 4; d++) { int t = b.nb[e * 4 + d]; touches |= t >= 0 && seenR[t]; }
        return touches ? seenR : null;
    }

    /**
     * The pushes (box * 4 + dir) carrying the box on entrance square {@code e}, the player on {@code player}, to the
     * next goal of its room, the other boxes in {@code others} fixed; null when no goal of the lowest empty rank can
     * be reached. The first push starts at e.
     */
    int[] route(long[] others, int e, int player) {
        int r = entranceOf[e];
        int minRank = Integer.MAX_VALUE;
        for (int g : b.goalList) if (room[g] == r && !Bits.get(others, g)) minRank = Math.min(minRank, packing.rank[g]);
        if (minRank == Integer.MAX_VALUE) return null;
        if (++mark == Integer.MAX_VALUE) { Arrays.fill(seen, 0); mark = 1; }
        System.arraycopy(others, 0, tmp, 0, b.words);
        // states: box square * 4 + the side the player stands on
        int d0 = -1;
        for (int d = 0; d < 4; d++) if (b.nb[e * 4 + d] == player) d0 = d;
        if (d0 < 0) return null;
        int head = 0, tail = 0;
        queue[tail++] = e * 4 + d0;
        seen[e * 4 + d0] = mark;
        prev[e * 4 + d0] = -1;
        int found = -1;
        while (head < tail) {
            int st = queue[head++];
            int s = st >>> 2;
            Bits.set(tmp, s);
            walk.from(tmp, b.nb[s * 4 + (st & 3)]);
            Bits.clear(tmp, s);
            for (int d = 0; d < 4; d++) {
                int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                if (to < 0 || from < 0 || room[to] != r || Bits.get(tmp, to) || b.dead[to] || !walk.reached(from)) continue;
                int ns = to * 4 + (d ^ 2);
                if (seen[ns] == mark) continue;
                seen[ns] = mark;
                prev[ns] = st;
                queue[tail++] = ns;
                if (Bits.get(b.goals, to) && packing.rank[to] == minRank) found = ns;   // the last found is the farthest
            }
        }
        if (found < 0) return null;
        int n = 0;
        for (int st = found; prev[st] >= 0; st = prev[st]) n++;
        int[] pushes = new int[n];
        for (int st = found; prev[st] >= 0; st = prev[st]) {
            int p = prev[st] >>> 2;   // the box's square before this push
            pushes[--n] = p * 4 + ((st & 3) ^ 2);
        }
        return pushes;
    }
}

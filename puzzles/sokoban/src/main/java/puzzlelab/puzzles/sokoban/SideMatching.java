package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * The matching deadlock with the keeper's side: whether every box can be given its own goal that it can be pushed to
 * <em>from the side of it the keeper is on</em>, other boxes ignored. {@link Matching#feasible} asks only whether a
 * push path exists for some keeper; here a box is pushed only from squares the keeper can walk to, the box itself in
 * the way. A goal whose only way in passes a square the keeper can stand behind only from a room with no boxes left
 * is then seen as lost: XSokoban 41's goal (10,11) is filled only down the column from the top room, whose one door is
 * the column itself, so once the top room is empty and (10,11) is not filled, every box of the level reaches it by the
 * plain matching and none from the keeper's side (the box moves and the single pushes of sokoban-find stalled there, at
 * 11 and 13 of 15 packed, thousands of positions of it; docs/sokoban.md, round 7).
 * <p>
 * Why it is sound. With every other box removed the keeper walks wherever he could before and more, and each push of
 * box x stays legal, so a solution moving x to goal g gives a play of x alone to g from the same keeper square. On the
 * board with only x on square s, the keeper's squares are the connected parts of the floor without s (at most four:
 * each holds a neighbour of s, the floor being one region); which part he is in is all that matters, so x's reachable
 * goals are a function of (s, part), computed once for all parts by a search over (box square, keeper part) (at most
 * 4n states each). A position whose boxes have no perfect matching to goals under these sets has no solution.
 * Positions are tested by the frozen set, two table reads per box and augmenting paths over bit masks (goals fit in
 * a long).
 * <p>
 * Frozen boxes count as walls. The boxes of the position's largest frozen set F ({@link Deadlocks#frozenSet}; on goals,
 * or the freeze test has cut the position already) never move again, so they hold their goals, no box passes them and
 * the keeper never stands on them: the tables are built on the floor without F and only the other boxes are matched,
 * to the goals F leaves. That is what the plain relaxation misses on XSokoban 41: the goal row (11,1)-(11,11), once
 * filled, is frozen and seals the pocket below (9,11), the only square the keeper could push a box down into (10,11)
 * from (with the row's boxes ignored he walks round through it). A box whose keeper is in a part not beside it (the
 * floor without F split) is never pushed: it reaches only its own square.
 * <p>
 * Tables: the part of each square with each square removed (n^2 bytes) and a goal mask per (square, part), one pair
 * per frozen set met (a few hundred a level; kept while their bytes stay under {@link #MAX_BYTES}, then the cache
 * starts again); levels with more than {@link #MAX_SQUARES} squares or more than 64 goals are not tested.
 * <p>
 * Measured in the forward finders of sokoban-find (round 7): it cuts 2-32 % of the positions formed, at 8-15 % of their
 * work (the frozen set of each position most of it), but gained no level at 60 s of CPU (docs/sokoban.md), so it is off there ({@link Fess#sideMatching}).
 */
final class SideMatching {
    static final int MAX_SQUARES = 1024;
    static final long MAX_BYTES = 64L << 20;
    private final SokobanBoard b;
    private final int n, k;
    private final boolean on;
    private final Deadlocks freeze;
    private final int[] goalIndex, queue;
    private final boolean[] seen;
    private final long[] frozen;
    private final java.util.HashMap<Long, Tables> cache = new java.util.HashMap<>();
    private long cacheBytes;
    private final long[] masks;
    private final int[] owner, stamp;
    private int mark;
    long work;       // boxes tested for the freeze, table reads, mask steps, squares of tables built (a finder's clock)
    long calls, hits, builds;

    /** The tables for one frozen set: parts and goal masks. */
    private static final class Tables {
        final long[] frozen;
        final byte[] part;   // [s * n + x]: the part of x (the first direction d whose neighbour of s reaches it) without s; -1
        final long[] reach;  // [s * 4 + part]: goals a box on s reaches with the keeper in that part
        final long free;     // the goals F leaves

        Tables(long[] frozen, byte[] part, long[] reach, long free) {
            this.frozen = frozen;
            this.part = part;
            this.reach = reach;
            this.free = free;
        }
    }

    SideMatching(SokobanBoard b) {
        this.b = b;
        n = b.n;
        k = b.goalList.length;
        on = n <= MAX_SQUARES && k <= 64;
        freeze = new Deadlocks(b);
        goalIndex = new int[n];
        Arrays.fill(goalIndex, -1);
        for (int g = 0; g < k; g++) goalIndex[b.goalList[g]] = g;
        queue = new int[4 * n];
        seen = new boolean[4 * n];
        frozen = new long[b.words];
        masks = new long[b.boxCount()];
        owner = new int[Math.max(k, 1)];
        stamp = new int[Math.max(k, 1)];
    }

    /** Whether the position (boxes, the keeper on {@code player}) has no matching of boxes to goals from the keeper's sides. */
    boolean dead(long[] boxes, int player) {
        if (!on) return false;
        calls++;
        work += freeze.frozenSet(boxes, frozen);
        Tables t = tables(frozen);
        int c = 0;
        long all = 0;
        for (int w = 0; w < b.words; w++)
            for (long x = boxes[w] & ~frozen[w]; x != 0; x &= x - 1) {
                int s = (w << 6) + Long.numberOfTrailingZeros(x), p = t.part[s * n + player];
                long m = p < 0 ? (goalIndex[s] < 0 ? 0 : 1L << goalIndex[s]) : t.reach[s * 4 + p];
                m &= t.free;
                work++;
                if (m == 0) {
                    hits++;
                    return true;
                }
                all |= m;
                masks[c++] = m;
            }
        if (all != t.free || !perfect(c)) {
            hits++;
            return true;
        }
        return false;
    }

    private Tables tables(long[] f) {
        long h = 0x9E3779B97F4A7C15L;
        for (long x : f) h = (h ^ x) * 0xBF58476D1CE4E5B9L;
        Tables t = cache.get(h);
        if (t != null && Arrays.equals(t.frozen, f)) return t;
        t = build(f.clone());
        long bytes = (long) n * n + 32L * n + 64;
        if (cacheBytes + bytes > MAX_BYTES) {
            cache.clear();
            cacheBytes = 0;
        }
        cache.put(h, t);
        cacheBytes += bytes;
        return t;
    }

    /** Augmenting paths (Kuhn) over the boxes' goal masks. */
    private boolean perfect(int c) {
        Arrays.fill(owner, -1);
        for (int i = 0; i < c; i++) {
            if (++mark == Integer.MAX_VALUE) { Arrays.fill(stamp, 0); mark = 1; }
            if (!augment(i)) return false;
        }
        return true;
    }

    private boolean augment(int i) {
        for (long m = masks[i]; m != 0; m &= m - 1) {
            int g = Long.numberOfTrailingZeros(m);
            work++;
            if (stamp[g] == mark) continue;
            stamp[g] = mark;
            if (owner[g] < 0 || augment(owner[g])) {
                owner[g] = i;
                return true;
            }
        }
        return false;
    }

    private Tables build(long[] f) {
        builds++;
        byte[] part = new byte[n * n];
        Arrays.fill(part, (byte) -1);
        for (int s = 0; s < n; s++) {
            if (Bits.get(f, s)) continue;
            for (int d = 0; d < 4; d++) {
                int a = b.nb[s * 4 + d];
                if (a < 0 || Bits.get(f, a) || part[s * n + a] >= 0) continue;
                int head = 0, tail = 0;
                queue[tail++] = a;
                part[s * n + a] = (byte) d;
                while (head < tail) {
                    int x = queue[head++];
                    for (int e = 0; e < 4; e++) {
                        int y = b.nb[x * 4 + e];
                        if (y < 0 || y == s || Bits.get(f, y) || part[s * n + y] >= 0) continue;
                        part[s * n + y] = (byte) d;
                        queue[tail++] = y;
                    }
                }
                work += tail;
            }
        }
        long free = 0;
        for (int g = 0; g < k; g++) if (!Bits.get(f, b.goalList[g])) free |= 1L << g;
        long[] reach = new long[n * 4];
        for (int s = 0; s < n; s++) {
            if (Bits.get(f, s) || b.dead[s]) continue;
            for (int d = 0; d < 4; d++) {
                int a = b.nb[s * 4 + d];
                if (a < 0 || part[s * n + a] != d) continue;   // not a part's first direction
                Arrays.fill(seen, false);
                int head = 0, tail = 0;
                long m = 0;
                queue[tail++] = s * 4 + d;
                seen[s * 4 + d] = true;
                while (head < tail) {
                    int st = queue[head++], x = st >>> 2, p = st & 3;
                    if (goalIndex[x] >= 0) m |= 1L << goalIndex[x];
                    for (int e = 0; e < 4; e++) {
                        int to = b.nb[x * 4 + e], from = b.nb[x * 4 + (e ^ 2)];
                        if (to < 0 || from < 0 || b.dead[to] || Bits.get(f, to) || part[x * n + from] != p) continue;
                        int next = to * 4 + part[to * n + x];   // the keeper stands on x after the push
                        if (seen[next]) continue;
                        seen[next] = true;
                        queue[tail++] = next;
                    }
                }
                work += tail + n;
                reach[s * 4 + d] = m & free;
            }
        }
        return new Tables(f, part, reach, free);
    }
}

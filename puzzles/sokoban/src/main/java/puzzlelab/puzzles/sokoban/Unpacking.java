package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * A backward search that unpacks the goals (after Festival's "HF" pull search, an idea read in its source, written
 * here anew): from the solved position, boxes are pulled one square at a time, best first on a weighted sum of the
 * boxes on goals where no box starts, the free regions beyond one (the keeper's space kept in one piece) and the boxes'
 * nearness to the goals (boxes far from the goals first: Festival's last term). It does not aim at the start position
 * the way {@link PullSearch} does (its matching bound to the start squares stays flat on the goal-room levels, XSokoban
 * 50, 66, 69): it only has to empty the goal room. A pull only brings a box to a square some start box can be pushed
 * to (walls only). A position is <em>unpacked</em> when no box stands on a goal where no box starts, its free squares
 * form one region, and the start boxes can be matched one to one to its boxes by pushes on the empty board.
 *
 * <p>Each unpacked position found is a target for a forward search ({@link UnpackThenAim}); its pulls from the solved
 * position, undone last first, are pushes from it to the goals. Positions: box set + normalised keeper (the smallest
 * square of its region), each stored once with its parent and the pull that led to it; pull code = the box's square
 * before the pull * 4 + the pull's direction (box and keeper both move that way).
 *
 * <p>With {@code boxMoves} (round 16, used by no finder) a step pulls one box along any run of pulls, the other boxes
 * still, and the position stores the run. On XSokoban 28 and 89, whose single pulls find no unpacked position within
 * 4 M positions, the first comes after a few dozen expansions (some thousands stored); but the aimed search reaches
 * none of them within 2 G work (their boxes end scattered on the start's side), so nothing is solved that way yet.
 */
final class Unpacking {
    private final SokobanBoard b;
    private final int w;
    private final boolean[] reachable;   // per square: some start box can be pushed there (walls only)
    private final int[][] fromStart;     // start box index -> square -> pushes (walls only)
    private final int[] startSquares;
    private final int[] far;      // per square: 100 - pushes to the nearest goal (walls only), at least 0
    private final long[] startGoals;     // goals where a box starts
    // stored positions
    private long[] boxes = new long[1 << 16];
    private int[] keeper = new int[1 << 12], parent = new int[1 << 12], pull = new int[1 << 12];
    private int size;
    // the stored positions by box set and keeper (round 17: an open-addressing table of ids instead of a HashMap of
    // boxed keys and ids, and a heap of two primitive columns instead of a PriorityQueue of long pairs; the same
    // positions found, popped in the same order: UnpackHeap sifts as PriorityQueue does)
    private int[] seen = new int[1 << 12];   // id + 1 per slot, 0 empty; at most half full
    private UnpackHeap open = new UnpackHeap();
    private long order;   // ties in first-in order
    /** Squares walked and positions formed (a deterministic clock). */
    long work;
    private final int limit;
    // the priority's weights: a box on a goal where no box starts, a free region more. Screened (round 15) with the
    // nearest start box's distance as the last term: 10/5 and 20/5 alike; the regions first (Festival's order, strictly)
    // never left XSokoban 2's goal room: every one-region arrangement inside the room comes before a box in its door
    static final int GOAL_W = 10, REGION_W = 5;
    private boolean exhausted;
    // box moves: each position's run of pulls in pool[pathAt[id] .. + pull[id]]; per (square * 4 + side) scratch
    private final boolean boxMoves;
    private int[] pathAt, pool = new int[0], state, statePrev, statePull, stateQueue;
    private int poolSize, stateStamp;
    // scratch
    private final int[] queue, mark;
    private int stamp;
    private final boolean[] reach;   // the expanded position's keeper region (the walks of its children reuse the marks)
    private final int[] covered;     // squares of a region already counted: coverStamp (see regions)
    private int coverStamp;
    private final long[] scratch, child;   // a stored position's boxes; a child's

    /** @param limit the most positions stored; past it no more are found */
    Unpacking(SokobanBoard b, int limit) {
        this(b, limit, false, false);
    }

    /**
     * @param limit     the most positions stored; past it no more are found
     * @param nearStart the last term the boxes' nearness to the start boxes (pushes from the nearest, walls only)
     *                  instead of their distance from the goals: see {@link UnpackThenAim} for when
     * @param boxMoves  each step pulls one box along any run of pulls (the other boxes still), not a single pull
     */
    Unpacking(SokobanBoard b, int limit, boolean nearStart, boolean boxMoves) {
        this.b = b;
        this.boxMoves = boxMoves;
        if (boxMoves) {
            state = new int[b.n * 4];
            statePrev = new int[b.n * 4];
            statePull = new int[b.n * 4];
            stateQueue = new int[b.n * 4];
            pathAt = new int[1 << 12];
        }
        this.w = b.words;
        this.limit = limit;
        queue = new int[b.n];
        mark = new int[b.n];
        reach = new boolean[b.n];
        covered = new int[b.n];
        scratch = new long[w];
        child = new long[w];
        int k = 0;
        for (int i = 0; i < w; i++) k += Long.bitCount(b.boxes0[i]);
        startSquares = new int[k];
        fromStart = new int[k][];
        reachable = new boolean[b.n];
        startGoals = new long[w];
        k = 0;
        for (int s = 0; s < b.n; s++) {
            if (!has(b.boxes0, s)) continue;
            startSquares[k] = s;
            fromStart[k] = b.distances(s, true);
            for (int t = 0; t < b.n; t++) if (fromStart[k][t] < SokobanBoard.INF) reachable[t] = true;
            k++;
        }
        for (int i = 0; i < w; i++) startGoals[i] = b.goals[i] & b.boxes0[i];
        // Festival's last HF term: boxes far from the goals first. With the distance from the nearest start box
        // instead, XSokoban 50 had no unpacked position within 4 M positions (5 boxes left on goals: the boxes stayed
        // near the three start boxes inside its goal room); with this one its first comes after 231,240 (round 15)
        far = new int[b.n];
        for (int s = 0; s < b.n; s++) {
            int toGoal = SokobanBoard.INF;
            for (int g = 0; g < b.goalList.length; g++) toGoal = Math.min(toGoal, b.goalDist[g][s]);
            far[s] = Math.max(0, 100 - Math.min(toGoal, 100));
            if (nearStart) far[s] = nearestStart(s);
        }
        // the roots: every goal filled, the keeper in each free region where a pull can start
        long[] solved = b.goals.clone();
        for (int root : regionRoots(solved)) {
            if (!canPull(solved, root)) continue;
            add(solved, root, -1, -1);
        }
    }

    /** Pushes from the nearest start box to square {@code s} on the empty board, at most 100. */
    private int nearestStart(int s) {
        int d = 100;
        for (int[] f : fromStart) d = Math.min(d, f[s]);
        return d;
    }

    private static boolean has(long[] bx, int s) {
        return (bx[s >>> 6] & (1L << s)) != 0;
    }

    /** Expands up to {@code n} positions; the first unpacked one met is returned (else -1, also when none is left). */
    int next(int n) {
        for (int i = 0; i < n && !exhausted && !open.isEmpty(); i++) {
            int id = open.poll();
            if (boxMoves) expandBoxMoves(id);
            else expand(id);
            if (unpacked(id)) return id;
        }
        if (open.isEmpty()) exhausted = true;
        return -1;
    }

    /** Whether the search has no position left to expand (or reached its limit and expanded all it stored). */
    boolean exhausted() {
        return exhausted || open.isEmpty();
    }

    /** Drops the stored positions (the finder is done with them): the search is exhausted from then on. */
    void release() {
        exhausted = true;
        seen = new int[0];
        open = new UnpackHeap(0);
        boxes = new long[0];
        keeper = parent = pull = new int[0];
        pathAt = pool = new int[0];
    }

    int stored() {
        return size;
    }

    /** The bytes held: the arrays as allocated (the table of ids and the heap's columns included). */
    long bytes() {
        return 8L * boxes.length + 4L * (keeper.length + parent.length + pull.length + seen.length)
                + (boxMoves ? 4L * (pathAt.length + pool.length) : 0) + open.bytes();
    }

    long[] boxesOf(int id) {
        return Arrays.copyOfRange(boxes, id * w, id * w + w);
    }

    int keeperOf(int id) {
        return keeper[id];
    }

    /**
     * The pushes that undo the pulls from the solved position to {@code id}, in playing order: from {@code id}'s
     * position (its boxes, the keeper in its region) they bring every box to a goal. A push is square * 4 + direction.
     */
    int[] pushesToGoals(int id) {
        int n = 0;
        for (int p = id; parent[p] >= 0; p = parent[p]) n += boxMoves ? pull[p] : 1;
        int[] out = new int[n];
        int i = 0;
        for (int p = id; parent[p] >= 0; p = parent[p]) {
            if (!boxMoves) {
                out[i++] = undo(pull[p]);
                continue;
            }
            for (int j = pull[p] - 1; j >= 0; j--) out[i++] = undo(pool[pathAt[p] + j]);
        }
        return out;
    }

    /** The push that undoes pull {@code code}: the box back from where it went to where it was, pushed from beyond. */
    private int undo(int code) {
        int from = code >>> 2, d = code & 3, to = b.nb[from * 4 + d];
        return to * 4 + (d ^ 2);
    }

    private boolean unpacked(int id) {
        int o = id * w;
        for (int i = 0; i < w; i++) if ((boxes[o + i] & b.goals[i] & ~startGoals[i]) != 0) return false;
        System.arraycopy(boxes, o, scratch, 0, w);
        return regions(scratch) == 1 && matched(o);
    }

    /** Whether the start boxes match one to one the boxes at offset {@code o} by pushes on the empty board. */
    private boolean matched(int o) {
        int k = startSquares.length;
        int[] sq = new int[k];
        int j = 0;
        for (int s = 0; s < b.n; s++) if ((boxes[o + (s >>> 6)] & (1L << s)) != 0) sq[j++] = s;
        int[] owner = new int[k];
        Arrays.fill(owner, -1);
        for (int i = 0; i < k; i++) {
            if (!augment(i, sq, owner, new boolean[k])) return false;
        }
        return true;
    }

    private boolean augment(int start, int[] sq, int[] owner, boolean[] visited) {
        for (int t = 0; t < sq.length; t++) {
            if (visited[t] || fromStart[start][sq[t]] >= SokobanBoard.INF) continue;
            visited[t] = true;
            if (owner[t] < 0 || augment(owner[t], sq, owner, visited)) {
                owner[t] = start;
                return true;
            }
        }
        return false;
    }

    /** The squares the keeper reaches from {@code from} among boxes {@code bx} (a copy: the walks below reuse the marks). */
    private boolean[] keeperReach(long[] bx, int from) {
        walk(bx, from);
        boolean[] reach = this.reach;
        for (int x = 0; x < b.n; x++) reach[x] = mark[x] == stamp;
        return reach;
    }

    private void expand(int id) {
        long[] bx = scratch, child = this.child;
        System.arraycopy(boxes, id * w, bx, 0, w);
        boolean[] reach = keeperReach(bx, keeper[id]);
        for (int s = 0; s < b.n; s++) {
            if (!has(bx, s)) continue;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || has(bx, t) || !reach[t] || !reachable[t]) continue;
                int u = b.nb[t * 4 + d];
                if (u < 0 || has(bx, u)) continue;
                System.arraycopy(bx, 0, child, 0, w);
                child[s >>> 6] &= ~(1L << s);
                child[t >>> 6] |= 1L << t;
                work++;
                walk(child, u);
                int kp = topLeft;
                if (find(child, kp) >= 0) continue;
                if (size >= limit) {   // the limit: no more positions, so the search ends here
                    exhausted = true;
                    return;
                }
                add(child, kp, id, s * 4 + d);
            }
        }
    }

    /**
     * Box moves: for each box the keeper can reach, every square (and keeper region) the box reaches by a run of pulls
     * with the other boxes still, each a child with its run stored. A breadth-first walk over (box square, keeper side)
     * states; after each pull the keeper's walk from where the pull left it gives the sides it can reach next.
     */
    private void expandBoxMoves(int id) {
        long[] bx = boxesOf(id);
        boolean[] reach = keeperReach(bx, keeper[id]);
        for (int s = 0; s < b.n; s++) {
            if (!has(bx, s)) continue;
            long[] rest = bx.clone();
            rest[s >>> 6] &= ~(1L << s);
            stateStamp++;
            int head = 0, tail = 0;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || !reach[t]) continue;
                int st = s * 4 + d;
                state[st] = stateStamp;
                statePrev[st] = -1;
                stateQueue[tail++] = st;
            }
            while (head < tail) {
                int st = stateQueue[head++], p = st >>> 2, d = st & 3;
                int t = b.nb[p * 4 + d];
                if (!reachable[t]) continue;
                int u = b.nb[t * 4 + d];
                if (u < 0 || has(rest, u)) continue;
                long[] child = rest.clone();
                child[t >>> 6] |= 1L << t;
                work++;
                walk(child, u);
                int kp = topLeft;
                for (int e = 0; e < 4; e++) {
                    int side = b.nb[t * 4 + e];
                    if (side < 0 || mark[side] != stamp) continue;
                    int next = t * 4 + e;
                    if (state[next] == stateStamp) continue;
                    state[next] = stateStamp;
                    statePrev[next] = st;
                    statePull[next] = p * 4 + d;
                    stateQueue[tail++] = next;
                }
                if (find(child, kp) >= 0) continue;
                if (size >= limit) {
                    exhausted = true;
                    return;
                }
                // the run: the pulls along the states to st, then st's own pull
                int len = 1;
                for (int x = st; statePrev[x] >= 0; x = statePrev[x]) len++;
                if (poolSize + len > pool.length) pool = Arrays.copyOf(pool, Math.max(1 << 16, (poolSize + len) * 2));
                int at = poolSize;
                poolSize += len;
                pool[at + len - 1] = p * 4 + d;
                int j = len - 2;
                for (int x = st; statePrev[x] >= 0; x = statePrev[x]) pool[at + j--] = statePull[x];
                add(child, kp, id, len);
                pathAt[size - 1] = at;
            }
        }
    }

    private int topLeft;

    /** Marks the keeper's region from {@code from} with a new stamp; sets {@link #topLeft}; returns its size. */
    private int walk(long[] bx, int from) {
        stamp++;
        int head = 0, tail = 0;
        queue[tail++] = from;
        mark[from] = stamp;
        int min = from;
        while (head < tail) {
            int x = queue[head++];
            if (x < min) min = x;
            for (int d = 0; d < 4; d++) {
                int y = b.nb[x * 4 + d];
                if (y < 0 || mark[y] == stamp || has(bx, y)) continue;
                mark[y] = stamp;
                queue[tail++] = y;
            }
        }
        work += tail;
        topLeft = min;
        return tail;
    }

    /** The smallest square of each free region of {@code bx}. */
    private int[] regionRoots(long[] bx) {
        int[] roots = new int[b.n];
        int n = 0;
        int[] seenAt = new int[b.n];
        Arrays.fill(seenAt, -1);
        for (int s = 0; s < b.n; s++) {
            if (has(bx, s) || seenAt[s] >= 0) continue;
            walk(bx, s);
            for (int x = 0; x < b.n; x++) if (mark[x] == stamp) seenAt[x] = s;
            roots[n++] = s;
        }
        return Arrays.copyOf(roots, n);
    }

    /**
     * The number of free regions of {@code bx}: {@link #regionRoots}' walks in the same order (the same work), the
     * squares already counted stamped instead of two arrays of the board allocated a call (it runs for every position
     * stored and expanded).
     */
    private int regions(long[] bx) {
        if (++coverStamp == Integer.MAX_VALUE) {
            Arrays.fill(covered, 0);
            coverStamp = 1;
        }
        int n = 0, c = coverStamp;
        for (int s = 0; s < b.n; s++) {
            if (has(bx, s) || covered[s] == c) continue;
            int squares = walk(bx, s);
            for (int i = 0; i < squares; i++) covered[queue[i]] = c;
            n++;
        }
        return n;
    }

    private boolean canPull(long[] bx, int from) {
        walk(bx, from);
        for (int s = 0; s < b.n; s++) {
            if (!has(bx, s)) continue;
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || has(bx, t) || mark[t] != stamp) continue;
                int u = b.nb[t * 4 + d];
                if (u >= 0 && !has(bx, u)) return true;
            }
        }
        return false;
    }

    private void add(long[] bx, int kp, int par, int code) {
        int id = size++;
        if ((id + 1) * w > boxes.length) boxes = Arrays.copyOf(boxes, boxes.length * 2);
        if (id >= keeper.length) {
            keeper = Arrays.copyOf(keeper, keeper.length * 2);
            parent = Arrays.copyOf(parent, parent.length * 2);
            pull = Arrays.copyOf(pull, pull.length * 2);
            if (boxMoves) pathAt = Arrays.copyOf(pathAt, pathAt.length * 2);
        }
        System.arraycopy(bx, 0, boxes, id * w, w);
        keeper[id] = kp;
        parent[id] = par;
        pull[id] = code;
        remember(id);
        open.add(priority(bx), id);
    }

    /**
     * The stored position with boxes {@code bx} and the keeper's region whose smallest square is {@code kp}, or -1 (also
     * once released): a forward search that reaches it has met the unpacking (its pulls undone, {@link #pushesToGoals},
     * finish the level; {@link HfSearch}).
     */
    int find(long[] bx, int kp) {
        if (seen.length == 0) return -1;
        int m = seen.length - 1;
        for (int i = slot(bx, kp) & m; ; i = (i + 1) & m) {
            int e = seen[i];
            if (e == 0) return -1;
            int id = e - 1;
            if (keeper[id] == kp && Arrays.equals(boxes, id * w, id * w + w, bx, 0, w)) return id;
        }
    }

    /** Puts stored position {@code id} in the table, doubled first when it would be over half full. */
    private void remember(int id) {
        if ((id + 1) * 2L > seen.length) {
            int[] old = seen;
            seen = new int[old.length * 2];
            for (int e : old) if (e != 0) insert(e - 1);
        }
        insert(id);
    }

    private void insert(int id) {
        int m = seen.length - 1, i = slot(boxes, id * w, keeper[id]) & m;
        while (seen[i] != 0) i = (i + 1) & m;
        seen[i] = id + 1;
    }

    private int slot(long[] bx, int kp) {
        return slot(bx, 0, kp);
    }

    /** The mixed hash of {@code w} box words from {@code at} and keeper {@code kp}. */
    private int slot(long[] bx, int at, int kp) {
        long h = kp;
        for (int i = 0; i < w; i++) h = (h ^ bx[at + i]) * 0x9e3779b97f4a7c15L;
        h ^= h >>> 29;
        h *= 0xbf58476d1ce4e5b9L;
        return (int) (h ^ h >>> 32);
    }

    /** Boxes on goals where no box starts, free regions, boxes near the goals, weighted; then first in. */
    private long priority(long[] bx) {
        int onGoals = 0;
        for (int i = 0; i < w; i++) onGoals += Long.bitCount(bx[i] & b.goals[i] & ~startGoals[i]);
        long near = 0;
        for (int s = 0; s < b.n; s++) if (has(bx, s)) near += far[s];
        long v = (long) GOAL_W * onGoals + (long) REGION_W * (regions(bx) - 1) + near;
        return (v << 24) | (order++ & 0xFFFFFF);
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Corral deadlocks. A corral is a region of free squares the player cannot reach, fenced by boxes and walls
 * ({@link CorralLabels}). For each corral whose boxes are not all on goals, a reduced position keeps only its boxes
 * (the fence: the boxes next to it, and boxes buried behind them with no free square next to them) and the player;
 * a small breadth-first search over the pushes of that reduced position, every box pushable, looks for a position
 * with every kept box on a goal (solved) or with the corral opened (the player reaches a square of it; with the
 * {@code whole} option, and every other square of it holds a box). When the search runs out of positions
 * without either, the position is dead; when it finds one or reaches its node cap, the corral is not.
 *
 * <p>Soundness. (1) Projection: if a position (B, p) is solvable, so is (S, p) for any S ⊆ B, where solved means
 * every box of S on a goal: drop the pushes of boxes outside S from a solution; every walk stays legal (fewer
 * boxes), every push of a box of S too (its target square held no box of B, so none of S), and a push of a dropped
 * box becomes a step onto the square it left, free of boxes of S. (2) The search keeps every position on a solution
 * path of (S, p): it refuses only pushes onto dead squares (no box there ever reaches a goal, other boxes ignored),
 * pushes making a {@link Deadlocks frozen} set with a box off its goal (on a solution those boxes never move again)
 * and positions whose boxes cannot each be given a goal of its own that it could reach with other boxes ignored (on a
 * solution each box ends on its own goal, brought there by its own pushes); and it merges positions with the same
 * boxes and the same player region (the same pushes follow). So an exhausted search without a solved position proves
 * (S, p) unsolvable, hence (B, p) by (1). Stopping early (opened, cap) only answers "not dead": the opened test is a
 * heuristic for cost, never part of a "dead" answer, and any subset S of the boxes would do. So the {@link #strict}
 * continuation, which only stops later (past the cheap opening, until the whole corral is open or its own cap), is
 * sound by the same argument.
 *
 * <p>Caches. A proven pattern (S, the player's region in S's board) is kept; a later position holding all boxes of a
 * pattern, whose player is in the same region of the pattern's board, is dead by (1) without a search. "Not dead"
 * answers are kept as 64-bit hashes of (S, player region) only: a collision can only answer "not dead".
 * Reused buffers: one instance per search thread.
 */
final class CorralDeadlocks {
    static final int DEFAULT_NODES = 2000;
    private static final int PATTERNS = 1 << 13, ALIVE_SLOTS = 1 << 14;

    private final SokobanBoard b;
    private final int w, cap;
    private final boolean whole;
    private final Walk walk, walkR, walk2;
    // a search node's regions, which give most children's keeper regions without a walk (see ChildRegion)
    private final ChildRegion region;
    private boolean childWalked;   // the current child's region is walk2's (the region test declined), else region's
    private long regionWork;   // the first walk's squares when the caller's region labels stood in for it
    private final CorralLabels labels;
    private final Deadlocks freeze;

    // the corral under test
    private final long[] reduced;
    private final int[] corral, boxQueue, rootSeen;
    private int corralSize;

    // the search: nodes in insertion (breadth-first) order, an open-addressing table of node ids
    private final long[] cur, child;
    private final SubsetNodes searchNodes;   // the current search's positions

    // proven patterns, filed under the pattern's two smallest box squares, the second modulo 64 (first * 64 + second %
    // 64, a one-box pattern's second being its first: n * 64 lists, so a big board does not cost n^2), each list's
    // patterns' boxes in one array (w longs each, scanned in order: a chain through one shared array cost a cache miss
    // per pattern; filed by the smallest square alone, a position scanned about 2,000 patterns on XSokoban 26, now
    // half); "not dead" hashes, direct mapped
    private final long[][] patBoxes;
    // per pattern, its box words ORed into one word: a position holds the pattern only if its own folded words hold
    // this one, a one-word test before the pattern's w words are read
    private final long[][] patFold;
    private final int[][] patIds;
    // per square: bit m set when the list filed under (that square, m) holds a pattern, so a position's box pairs whose
    // list is empty (most of them) cost no read of patLen (n * 64 ints: a cache miss each on a big board)
    private final long[] listBits;
    private final int[] patLen, patPlayer;
    private int patCount;
    private final int[] boxList;   // the position's box squares, ascending, for the pattern lookup
    private final long[] alive;
    // every box of the corral its own goal it can reach (other boxes ignored)
    private final Matching matching;

    // counters for measurement: calls, calls with a corral, searches run, dead answers, answers from the caches,
    // searches stopped at the cap, nodes stored
    long calls, withCorral, searches, deadFound, patternHits, aliveHits, capped, nodes;
    // the strict continuation (see #strict): searches the cheap test called opened that went on, those proven dead,
    // stopped at the strict cap, "not dead" answers from its own cache, nodes stored and work done past the opening,
    // and the wall time of the searches that went on
    long strictSearches, strictDead, strictCapped, strictAlive, strictNodes, strictWork, strictNanos;
    private int strictCap;            // 0: the cheap test only
    private boolean goOn;             // this call goes on past the cheap opening
    private final long[] strictAliveKeys;

    /** The cheap test: a corral is opened as soon as the player reaches a square of it; 2,000 nodes a search. */
    CorralDeadlocks(SokobanBoard b) {
        this(b, SetUp.NEVER);
    }

    /** The cheap test, its set-up polling {@code up} (see {@link SetUpInStep}). */
    CorralDeadlocks(SokobanBoard b, SetUp up) {
        this(b, DEFAULT_NODES, false, up);
    }

    /**
     * @param cap   the nodes one corral's search may store before it answers "not dead"
     * @param whole true: a corral counts as opened only when the player reaches every square of it that holds no
     *              box (finds more deadlocks, costs far more); false: as soon as the player reaches one square
     */
    CorralDeadlocks(SokobanBoard b, int cap, boolean whole) {
        this(b, cap, whole, SetUp.NEVER);
    }

    private CorralDeadlocks(SokobanBoard b, int cap, boolean whole, SetUp up) {
        if (cap < 1) throw new IllegalArgumentException("cap " + cap);
        this.b = b;
        this.w = b.words;
        this.cap = cap;
        this.whole = whole;
        walk = new Walk(b);
        walkR = new Walk(b);
        walk2 = new Walk(b);
        region = new ChildRegion(b);
        labels = new CorralLabels(b);
        up.check();
        freeze = new Deadlocks(b);
        up.check();
        searchNodes = new SubsetNodes(b, cap, 0xc0de11L);
        reduced = new long[w];
        corral = new int[b.n];
        boxQueue = new int[b.n];
        rootSeen = new int[b.n + 1];
        cur = new long[w];
        child = new long[w];
        patBoxes = new long[b.n * 64][];
        patFold = new long[b.n * 64][];
        patIds = new int[b.n * 64][];
        patLen = new int[b.n * 64];
        listBits = new long[b.n];
        up.check();
        boxList = new int[b.n];
        patPlayer = new int[PATTERNS];
        alive = new long[ALIVE_SLOTS];
        strictAliveKeys = new long[ALIVE_SLOTS];
        matching = new Matching(b);
    }

    /**
     * Cheap first, strict where the cheap test stops: a search that the cheap test ends as "opened" (the player on a
     * square of the corral) goes on past that position, as with {@code whole}, until the corral is opened whole, a
     * position is solved, or {@code cap} nodes in all are stored. Soundness is the same (a stopping rule only ever
     * answers "not dead"); it proves what the cheap test lets pass, e.g. XSokoban 52's box pushed up a passage into a
     * corral, the player behind it on one square of the corral and never further. 0 turns it off.
     */
    CorralDeadlocks strict(int cap) {
        if (cap < 0 || cap > this.cap) throw new IllegalArgumentException("strict cap " + cap);
        strictCap = cap;
        return this;
    }

    /** Squares walked and cost pairs matched so far (see {@link Walk#work}). */
    long work() {
        return walk.work + regionWork + walkR.work + walk2.work + matching.work;
    }

    /**
     * True only when the position (the first {@code words} longs of {@code boxes}, the player on {@code player}) is
     * provably unsolvable because of a corral.
     */
    boolean dead(long[] boxes, int player) {
        return dead(boxes, player, strictCap > 0);
    }

    /**
     * {@link #dead(long[], int)}, going on past the cheap test's opening ({@link #strict}) only when {@code strictHere}
     * (and a strict cap is set): the caller spends the strict searches where they pay.
     */
    boolean dead(long[] boxes, int player, boolean strictHere) {
        goOn = strictHere && strictCap > 0 && !whole;
        calls++;
        walk.reach(boxes, player);
        int boxCount = 0;
        for (int i = 0; i < w; i++) boxCount += Long.bitCount(boxes[i]);
        if (walk.count + boxCount == b.n) return false;   // every free square is reached: no corral
        return corrals(boxes, player, labels.label(boxes, walk));
    }

    /**
     * {@link #dead(long[], int, boolean)} for a position whose free regions {@code regions} has just labelled (the
     * forward finders label every new position): the player's region is what the first walk would reach, so its size
     * is counted as that walk's work (the same clock) and the corrals come from the labels, without the walk and the
     * second labelling. The same answers, the same work.
     */
    boolean dead(long[] boxes, int player, boolean strictHere, Regions regions) {
        goOn = strictHere && strictCap > 0 && !whole;
        calls++;
        regionWork += regions.size(player);
        if (regions.count == 1) return false;   // every free square is reached: no corral
        return corrals(boxes, player, labels.label(boxes, regions, player));
    }

    /** The rest of the test once the corrals are labelled ({@code labelsUsed}: the labels' bound, 0 for none). */
    private boolean corrals(long[] boxes, int player, int labelsUsed) {
        if (labelsUsed == 0) return false;
        withCorral++;
        if (matchesPattern(boxes, player)) {
            patternHits++;
            deadFound++;
            return true;
        }
        int[] region = labels.region;
        Arrays.fill(rootSeen, 0, labelsUsed + 1, 0);
        for (int s = 0; s < b.n; s++) {
            int k = region[s];
            if (k == 0 || rootSeen[k] != 0) continue;
            rootSeen[k] = 1;
            if (corralDead(boxes, player, k)) {
                deadFound++;
                return true;
            }
        }
        return false;
    }

    /** Tests corral {@code k} of the labelled position. */
    private boolean corralDead(long[] boxes, int player, int k) {
        int[] region = labels.region;
        corralSize = 0;
        for (int s = 0; s < b.n; s++) if (region[s] == k) corral[corralSize++] = s;
        // the fence, then boxes buried behind it (no free square next to them)
        Arrays.fill(reduced, 0);
        int tail = 0;
        for (int i = 0; i < w; i++) {
            for (long x = boxes[i]; x != 0; x &= x - 1) {
                int bx = (i << 6) + Long.numberOfTrailingZeros(x);
                if (labels.corralOf(bx) == k) { Bits.set(reduced, bx); boxQueue[tail++] = bx; }
            }
        }
        for (int head = 0; head < tail; head++) {
            int bx = boxQueue[head];
            for (int d = 0; d < 4; d++) {
                int t = b.nb[bx * 4 + d];
                if (t >= 0 && Bits.get(boxes, t) && !Bits.get(reduced, t) && buried(boxes, t)) {
                    Bits.set(reduced, t);
                    boxQueue[tail++] = t;
                }
            }
        }
        if (onGoals(reduced)) return false;   // solved already
        walkR.reach(reduced, player);
        int root = walkR.topLeft;
        long hash = 0;
        for (int i = 0; i < tail; i++) hash ^= searchNodes.zob[boxQueue[i]];
        // a "not dead" answer is cached with bit 1 telling why: set, the cheap test's opening (which the strict
        // continuation may still prove dead); clear, a solved position or the cap (the strict one stops there too)
        long key = SubsetNodes.mix(hash ^ searchNodes.zobPlayer[root]) | 1;
        int slot = (int) (key >>> 40) & (ALIVE_SLOTS - 1);
        if ((alive[slot] | 2) == (key | 2)) {
            if (!goOn || (alive[slot] & 2) == 0) {
                aliveHits++;
                return false;
            }
            if (strictAliveKeys[slot] == key) {
                strictAlive++;
                return false;
            }
        }
        searches++;
        long t0 = System.nanoTime();
        int outcome = search(hash, root);
        if (wentOn) strictNanos += System.nanoTime() - t0;   // measurement only, never in the clock
        if (outcome == DEAD) {
            addPattern(root);
            return true;
        }
        alive[slot] = outcome == OPENED ? key | 2 : key & ~2L;
        if (wentOn) strictAliveKeys[slot] = key;
        return false;
    }

    /** A box with no free square next to it. */
    private boolean buried(long[] boxes, int bx) {
        for (int d = 0; d < 4; d++) {
            int t = b.nb[bx * 4 + d];
            if (t >= 0 && !Bits.get(boxes, t)) return false;
        }
        return true;
    }

    private boolean onGoals(long[] bx) {
        for (int i = 0; i < w; i++) if ((bx[i] & ~b.goals[i]) != 0) return false;
        return true;
    }

    private static final int DEAD = 0, OPENED = 1, NOT_DEAD = 2;   // a search's outcomes
    private boolean wentOn;   // the last search went on past the cheap opening

    /**
     * Breadth-first over the pushes of {@link #reduced} from the player's normalised square {@code root}: DEAD when
     * every position was seen without a solved or opened one; OPENED when the corral was opened (the cheap test's
     * opening, or with {@link #goOn} the whole corral); NOT_DEAD when a position was solved or the cap reached.
     */
    private int search(long hash, int root) {
        searchNodes.clear();
        wentOn = false;
        long work0 = 0;
        add(reduced, hash, root);
        for (int x = 0; x < searchNodes.size(); x++) {
            searchNodes.boxes(x, cur);
            // the node's regions stand in for its walk: the keeper's region is what the walk reaches, counted as walked
            region.parent(cur, searchNodes.player(x));
            walkR.work += region.rootSize();
            for (int i = 0; i < w; i++) {
                for (long bits = cur[i]; bits != 0; bits &= bits - 1) {
                    int bx = (i << 6) + Long.numberOfTrailingZeros(bits);
                    for (int d = 0; d < 4; d++) {
                        int to = b.nb[bx * 4 + d];
                        if (to < 0 || b.dead[to] || Bits.get(cur, to)) continue;
                        int from = b.nb[bx * 4 + (d ^ 2)];
                        if (from < 0 || !region.reached(from)) continue;
                        System.arraycopy(cur, 0, child, 0, w);
                        Bits.clear(child, bx);
                        Bits.set(child, to);
                        if (freeze.frozen(child, to)) continue;
                        if (onGoals(child)) return ended(NOT_DEAD, work0);   // solved
                        if (!matching.feasible(child)) continue;
                        int kp;
                        childWalked = !region.of(bx, to, bx, -1);
                        if (childWalked) {
                            walk2.reach(child, bx);
                            kp = walk2.topLeft;
                        } else {   // the walk's answers without the walk, counted as walked
                            walk2.work += region.count;
                            kp = region.topLeft;
                        }
                        if (!wentOn && opened(whole)) {
                            if (!goOn || whole) return OPENED;
                            wentOn = true;   // the strict continuation: this position and the rest of the search
                            strictSearches++;
                            work0 = work();
                        }
                        if (wentOn && opened(true)) return ended(OPENED, work0);
                        long hc = searchNodes.hash(x) ^ searchNodes.zob[bx] ^ searchNodes.zob[to];
                        if (searchNodes.find(child, hc, kp)) continue;
                        if (searchNodes.full() || wentOn && searchNodes.size() >= strictCap) {
                            if (wentOn) strictCapped++;
                            else capped++;
                            return ended(NOT_DEAD, work0);
                        }
                        add(child, hc, kp);
                    }
                }
            }
        }
        if (wentOn) strictDead++;
        return ended(DEAD, work0);
    }

    /** A search's outcome, the strict continuation's work counted. */
    private int ended(int outcome, long work0) {
        if (wentOn) strictWork += work() - work0;
        return outcome;
    }

    /**
     * The corral is opened in {@link #child} (after {@link #walk2} or {@link #region}): the player reaches a square of
     * it, and with {@code wholly} every other square of it holds a box.
     */
    private boolean opened(boolean wholly) {
        boolean in = false;
        for (int i = 0; i < corralSize; i++) {
            if (childWalked ? walk2.reached(corral[i]) : region.inChild(corral[i])) {
                if (!wholly) return true;
                in = true;
            } else if (wholly && !Bits.get(child, corral[i])) return false;
        }
        return in;
    }

    /** Stores a node of the search and counts it. */
    private void add(long[] bx, long hc, int pl) {
        searchNodes.add(bx, hc, pl);
        nodes++;
        if (wentOn) strictNodes++;
    }

    // ---- proven patterns ----

    private void addPattern(int root) {
        if (patCount == PATTERNS) return;   // full: later patterns are searched again
        int id = patCount++;
        patPlayer[id] = root;
        int[] sq = Bits.list(reduced, b.n);
        int key = sq[0] * 64 + (sq[sq.length > 1 ? 1 : 0] & 63), at = patLen[key]++;
        listBits[sq[0]] |= 1L << (key & 63);
        if (patIds[key] == null) { patIds[key] = new int[4]; patBoxes[key] = new long[4 * w]; patFold[key] = new long[4]; }
        if (at == patIds[key].length) {
            patIds[key] = Arrays.copyOf(patIds[key], at * 2);
            patBoxes[key] = Arrays.copyOf(patBoxes[key], at * 2 * w);
            patFold[key] = Arrays.copyOf(patFold[key], at * 2);
        }
        patIds[key][at] = id;
        System.arraycopy(reduced, 0, patBoxes[key], at * w, w);
        patFold[key][at] = fold(reduced);
    }

    /** Some proven pattern's boxes are all in {@code boxes} and the player is in its region of the pattern's board. */
    private boolean matchesPattern(long[] boxes, int player) {
        if (patCount == 0) return false;
        int k = 0;
        for (int i = 0; i < w; i++)
            for (long x = boxes[i]; x != 0; x &= x - 1) boxList[k++] = (i << 6) + Long.numberOfTrailingZeros(x);
        long fold = fold(boxes);
        for (int i = 0; i < k; i++) {
            int row = boxList[i] * 64;
            long left = listBits[boxList[i]];   // the lists not yet scanned that hold patterns: each once
            for (int j = i; j < k && left != 0; j++) {
                int m = boxList[j] & 63;
                if ((left >>> m & 1) == 0) continue;
                left &= ~(1L << m);
                if (matchesIn(row + m, boxes, fold, player)) return true;
            }
        }
        return false;
    }

    /** Some pattern filed under {@code key} matches the position. */
    private boolean matchesIn(int key, long[] boxes, long fold, int player) {
        long[] pb = patBoxes[key], pf = patFold[key];
        for (int p = 0, n = patLen[key]; p < n; p++) {
            if ((pf[p] & ~fold) != 0 || !contained(pb, p * w, boxes)) continue;
            System.arraycopy(pb, p * w, cur, 0, w);
            walkR.reach(cur, player);
            if (walkR.topLeft == patPlayer[patIds[key][p]]) return true;
        }
        return false;
    }

    /** The first {@code w} words ORed together. */
    private long fold(long[] bx) {
        long f = 0;
        for (int i = 0; i < w; i++) f |= bx[i];
        return f;
    }

    private boolean contained(long[] pb, int at, long[] boxes) {
        for (int i = 0; i < w; i++) if ((pb[at + i] & ~boxes[i]) != 0) return false;
        return true;
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Deadlock patterns learned by small searches, after Junghanns and Schaeffer's pattern searches in Rolling Stone.
 * After a push leaves a position that the other tests pass, the box just moved and the boxes around it (grown over
 * neighbouring boxes, each box's four sides, up to {@link #maxBoxes}) are kept, every other box removed, the player
 * where it stands; a breadth-first search over that reduced position's pushes looks for a position with every kept
 * box on a goal. When the search runs out of positions without one, the kept boxes S are a deadlock pattern: stored
 * in the level's {@link DeadlockTable} with the zone Z the player reaches with only S on the board, so any later
 * position holding S with its player in Z is cut at once, without a search.
 *
 * <p>What is proven. (1) Projection: if a position (B, p) is solvable, so is (S, p) for any S ⊆ B, solved meaning
 * every box of S on a goal: drop the pushes of boxes outside S from a solution of (B, p); every walk stays legal (fewer
 * boxes), every push of a box of S too (its target held no box of B), and a dropped push becomes a step onto the
 * square its box left. (2) The player's zone: positions (S, p) and (S, q) with p and q in one zone of S's board have
 * the same pushes from the same walks, so one is solvable exactly when the other is. (3) The search keeps every
 * position on a solution path of (S, p): it refuses only pushes onto dead squares (no box there reaches a goal, other
 * boxes ignored), pushes that freeze a set of boxes with one off its goal ({@link Deadlocks}: on a solution they never
 * move again), and positions whose boxes cannot each be given a goal of its own reachable with the others ignored
 * ({@link Matching#feasible}); it merges positions with the same boxes and zone. So an exhausted search proves every
 * position (B', q) with S ⊆ B' and q in Z unsolvable, by (2) and (1). Any other ending (a solved position, the node
 * cap, or the cluster dissolved: no two kept boxes side by side or corner to corner, which is a guess that the boxes
 * no longer hold each other) only answers "not dead"; those answers are cached as 64-bit hashes of (S, Z), and a
 * collision can only answer "not dead". One instance per search thread (reused buffers).
 */
final class PatternSearch {
    static final int DEFAULT_BOXES = 5, DEFAULT_NODES = 256;
    // the node cap of the clusters tried around the move besides the moved box's own (round 10: at 8 nodes the level
    // XSokoban 39 is solved in 48 s of CPU, at 256 in 53 s with the solved levels 10 % slower; its deadlock proves
    // in 1 node)
    static final int AROUND_NODES = 8;

    private final SokobanBoard b;
    private final int w, cap, maxBoxes;
    private boolean corners;   // the cluster grows over corner neighbours too (off: sides only, the default)
    private boolean dissolving = true;   // a cluster whose boxes all stand apart ends the search "not dead" (a guess)
    private boolean aroundTheMove;   // smallest clusters first, from the moved box and from each box around it
    final DeadlockTable table;   // may be shared by the finders of one level
    private final Walk walk, walk2;
    private final SubsetZones zones;   // the keeper's zone per cluster, for searched (null on very large boards)
    // a search node's regions, which give most children's keeper regions without a walk (see ChildRegion)
    private final ChildRegion region;
    private final Deadlocks freeze;
    private final Matching matching;

    private final long[] subset, zone, cur, child;
    private final int[] members;
    // the search: nodes in breadth-first order, an open-addressing table of node ids
    private final SubsetNodes searchNodes;   // the current search's positions

    // counters for measurement: calls, subsets of two boxes or more, answers from the table, searches run, patterns
    // proven, "not dead" answers from the cache, searches stopped at the cap, ended by a dissolved cluster, nodes stored
    // nodes stored; the searches' wall time in nanoseconds (the table's probes are not timed: a clock read per call
    // would cost more than most probes)
    long calls, clusters, tableHits, searches, proven, aliveHits, capped, dissolved, nodes, searchNanos;

    /** The defaults, learning into {@code table} (the level's, shared by its finders). */
    PatternSearch(SokobanBoard b, DeadlockTable table) {
        this(b, DEFAULT_BOXES, DEFAULT_NODES, table);
    }

    /**
     * @param maxBoxes the most boxes a pattern search keeps (the moved box and its neighbours, grown breadth first)
     * @param cap      the nodes one search may store before it answers "not dead"
     */
    PatternSearch(SokobanBoard b, int maxBoxes, int cap) {
        this(b, maxBoxes, cap, new DeadlockTable(b));
    }

    private PatternSearch(SokobanBoard b, int maxBoxes, int cap, DeadlockTable table) {
        if (maxBoxes < 2 || cap < 1) throw new IllegalArgumentException("boxes " + maxBoxes + ", nodes " + cap);
        this.b = b;
        this.w = b.words;
        this.cap = cap;
        this.maxBoxes = maxBoxes;
        this.table = table;
        walk = new Walk(b);
        walk2 = new Walk(b);
        zones = b.n <= SubsetZones.MOST_SQUARES ? new SubsetZones(b) : null;
        region = new ChildRegion(b);
        freeze = new Deadlocks(b);
        matching = new Matching(b);
        // one seed for every instance: the "not dead" hashes are comparable across the finders sharing a table
        searchNodes = new SubsetNodes(b, cap, 0x5a77e4L);
        subset = new long[w];
        zone = new long[w];
        cur = new long[w];
        child = new long[w];
        members = new int[maxBoxes];
    }

    /**
     * This search with the cluster grown over a box's four corner neighbours as well as its four sides: two boxes
     * corner to corner hold each other as much as two side by side (a closed diagonal), and a cluster of sides only
     * never holds both. Soundness does not depend on which boxes are kept (any subset projects).
     */
    PatternSearch withCorners() {
        corners = true;
        return this;
    }

    /**
     * This search without the dissolved-cluster guess: a search ends "not dead" only at a solved position or the node
     * cap. Round 9's samples of the forward finders' stored positions (docs/sokoban.md) found most of them dead by a
     * search of 2 to 6 boxes (side and corner neighbours) run to exhaustion, which the guess had ended early.
     */
    PatternSearch untilExhausted() {
        dissolving = false;
        return this;
    }

    /**
     * This search trying the smallest clusters first, grown from the moved box and from each box beside or corner to
     * its new square, and keeping those that hold the moved box: 2 boxes, then 3, up to {@link #maxBoxes}. The moved
     * box's own largest cluster (the one searched without this option) is searched to the cap, the others to
     * {@link #AROUND_NODES} (a cached "not dead" answer skips a search). Round 10's measurement (docs/sokoban.md): on
     * XSokoban 39 and 28 the first dead position on a line is made by a push that closes a cluster of 3 or 4 boxes
     * around the moved box, proven in 1 to 79 nodes when grown from a neighbour of the moved box, while the one
     * cluster of 5 grown from the moved box holds other boxes and runs past 256 nodes. Soundness is unchanged: any
     * subset projects (see the class comment); the clusters without the moved box are skipped as a saving only (with
     * the player where it stands, each of them stood as it is in the parent position).
     */
    PatternSearch aroundTheMove() {
        aroundTheMove = true;
        return this;
    }

    /** The counters in one line, for measurement. */
    String counts() {
        return String.format(java.util.Locale.ROOT,
                "calls %d, clusters %d, table hits %d, searches %d (%.2f s), proven %d, alive cached %d, capped %d, "
                        + "dissolved %d, nodes %d, patterns %d, probes compared %d",
                calls, clusters, tableHits, searches, searchNanos / 1e9, proven, aliveHits, capped, dissolved, nodes,
                table.size(), table.compared);
    }

    /** Squares walked and cost pairs matched so far (see {@link Walk#work}). */
    long work() {
        return walk.work + walk2.work + matching.work;
    }

    /**
     * True only when the position ({@code boxes}, the player on {@code player}) is provably unsolvable: a learned
     * pattern holding the box on {@code moved} matches, or a new search over that box and its neighbours proves one.
     */
    boolean dead(long[] boxes, int player, int moved) {
        calls++;
        if (table.matches(boxes, player, moved)) {
            tableHits++;
            return true;
        }
        if (!aroundTheMove) return cluster(boxes, moved, maxBoxes) >= 2 && searched(player, cap);
        for (int seed = -1; seed < 8; seed++) {
            int from = seed < 0 ? moved : seed % 2 == 0 ? b.nb[moved * 4 + seed / 2] : b.corner(moved, seed / 2);
            if (from < 0 || !Bits.get(boxes, from)) continue;
            for (int k = 2, before = 1; k <= maxBoxes; k++) {
                int got = cluster(boxes, from, k);
                if (got == before) break;   // no box left to add
                before = got;
                // the moved box's own cluster at its largest is the one searched without this option, to the full cap
                boolean own = seed < 0 && (k == maxBoxes || cluster(boxes, from, k + 1) == got);
                if (!own) cluster(boxes, from, k);
                // a cluster without the moved box stood as it is in the parent position (the player in the same zone
                // of it), so it is not new here
                if (Bits.get(subset, moved) && searched(player, own ? cap : Math.min(cap, AROUND_NODES))) return true;
            }
        }
        return false;
    }

    /**
     * The search over {@link #subset} (its boxes in {@link #members}) to {@code limit} nodes, the answer cached or
     * stored as a pattern.
     */
    private boolean searched(int player, int limit) {
        int k = Long.bitCount(subset[0]);
        for (int i = 1; i < w; i++) k += Long.bitCount(subset[i]);
        clusters++;
        boolean onGoals = true;
        for (int i = 0; i < w; i++) if ((subset[i] & ~b.goals[i]) != 0) onGoals = false;
        if (onGoals) return false;
        long hash = 0;
        for (int i = 0; i < k; i++) hash ^= searchNodes.zob[members[i]];
        int root;
        if (zones != null) {   // the walk's answer from the set's labels, its count charged as walked
            zones.of(subset, hash, player);
            walk.work += zones.count;
            root = zones.topLeft;
        } else {
            walk.reach(subset, player);
            root = walk.topLeft;
        }
        // an answer at a smaller cap is kept apart: it must not stand for the full search
        long key = SubsetNodes.mix(hash ^ searchNodes.zobPlayer[root] ^ (limit == cap ? 0 : limit * 0x9e3779b97f4a7c15L)) | 1;
        if (table.knownAlive(key)) {
            aliveHits++;
            return false;
        }
        if (zones != null) zones.zone(zone);
        else {
            Arrays.fill(zone, 0);
            for (int i = 0; i < walk.count; i++) Bits.set(zone, walk.queue[i]);
        }
        searches++;
        long t0 = System.nanoTime();
        boolean dead = exhausted(hash, root, limit);
        searchNanos += System.nanoTime() - t0;
        if (!dead) {
            table.markAlive(key);
            return false;
        }
        proven++;
        table.add(subset, zone);
        return true;
    }

    /**
     * The box on {@code moved} and boxes beside the kept ones, breadth first, up to {@code most}, into {@link #subset}
     * and {@link #members}; their count.
     */
    private int cluster(long[] boxes, int moved, int most) {
        Arrays.fill(subset, 0);
        Bits.set(subset, moved);
        members[0] = moved;
        int k = 1;
        for (int head = 0; head < k && k < most; head++) {
            int s = members[head];
            for (int d = 0; d < 4 && k < most; d++) {
                int t = b.nb[s * 4 + d];
                if (t >= 0 && Bits.get(boxes, t) && !Bits.get(subset, t)) {
                    Bits.set(subset, t);
                    members[k++] = t;
                }
                if (!corners || k == most) continue;
                int c = b.corner(s, d);
                if (c >= 0 && Bits.get(boxes, c) && !Bits.get(subset, c)) {
                    Bits.set(subset, c);
                    members[k++] = c;
                }
            }
        }
        return k;
    }

    /**
     * Breadth-first over the pushes of {@link #subset} from the zone of {@code root}: true when every position was
     * seen without a solved one (and without stopping early at the cap or a dissolved cluster).
     */
    private boolean exhausted(long hash, int root, int limit) {
        searchNodes.clear();
        add(subset, hash, root);
        for (int x = 0; x < searchNodes.size(); x++) {
            searchNodes.boxes(x, cur);
            // the node's regions stand in for its walk: the keeper's region is what the walk reaches, counted as walked
            region.parent(cur, searchNodes.player(x));
            walk.work += region.rootSize();
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
                        if (b.solved(child)) return false;
                        if (!matching.feasible(child)) continue;
                        if (dissolving && apart(child)) {
                            dissolved++;
                            return false;
                        }
                        int kp;
                        if (region.of(bx, to, bx, -1)) {   // the walk's answer without the walk, counted as walked
                            walk2.work += region.count;
                            kp = region.topLeft;
                        } else {
                            walk2.reach(child, bx);
                            kp = walk2.topLeft;
                        }
                        long hc = searchNodes.hash(x) ^ searchNodes.zob[bx] ^ searchNodes.zob[to];
                        if (searchNodes.find(child, hc, kp)) continue;
                        if (searchNodes.size() >= limit) {
                            capped++;
                            return false;
                        }
                        add(child, hc, kp);
                    }
                }
            }
        }
        return true;
    }

    /** No two boxes of {@code bx} side by side or corner to corner (the guess that ends a search "not dead"). */
    private boolean apart(long[] bx) {
        for (int i = 0; i < w; i++) {
            for (long bits = bx[i]; bits != 0; bits &= bits - 1) {
                int s = (i << 6) + Long.numberOfTrailingZeros(bits);
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[s * 4 + d];
                    if (t >= 0 && Bits.get(bx, t)) return false;
                    int c = b.corner(s, d);
                    if (c >= 0 && Bits.get(bx, c)) return false;
                }
            }
        }
        return true;
    }

    /** Stores a node of the search and counts it. */
    private void add(long[] bx, long hc, int pl) {
        searchNodes.add(bx, hc, pl);
        nodes++;
    }
}

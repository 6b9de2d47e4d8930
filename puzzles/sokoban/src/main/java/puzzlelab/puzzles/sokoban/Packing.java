package puzzlelab.puzzles.sokoban;

/**
 * A goal packing order, found backwards from the solved position: with every goal filled, the boxes that can be pulled
 * off their goals (the player reaches the square beside the goal, and the square behind it is free) are the last to be
 * filled; they are removed together, and the rounds go on until no goal is left (or none can be removed, then the rest
 * count as filled first). {@link #rank} numbers the rounds the other way round: goals of rank 0 are filled first, so in
 * a goal room with one entrance the deepest goals get the smallest ranks and the entrance the largest. Other boxes
 * are ignored (a pulled box is taken away), so the order is a plan for the finders, not a proof of anything.
 *
 * <p>{@link #outOfOrder} counts boxes standing on a goal whose rank is above that of some empty goal: such a box was
 * packed too early and may block the goals behind it. The finders add it, weighted, to the matching cost.
 */
final class Packing {
    private final SokobanBoard b;
    /** Per square: the goal's fill rank (0 first), -1 off the goals. */
    final int[] rank;
    /** The number of rounds (distinct ranks). */
    final int rounds;
    /** Per square: the goal's cluster (goals joined by sides), -1 off the goals; ranks are compared within one. */
    final int[] cluster;
    private final int[] minEmpty;

    /** The order in layers (every goal that can be pulled off at once shares a rank), as the push searches use it. */
    Packing(SokobanBoard b) {
        this(b, false);
    }

    /**
     * @param sequential one goal per rank: each round removes only the goal whose box is pulled off the goals in the
     *                   fewest pulls, so goals of one layer get an order too (the finder walls off fewer pockets:
     *                   XSokoban 10 is solved at once with it)
     */
    Packing(SokobanBoard b, boolean sequential) {
        this(b, sequential, SetUp.NEVER);
    }

    /** @param up polled before each goal's pulls out and each round (goals × squares of work on a huge room) */
    Packing(SokobanBoard b, boolean sequential, SetUp up) {
        this.b = b;
        rank = new int[b.n];
        java.util.Arrays.fill(rank, -1);
        boolean[] filled = new boolean[b.n];
        for (int g : b.goalList) filled[g] = true;
        int[] layer = new int[b.n];
        int left = b.goalList.length, round = 0;
        if (sequential) {
            // one box per round: the one pulled off the goals in the fewest pulls (the nearest the way out)
            while (left > 0) {
                boolean[] reach = reach(filled);
                int bestG = -1, bestD = Integer.MAX_VALUE;
                for (int g : b.goalList) {
                    if (!filled[g]) continue;
                    up.check();
                    int d = pullsOut(g, filled, reach);
                    if (d < bestD) { bestD = d; bestG = g; }
                }
                if (bestG < 0) break;
                filled[bestG] = false;
                layer[bestG] = round++;
                left--;
            }
            left = 0;
        }
        int[] removable = new int[b.goalList.length];
        while (left > 0) {
            up.check();
            boolean[] reach = reach(filled);
            int m = 0;
            for (int g : b.goalList) {
                if (!filled[g]) continue;
                for (int d = 0; d < 4; d++) {
                    int p1 = b.nb[g * 4 + d];
                    if (p1 < 0 || filled[p1] || !reach[p1]) continue;
                    int p2 = b.nb[p1 * 4 + d];
                    if (p2 < 0 || filled[p2]) continue;
                    removable[m++] = g;
                    break;
                }
            }
            if (m == 0) break;
            for (int i = 0; i < m; i++) {
                filled[removable[i]] = false;
                layer[removable[i]] = round;
            }
            left -= m;
            round++;
        }
        for (int g : b.goalList) layer[g] = filled[g] ? round : layer[g];
        int max = 0;
        for (int g : b.goalList) max = Math.max(max, layer[g]);
        for (int g : b.goalList) rank[g] = max - layer[g];
        rounds = max + 1;
        cluster = clusters(b);
        int c = 0;
        for (int g : b.goalList) c = Math.max(c, cluster[g] + 1);
        minEmpty = new int[c];
    }

    /** An order given by its ranks (0 filled first, -1 off the goals), e.g. a {@link ParkingOrder}'s. */
    Packing(SokobanBoard b, int[] rank) {
        this.b = b;
        this.rank = rank.clone();
        int max = 0;
        for (int g : b.goalList) max = Math.max(max, rank[g]);
        rounds = max + 1;
        cluster = clusters(b);
        int c = 0;
        for (int g : b.goalList) c = Math.max(c, cluster[g] + 1);
        minEmpty = new int[c];
    }

    /**
     * The sequential order of a {@link ParkingOrder} (the keeper's reach checked, boxes parked where they must wait)
     * when its search finds one within its budget, else the sequential order of {@link #Packing(SokobanBoard, boolean)}.
     */
    static Packing planned(SokobanBoard b, SetUp up) {
        return planned(b, ParkingOrder.BUDGET, up);
    }

    /** {@link #planned(SokobanBoard, SetUp)} with the plan's search bounded by {@code budget} squares walked. */
    static Packing planned(SokobanBoard b, long budget, SetUp up) {
        return planned(b, budget, up, false);
    }

    /** {@link #planned(SokobanBoard, SetUp)}, with the way in of {@link ParkingOrder}'s searches or without. */
    static Packing planned(SokobanBoard b, SetUp up, boolean wayIn) {
        return planned(b, ParkingOrder.BUDGET, up, wayIn);
    }

    private static Packing planned(SokobanBoard b, long budget, SetUp up, boolean wayIn) {
        up.check();
        // the start boxes on goals moved by the plan's steps (round 10): XSokoban 29 and 49 change, no other level
        ParkingOrder plan = new ParkingOrder(b, budget, up, null, wayIn, true);
        up.check();
        return plan.found() ? new Packing(b, plan.rank) : new Packing(b, true, up);
    }

    /** Per square: the goal's cluster (goals joined by sides), -1 off the goals. */
    private static int[] clusters(SokobanBoard b) {
        int[] cluster = new int[b.n];
        java.util.Arrays.fill(cluster, -1);
        int c = 0;
        int[] q = new int[b.n];
        for (int g : b.goalList) {
            if (cluster[g] >= 0) continue;
            int tail = 0;
            q[tail++] = g;
            cluster[g] = c;
            for (int head = 0; head < tail; head++)
                for (int d = 0; d < 4; d++) {
                    int t = b.nb[q[head] * 4 + d];
                    if (t >= 0 && cluster[t] < 0 && Bits.get(b.goals, t)) { cluster[t] = c; q[tail++] = t; }
                }
            c++;
        }
        return cluster;
    }

    /**
     * The fewest pulls that bring the box on goal {@code g} onto a square off the goals, the other filled goals as
     * boxes and the player starting anywhere in {@code reach}; MAX_VALUE when it cannot get out.
     */
    private int pullsOut(int g, boolean[] filled, boolean[] reach) {
        // states: box square * 4 + the side the player stands on; a pull moves box and player one step that way
        int[] dist = new int[b.n * 4];
        java.util.Arrays.fill(dist, -1);
        int[] q = new int[b.n * 4];
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int p1 = b.nb[g * 4 + d];
            if (p1 >= 0 && !filled[p1] && reach[p1]) { dist[g * 4 + d] = 0; q[tail++] = g * 4 + d; }
        }
        boolean[] walls = filled.clone();
        for (int head = 0; head < tail; head++) {
            int st = q[head], s = st >>> 2;
            if (s != g && !Bits.get(b.goals, s)) return dist[st];
            walls[g] = false;
            walls[s] = true;
            boolean[] pr = walk(walls, b.nb[st]);
            walls[s] = false;
            walls[g] = true;
            for (int d = 0; d < 4; d++) {
                int p1 = b.nb[s * 4 + d];
                if (p1 < 0 || !pr[p1]) continue;
                int p2 = b.nb[p1 * 4 + d];
                if (p2 < 0 || (filled[p2] && p2 != g) || (filled[p1] && p1 != g)) continue;
                int ns = p1 * 4 + d;   // the box moves to p1, the player to p2, on the box's side d
                if (dist[ns] >= 0) continue;
                dist[ns] = dist[st] + 1;
                q[tail++] = ns;
            }
        }
        return Integer.MAX_VALUE;
    }

    /** The squares the player walks to from {@code from}, blocked by {@code walls}. */
    private boolean[] walk(boolean[] walls, int from) {
        boolean[] seen = new boolean[b.n];
        int[] q = new int[b.n];
        int tail = 0;
        seen[from] = true;
        q[tail++] = from;
        for (int head = 0; head < tail; head++)
            for (int d = 0; d < 4; d++) {
                int t = b.nb[q[head] * 4 + d];
                if (t >= 0 && !seen[t] && !walls[t]) { seen[t] = true; q[tail++] = t; }
            }
        return seen;
    }

    /** Squares the player can reach with the filled goals as boxes, from every square that is not a goal. */
    private boolean[] reach(boolean[] filled) {
        boolean[] seen = new boolean[b.n];
        int[] q = new int[b.n];
        int tail = 0;
        for (int s = 0; s < b.n; s++) if (!Bits.get(b.goals, s)) { seen[s] = true; q[tail++] = s; }
        for (int head = 0; head < tail; head++) {
            int s = q[head];
            for (int d = 0; d < 4; d++) {
                int t = b.nb[s * 4 + d];
                if (t < 0 || seen[t] || filled[t]) continue;
                seen[t] = true;
                q[tail++] = t;
            }
        }
        return seen;
    }

    /** Boxes on goals ranked above the lowest-ranked empty goal of their cluster. Not thread-safe (one per search). */
    int outOfOrder(long[] boxes) {
        if (rounds <= 1) return 0;
        java.util.Arrays.fill(minEmpty, Integer.MAX_VALUE);
        for (int w = 0; w < b.words; w++)
            for (long x = b.goals[w] & ~boxes[w]; x != 0; x &= x - 1) {
                int g = (w << 6) + Long.numberOfTrailingZeros(x);
                minEmpty[cluster[g]] = Math.min(minEmpty[cluster[g]], rank[g]);
            }
        int n = 0;
        for (int w = 0; w < b.words; w++)
            for (long x = b.goals[w] & boxes[w]; x != 0; x &= x - 1) {
                int g = (w << 6) + Long.numberOfTrailingZeros(x);
                if (rank[g] > minEmpty[cluster[g]]) n++;
            }
        return n;
    }
}

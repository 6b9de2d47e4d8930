package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import puzzlelab.puzzles.input.InputException;

/**
 * Hard-puzzle generator: simulated annealing over boards, scored by the hardest position of their cluster.
 * <pre>
 *   board = random (red car in the exit row, 2- and 3-cell vehicles, W walls)
 *   repeat: candidate = board with one or two changes (add, remove, relocate or resize a vehicle; move a wall)
 *           score = the largest distance to solved in the candidate's cluster (no solved state, or a cluster over
 *                   {@value #CLUSTER_CAP} states: rejected; hard puzzles have small clusters)
 *           accept if not worse, or with probability exp(Δ/T), and move the board to the cluster's farthest
 *           position (changes made where the board is most locked tend to lock it further); T cools;
 *           after {@value #STALL} tries without a new best start over: from a fresh board or, half the
 *           time, from the best board so far shaken by four changes (iterated local search)
 *   when score ≥ min-moves: emit that farthest position ("unsolve" it): its optimum is exact by construction
 * </pre>
 */
final class RushAnnealer {
    /** One generated puzzle: the board in its hardest position, its optimal moves and cluster size. */
    record Puzzle(RushBoard board, int moves, int cluster) {
    }

    /** Clusters larger than this are rejected (6×6; bigger boards allow proportionally more). */
    private static final int CLUSTER_CAP = 8_000;
    private static final double START_T = 2.0;
    private static final double MIN_T = 0.25;
    private static final double COOL = 0.9995;
    /** Iterations without a new best before starting over from a fresh random board. */
    private static final int STALL = 2000;
    private final int n;
    private final int walls;
    private final int clusterCap;
    private final SplittableRandom rnd;
    long evaluations;
    /** The hardest cluster seen (its farthest position's optimal moves). */
    int bestReached = -1;
    private boolean lastTooBig;

    RushAnnealer(int n, int walls, long seed) {
        this.n = n;
        this.walls = walls;
        this.rnd = new SplittableRandom(seed);
        this.clusterCap = n <= 6 ? CLUSTER_CAP : CLUSTER_CAP * 6;
    }

    /** A board under construction: vehicles as {horizontal 0/1, length, lane, position}; red car first. */
    private static final class Draft {
        final List<int[]> veh = new ArrayList<>();
        final Set<Integer> wall = new HashSet<>();

        Draft copy() {
            Draft d = new Draft();
            for (int[] v : veh) d.veh.add(v.clone());
            d.wall.addAll(wall);
            return d;
        }
    }

    /** Generates until {@code count} puzzles of at least {@code minMoves} are found or the time is up. */
    int run(int minMoves, int count, long millis, Consumer<Puzzle> out) {
        return run(minMoves, count, millis, () -> false, out);
    }

    /** The same, stopping soon after {@code cancel} turns true. */
    int run(int minMoves, int count, long millis, java.util.function.BooleanSupplier cancel, Consumer<Puzzle> out) {
        long end = System.currentTimeMillis() + millis;
        Set<String> emitted = new HashSet<>();
        int found = 0;
        Draft bestDraft = null;
        int bestScore = -1;
        while (found < count && System.currentTimeMillis() < end && !cancel.getAsBoolean()) {
            // start over from a fresh board, or (iterated local search) from the best so far, shaken
            Draft cur;
            if (bestDraft != null && rnd.nextBoolean()) {
                cur = bestDraft.copy();
                for (int k = 0; k < 4; k++) change(cur);
            } else {
                cur = randomDraft();
            }
            Cluster.Extent curScore = score(cur);
            double t = START_T;
            int stall = 0;
            int bestSeen = curScore == null ? -1 : curScore.maxDistance();
            while (System.currentTimeMillis() < end && stall < STALL && !cancel.getAsBoolean()) {
                Draft cand = curScore == null ? repair(cur) : mutate(cur);
                Cluster.Extent sc = score(cand);
                int s = sc == null ? -1 : sc.maxDistance();
                int c = curScore == null ? -1 : curScore.maxDistance();
                if (curScore == null && s < 0) {
                    cur = cand;   // still repairing
                } else if (s >= 0 && (s >= c || rnd.nextDouble() < Math.exp((s - c) / t))) {
                    cur = recentre(cand, sc);
                    curScore = sc;
                }
                t = Math.max(MIN_T, t * COOL);
                int now = curScore == null ? -1 : curScore.maxDistance();
                bestReached = Math.max(bestReached, now);
                if (now > bestScore) {
                    bestScore = now;
                    bestDraft = cur.copy();
                }
                if (now > bestSeen) {
                    bestSeen = now;
                    stall = 0;
                } else {
                    stall++;
                }
                if (now >= minMoves) {
                    RushBoard b = farthest(cur, curScore);
                    String key = FoglemanText.write(b, b.start) + "/" + UvaCsv.write(b, b.start);
                    if (emitted.add(key)) {
                        out.accept(new Puzzle(b, now, curScore.size()));
                        found++;
                    }
                    bestDraft = null;   // the next puzzle starts afresh
                    bestScore = -1;
                    break;
                }
            }
        }
        return found;
    }

    /**
     * The draft with its vehicles moved to the cluster's farthest position (same cluster, same score): changes
     * made there, where the board is most locked, tend to lock it further.
     */
    private Draft recentre(Draft d, Cluster.Extent r) {
        RushBoard b = toBoard(d);
        Packed pk = new Packed(b);
        int[] pos = new int[b.size()];
        pk.decode(r.farthest(), pos);
        Draft out = d.copy();
        for (int i = 0; i < out.veh.size(); i++) out.veh.get(i)[3] = pos[i];
        return out;
    }

    private Draft randomDraft() {
        Draft d = new Draft();
        int exit = RushBoard.exitRow(n);
        d.veh.add(new int[] {1, 2, exit, rnd.nextInt(Math.max(1, n - 3))});
        for (int i = 0; i < walls; i++) addWall(d);
        double density = n <= 7 ? 0.60 : 0.45;   // share of cells covered
        int target = (int) Math.round(n * n * (density + 0.20 * rnd.nextDouble()) / 2.3);
        for (int tries = 0; d.veh.size() < target && tries < 200; tries++) addVehicle(d);
        return d;
    }

    private boolean[] occupied(Draft d, int skip) {
        boolean[] occ = new boolean[n * n];
        for (int c : d.wall) occ[c] = true;
        for (int i = 0; i < d.veh.size(); i++) {
            if (i == skip) continue;
            int[] v = d.veh.get(i);
            for (int k = 0; k < v[1]; k++) occ[cell(v, v[3] + k)] = true;
        }
        return occ;
    }

    private int cell(int[] v, int p) {
        return v[0] == 1 ? v[2] * n + p : p * n + v[2];
    }

    private boolean fits(int[] v, boolean[] occ) {
        if (v[3] < 0 || v[3] + v[1] > n) return false;
        for (int k = 0; k < v[1]; k++) if (occ[cell(v, v[3] + k)]) return false;
        // a horizontal vehicle right of the red car in the exit row would make the board unsolvable
        return !(v[0] == 1 && v[2] == RushBoard.exitRow(n));
    }

    private int[] randomVehicle() {
        int len = rnd.nextInt(4) == 0 ? 3 : 2;
        return new int[] {rnd.nextInt(2), len, rnd.nextInt(n), rnd.nextInt(n - len + 1)};
    }

    private void addVehicle(Draft d) {
        boolean[] occ = occupied(d, -1);
        for (int tries = 0; tries < 30; tries++) {
            int[] v = randomVehicle();
            if (fits(v, occ)) {
                d.veh.add(v);
                return;
            }
        }
    }

    private void addWall(Draft d) {
        boolean[] occ = occupied(d, -1);
        int exit = RushBoard.exitRow(n);
        for (int tries = 0; tries < 50; tries++) {
            int c = rnd.nextInt(n * n);
            if (!occ[c] && c / n != exit) {
                d.wall.add(c);
                return;
            }
        }
    }

    /**
     * A step towards a valid board from an invalid one: a cluster too big to score gets another vehicle, a board
     * with no solved state loses one.
     */
    private Draft repair(Draft cur) {
        Draft d = cur.copy();
        if (lastTooBig) addVehicle(d);
        else if (d.veh.size() > 1) d.veh.remove(1 + rnd.nextInt(d.veh.size() - 1));
        return d;
    }

    private Draft mutate(Draft cur) {
        Draft d = cur.copy();
        int changes = rnd.nextInt(4) == 0 ? 2 : 1;
        for (int c = 0; c < changes; c++) change(d);
        return d;
    }

    private void change(Draft d) {
        int kind = rnd.nextInt(walls > 0 ? 5 : 4);
        int i = d.veh.size() > 1 ? 1 + rnd.nextInt(d.veh.size() - 1) : -1;
        switch (kind) {
            case 0 -> addVehicle(d);
            case 1 -> {
                if (i > 0) d.veh.remove(i);
            }
            case 2 -> {   // relocate
                if (i > 0) {
                    d.veh.remove(i);
                    addVehicle(d);
                }
            }
            case 3 -> {   // resize
                if (i > 0) {
                    int[] v = d.veh.get(i).clone();
                    v[1] = 5 - v[1];
                    if (fits(v, occupied(d, i))) d.veh.set(i, v);
                }
            }
            default -> {   // move a wall
                if (!d.wall.isEmpty()) {
                    d.wall.remove(d.wall.iterator().next());
                    addWall(d);
                }
            }
        }
    }

    private RushBoard toBoard(Draft d) {
        BoardBuilder bb = new BoardBuilder("generator").size(n, 0).red("A");
        for (int c : d.wall) bb.wall(c % n, c / n, 0);
        for (int i = 0; i < d.veh.size(); i++) {
            int[] v = d.veh.get(i);
            boolean h = v[0] == 1;
            bb.piece(i == 0 ? "A" : "v" + i, h, v[1], h ? v[3] : v[2], h ? v[2] : v[3], 0);
        }
        try {
            return bb.build();
        } catch (InputException e) {
            throw new IllegalStateException("generator built an invalid board: " + e.getMessage(), e);
        }
    }

    private Cluster.Extent score(Draft d) {
        evaluations++;
        Packed pk = new Packed(toBoard(d));
        if (pk.staticUnsolvable() != null) return null;
        long[] k = new long[pk.words];
        pk.initial(k);
        Cluster.Extent r = Cluster.explore(pk, k, clusterCap);
        lastTooBig = r == null;
        return r == null || r.maxDistance() < 0 ? null : r;
    }

    /** The draft's board in its cluster's farthest position, vehicles renamed A (red), B, C… in reading order. */
    private RushBoard farthest(Draft d, Cluster.Extent r) {
        RushBoard b = toBoard(d);
        Packed pk = new Packed(b);
        int[] pos = new int[b.size()];
        pk.decode(r.farthest(), pos);
        return relabel(b, pos);
    }

    static RushBoard relabel(RushBoard b, int[] pos) {
        int[] grid = b.grid(pos);
        List<Integer> order = new ArrayList<>();
        for (int g : grid) if (g >= 0 && !order.contains(g)) order.add(g);
        BoardBuilder bb = new BoardBuilder("generator").size(b.n, 0).red("A");
        for (int c = 0; c < grid.length; c++) if (grid[c] == -2) bb.wall(c % b.n, c / b.n, 0);
        int next = 0;
        for (int v : order) {
            String name = v == b.red ? "A" : letters(next++);
            Vehicle x = b.vehicles[v];
            bb.piece(name, x.horizontal(), x.length(), x.horizontal() ? pos[v] : x.lane(),
                    x.horizontal() ? x.lane() : pos[v], 0);
        }
        try {
            return bb.build();
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    /** B, C, …, Z, then BA, BB, … (never A alone, which is the red car). */
    static String letters(int i) {
        if (i < 25) return String.valueOf((char) ('B' + i));
        i -= 25;
        return String.valueOf((char) ('B' + i / 26)) + (char) ('A' + i % 26);
    }
}

package puzzlelab.puzzles.sokoban;

import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * Other packing plans than {@link ParkingOrder}'s own (issue 45, round 7): the same backward search that pulls boxes
 * out of the goal area and parks them where they must wait, but with its moves tried in another order, so the first
 * plan it finds differs. Festival runs several strategies, each its own packing search then FESS on that plan; ours
 * were all one greedy choice (the box that leaves in the fewest pulls first). Named plans:
 * <ul>
 * <li>{@code park}: today's plan (out moves fewest pulls first);
 * <li>{@code most}: out moves most pulls first (backwards the box with the longest way out leaves first, so
 *     forwards it is filled last: the goals near the entrance change their order most);
 * <li>{@code bicon}: out moves whose box, on its goal, does not split the keeper's free squares first (forwards:
 *     a goal whose filling leaves the keeper's area in one piece is filled before one that cuts it; Festival's
 *     "biconnectivity" strategy), then fewest pulls;
 * <li>{@code far}: out moves from the square nearest the outer squares first (forwards: the goal farthest from the
 *     entrance is filled first, by walking distance rather than by the box's pulls);
 * <li>{@code keep}: moves of a box standing on a goal where a box starts tried last (forwards: such a box stays on
 *     its goal rather than leaving the room and coming back; on XSokoban 50 today's plan moves its three, and the box
 *     moves push them onto corner goals of the diagonal room that block the way to its bottom goals);
 * <li>{@code randN}: both kinds of move shuffled by a {@link Random} of seed N (the seed is in the name).
 * </ul>
 */
final class Plans {
    private Plans() {
    }

    /** Reorders the moves found at one position of the backward search (the area: boxes left in the goal area). */
    interface MoveOrder {
        void sort(long[] area, List<ParkingOrder.Move> moves);
    }

    /** The names {@link #order} takes (randN with any seed N). */
    static final List<String> NAMES = List.of("park", "most", "bicon", "far", "keep", "rand1");

    /** The move order of a named plan; null for today's ({@code park}). */
    static MoveOrder order(SokobanBoard b, String name) {
        switch (name) {
            case "park":
                return null;
            case "most":
                return (area, moves) -> moves.sort(Comparator.comparingInt((ParkingOrder.Move m) -> -m.pulls()));
            case "bicon":
                return (area, moves) -> {
                    int[] cut = new int[b.n];
                    for (ParkingOrder.Move m : moves) cut[m.from()] = cuts(b, area, m.from()) ? 1 : 0;
                    moves.sort(Comparator.comparingInt((ParkingOrder.Move m) -> cut[m.from()]));   // stable: pulls next
                };
            case "keep":
                // a box standing on a goal at the start is pulled off it last: the plan leaves it where it is
                return (area, moves) -> moves.sort(Comparator.comparingInt(
                        (ParkingOrder.Move m) -> Bits.get(b.boxes0, m.from()) && Bits.get(b.goals, m.from()) ? 1 : 0));
            case "far": {
                int[] dist = fromOuter(b);
                return (area, moves) -> moves.sort(Comparator.comparingInt((ParkingOrder.Move m) -> dist[m.from()]));
            }
            default:
                if (name.startsWith("rand")) {
                    Random random = new Random(Long.parseLong(name.substring(4)));
                    return (area, moves) -> Collections.shuffle(moves, random);
                }
                throw new IllegalArgumentException("unknown plan " + name + " (known: " + NAMES + ")");
        }
    }

    /** The backward search with a named plan's move order; check {@link ParkingOrder#found()}. */
    static ParkingOrder plan(SokobanBoard b, String name, long budget, SetUp up) {
        return new ParkingOrder(b, budget, up, order(b, name));
    }

    /**
     * A named plan as the finders take it: its ranks, or null when its search found no plan in its budget. A name
     * {@code loose-X} is plan X as a partial order ({@link #loose}).
     */
    static Packing packing(SokobanBoard b, String name, SetUp up) {
        boolean loose = name.startsWith("loose-");
        ParkingOrder p = plan(b, loose ? name.substring(6) : name, ParkingOrder.BUDGET, up);
        if (!p.found()) return null;
        return new Packing(b, loose ? loose(b, p.rank, up) : p.rank);
    }

    /**
     * A plan as a partial order: consecutive goals of the plan that also share a layer of {@link Packing}'s layered
     * order (their boxes leave the full goal area in the same round, so filling them in either order is as good)
     * share one rank, and a box packed on any of them counts as packed in order. Goals are never reordered, only
     * merged: the ranks stay non-decreasing along the plan.
     */
    static int[] loose(SokobanBoard b, int[] rank, SetUp up) {
        int[] layer = new Packing(b, false, up).rank;
        Integer[] order = new Integer[b.goalList.length];
        for (int i = 0; i < order.length; i++) order[i] = b.goalList[i];
        Arrays.sort(order, Comparator.comparingInt((Integer g) -> rank[g]));
        int[] out = rank.clone();
        int r = -1, prevLayer = Integer.MIN_VALUE;
        for (int g : order) {
            if (layer[g] != prevLayer) r++;
            prevLayer = layer[g];
            out[g] = r;
        }
        return out;
    }

    /**
     * Whether the box on {@code s} splits the keeper's squares: the free squares (not walls, not the area's boxes) form
     * more regions with it than without it. Only its neighbours' regions can change, so a walk from each free
     * neighbour, {@code s} a wall, tells: two neighbours apart.
     */
    static boolean cuts(SokobanBoard b, long[] area, int s) {
        Walk walk = null;
        for (int d = 0; d < 4; d++) {
            int t = b.nb[s * 4 + d];
            if (t < 0 || Bits.get(area, t) && t != s) continue;
            if (walk == null) {
                long[] blocked = area.clone();   // the area's boxes and s as walls
                Bits.set(blocked, s);
                walk = new Walk(b);
                walk.from(blocked, t);
            } else if (!walk.reached(t)) return true;
        }
        return false;
    }

    /** Per square: walking steps from the nearest square off the goals that holds a box at the start (walls only). */
    static int[] fromOuter(SokobanBoard b) {
        int[] dist = new int[b.n], q = new int[b.n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        int tail = 0;
        for (int s = 0; s < b.n; s++)
            if (Bits.get(b.boxes0, s) && !Bits.get(b.goals, s)) { dist[s] = 0; q[tail++] = s; }
        for (int head = 0; head < tail; head++)
            for (int d = 0; d < 4; d++) {
                int t = b.nb[q[head] * 4 + d];
                if (t >= 0 && dist[t] == Integer.MAX_VALUE) { dist[t] = dist[q[head]] + 1; q[tail++] = t; }
            }
        return dist;
    }

    /** The plan as a picture: each goal's fill rank (0-9, then a-z, then +), '#' walls, '$' boxes off the goals. */
    static String picture(SokobanBoard b, int[] rank) {
        StringBuilder sb = new StringBuilder();
        String digits = "0123456789abcdefghijklmnopqrstuvwxyz";
        for (int r = 0; r < b.height; r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < b.width; c++) {
                int cell = r * b.width + c, s = b.square[cell];
                if (b.wall[cell]) row.append('#');
                else if (s < 0) row.append(' ');
                else if (Bits.get(b.goals, s)) row.append(rank[s] < 0 ? '?' : rank[s] < digits.length() ? digits.charAt(rank[s]) : '+');
                else if (Bits.get(b.boxes0, s)) row.append('$');
                else row.append(s == b.player0 ? '@' : ' ');
            }
            sb.append(row.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}

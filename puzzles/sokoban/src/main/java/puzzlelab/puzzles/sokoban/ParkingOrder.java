package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A packing order with parking, found backwards: from every goal filled, boxes are pulled out of the goal area one by
 * one, the keeper walking only where the boxes still in the area let it, until every box left stands where a box
 * starts. A box pulled onto an <em>outer</em> square (a zone of non-goal squares, the goals taken as walls, that holds
 * a box at the start) leaves the area for good (the sink of Shoham and Schaeffer's FESS) when its pulls, the area's
 * other boxes fixed, also reach a square where a box starts: read forwards, a box can come from there (first search;
 * when it finds no plan, a second one without that test: see {@link #fromStart()}; with the way in, there the out
 * moves whose pulls do reach a start square come first, entering where that way leaves the outer squares); a box
 * pulled off its goal onto any other non-goal square is <em>parked</em> there, stays in the way, and must itself be
 * pulled out later.
 * Read forwards, the moves are the plan: each box comes in from outside (or from its parking square) by the pushes
 * recorded, and a parked box waits on its square while the goals behind it are filled.
 * With the start boxes moved (round 10, the finders' plans), a search runs before those two in which a box that
 * starts on a goal is not taken away at the start: the plan pushes it off its goal by a step, out of the area (a
 * "leave") or along the goals to a goal it fills (a "slide", tried first), and in the end every start goal holds its
 * start box again. XSokoban 29's room has five; the plan of rounds 4-9 took them all away and filled (8,10) first, which
 * shuts row 8 for the start boxes on (8,6) and (8,8): from then on they can only slide along it.
 *
 * <pre>
 * dfs(area, keeper): if area ⊆ start boxes: found
 *   skip if (area, keeper's region) seen; for each box a in the area, pulls of a alone (others fixed, keeper walking):
 *     the nearest outer square it reaches (first search: only if its pulls reach a start square too): an "out"
 *     move; if a is on a goal, the non-goal inner squares nearer than that: "park" moves
 *   with the start boxes moved: slides of a onto a vacated start goal, leaves of the start box of a vacated start goal
 *   try slides, out moves (fewest pulls first; second search with the way in: those reaching no start square last),
 *   leaves, then park moves (fewest pulls first); recurse; undo
 * </pre>
 *
 * The first out move is today's greedy choice ({@link Packing}'s sequential order: the box that leaves in the fewest
 * pulls), so where nothing must wait the order is that one with the keeper's reach checked. The search is bounded by
 * {@code budget} squares walked; when it finds no plan, {@link #rank} is null and the finders keep {@link Packing}.
 */
final class ParkingOrder {
    /**
     * Squares walked before one search gives up (each of the two has this budget; XSokoban's plans take at most 3.1
     * million over both, on 42, and all 90 under a second).
     */
    static final long BUDGET = 30_000_000L;
    private static final int MAX_PARKS_PER_BOX = 20;   // 6 left XSokoban 88 without a plan

    /** One forward step: a box pushed from {@code from} (outer or parking square) to {@code to} (goal or parking). */
    record Step(int from, int to, int[] pushes) {
        boolean parks(SokobanBoard b) {
            return !Bits.get(b.goals, to);
        }
    }

    private final SokobanBoard b;
    /** Per square: in an outer zone (a box pulled here leaves the goal area for good). */
    final boolean[] outer;
    /** Per square: the goal's fill rank in the plan (0 first), -1 off the goals; null when no plan was found. */
    final int[] rank;
    /** The plan, forwards (empty when none); goals holding a box at the start and never emptied have no step. */
    final List<Step> steps;
    /** The keeper's square before the plan's first step (where the backward search ended). */
    final int keeperStart;
    /** The boxes in the goal area before the first step (start boxes never moved by the plan); null when none found. */
    final long[] before;
    /** Squares walked by the searches (both, when the first found no plan). */
    long work;
    private final long budget;
    private long budgetEnd;
    // an out move needs a square where a box starts among the squares its pulls reach (the area's boxes fixed): an
    // outer zone is one for the keeper, not always for a box (XSokoban 90's pocket below its left goals, 44's side
    // doors); when no such plan exists, the search is run again without it (the finders' order of before)
    private boolean fromStart = true;
    private final SetUp up;
    private final Plans.MoveOrder order;
    private final boolean wayIn;
    /**
     * In the search that runs first when set: the start boxes on goals ({@link #startGoals}) are not taken away at the
     * start (the sink) but each must be pushed off its goal by a step of the plan, to an outer square (a "leave") or
     * along the goals to one the plan fills (a "slide"); null: rounds 4-9's model.
     */
    private long[] startGoals;
    /** With {@link #startGoals}: the goals that hold their start box again, fixed for the rest of the search. */
    private long[] fixed;
    private final Set<Key> seen = new HashSet<>();
    private final List<Step> backward = new ArrayList<>();
    private final int[] queue, dist, prev, walkQueue;
    private int endKeeper = -1;
    private long[] endArea;

    ParkingOrder(SokobanBoard b) {
        this(b, BUDGET, SetUp.NEVER);
    }

    ParkingOrder(SokobanBoard b, long budget) {
        this(b, budget, SetUp.NEVER);
    }

    /** @param up polled at each position of the search (a huge room's walks take milliseconds each) */
    ParkingOrder(SokobanBoard b, long budget, SetUp up) {
        this(b, budget, up, null);
    }

    /**
     * @param order how the moves found at each position of the search are tried ({@link Plans}: other plans for the
     *              finders); null for today's order (out moves, then park moves, each fewest pulls first)
     */
    ParkingOrder(SokobanBoard b, long budget, SetUp up, Plans.MoveOrder order) {
        this(b, budget, up, order, false);
    }

    /**
     * @param wayIn in the second search, the out moves whose pulls reach a start square first, each entering where
     *              that way does ({@link #entryOnTheWay}); false: each at the nearest outer square (rounds 4-8)
     */
    ParkingOrder(SokobanBoard b, long budget, SetUp up, Plans.MoveOrder order, boolean wayIn) {
        this(b, budget, up, order, wayIn, false);
    }

    /**
     * @param wayIn every out move enters where its pulls' way to a start square last leaves the outer squares
     *              ({@link #entryOnTheWay}; in the first search too since round 10, the second search's out moves whose
     *              pulls reach a start square tried first); false: each at the nearest outer square (rounds 4-8)
     * @param startBoxesMove first a search in which the start boxes on goals are not taken away at the start but
     *                       pushed off their goals by steps of the plan ({@link #startGoals}); when it finds no plan,
     *                       the searches of rounds 4-9
     */
    ParkingOrder(SokobanBoard b, long budget, SetUp up, Plans.MoveOrder order, boolean wayIn, boolean startBoxesMove) {
        this.b = b;
        this.wayIn = wayIn;
        this.order = order;
        this.budget = budget;
        this.up = up;
        queue = new int[b.n * 4];
        dist = new int[b.n * 4];
        prev = new int[b.n * 4];
        walkQueue = new int[b.n];
        Zones zones = Zones.of(b);
        outer = zones.outer();
        boolean found = false;
        boolean startOnGoal = false;
        for (int i = 0; i < b.words; i++) startOnGoal |= (b.boxes0[i] & b.goals[i]) != 0;
        if (startBoxesMove && startOnGoal) {   // else the same search as the first below
            startGoals = new long[b.words];
            fixed = new long[b.words];
            for (int i = 0; i < b.words; i++) startGoals[i] = b.boxes0[i] & b.goals[i];
            found = search(zones);
            if (!found) startGoals = fixed = null;
        }
        if (!found) found = search(zones);
        if (!found) {
            fromStart = false;
            found = search(zones);
        }
        if (!found) {
            rank = null;
            steps = List.of();
            keeperStart = -1;
            before = null;
            return;
        }
        List<Step> fwd = new ArrayList<>(backward);
        java.util.Collections.reverse(fwd);
        steps = List.copyOf(fwd);
        keeperStart = endKeeper;
        before = endArea;
        rank = new int[b.n];
        Arrays.fill(rank, -1);
        int r = 0;
        for (int g : b.goalList) if (Bits.get(b.boxes0, g) && !vacated(g)) rank[g] = r++;
        for (Step s : steps) if (Bits.get(b.goals, s.to)) rank[s.to] = r++;
    }

    /** One search for a plan, with its own budget: whether it found one. */
    private boolean search(Zones zones) {
        seen.clear();
        backward.clear();
        budgetEnd = work + budget;
        long[] all = new long[b.words];
        for (int g : b.goalList) Bits.set(all, g);
        // the keeper ends the solution somewhere beside the goals: one root per zone, outer zones first
        try {
            for (int pass = 0; pass < 2; pass++)
                for (int root : zones.roots(pass == 0))
                    if (dfs(all, root)) return true;
        } catch (OutOfBudget e) {
            return false;   // no plan: the finders keep the greedy order
        }
        return false;
    }

    /** Whether every out move of the plan has a square where a box starts within its pulls' reach. */
    boolean fromStart() {
        return fromStart && found();
    }

    /** Whether the search found a plan within its budget. */
    boolean found() {
        return rank != null;
    }

    /** The number of steps that park a box. */
    int parks() {
        int n = 0;
        for (Step s : steps) if (s.parks(b) && !outer[s.to]) n++;
        return n;
    }

    private boolean vacated(int g) {
        for (Step s : backward) if (s.to == g) return true;
        return false;
    }

    /**
     * The zones of non-goal squares (goals taken as walls), labelled once: each zone's first square (in square order),
     * whether it holds a box at the start and whether it lies beside a goal.
     */
    private record Zones(int[] zone, List<Integer> first, List<Boolean> hasBox, List<Boolean> besideGoal) {
        static Zones of(SokobanBoard b) {
            int[] zone = new int[b.n], queue = new int[b.n];
            Arrays.fill(zone, -1);
            List<Integer> first = new ArrayList<>();
            List<Boolean> hasBox = new ArrayList<>(), besideGoal = new ArrayList<>();
            for (int s = 0; s < b.n; s++) {
                if (zone[s] >= 0 || Bits.get(b.goals, s)) continue;
                int z = first.size();
                boolean box = false, beside = false;
                int tail = 0;
                queue[tail++] = s;
                zone[s] = z;
                for (int head = 0; head < tail; head++) {
                    int q = queue[head];
                    box |= Bits.get(b.boxes0, q);
                    for (int d = 0; d < 4; d++) {
                        int t = b.nb[q * 4 + d];
                        if (t < 0) continue;
                        if (Bits.get(b.goals, t)) beside = true;
                        else if (zone[t] < 0) { zone[t] = z; queue[tail++] = t; }
                    }
                }
                first.add(s);
                hasBox.add(box);
                besideGoal.add(beside);
            }
            return new Zones(zone, first, hasBox, besideGoal);
        }

        /** Per square: in a zone holding a box at the start (an outer zone). */
        boolean[] outer() {
            boolean[] out = new boolean[zone.length];
            for (int s = 0; s < zone.length; s++) out[s] = zone[s] >= 0 && hasBox.get(zone[s]);
            return out;
        }

        /** One square per zone beside a goal (its first): outer zones or the others. */
        List<Integer> roots(boolean outerOnes) {
            List<Integer> roots = new ArrayList<>();
            for (int z = 0; z < first.size(); z++)
                if (hasBox.get(z) == outerOnes && besideGoal.get(z)) roots.add(first.get(z));
            return roots;
        }
    }

    private static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    private record Key(long[] area, int keeper) {
        @Override public boolean equals(Object o) {
            return o instanceof Key k && k.keeper == keeper && Arrays.equals(k.area, area);
        }
        @Override public int hashCode() {
            return Arrays.hashCode(area) * 31 + keeper;
        }
    }

    /** A move found for the box on {@code from}: to {@code to}, the keeper left on {@code keeper}, by {@code pulls}. */
    record Move(int from, int to, int keeper, int pulls, int[] pushes) {}

    private boolean dfs(long[] area, int keeper) {
        up.check();
        if (subsetOfStart(area)) {
            endKeeper = keeper;
            endArea = area.clone();
            return true;
        }
        boolean[] region = walk(area, keeper, -1);
        int norm = keeper;
        for (int s = 0; s < b.n; s++) if (region[s]) { norm = s; break; }
        if (!seen.add(new Key(fixed == null ? area.clone() : concat(area, fixed), norm))) return false;
        // blind: the second search's out moves whose pulls reach no start square, tried after those that do
        List<Move> outs = new ArrayList<>(), blind = new ArrayList<>(), slides = new ArrayList<>(), parks = new ArrayList<>(),
                leaves = new ArrayList<>();
        for (int a : Bits.list(area, b.n))
            if (fixed == null || !Bits.get(fixed, a)) pullsOf(a, area, region, outs, blind, slides, parks);
        if (startGoals != null)
            for (int g : Bits.list(startGoals, b.n)) if (!Bits.get(area, g)) leaveOf(g, area, region, leaves);
        outs.sort((x, y) -> Integer.compare(x.pulls, y.pulls));
        blind.sort((x, y) -> Integer.compare(x.pulls, y.pulls));
        slides.sort((x, y) -> Integer.compare(x.pulls, y.pulls));
        parks.sort((x, y) -> Integer.compare(x.pulls, y.pulls));
        if (order != null) {
            order.sort(area, outs);
            order.sort(area, blind);
            order.sort(area, parks);
        }
        // slides first: after the out moves (as the leaves) they change no XSokoban plan's ranks (the start boxes then
        // leave at the very start, which the ranks do not show); first, XSokoban 29's row of start boxes is pushed along
        for (List<Move> moves : List.of(slides, outs, blind, leaves, parks))
            for (Move m : moves) {
                long[] next = area.clone();
                Bits.clear(next, m.from);
                if (!outer[m.to]) Bits.set(next, m.to);
                // a slide or a leave puts a start box back on its goal: read forwards it is there from the start
                boolean fixes = fixed != null && Bits.get(startGoals, m.to);
                if (fixes) Bits.set(fixed, m.to);
                backward.add(new Step(m.to, m.from, m.pushes));
                if (dfs(next, m.keeper)) return true;
                backward.remove(backward.size() - 1);
                if (fixes) Bits.clear(fixed, m.to);
            }
        return false;
    }

    private static long[] concat(long[] x, long[] y) {
        long[] xy = Arrays.copyOf(x, x.length + y.length);
        System.arraycopy(y, 0, xy, x.length, y.length);
        return xy;
    }

    private boolean subsetOfStart(long[] area) {
        for (int i = 0; i < b.words; i++) if ((area[i] & ~b.boxes0[i]) != 0) return false;
        if (startGoals != null) for (int i = 0; i < b.words; i++) if ((startGoals[i] & ~area[i]) != 0) return false;
        return true;
    }

    /**
     * The pulls of the box on {@code a} alone (the area's other boxes fixed), the keeper starting in {@code region}:
     * adds its nearest outer square to {@code outs} and, if it stands on a goal, up to a few non-goal inner squares to
     * {@code parks} (each with the keeper's square after the last pull and the forward pushes).
     */
    private void pullsOf(int a, long[] area, boolean[] region, List<Move> outs, List<Move> blind, List<Move> slides,
                         List<Move> parks) {
        Arrays.fill(dist, -1);
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int k = b.nb[a * 4 + d];
            if (k >= 0 && region[k]) { dist[a * 4 + d] = 0; prev[a * 4 + d] = -1; queue[tail++] = a * 4 + d; }
        }
        boolean onGoal = Bits.get(b.goals, a);
        int parked = 0;
        boolean[] parkSeen = new boolean[b.n];
        Move out = null;   // the nearest outer square, kept once a start square is reached too (fromStart)
        for (int head = 0; head < tail; head++) {
            int st = queue[head], s = st >>> 2;
            if (s != a) {
                if (out == null && outer[s]) out = new Move(a, s, b.nb[st], dist[st], pushes(st));
                if (out != null && (!fromStart && !wayIn || Bits.get(b.boxes0, s))) {
                    // with wayIn the move keeps the way to the start square (entryOnTheWay), not the nearest outer square
                    outs.add(wayIn ? entryOnTheWay(a, st, out) : out);
                    return;
                }
                if (startGoals != null && Bits.get(startGoals, s) && !Bits.get(area, s) && !parkSeen[s]) {
                    parkSeen[s] = true;   // read forwards: the start box on s pushed along the goals to a
                    slides.add(new Move(a, s, b.nb[st], dist[st], pushes(st)));
                }
                // parks as before: only squares nearer than the outer square
                if (out == null && onGoal && !outer[s] && !Bits.get(b.goals, s) && !parkSeen[s] && parked < MAX_PARKS_PER_BOX) {
                    parkSeen[s] = true;
                    parked++;
                    parks.add(new Move(a, s, b.nb[st], dist[st], pushes(st)));
                }
            }
            boolean[] reach = walk(area, b.nb[st], s, a);
            for (int e = 0; e < 4; e++) {
                int p1 = b.nb[s * 4 + e];
                if (p1 < 0 || !reach[p1]) continue;
                int p2 = b.nb[p1 * 4 + e];
                if (p2 < 0 || p2 != a && Bits.get(area, p2)) continue;
                int ns = p1 * 4 + e;   // the box to p1, the keeper to p2, on the box's side e
                if (dist[ns] >= 0) continue;
                dist[ns] = dist[st] + 1;
                prev[ns] = st;
                queue[tail++] = ns;
            }
        }
        // the second search: no start square within the pulls' reach, the nearest outer square, tried after the others
        if (out != null && !fromStart && wayIn) blind.add(out);
    }

    /**
     * A "leave" of the start box on the vacated goal {@code g}, read forwards: pushed off it, the area's boxes fixed, to
     * the nearest outer square from which the keeper is left in {@code region} (the box then gone to the sink). Read
     * backwards, a box pulled in from outside onto {@code g}: the move has from = that outer square, to = {@code g}.
     */
    private void leaveOf(int g, long[] area, boolean[] region, List<Move> leaves) {
        Arrays.fill(dist, -1);
        int tail = 0;
        for (int d = 0; d < 4; d++) {
            int k = b.nb[g * 4 + d];
            if (k >= 0 && !Bits.get(area, k)) { dist[g * 4 + d] = 0; prev[g * 4 + d] = -1; queue[tail++] = g * 4 + d; }
        }
        for (int head = 0; head < tail; head++) {
            int st = queue[head], s = st >>> 2;   // the box on s, the keeper beside it on side st & 3
            boolean[] reach = walk(area, b.nb[st], s);
            for (int e = 0; e < 4; e++) {
                int behind = b.nb[s * 4 + (e ^ 2)], ahead = b.nb[s * 4 + e];
                if (behind < 0 || ahead < 0 || !reach[behind] || Bits.get(area, ahead)) continue;
                int ns = ahead * 4 + (e ^ 2);   // the keeper now on s
                if (dist[ns] >= 0) continue;
                dist[ns] = dist[st] + 1;
                prev[ns] = st;
                if (outer[ahead] && region[s]) {
                    // the forward pushes from g, first push first; the move's keeper: his side of g before the first
                    List<Integer> path = new ArrayList<>();
                    int x = ns;
                    for (; prev[x] >= 0; x = prev[x]) path.add(0, x);
                    int[] pushes = new int[path.size()];
                    int from = x;
                    for (int i = 0; i < pushes.length; i++) {
                        int y = path.get(i);
                        pushes[i] = (from >>> 2) * 4 + ((y & 3) ^ 2);
                        from = y;
                    }
                    leaves.add(new Move(ahead, g, b.nb[x], dist[ns], pushes));
                    return;
                }
                queue[tail++] = ns;
            }
        }
    }

    /**
     * The out move of the second search when the pulls of the box on {@code a} reach a start square (state {@code st}):
     * the box enters where that way last leaves the outer squares (read forwards: the way a box from that start square
     * comes in), not at the nearest outer square {@code nearest}, which may lie on a way no box comes by. XSokoban 85:
     * the nearest outer squares of its left room are on row 6, which no box can enter (the squares above it are pushed
     * into only from walls); its boxes come up column 3, so the goals on that column are the last to fill, not the
     * 7th and 9th (the box moves stalled at 7 of 15 with the column shut). The pulls counted are those to that square.
     */
    private Move entryOnTheWay(int a, int st, Move nearest) {
        int entry = -1;
        for (int x = st; prev[x] >= 0; x = prev[x]) if (outer[x >>> 2]) entry = x;
        return entry < 0 ? nearest : new Move(a, entry >>> 2, b.nb[entry], dist[entry], pushes(entry));
    }

    /** The forward pushes (box * 4 + dir) undoing the pulls that led to state {@code st}, first push first. */
    private int[] pushes(int st) {
        List<Integer> out = new ArrayList<>();
        for (int x = st; prev[x] >= 0; x = prev[x]) out.add((x >>> 2) * 4 + ((x & 3) ^ 2));
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private boolean[] walk(long[] area, int from, int extraWall) {
        return walk(area, from, extraWall, -1);
    }

    /** The keeper's squares from {@code from}: the area's boxes are walls except {@code lifted}, plus {@code extraWall}. */
    private boolean[] walk(long[] area, int from, int extraWall, int lifted) {
        // polled per walk, not per position: in a huge room one position's pulls are thousands of whole-room walks
        // (a 300 ms limit on a 600 x 600 room overran by 0.2-3.5 s when only dfs polled)
        up.check();
        boolean[] seenW = new boolean[b.n];
        int[] queue = walkQueue;
        int tail = 0;
        seenW[from] = true;
        queue[tail++] = from;
        for (int head = 0; head < tail; head++) {
            int q = queue[head];
            for (int d = 0; d < 4; d++) {
                int t = b.nb[q * 4 + d];
                if (t < 0 || seenW[t] || t == extraWall || t != lifted && Bits.get(area, t)) continue;
                seenW[t] = true;
                queue[tail++] = t;
            }
        }
        work += tail;
        if (work > budgetEnd) throw new OutOfBudget();
        return seenW;
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/** The packing order with parking ({@link ParkingOrder}): the plan replayed forwards is a valid packing. */
class SokobanParkingOrderTest {
    private static SokobanBoard board(String text) throws InputException {
        return ((SokobanInstance) new SokobanType().read("room", text)).board;
    }

    private static int sq(SokobanBoard b, int r, int c) {
        return b.square[r * b.width + c];
    }

    /**
     * Replays the plan forwards and fails on the first step that is not legal: a box comes from an outer square (free)
     * or from its parking square (held), every push has the keeper behind the box (walking from where the previous
     * step left it, the boxes of the goal area and the moving box as walls, a box from outside once it moves) and a
     * free square ahead, parking squares are live non-goal squares, and in the end every goal holds a box.
     */
    static void assertValid(SokobanBoard b, ParkingOrder plan, String what) {
        assertThat(plan.found()).as(what).isTrue();
        assertValid(b, plan, plan.steps, what);
    }

    /** {@link #assertValid(SokobanBoard, ParkingOrder, String)} for these steps in place of the plan's. */
    static void assertValid(SokobanBoard b, ParkingOrder plan, List<ParkingOrder.Step> steps, String what) {
        long[] area = plan.before.clone();
        int keeper = plan.keeperStart;
        int i = 0;
        for (ParkingOrder.Step s : steps) {
            String at = what + ", step " + i++;
            if (plan.outer[s.from()]) assertThat(Bits.get(area, s.from())).as(at + ": comes from a free outer square").isFalse();
            else {
                assertThat(Bits.get(area, s.from())).as(at + ": comes from its parking square").isTrue();
                Bits.clear(area, s.from());
            }
            int box = s.from();
            for (int p : s.pushes()) {
                assertThat(p >>> 2).as(at + ": pushes the moving box").isEqualTo(box);
                int behind = b.nb[box * 4 + ((p & 3) ^ 2)], ahead = b.nb[box * 4 + (p & 3)];
                assertThat(behind).as(at + ": floor behind").isGreaterThanOrEqualTo(0);
                assertThat(ahead).as(at + ": floor ahead").isGreaterThanOrEqualTo(0);
                assertThat(Bits.get(area, ahead)).as(at + ": free ahead").isFalse();
                // a box from outside arrives from the sink (FESS's assumption): the keeper's walk to its first push
                // is checked without it; a parked box stands in the way all along
                boolean present = !(plan.outer[s.from()] && box == s.from());
                if (present) Bits.set(area, box);
                assertThat(walk(b, area, keeper)[behind]).as(at + ": the keeper reaches the push").isTrue();
                Bits.clear(area, box);
                keeper = box;
                box = ahead;
            }
            assertThat(box).as(at + ": ends on its square").isEqualTo(s.to());
            if (plan.outer[s.to()]) continue;   // a start box pushed off its goal, out of the goal area for good
            if (s.parks(b)) assertThat(b.dead[s.to()]).as(at + ": parking square live").isFalse();
            if (plan.fromStart() && plan.outer[s.from()])
                assertThat(pushedFromAStart(b, area, s.to())).as(at + ": a box from a start square reaches its goal").isTrue();
            assertThat(Bits.get(area, s.to())).as(at + ": target free").isFalse();
            Bits.set(area, s.to());
        }
        for (int s = 0; s < b.n; s++) assertThat(Bits.get(area, s)).as(what + ": square %d filled iff a goal", s).isEqualTo(Bits.get(b.goals, s));
        // ranks: a permutation of 0..goals-1, the goals in the order the steps fill them
        List<Integer> ranks = new ArrayList<>();
        for (int g : b.goalList) ranks.add(plan.rank[g]);
        assertThat(ranks).as(what).containsExactlyInAnyOrderElementsOf(java.util.stream.IntStream.range(0, b.goalList.length).boxed().toList());
        int last = -1;
        for (ParkingOrder.Step s : steps)
            if (!s.parks(b)) {
                assertThat(plan.rank[s.to()]).as(what).isGreaterThan(last);
                last = plan.rank[s.to()];
            }
    }

    /**
     * Whether a box standing where a box starts (not in {@code area}) can be pushed to {@code target}, the area's boxes
     * fixed, the keeper first on any free square beside it: a forward search over (box square, keeper's side).
     */
    static boolean pushedFromAStart(SokobanBoard b, long[] area, int target) {
        boolean[] seen = new boolean[b.n * 4];
        int[] q = new int[b.n * 4];
        int tail = 0;
        for (int s = 0; s < b.n; s++) {
            if (!Bits.get(b.boxes0, s) || Bits.get(area, s)) continue;
            for (int d = 0; d < 4; d++) {
                int k = b.nb[s * 4 + d];
                if (k >= 0 && !Bits.get(area, k) && !seen[s * 4 + d]) { seen[s * 4 + d] = true; q[tail++] = s * 4 + d; }
            }
        }
        for (int head = 0; head < tail; head++) {
            int box = q[head] >>> 2;
            if (box == target) return true;
            long[] walls = area.clone();
            Bits.set(walls, box);
            boolean[] reach = walk(b, walls, b.nb[q[head]]);
            for (int e = 0; e < 4; e++) {
                int behind = b.nb[box * 4 + (e ^ 2)], ahead = b.nb[box * 4 + e];
                if (behind < 0 || ahead < 0 || !reach[behind] || Bits.get(area, ahead)) continue;
                int next = ahead * 4 + (e ^ 2);   // the keeper now on the box's side it pushed from
                if (!seen[next]) { seen[next] = true; q[tail++] = next; }
            }
        }
        return false;
    }

    private static boolean[] walk(SokobanBoard b, long[] walls, int from) {
        boolean[] seen = new boolean[b.n];
        int[] q = new int[b.n];
        int tail = 0;
        seen[from] = true;
        q[tail++] = from;
        for (int head = 0; head < tail; head++)
            for (int d = 0; d < 4; d++) {
                int t = b.nb[q[head] * 4 + d];
                if (t >= 0 && !seen[t] && !Bits.get(walls, t)) { seen[t] = true; q[tail++] = t; }
            }
        return seen;
    }

    @Test
    void everyXSokobanPlanReplaysAsAValidPacking() throws InputException {
        int found = 0, parked = 0;
        List<Integer> fromStart = new ArrayList<>();
        for (int level = 1; level <= 90; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            ParkingOrder plan = new ParkingOrder(b);
            if (!plan.found()) continue;
            found++;
            if (plan.fromStart()) fromStart.add(level);
            parked += plan.parks();
            assertValid(b, plan, "xsokoban-" + level);
        }
        // measured: every level has a plan; 39 parks two boxes, 88 three (in the pocket below its goal room); on 80 each
        // box comes from a start square (checked in assertValid), the other 10 have the search's first, laxer plan
        assertThat(found).isEqualTo(90);
        assertThat(fromStart).containsExactlyElementsOf(java.util.stream.IntStream.rangeClosed(1, 90)
                .filter(l -> !java.util.Set.of(15, 18, 35, 42, 44, 46, 47, 85, 86, 87).contains(l)).boxed().toList());
        assertThat(parked).isEqualTo(5);
    }

    /**
     * XSokoban 90: the pocket left of goals (13,5) and (13,6) is floor the keeper reaches from above, but a box pushed
     * down into it can be pushed on to those goals only by a keeper coming round along row 14, so both are filled
     * before any goal of row 14. Counting the pocket as outer (a box there "comes from outside") gave the opposite
     * order, which the box moves followed to 24 of 25 boxes and no further.
     */
    @Test
    void level90FillsThePocketGoalsBeforeTheRowBelow() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-90")).board;
        ParkingOrder plan = new ParkingOrder(b);
        assertValid(b, plan, "xsokoban-90");
        assertThat(plan.fromStart()).isTrue();
        int pocket = Math.max(plan.rank[sq(b, 13, 5)], plan.rank[sq(b, 13, 6)]);
        for (int c = 2; c <= 7; c++) assertThat(plan.rank[sq(b, 14, c)]).as("goal (14,%d)", c).isGreaterThan(pocket);
        assertThat(plan.outer[sq(b, 13, 3)]).as("the pocket is outer for the keeper").isTrue();
        assertThat(pushedFromAStart(b, new long[b.words], sq(b, 13, 5))).isTrue();
    }

    /**
     * XSokoban 85 (a plan of the second search: with every box from a start square there is none): its left room's
     * nearest outer squares are on row 6, a way no box comes by ((4,7) and (4,8) above it are pushed down only from
     * walls, (8,8) below is a dead end), and its boxes come up column 3 from (9,3) and along row 12 from (12,5). The
     * out moves whose pulls reach a start square come first and enter where that way does, so column 3's goals are
     * filled after the room above them. The nearest-square plan of rounds 4-8 ranked (10,3) 6th and (11,3) 8th, before
     * (6,3) (7th), which a box reaches only up column 3: the box moves stalled at 7 of 15 packed with (10,3) and (11,3)
     * filled. The ranks below are the order in which sokoban-find's own solution (10 min, 415 pushes) fills the goals
     * for good, but for the two top-left goals (4,2) and (4,3), a corner of their own.
     */
    @Test
    void level85FillsColumnThreeAfterTheRoomAboveIt() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-85")).board;
        ParkingOrder plan = new ParkingOrder(b, ParkingOrder.BUDGET, SetUp.NEVER, null, true);
        assertValid(b, plan, "xsokoban-85");
        assertThat(plan.fromStart()).isFalse();
        int[][] order = {{5, 2}, {7, 5}, {7, 4}, {6, 2}, {6, 4}, {6, 5}, {6, 3}, {7, 3}, {8, 3}, {10, 3}, {11, 3}, {12, 3},
                {4, 2}, {12, 4}, {4, 3}};
        for (int r = 0; r < order.length; r++)
            assertThat(plan.rank[sq(b, order[r][0], order[r][1])]).as("goal (%d,%d)", order[r][0], order[r][1]).isEqualTo(r);
        // the boxes of column 3 and of (6,2), (6,3) come in at (9,3) or (12,5), none at (6,6); those for (6,4) and (6,5)
        // reach no start square with the room's boxes in place (the search's blind moves) and keep the nearest square
        for (ParkingOrder.Step s : plan.steps) {
            int c = b.col(s.to()), r = b.row(s.to());
            if (c == 3 && r >= 6 || r == 6 && c == 2 || r >= 10)
                assertThat(s.from()).as("the way into (%d,%d)", r, c).isIn(sq(b, 9, 3), sq(b, 12, 5), sq(b, 13, 3));
            if (r == 6 && c >= 4) assertThat(s.from()).isEqualTo(sq(b, 6, 6));
        }
    }

    /**
     * The finders' plans of round 10 ({@link Packing#planned}): the start boxes on goals moved by the plan's steps, and
     * for the opener's box moves the way in in both searches. Every XSokoban and Microban plan still replays (the
     * leaves and the slides checked push by push); on XSokoban the ranks change on two levels for the plain box moves
     * and the single pushes, 29 and 49 (the other plans leave their start boxes on goals where they stand, or take them
     * away at the very start, which the ranks do not show); the opener's differs from theirs on 39 levels.
     */
    @Test
    void theFindersPlansReplay() throws InputException {
        List<Integer> changed = new ArrayList<>(), openOwn = new ArrayList<>();
        for (int level = 1; level <= 90; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            ParkingOrder plan = new ParkingOrder(b, ParkingOrder.BUDGET, SetUp.NEVER, null, false, true),
                    open = new ParkingOrder(b, ParkingOrder.BUDGET, SetUp.NEVER, null, true, true);
            assertValid(b, plan, "xsokoban-" + level);
            assertValid(b, open, "xsokoban-" + level + " (opener)");
            if (!java.util.Arrays.equals(plan.rank, new ParkingOrder(b).rank)) changed.add(level);
            if (!java.util.Arrays.equals(open.rank, plan.rank)) openOwn.add(level);
        }
        assertThat(changed).containsExactly(29, 49);
        // the opener's own plan: the first search's 29 levels whose ranks the way in changes (round 9's plan was the
        // others' there: docs/sokoban/round10-sokplan10-plans.txt) and the second search's ten (its way in since round 9)
        assertThat(openOwn).containsExactly(2, 3, 5, 6, 8, 14, 15, 17, 18, 31, 33, 35, 36, 38, 40, 42, 44, 46, 47, 48, 51, 52,
                56, 57, 58, 59, 60, 61, 63, 64, 66, 71, 73, 81, 83, 85, 86, 87, 90);
        for (int level = 1; level <= 155; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:microban-" + level)).board;
            for (boolean wayIn : new boolean[] {false, true}) {
                ParkingOrder plan = new ParkingOrder(b, ParkingOrder.BUDGET, SetUp.NEVER, null, wayIn, true);
                if (plan.found()) assertValid(b, plan, "microban-" + level + (wayIn ? " (opener)" : ""));
            }
        }
    }

    /**
     * XSokoban 29, with the start boxes on goals moved by the plan: five boxes start on goals of the room, and the plan
     * of rounds 4-9 took them all away at the start (the sink) and filled (8,10) first, which shuts row 8: (8,6) and
     * (8,8) then move only along it, never out (the box moves stalled at 4-7 of 16). Here a start box leaves its goal
     * only by a step of the plan: those of row 8 are pushed right along it, as sokoban-find's own solution does, and
     * (7,8)'s goes out by the door (6,6) and (7,7) is filled from it; (8,11)'s stays.
     */
    @Test
    void level29PushesItsRowEightStartBoxesAlongTheRow() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-29")).board;
        ParkingOrder plan = new ParkingOrder(b, ParkingOrder.BUDGET, SetUp.NEVER, null, false, true);
        assertValid(b, plan, "xsokoban-29");
        assertThat(plan.fromStart()).isTrue();
        List<String> starts = new ArrayList<>();
        for (ParkingOrder.Step s : plan.steps)
            if (Bits.get(b.boxes0, s.from()) && Bits.get(b.goals, s.from()))
                starts.add("(" + b.row(s.from()) + "," + b.col(s.from()) + ")->(" + b.row(s.to()) + "," + b.col(s.to()) + ")");
        assertThat(starts).containsExactly("(8,8)->(8,10)", "(8,13)->(8,12)", "(7,8)->(7,7)", "(8,6)->(8,9)");
        assertThat(plan.rank[sq(b, 8, 11)]).isZero();   // never moved
        for (int c = 6; c <= 12; c++) assertThat(plan.rank[sq(b, 8, c)]).as("(8,%d) before (8,13)", c).isLessThan(plan.rank[sq(b, 8, 13)]);
        // the plan of rounds 4-9 (no start box moved by a step): (8,10) first, every start box taken away at the start
        ParkingOrder old = new ParkingOrder(b, ParkingOrder.BUDGET, SetUp.NEVER, null, false, false);
        assertThat(old.rank[sq(b, 8, 10)]).isZero();
        for (ParkingOrder.Step s : old.steps) assertThat(Bits.get(b.boxes0, s.from())).isFalse();
    }

    /** XSokoban 88: three boxes wait in the pocket below the goal room (with six parking squares a box, no plan). */
    @Test
    void level88ParksThreeBoxesInThePocket() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-88")).board;
        ParkingOrder plan = new ParkingOrder(b);
        assertValid(b, plan, "xsokoban-88");
        long[] parks = new long[b.words];
        for (ParkingOrder.Step s : plan.steps) if (s.parks(b)) Bits.set(parks, s.to());
        assertThat(Bits.list(parks, b.n)).containsExactlyInAnyOrder(sq(b, 13, 3), sq(b, 11, 3), sq(b, 9, 3));
        for (int p : Bits.list(parks, b.n)) assertThat(plan.outer[p]).isFalse();
    }

    /**
     * Microban 29, a small goal room: the room above goal (4,8) is reached only over that goal, so the box that fills
     * it must be pushed down from there: it comes in first, waits in the room, and is packed last, after goal (6,8).
     * It waits on (2,7), not on (3,8) beside the doorway (the plan before boxes had to come from a start square): the
     * box for (6,8) too is pushed up into the room and down again (the keeper can stand above (5,8) only from the
     * room), and a box on (3,8) would shut it out.
     */
    @Test
    void microban29ParksTheBoxThatFillsTheDoorwayGoalFromAbove() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:microban-29")).board;
        ParkingOrder plan = new ParkingOrder(b);
        assertValid(b, plan, "microban-29");
        assertThat(plan.steps).hasSize(3);
        assertThat(plan.fromStart()).isTrue();
        assertThat(plan.steps.get(0).to()).isEqualTo(sq(b, 2, 7));
        assertThat(plan.outer[sq(b, 2, 7)]).isFalse();
        assertThat(plan.steps.get(1).to()).isEqualTo(sq(b, 6, 8));
        assertThat(plan.steps.get(2).from()).isEqualTo(sq(b, 2, 7));
        assertThat(plan.steps.get(2).to()).isEqualTo(sq(b, 4, 8));
        assertThat(plan.rank[sq(b, 6, 8)]).isEqualTo(0);
        assertThat(plan.rank[sq(b, 4, 8)]).isEqualTo(1);
    }

    /**
     * The checker refuses Microban 29's plan with its first two steps swapped (with goal (6,8) filled first the keeper
     * cannot get behind the box bound for the parking square) and without the parking step.
     */
    @Test
    void theCheckerRefusesAnOrderThatCannotBePlayed() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:microban-29")).board;
        ParkingOrder plan = new ParkingOrder(b);
        List<ParkingOrder.Step> swapped = new ArrayList<>(plan.steps);
        java.util.Collections.swap(swapped, 0, 1);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> assertValid(b, plan, swapped, "swapped"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("swapped, step 1: the keeper reaches the push");
        List<ParkingOrder.Step> noPark = List.of(plan.steps.get(1), plan.steps.get(2));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> assertValid(b, plan, noPark, "no parking"))
                .isInstanceOf(AssertionError.class).hasMessageContaining("comes from its parking square");
    }

    /**
     * Microban: a plan on 151 of the 155 levels (99, 133, 138 and 139 keep the old order), each a valid packing; 11
     * park a box (8 when a box could come from any outer square).
     */
    @Test
    void everyMicrobanPlanReplaysAsAValidPacking() throws InputException {
        java.util.List<Integer> none = new ArrayList<>();
        int parked = 0;
        for (int level = 1; level <= 155; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:microban-" + level)).board;
            ParkingOrder plan = new ParkingOrder(b);
            if (!plan.found()) { none.add(level); continue; }
            if (plan.parks() > 0) parked++;
            assertValid(b, plan, "microban-" + level);
        }
        assertThat(none).containsExactly(99, 133, 138, 139);
        assertThat(parked).isEqualTo(11);
    }

    /** A dead-end corridor of goals with floor between them: deepest first, nothing parked, the walk between checked. */
    @Test
    void aCorridorRoomIsFilledDeepestFirst() throws InputException {
        SokobanBoard b = board(String.join("\n",
                "##########",
                "#. . .   #",
                "####  $  #",
                "#### $$@ #",
                "##########"));
        ParkingOrder plan = new ParkingOrder(b);
        assertValid(b, plan, "corridor");
        assertThat(plan.parks()).isZero();
        assertThat(plan.rank[sq(b, 1, 1)]).isEqualTo(0);
        assertThat(plan.rank[sq(b, 1, 3)]).isEqualTo(1);
        assertThat(plan.rank[sq(b, 1, 5)]).isEqualTo(2);
        assertThat(plan.outer[sq(b, 1, 2)]).as("between two goals: inner").isFalse();
        assertThat(plan.outer[sq(b, 1, 6)]).isTrue();
    }

    /** No plan within a budget too small for the first walk: the finders fall back on {@link Packing}'s order. */
    @Test
    void noPlanWithinTheBudgetFallsBack() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-9")).board;
        assertThat(new ParkingOrder(b, 1).found()).isFalse();
        Packing seq = new Packing(b, true), fallback = Packing.planned(b, 1, SetUp.NEVER),
                planned = Packing.planned(b, SetUp.NEVER);
        ParkingOrder plan = new ParkingOrder(b);
        int differ = 0;
        for (int g : b.goalList) {
            assertThat(fallback.rank[g]).isEqualTo(seq.rank[g]);
            assertThat(planned.rank[g]).isEqualTo(plan.rank[g]);
            if (plan.rank[g] != seq.rank[g]) differ++;
        }
        assertThat(differ).as("level 9's plan is not the greedy order").isPositive();
    }
}

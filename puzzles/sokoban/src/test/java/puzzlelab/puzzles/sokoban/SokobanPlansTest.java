package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Budget;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/** Other plans ({@link Plans}): each is a valid packing, replayed forwards, and the finders can follow it. */
class SokobanPlansTest {
    private static SokobanBoard xsokoban(int level) throws InputException {
        return ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
    }

    /** Every named plan on every XSokoban level: found, a valid packing (the same checker as today's plan's). */
    @Test
    void everyPlanOnEveryXSokobanLevelReplaysAsAValidPacking() throws InputException {
        for (String name : List.of("most", "bicon", "far", "keep", "rand1", "rand2")) {
            int found = 0, differs = 0;
            for (int level = 1; level <= 90; level++) {
                SokobanBoard b = xsokoban(level);
                ParkingOrder plan = Plans.plan(b, name, ParkingOrder.BUDGET, SetUp.NEVER);
                if (!plan.found()) continue;
                found++;
                SokobanParkingOrderTest.assertValid(b, plan, name + " xsokoban-" + level);
                if (!Arrays.equals(plan.rank, new ParkingOrder(b).rank)) differs++;
            }
            assertThat(found).as(name).isEqualTo(90);
            assertThat(differs).as(name + ": plans unlike today's").isPositive();
        }
    }

    /** On random small levels a plan, when its search finds one, replays as a valid packing. */
    @Property(tries = 60)
    void everyPlanOnARandomLevelIsValid(@ForAll long seed, @ForAll @IntRange(min = 1, max = 5) int boxes) {
        SokobanBoard b = SokobanPropertyTest.randomLevel(seed, boxes).board;
        for (String name : List.of("most", "bicon", "far", "rand" + (seed & 0xffff))) {
            ParkingOrder plan = Plans.plan(b, name, ParkingOrder.BUDGET, SetUp.NEVER);
            if (plan.found()) SokobanParkingOrderTest.assertValid(b, plan, name + " seed " + seed);
        }
    }

    /**
     * The partial order only merges: along the plan's order the loose ranks never go down and step by at most one,
     * goals sharing a loose rank share a layer of the layered order, and on XSokoban 74 (solved by the box moves
     * alone on {@code loose-bicon}, docs/sokoban.md round 7) layers merge several goals.
     */
    @Test
    void theLooseOrderMergesConsecutiveGoalsOfOneLayer() throws InputException {
        for (int level : new int[] {1, 29, 50, 74}) {
            SokobanBoard b = xsokoban(level);
            int[] rank = Plans.plan(b, "bicon", ParkingOrder.BUDGET, SetUp.NEVER).rank;
            int[] loose = Plans.loose(b, rank, SetUp.NEVER), layer = new Packing(b).rank;
            Integer[] order = new Integer[b.goalList.length];
            for (int i = 0; i < order.length; i++) order[i] = b.goalList[i];
            Arrays.sort(order, (x, y) -> Integer.compare(rank[x], rank[y]));
            assertThat(loose[order[0]]).isZero();
            for (int i = 1; i < order.length; i++) {
                int step = loose[order[i]] - loose[order[i - 1]];
                assertThat(step).as("level %d goal %d", level, i).isBetween(0, 1);
                if (step == 0) assertThat(layer[order[i]]).isEqualTo(layer[order[i - 1]]);
            }
            if (level == 74) assertThat(new Packing(b, loose).rounds).isLessThan(b.goalList.length);
        }
        SokobanBoard b = xsokoban(74);
        assertThat(Plans.packing(b, "loose-bicon", SetUp.NEVER).rank)
                .isEqualTo(Plans.loose(b, Plans.plan(b, "bicon", ParkingOrder.BUDGET, SetUp.NEVER).rank, SetUp.NEVER));
    }

    /** The same seed gives the same plan; today's is the default search itself. */
    @Test
    void aSeedGivesOnePlanAndParkIsTodays() throws InputException {
        SokobanBoard b = xsokoban(50);
        assertThat(Plans.plan(b, "rand7", ParkingOrder.BUDGET, SetUp.NEVER).rank)
                .isEqualTo(Plans.plan(b, "rand7", ParkingOrder.BUDGET, SetUp.NEVER).rank);
        assertThat(Plans.plan(b, "park", ParkingOrder.BUDGET, SetUp.NEVER).rank).isEqualTo(new ParkingOrder(b).rank);
        assertThatThrownBy(() -> Plans.order(b, "nope")).hasMessageContaining("unknown plan nope");
    }

    /** A goal whose box splits the keeper's free squares: the middle of a one-wide corridor, not its dead end. */
    @Test
    void aBoxInACorridorCutsTheFreeSquares() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().read("room", String.join("\n",
                "#######",
                "#.  $@#",
                "#######"))).board;
        long[] none = new long[b.words];
        assertThat(Plans.cuts(b, none, b.square[1 * b.width + 3])).isTrue();
        assertThat(Plans.cuts(b, none, b.square[1 * b.width + 1])).isFalse();
    }

    /** The box moves follow another plan to a solution that replays (XSokoban 1, each plan). */
    @Test
    void theBoxMovesSolveXSokoban1OnEachPlan() throws InputException {
        SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:xsokoban-1");
        List<String> differ = new ArrayList<>();
        for (String name : List.of("most", "bicon", "far", "rand1")) {
            Packing plan = Plans.packing(inst.board, name, SetUp.NEVER);
            assertThat(plan).as(name).isNotNull();
            if (!Arrays.equals(plan.rank, Packing.planned(inst.board, SetUp.NEVER).rank)) differ.add(name);
            Fess f = new Fess(inst.board, name, true, true, SetUp.NEVER, plan);
            Status s = Status.RUNNING;
            while (s == Status.RUNNING && f.work() < 200_000_000L) s = f.step(Budget.FIXED);
            assertThat(s).as(name).isEqualTo(Status.SOLVED);
            assertThat(Replay.solves(inst.problem("pushes"), f.best().moves())).as(name).isTrue();
        }
        assertThat(differ).as("plans unlike today's on level 1").isNotEmpty();
    }
}

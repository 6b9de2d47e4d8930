package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

/**
 * Corral deadlocks: hand-made corrals the dead squares, freeze test and matching do not see; corrals that look
 * closed but open; and random small levels against the plain oracle (a "dead" answer is never a solvable position).
 */
class CorralDeadlocksTest {
    // a fence across the room; behind it a row with no goal, every square of it dead: the fence can only go in
    private static final String FENCE = """
            #######
            #...@ #
            #     #
            ##$$$##
            #     #
            #######
            """;
    // the same fence with a fourth box above it, which the reduced position drops
    private static final String FENCE_AND_BOX = """
            ########
            #... @ #
            #  $  .#
            ##$$$###
            #     #
            #######
            """;
    // the corral (1,5) (2,5) (1,6) and the goal (3,6) walled in below the box (2,6): that goal is filled only by pushing
    // (2,6) down from (1,6), and every way the player has in fills (1,5) or (1,6) with a box first
    private static final String THREE = """
            ########
            #. @$ .#
            #   $ $#
            #    #.#
            ########
            """;

    // a box in the doorway of a corridor one square high: pushed in, it blocks the doorway for good
    private static final String DOOR = """
            ########
            #  @   #
            ###$####
            #.     #
            ########
            """;

    private static SokobanBoard board(String xsb) throws InputException {
        return ((SokobanInstance) new SokobanType().read("corral", xsb)).board;
    }

    /** Dead squares, a frozen set or no matching: the tests the corral test comes after. */
    static boolean simplyDead(SokobanBoard b, long[] boxes) {
        int[] list = Bits.list(boxes, b.n);
        Deadlocks freeze = new Deadlocks(b);
        for (int s : list) if (b.dead[s] || freeze.frozen(boxes, s)) return true;
        return new Matching(b).bound(boxes) >= Matching.DEAD;
    }

    private static boolean unsolvable(SokobanBoard b, long[] boxes, int player) {
        return LexDijkstra.solve(b.with(boxes, player), true) == null;
    }

    @ParameterizedTest
    @ValueSource(strings = {FENCE, FENCE_AND_BOX, THREE, DOOR})
    void findsCorralDeadlocksTheOtherTestsMiss(String xsb) throws InputException {
        SokobanBoard b = board(xsb);
        assertThat(simplyDead(b, b.boxes0)).isFalse();
        assertThat(unsolvable(b, b.boxes0, b.player0)).isTrue();
        for (boolean whole : new boolean[] {false, true}) {
            CorralDeadlocks cd = new CorralDeadlocks(b, CorralDeadlocks.DEFAULT_NODES, whole);
            assertThat(cd.dead(b.boxes0, b.player0)).isTrue();
            assertThat(cd.dead(b.boxes0, b.player0)).as("again, from the pattern").isTrue();
            assertThat(cd.searches).isEqualTo(1);
            assertThat(cd.patternHits).isEqualTo(1);
        }
    }

    @Test
    void aProvenPatternCondemnsAPositionHoldingIt() throws InputException {
        SokobanBoard b = board(FENCE_AND_BOX);
        CorralDeadlocks cd = new CorralDeadlocks(b);
        long[] fence = b.boxes0.clone();
        Bits.clear(fence, b.square[2 * b.width + 3]);   // the box above the fence
        assertThat(cd.dead(fence, b.player0)).isTrue();
        assertThat(cd.dead(b.boxes0, b.player0)).isTrue();
        assertThat(cd.searches).isEqualTo(1);
        assertThat(cd.patternHits).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            // the fence pushed up onto the goals above it
            "#######\n#. . .#\n#     #\n##$$$##\n#  @  #\n#######",
            // a box in the doorway, its goal behind it: pushed in, solved
            "#######\n#  @  #\n###$###\n#  .  #\n#######",
            // pushed in twice, the player follows and brings it along the far wall to the goal
            "########\n#  @   #\n###$####\n#      #\n#    . #\n########",
            // every box of the fence on a goal: nothing to prove
            "#######\n#  @  #\n##***##\n#     #\n#######",
            // no corral at all
            "######\n#@ $.#\n######"})
    void leavesSolvableCorralsAlone(String xsb) throws InputException {
        SokobanBoard b = board(xsb);
        assertThat(unsolvable(b, b.boxes0, b.player0)).isFalse();
        for (boolean whole : new boolean[] {false, true})
            assertThat(new CorralDeadlocks(b, CorralDeadlocks.DEFAULT_NODES, whole).dead(b.boxes0, b.player0)).isFalse();
    }

    @Test
    void theStrictContinuationProvesXSokoban52sStallWhichTheCheapOpeningLetsPass() throws Exception {
        String xsb = java.nio.file.Files.readString(java.nio.file.Path.of(
                CorralDeadlocksTest.class.getResource("/sokoban/xsokoban52-stall.xsb").toURI()));
        SokobanBoard b = board(xsb);
        assertThat(b.boxCount()).isEqualTo(18);
        assertThat(simplyDead(b, b.boxes0)).isFalse();
        assertThat(unsolvable(b, b.boxes0, b.player0)).isTrue();
        CorralDeadlocks cheap = new CorralDeadlocks(b);
        assertThat(cheap.dead(b.boxes0, b.player0)).isFalse();
        CorralDeadlocks strict = new CorralDeadlocks(b).strict(64);
        assertThat(strict.dead(b.boxes0, b.player0, false)).as("strict not asked for here").isFalse();
        assertThat(strict.strictSearches).isZero();
        assertThat(strict.dead(b.boxes0, b.player0, true)).isTrue();
        // the cheap answer "opened" was cached; the strict call went on past it and proved the corral in a few nodes
        assertThat(strict.strictSearches).isEqualTo(1);
        assertThat(strict.strictDead).isEqualTo(1);
        assertThat(strict.strictNodes).isLessThan(8);
        // proven once, the pattern answers again, strict or not
        assertThat(strict.dead(b.boxes0, b.player0, false)).isTrue();
        assertThat(strict.patternHits).isEqualTo(1);
        assertThat(strict.searches).isEqualTo(2);
    }

    @Test
    void theStrictContinuationStopsAtItsCap() throws Exception {
        // XSokoban 52's corral takes 3 nodes in all; with a cap of 2 the continuation stops and answers "not dead"
        SokobanBoard b = board(java.nio.file.Files.readString(java.nio.file.Path.of(
                CorralDeadlocksTest.class.getResource("/sokoban/xsokoban52-stall.xsb").toURI())));
        CorralDeadlocks small = new CorralDeadlocks(b).strict(2);
        assertThat(small.dead(b.boxes0, b.player0)).isFalse();
        assertThat(small.strictSearches).isEqualTo(1);
        assertThat(small.strictCapped).isEqualTo(1);
        // cached as "not dead for good" (a cap stops a strict search too): no second search
        assertThat(small.dead(b.boxes0, b.player0)).isFalse();
        assertThat(small.aliveHits).isEqualTo(1);
        assertThat(small.searches).isEqualTo(1);
    }

    @Test
    void aSearchThatReachesItsCapAnswersNotDead() throws InputException {
        // the THREE corral needs a few nodes to exhaust; with one node the search stops at once
        SokobanBoard b = board(THREE);
        CorralDeadlocks cd = new CorralDeadlocks(b, 1, true);
        assertThat(cd.dead(b.boxes0, b.player0)).isFalse();
        assertThat(cd.capped).isEqualTo(1);
    }

    // ---- real levels: every one is solvable, so is every position on a solution ----

    @Test
    void noBuiltInLevelStartsDead() throws InputException {
        SokobanType type = new SokobanType();
        for (String set : SokobanType.SETS.keySet()) {
            for (int n = 1; n <= SokobanType.SETS.get(set); n++) {
                SokobanBoard b = ((SokobanInstance) type.builtinInstance(set, n)).board;
                assertThat(new CorralDeadlocks(b).dead(b.boxes0, b.player0)).as("%s %d", set, n).isFalse();
                assertThat(new CorralDeadlocks(b, 200, true).dead(b.boxes0, b.player0)).as("%s %d", set, n).isFalse();
            }
        }
    }

    @Test
    void noPositionOnASolutionIsDead() throws InputException {
        SokobanType type = new SokobanType();
        int solved = 0, positions = 0;
        for (int n = 1; n <= SokobanType.SETS.get("microban"); n++) {
            SokobanInstance inst = (SokobanInstance) type.builtinInstance("microban", n);
            Result r = Solver.solve(inst, new Solver.Request("sokoban-greedy", null, "pushes",
                    SearchOptions.DEFAULT.withThreads(1), new Limits(0, 20_000, 0), 0));
            if (!r.solved()) continue;
            solved++;
            SokobanBoard b = inst.board;
            CorralDeadlocks cheap = new CorralDeadlocks(b), whole = new CorralDeadlocks(b, 500, true);
            for (long[] s : Replay.states(inst.problem("pushes"), r.solution().moves())) {
                positions++;
                assertThat(cheap.dead(s, b.player(s))).as("microban %d", n).isFalse();
                assertThat(whole.dead(s, b.player(s))).as("microban %d", n).isFalse();
            }
        }
        assertThat(solved).isGreaterThan(100);
        assertThat(positions).isGreaterThan(3000);
        System.out.printf("corral deadlocks on microban: %d solutions, %d positions on them, none dead%n", solved, positions);
    }

    // ---- random small levels against the oracle ----

    private static final AtomicLong POSITIONS = new AtomicLong(), CORRAL = new AtomicLong(), DEAD = new AtomicLong(),
            DEAD_WHOLE = new AtomicLong(), CHEAP_ONLY = new AtomicLong(), CHECKED = new AtomicLong(),
            DEAD_STRICT = new AtomicLong(), STRICT_ONLY = new AtomicLong();

    @Property(tries = 300)
    void aDeadAnswerIsNeverASolvablePosition(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int boxes) {
        SokobanBoard b = SokobanPropertyTest.randomLevel(seed, boxes).board;
        // one instance of each kind per level, as in a search: later answers come from the caches too
        CorralDeadlocks cheap = new CorralDeadlocks(b), whole = new CorralDeadlocks(b, CorralDeadlocks.DEFAULT_NODES, true);
        // the cheap test with the strict continuation, the cap drawn (a small one stops many continuations early)
        SplittableRandom capRnd = new SplittableRandom(seed ^ 0x5eedL);
        CorralDeadlocks strict = new CorralDeadlocks(b).strict(4 << capRnd.nextInt(8));
        Walk walk = new Walk(b);
        Deadlocks freeze = new Deadlocks(b);
        Matching matching = new Matching(b);
        SplittableRandom rnd = new SplittableRandom(seed);
        // pushes a search would make: to a live square, no frozen set, a matching
        SearchPushes.walks(b, walk, rnd, 8, 30, (x, from, to) -> !freeze.frozen(x, to) && matching.bound(x) < Matching.DEAD,
                (bx, player, to) -> {
                    POSITIONS.incrementAndGet();
                    long before = cheap.withCorral;
                    boolean d1 = cheap.dead(bx, player), d2 = whole.dead(bx, player), d3 = strict.dead(bx, player);
                    if (cheap.withCorral > before) CORRAL.incrementAndGet();
                    if (d1) DEAD.incrementAndGet();
                    if (d2) DEAD_WHOLE.incrementAndGet();
                    if (d3) DEAD_STRICT.incrementAndGet();
                    if (d3 && !d1) STRICT_ONLY.incrementAndGet();
                    if (d1 && !d2) CHEAP_ONLY.incrementAndGet();
                    if (d1 && !d3) throw new AssertionError("the strict continuation lost a cheap deadlock");
                    if (!(d1 || d2 || d3)) return false;
                    CHECKED.incrementAndGet();
                    assertThat(unsolvable(b, bx, player)).as("a solvable position called dead").isTrue();
                    return true;   // what follows a deadlock is dead too: the next run
                });
    }

    @AfterContainer
    static void report() {
        if (POSITIONS.get() == 0) return;
        System.out.printf("corral deadlocks on random levels: %d positions, %d with a corral, dead %d (cheap) %d (whole)"
                        + " %d (cheap then strict), %d cheap only, %d strict only; all %d dead ones unsolvable by the oracle%n",
                POSITIONS.get(), CORRAL.get(), DEAD.get(), DEAD_WHOLE.get(), DEAD_STRICT.get(), CHEAP_ONLY.get(),
                STRICT_ONLY.get(), CHECKED.get());
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Budget;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The xy deadlock test ({@link XyDeadlock}): never a solvable position called dead (random small levels and random
 * walks of the pushes a forward finder would make, each dead answer checked by the exact oracle {@link LexDijkstra}),
 * and it does prove positions the finders' other tests (freeze, matching, corral, learned patterns around the move)
 * let pass, so the agreement is tested where it matters.
 */
class XyDeadlockTest {
    private static final long SEED = 1717;

    private static SokobanBoard board(String xsb) throws InputException {
        return ((SokobanInstance) new SokobanType().read("xy", xsb)).board;
    }

    // PatternSearchTest's cluster: (2,2), (3,2) and (3,1) hold each other, the goals (3,3) and (4,1) are never filled.
    // No box there moves both along its row and its column, so none is taken off and the search proves it
    private static final String CLUSTER = """
            ########
            ##*    #
            # $    #
            #*$+  ##
            #.   # #
            # #    #
            ########
            """;

    /** The box moves with the test at every first expansion (the option, off in sokoban-find) still solve; it ran. */
    @ParameterizedTest
    @ValueSource(strings = {"xsokoban-1", "xsokoban-2", "microban-30", "microban-93"})
    void theBoxMovesWithTheTestStillSolve(String level) throws InputException {
        SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:" + level);
        Fess f = new Fess(inst.board, "xy", true, true).xyDeadlocks(64, 0);
        Status s = Status.RUNNING;
        for (int i = 0; i < 100_000 && s == Status.RUNNING; i++) s = f.step(Budget.FIXED);
        assertThat(s).as(level).isEqualTo(Status.SOLVED);
        assertThat(f.xy().calls).as("tests run").isGreaterThan(0);
        assertThat(Replay.solves(inst.problem("pushes"), f.best().moves())).as(level).isTrue();
    }

    @Test
    void aPositionWithBoxesFreeOnBothAxesIsAliveAtOnce() throws InputException {
        SokobanBoard b = board("""
                #########
                #@      #
                #       #
                #   $   #
                #     . #
                #       #
                #########
                """);
        XyDeadlock xy = new XyDeadlock(b);
        assertThat(xy.dead(b.boxes0, b.player0)).isFalse();
        assertThat(xy.searches).as("the box is taken off: nothing to search").isZero();
    }

    @Test
    void aClusterHoldingItselfIsProvenDead() throws InputException {
        SokobanBoard b = board(CLUSTER);
        assertThat(PatternSearchTest.unsolvable(b, b.boxes0, b.player0)).isTrue();
        XyDeadlock xy = new XyDeadlock(b);
        assertThat(xy.dead(b.boxes0, b.player0)).isTrue();
        assertThat(xy.proven).isEqualTo(1);
        assertThat(xy.dead(b.boxes0, b.player0)).as("again, from the cache").isTrue();
        assertThat(xy.cacheHits).isEqualTo(1);
    }

    /**
     * Fixed seed: every dead answer unsolvable by the oracle, and enough dead answers, some of them on positions the
     * freeze test, the matching, the corral test and the patterns around the move (5 boxes, 256 nodes) all let pass.
     */
    @Test
    void aDeadAnswerIsNeverASolvablePosition() {
        long[] count = deadAnswersOnRandomLevels(SEED, 2000);
        assertThat(count[4]).as("levels").isGreaterThan(150);
        assertThat(count[1]).as("dead answers").isGreaterThan(50);
        assertThat(count[2]).as("dead answers the patterns around the move let pass").isGreaterThan(5);
    }

    /** The same on levels from a seed jqwik draws (and prints when the property fails). */
    @Property(tries = 4)
    void aDeadAnswerIsNeverASolvablePositionOnDrawnLevels(@ForAll long seed) {
        deadAnswersOnRandomLevels(seed, 200);
    }

    /**
     * Random walks on {@code tries} random levels from {@code seed}; returns positions, dead, dead not found by the
     * patterns around the move, checked by the oracle as alive where not dead (a sample), levels.
     */
    private static long[] deadAnswersOnRandomLevels(long seed, int tries) {
        SplittableRandom rnd = new SplittableRandom(seed);
        long[] count = new long[5];
        long t0 = System.nanoTime();
        for (int i = 0; i < tries; i++) {
            int boxes = 2 + rnd.nextInt(4);
            SokobanInstance inst = SokobanPropertyTest.randomLevel(rnd, 5 + rnd.nextInt(3), 4 + rnd.nextInt(3), boxes);
            if (inst == null || inst.unsolvableReason() != null) continue;
            count[4]++;
            SokobanBoard b = inst.board;
            // one instance per level, as in a search: later answers come from its caches; small caps exercise the
            // "not dead" answer at the cap
            XyDeadlock xy = new XyDeadlock(b, 8 << rnd.nextInt(7));
            PatternSearch patterns = new PatternSearch(b, 5, 256).withCorners().untilExhausted().aroundTheMove();
            CorralDeadlocks corrals = new CorralDeadlocks(b);
            Walk walk = new Walk(b);
            Deadlocks freeze = new Deadlocks(b);
            Matching matching = new Matching(b);
            int level = i;
            SearchPushes.walks(b, walk, rnd, 6, 40,
                    (x, from, to) -> !freeze.frozen(x, to) && matching.feasible(x) && !corrals.dead(x, from),
                    (bx, player, to) -> {
                        count[0]++;
                        boolean moved = rnd.nextBoolean();
                        if (xy.dead(bx, player, moved ? to : -1)) {
                            count[1]++;
                            if (!patterns.dead(bx, player, to)) count[2]++;
                            assertThat(PatternSearchTest.unsolvable(b, bx, player))
                                    .as("seed %d, level %d: a solvable position called dead%n%s", seed, level,
                                            PatternSearchTest.picture(b, bx, player)).isTrue();
                            return true;   // what follows a deadlock is dead too: the next run
                        }
                        return false;
                    });
        }
        System.out.printf("xy deadlock on random levels (seed %d): %d levels, %d positions, %d dead, %d of them not dead by"
                + " the patterns around the move; %.1f s%n", seed, count[4], count[0], count[1], count[2], (System.nanoTime() - t0) / 1e9);
        return count;
    }
}

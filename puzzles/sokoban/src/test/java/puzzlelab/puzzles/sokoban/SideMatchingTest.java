package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.puzzles.input.InputException;

/**
 * The matching from the keeper's side with frozen boxes as walls ({@link SideMatching}): never a solvable position
 * called dead (random walks on small random levels against the exact oracle), and XSokoban 41's stalls called dead.
 */
class SideMatchingTest {
    private static final long SEED = 4546;

    private static SokobanBoard board(String xsb) throws InputException {
        return ((SokobanInstance) new SokobanType().read("sides", xsb)).board;
    }

    /**
     * Random walks of the pushes a forward finder makes (live square, no frozen set off its goals, a plain matching);
     * every position the side matching calls dead is unsolvable by the oracle (Dijkstra over single steps), and it does
     * call some dead that the plain matching passes, so the agreement is tested where it matters.
     */
    @Test
    void aDeadAnswerIsNeverASolvablePosition() {
        SplittableRandom rnd = new SplittableRandom(SEED);
        long levels = 0;
        long[] count = new long[2];   // positions, dead
        for (int i = 0; i < 4000; i++) {
            int boxes = 1 + rnd.nextInt(4);
            SokobanInstance inst = SokobanPropertyTest.randomLevel(rnd, 5 + rnd.nextInt(3), 4 + rnd.nextInt(2), boxes);
            if (inst == null || inst.unsolvableReason() != null) continue;
            levels++;
            SokobanBoard b = inst.board;
            SideMatching sides = new SideMatching(b);   // one per level, as in a search: its tables are cached
            Walk walk = new Walk(b);
            Deadlocks freeze = new Deadlocks(b);
            Matching matching = new Matching(b);
            int level = i;
            SearchPushes.walks(b, walk, rnd, 6, 40, (x, from, to) -> !freeze.frozen(x, to) && matching.feasible(x),
                    (bx, player, to) -> {
                        count[0]++;
                        if (!sides.dead(bx, player)) return false;
                        count[1]++;
                        assertThat(PatternSearchTest.unsolvable(b, bx, player)).as("seed %d, level %d: a solvable position called dead%n%s",
                                SEED, level, PatternSearchTest.picture(b, bx, player)).isTrue();
                        return true;   // what follows a deadlock is dead too: the next run
                    });
        }
        long positions = count[0], dead = count[1];
        System.out.printf("side matching on random levels (seed %d): %d levels, %d positions, %d dead%n", SEED, levels,
                positions, dead);
        assertThat(levels).isGreaterThan(300);
        assertThat(dead).as("dead answers").isGreaterThan(50);
    }

    /**
     * XSokoban 41's stalls (test resources, with their provenance): the freeze test, the plain matching and the corral
     * test pass them, the exact oracle proves them unsolvable, the side matching calls them dead; and without frozen
     * boxes as walls (the level's start, nothing frozen) it does not call the start dead.
     */
    @ParameterizedTest
    @ValueSource(strings = {"xsokoban41-stall-pushes.xsb", "xsokoban41-stall-boxmoves.xsb"})
    void xsokoban41sStallsAreDeadFromTheKeepersSide(String file) throws Exception {
        SokobanBoard b = board(java.nio.file.Files.readString(java.nio.file.Path.of(
                SideMatchingTest.class.getResource("/sokoban/" + file).toURI())));
        assertThat(b.boxCount()).isEqualTo(15);
        assertThat(CorralDeadlocksTest.simplyDead(b, b.boxes0)).isFalse();
        assertThat(new CorralDeadlocks(b).strict(2000).dead(b.boxes0, b.player0, true)).isFalse();
        assertThat(PatternSearchTest.unsolvable(b, b.boxes0, b.player0)).isTrue();
        SideMatching sides = new SideMatching(b);
        assertThat(sides.dead(b.boxes0, b.player0)).isTrue();
        assertThat(sides.builds).isEqualTo(1);
    }

    @Test
    void xsokoban41sStartIsAlive() throws Exception {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-41")).board;
        assertThat(new SideMatching(b).dead(b.boxes0, b.player0)).isFalse();
    }

    /** Both kinds of forward finder with the side matching on still solve the first Microban levels (replayed). */
    @Test
    void theFindersWithItStillSolve() throws Exception {
        long cut = 0;
        for (int level = 1; level <= 30; level++) {
            SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:microban-" + level);
            for (boolean boxMode : new boolean[] {true, false}) {
                Fess f = new Fess(inst.board, "sides", false, boxMode).sideMatching();
                Status s = Status.RUNNING;
                for (int i = 0; i < 100_000 && s == Status.RUNNING; i++) s = f.step(1000);
                assertThat(s).as("microban %d, %s", level, f.moves()).isEqualTo(Status.SOLVED);
                assertThat(Replay.solves(inst.problem("moves"), f.best().moves())).as("microban %d", level).isTrue();
                f.stopped();
                String m = f.message();
                cut += Long.parseLong(m.replaceAll(".*; (\\d+) of \\d+ cut by the keeper's sides.*", "$1"));
            }
        }
        assertThat(cut).as("positions cut on the way").isGreaterThan(0);
    }
}

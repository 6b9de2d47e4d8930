package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Budget;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * Speed-ups that must not change the search: counts recorded with the code before them (main at 1683a69), which a
 * change that computes the same things in the same order reproduces to the unit. A change that alters which positions
 * are expanded, or the work counted (the turns of sokoban-find are shared by it), fails here.
 */
class SokobanSameSearchTest {
    private final SokobanType type = new SokobanType();

    /** The pulls alone, plain and in cells, to 30 M work on levels of 20 and 16 boxes (the matching's phases dominate). */
    @ParameterizedTest
    @CsvSource({"xsokoban-42, false, 30008824, 14552, 86141, 55876", "xsokoban-42, true, 30002933, 4005, 65789, 56631",
            "xsokoban-29, false, 30011201, 51325, 135239, 57634", "xsokoban-29, true, 30003597, 34576, 99904, 64874"})
    void thePullsExpandTheSamePositionsForTheSameWork(String level, boolean cells, long work, long expanded, long generated,
            long stored) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        PullSearch p = new PullSearch(b, "pulls", true, PullSearch.WEIGHT, cells);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && p.work() < 30_000_000L) s = p.step(64);
        assertThat(s).isEqualTo(Status.RUNNING);
        assertThat(new long[] {p.work(), p.stats().expanded, p.stats().generated, p.stats().stored})
                .containsExactly(work, expanded, generated, stored);
    }

    /**
     * sokoban-find with every unit of work weighted alike (the turns before FinderTurns.COST): each finder's work when the
     * level falls and the pushes, as recorded; the solution replays.
     */
    @ParameterizedTest
    // recorded again in round 8, whose turns changed on purpose (the opener's box moves 4 of 17 turns, the single pushes
    // 1, the pulls 5, and a learned table each for the single pushes and the opener): before, 10 was 526 pushes, 28724496,
    // 13502798, 23461479, 3245949, 11684782 and 9 was 237 pushes, 75348081, 21957109, 61111415, 9532398, 22379170.
    // Recorded again in round 9 (learned patterns in all three forward finders, clusters over corners searched until
    // exhausted, and the strict corral test in the plain box moves too): round 8 had 10 at 550 pushes, 36645167,
    // 10613157, 25578391, 4324384, 28406697 and 9 at 237 pushes, 76630185, 11508661, 52682606, 10583969, 45465489.
    // Recorded again in round 10 (the learned patterns try the smallest clusters around the move first): round 9 had 10
    // at 548 pushes, 58166228, 13514216, 27696718, 5374850, 42942472 and 9 at 237 pushes, 82813873, 14307144, 53732638,
    // 10583969, 50088281 (9 now falls to the opener's box moves early, the same pushes)
    @CsvSource({"xsokoban-10, 548, 57463554, 14325465, 27696718, 5374850, 44153021",
            "xsokoban-9, 237, 3457588, 2774, 2927, 2927, 2807750"})
    void theFindersDoTheSameWorkToTheSolution(String level, int pushes, long box, long push, long pull, long cells, long open)
            throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:" + level);
        FinderTurns f = FinderTurns.all(inst.board, "find", true, FinderTurns.LATE_WORK, SetUp.NEVER,
                new int[] {1000, 1000, 1000, 1000, 1000});
        Status s;
        do s = f.step(Budget.FIXED); while (s == Status.RUNNING);
        assertThat(s).isEqualTo(Status.SOLVED);
        assertThat(f.best().cost()).isEqualTo(pushes);
        assertThat(new long[] {f.work(0), f.work(1), f.work(2), f.work(3), f.work(4)}).containsExactly(box, push, pull, cells, open);
        assertThat(Replay.solves(inst.problem("pushes"), f.best().moves())).isTrue();
    }
}

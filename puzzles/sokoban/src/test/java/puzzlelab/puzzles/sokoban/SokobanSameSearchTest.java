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

    /**
     * The pulls alone, plain and in cells, to 30 M work on levels of 20 and 16 boxes (the matching's phases dominate).
     * Recorded again in round 12, whose pulls skip a seen child before its matching and bound a one-step pull without a
     * phase (the same positions in the same order, see the next test; less work each, so more of them in 30 M): before,
     * 42 was 30008824, 14552, 86141, 55876 and 30002933, 4005, 65789, 56631, 29 30011201, 51325, 135239, 57634 and
     * 30003597, 34576, 99904, 64874.
     */
    @ParameterizedTest
    @CsvSource({"xsokoban-42, false, 30005695, 19928, 114449, 72393", "xsokoban-42, true, 30002677, 4804, 80266, 68688",
            "xsokoban-29, false, 30003247, 96948, 253252, 107239", "xsokoban-29, true, 30001579, 49572, 142236, 90065"})
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
     * The pulls skip a seen child before its matching and bound a one-step pull without a phase when they can (round
     * 12): the same positions stored in the same order, with less work. To 20,000 positions expanded, the counts and a digest of the table (each stored position's boxes,
     * keeper, parent and pull, in order) as main at a6ca3e5 recorded them, bound first; the work then was 39100213,
     * 125192886, 11565804 and 16618548, more than now.
     */
    @ParameterizedTest
    @CsvSource({"xsokoban-42, false, 115123, 72816, 3952834252280294969, 39100213",
            "xsokoban-42, true, 312970, 252766, 278899226400872635, 125192886",
            "xsokoban-29, false, 54029, 24072, -315573834603124583, 11565804",
            "xsokoban-29, true, 59269, 39175, 274053248431911175, 16618548"})
    void thePullsStoreTheSamePositionsInTheSameOrderWithLessWork(String level, boolean cells, long generated, long stored,
            long digest, long workBefore) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        PullSearch p = new PullSearch(b, "pulls", true, PullSearch.WEIGHT, cells);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && p.stats().expanded < 20_000) s = p.step(1);
        assertThat(s).isEqualTo(Status.RUNNING);
        assertThat(new long[] {p.stats().expanded, p.stats().generated, p.stats().stored, digest(p.pos, b.words)})
                .containsExactly(20_000, generated, stored, digest);
        assertThat(p.work()).isLessThan(workBefore);
    }

    /** A digest of a table's positions in the order stored: boxes, keeper, parent and move of each. */
    private static long digest(Positions pos, int words) {
        long h = 1;
        long[] boxes = new long[words];
        for (int id = 0; id < pos.size(); id++) {
            pos.copyBoxes(id, boxes);
            h = h * 31 + java.util.Arrays.hashCode(boxes);
            h = h * 31 + pos.player(id);
            h = h * 31 + pos.parent(id);
            h = h * 31 + pos.move(id);
        }
        return h;
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
    // 10583969, 50088281 (9 now falls to the opener's box moves early, the same pushes). Recorded again in round 12 (the
    // pulls' seen children skipped before their matching, one-step pulls bounded without a phase: the same search, less
    // work a position, so a turn ends at another position): round 11 had 10 at 548 pushes, 57463554, 14325465, 27696718,
    // 5374850, 44153021
    @CsvSource({"xsokoban-10, 548, 57463554, 14325465, 27513910, 5353965, 44153021",
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

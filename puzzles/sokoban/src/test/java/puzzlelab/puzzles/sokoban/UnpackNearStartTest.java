package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * Round 16: the unpacking started again near the start boxes once its aimed searches prove two targets unreachable
 * ({@link UnpackThenAim#switched}), and {@link FinderTurns} giving it every turn from then on. Microban 153 (never
 * solved within {@code auto}'s 10 s before): its far targets are unreachable, and the near ones lead to a solution.
 */
class UnpackNearStartTest {
    private final SokobanType type = new SokobanType();

    private SokobanInstance instance(String level) throws InputException {
        return (SokobanInstance) type.readId("sokoban:" + level);
    }

    @Test
    void microban153sFirstFarTargetIsProvenUnreachableByTheAimedSearch() throws InputException {
        // the far unpacking's first target keeps boxes in the left-hand column of the two-wide shaft: the aimed
        // portfolio runs out of moves on it, within a small work bound
        SokobanBoard b = instance("microban-153").board;
        Unpacking u = new Unpacking(b, 4_000_000);
        int id;
        do id = u.next(1000); while (id < 0 && !u.exhausted());
        assertThat(id).isGreaterThanOrEqualTo(0);
        FinderTurns aim = FinderTurns.toward(b.aimedAt(u.boxesOf(id), u.keeperOf(id)), "aim");
        Status st;
        do st = aim.step(64); while (st == Status.RUNNING && aim.work() < 50_000_000L);
        assertThat(st).isEqualTo(Status.UNSOLVABLE);
    }

    @Test
    void theNearStartUnpackingsFirstPositionIsUnpacked() throws InputException {
        // the same checks as the far unpacking's: no box on a goal where no box starts, all boxes there
        SokobanBoard b = instance("microban-153").board;
        Unpacking u = new Unpacking(b, 4_000_000, true, false);
        int id;
        do id = u.next(1000); while (id < 0 && !u.exhausted());
        assertThat(id).isGreaterThanOrEqualTo(0);
        UnpackingTest.assertUnpacked(b, u, id);
    }

    @Test
    void theUnpackingSwitchesNearTheStartAndSolvesMicroban153() throws InputException {
        // sokoban-unpack alone: two far targets proven unreachable, then the near unpacking's ninth target (the
        // eleventh in all) is reached: 250 pushes there, 174 pulls undone (about 5 s of CPU on the loaded machine)
        SokobanInstance inst = instance("microban-153");
        UnpackThenAim s = new UnpackThenAim(inst.board, "unpack", true);
        Status st;
        do st = s.step(64); while (st == Status.RUNNING && s.work() < 3_000_000_000L);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(s.switched()).isTrue();
        assertThat(s.message()).startsWith("reached unpacked position 11 (250 pushes, then 174 pulls undone; 9612 positions");
        assertThat(s.best().cost()).isEqualTo(424);
        assertThat(Replay.solves(inst.problem("pushes"), s.best().moves())).isTrue();
    }

    @Test
    void sokobanFindSolvesMicroban153WithTheSwitchedUnpackingTakingTheTurns() throws InputException {
        // sokoban-find (auto's finder): solved by the seventh finder within a work bound (before round 16: not in 60 s)
        SokobanInstance inst = instance("microban-153");
        FinderTurns f = FinderTurns.all(inst.board, "find", true);
        Status st;
        do st = f.step(4096); while (st == Status.RUNNING && f.work() < 3_000_000_000L);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(f.message()).startsWith("unpacked goals, aimed at found it (reached unpacked position 11 ");
        assertThat(f.best().cost()).isEqualTo(424);
        assertThat(Replay.solves(inst.problem("pushes"), f.best().moves())).isTrue();
    }

    @Test
    void theFarUnpackingReachingItsFirstTargetNeverSwitches() throws InputException {
        // XSokoban 69: the first far target is reached (round 15), so the search is round 15's
        SokobanInstance inst = instance("xsokoban-69");
        UnpackThenAim s = new UnpackThenAim(inst.board, "unpack", true);
        Status st;
        do st = s.step(64); while (st == Status.RUNNING);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(s.switched()).isFalse();
        assertThat(s.best().cost()).isEqualTo(683);
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * Festival's HF search our way ({@link HfSearch}, round 17): the goals unpacked by box moves, a forward box-moves FESS on
 * the real level with the unpacked position's squares as its feature ({@link HfTarget}), meeting the unpacking's table.
 * The meeting's solution (the forward pushes, then the met position's pulls undone) must replay on the level.
 */
class HfSearchTest {
    private final SokobanType type = new SokobanType();

    private SokobanInstance level(String id) throws InputException {
        return (SokobanInstance) type.readId("sokoban:" + id);
    }

    /** Steps {@code s} until it ends (at most 200,000 steps of 64): its status then. */
    private static Status runToEnd(HfSearch s) {
        Status st;
        int steps = 0;
        do st = s.step(64); while (st == Status.RUNNING && ++steps < 200_000);
        return st;
    }

    @Test
    void solvesXSokoban2ByMeetingTheUnpackingAndTheSolutionReplays() throws InputException {
        SokobanInstance inst = level("xsokoban-2");
        HfSearch s = new HfSearch(inst.board, "hf", true);
        assertThat(runToEnd(s)).isEqualTo(Status.SOLVED);
        // round 17: met after 59 forward pushes, 120 pulls undone (179 pushes), the target the 774th position unpacked
        assertThat(s.message()).startsWith("met the unpacking (59 pushes, then 120 pulls undone); target 774");
        assertThat(s.best().cost()).isEqualTo(179);
        assertThat(Replay.solves(inst.problem("pushes"), s.best().moves())).isTrue();
    }

    @Test
    void theSolutionReplaysOnTheMovesProblemToo() throws InputException {
        SokobanInstance inst = level("xsokoban-2");
        HfSearch s = new HfSearch(inst.board, "hf", false);
        assertThat(runToEnd(s)).isEqualTo(Status.SOLVED);
        assertThat(Replay.solves(inst.problem("moves"), s.best().moves())).isTrue();
    }

    @Test
    void theUnpackingFindsEveryPositionItStoredAndNoOther() throws InputException {
        SokobanBoard b = level("xsokoban-2").board;
        Unpacking u = new Unpacking(b, 4_000_000, false, true);
        while (u.next(100) < 0 && !u.exhausted() && u.stored() < 2000) { }
        assertThat(u.stored()).isGreaterThan(100);
        for (int id = 0; id < u.stored(); id++) assertThat(u.find(u.boxesOf(id), u.keeperOf(id))).isEqualTo(id);
        // the start (boxes off the goals, not a position pulled from the solved one within these few) is not there
        Regions r = new Regions(b);
        r.label(b.boxes0);
        assertThat(u.find(b.boxes0.clone(), r.normalised(b.player0))).isEqualTo(-1);
    }

    @ParameterizedTest
    // round 17: the advisor's pushes from the start toward each level's first box-move target (0: none advised)
    @CsvSource({"xsokoban-1, 2", "xsokoban-2, 0", "xsokoban-3, 1", "xsokoban-5, 1", "xsokoban-6, 2", "xsokoban-7, 1"})
    void theAdvisorPutsABoxOnAFreeTargetSquareByLegalPushesOrSaysRightlyThatNoneCan(String level, int advised)
            throws InputException {
        SokobanBoard b = level(level).board;
        Unpacking u = new Unpacking(b, 4_000_000, false, true);
        int id;
        do id = u.next(100); while (id < 0 && !u.exhausted());
        assertThat(id).isGreaterThanOrEqualTo(0);
        HfTarget t = new HfTarget(b, u.boxesOf(id), u);
        long[] boxes = b.boxes0.clone();
        int before = t.onTarget(boxes);
        int[] pushes = t.advise(boxes, b.player0, new BoxMoves(b));
        assertThat(boxes).isEqualTo(b.boxes0);   // restored
        assertThat(pushes == null ? 0 : pushes.length).isEqualTo(advised);
        if (pushes == null) {   // then no single push even brings a box off the target's squares onto a free one
            assertThat(onePushOntoAFreeTargetSquare(b, t, boxes)).isFalse();
            return;
        }
        // play them: one box, each push from where the last left it, the keeper behind it, the square ahead free
        int box = pushes[0] >>> 2;
        for (int p : pushes) {
            assertThat(p >>> 2).isEqualTo(box);
            int to = b.nb[box * 4 + (p & 3)], behind = b.nb[box * 4 + ((p & 3) ^ 2)];
            assertThat(to).isGreaterThanOrEqualTo(0);
            assertThat(behind).isGreaterThanOrEqualTo(0);
            assertThat(Bits.get(boxes, to) || Bits.get(boxes, behind)).isFalse();
            Bits.clear(boxes, box);
            Bits.set(boxes, to);
            box = to;
        }
        assertThat(Bits.get(t.target, box)).isTrue();
        assertThat(t.onTarget(boxes)).isEqualTo(before + 1);
    }

    /**
     * Whether some box off the target's squares stands beside a free target square with the keeper able to reach the
     * far side (the keeper's walk of this test's own): one push would put it there.
     */
    private static boolean onePushOntoAFreeTargetSquare(SokobanBoard b, HfTarget t, long[] boxes) {
        boolean[] reach = new boolean[b.n];
        java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
        reach[b.player0] = true;
        q.add(b.player0);
        while (!q.isEmpty()) {
            int x = q.poll();
            for (int d = 0; d < 4; d++) {
                int y = b.nb[x * 4 + d];
                if (y < 0 || reach[y] || Bits.get(boxes, y)) continue;
                reach[y] = true;
                q.add(y);
            }
        }
        for (int s = 0; s < b.n; s++) {
            if (!Bits.get(boxes, s) || Bits.get(t.target, s)) continue;
            for (int d = 0; d < 4; d++) {
                int to = b.nb[s * 4 + d], from = b.nb[s * 4 + (d ^ 2)];
                if (to >= 0 && from >= 0 && reach[from] && Bits.get(t.target, to) && !Bits.get(boxes, to) && !b.dead[to]) return true;
            }
        }
        return false;
    }
}

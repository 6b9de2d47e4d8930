package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/** Which box for which goal: the plan's check ({@link PackAssignment}) and the finder that uses it. */
class SokobanPackAssignmentTest {
    // two goals side by side in a corridor, a box on each side, the keeper free to walk round by the top row. The plan
    // fills the right goal (3,7) first. The box on the left, (3,5), is two pushes from it, the box on the right,
    // (3,10), three: the nearer box is the wrong one, since once it stands on (3,7) the right box can never pass it to
    // (3,6). The packing advisor (PackRoute: the cheapest route) takes the nearer one
    static final String CORRIDOR = String.join("\n",
            "#############",
            "#     @     #",
            "# ######### #",
            "#    $..  $ #",
            "#############");

    private static SokobanInstance level(String text) throws InputException {
        return (SokobanInstance) new SokobanType().read("corridor", text);
    }

    private static int sq(SokobanBoard b, int r, int c) {
        return b.square[r * b.width + c];
    }

    private static long[] moved(long[] boxes, int from, int to) {
        long[] out = boxes.clone();
        Bits.clear(out, from);
        Bits.set(out, to);
        return out;
    }

    @Test
    void theNearestRoutableBoxIsTheWrongOneItsPositionIsPastThePlan() throws InputException {
        SokobanInstance inst = level(CORRIDOR);
        SokobanBoard b = inst.board;
        Packing packing = Packing.planned(b, SetUp.NEVER);
        int left = sq(b, 3, 6), right = sq(b, 3, 7), near = sq(b, 3, 5), far = sq(b, 3, 10);
        assertThat(packing.rank[right]).as("the plan fills the right goal first").isZero();
        assertThat(packing.rank[left]).isEqualTo(1);
        int gi = Arrays.binarySearch(b.goalList, right);
        assertThat(b.goalDist[gi][near]).as("the nearer box").isEqualTo(2);
        assertThat(b.goalDist[gi][far]).isEqualTo(3);
        Walk walk = new Walk(b);
        walk.from(b.boxes0, b.player0);
        int[] route = new PackRoute(b, packing).route(b.boxes0, walk);
        assertThat(route[0] >>> 2).as("the packing advisor's box").isEqualTo(near);

        int to = SokobanBoxMovesTest.replay(b, b.boxes0, near, b.player0, route);
        assertThat(to).isEqualTo(right);
        PackAssignment a = new PackAssignment(b);
        assertThat(a.packable(moved(b.boxes0, near, right), packing)).as("the advisor's position: past the plan").isFalse();
        assertThat(a.packable(moved(b.boxes0, far, right), packing)).as("the far box's: within it").isTrue();

        // the finder with the plan's check solves it, the solution replayed
        Fess f = new Fess(b, "check", true, true).withBoxOpener().checkingThePlan();
        Status s = Status.RUNNING;
        while (s == Status.RUNNING) s = f.step(16);
        assertThat(s).isEqualTo(Status.SOLVED);
        assertThat(f.best().cost()).isEqualTo(4);
        assertThat(Replay.solves(inst.problem("pushes"), f.best().moves())).isTrue();
        for (int id = 0; id < f.pos.size(); id++) assertThat(f.pastPlan(id)).as("position %d", id).isFalse();
    }

    @Test
    void aPositionIsPackableWhileTheBoxesLeftStillReachTheGoalsLeft() throws InputException {
        SokobanBoard b = level(CORRIDOR).board;
        Packing packing = Packing.planned(b, SetUp.NEVER);
        PackAssignment a = new PackAssignment(b);
        int right = sq(b, 3, 7), near = sq(b, 3, 5), far = sq(b, 3, 10);
        assertThat(a.packable(b.boxes0, packing)).as("the start").isTrue();
        // a box on the left goal while the right one is empty is packed out of order: not a wall, so still packable
        assertThat(a.packable(moved(b.boxes0, near, sq(b, 3, 6)), packing)).isTrue();
        // with the right goal a wall, the left goal is reached from the left only
        long[] walls = new long[b.words];
        Bits.set(walls, right);
        int[] d = a.distances(walls, Arrays.binarySearch(b.goalList, sq(b, 3, 6)));
        assertThat(d[near]).isEqualTo(1);
        assertThat(d[far]).isEqualTo(SokobanBoard.INF);
        assertThat(d[sq(b, 3, 1)]).as("no square behind: the wall").isEqualTo(SokobanBoard.INF);
        assertThat(a.distances(walls, Arrays.binarySearch(b.goalList, right))).as("a wall goal has no table").isNull();
    }

    /** Every few XSokoban levels: with no goal a wall, the distances are the board's push distances. */
    @Test
    void withNoWallsTheDistancesAreTheBoardsPushDistances() throws InputException {
        for (int level = 1; level <= 90; level += 7) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            PackAssignment a = new PackAssignment(b);
            long[] none = new long[b.words];
            for (int g = 0; g < b.goalList.length; g++)
                assertThat(a.distances(none, g)).as("level %d goal %d", level, g).isEqualTo(b.goalDist[g]);
        }
    }

    /** XSokoban 90's box moves' furthest position at 60 s (code 3be9f0d): plain matching live, the plan's check not. */
    @Test
    void xsokoban90sStallIsPastThePlan() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-90")).board;
        Packing packing = Packing.planned(b, SetUp.NEVER);
        long[] boxes = new long[b.words];
        for (int g : b.goalList) if (g != sq(b, 14, 2)) Bits.set(boxes, g);
        Bits.set(boxes, sq(b, 12, 13));
        assertThat(new Matching(b).feasible(boxes)).isTrue();
        assertThat(packing.outOfOrder(boxes)).as("24 of 25 packed in order").isZero();
        assertThat(new PackAssignment(b).packable(boxes, packing)).isFalse();
    }
}

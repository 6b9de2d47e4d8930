package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.input.InputException;

/** The finders' packing order, goal rooms and goal macro (sokoban-pack). */
class SokobanPackingTest {
    // a dead-end goal room: three goals in a row, entered from the right at row 1 column 4
    private static final String ROOM = String.join("\n",
            "########",
            "#...   #",
            "####   #",
            "#### $ #",
            "#  $$  #",
            "#  @   #",
            "########");

    private static SokobanInstance level(String text) throws InputException {
        return (SokobanInstance) new SokobanType().read("room", text);
    }

    private static int sq(SokobanBoard b, int r, int c) {
        return b.square[r * b.width + c];
    }

    @Test
    void goalsDeepInTheRoomAreFilledFirst() throws InputException {
        SokobanBoard b = level(ROOM).board;
        Packing p = new Packing(b);
        assertThat(p.rank[sq(b, 1, 1)]).isEqualTo(0);
        assertThat(p.rank[sq(b, 1, 2)]).isEqualTo(1);
        assertThat(p.rank[sq(b, 1, 3)]).isEqualTo(2);
        assertThat(p.rounds).isEqualTo(3);
        assertThat(p.rank[sq(b, 1, 4)]).isEqualTo(-1);
        // a box on the entrance goal while the deeper ones are empty is out of order
        long[] boxes = new long[b.words];
        Bits.set(boxes, sq(b, 1, 3));
        assertThat(p.outOfOrder(boxes)).isEqualTo(1);
        Bits.clear(boxes, sq(b, 1, 3));
        Bits.set(boxes, sq(b, 1, 1));
        assertThat(p.outOfOrder(boxes)).isZero();
    }

    /**
     * Microban 153: a dead-end column of eight goals with a 2×2 block of goals at its foot. In layers the two goals of
     * each row of the block share a rank; the sequential order gives every goal its own, deepest first.
     */
    @Test
    void theSequentialOrderRanksEveryGoalApartDeepestFirst() throws InputException {
        SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:microban-153")).board;
        Packing layers = new Packing(b), seq = new Packing(b, true);
        assertThat(layers.rank[sq(b, 7, 1)]).isEqualTo(layers.rank[sq(b, 8, 1)]);
        assertThat(seq.rounds).isEqualTo(b.goalList.length);
        java.util.Set<Integer> ranks = new java.util.HashSet<>();
        for (int g : b.goalList) ranks.add(seq.rank[g]);
        assertThat(ranks).hasSize(b.goalList.length);
        for (int r = 1; r <= 6; r++) assertThat(seq.rank[sq(b, r, 1)]).isEqualTo(r - 1);
        // the block's left column before its right one: a box pulled from the right column leaves the goals at once
        assertThat(Math.max(seq.rank[sq(b, 7, 1)], seq.rank[sq(b, 8, 1)]))
                .isLessThan(Math.min(seq.rank[sq(b, 7, 2)], seq.rank[sq(b, 8, 2)]));
    }

    @Test
    void theRoomHasOneEntranceAndTheMacroFillsItInOrder() throws InputException {
        SokobanBoard b = level(ROOM).board;
        GoalRooms rooms = new GoalRooms(b, new Packing(b));
        assertThat(rooms.count).isEqualTo(1);
        assertThat(rooms.entranceOf[sq(b, 1, 4)]).isZero();
        for (int c = 1; c <= 3; c++) assertThat(rooms.room[sq(b, 1, c)]).isZero();
        assertThat(rooms.room[sq(b, 2, 4)]).isEqualTo(-1);
        // a box on the entrance, the player below it: carried to the deepest goal
        long[] others = new long[b.words];
        int[] route = rooms.route(others, sq(b, 1, 4), sq(b, 2, 4));
        assertThat(route).isNotNull();
        int last = route[route.length - 1];
        assertThat(b.nb[(last >>> 2) * 4 + (last & 3)]).isEqualTo(sq(b, 1, 1));
    }

    @Test
    void packFindersSolveAndTheirMacrosReplay() throws InputException {
        SokobanInstance inst = level(ROOM);
        for (String algo : new String[] {"sokoban", "sokoban-pack", "sokoban-pack-wastar", "auto"}) {
            for (String metric : new String[] {"pushes", "moves"}) {
                Result r = SokobanSolveTest.solve(inst, algo, metric);
                assertThat(r.solution()).as(algo + " " + metric).isNotNull();
                assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).as(algo + " " + metric).isTrue();
            }
        }
        Result r = SokobanSolveTest.solve(level("#######\n#.  $@#\n#######"), "sokoban-pack", "pushes");
        assertThat(r.solution()).isNotNull();
    }
}

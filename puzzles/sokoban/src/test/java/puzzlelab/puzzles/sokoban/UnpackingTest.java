package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/**
 * The goals unpacked by pulls ({@link Unpacking}) and the forward search aimed at the unpacked position
 * ({@link UnpackThenAim}): the unpacked position is what it claims (no box on a goal where no box starts, one free
 * region), its pulls undone replay from it to the solved position by a checker of this test's own, and on the
 * goal-room levels XSokoban 69 and 66 (never solved here before round 15) the whole search solves and the solution
 * replays on the level.
 */
class UnpackingTest {
    private final SokobanType type = new SokobanType();

    private SokobanBoard board(String level) throws InputException {
        return ((SokobanInstance) type.readId("sokoban:" + level)).board;
    }

    @ParameterizedTest
    // round 15: the first unpacked position of each, the positions stored when it was met and its pulls
    @CsvSource({"xsokoban-69, 109020, 276", "xsokoban-66, 285806, 211", "xsokoban-2, 0, 0"})
    void theUnpackedPositionHasNoBoxOnAnEmptyStartGoalAndItsPullsUndoneReachTheGoals(String level, int stored, int pulls)
            throws InputException {
        SokobanBoard b = board(level);
        Unpacking u = new Unpacking(b, 4_000_000);
        int id;
        do id = u.next(1000); while (id < 0 && !u.exhausted());
        assertThat(id).isGreaterThanOrEqualTo(0);
        long[] boxes = assertUnpacked(b, u, id);
        int[] pushes = u.pushesToGoals(id);
        assertThat(replay(b, boxes, u.keeperOf(id), pushes)).isTrue();
        if (stored > 0) {
            assertThat(u.stored()).isEqualTo(stored);
            assertThat(pushes.length).isEqualTo(pulls);
        }
    }

    @ParameterizedTest
    // round 16 (sokpart16), box moves: the first unpacked position of 28 and 89 (none within 4 M positions with single
    // pulls) and of 69; the positions stored when it was met and its pulls
    @CsvSource({"xsokoban-28, 3787, 287", "xsokoban-89, 6153, 414", "xsokoban-69, 15275, 263", "xsokoban-2, 878, 106"})
    void boxMovesUnpackTheGoalRoomsOf28And89AndTheirPullsUndoneReachTheGoals(String level, int stored, int pulls)
            throws InputException {
        SokobanBoard b = board(level);
        Unpacking u = new Unpacking(b, 4_000_000, false, true);
        int id;
        do id = u.next(100); while (id < 0 && !u.exhausted());
        assertThat(id).isGreaterThanOrEqualTo(0);
        long[] boxes = assertUnpacked(b, u, id);
        int[] pushes = u.pushesToGoals(id);
        assertThat(replay(b, boxes, u.keeperOf(id), pushes)).isTrue();
        assertThat(u.stored()).isEqualTo(stored);
        assertThat(pushes.length).isEqualTo(pulls);
    }

    /**
     * Position {@code id} is unpacked: no box on a goal where no box starts, every box there, the keeper's space in one
     * region. Its boxes.
     */
    static long[] assertUnpacked(SokobanBoard b, Unpacking u, int id) {
        long[] boxes = u.boxesOf(id);
        for (int i = 0; i < b.words; i++) assertThat(boxes[i] & b.goals[i] & ~b.boxes0[i]).isZero();
        assertThat(Arrays.stream(boxes).map(Long::bitCount).sum()).isEqualTo(b.boxCount());
        assertThat(new Regions(b).label(boxes)).isEqualTo(1);
        return boxes;
    }

    @Test
    void itsBytesGrowWithWhatItStoresAndGoWhenReleased() throws InputException {
        // the estimate the bench reports as peak memory: at least a box set a position stored, nothing once released
        SokobanBoard b = board("xsokoban-69");
        Unpacking u = new Unpacking(b, 4_000_000);
        long before = u.bytes();
        while (u.stored() < 50_000) u.next(1000);
        assertThat(u.bytes()).isGreaterThan(before + 50_000L * 8 * b.words);
        u.release();
        assertThat(u.bytes()).isZero();
        assertThat(u.exhausted()).isTrue();
    }

    @ParameterizedTest
    // round 15, alone: 69 in about 1.2 s of CPU, 66 in about 2.5 s
    @CsvSource({"xsokoban-69, 683", "xsokoban-66, 527"})
    void theSearchAimedAtTheUnpackedPositionSolvesAndItsSolutionReplays(String level, int pushes) throws InputException {
        SokobanInstance inst = (SokobanInstance) type.readId("sokoban:" + level);
        UnpackThenAim s = new UnpackThenAim(inst.board, "unpack", true);
        Status st;
        do st = s.step(64); while (st == Status.RUNNING);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(s.message()).startsWith("reached unpacked position 1 (");
        assertThat(s.best().cost()).isEqualTo(pushes);
        assertThat(Replay.solves(inst.problem("pushes"), s.best().moves())).isTrue();
    }

    @Test
    void theBoundedSearchIsDoneWhenItsUnpackingFindsNothingWithinItsLimit() throws InputException {
        // XSokoban 39: no unpacked position within 500 stored positions, so the bounded search gives up (LIMIT)
        SokobanBoard b = board("xsokoban-39");
        UnpackThenAim s = new UnpackThenAim(b, "unpack", true, 500, UnpackThenAim.GIVE_WAY, UnpackThenAim.GIVE_WAY);
        Status st;
        int steps = 0;
        do st = s.step(64); while (st == Status.RUNNING && ++steps < 100_000);
        assertThat(st).isEqualTo(Status.LIMIT);
        assertThat(s.done()).isTrue();
        assertThat(s.best()).isNull();
    }

    /**
     * Plays {@code pushes} (square * 4 + direction) from the boxes given with the keeper anywhere in {@code keeper}'s
     * region: each push needs the box there, the square ahead free and the keeper able to walk behind the box. True when
     * every push is legal and every box ends on a goal.
     */
    static boolean replay(SokobanBoard b, long[] start, int keeper, int[] pushes) {
        long[] bx = start.clone();
        int kp = keeper;
        for (int p : pushes) {
            int s = p >>> 2, d = p & 3, to = b.nb[s * 4 + d], behind = b.nb[s * 4 + (d ^ 2)];
            if (!has(bx, s) || to < 0 || has(bx, to) || behind < 0 || has(bx, behind)) return false;
            if (!walks(b, bx, kp, behind)) return false;
            bx[s >>> 6] &= ~(1L << s);
            bx[to >>> 6] |= 1L << to;
            kp = s;
        }
        return b.solved(bx);
    }

    private static boolean has(long[] bx, int s) {
        return (bx[s >>> 6] & (1L << s)) != 0;
    }

    private static boolean walks(SokobanBoard b, long[] bx, int from, int to) {
        boolean[] seen = new boolean[b.n];
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(from);
        seen[from] = true;
        while (!q.isEmpty()) {
            int x = q.poll();
            if (x == to) return true;
            for (int d = 0; d < 4; d++) {
                int y = b.nb[x * 4 + d];
                if (y < 0 || seen[y] || has(bx, y)) continue;
                seen[y] = true;
                q.add(y);
            }
        }
        return false;
    }
}

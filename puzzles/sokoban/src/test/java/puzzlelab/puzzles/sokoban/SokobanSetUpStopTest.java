package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.NotApplicable;
import puzzlelab.puzzles.Plan;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

/**
 * Issue 47 item 1: the searches' set-up (Fess, Packing, CorralDeadlocks, PackRoute, PullSearch, PushSearch tables)
 * runs inside a step and polls the run's stop signal, so a huge room (built here, past the readers' size cap) ends
 * at a cancel or a time limit instead of after seconds of set-up.
 */
class SokobanSetUpStopTest {
    /** An open room of side {@code side} with {@code boxes} boxes in a column and their goals in another. */
    static SokobanInstance room(int side, int boxes) throws InputException {
        List<String> rows = new ArrayList<>();
        for (int y = 0; y < side; y++) {
            char[] r = new char[side];
            Arrays.fill(r, y == 0 || y == side - 1 ? '#' : ' ');
            r[0] = '#';
            r[side - 1] = '#';
            if (y == 5) r[5] = '@';
            if (y >= 20 && y < 20 + 3 * boxes && (y - 20) % 3 == 0) { r[20] = '$'; r[side - 50] = '.'; }
            rows.add(new String(r));
        }
        int[] lines = new int[side];
        for (int i = 0; i < side; i++) lines[i] = i + 1;
        return new SokobanInstance(new SokobanType(), "big", SokobanBoard.of("big", rows, lines), null);
    }

    private static Result run(Instance inst, String algorithm, long millis, java.util.function.BooleanSupplier cancel)
            throws NotApplicable {
        Plan plan = Solver.resolve(inst, new Solver.Request(algorithm, null, "pushes",
                SearchOptions.DEFAULT.withThreads(2), new Limits(millis, 0, 0), 0));
        return plan.run(Progress.NONE, cancel);
    }

    @ParameterizedTest
    @ValueSource(strings = {"auto", "sokoban-find", "sokoban-fess-box", "sokoban-pull", "sokoban-pack", "sokoban-shorten"})
    void aCancelFlagAlreadyTrueEndsTheRunBeforeAnySetUp(String algorithm) throws Exception {
        SokobanInstance big = room(600, 12);
        long t0 = System.nanoTime();
        Result r = run(big, algorithm, 0, () -> true);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.status()).as(algorithm).isEqualTo(Status.CANCELLED);
        assertThat(r.solution()).isNull();
        assertThat(r.message()).startsWith("cancelled");
        assertThat(r.stats().expanded).isZero();
        assertThat(ms).as(algorithm + " ms").isLessThan(2_000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"auto", "sokoban-find"})
    void aShortTimeLimitHoldsDuringSetUp(String algorithm) throws Exception {
        SokobanInstance big = room(600, 12);
        long t0 = System.nanoTime();
        Result r = run(big, algorithm, 300, () -> false);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.status()).as(algorithm).isIn(Status.LIMIT, Status.SOLVED);
        if (r.status() == Status.LIMIT) assertThat(r.message()).startsWith("stopped by the time limit of 300 ms");
        assertThat(ms).as(algorithm + " ms").isLessThan(3 * 1_000);   // generous: set-up alone took seconds before
    }

    @Test
    void theSetUpStopsWhenTheSignalTurns() throws InputException {
        SokobanBoard b = room(200, 6).board;
        int[] polls = {0};
        SetUp up = new SetUp(() -> ++polls[0] > 3);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new Fess(b, "x", true, true, up))
                .isInstanceOf(SetUp.Stopped.class);
        assertThat(polls[0]).isEqualTo(4);   // stopped at the first poll that saw the signal, not at the end
        Fess whole = new Fess(b, "x", true, true, SetUp.NEVER);
        assertThat(whole.stats().generated).isEqualTo(1);
    }
}

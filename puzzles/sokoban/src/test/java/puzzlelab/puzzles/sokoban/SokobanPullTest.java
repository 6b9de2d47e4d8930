package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

/** The backward finder: its pulls reversed replay as pushes (completeness and determinism: {@link SokobanFessTest}). */
class SokobanPullTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    @CsvSource({"xsokoban-1, sokoban-pull", "xsokoban-2, sokoban-pull", "microban-1, sokoban-pull", "microban-30, sokoban-pull",
            "microban-60, sokoban-pull", "xsokoban-1, sokoban-pull-cells", "xsokoban-2, sokoban-pull-cells",
            "microban-60, sokoban-pull-cells"})
    void reversedPullsReplayUnderBothMetrics(String level, String algorithm) throws InputException {
        Instance inst = type.readId("sokoban:" + level);
        for (String metric : new String[] {"pushes", "moves"}) {
            Result r = SokobanSolveTest.solve(inst, algorithm, metric);
            assertThat(r.solved()).as(level + " " + metric).isTrue();
            assertThat(r.optimal()).isFalse();
            assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).as(level + " " + metric).isTrue();
        }
    }

    /**
     * The cells (boxes on start squares and on goals) change the order, not the moves: on XSokoban 86 the pulls in
     * cells find a different solution from the plain pulls', through more than one cell.
     */
    @Test
    void pullsInCellsVisitSeveralCellsAndFindTheirOwnSolution() throws InputException {
        Instance inst = type.readId("sokoban:xsokoban-86");
        Solver.Request plain = new Solver.Request("sokoban-pull", null, "pushes", SearchOptions.DEFAULT.withThreads(1),
                new Limits(0, 200_000, 0), 0);
        Result a = Solver.solve(inst, plain), c = Solver.solve(inst, new Solver.Request("sokoban-pull-cells", null,
                "pushes", SearchOptions.DEFAULT.withThreads(1), new Limits(0, 200_000, 0), 0));
        assertThat(a.solved()).isTrue();
        assertThat(c.solved()).isTrue();
        assertThat(Replay.solves(inst.problem("pushes"), c.solution().moves())).isTrue();
        assertThat(c.stats().iterations).isGreaterThan(1);
        assertThat(c.solution().moves()).isNotEqualTo(a.solution().moves());
    }

    /**
     * XSokoban 12 and 86, which no forward finder here solves in 60 s: backward, the goal room empties one box at a
     * time and both fall within a few thousand positions.
     */
    @ParameterizedTest
    @ValueSource(strings = {"xsokoban-12", "xsokoban-86"})
    void levelsHardForwardAreEasyBackward(String level) throws InputException {
        Instance inst = type.readId("sokoban:" + level);
        Result r = Solver.solve(inst, new Solver.Request("sokoban-pull", null, "pushes",
                SearchOptions.DEFAULT.withThreads(1), new Limits(0, 50_000, 0), 0));
        assertThat(r.solved()).as(level).isTrue();
        assertThat(Replay.solves(inst.problem("pushes"), r.solution().moves())).isTrue();
    }

    @Test
    void thePlayerMustEndInTheStartRegion() throws InputException {
        // the box is on its goal already: solved at the root, no pulls needed
        Instance solved = type.read("done.xsb", """
                #####
                #@ *#
                #####
                """);
        Result r = SokobanSolveTest.solve(solved, "sokoban-pull", "pushes");
        assertThat(r.solved()).isTrue();
        assertThat(r.solution().moves()).isEmpty();
        // one push right; backward, the pull must leave the player left of the box's start, where it begins
        Instance one = type.read("one.xsb", """
                ######
                #@$ .#
                ######
                """);
        Result s = SokobanSolveTest.solve(one, "sokoban-pull", "moves");
        assertThat(s.solved()).isTrue();
        assertThat(Replay.solves(one.problem("moves"), s.solution().moves())).isTrue();
        assertThat(s.solution().moves()).hasSize(2);
    }

    /**
     * The finders meet: on XSokoban 43 a box move (of the finder with Festival's opener) forms a position the pulls
     * have stored, on 12 a pull one the box moves have (the single pushes' until their learned deadlock patterns,
     * round 5, cut their path elsewhere; the box moves' before the sealed-out penalty reordered the pulls); the forward
     * pushes to it and the reversed pulls from it replay as one solution.
     */
    @ParameterizedTest
    @CsvSource({"xsokoban-43, box moves with Festival's opener found it (met the pulls)", "xsokoban-12, pulls found it (met the box moves)"})
    void theFindersMeetHalfWay(String level, String how) throws InputException {
        Instance inst = type.readId("sokoban:" + level);
        for (String metric : new String[] {"pushes", "moves"}) {
            Result r = SokobanSolveTest.solve(inst, "sokoban-find", metric);
            assertThat(r.solved()).isTrue();
            assertThat(r.message()).contains(how);
            assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).as(level + " " + metric).isTrue();
        }
    }
}

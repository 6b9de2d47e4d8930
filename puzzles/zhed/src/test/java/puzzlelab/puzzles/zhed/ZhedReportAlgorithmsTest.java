package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** The report's searches by name (BFS, DFS, greedy, A*) with its heuristics h1, h2, h3 and their sum hx. */
class ZhedReportAlgorithmsTest {

    @ParameterizedTest(name = "{0} {1} on level {2}")
    @CsvSource({
            "bfs, , 12, true", "dfs, , 12, false", "iddfs, , 10, true",
            "greedy, h1, 12, false", "greedy, h2, 12, false", "greedy, h3, 12, false", "greedy, hx, 12, false",
            "astar, h1, 12, false", "astar, h2, 12, false", "astar, h3, 12, false", "astar, hx, 12, false",
            "astar, gap, 12, true", "idastar, gap, 12, true", "bfs, , 17, true", "astar, gap, 18, true"})
    void solvesAndIsHonestAboutOptimality(String algo, String h, int level, boolean optimal) throws Exception {
        Instance inst = Puzzles.load("zhed:level-" + level, null);
        Result r = Solver.solve(inst, Solver.Request.of(algo, h));
        assertThat(r.status()).isEqualTo(Status.SOLVED);
        assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        assertThat(r.optimal()).isEqualTo(optimal);
        if (optimal) assertThat(r.solution().length()).isEqualTo(ZhedTestData.stats().get(level).bfsMin());
    }

    @ParameterizedTest(name = "level {0}")
    @CsvSource({"1", "5", "12", "20", "29"})
    void theReportsHeuristicsAreZeroOnWonStatesAndGapNeverExceedsTheTrueDistance(int level) throws Exception {
        ZhedInstance inst = (ZhedInstance) Puzzles.load("zhed:level-" + level, null);
        Result r = Solver.solve(inst, Solver.Request.of(null, null));
        var states = Replay.states(inst.problem(null), r.solution().moves());
        var hs = inst.heuristics(null);
        for (int i = 0; i < states.size(); i++) {
            int togo = states.size() - 1 - i;
            for (var h : hs) {
                int v = h.estimate(states.get(i));
                if (togo == 0) assertThat(v).as(h.name()).isZero();
                if (h.admissible()) assertThat(v).as(h.name()).isLessThanOrEqualTo(togo);
            }
        }
    }
}

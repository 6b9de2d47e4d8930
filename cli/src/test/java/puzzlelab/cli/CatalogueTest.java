package puzzlelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.AlgorithmFacts;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * One catalogue entry per algorithm, read by every host: a new traced algorithm (FaultyPuzzle's new-dfs, declared
 * MOVES_TRIED) appears in list, in solve --trace and on the watch page without any other change.
 */
class CatalogueTest {
    @BeforeAll
    static void plugin() {
        FaultyPuzzle.install();
    }

    @Test
    void theCatalogueCarriesEveryFactOnce() {
        List<AlgorithmFacts> all = Solver.catalogue(Puzzles.load("faulty:1", null));
        assertThat(all.get(0).name()).isEqualTo("auto");
        assertThat(all.get(0).traceable()).isFalse();
        assertThat(all.stream().filter(AlgorithmFacts::traceable).map(AlgorithmFacts::name).toList())
                .containsExactly("bfs", "dfs", "dfbnb", "iddfs", "astar", "wastar", "greedy", "ucs", "idastar", "new-dfs");
        AlgorithmFacts idastar = all.stream().filter(f -> f.name().equals("idastar")).findFirst().orElseThrow();
        assertThat(idastar.usesHeuristic()).isTrue();
        assertThat(idastar.optimality()).isEqualTo("optimal with an admissible h");
        assertThat(idastar.summary()).isEqualTo("IDA*: depth-first f-bounded iterations");
    }

    @Test
    void listMarksWhatCanBeTracedAndNamesTheProverAsAutos() {
        String out = CliRunner.run("list").out();
        assertThat(out).contains("  idastar   IDA*: depth-first f-bounded iterations           optimal: yes with an admissible h; uses -H; trace\n");
        assertThat(out).contains("  bidi      bidirectional BFS (reversible puzzles with listed goals) optimal: yes (unit costs)\n");
        assertThat(out).contains("  algorithm  new-dfs            a test algorithm (optimal: never; trace)\n");
        assertThat(out).contains("  metric     moves (default)  default algorithm: auto (its prover: idastar)\n");   // fifteen
        assertThat(out).doesNotContain("default algorithm: bfs\n");
    }

    @Test
    void solveHelpNamesTheCataloguesAlgorithms() {
        String help = CliRunner.run("solve", "--help").out().replaceAll("\\s+", " ");
        assertThat(help).contains("auto, bfs, dfs, dfbnb, iddfs, astar, wastar, greedy, ucs, idastar, bidi, random, or one of the puzzle's own");
    }

    @Test
    void solveTracesTheNewAlgorithm() {
        CliRunner.Run r = CliRunner.run("solve", "faulty:1", "-a", "new-dfs", "--trace", "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).doesNotContain("prints no trace");
        assertThat(r.out()).contains("go");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theWatchPageOffersAndRunsTheNewAlgorithm() throws Exception {
        Map<String, Object> w = puzzlelab.cli.serve.WatchAccess.run("faulty:1", "new-dfs", 10);
        List<Map<String, Object>> rows = (List<Map<String, Object>>) w.get("steps");
        assertThat(rows).isNotEmpty();
        assertThat(rows.get(rows.size() - 1).get("verdict")).isEqualTo("GOAL");
        assertThat(puzzlelab.cli.serve.WatchAccess.traceable("faulty:1")).contains("new-dfs").doesNotContain("auto", "crash-step");
    }
}

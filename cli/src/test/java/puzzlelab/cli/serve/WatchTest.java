package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** The watch page shows the engine's own BFS and A*, not a copy: as many expansions as the engine counts. */
class WatchTest {

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> rows(Map<String, Object> w) {
        return (List<Map<String, Object>>) w.get("steps");
    }

    @Test
    void bestFirstRowsAreTheEnginesExpansions() {
        int compared = 0;
        for (String id : new String[]{"fifteen:3x3:1.4.2.3.0.7.6.8.5", "fifteen:3x3:8.6.7.2.5.4.3.0.1"}) {
            Instance inst = Puzzles.load(id, null);
            for (String algo : new String[]{"astar", "bfs"}) {
                Map<String, Object> w = Watch.run(inst, algo, puzzlelab.puzzles.input.RequestBounds.MAX_WATCH_STEPS, () -> false);
                List<Map<String, Object>> rows = rows(w);
                String heuristic = (String) w.get("heuristic");
                String metric = inst.metrics().get(0);
                Result engine = Solver.solve(inst, new Solver.Request(algo, heuristic, metric,
                        SearchOptions.DEFAULT.withThreads(1), Limits.NONE, 0));
                if (engine.stats().expanded >= puzzlelab.puzzles.input.RequestBounds.MAX_WATCH_STEPS) continue;   // the goal is past the step budget
                compared++;
                assertThat(w.get("truncated")).as(id + " " + algo).isEqualTo(false);
                long expansions = rows.stream().filter(r -> r.get("verdict").equals("EXPAND")).count();
                assertThat(expansions).as(id + " " + algo).isEqualTo(engine.stats().expanded);
                Map<String, Object> last = rows.get(rows.size() - 1);
                assertThat(last.get("verdict")).isEqualTo("GOAL");
                assertThat((List<?>) last.get("path")).hasSize(engine.solution().length());
                assertThat(last.get("g")).isEqualTo(engine.solution().cost());
                Map<String, Object> first = rows.get(0);
                assertThat((List<?>) first.get("path")).isEmpty();
                assertThat(first).containsKeys("children", "frontier", "next");
                assertThat(first.containsKey("f")).isEqualTo(algo.equals("astar"));
                assertThat(rows.toString()).contains("(seen)");
            }
        }
        assertThat(compared).isGreaterThanOrEqualTo(2);
    }

    /** A deadlock the puzzle's heuristic found is named and never queued (Sokoban's matching has no goal for the box). */
    @Test
    void deadPositionsReadDeadInTheFrontier() {
        Instance inst = Puzzles.load("sokoban:microban-2", null);
        Map<String, Object> w = Watch.run(inst, "astar", 2, () -> false);
        @SuppressWarnings("unchecked") List<String> children = (List<String>) rows(w).get(0).get("children");
        assertThat(children).containsExactly("L(5,4)", "R(5,4) (dead)");
        @SuppressWarnings("unchecked") List<String> next = (List<String>) rows(w).get(0).get("next");
        assertThat(next).containsExactly("L(5,4)  f=3");   // the dead one is never queued
    }
}

package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * Lead's smoke test of the ZHED solver through the public API: levels 1–33 are solved with the default solver,
 * every solution replays under the rules, and every solution claimed optimal has exactly the fewest moves that
 * exhaustive BFS found (summary.csv, column bfs_min_moves).
 */
class ZhedSmokeTest {

    @Test
    void earlyLevelsAreSolvedAndOptimalClaimsMatchBfs() throws Exception {
        Map<Integer, Integer> bfsMin = new HashMap<>();
        try (InputStream in = ZhedSmokeTest.class.getResourceAsStream("/zhed/summary.csv")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (l.startsWith("#") || l.startsWith("level") || l.isBlank()) continue;
                String[] c = l.split(",");
                if (c[10].matches("\\d+")) bfsMin.put(Integer.parseInt(c[0]), Integer.parseInt(c[10]));
            }
        }
        assertThat(bfsMin).hasSizeGreaterThanOrEqualTo(30);
        int proven = 0;
        for (int level = 1; level <= 33; level++) {
            Instance inst = Puzzles.load("zhed:level-" + level, null);
            Result r = Solver.solve(inst, Solver.Request.of(null, null).withLimits(new Limits(20_000, 0, 0)));
            assertThat(r.status()).as("level %d", level).isEqualTo(Status.SOLVED);
            assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
            if (r.optimal() && bfsMin.containsKey(level)) {
                assertThat(r.solution().length()).as("level %d", level).isEqualTo(bfsMin.get(level));
                proven++;
            }
        }
        assertThat(proven).isGreaterThanOrEqualTo(20);
    }
}

package puzzlelab.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;

/**
 * On random small sliding-tile instances (2x3, 3x3, 2x4, scrambled by a seeded random walk from the goal): every
 * optimal algorithm returns BFS's length, every solution replays to the goal, and non-optimal algorithms never
 * claim optimality.
 */
class SlidingPropertiesTest {
    private static final String[][] OPTIMAL = {
            {"bfs", null}, {"iddfs", null}, {"astar", "manhattan"}, {"astar", "linear-conflict"}, {"ucs", null},
            {"idastar", "manhattan"}, {"idastar", "linear-conflict"}, {"dfbnb", "manhattan"}, {"bidi", null}};
    private static final String[][] OTHERS = {{"dfs", null}, {"greedy", "manhattan"}, {"wastar", "linear-conflict"},
            {"random", null}};

    static String scrambled(int rows, int cols, long seed, int steps) {
        int n = rows * cols;
        int[] t = new int[n];
        for (int i = 0; i < n; i++) t[i] = i;
        int blank = 0;
        Random r = new Random(seed);
        for (int k = 0; k < steps; k++) {
            int[] dr = {-1, 0, 0, 1};
            int[] dc = {0, -1, 1, 0};
            int d = r.nextInt(4);
            int nr = blank / cols + dr[d];
            int nc = blank % cols + dc[d];
            if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
            int nb = nr * cols + nc;
            t[blank] = t[nb];
            t[nb] = 0;
            blank = nb;
        }
        StringBuilder sb = new StringBuilder("fifteen:" + rows + "x" + cols + ":");
        for (int i = 0; i < n; i++) sb.append(i == 0 ? "" : ".").append(t[i]);
        return sb.toString();
    }

    @Property(tries = 60)
    void optimalAlgorithmsAgreeWithBfs(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                       @ForAll @IntRange(min = 0, max = 2) int shape,
                                       @ForAll @IntRange(min = 0, max = 40) int steps) throws Exception {
        int[][] shapes = {{2, 3}, {3, 3}, {2, 4}};
        String id = scrambled(shapes[shape][0], shapes[shape][1], seed, steps);
        Instance inst = Puzzles.load(id, null);
        Result bfs = Solver.solve(inst, Solver.Request.of("bfs", null));
        assertThat(bfs.status()).isEqualTo(Status.SOLVED);
        int len = bfs.solution().length();
        for (String[] a : OPTIMAL) {
            Result r = Solver.solve(inst, Solver.Request.of(a[0], a[1]));
            assertThat(r.solution().length()).as(a[0] + " " + id).isEqualTo(len);
            assertThat(r.optimal()).as(a[0]).isTrue();
            assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
        }
        for (String[] a : OTHERS) {
            Result r = Solver.solve(inst, Solver.Request.of(a[0], a[1])
                    .withOptions(SearchOptions.DEFAULT.withSeed(seed).withWalks(2, 20000)));
            assertThat(r.optimal()).as(a[0]).isFalse();
            if (r.solution() != null) {
                assertThat(r.solution().length()).isGreaterThanOrEqualTo(len);
                assertThat(Replay.solves(inst.problem(null), r.solution().moves())).isTrue();
            }
        }
    }

    @Property(tries = 30)
    void shortenerNeverLengthensAndKeepsSolutionsLegal(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) throws Exception {
        // 2x3: small enough (360 states) for a 100,000-move random walk to hit the goal
        Instance inst = Puzzles.load(scrambled(2, 3, seed, 30), null);
        Result walk = Solver.solve(inst, Solver.Request.of("random", null)
                .withOptions(SearchOptions.DEFAULT.withSeed(seed).withWalks(1, 100_000)).withShorten(8));
        Result opt = Solver.solve(inst, Solver.Request.of("bfs", null));
        assertThat(walk.solution()).isNotNull();
        assertThat(walk.solution().length()).isGreaterThanOrEqualTo(opt.solution().length());
        assertThat(Replay.solves(inst.problem(null), walk.solution().moves())).isTrue();
    }
}

package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Solver;

/**
 * Small random levels against the plain oracle (Dijkstra over single steps, no pruning): the specialised solver's
 * deadlock pruning never loses a solvable level, and its optima (both metrics, with their tie-breaks) are exact.
 */
class SokobanPropertyTest {

    static SokobanInstance randomLevel(long seed, int boxes) {
        SplittableRandom rnd = new SplittableRandom(seed);
        int w = 4 + rnd.nextInt(3), h = 3 + rnd.nextInt(2);
        SokobanInstance level = randomLevel(rnd, w, h, boxes);
        Assume.that(level != null);   // too few free squares, or goals or boxes walled off from the player
        return level;
    }

    /** A w × h room inside walls, 15 % of it walls too, with the boxes, goals and player drawn; null when not a level. */
    static SokobanInstance randomLevel(SplittableRandom rnd, int w, int h, int boxes) {
        char[][] g = new char[h + 2][w + 2];
        for (int r = 0; r < h + 2; r++)
            for (int c = 0; c < w + 2; c++)
                g[r][c] = r == 0 || c == 0 || r == h + 1 || c == w + 1 || rnd.nextInt(100) < 15 ? '#' : ' ';
        List<int[]> free = new ArrayList<>();
        for (int r = 1; r <= h; r++) for (int c = 1; c <= w; c++) if (g[r][c] == ' ') free.add(new int[] {r, c});
        if (free.size() < 2 * boxes + 1) return null;
        for (int k = 0; k < boxes; k++) { int[] p = free.remove(rnd.nextInt(free.size())); g[p[0]][p[1]] = '.'; }
        for (int k = 0; k < boxes; k++) { int[] p = free.remove(rnd.nextInt(free.size())); g[p[0]][p[1]] = '$'; }
        int[] p = free.remove(rnd.nextInt(free.size()));
        g[p[0]][p[1]] = '@';
        StringBuilder sb = new StringBuilder();
        for (char[] row : g) sb.append(new String(row)).append('\n');
        try {
            return (SokobanInstance) new SokobanType().read("random", sb.toString());
        } catch (InputException e) {
            return null;
        }
    }

    private static Result solve(SokobanInstance inst, String algo, String metric) {
        return Solver.solve(inst, new Solver.Request(algo, null, metric, SearchOptions.DEFAULT.withThreads(1),
                Limits.NONE, 0));
    }

    @Property(tries = 150)
    void solverAgreesWithThePlainOracle(@ForAll long seed, @ForAll @IntRange(min = 1, max = 3) int boxes) {
        SokobanInstance inst = randomLevel(seed, boxes);
        for (String metric : new String[] {"pushes", "moves"}) {
            LexDijkstra.Best want = LexDijkstra.solve(inst.board, metric.equals("pushes"));
            Result r = solve(inst, "sokoban", metric);
            if (want == null) {
                assertThat(r.status()).isEqualTo(Status.UNSOLVABLE);
                continue;
            }
            assertThat(r.status()).as("a solvable level pruned away").isEqualTo(Status.SOLVED);
            assertThat(r.optimal()).isTrue();
            assertThat(Replay.solves(inst.problem(metric), r.solution().moves())).isTrue();
            assertThat(inst.counts(r.solution().moves(), metric))
                    .containsEntry("pushes", want.pushes()).containsEntry("moves", want.moves());
        }
        LexDijkstra.Best pushFirst = LexDijkstra.solve(inst.board, true);
        Result fast = solve(inst, "sokoban-pushes", "pushes");
        Result greedy = solve(inst, "sokoban-greedy", "pushes");
        if (pushFirst == null) {
            assertThat(fast.status()).isEqualTo(Status.UNSOLVABLE);
            assertThat(greedy.status()).isEqualTo(Status.UNSOLVABLE);
        } else {
            assertThat(fast.solution().cost()).isEqualTo(pushFirst.pushes());
            assertThat(greedy.solved()).isTrue();
        }
    }
}

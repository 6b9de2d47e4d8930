package puzzlelab.puzzles.rushhour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Status;

/**
 * The optimal packed BFS (which skips moves it proves redundant: the last vehicle again, commuting moves in one
 * order only, and stops at the first free state) against the engine's plain BFS/UCS on the same rules, on random
 * boards of every size from 4×4 to 7×7, with walls, in both metrics.
 */
class RushHourPropertyTest {

    @Property(tries = 300)
    void packedBfsEqualsPlainSearch(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                    @ForAll @IntRange(min = 4, max = 7) int n,
                                    @ForAll boolean steps) throws Exception {
        RushBoard b = FoglemanText.parse("random", 1, randomBoard(n, seed));
        Packed pk = new Packed(b);
        RushProblem plainRules = new RushProblem(pk, steps, MoveRules.ALL);
        Result plain = SearchRunner.run(Algorithms.create(steps ? "ucs" : "bfs", plainRules, null, SearchOptions.DEFAULT),
                new Limits(0, 400_000, 0));
        Assume.that(plain.status() != Status.LIMIT);   // state spaces above 400,000 nodes are left to the oracles

        PackedBfs fast = new PackedBfs(pk, steps);
        Status st;
        do {
            st = fast.step(1 << 12);
        } while (st == Status.RUNNING);
        assertThat(st).isEqualTo(plain.status());
        if (st == Status.SOLVED) {
            assertThat(fast.best().cost()).isEqualTo(plain.solution().cost());
            assertThat(Replay.solves(plainRules, fast.best().moves())).isTrue();
            assertThat(Replay.cost(plainRules, fast.best().moves())).isEqualTo(fast.best().cost());
        }
    }

    /** A random Fogleman string: the red car A on the exit row, then cars, trucks and walls where they fit. */
    static String randomBoard(int n, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        char[] g = new char[n * n];
        java.util.Arrays.fill(g, 'o');
        int row = RushBoard.exitRow(n);
        int col = rnd.nextInt(n - 2);
        g[row * n + col] = g[row * n + col + 1] = 'A';
        char name = 'B';
        int vehicles = rnd.nextInt(n * n / 3) + 1;
        for (int tries = 0; tries < 200 && vehicles > 0 && name <= 'Z'; tries++) {
            if (rnd.nextInt(12) == 0) {   // a wall now and then
                int c = rnd.nextInt(n * n);
                if (g[c] == 'o' && c / n != row) g[c] = 'x';
                continue;
            }
            boolean h = rnd.nextBoolean();
            int len = rnd.nextInt(4) == 0 ? 3 : 2;
            int lane = rnd.nextInt(n);
            int at = rnd.nextInt(n - len + 1);
            // another horizontal vehicle in the exit row often makes a board unsolvable: allow it now and then
            if (h && lane == row && rnd.nextInt(4) != 0) continue;
            boolean free = true;
            for (int k = 0; k < len; k++) free &= g[h ? lane * n + at + k : (at + k) * n + lane] == 'o';
            if (!free) continue;
            for (int k = 0; k < len; k++) g[h ? lane * n + at + k : (at + k) * n + lane] = name;
            name++;
            vehicles--;
        }
        return new String(g);
    }
}

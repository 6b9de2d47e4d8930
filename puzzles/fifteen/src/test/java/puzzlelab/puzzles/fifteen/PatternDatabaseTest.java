package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Cursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** The additive 5-5-5 pattern databases: dominance over Manhattan, incremental = from scratch, optimal lengths. */
class PatternDatabaseTest {

    @Test
    void dominatesManhattanAndIsZeroOnlyAtTheGoal() throws Exception {
        SlidingBoard b = new SlidingBoard(4, 4);
        SlidingHeuristic pdb = new SlidingHeuristic(b, SlidingHeuristic.Kind.PDB_555);
        SlidingHeuristic md = new SlidingHeuristic(b, SlidingHeuristic.Kind.MANHATTAN);
        assertThat(pdb.estimate(b.goal())).isZero();
        for (int k = 1; k <= 100; k++) {
            Instance inst = Puzzles.load("fifteen:korf-" + k, null);
            long[] s = new long[1];
            inst.problem(null).initial(s);
            assertThat(pdb.estimate(s)).as("korf %d", k).isGreaterThanOrEqualTo(md.estimate(s)).isPositive();
        }
    }

    @Test
    void incrementalValueEqualsFromScratchAlongRandomWalks() throws Exception {
        Instance inst = Puzzles.load("fifteen:korf-1", null);
        Heuristic h = inst.heuristics(null).stream().filter(x -> x.name().equals("pdb-555")).findFirst().orElseThrow();
        Cursor c = inst.problem(null).cursor(h);
        Random r = new Random(3);
        int[] buf = new int[4];
        long[] key = new long[1];
        int[] path = new int[2000];
        for (int i = 0; i < path.length; i++) {
            int n = c.moves(buf);
            path[i] = buf[r.nextInt(n)];
            c.apply(path[i]);
            c.key(key);
            assertThat(c.h()).isEqualTo(h.estimate(key));
        }
        for (int i = path.length - 1; i >= 0; i--) c.undo(path[i]);
        c.key(key);
        assertThat(c.h()).isEqualTo(h.estimate(key)).isEqualTo(h.estimate(new long[]{key[0]}));
    }

    @Test
    void idaStarWithPatternDatabasesFindsKorfsOptimalLengths() throws Exception {
        var answers = FifteenBench.answers();
        for (int k : new int[]{1, 17, 29, 88}) {
            Result r = Solver.solve(Puzzles.load("fifteen:korf-" + k, null), Solver.Request.of("idastar", "pdb-555"));
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().length()).as("korf %d", k).isEqualTo((int) answers.get(k)[0]);
        }
    }
}

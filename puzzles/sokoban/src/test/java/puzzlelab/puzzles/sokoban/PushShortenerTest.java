package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.InputException;

/** auto's improver for Sokoban: shortcuts along a finder's solution, replayed under the rules. */
class PushShortenerTest {
    private final SokobanType type = new SokobanType();

    private static Solution run(Search s) {
        Status st;
        do st = s.step(4096); while (st == Status.RUNNING);
        assertThat(st).isEqualTo(Status.SOLVED);
        return s.best();
    }

    /**
     * The finders' first solution of XSokoban 7 takes 156 pushes since round 9's learned patterns and strict corral test
     * in all three forward finders (164 with the patterns only; 126 before, the single pushes with the plan with parking;
     * 164 with their layered order, 120 before the out-of-plan feature); the windows bring it to 96 (from round 9's 164
     * without the strict test: 104; from round 8's 126: 94; the optimum is 88).
     */
    @Test
    void shortensTheFindersDetours() throws InputException {
        Instance inst = type.readId("sokoban:xsokoban-7");
        SokobanBoard b = ((SokobanInstance) inst).board;
        Solution found = run(FinderTurns.all(b, "find", true));
        assertThat(found.cost()).isEqualTo(156);
        PushShortener sh = new PushShortener(b, true);
        sh.offer(found);
        Solution shorter = run(sh);
        assertThat(shorter.cost()).isEqualTo(96);
        assertThat(sh.message()).startsWith("shortened ").endsWith(" to " + shorter.cost() + " pushes");
        assertThat(Replay.solves(inst.problem("pushes"), shorter.moves())).isTrue();
        assertThat(Replay.cost(inst.problem("pushes"), shorter.moves())).isEqualTo(96);
    }

    /**
     * Steps pause between expansions (and between the walks that prepare a pass), so where a step ends changes
     * nothing: one expansion a step gives the same 96 pushes, the same moves, as 4,096 a step.
     */
    @Test
    void whereStepsEndChangesNothing() throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:xsokoban-7")).board;
        Solution found = run(FinderTurns.all(b, "find", true));
        PushShortener big = new PushShortener(b, true), small = new PushShortener(b, true);
        big.offer(found);
        small.offer(found);
        Solution a = run(big);
        Status st;
        int steps = 0;
        do {
            st = small.step(1);
            steps++;
        } while (st == Status.RUNNING);
        assertThat(st).isEqualTo(Status.SOLVED);
        assertThat(steps).isGreaterThan(1000);
        assertThat(small.best().moves()).isEqualTo(a.moves());
        assertThat(small.stats().expanded).isEqualTo(big.stats().expanded);
    }

    /** The free regions' smallest squares, one walk per region, are those a walk from every square finds. */
    @Test
    void regionRootsAreEachRegionsSmallestSquare() throws InputException {
        for (int level = 1; level <= 90; level += 7) {
            SokobanBoard b = ((SokobanInstance) type.readId("sokoban:xsokoban-" + level)).board;
            long[] goals = java.util.Arrays.copyOf(b.goals, b.words);
            Walk walk = new Walk(b);
            java.util.List<Integer> expected = new java.util.ArrayList<>();
            for (int s = 0; s < b.n; s++) {
                if (Bits.get(goals, s)) continue;
                walk.from(goals, s);
                if (walk.topLeft == s) expected.add(s);
            }
            assertThat(walk.regionRoots(goals)).as("level " + level).containsExactly(expected.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** On the moves metric it takes steps and keeps only a result with fewer moves. */
    @Test
    void onMovesItKeepsOnlyFewerMoves() throws InputException {
        Instance inst = type.readId("sokoban:xsokoban-7");
        SokobanBoard b = ((SokobanInstance) inst).board;
        Solution found = run(FinderTurns.all(b, "find", false));
        PushShortener sh = new PushShortener(b, false);
        sh.offer(found);
        Solution shorter = run(sh);
        assertThat(shorter.cost()).isLessThan(found.cost());
        assertThat(Replay.solves(inst.problem("moves"), shorter.moves())).isTrue();
        assertThat(Replay.cost(inst.problem("moves"), shorter.moves())).isEqualTo(shorter.cost());
    }

    /**
     * An optimal solution (XSokoban 1's first find by sokoban-fess, 97 pushes) cannot be shortened: nothing is offered
     * back. (Until round 18 sokoban-find's own first find was this one; with its eighth finder it finds 101 first.)
     */
    @Test
    void anOptimalSolutionStaysAsItIs() throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:xsokoban-1")).board;
        Solution found = run(FinderTurns.fess(b, "find", true));
        assertThat(found.cost()).isEqualTo(97);
        PushShortener sh = new PushShortener(b, true);
        sh.offer(found);
        assertThat(run(sh)).isNull();   // run() asserts that it ended (SOLVED: nothing more to gain)
    }

    /** auto on one thread (deterministic): the finder's 156 pushes, then the improver's 96 within 400,000 nodes. */
    @Test
    void autoImprovesTheFirstSolution() throws InputException {
        Instance inst = type.readId("sokoban:xsokoban-7");
        Result r = Solver.solve(inst, new Solver.Request("auto", null, "pushes",
                SearchOptions.DEFAULT.withThreads(1), new Limits(0, 400_000, 0), 0));
        assertThat(r.solved()).isTrue();
        assertThat(r.solution().cost()).isEqualTo(96);
        assertThat(r.message()).contains("best found by sokoban-shorten");
        assertThat(Replay.solves(inst.problem("pushes"), r.solution().moves())).isTrue();
    }
}

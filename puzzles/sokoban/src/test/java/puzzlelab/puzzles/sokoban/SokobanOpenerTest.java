package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Budget;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;

/** FESS's opener with box moves ({@link Opener}) on every XSokoban start, checked against plain recomputations. */
class SokobanOpenerTest {
    @Test
    void theOpenerTakesOneBoxAwayFromTheNextGoalsWithoutAddingRegionsOrUnpacking() throws InputException {
        int withMove = 0;
        for (int level = 1; level <= 90; level++) {
            SokobanBoard b = ((SokobanInstance) new SokobanType().readId("sokoban:xsokoban-" + level)).board;
            Packing packing = new Packing(b, true);
            Deadlocks deadlocks = new Deadlocks(b);
            int[] pushes = new Opener(b, packing, deadlocks).move(b.boxes0.clone(), b.player0);
            if (pushes == null) continue;
            withMove++;
            assertThat(pushes).as("level %d", level).isNotEmpty();
            int box = pushes[0] >>> 2;
            int to = SokobanBoxMovesTest.replay(b, b.boxes0, box, b.player0, pushes);
            assertThat(to).as("level %d: one box, legal pushes", level).isGreaterThanOrEqualTo(0);
            long[] after = b.boxes0.clone();
            Bits.clear(after, box);
            Bits.set(after, to);
            Regions regions = new Regions(b);
            int before = regions.label(b.boxes0);
            assertThat(regions.label(after)).as("level %d: no region added", level).isLessThanOrEqualTo(before);
            assertThat(packed(b, packing, after)).as("level %d: none unpacked", level).isGreaterThanOrEqualTo(packed(b, packing, b.boxes0));
            assertThat(deadlocks.frozen(after, to)).as("level %d", level).isFalse();
            int[] d = walkFromNextGoals(b, packing, b.boxes0);
            assertThat(d[to]).as("level %d: the box goes no nearer the next goals", level).isGreaterThanOrEqualTo(d[box]);
        }
        assertThat(withMove).as("levels whose start has an opener move").isGreaterThan(10);
    }

    /**
     * XSokoban 10 with box moves: Festival's opener instead of the blocker's push finds a solution that replays, in
     * under a tenth of the work (about 18 M units against 301 M, docs/sokoban.md round 4).
     */
    @Test
    void withTheBoxMoveOpenerXSokoban10TakesATenthOfTheWork() throws InputException {
        SokobanInstance inst = (SokobanInstance) new SokobanType().readId("sokoban:xsokoban-10");
        Fess open = new Fess(inst.board, "open", true, true).withBoxOpener();
        Fess plain = new Fess(inst.board, "plain", true, true);
        Status s = Status.RUNNING;
        while (s == Status.RUNNING && open.work() < 100_000_000L) s = open.step(Budget.FIXED);
        assertThat(s).isEqualTo(Status.SOLVED);
        assertThat(Replay.solves(inst.problem("pushes"), open.best().moves())).isTrue();
        while (plain.step(Budget.FIXED) == Status.RUNNING && plain.work() < 100_000_000L) { }
        assertThat(plain.best()).as("the blocker's push: not solved in the same 100 M work").isNull();
    }

    private static int packed(SokobanBoard b, Packing packing, long[] boxes) {
        int on = 0;
        for (int w = 0; w < b.words; w++) on += Long.bitCount(boxes[w] & b.goals[w]);
        return on - packing.outOfOrder(boxes);
    }

    /** Steps (walls only) from the nearest empty goal of lowest rank in its cluster. */
    private static int[] walkFromNextGoals(SokobanBoard b, Packing packing, long[] boxes) {
        int[] minRank = new int[b.n];
        Arrays.fill(minRank, Integer.MAX_VALUE);
        for (int g : b.goalList) if (!Bits.get(boxes, g)) minRank[packing.cluster[g]] = Math.min(minRank[packing.cluster[g]], packing.rank[g]);
        int[] d = new int[b.n];
        Arrays.fill(d, Integer.MAX_VALUE);
        ArrayDeque<Integer> q = new ArrayDeque<>();
        for (int g : b.goalList)
            if (!Bits.get(boxes, g) && packing.rank[g] == minRank[packing.cluster[g]]) { d[g] = 0; q.add(g); }
        while (!q.isEmpty()) {
            int s = q.poll();
            for (int e = 0; e < 4; e++) {
                int t = b.nb[s * 4 + e];
                if (t >= 0 && d[t] == Integer.MAX_VALUE) { d[t] = d[s] + 1; q.add(t); }
            }
        }
        return d;
    }
}

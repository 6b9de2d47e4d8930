package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.puzzles.input.InputException;

/**
 * The HF search's advisor when no box goes onto a free target square (round 18, {@code Fess#imaginedBestMove},
 * Festival's "child of the best score"): checked against this test's own enumeration of every box move of every box off
 * the target's squares, scored by free regions, then boxes off the target's squares, then pushes.
 */
class HfAdvisorFallbackTest {
    private final SokobanType type = new SokobanType();

    @ParameterizedTest
    // on the first positions the unpacking stores (positions of the level, boxes near the goals) the advice is checked
    // against the oracle; pinned: how many of them get a fallback move (no box move onto a free target square, a box
    // move better than the position), and whether the start gets one
    @CsvSource({"xsokoban-2, 300, 1, false", "xsokoban-1, 300, 43, false"})
    void theAdviceIsTheBestScoringBoxMoveOrNoneBeatsThePosition(String level, int positions, int fallbacks,
            boolean fromTheStart) throws InputException {
        SokobanBoard b = ((SokobanInstance) type.readId("sokoban:" + level)).board;
        Unpacking u = new Unpacking(b, 4_000_000, false, true);
        int id;
        do id = u.next(100); while (id < 0 && !u.exhausted());
        HfTarget t = new HfTarget(b, u.boxesOf(id), u);
        Fess f = FinderTurns.boxMoves(b, "hf", true, SetUp.NEVER).imagining(t);
        assertThat(checked(b, t, f, b.boxes0.clone(), b.player0)).isEqualTo(fromTheStart);
        int n = 0;
        for (int k = 0; k < Math.min(positions, u.stored()); k++) if (checked(b, t, f, u.boxesOf(k), u.keeperOf(k))) n++;
        assertThat(n).isEqualTo(fallbacks);
    }

    /** Checks the advice for one position against the oracle; true when it is a fallback move. */
    private static boolean checked(SokobanBoard b, HfTarget t, Fess f, long[] boxes, int player) {
        long[] kept = boxes.clone();
        int[] pushes = f.imaginedAdvice(boxes, player);
        assertThat(boxes).isEqualTo(kept);
        if (t.advise(boxes.clone(), player, new BoxMoves(b)) != null) return false;   // a hole move: HfSearchTest's case

        // the oracle: every box move of a box off the target's squares (not frozen), its score
        Regions r = new Regions(b);
        Deadlocks dl = new Deadlocks(b);
        BoxMoves moves = new BoxMoves(b);
        long own = score(b, r.label(boxes), t.onTarget(boxes), 0), best = Long.MAX_VALUE;
        for (int box = 0; box < b.n; box++) {
            if (!Bits.get(boxes, box) || Bits.get(t.target, box)) continue;
            int n = moves.from(boxes, box, player);
            for (int i = 0; i < n; i++) {
                int st = moves.state(i), to = st >>> 2;
                long[] child = boxes.clone();
                Bits.clear(child, box);
                Bits.set(child, to);
                if (dl.frozen(child, to)) continue;
                long sc = score(b, r.label(child), t.onTarget(child), moves.pushes(st).length);
                if (sc >>> 12 < own >>> 12) best = Math.min(best, sc);
            }
        }
        if (pushes == null) {
            assertThat(best).isEqualTo(Long.MAX_VALUE);
            return false;
        }
        // the advised move: one box off the target's squares, pushed along free squares; its result scores the best
        int box = pushes[0] >>> 2;
        assertThat(Bits.get(t.target, box)).isFalse();
        long[] after = boxes.clone();
        for (int p : pushes) {
            assertThat(p >>> 2).isEqualTo(box);
            int to = b.nb[box * 4 + (p & 3)];
            assertThat(to >= 0 && !Bits.get(after, to)).isTrue();
            Bits.clear(after, box);
            Bits.set(after, to);
            box = to;
        }
        assertThat(score(b, r.label(after), t.onTarget(after), pushes.length)).isEqualTo(best);
        return true;
    }

    private static long score(SokobanBoard b, int regions, int onTarget, int pushes) {
        return (long) regions << 32 | (long) (b.boxCount() - onTarget) << 12 | pushes;
    }
}

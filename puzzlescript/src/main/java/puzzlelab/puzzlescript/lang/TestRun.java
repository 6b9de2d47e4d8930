package puzzlelab.puzzlescript.lang;

import java.util.ArrayList;
import java.util.List;

/**
 * The tests' harness (data/puzzlescript README, "How a test maps to a check"): load entry `level` with `seed`,
 * settle pending agains, play the inputs; a win loads the next level entry at once (fresh unseeded generator);
 * when the next entry is a message, or the last level was won, the grid stays and later inputs do nothing.
 */
public final class TestRun {
    public record Result(String serialised, List<String> sounds, int wins, int entry, boolean won) {}

    private TestRun() {}

    public static Result run(Game g, int level, String seed, List<Input> inputs) {
        Session s = g.start(level, seed);
        s.runAgain();
        int wins = 0;
        boolean finished = false, lastWon = false;
        for (Input in : inputs) {
            if (finished) break;
            s.input(in);
            lastWon = s.won();
            if (s.won()) {
                wins++;
                int next = s.entry() + 1;
                if (next >= g.entryCount() || g.isMessage(next)) { finished = true; continue; }
                s.load(next, null);
                s.runAgain();
            }
        }
        return new Result(s.serialise(), new ArrayList<>(s.sounds), wins, s.entry(), lastWon);
    }
}

package puzzlelab.puzzlescript;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzlescript.lang.Game;
import puzzlelab.puzzlescript.lang.Input;
import puzzlelab.puzzlescript.lang.TestRun;
import puzzlelab.puzzlescript.lang.TurnLimitException;

/**
 * Replays a list of inputs coded as the official engine's tests code them, with the tests' harness (a win loads the
 * next level entry), so anyone can compare this interpreter with the official engine on their own games.
 */
public final class Replays {
    /** Most inputs a replay takes (one turn each, again chains included). */
    public static final int MAX_INPUTS = 100_000;

    private Replays() {
    }

    /** What a replay ends with. */
    public record Outcome(String serialised, boolean won, int level, int wins) {
    }

    /** Parses "0,3,3,2,tick,undo,restart" (also "up", "left", "down", "right", "action"). */
    public static List<Input> parse(String codes) throws InputException {
        List<Input> out = new ArrayList<>();
        if (codes == null || codes.isBlank()) return out;
        String[] parts = codes.split(",");
        if (parts.length > MAX_INPUTS) throw new InputException(null, "--inputs: at most " + MAX_INPUTS + " inputs");
        for (String raw : parts) {
            String t = raw.strip().toLowerCase(Locale.ROOT);
            Input in = switch (t) {
                case "0", "up" -> Input.UP;
                case "1", "left" -> Input.LEFT;
                case "2", "down" -> Input.DOWN;
                case "3", "right" -> Input.RIGHT;
                case "4", "action", "x" -> Input.ACTION;
                case "tick" -> Input.TICK;
                case "undo" -> Input.UNDO;
                case "restart" -> Input.RESTART;
                default -> throw new InputException(null, "--inputs: " + Text.quote(raw.strip())
                        + " is not an input (0 up, 1 left, 2 down, 3 right, 4 action, tick, undo, restart)");
            };
            out.add(in);
        }
        return out;
    }

    /** Loads level entry {@code level} (messages counted, from 0) and plays the inputs. */
    public static Outcome run(String source, Game g, int level, String seed, List<Input> inputs) throws InputException {
        if (level < 0 || level >= g.entryCount())
            throw new InputException(source, "--level must be 0.." + (g.entryCount() - 1) + " (LEVELS entries counted from 0, messages included)");
        try {
            TestRun.Result r = TestRun.run(g, level, seed, inputs);
            return new Outcome(r.serialised(), r.won(), r.entry(), r.wins());
        } catch (TurnLimitException e) {
            throw new InputException(source, e.getMessage());
        }
    }
}

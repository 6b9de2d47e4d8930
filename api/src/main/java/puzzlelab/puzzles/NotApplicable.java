package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;

/**
 * The user's request does not fit the puzzle: an unknown metric, algorithm or heuristic name, or an algorithm that
 * cannot run on it (bidi on a one-way puzzle). The CLI says so in one line (exit 2), the server answers 400, and
 * {@code compare} skips such configurations with a note. The engine says the same with {@link
 * puzzlelab.engine.Inapplicable}, which {@link Plan} turns into this; a puzzle's or plugin's own algorithm may throw
 * either while its search is built. Nothing else is read as "does not apply": an {@code IllegalArgumentException}
 * from a puzzle's code is a bug.
 */
public class NotApplicable extends InputException {
    public NotApplicable(String message) {
        super(null, message);
    }
}

package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;

/**
 * The user's request does not fit the puzzle: an unknown metric, algorithm or heuristic name, or an algorithm that
 * cannot run on it (bidi on a one-way puzzle). The CLI says so in one line (exit 2), the server answers 400, and
 * {@code compare} skips such configurations with a note.
 */
public class NotApplicable extends InputException {
    public NotApplicable(String message) {
        super(null, message);
    }
}

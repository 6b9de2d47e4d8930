package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;


/**
 * Bounds that depend on other options (walls per board size, pieces per radius), checked by a generator or bench
 * after {@code Params.of} has checked the declared ones; worded like {@code Params.of}'s, with the reason.
 */
public final class OptionRange {
    private OptionRange() {
    }

    /** {@code value} must lie in [min, max]; {@code why} (may be null) explains the bound. */
    public static void check(String option, long value, long min, long max, String why) {
        if (value < min || value > max)
            throw new InputException(null, option + " must be " + min + ".." + max + ", not " + value + (why == null ? "" : " (" + why + ")"));
    }
}

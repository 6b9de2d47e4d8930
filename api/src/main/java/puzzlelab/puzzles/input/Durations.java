package puzzlelab.puzzles.input;

import java.time.Duration;
import java.util.Locale;

/**
 * The one duration syntax of the whole CLI: a positive number (ASCII digits, decimals allowed) with an optional unit
 * {@code ms}, {@code s}, {@code m} or {@code h}; a plain number is seconds. At most {@link #MAX_DAYS} days.
 */
public final class Durations {
    public static final int MAX_DAYS = 30;
    private static final String EXAMPLES = "use e.g. 500ms, 30s, 2m or 1h";

    private Durations() {
    }

    /** The duration (positive), or the user's error in the project's words. */
    public static Duration parse(String value) {
        return parse(value, false);
    }

    /** {@code zeroAllowed}: 0 is accepted too (for options where it means "none", such as --warmup). */
    public static Duration parse(String value, boolean zeroAllowed) {
        String v = value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
        long unit = 1000;
        String number = v;
        if (v.endsWith("ms")) {
            unit = 1;
            number = v.substring(0, v.length() - 2);
        } else if (v.endsWith("s")) {
            number = v.substring(0, v.length() - 1);
        } else if (v.endsWith("m")) {
            unit = 60_000;
            number = v.substring(0, v.length() - 1);
        } else if (v.endsWith("h")) {
            unit = 3_600_000;
            number = v.substring(0, v.length() - 1);
        }
        if (number.startsWith("-"))
            throw new InputException(null, "a duration must be positive, not " + Text.quote(value));
        if (!number.matches("[0-9]+(\\.[0-9]+)?|\\.[0-9]+"))
            throw new InputException(null, Text.quote(value) + " is not a duration: " + EXAMPLES);
        double millis = Double.parseDouble(number) * unit;
        if (millis == 0 && zeroAllowed) return Duration.ZERO;
        if (millis < 1)
            throw new InputException(null, "a duration must be at least 1ms, not " + Text.quote(value));
        if (millis > MAX_DAYS * 86_400_000.0)
            throw new InputException(null, "a duration must be at most " + MAX_DAYS + " days, not " + Text.quote(value));
        return Duration.ofMillis(Math.round(millis));
    }

    /** A duration as the user would write it back ("500ms", "30s", "2m", "1h"). */
    public static String text(long millis) {
        if (millis % 3_600_000 == 0 && millis > 0) return millis / 3_600_000 + "h";
        if (millis % 60_000 == 0 && millis > 0) return millis / 60_000 + "m";
        if (millis % 1000 == 0) return millis / 1000 + "s";
        return millis + "ms";
    }
}

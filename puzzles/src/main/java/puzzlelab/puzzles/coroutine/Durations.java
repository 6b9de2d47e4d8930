package puzzlelab.puzzles.coroutine;

import java.util.Locale;
import picocli.CommandLine;

/** Parses "500ms", "60s", "2m", "1h" or a plain number of seconds into milliseconds (picocli converter). */
final class Durations implements CommandLine.ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
        String v = value.strip().toLowerCase(Locale.ROOT);
        long unit = 1000;
        if (v.endsWith("ms")) {
            unit = 1;
            v = v.substring(0, v.length() - 2);
        } else if (v.endsWith("s")) {
            v = v.substring(0, v.length() - 1);
        } else if (v.endsWith("m")) {
            unit = 60_000;
            v = v.substring(0, v.length() - 1);
        } else if (v.endsWith("h")) {
            unit = 3_600_000;
            v = v.substring(0, v.length() - 1);
        }
        try {
            double x = Double.parseDouble(v);
            if (x <= 0 || Double.isNaN(x)) throw new NumberFormatException();
            return Math.round(x * unit);
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException("'" + value + "' is not a duration: use e.g. 500ms, 60s, 2m");
        }
    }
}

package puzzlelab.cli;

import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Parses durations such as 500ms, 30s, 2m, 1h or a plain number of seconds. */
public final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String v) {
        String s = v.trim().toLowerCase();
        try {
            if (s.endsWith("ms")) return Duration.ofMillis(Long.parseLong(s.substring(0, s.length() - 2)));
            if (s.endsWith("s")) return Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 1000));
            if (s.endsWith("m")) return Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 60_000));
            if (s.endsWith("h")) return Duration.ofMillis(Math.round(Double.parseDouble(s.substring(0, s.length() - 1)) * 3_600_000));
            return Duration.ofMillis(Math.round(Double.parseDouble(s) * 1000));
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + v + "' is not a duration (examples: 500ms, 30s, 2m)");
        }
    }
}

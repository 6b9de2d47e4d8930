package puzzlelab.puzzles.input;

import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import puzzlelab.puzzles.InputException;

/** Interim picocli converters for the built-in benches and generators until they declare {@code Param}s. */
public final class DurationOptions implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String value) {
        try {
            return Durations.parse(value);
        } catch (InputException e) {
            throw new TypeConversionException(e.problem());
        }
    }

    /** Milliseconds, for options stored as a long. */
    public static final class Millis implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return new DurationOptions().convert(value).toMillis();
        }
    }
}

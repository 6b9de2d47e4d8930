package puzzlelab.cli.common;

import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Durations;

/** Durations such as 500ms, 30s, 2m, 1h or a plain number of seconds: the one syntax of {@link Durations}. */
public final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String v) {
        return parse(v, false);
    }

    static Duration parse(String v, boolean zeroAllowed) {
        try {
            return Durations.parse(v, zeroAllowed);
        } catch (InputException e) {
            throw new TypeConversionException(e.problem());
        }
    }

    /** The same syntax, where 0 means "none". */
    public static final class OrZero implements ITypeConverter<Duration> {
        @Override
        public Duration convert(String value) {
            return parse(value, true);
        }
    }

    /** Milliseconds, for options stored as a long. */
    public static final class Millis implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            return parse(value, false).toMillis();
        }
    }
}

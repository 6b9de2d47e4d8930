package puzzlelab.cli;

import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import puzzlelab.puzzles.input.Durations;

/** Durations such as 500ms, 30s, 2m, 1h or a plain number of seconds: the one syntax of {@link Durations}. */
public final class DurationConverter implements ITypeConverter<Duration> {
    @Override
    public Duration convert(String v) {
        return Durations.parse(v);
    }
}

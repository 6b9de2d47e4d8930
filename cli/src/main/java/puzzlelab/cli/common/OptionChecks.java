package puzzlelab.cli.common;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Bounds of numeric command-line options, checked before any work: a violation is a picocli usage error, which the
 * CLI prints as one line ({@code puzzlelab: --count must be 1..1000, not 0 (see '... --help')}) with exit code 2.
 */
public final class OptionChecks {
    private OptionChecks() {
    }

    public static ParameterException usage(CommandSpec spec, String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** {@code value} must lie in [min, max]; {@code why} (may be null) explains the bound. */
    public static void range(CommandSpec spec, String option, long value, long min, long max, String why) {
        if (value < min || value > max)
            throw usage(spec, option + " must be " + min + ".." + max + ", not " + value + (why == null ? "" : " (" + why + ")"));
    }

    public static void range(CommandSpec spec, String option, long value, long min, long max) {
        range(spec, option, value, min, max, null);
    }

    public static void atLeast(CommandSpec spec, String option, long value, long min) {
        atLeast(spec, option, value, min, null);
    }

    public static void atLeast(CommandSpec spec, String option, long value, long min, String why) {
        if (value < min)
            throw usage(spec, option + " must be at least " + min + ", not " + value + (why == null ? "" : " (" + why + ")"));
    }

    /** A finite number in [min, max]. */
    public static void range(CommandSpec spec, String option, double value, double min, double max) {
        if (!Double.isFinite(value) || value < min || value > max)
            throw usage(spec, option + " must be a number from " + min + " to " + max + ", not " + value);
    }

}

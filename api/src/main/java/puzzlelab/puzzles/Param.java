package puzzlelab.puzzles;

import java.util.List;

/**
 * One declared option of a generator or a benchmark. Hosts build their forms from these declarations (the CLI its
 * {@code --name VALUE} options, the web its generate form) and check values in one place ({@link Params#of}), so
 * every host accepts and refuses exactly the same values.
 *
 * @param name         lower-case, dash-separated (the CLI shows it as {@code --name})
 * @param description  one line for help texts and form labels
 * @param kind         the value's type
 * @param defaultValue the value when none is given, as text; null = no default (the option is then optional and
 *                     absent unless given)
 * @param min          least value of an {@link Kind#INT}/{@link Kind#DURATION} option (durations in milliseconds)
 * @param max          greatest value of an {@link Kind#INT}/{@link Kind#DURATION} option
 * @param choices      the allowed values of a {@link Kind#CHOICE} option
 */
public record Param(String name, String description, Kind kind, String defaultValue, long min, long max,
                    List<String> choices) {

    /** Value types a host knows how to ask for and check. */
    public enum Kind { INT, DURATION, CHOICE, FLAG, TEXT, FOLDER, FILE, FILES }

    public Param {
        if (!name.matches("[a-z][a-z0-9-]*")) throw new IllegalStateException("bad option name: " + name);
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    public static Param integer(String name, String description, long defaultValue, long min, long max) {
        return new Param(name, description, Kind.INT, Long.toString(defaultValue), min, max, null);
    }

    /** An integer option with no default: absent unless given. */
    public static Param optionalInteger(String name, String description, long min, long max) {
        return new Param(name, description, Kind.INT, null, min, max, null);
    }

    /** A duration such as {@code 10s}; bounds in milliseconds. */
    public static Param duration(String name, String description, String defaultValue, long minMillis, long maxMillis) {
        return new Param(name, description, Kind.DURATION, defaultValue, minMillis, maxMillis, null);
    }

    public static Param choice(String name, String description, String defaultValue, List<String> choices) {
        return new Param(name, description, Kind.CHOICE, defaultValue, 0, 0, choices);
    }

    public static Param flag(String name, String description) {
        return new Param(name, description, Kind.FLAG, "false", 0, 0, null);
    }

    /** Free text (at most {@link Params#MAX_TEXT} characters, no control characters). */
    public static Param text(String name, String description, String defaultValue) {
        return new Param(name, description, Kind.TEXT, defaultValue, 0, 0, null);
    }

    /** An existing regular file on this machine, optional (hosts that serve remote users do not offer such options). */
    public static Param file(String name, String description) {
        return new Param(name, description, Kind.FILE, null, 0, 0, null);
    }

    /**
     * Files on this machine, given as the command's positional arguments (the CLI: {@code bench NAME FILE...}); the
     * value is their paths, one a line ({@link Params#files}). Hosts that serve remote users do not offer it.
     */
    public static Param files(String name, String description) {
        return new Param(name, description, Kind.FILES, null, 0, 0, null);
    }

    /** An existing folder on this machine (hosts that serve remote users do not offer such options). */
    public static Param folder(String name, String description) {
        return new Param(name, description, Kind.FOLDER, null, 0, 0, null);
    }
}

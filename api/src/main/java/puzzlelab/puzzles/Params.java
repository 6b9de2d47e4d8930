package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * Values of declared {@link Param}s, checked once against their declarations: the one place where a generator's
 * or a benchmark's options are validated, whatever host (CLI, web, a library caller) supplied them.
 */
public final class Params {
    public static final int MAX_TEXT = 200;
    private final Map<String, Param> declared;
    private final Map<String, String> values;

    private Params(Map<String, Param> declared, Map<String, String> values) {
        this.declared = declared;
        this.values = values;
    }

    /**
     * Checks {@code given} (option name → text) against {@code params}: unknown names, values out of range and
     * malformed values are the user's error. Missing values take their defaults.
     */
    public static Params of(List<Param> params, Map<String, String> given) throws InputException {
        Map<String, Param> declared = new LinkedHashMap<>();
        for (Param p : params) declared.put(p.name(), p);
        Map<String, String> values = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            Param p = declared.get(e.getKey());
            if (p == null)
                throw new InputException(null, "unknown option " + Text.quote(e.getKey()) + " (known: "
                        + String.join(", ", declared.keySet()) + ")");
            if (e.getValue() != null) values.put(p.name(), check(p, e.getValue()));
        }
        for (Param p : params)
            if (!values.containsKey(p.name()) && p.defaultValue() != null) values.put(p.name(), p.defaultValue());
        return new Params(declared, values);
    }

    /** All defaults. */
    public static Params defaults(List<Param> params) {
        try {
            return of(params, Map.of());
        } catch (InputException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String check(Param p, String raw) throws InputException {
        String v = raw.strip();
        String opt = "--" + p.name();
        switch (p.kind()) {
            case INT -> {
                Long n = Numbers.longOrNull(v);
                if (n == null) throw new InputException(null, opt + " must be a whole number, not " + Text.quote(raw));
                if (n < p.min() || n > p.max())
                    throw new InputException(null, opt + " must be " + p.min() + ".." + p.max() + ", not " + n);
                return Long.toString(n);
            }
            case DURATION -> {
                Duration d;
                try {
                    d = Durations.parse(v, p.min() == 0);
                } catch (InputException e) {   // Durations' own words: "'x' is not a duration: use e.g. ..."
                    throw new InputException(null, opt + ": " + e.problem());
                }
                if (d.toMillis() < p.min() || d.toMillis() > p.max())
                    throw new InputException(null, opt + " must be " + Durations.text(p.min()) + ".." + Durations.text(p.max())
                            + ", not " + Text.quote(raw));
                return v;
            }
            case CHOICE -> {
                if (!p.choices().contains(v))
                    throw new InputException(null, opt + " must be one of " + String.join(", ", p.choices()) + ", not " + Text.quote(raw));
                return v;
            }
            case FLAG -> {
                if (!v.equals("true") && !v.equals("false"))
                    throw new InputException(null, opt + " must be true or false, not " + Text.quote(raw));
                return v;
            }
            case TEXT -> {
                if (v.length() > MAX_TEXT || Text.firstControl(v) >= 0)
                    throw new InputException(null, opt + " must be at most " + MAX_TEXT + " plain characters");
                return v;
            }
            case FILE -> {
                if (v.isEmpty() || !Files.isRegularFile(Path.of(v)))
                    throw new InputException(null, opt + " " + Text.quote(raw) + " is not an existing file");
                return v;
            }
            case FILES -> {
                if (raw.isBlank()) throw new InputException(null, "no " + p.name() + " given");
                for (String f : raw.split("\n"))
                    if (f.isEmpty() || Text.firstControl(f) >= 0)
                        throw new InputException(null, "a file name must not be empty nor hold control characters");
                return raw;
            }
            case FOLDER -> {
                if (v.isEmpty() || !Files.isDirectory(Path.of(v)))
                    throw new InputException(null, opt + " " + Text.quote(raw) + " is not an existing folder");
                return v;
            }
        }
        throw new IllegalStateException(p.kind().toString());
    }

    private Param declared(String name, Param.Kind kind) {
        Param p = declared.get(name);
        if (p == null || p.kind() != kind) throw new IllegalStateException("no " + kind + " option " + name + " declared");
        return p;
    }

    /** Whether the option has a value (given, or by default). */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    public long integer(String name) {
        declared(name, Param.Kind.INT);
        return Long.parseLong(values.get(name));
    }

    public int intValue(String name) {
        return Math.toIntExact(integer(name));
    }

    public Duration duration(String name) {
        declared(name, Param.Kind.DURATION);
        return Durations.parse(values.get(name), true);
    }

    public String choice(String name) {
        declared(name, Param.Kind.CHOICE);
        return values.get(name);
    }

    public boolean flag(String name) {
        declared(name, Param.Kind.FLAG);
        return Boolean.parseBoolean(values.get(name));
    }

    public String text(String name) {
        declared(name, Param.Kind.TEXT);
        return values.get(name);
    }

    /** The value of a {@link Param.Kind#FILE} option, or null when not given. */
    public Path file(String name) {
        declared(name, Param.Kind.FILE);
        String v = values.get(name);
        return v == null ? null : Path.of(v);
    }

    public Path folder(String name) {
        declared(name, Param.Kind.FOLDER);
        String v = values.get(name);
        return v == null ? null : Path.of(v);
    }

    /** The paths of a {@link Param.Kind#FILES} option, in the order given; empty when none. */
    public List<String> files(String name) {
        declared(name, Param.Kind.FILES);
        String v = values.get(name);
        return v == null ? List.of() : List.of(v.split("\n"));
    }

    /** The values as given or defaulted, for reports ("--size 6 --min-moves 30"). */
    public Map<String, String> asMap() {
        return Map.copyOf(values);
    }
}

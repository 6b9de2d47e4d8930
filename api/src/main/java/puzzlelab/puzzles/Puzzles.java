package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Optional;
import java.util.ServiceLoader;
import puzzlelab.puzzles.input.RequestBounds;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * The registry of puzzle types and the one place that loads instances. Built-in types are found with
 * {@link ServiceLoader} on the class path; plugin jars are added by {@link #install} (see {@link Plugins}).
 */
public final class Puzzles {
    /** The origin of every type found on the class path. */
    public static final String BUILT_IN = "built-in";
    private static volatile List<PuzzleType> TYPES = load();
    private static final Map<String, String> ORIGINS = new ConcurrentHashMap<>();

    private Puzzles() {
    }

    private static List<PuzzleType> load() {
        List<PuzzleType> l = new ArrayList<>();
        ServiceLoader.load(PuzzleType.class, Puzzles.class.getClassLoader()).forEach(l::add);
        l.sort(Comparator.comparing(PuzzleType::name));
        return List.copyOf(l);
    }

    public static List<PuzzleType> all() {
        return TYPES;
    }

    /** Where a type comes from: {@link #BUILT_IN} or the plugin jar's path. */
    public static String origin(PuzzleType t) {
        return ORIGINS.getOrDefault(t.name(), BUILT_IN);
    }

    /**
     * Adds plugin types (from {@link Plugins#load}); a name already taken is refused.
     *
     * @return one line per type refused
     */
    public static synchronized List<String> install(List<Plugins.Found> found) {
        List<String> problems = new ArrayList<>();
        List<PuzzleType> l = new ArrayList<>(TYPES);
        for (Plugins.Found f : found) {
            String name = f.type().name();
            if (name == null || !name.matches("[a-z][a-z0-9-]{0,31}")) {
                problems.add("plugin " + f.jar() + ": puzzle name " + Text.quote(String.valueOf(name))
                        + " must be lower-case letters, digits and '-' (at most 32); skipped");
                continue;
            }
            Optional<PuzzleType> taken = l.stream().filter(t -> t.name().equals(name)).findFirst();
            if (taken.isPresent()) {
                String by = ORIGINS.getOrDefault(name, BUILT_IN);
                problems.add("plugin " + f.jar() + ": puzzle '" + name + "' is already " + (by.equals(BUILT_IN) ? "built in" : "loaded from " + by) + "; skipped");
                continue;
            }
            l.add(f.type());
            ORIGINS.put(name, f.jar());
        }
        l.sort(Comparator.comparing(PuzzleType::name));
        TYPES = List.copyOf(l);
        return problems;
    }

    public static Optional<PuzzleType> byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return TYPES.stream().filter(t -> t.name().equals(n)).findFirst();
    }

    public static PuzzleType require(String name) throws InputException {
        return byName(name).orElseThrow(() -> new InputException(null,
                "unknown puzzle " + Text.quote(name) + " (known: " + String.join(", ", TYPES.stream().map(PuzzleType::name).toList()) + ")"));
    }

    /**
     * Loads a file or a one-line ID ({@code name:...}). The type is detected from the content unless
     * {@code forcedType} is given.
     */
    public static Instance load(String fileOrId, String forcedType) throws InputException {
        if (fileOrId == null || fileOrId.isEmpty())
            throw new InputException(null, "no file or puzzle ID given (the argument is empty)");
        String shown = Text.name(fileOrId);
        switch (InputFiles.kind(fileOrId)) {
            case REGULAR -> {
                String text = readText(Path.of(fileOrId), shown);
                PuzzleType t = forcedType != null ? require(forcedType) : detect(shown, text);
                return t.read(shown, text);
            }
            case MISSING -> {
            }
            default -> InputFiles.read(fileOrId, shown);  // names the folder or device
        }
        int hash = selectorAt(fileOrId);
        if (hash > 0) {
            String file = fileOrId.substring(0, hash);
            Integer n = Numbers.intOrNull(fileOrId.substring(hash + 1));
            if (InputFiles.kind(file) != InputFiles.Kind.REGULAR) return loadAll(file, forcedType).get(0);  // names it
            String source = Text.name(file);
            String text = readText(Path.of(file), source);
            PuzzleType t = forcedType != null ? require(forcedType) : detect(source, text);
            // a number picks by position even where a name is a number too
            return n != null ? t.readNth(source, shown, text, n) : t.readNamed(source, shown, text, fileOrId.substring(hash + 1));
        }
        if (Text.firstControl(fileOrId) >= 0)
            throw new InputException(shown, "contains a control character: not a file name or puzzle ID");
        int colon = fileOrId.indexOf(':');
        if (colon > 0) {
            Optional<PuzzleType> t = byName(fileOrId.substring(0, colon));
            if (t.isPresent()) {
                if (forcedType != null && !t.get().name().equals(forcedType.toLowerCase(Locale.ROOT)))
                    throw new InputException(shown, "is a " + t.get().name() + " ID but --puzzle says " + Text.shown(forcedType));
                return t.get().readId(fileOrId);
            }
        }
        throw new InputException(shown, "no such file, and not a puzzle ID (IDs look like fifteen:..., coroutine:...)");
    }

    /**
     * Where {@code FILE#SELECTOR} splits: the '#' after the longest prefix that names something on disk, so a title may
     * hold '#' too ({@code f.xsb#Level #5}); -1 when no prefix before a '#' does.
     */
    public static int selectorAt(String fileOrId) {
        int hash = fileOrId.lastIndexOf('#');
        while (hash > 0 && InputFiles.kind(fileOrId.substring(0, hash)) == InputFiles.Kind.MISSING)
            hash = fileOrId.lastIndexOf('#', hash - 1);
        return hash > 0 ? hash : -1;
    }

    /** Every instance of a file (a multi-instance file gives several), or the single instance of an ID. */
    public static List<Instance> loadAll(String fileOrId, String forcedType) throws InputException {
        if (InputFiles.kind(fileOrId) == InputFiles.Kind.REGULAR) {
            String shown = Text.name(fileOrId);
            String text = readText(Path.of(fileOrId), shown);
            PuzzleType t = forcedType != null ? require(forcedType) : detect(shown, text);
            return t.readAll(shown, text);
        }
        return List.of(load(fileOrId, forcedType));
    }

    /** The file's text through the shared input checks (see {@link InputFiles}). */
    public static String readText(Path path, String source) throws InputException {
        return InputFiles.read(path.toString(), source);
    }

    /** The type whose {@link PuzzleType#detect} scores highest; an error when none recognises the text. */
    public static PuzzleType detect(String fileName, String text) throws InputException {
        String head = Lines.head(text, InputFiles.DETECT_CHARS);  // detection never reads a whole large file
        PuzzleType best = null;
        int bestScore = 0;
        for (PuzzleType t : TYPES) {
            int s;
            try {
                s = t.detect(fileName, head);
            } catch (RuntimeException e) {   // a bug in a puzzle's (a plugin's) detect: internal, and named
                throw new IllegalStateException("puzzle '" + t.name() + "' failed to look at " + fileName + ": " + e, e);
            }
            if (s > bestScore) {
                bestScore = s;
                best = t;
            }
        }
        if (best == null) {
            throw new InputException(fileName, "cannot tell which puzzle this is; name it with --puzzle ("
                    + String.join("|", TYPES.stream().map(PuzzleType::name).toList()) + ")");
        }
        return best;
    }
}

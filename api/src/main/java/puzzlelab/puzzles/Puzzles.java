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
                checkInput(t, shown, text);
                return forced(forcedType, shown, text, () -> t.read(shown, text));
            }
            case MISSING -> {
            }
            default -> InputFiles.read(fileOrId, shown);  // names the folder or device
        }
        int hash = selectorAt(fileOrId);
        if (hash > 0) {
            String file = fileOrId.substring(0, hash);
            String selector = fileOrId.substring(hash + 1);
            Integer n = Numbers.intOrNull(selector);
            if (InputFiles.kind(file) != InputFiles.Kind.REGULAR) return loadAll(file, forcedType).get(0);  // names it
            String source = Text.name(file);
            String text = readText(Path.of(file), source);
            PuzzleType t = forcedType != null ? require(forcedType) : detect(source, text);
            checkInput(t, source, text);
            // a number picks by position even where a name is a number too; one too large for any file is a number still
            if (n == null && selector.length() > 9 && selector.chars().allMatch(c -> c >= '0' && c <= '9'))
                throw new InputException(shown, "instance number must be 1.." + t.count(source, text));
            return forced(forcedType, source, text, () -> n != null ? t.readNth(source, shown, text, n)
                    : t.readNamed(source, shown, text, selector));
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
            checkInput(t, shown, text);
            return forced(forcedType, shown, text, () -> t.readAll(shown, text));
        }
        return List.of(load(fileOrId, forcedType));
    }

    /**
     * How many instances {@code FILE} holds (1 for an ID or a one-instance file), counted without parsing them where
     * the puzzle can ({@link PuzzleType#count}).
     */
    public static int count(String file, String forcedType) throws InputException {
        if (InputFiles.kind(file) != InputFiles.Kind.REGULAR) return loadAll(file, forcedType).size();  // names it
        String shown = Text.name(file);
        String text = readText(Path.of(file), shown);
        PuzzleType t = forcedType != null ? require(forcedType) : detect(shown, text);
        checkInput(t, shown, text);
        return forced(forcedType, shown, text, () -> t.count(shown, text));
    }

    /**
     * The input checks every host runs on a puzzle file's text before its reader sees it, the same on the command line
     * and in the server (uploads, pasted levels): the lines' length bound of {@code t}'s {@link PuzzleType#limits}.
     * The reader checks its boards' cells and pieces itself (it alone knows a board's size).
     *
     * @throws InputException naming {@code source} and the line
     */
    public static void checkInput(PuzzleType t, String source, String text) throws InputException {
        t.limits().checkLines(source, text);
    }

    private interface Reading<T> {
        T read() throws InputException;
    }

    /**
     * A file read as the type {@code --puzzle} names: when that reader refuses a file that another puzzle recognises
     * (an XSB level read as Rush Hour is "empty": its rows look like comments), the error says which puzzle it looks like.
     */
    private static <T> T forced(String forcedType, String source, String text, Reading<T> r) throws InputException {
        try {
            return r.read();
        } catch (InputException e) {
            if (forcedType == null) throw e;
            PuzzleType looks;
            try {
                looks = detect(source, text);
            } catch (InputException none) {
                throw e;
            }
            String head = Lines.head(text, InputFiles.DETECT_CHARS);
            if (looks.name().equals(forcedType.toLowerCase(Locale.ROOT)) || looks.detect(source, head) < 10) throw e;
            throw new InputException(e.source(), e.line(), e.problem() + " (read as " + forcedType.toLowerCase(Locale.ROOT)
                    + " as --puzzle says; the file looks like " + looks.name() + ")");
        }
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

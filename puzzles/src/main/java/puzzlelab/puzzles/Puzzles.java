package puzzlelab.puzzles;

import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;

/** The registry of puzzle types (found with {@link ServiceLoader}) and the one place that loads instances. */
public final class Puzzles {
    private static final List<PuzzleType> TYPES = load();

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

    public static Optional<PuzzleType> byName(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return TYPES.stream().filter(t -> t.name().equals(n)).findFirst();
    }

    public static PuzzleType require(String name) throws InputException {
        return byName(name).orElseThrow(() -> new InputException(null,
                "unknown puzzle '" + name + "' (known: " + String.join(", ", TYPES.stream().map(PuzzleType::name).toList()) + ")"));
    }

    /**
     * Loads a file or a one-line ID ({@code name:...}). The type is detected from the content unless
     * {@code forcedType} is given.
     */
    public static Instance load(String fileOrId, String forcedType) throws InputException {
        Path path = Path.of(fileOrId);
        if (Files.isRegularFile(path)) {
            String text = readText(path, fileOrId);
            PuzzleType t = forcedType != null ? require(forcedType) : detect(fileOrId, text);
            return t.read(fileOrId, text);
        }
        int hash = fileOrId.lastIndexOf('#');
        if (hash > 0 && Files.isRegularFile(Path.of(fileOrId.substring(0, hash)))) {
            String file = fileOrId.substring(0, hash);
            List<Instance> all = loadAll(file, forcedType);
            int n;
            try {
                n = Integer.parseInt(fileOrId.substring(hash + 1));
            } catch (NumberFormatException e) {
                throw new InputException(fileOrId, "'#' must be followed by an instance number");
            }
            if (n < 1 || n > all.size())
                throw new InputException(fileOrId, "instance number must be 1.." + all.size());
            return all.get(n - 1);
        }
        if (Files.isDirectory(path)) throw new InputException(fileOrId, "is a folder, not a puzzle file");
        int colon = fileOrId.indexOf(':');
        if (colon > 0) {
            Optional<PuzzleType> t = byName(fileOrId.substring(0, colon));
            if (t.isPresent()) {
                if (forcedType != null && !t.get().name().equals(forcedType.toLowerCase(Locale.ROOT)))
                    throw new InputException(fileOrId, "is a " + t.get().name() + " ID but --puzzle says " + forcedType);
                return t.get().readId(fileOrId);
            }
        }
        throw new InputException(fileOrId, "no such file, and not a puzzle ID (IDs look like fifteen:..., coroutine:...)");
    }

    /** Every instance of a file (a multi-instance file gives several), or the single instance of an ID. */
    public static List<Instance> loadAll(String fileOrId, String forcedType) throws InputException {
        Path path = Path.of(fileOrId);
        if (Files.isRegularFile(path)) {
            String text = readText(path, fileOrId);
            PuzzleType t = forcedType != null ? require(forcedType) : detect(fileOrId, text);
            return t.readAll(fileOrId, text);
        }
        return List.of(load(fileOrId, forcedType));
    }

    public static String readText(Path path, String source) throws InputException {
        try {
            return Files.readString(path);
        } catch (MalformedInputException e) {
            throw new InputException(source, "is not a UTF-8 text file");
        } catch (IOException e) {
            throw new InputException(source, "cannot be read (" + e.getMessage() + ")");
        }
    }

    /** The type whose {@link PuzzleType#detect} scores highest; an error when none recognises the text. */
    public static PuzzleType detect(String fileName, String text) throws InputException {
        PuzzleType best = null;
        int bestScore = 0;
        for (PuzzleType t : TYPES) {
            int s;
            try {
                s = t.detect(fileName, text);
            } catch (RuntimeException e) {
                s = 0;
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

package puzzlelab.puzzles.input;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The shared data sets ({@code ../shared/data/PUZZLE}, not part of a clone): looked for beside the working folder and
 * beside each of its parents, so that runs from a module folder (tests) find it too. No absolute paths.
 */
public final class DataFolder {
    private DataFolder() {
    }

    /** {@code explicit} when given (it must exist), else the first {@code shared/data/NAME} found. */
    public static Optional<Path> find(String name, Path explicit) {
        if (explicit != null) return Files.isDirectory(explicit) ? Optional.of(explicit) : Optional.empty();
        Path dir = Path.of("").toAbsolutePath();
        for (; dir != null; dir = dir.getParent()) {
            Path parent = dir.getParent();
            if (parent == null) break;
            Path candidate = parent.resolve("shared").resolve("data").resolve(name);
            if (Files.isDirectory(candidate)) return Optional.of(candidate);
        }
        return Optional.empty();
    }

    /** How the lookup is described in messages. */
    public static String describe(String name) {
        return "../shared/data/" + name + " (beside the working folder or one of its parents; or give --data)";
    }
}

package puzzlelab.puzzles.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Files a command will write, checked before any work (a solve or a comparison can take minutes): the folder must
 * exist (no command creates folders), the target must not be a folder or device, and the folder must take a new file.
 */
public final class OutputTargets {
    private OutputTargets() {
    }

    /** Fails with one line naming {@code option} and the path when {@code target} cannot be written. */
    public static void check(String option, Path target) throws InputException {
        String shown = Text.name(target.toString());
        if (target.toString().isEmpty()) throw new InputException(null, option + " needs a file name");
        if (Files.isDirectory(target)) throw new InputException(shown, option + " names a folder; give a file name");
        if (Files.exists(target) && !Files.isRegularFile(target))
            throw new InputException(shown, option + " names a device or other special file; give a file name");
        Path folder = target.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder))
            throw new InputException(shown, option + ": the folder " + Text.name(String.valueOf(folder))
                    + " does not exist (create it first; puzzlelab creates no folders)");
        if (Files.exists(target)) {
            if (!Files.isWritable(target)) throw new EnvironmentException(shown, option + ": the file cannot be written");
            return;
        }
        probe(option, folder);
    }

    /** Fails with one line when {@code folder} (which must exist) does not take a new file ({@code /proc}, read-only). */
    public static void folder(String option, Path folder) throws InputException {
        if (!Files.isDirectory(folder))
            throw new InputException(Text.name(folder.toString()), option + ": no such folder (create it first; puzzlelab creates no folders)");
        probe(option, folder.toAbsolutePath());
    }

    private static void probe(String option, Path folder) {
        try {
            Files.delete(Files.createTempFile(folder, ".puzzlelab-", ".probe"));
        } catch (IOException | SecurityException e) {
            throw new EnvironmentException(Text.name(folder.toString()), option + ": cannot write in this folder ("
                    + e.getClass().getSimpleName() + ")");
        }
    }

    /** A write that failed after the checks (disk full, the folder removed meanwhile): one line, not a bug. */
    public static EnvironmentException failed(Path file, IOException e) {
        return new EnvironmentException(Text.name(file.toString()), "cannot write: " + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : " " + Text.escaped(e.getMessage())));
    }
}

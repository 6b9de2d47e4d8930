package puzzlelab.cli.compare;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

/**
 * Expands the INSTANCES arguments: a file (every instance of a multi-instance file), {@code FILE#N}, an ID, or a
 * folder (every instance file directly inside, sorted by name; other files and subfolders are skipped with a
 * note). A named file or ID that cannot be read is bad input; inside a folder it is only a note.
 */
final class Inputs {
    private Inputs() {
    }

    static List<Instance> expand(List<String> args, Notes notes) throws InputException {
        List<Instance> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (String arg : args) {
            Path p = Path.of(arg);
            List<Instance> found = Files.isDirectory(p) ? folder(arg, p, notes) : Puzzles.loadAll(arg, null);
            for (Instance i : found) {
                if (ids.add(i.id())) out.add(i);
                else notes.add("instance " + i.id() + " is listed more than once: compared once");
            }
        }
        if (out.isEmpty())   // the notes would never be printed: they say why
            throw new InputException(null, "no instances to compare in " + String.join(" ", args)
                    + (notes.all().isEmpty() ? "" : " (" + String.join("; ", notes.all()) + ")"));
        return out;
    }

    private static List<Instance> folder(String arg, Path dir, Notes notes) throws InputException {
        List<Path> entries;
        try (Stream<Path> s = Files.list(dir)) {
            entries = s.filter(f -> !f.getFileName().toString().startsWith(".")).sorted().toList();
        } catch (IOException e) {
            throw new InputException(arg, "cannot list the folder (" + e.getMessage() + ")");
        }
        List<Instance> out = new ArrayList<>();
        String prefix = arg.endsWith("/") || arg.endsWith(java.io.File.separator) ? arg : arg + "/";
        for (Path f : entries) {
            String name = prefix + f.getFileName();
            if (Files.isDirectory(f)) {
                notes.add("skipped subfolder " + name + " (name it to include it)");
                continue;
            }
            if (Files.isSymbolicLink(f) && !Files.exists(f)) {
                notes.add("skipped " + name + ": a symbolic link to a file that does not exist");
                continue;
            }
            try {
                out.addAll(Puzzles.loadAll(name, null));
            } catch (InputException e) {
                // the message as solve gives it: FILE:LINE: problem
                notes.add("skipped " + (e.source() != null ? e.getMessage() : name + ": " + e.getMessage()));
            } catch (RuntimeException e) {
                // a reader bug must not stop a comparison over a whole folder
                notes.add("skipped " + name + ": the reader failed (" + e + ")");
            }
        }
        if (out.isEmpty()) notes.add("no puzzle instances in folder " + arg);
        return out;
    }
}

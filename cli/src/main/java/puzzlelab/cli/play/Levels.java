package puzzlelab.cli.play;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Numbers;

/**
 * The level {@code play} shows and the ones after it, for its {@code next}: a file of several (a Sokoban collection:
 * {@code FILE} starts at its first, {@code FILE#N} or {@code FILE#Title} there), or a numbered ID
 * ({@code sokoban:microban-5}, {@code fifteen:korf-1}), followed by the next number while the puzzle has it.
 */
final class Levels {
    private static final Pattern NUMBERED = Pattern.compile("(.*-)(\\d{1,6})");

    private final List<Instance> file;   // the file's levels, or null: one instance or a numbered ID
    private final String puzzle;
    private int at;
    private Instance current, next;
    private boolean nextLooked;

    private Levels(List<Instance> file, int at, Instance current, String puzzle) {
        this.file = file;
        this.at = at;
        this.current = current;
        this.puzzle = puzzle;
    }

    static Levels of(String input, String puzzle) throws InputException {
        if (InputFiles.kind(input) == InputFiles.Kind.REGULAR) {
            List<Instance> all = Puzzles.loadAll(input, puzzle);
            return all.size() > 1 ? new Levels(all, 0, all.get(0), puzzle) : new Levels(null, 0, Puzzles.load(input, puzzle), puzzle);
        }
        Instance one = Puzzles.load(input, puzzle);
        int hash = one.id().lastIndexOf('#'), end = fileEnd(input);
        Integer n = hash > 0 ? Numbers.intOrNull(one.id().substring(hash + 1)) : null;
        if (n != null && end > 0) {
            List<Instance> all = Puzzles.loadAll(input.substring(0, end), puzzle);
            if (n >= 1 && n <= all.size() && all.get(n - 1).id().equals(one.id())) return new Levels(all, n - 1, one, puzzle);
        }
        return new Levels(null, 0, one, puzzle);
    }

    /** Where FILE ends in FILE#SELECTOR when FILE is a regular file, as {@link Puzzles#load} splits it; else -1. */
    private static int fileEnd(String input) {
        int hash = Puzzles.selectorAt(input);
        return hash > 0 && InputFiles.kind(input.substring(0, hash)) == InputFiles.Kind.REGULAR ? hash : -1;
    }

    Instance current() {
        return current;
    }

    /** True for a file of several levels or a numbered ID: {@code next} has a meaning, even on the last. */
    boolean several() {
        return file != null || NUMBERED.matcher(current.id()).matches();
    }

    /** Names the level after this one ("level 3 of 155", "sokoban:microban-6"), or null when there is none. */
    String nextLabel() {
        if (file != null) return at + 1 < file.size() ? "level " + (at + 2) + " of " + file.size() : null;
        Instance n = nextById();
        return n == null ? null : n.id();
    }

    /** Moves on to the level {@link #nextLabel} names (there must be one). */
    Instance advance() {
        current = file != null ? file.get(++at) : nextById();
        next = null;
        nextLooked = false;
        return current;
    }

    private Instance nextById() {
        if (!nextLooked) {
            nextLooked = true;
            Matcher m = NUMBERED.matcher(current.id());
            if (m.matches() && current.id().indexOf(':') > 0) {
                try {
                    next = Puzzles.load(m.group(1) + (Long.parseLong(m.group(2)) + 1), puzzle);
                } catch (RuntimeException e) {   // InputException too
                    next = null;   // past the set's last: nothing after it
                }
            }
        }
        return next;
    }
}

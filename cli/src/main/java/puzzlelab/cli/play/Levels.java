package puzzlelab.cli.play;

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

    private final String file;   // the file of several levels, or null: one instance or a numbered ID
    private final int count;     // the file's levels
    private final String puzzle;
    private int at;
    private Instance current, next;
    private boolean nextLooked;

    private Levels(String file, int count, int at, Instance current, String puzzle) {
        this.file = file;
        this.count = count;
        this.at = at;
        this.current = current;
        this.puzzle = puzzle;
    }

    /** Only the level shown is parsed (and counted past): a file of a million levels opens at once, each 'next' reads one. */
    static Levels of(String input, String puzzle) throws InputException {
        if (InputFiles.kind(input) == InputFiles.Kind.REGULAR) {
            int count = Puzzles.count(input, puzzle);
            return count > 1 ? new Levels(input, count, 0, Puzzles.load(input + "#1", puzzle), puzzle)
                    : new Levels(null, 1, 0, Puzzles.load(input, puzzle), puzzle);
        }
        Instance one = Puzzles.load(input, puzzle);
        int hash = one.id().lastIndexOf('#'), end = fileEnd(input);
        Integer n = hash > 0 ? Numbers.intOrNull(one.id().substring(hash + 1)) : null;
        if (n != null && end > 0) {
            String file = input.substring(0, end);
            int count = Puzzles.count(file, puzzle);
            if (n >= 1 && n <= count && count > 1) return new Levels(file, count, n - 1, one, puzzle);
        }
        return new Levels(null, 1, 0, one, puzzle);
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
        if (file != null) return at + 1 < count ? "level " + (at + 2) + " of " + count : null;
        Instance n = nextById();
        return n == null ? null : n.id();
    }

    /** Moves on to the level {@link #nextLabel} names (there must be one). */
    Instance advance() {
        current = file != null ? Puzzles.load(file + "#" + (++at + 1), puzzle) : nextById();
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

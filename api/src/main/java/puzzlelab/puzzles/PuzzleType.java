package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputLimits;
import java.util.List;
import java.util.Map;

/**
 * A puzzle: one package that implements this interface and is registered in
 * {@code META-INF/services/puzzlelab.puzzles.PuzzleType}. Adding a puzzle touches nothing else. The smallest complete
 * examples are the repository's {@code puzzles/.../template} package (compiled and tested with the built-ins) and the
 * outside plugin {@code examples/plugin} (Lights Out, built against this artifact alone); a plugin's own tests can run
 * {@link PuzzleTypeContract} to find the common mistakes.
 */
public interface PuzzleType {

    /** Short lower-case name used on the command line and as the ID prefix (e.g. "fifteen"). */
    String name();

    /** One line for {@code puzzlelab list}. */
    String summary();

    /** The file formats read, one line each (for {@code puzzlelab list}). */
    List<String> formats();

    /**
     * How strongly {@code text} (the content of {@code fileName}) looks like this puzzle: 0 = not at all, higher =
     * more specific. The registry picks the highest score; a file extension match may add to it. A low score (1-3)
     * for text of this puzzle's shape that does not read cleanly lets the reader explain what is wrong, rather than
     * "cannot tell which puzzle". {@code text} is the first {@code InputFiles.DETECT_CHARS} of the file, cut at a line end.
     */
    int detect(String fileName, String text);

    /** Parses a file; {@code source} names it in error messages. */
    Instance read(String source, String text) throws InputException;

    /**
     * Parses a one-line ID that starts with {@code name() + ":"} (e.g. {@code coroutine:17.24.49.6.33.72.137.112}
     * or a built-in level such as {@code rushhour:card-1}).
     */
    Instance readId(String id) throws InputException;

    /**
     * All instances in a file that may hold several (e.g. Korf's 100 lines); default: the one {@link #read} gives.
     * Instance IDs then end in {@code #N}.
     */
    default List<Instance> readAll(String source, String text) throws InputException {
        return List.of(read(source, text));
    }

    /**
     * Instance {@code n} (1-based) of a file, as {@code readAll(source, text).get(n - 1)}; a type whose files hold
     * large sets overrides it to parse only what it needs. {@code shown} names the file with its {@code #N}.
     */
    default Instance readNth(String source, String shown, String text, int n) throws InputException {
        List<Instance> all = readAll(source, text);
        String bad = puzzlelab.puzzles.input.RequestBounds.instanceNumber(n, all.size());   // the one FILE#N bound
        if (bad != null) throw new InputException(shown, bad);
        return all.get(n - 1);
    }

    /**
     * How many instances a file holds, as {@code readAll(source, text).size()}; a type whose files hold large sets
     * overrides it to count without parsing (play's "level 3 of 155" on a file of a million).
     */
    default int count(String source, String text) throws InputException {
        return readAll(source, text).size();
    }

    /**
     * The instance of a file that {@code name} (the text after {@code #} that is not a number) names, e.g. a level's
     * title; default: only numbers pick instances. {@code shown} names the file with its {@code #name}.
     */
    default Instance readNamed(String source, String shown, String text, String name) throws InputException {
        throw new InputException(shown, "'#' must be followed by an instance number");
    }

    /**
     * How large this puzzle's files, boards, solutions and pictures may be ({@link InputLimits}): hosts check
     * lines and solutions with it, readers check their boards' cells and pieces, pictures their pixels. Default:
     * {@link InputLimits#DEFAULT}.
     */
    default InputLimits limits() {
        return InputLimits.DEFAULT;
    }

    /** Built-in instances: ID → one-line description (for {@code puzzlelab list} and play). */
    default Map<String, String> builtins() {
        return Map.of();
    }

    /** Makes new instances ({@code puzzlelab generate NAME}, the web's generate page), or null when the puzzle has none. */
    default Generator generator() {
        return null;
    }

    /** The puzzle's benchmark ({@code puzzlelab bench NAME}), or null. */
    default Benchmark benchmark() {
        return null;
    }

    /** The direction keys of console play ({@code play}, {@code --keys}), or null (the default): moves are typed. */
    default ArrowKeys arrowKeys() {
        return null;
    }
}

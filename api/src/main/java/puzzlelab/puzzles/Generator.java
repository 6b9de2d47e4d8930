package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Makes new instances of a puzzle ({@link PuzzleType#generator()}). Options are declared ({@link #params()}), so the
 * CLI's {@code generate NAME} and the web's generate form are built from the same declaration and check values in
 * the same place; the seed is the host's (it picks one when the user gives none, and reports it).
 */
public interface Generator {

    /** One line for help texts. */
    String description();

    /** The options besides the seed, each with its bounds. */
    List<Param> params();

    /**
     * Generates; must stop soon after {@code cancel} turns true (then it returns what it has, maybe nothing). Each
     * board is verified before it is returned (e.g. solved optimally to rate it).
     */
    Generated generate(Params values, long seed, BooleanSupplier cancel) throws InputException;

    /**
     * {@link #generate(Params, long, BooleanSupplier)}, telling how far it is: a generator that may run long hands
     * {@code progress} a line now and then (as often as it likes: the host shows the latest every few seconds). The
     * default reports nothing.
     */
    default Generated generate(Params values, long seed, BooleanSupplier cancel, Consumer<String> progress) throws InputException {
        return generate(values, seed, cancel);
    }

    /**
     * What a generator made.
     *
     * @param boards what was made, in order
     * @param notes  lines for the user (progress, ratings, why fewer boards than asked)
     */
    record Generated(List<Board> boards, List<String> notes) {
    }

    /**
     * One generated instance.
     *
     * @param id          a one-line ID that loads it ({@code Puzzles.load}), or null when the puzzle has none
     * @param text        the board as a file of the puzzle's own format (what {@code generate} prints or writes)
     * @param fileName    a suggested file name (e.g. "gen-7-1.txt")
     * @param description one line: its rating (optimal moves, proven or not)
     */
    record Board(String id, String text, String fileName, String description) {
    }
}

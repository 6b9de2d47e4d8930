package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import java.io.PrintStream;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A puzzle's benchmark ({@link PuzzleType#benchmark()}): runs instance sets and prints a table of numbers (nodes,
 * time, lengths, checks against published answers). Options are declared like a {@link Generator}'s. Benchmarks that
 * read the large public sets look for {@code ../shared/data} ({@code input.DataFolder}) and say so when it is absent.
 */
public interface Benchmark {

    String description();

    List<Param> params();

    /**
     * Runs and prints to {@code out} as it goes; stops soon after {@code cancel} turns true.
     *
     * @return what was checked: a host exits non-zero when a check failed or nothing could be checked
     */
    Outcome run(Params values, PrintStream out, BooleanSupplier cancel) throws InputException;

    /**
     * @param checked instances whose answers were checked against a known answer or proof
     * @param failed  checks that failed (wrong length, unproven where proof was required, ...)
     * @param summary one line
     */
    record Outcome(int checked, int failed, String summary) {
    }
}

package puzzlelab.puzzles;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every built-in puzzle keeps the contract a plugin's tests run (PuzzleTypeContract), on small instances of its own. */
class BuiltinContractTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "fifteen,   fifteen:3x3:1.2.0.3.4.5.6.7.8 fifteen:2x3:1.2.0.3.4.5",
        "coroutine, coroutine:bailey-1",
        "chexers,   chexers:spec",
        "rushhour,  rushhour:card-1",
        "zhed,      zhed:level-1",
        "sokoban,   sokoban:microban-1",
        "template,  template:1:100 template:7:7"})
    void keepsThePuzzleContract(String name, String ids) {
        PuzzleTypeContract.verify(Puzzles.byName(name).orElseThrow(), ids.trim().split(" "));
    }

    /** Generators that ask for options: their boards read back as the puzzle, with the same start as their IDs. */
    @Test
    void generatedBoardsReadBack() {
        assertThat(PuzzleTypeContract.generatedProblems(Puzzles.byName("zhed").orElseThrow(), Map.of("tiles", "3"), 7)).isEmpty();
        assertThat(PuzzleTypeContract.generatedProblems(Puzzles.byName("coroutine").orElseThrow(), Map.of("turns", "6"), 7)).isEmpty();
    }
}

package puzzlelab.cli.puzzlescript;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.cli.CliRunner;

/** solve with the PuzzleScript distance bound: used and named where admissible, refused with one line elsewhere. */
class PuzzleScriptDistanceCliTest {

    @Test
    void astarWithTheDistanceBoundProvesTheOptimum() {
        CliRunner.Run r = CliRunner.run("solve", "puzzlescript:octat-4", "-a", "astar", "-H", "distance", "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("algorithm: astar  heuristic: distance (admissible)", "length: 14 (optimal)",
                "expanded 294 ");
        assertThat(r.err()).doesNotContain("note:");
    }

    @Test
    void aGameWithoutABoundSaysWhyInOneLineAndStillProvesWithHZero() {
        CliRunner.Run r = CliRunner.run("solve", "puzzlescript:nekopuzzle-1", "-a", "astar", "--no-progress");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err().strip()).isEqualTo("note: no admissible distance bound for this level: no FRUIT: 'no' conditions "
                + "are not bounded (only 'all' and 'some' X on Y are); the search runs with h = 0");
        assertThat(r.out()).contains("(optimal)").doesNotContain("heuristic: distance");
    }

    @Test
    void askingForTheBoundWhereItIsNotAdmissibleIsOneLineExit2() {
        CliRunner.Run r = CliRunner.run("solve", "puzzlescript:sokoban_match3-1", "-a", "astar", "-H", "distance");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip().lines()).hasSize(1);
        assertThat(r.err()).contains("the distance bound is not admissible for this level: all CRATE on TARGET: "
                + "CRATE can be destroyed or replaced by the rule at line 83");
        assertThat(r.out()).isEmpty();
    }
}

package puzzlelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code generate sokoban} says where it is on stderr while it runs (issue 47: {@code --pushes 500} ran 135 s without a
 * word): the generator's latest line every 2 s, here every line ({@code puzzlelab.progressMillis=0}); a quick run at the
 * usual interval prints none. The level on stdout is the same either way.
 */
class GenerateProgressTest {
    private static final String[] ARGS = {"generate", "sokoban", "--pushes", "20", "--width", "7", "--height", "6",
            "--boxes", "3", "--attempts", "200", "--seed", "2"};

    @Test
    void aGenerateRunPrintsItsProgressOnStderr() {
        CliRunner.Run r;
        System.setProperty("puzzlelab.progressMillis", "0");
        try {
            r = CliRunner.run(ARGS);
        } finally {
            System.clearProperty("puzzlelab.progressMillis");
        }
        assertThat(r.code()).as(r.err()).isZero();
        List<String> err = r.err().lines().toList();
        assertThat(err.get(0)).matches("generate: attempt 1 of 200: 1 of 20 pulls deep, 6 positions \\(\\d+ s\\)");
        assertThat(err).anyMatch(l -> l.matches("generate: attempt 2 of 200: proving a level of 20 pushes \\(4 of 4\\); "
                + "the longest so far 19 pushes \\(\\d+ s\\)"));
        assertThat(err.stream().filter(l -> l.startsWith("generate: ")).count()).isGreaterThan(40);
        assertThat(err).contains("seed 2");
        assertThat(r.out()).startsWith("; generated: seed 2, attempt 2, 20 pushes ");
    }

    @Test
    void aQuickRunPrintsNoProgress() {
        CliRunner.Run r = CliRunner.run("generate", "sokoban", "--pushes", "8", "--width", "5", "--height", "4",
                "--boxes", "2", "--seed", "7");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).doesNotContain("generate: ").startsWith("seed 7");
        assertThat(r.out()).startsWith("; generated: seed 7, ");
    }
}

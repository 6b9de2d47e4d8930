package puzzlelab.cli.play;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import puzzlelab.cli.FaultyPuzzle;

/** A plugin declares its own direction keys (PuzzleType.arrowKeys): play --keys plays them, with its help line. */
class PluginKeysTest {
    @BeforeAll
    static void plugin() {
        FaultyPuzzle.install();
    }

    @Test
    void aPluginsArrowKeyPlaysItsMove() {
        var r = PlayTestSupport.cli("\033[Cq", "play", "--keys", "--no-color", "faulty:1");
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("keys: the right arrow goes", "SOLVED in 1 move");
    }

    @Test
    void aPuzzleWithoutKeysSaysSo() {
        var r = PlayTestSupport.cli("q", "play", "--keys", "--no-color", "template:1:2");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("puzzlelab: template has no direction keys: type its moves (leave out --keys)");
    }
}

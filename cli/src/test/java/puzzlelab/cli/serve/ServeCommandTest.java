package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.cli.Main;

/** Bad serve options are bad usage (exit 2), before any socket is opened. */
class ServeCommandTest {
    @Test
    void badOptionsExitWithTwo() {
        assertThat(Main.execute("serve", "--port", "70000")).isEqualTo(Main.BAD_INPUT);
        assertThat(Main.execute("serve", "--queue", "0")).isEqualTo(Main.BAD_INPUT);
        assertThat(Main.execute("serve", "--max-timeout", "soon")).isEqualTo(Main.BAD_INPUT);
    }
}

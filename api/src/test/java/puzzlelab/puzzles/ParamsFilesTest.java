package puzzlelab.puzzles;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/** A {@link Param.Kind#FILES} option: the command's positional files, one path a line, in the order given. */
class ParamsFilesTest {
    private static final List<Param> DECLARED = List.of(Param.files("files", "level files"),
            Param.integer("count", "how many", 1, 1, 9));

    @Test
    void filesComeBackInOrderAndAreAbsentUnlessGiven() throws InputException {
        Params v = Params.of(DECLARED, Map.of("files", "a.xsb\nsub dir/b.txt"));
        assertThat(v.files("files")).containsExactly("a.xsb", "sub dir/b.txt");
        assertThat(Params.of(DECLARED, Map.of()).files("files")).isEmpty();
        assertThat(Params.of(DECLARED, Map.of()).has("files")).isFalse();
    }

    @Test
    void anEmptyNameOrAControlCharacterIsRefused() {
        assertThatThrownBy(() -> Params.of(DECLARED, Map.of("files", "a.xsb\n\nb.xsb")))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("a file name must not be empty nor hold control characters");
        assertThatThrownBy(() -> Params.of(DECLARED, Map.of("files", "a\u0007.xsb")))
                .isInstanceOf(InputException.class)
                .hasMessageContaining("a file name must not be empty nor hold control characters");
    }
}

package puzzlelab.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.util.Set;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

/** The catch rule's reader finds a broad catch turned into a user error, and leaves typed and rethrowing ones alone. */
class CatchHandlersTest {
    @SuppressWarnings("unused")
    static final class Channels {
        static int bugAsBadInput(String s) {
            try {
                return Integer.parseInt(s);
            } catch (IllegalArgumentException e) {   // the channel issue 46 closes
                throw new InputException(null, "not a number: " + s);
            }
        }

        static int typedParse(String s) {
            try {
                return Integer.parseInt(s);
            } catch (NumberFormatException e) {   // a parse's own type: fine
                throw new InputException(null, "not a number: " + s);
            }
        }

        static int bugStaysInternal(String s) {
            try {
                return Integer.parseInt(s);
            } catch (RuntimeException e) {
                throw new IllegalStateException("bug", e);
            }
        }
    }

    @Test
    void onlyTheBroadCatchMadeIntoBadInputIsFound() {
        JavaClass c = new ClassFileImporter().importClasses(Channels.class).get(Channels.class);
        assertThat(CatchHandlers.broadCatchesMappedTo(c, Set.of("puzzlelab/puzzles/input/InputException"))).singleElement()
                .asString().startsWith(Channels.class.getName() + ".bugAsBadInput (line ")
                .endsWith("catch java.lang.IllegalArgumentException makes puzzlelab.puzzles.input.InputException");
    }
}

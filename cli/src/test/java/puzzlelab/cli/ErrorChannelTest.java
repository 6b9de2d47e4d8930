package puzzlelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Plugins;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.Puzzles;

/**
 * One error type for the user's mistakes: InputException (and its NotApplicable) is exit 2 with one line; any other
 * exception, even a JDK IllegalArgumentException from a bug, is exit 4 "internal error", never read as bad input.
 */
class ErrorChannelTest {

    /** A puzzle whose reader has a bug (an IllegalArgumentException) for IDs ending in "bug", and a user error otherwise. */
    static final class Buggy implements PuzzleType {
        public String name() { return "buggy"; }
        public String summary() { return "test"; }
        public List<String> formats() { return List.of(); }
        public int detect(String f, String t) { return 0; }
        public Instance read(String s, String t) { throw new InputException(s, "nope"); }
        public Instance readId(String id) {
            if (id.endsWith("bug")) throw new IllegalArgumentException("Comparison method violates its general contract!");
            throw new InputException(id, "expected buggy:N");
        }
    }

    @BeforeAll
    static void install() {
        if (Puzzles.byName("buggy").isEmpty()) Puzzles.install(List.of(new Plugins.Found("test", new Buggy())));
        FaultyPuzzle.install();
    }

    /** An IllegalArgumentException (NumberFormatException) thrown while a plugin's search is built: a bug, not "not applicable". */
    @Test
    void aPluginAlgorithmThatThrowsWhileBuiltIsAnInternalError() {
        CliRunner.Run r = CliRunner.run("solve", "faulty:1", "-a", "crash-build", "--no-progress");
        assertThat(r.code()).isEqualTo(Main.INTERNAL);
        assertThat(r.err().strip()).isEqualTo("puzzlelab: internal error: java.lang.NumberFormatException: For input "
                + "string: \"not-a-number\" (please report; --debug shows the stack trace)");
    }

    @Test
    void aPluginAlgorithmThatThrowsInsideItsSearchIsAnInternalError() {
        CliRunner.Run r = CliRunner.run("solve", "faulty:1", "-a", "crash-step", "--no-progress");
        assertThat(r.code()).isEqualTo(Main.INTERNAL);
        assertThat(r.err().strip()).isEqualTo("puzzlelab: internal error: java.lang.IllegalStateException: the plugin's "
                + "search broke at node 1 (please report; --debug shows the stack trace)");
    }

    @Test
    void debugShowsTheTraceOfTheBug() {
        CliRunner.Run r = CliRunner.run("solve", "faulty:1", "-a", "crash-build", "--no-progress", "--debug");
        assertThat(r.code()).isEqualTo(Main.INTERNAL);
        assertThat(r.err()).contains("at puzzlelab.cli.FaultyPuzzle").contains("at puzzlelab.puzzles.Plan.create");
    }

    /** The engine's typed signal is the one way to say "does not fit": exit 2, one line. */
    @Test
    void theTypedSignalIsTheUsersChoiceOfAlgorithm() {
        CliRunner.Run r = CliRunner.run("solve", "faulty:1", "-a", "not-here", "--no-progress");
        assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err().strip()).isEqualTo("puzzlelab: not-here needs a board with listed goal states");
    }

    @Test
    void theFaultyPuzzleSolvesWithAGoodAlgorithm() {
        CliRunner.Run r = CliRunner.run("solve", "faulty:1", "-a", "bfs", "--no-progress");
        assertThat(r.code()).isEqualTo(Main.SOLVED);
        assertThat(r.out()).contains("status: SOLVED, proven optimal").contains("moves: go");
    }

    @Test
    void aBugIsAnInternalErrorNotBadInput() {
        CliRunner.Run r = CliRunner.run("solve", "buggy:bug");
        assertThat(r.code()).isEqualTo(Main.INTERNAL);
        assertThat(r.err().strip()).startsWith("puzzlelab: internal error: java.lang.IllegalArgumentException: Comparison method")
                .endsWith("(please report; --debug shows the stack trace)").doesNotContain("\n");
    }

    @Test
    void theUsersMistakeIsOneLineAndExitTwo() {
        CliRunner.Run r = CliRunner.run("solve", "buggy:x");
        assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err().strip()).isEqualTo("puzzlelab: buggy:x: expected buggy:N");
    }

    @Test
    void anUnknownAlgorithmIsNotApplicableAndExitTwo() {
        CliRunner.Run r = CliRunner.run("solve", "fifteen:korf-1", "-a", "quantum");
        assertThat(r.code()).isEqualTo(Main.BAD_INPUT);
        assertThat(r.err().strip()).startsWith("puzzlelab: unknown algorithm 'quantum' for fifteen").doesNotContain("\n");
    }
}

package puzzlelab.cli.declared;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Puzzles;

/** Where a generator's progress lines go: stderr every interval, nowhere when the answer is JSON ({@code --format json}). */
class GenerateProgressLinesTest {
    private static String printed(Map<String, String> given, long everyMillis) {
        var params = Puzzles.byName("coroutine").orElseThrow().generator().params();
        StringWriter sw = new StringWriter();
        System.setProperty("puzzlelab.progressMillis", String.valueOf(everyMillis));
        try {
            Consumer<String> p = GenerateRun.progress(Params.of(params, given), new PrintWriter(sw));
            p.accept("one");
            p.accept("two");
        } finally {
            System.clearProperty("puzzlelab.progressMillis");
        }
        return sw.toString();
    }

    @Test
    void linesGoToStderrUnlessTheAnswerIsJson() {
        assertThat(printed(Map.of("format", "ids"), 0)).matches("generate: one \\(0 s\\)\\Rgenerate: two \\(0 s\\)\\R");
        assertThat(printed(Map.of("format", "json"), 0)).isEmpty();
        // at the usual interval a run shorter than it prints nothing
        assertThat(printed(Map.of("format", "ids"), GenerateRun.ProgressLines.EVERY_MILLIS)).isEmpty();
    }
}

package puzzlelab.puzzlescript.lang;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The official engine's 300 compiler-message tests (errormessage_testdata.jsonl.gz). Each entry asserts the goal
 * of issue 44: the number of errors equals the official error_count, and the engine's full check (that count, and
 * the expected messages appearing in order among all messages printed, whitespace removed); both are counted and
 * printed. Entries in KnownFailures.COMPILER are expected to FAIL the error count, entries in
 * KnownFailures.COMPILER_MESSAGES (right count) to miss a message.
 */
class CompilerMessagesTest {
    static final AtomicInteger countOk = new AtomicInteger(), fullOk = new AtomicInteger(), total = new AtomicInteger();

    static String squash(String s) { return s.replaceAll("\\s+", ""); }

    /** null when the official check passes, else what differs. Also counts the error-count matches. */
    static String check(JsonNode t) {
        List<Diagnostic> ds = PuzzleScript.diagnostics(t.get("source").asText());
        int errors = 0;
        for (Diagnostic d : ds) if (d.error()) errors++;
        int want = t.get("error_count").asInt();
        if (errors == want) countOk.incrementAndGet();
        List<String> expected = new ArrayList<>();
        for (JsonNode e : t.get("errors")) expected.add(squash(e.asText()));
        int k = 0;
        for (Diagnostic d : ds) if (k < expected.size() && squash(d.message()).equals(expected.get(k))) k++;
        if (errors != want) return "error count " + errors + ", official " + want + "; messages: " + ds;
        if (k < expected.size()) return "MESSAGE message not printed (in order): " + t.get("errors").get(k).asText() + "; printed: " + ds;
        return null;
    }

    @TestFactory
    List<DynamicTest> officialCompilerMessages() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode t : PlaySessionTest.load("errormessage_testdata.jsonl.gz")) {
            int index = t.get("index").asInt();
            tests.add(DynamicTest.dynamicTest(index + " " + t.get("name").asText(), () -> {
                total.incrementAndGet();
                String problem = check(t);
                if (problem == null) fullOk.incrementAndGet();
                if (problem != null && problem.startsWith("MESSAGE") && KnownFailures.COMPILER_MESSAGES.containsKey(index)) problem = null; // listed wording difference
                else if (problem == null && KnownFailures.COMPILER_MESSAGES.containsKey(index))
                    fail("listed as a known message difference (" + KnownFailures.COMPILER_MESSAGES.get(index) + ") but passes now: remove it from known-failures-compiler-messages.tsv");
                for (Diagnostic d : PuzzleScript.diagnostics(t.get("source").asText()))
                    if (d.error() && d.line() == 0 && d.message().startsWith("line")) fail("error without a line number: " + d);
                if (KnownFailures.COMPILER.containsKey(index)) {
                    if (problem == null) fail("listed as a known failure (" + KnownFailures.COMPILER.get(index) + ") but passes now: remove it from KnownFailures.COMPILER");
                } else if (problem != null) {
                    fail(problem);
                }
            }));
        }
        assertThat(tests).hasSize(300);
        return tests;
    }

    @AfterAll
    static void report() {
        System.out.println("PuzzleScript compiler tests: same error count " + countOk.get() + " / " + total.get()
                + ", official check (count and messages) " + fullOk.get() + " / " + total.get());
    }
}

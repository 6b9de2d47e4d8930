package puzzlelab.puzzlescript.lang;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.*;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * The official engine's 470 play-session tests (testdata.jsonl.gz): each replays its inputs and compares the final
 * grid's serialisation (and the sounds, where recorded) exactly. Entries listed in KNOWN_FAILURES are expected to
 * FAIL (so fixing one shows up as a failure here too, and the list must shrink).
 */
class PlaySessionTest {
    /** index → why it fails today. */
    static final Map<Integer, String> KNOWN_FAILURES = KnownFailures.PLAY;

    static final AtomicInteger passed = new AtomicInteger(), total = new AtomicInteger();

    static List<JsonNode> load(String resource) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        ObjectMapper om = new ObjectMapper();
        try (InputStream in = PlaySessionTest.class.getResourceAsStream("/puzzlelab/puzzlescript/" + resource)) {
            BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) if (!line.isBlank()) out.add(om.readTree(line));
        }
        return out;
    }

    /** Runs one entry; returns null when it reproduces the expected result, else what differs. */
    static String check(JsonNode t) {
        try {
            Game g = PuzzleScript.compileLenient(t.get("source").asText());
            List<Input> inputs = new ArrayList<>();
            for (JsonNode in : t.get("inputs")) inputs.add(Input.parse(in.asText()));
            String seed = t.get("seed").isNull() ? null : t.get("seed").asText();
            TestRun.Result r = TestRun.run(g, t.get("level").asInt(), seed, inputs);
            String expected = t.get("expected").asText();
            if (!r.serialised().equals(expected)) return "grid differs:\nexpected\n" + expected + "\nactual\n" + r.serialised();
            if (!t.get("sounds").isNull()) {
                List<String> want = new ArrayList<>();
                for (JsonNode s : t.get("sounds")) want.add(s.asText());
                if (!want.equals(r.sounds())) return "sounds differ: expected " + want + " actual " + r.sounds();
            }
            return null;
        } catch (CompileException e) {
            return "does not compile: " + e.errors();
        } catch (RuntimeException e) {
            return "exception: " + e;
        }
    }

    @TestFactory
    List<DynamicTest> officialPlaySessions() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (JsonNode t : load("testdata.jsonl.gz")) {
            int index = t.get("index").asInt();
            tests.add(DynamicTest.dynamicTest(index + " " + t.get("name").asText(), () -> {
                total.incrementAndGet();
                String problem = check(t);
                if (problem == null) passed.incrementAndGet();
                if (KNOWN_FAILURES.containsKey(index)) {
                    if (problem == null) fail("listed as a known failure (" + KNOWN_FAILURES.get(index) + ") but passes now: remove it from KnownFailures.PLAY");
                } else if (problem != null) {
                    fail(problem);
                }
            }));
        }
        assertThat(tests).hasSize(470);
        return tests;
    }

    @AfterAll
    static void report() {
        System.out.println("PuzzleScript play-session tests: " + passed.get() + " / " + total.get() + " pass");
    }
}

package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import puzzlelab.cli.FaultyPuzzle;

/**
 * Errors by kind through the server: a bug in a plugin's algorithm (thrown while its search is built or inside it)
 * is 500 "internal error: ..., please report" on every surface that runs a search; the typed "does not fit" signal
 * and bad input are 400.
 */
class ServeErrorKindsTest extends ServerFixture {
    @BeforeAll
    static void plugin() {
        FaultyPuzzle.install();
    }

    private static void internal(HttpResponse<String> r, String exception) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(500);
        String error = Http.json(r).get("error").asText();
        assertThat(error).startsWith("internal error: " + exception).endsWith(", please report").doesNotContain("\n");
    }

    @Test
    void aSolveWhoseSearchCannotBeBuiltIs500() throws Exception {
        internal(http.post("/api/solve", Map.of("instance", "faulty:1", "algorithm", "crash-build")),
                "NumberFormatException: For input string: \"not-a-number\"");
    }

    @Test
    void aSolveWhoseSearchThrowsIs500() throws Exception {
        internal(http.post("/api/solve", Map.of("instance", "faulty:1", "algorithm", "crash-step")),
                "IllegalStateException: the plugin's search broke at node 1");
    }

    @Test
    void aJobThatFailsByABugSaysSoInItsView() throws Exception {
        JsonNode job = Http.json(http.post("/api/jobs", Map.of("kind", "solve", "instance", "faulty:1", "algorithm", "crash-step")));
        String id = job.get("id").asText();
        JsonNode view = null;
        for (int i = 0; i < 100; i++) {
            view = Http.json(http.get("/api/jobs/" + id));
            if (view.get("state").asText().equals("FAILED")) break;
            Thread.sleep(50);
        }
        assertThat(view.get("state").asText()).isEqualTo("FAILED");
        assertThat(view.get("error").asText()).isEqualTo("internal error: IllegalStateException: the plugin's search "
                + "broke at node 1, please report");
    }

    @Test
    void theTypedSignalIs400() throws Exception {
        HttpResponse<String> r = http.post("/api/solve", Map.of("instance", "faulty:1", "algorithm", "not-here"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo("not-here needs a board with listed goal states");
    }

    @Test
    void aPluginSaysWhyAClickMakesNoMove() throws Exception {
        HttpResponse<String> r = http.post("/api/click", Map.of("instance", "faulty:1", "target", "0,0"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo("the start square cannot move: click the goal beside it");
        r = http.post("/api/click", Map.of("instance", "faulty:1", "target", "9,9"));
        assertThat(Http.json(r).get("error").asText()).isEqualTo("that click makes no move here");   // the puzzle has no reason
        JsonNode ok = Http.json(http.post("/api/click", Map.of("instance", "faulty:1", "target", "0,1")));
        assertThat(ok.get("moves").get(0).asText()).isEqualTo("go");
    }

    @Test
    void aGoodAlgorithmOnTheSamePuzzleSolves() throws Exception {
        HttpResponse<String> r = http.post("/api/solve", Map.of("instance", "faulty:1", "algorithm", "bfs"));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(Http.json(r).get("status").asText()).isEqualTo("SOLVED");
    }
}

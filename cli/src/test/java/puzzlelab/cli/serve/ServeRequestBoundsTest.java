package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The server checks the bounds the CLI checks, declared once (RequestBounds), in the same words; nothing is clamped. */
class ServeRequestBoundsTest extends ServerFixture {
    private static void refused(HttpResponse<String> r, String error) throws Exception {
        assertThat(r.statusCode()).as(r.body()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo(error);
    }

    @Test
    void watchStepsAreRefusedNotClamped() throws Exception {
        refused(http.post("/api/watch", Map.of("instance", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "algorithm", "bfs", "steps", 5000)),
                "steps must be 1..2000, not 5000");
        refused(http.post("/api/watch", Map.of("instance", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "algorithm", "bfs", "steps", 0)),
                "steps must be 1..2000, not 0");
    }

    @Test
    void timeLimitsAreTheServersAndAHintsInOneWording() throws Exception {
        refused(http.post("/api/solve", Map.of("instance", "template:1:100", "timeout", "3h")),
                "timeout 3h is over this server's limit: at most 2m");
        refused(http.post("/api/hint", Map.of("instance", "template:1:100", "timeout", "1m")),
                "timeout 1m is over a hint's limit: at most 30s");
        refused(http.post("/api/solve", Map.of("instance", "template:1:100", "timeout", "soon")),
                "timeout: 'soon' is not a duration: use e.g. 500ms, 30s, 2m or 1h");
    }

    @Test
    void weightAndNodesAsOnTheCommandLine() throws Exception {
        refused(http.post("/api/solve", Map.of("instance", "template:1:100", "weight", 0.5)),
                "weight must be a number from 1.0 to 1000.0, not 0.5");
        refused(http.post("/api/solve", Map.of("instance", "template:1:100", "maxNodes", 0)),
                "maxNodes must be at least 1, not 0 (leave it out for no limit)");
    }
}

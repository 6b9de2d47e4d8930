package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.cli.CliRunner;

/** The API refuses what the CLI refuses, with the same bounds (RequestBounds), and bounds every answer. */
class ServeBoundsTest {
    static final String KORF_SET = " 1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n 9 7 6 2 4 3 0 5 1 8 9 10 11 12 13 14 15\n";
    static WebServer server;
    static Http http;

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, new Limits(60_000, 120_000, 2, 4));
        http = new Http(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static String refused(Map<String, Object> body) throws Exception {
        HttpResponse<String> r = http.post("/api/solve", body);
        assertThat(r.statusCode()).as(body.toString()).isEqualTo(400);
        return Http.json(r).get("error").asText();
    }

    @Test
    void weightsAndNodeLimitsOutsideTheCliBoundsAre400sWithTheCliWording() throws Exception {
        for (double w : new double[] {0, -5, 1e9}) {
            String api = refused(Map.of("instance", "rushhour:card-1", "algorithm", "wastar", "weight", w));
            CliRunner.Run cli = CliRunner.run("solve", "rushhour:card-1", "-a", "wastar", "--weight", String.valueOf(w));
            assertThat(cli.code()).isEqualTo(2);
            assertThat(api).isEqualTo("weight must be a number from 1.0 to 1000.0, not " + w);
            assertThat(cli.err()).contains("--" + api);
        }
        for (long n : new long[] {0, -1}) {
            String api = refused(Map.of("instance", "rushhour:card-1", "maxNodes", n));
            assertThat(api).startsWith("maxNodes must be at least 1, not " + n);
            assertThat(CliRunner.run("solve", "rushhour:card-1", "--max-nodes", String.valueOf(n)).err())
                    .contains("--max-nodes must be at least 1, not " + n);
        }
        assertThat(http.post("/api/solve", Map.of("instance", "rushhour:card-1", "algorithm", "wastar", "weight", 1.5,
                "maxNodes", 1_000_000)).statusCode()).isEqualTo(200);
    }

    @Test
    void anInstanceNumberPastTheIntRangeDoesNotWrapAround(@TempDir Path dir) throws Exception {
        String api = refused(Map.of("content", KORF_SET, "puzzle", "fifteen", "index", 4294967297L));
        assertThat(api).contains("instance number must be 1..2");
        Path f = Files.writeString(dir.resolve("set.txt"), KORF_SET);
        assertThat(CliRunner.run("solve", f + "#3", "--puzzle", "fifteen").err()).contains("instance number must be 1..2");
        HttpResponse<String> second = http.post("/api/load", Map.of("content", KORF_SET, "puzzle", "fifteen", "index", 2));
        assertThat(second.statusCode()).isEqualTo(200);
    }
}

package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.cli.CliRunner;

/** A web solve is as strong as the CLI's: the same portfolio on the same threads gives the same solution. */
class ServeStrengthTest {
    private static final int NODES = 300_000;

    @Test
    void aOneThreadWebSolveOfUva7IsAsShortAsTheClisWithTheSameBudget() throws Exception {
        // one worker: every job gets exactly one thread, where the portfolio's interleaving is deterministic
        try (WebServer server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 120_000, 1, 4))) {
            JsonNode web = Http.json(new Http(server.port()).post("/api/solve", Map.of("instance", "rushhour:uva-7",
                    "seed", 1, "maxNodes", NODES)));
            CliRunner.Run run = CliRunner.run("solve", "rushhour:uva-7", "--threads", "1", "--seed", "1", "--max-nodes",
                    String.valueOf(NODES), "--format", "json", "--no-progress");
            JsonNode cli = Http.JSON.readTree(run.out());
            // LNS (the puzzle's own anytime member) gets its turns beside the prover on one thread: before, a
            // one-thread run spent its budget in the prover and had no solution, or a long one
            assertThat(web.get("status").asText()).isEqualTo("SOLVED");
            assertThat(web.get("length").asInt()).isEqualTo(cli.get("length").asInt());
            assertThat(web.get("length").asInt()).isLessThan(100);
        }
    }
}

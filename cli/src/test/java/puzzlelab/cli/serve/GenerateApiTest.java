package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLDecoder;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * The web's generate: any puzzle's declared generator (the template stands for a plugin), options checked by the
 * declaration, run in-process and cancellable; the declarations are in the catalog for the form.
 */
class GenerateApiTest extends ServerFixture {
    @Test
    void theCatalogCarriesEachGeneratorsDeclarationWithoutFolders() throws Exception {
        JsonNode all = Http.json(http.get("/api/puzzles"));
        JsonNode template = null;
        for (JsonNode p : all) {
            if (p.get("name").asText().equals("template")) template = p;
            if (p.get("generator").isNull()) continue;
            for (JsonNode param : p.get("generator").get("params")) assertThat(param.get("kind").asText()).isNotEqualTo("FOLDER");
        }
        assertThat(template).isNotNull();
        JsonNode moves = template.get("generator").get("params").get(0);
        assertThat(moves.get("name").asText()).isEqualTo("moves");
        assertThat(moves.get("kind").asText()).isEqualTo("INT");
        assertThat(moves.get("default").asText()).isEqualTo("6");
        assertThat(moves.get("min").asLong()).isEqualTo(1);
        assertThat(moves.get("max").asLong()).isEqualTo(16);
        assertThat(template.get("generator").get("description").asText()).contains("--moves");
    }

    @Test
    void aPluginLikeGeneratorRunsWithTheRequestsSeedAndItsBoardsOpenByAddress() throws Exception {
        HttpResponse<String> r = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "template",
                "options", Map.of("moves", "5", "count", "2"), "seed", 7));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(202);
        JsonNode job = waitFor(Http.json(r).get("id").asText());
        assertThat(job.get("state").asText()).isEqualTo("DONE");
        JsonNode result = job.get("result");
        assertThat(result.get("seed").asLong()).isEqualTo(7);
        assertThat(result.get("boards").size()).isEqualTo(2);
        for (JsonNode b : result.get("boards")) {
            String id = b.get("id").asText();
            assertThat(b.get("play").asText()).startsWith("/play/template%3A");
            assertThat(URLDecoder.decode(b.get("play").asText().substring(6), StandardCharsets.UTF_8)).isEqualTo(id);
            assertThat(b.get("description").asText()).isEqualTo("5 moves (optimal, by BFS)");
            assertThat(Solver.solve(Puzzles.load(id, null), Solver.Request.of("bfs", null)).solution().length()).isEqualTo(5);
            JsonNode loaded = Http.json(http.post("/api/load", Map.of("content", b.get("text").asText())));
            assertThat(loaded.get("puzzle").asText()).isEqualTo("template");
        }
        // no seed given: a random one, reported
        JsonNode random = waitFor(Http.json(http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "template"))).get("id").asText());
        assertThat(random.get("result").has("seed")).isTrue();
    }

    @Test
    void optionsAreCheckedByTheDeclarationAsOneLine400s() throws Exception {
        HttpResponse<String> unknown = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "template",
                "options", Map.of("walls", "2")));
        assertThat(unknown.statusCode()).isEqualTo(400);
        assertThat(Http.json(unknown).get("error").asText()).isEqualTo("unknown option 'walls' (known: moves, max-start, count)");
        HttpResponse<String> high = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "template",
                "options", Map.of("moves", "17")));
        assertThat(high.statusCode()).isEqualTo(400);
        assertThat(Http.json(high).get("error").asText()).isEqualTo("--moves must be 1..16, not 17");
        // a bound that depends on another option is refused before the job is queued too
        HttpResponse<String> walls = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "rushhour",
                "options", Map.of("walls", "10")));
        assertThat(walls.statusCode()).isEqualTo(400);
        assertThat(Http.json(walls).get("error").asText()).isEqualTo("--walls must be 0..9, not 10 (at most a quarter of the cells)");
        HttpResponse<String> noGenerator = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "fifteen"));
        assertThat(noGenerator.statusCode()).isEqualTo(400);
        assertThat(Http.json(noGenerator).get("error").asText()).contains("template").contains("rushhour");
    }

    @Test
    void deletingARunningGenerateEndsItCancelled() throws Exception {
        // a 51-move 6×6 board takes minutes to find: the job is still running when it is deleted
        HttpResponse<String> r = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "rushhour",
                "options", Map.of("min-moves", "51"), "seed", 1, "timeout", "60s"));
        assertThat(r.statusCode()).isEqualTo(202);
        String id = Http.json(r).get("id").asText();
        for (int i = 0; i < 600 && !Http.json(http.get("/api/jobs/" + id)).get("state").asText().equals("RUNNING"); i++)
            Thread.sleep(50);
        assertThat(http.delete("/api/jobs/" + id).statusCode()).isEqualTo(200);
        JsonNode end = waitFor(id);
        assertThat(end.get("state").asText()).isEqualTo("CANCELLED");
        assertThat(end.get("result").get("boards").size()).isZero();
    }

    private static JsonNode waitFor(String id) throws Exception {
        JsonNode j = null;
        for (int i = 0; i < 600; i++) {
            j = Http.json(http.get("/api/jobs/" + id));
            if (!j.get("state").asText().matches("QUEUED|RUNNING")) return j;
            Thread.sleep(100);
        }
        return j;
    }
}

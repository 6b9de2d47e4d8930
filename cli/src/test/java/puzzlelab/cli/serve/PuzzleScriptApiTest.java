package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The web API on PuzzleScript games: a built-in game's levels by number and title for the catalog, an uploaded game's
 * levels, the game's message in a position, solve and watch on a level.
 */
class PuzzleScriptApiTest extends ServerFixture {
    static final String GAME_FILE = "src/test/resources/puzzlescript/push-message.txt";

    static String game() throws Exception {
        return Files.readString(Path.of(GAME_FILE));
    }

    @Test
    void aBuiltInGamesLevelsAreListedByNumberWithTheirIds() throws Exception {
        JsonNode lv = Http.json(http.post("/api/levels", Map.of("instance", "puzzlescript:microban-1")));
        assertThat(lv.get("puzzle").asText()).isEqualTo("puzzlescript");
        assertThat(lv.get("count").asInt()).isEqualTo(10);
        assertThat(lv.get("instances").get(9).get("id").asText()).isEqualTo("puzzlescript:microban-10");
        assertThat(lv.get("instances").get(9).get("index").asInt()).isEqualTo(10);
    }

    @Test
    void anUploadedGameListsItsLevelsByTheMessageBeforeThemAndSaysItsMessages() throws Exception {
        JsonNode lv = Http.json(http.post("/api/levels", Map.of("content", game(), "name", "push-message.txt")));
        assertThat(lv.get("instances").toString())
                .isEqualTo("[{\"index\":1,\"title\":\"First steps\"},{\"index\":2,\"title\":\"Second room\"}]");
        Map<String, Object> second = Map.of("content", game(), "name", "push-message.txt", "index", 2);
        JsonNode loaded = Http.json(http.post("/api/load", second));
        assertThat(loaded.get("id").asText()).isEqualTo("push-message.txt#2");
        JsonNode walked = Http.json(http.post("/api/position", with(second, "moves", List.of("R"))));
        assertThat(walked.get("message").isNull()).isTrue();
        assertThat(walked.get("solved").asBoolean()).isFalse();
        JsonNode pushed = Http.json(http.post("/api/position", with(second, "moves", List.of("R", "R"))));
        assertThat(pushed.get("message").asText()).isEqualTo("You pushed a crate");
        assertThat(pushed.get("solved").asBoolean()).isTrue();
        assertThat(pushed.get("svg").asText()).startsWith("<svg").contains("fill=\"#eb8931\"");   // the crate: the palette's orange
    }

    @Test
    void aLevelSolvesOptimallyAndWatchTracesIt() throws Exception {
        JsonNode r = Http.json(http.post("/api/solve", Map.of("instance", "puzzlescript:microban-2", "algorithm", "bfs")));
        assertThat(r.get("status").asText()).isEqualTo("SOLVED");
        assertThat(r.get("optimal").asBoolean()).isTrue();
        List<String> moves = new java.util.ArrayList<>();
        r.get("moves").forEach(m -> moves.add(m.asText()));
        assertThat(moves).hasSize(r.get("length").asInt());
        JsonNode end = Http.json(http.post("/api/position", Map.of("instance", "puzzlescript:microban-2", "moves", moves)));
        assertThat(end.get("solved").asBoolean()).isTrue();   // the web's replay of the answer wins the level
        JsonNode watch = Http.json(http.post("/api/watch", Map.of("instance", "puzzlescript:microban-1", "algorithm", "bfs", "steps", 20)));
        assertThat(watch.get("steps")).hasSize(20);
        assertThat(watch.get("steps").get(0).get("verdict").asText()).isEqualTo("EXPAND");
    }

    /** A game with random rules is played on the web, never solved: one line, 400; its position still answers. */
    @Test
    void aRandomGameIsPlayedNotSolved() throws Exception {
        var solve = http.post("/api/solve", Map.of("instance", "puzzlescript:randomrobots-1"));
        assertThat(solve.statusCode()).as(solve.body()).isEqualTo(400);
        assertThat(Http.json(solve).get("error").asText()).contains("random rules: its levels are played, not solved").doesNotContain("\n");
        JsonNode pos = Http.json(http.post("/api/position", Map.of("instance", "puzzlescript:randomrobots-1", "moves", List.of("R"))));
        assertThat(pos.get("moves").asInt()).isEqualTo(1);
    }

    /** A level far larger than published ones (120×60 cells) is within the server's bounds: read, drawn, played. */
    @Test
    void aLargeLevelIsNotRefused() throws Exception {
        StringBuilder level = new StringBuilder("#".repeat(120)).append('\n');
        for (int r = 0; r < 58; r++) level.append('#').append(r == 0 ? "P*O" + ".".repeat(115) : ".".repeat(118)).append("#\n");
        level.append("#".repeat(120)).append('\n');
        String big = game().substring(0, game().indexOf("message First steps")) + level;
        var r = http.post("/api/position", Map.of("content", big, "name", "big.txt", "moves", List.of("R")));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
        JsonNode pos = Http.json(r);
        assertThat(pos.get("solved").asBoolean()).isTrue();
        assertThat(pos.get("svg").asText().length()).isLessThan(2_000_000);
    }

    private static Map<String, Object> with(Map<String, Object> m, String k, Object v) {
        Map<String, Object> out = new java.util.HashMap<>(m);
        out.put(k, v);
        return out;
    }
}

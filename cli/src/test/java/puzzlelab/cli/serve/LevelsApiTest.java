package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /api/levels: the instances of an uploaded file, so a page offers one of a collection; then load by index. */
class LevelsApiTest extends ServerFixture {
    /** A Sokoban YASC export: a header, titles as bare lines, metadata and a solution section. */
    static final String COLLECTION = "Sokoban YASC - Export\nCollection: Two\n\nLevel one\n\n#####\n#@$.#\n#####\n"
            + "Author: me\n\nSolution/Pushes\nR\n\nLevel two\n\n######\n#@$ .#\n######\n";

    @Test
    void aCollectionListsItsLevelsWithTheirTitlesAndEachLoadsByIndex() throws Exception {
        JsonNode levels = Http.json(http.post("/api/levels", Map.of("content", COLLECTION, "name", "two.sok")));
        assertThat(levels.get("puzzle").asText()).isEqualTo("sokoban");
        assertThat(levels.get("count").asInt()).isEqualTo(2);
        assertThat(levels.get("instances").toString())
                .isEqualTo("[{\"index\":1,\"title\":\"Level one\"},{\"index\":2,\"title\":\"Level two\"}]");
        JsonNode second = Http.json(http.post("/api/load", Map.of("content", COLLECTION, "name", "two.sok", "index", 2)));
        assertThat(second.get("id").asText()).isEqualTo("two.sok#2");
        assertThat(second.get("description").asText()).isEqualTo("Level two");   // the title, as built-ins' descriptions show
        JsonNode start = Http.json(http.post("/api/position", Map.of("content", COLLECTION, "name", "two.sok", "index", 2, "moves", java.util.List.of())));
        assertThat(start.get("legal")).hasSize(1);
    }

    @Test
    void aFileOfOneInstanceListsOneWithoutATitle() throws Exception {
        JsonNode one = Http.json(http.post("/api/levels", Map.of("content", "3 1 2\n4 7 5\n6 8 0\n", "puzzle", "fifteen")));
        assertThat(one.get("count").asInt()).isEqualTo(1);
        assertThat(one.get("instances").get(0).get("title").isNull()).isTrue();
    }

    @Test
    void unreadableOrMissingContentIsAOneLine400() throws Exception {
        assertOneLine400(http.post("/api/levels", Map.of("name", "x.sok")), "give content: the file's text");
        assertOneLine400(http.post("/api/levels", Map.of("content", "#####\n#@$$#\n#####\n", "name", "x.sok")),
                "x.sok:3: more boxes (2) than goals (0)");
        assertOneLine400(http.post("/api/load", Map.of("content", COLLECTION, "name", "two.sok", "index", 3)),
                "two.sok: instance number must be 1..2");
    }

    private static void assertOneLine400(HttpResponse<String> r, String message) throws Exception {
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo(message).doesNotContain("\n");
    }
}

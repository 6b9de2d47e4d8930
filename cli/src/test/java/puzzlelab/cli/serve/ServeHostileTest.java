package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Issue 47's hostile requests to the server: each is one JSON line with a 4xx, never a page, a trace or a hang. */
class ServeHostileTest extends ServerFixture {
    /** An open 300×300 room in run-length form: 2 KB of text, 90,000 squares. */
    static String bigRoom(int n) {
        StringBuilder sb = new StringBuilder().append(n).append('#');
        sb.append("|#@$.").append(n - 5).append("-#");
        for (int i = 0; i < n - 3; i++) sb.append("|#").append(n - 2).append("-#");
        return sb.append('|').append(n).append('#').toString();
    }

    private static String error(HttpResponse<String> r) throws Exception {
        return Http.json(r).get("error").asText();
    }

    @Test
    void aHugeBoardIsRefusedByEveryEndpointThatReadsIt() throws Exception {
        String room = bigRoom(300);
        assertThat(room.length()).isLessThan(2_100);
        Map<String, Object> upload = Map.of("content", room, "puzzle", "sokoban", "timeout", "5s");
        for (String path : List.of("/api/solve", "/api/position", "/api/load", "/api/hint", "/api/native")) {
            long start = System.nanoTime();
            HttpResponse<String> r = http.post(path, upload);
            // Sokoban's own bound (PuzzleType.limits) speaks first, in the CLI's words; the server's text bound stays behind it
            assertThat(r.statusCode()).as(path).isEqualTo(400);
            assertThat(error(r)).as(path).endsWith("a board of 300×300 = 90000 cells; boards are at most 16384 cells");
            assertThat(System.nanoTime() - start).as(path).isLessThan(TimeUnit.SECONDS.toNanos(5));
        }
        HttpResponse<String> svg = http.get("/api/render/" + java.net.URLEncoder.encode("sokoban:" + room,
                StandardCharsets.UTF_8) + ".svg");
        assertThat(svg.statusCode()).isEqualTo(400);
        assertThat(error(svg)).endsWith("boards are at most 16384 cells");
        HttpResponse<String> compare = http.post("/api/jobs", Map.of("kind", "compare", "instances", List.of("sokoban:" + room),
                "algorithms", List.of("bfs")));
        assertThat(compare.statusCode()).isIn(400, 413);
        assertThat(Http.json(http.get("/api/status")).get("running").asInt()).isZero();
    }

    @Test
    void aNativeSolutionThatCouldSpellGigabytesIsRefusedBeforeItIsBuilt() throws Exception {
        String room = bigRoom(128);   // Sokoban's largest room
        HttpResponse<String> r = http.post("/api/native", Map.of("content", room, "puzzle", "sokoban",
                "moves", java.util.Collections.nCopies(5_000, "R")));
        assertThat(r.statusCode()).isEqualTo(413);
        assertThat(error(r)).isEqualTo("5000 moves on a board this large could spell more text than this server builds "
                + "(at most 4064 moves here)");   // 64 M characters over the 128×128 board as text (16,511) + 1
    }

    @Test
    void aNativeSolutionOfAnOrdinaryLevelIsItsLurd() throws Exception {
        HttpResponse<String> r = http.post("/api/native", Map.of("instance", "sokoban:microban-1", "metric", "moves",
                "moves", List.of("d", "l", "U")));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.body().trim()).isEqualTo("dlU");
    }

    @Test
    void jsonErrorsAreInWordsAndTrailingTextIsRefused() throws Exception {
        HttpResponse<String> garbage = http.post("/api/load", "{\"instance\": \"rushhour:card-1\"} x");
        assertThat(garbage.statusCode()).isEqualTo(400);
        assertThat(error(garbage)).isEqualTo("the request body is not JSON: there is more text after the JSON object (line 1)");
        HttpResponse<String> two = http.post("/api/load", "{\"instance\": \"rushhour:card-1\"}\n{\"a\": 1}");
        assertThat(error(two)).isEqualTo("the request body is not JSON: there is more text after the JSON object (line 2)");
        HttpResponse<String> spaces = http.post("/api/load", "{\"instance\": \"rushhour:card-1\"}  \n ");
        assertThat(spaces.statusCode()).isEqualTo(200);
        HttpResponse<String> bad = http.post("/api/load", "{\"instance\": }");
        assertThat(error(bad)).isEqualTo("the request body is not JSON: unexpected '}' (line 1, column 14)");
        HttpResponse<String> cut = http.post("/api/load", "{\"instance\": \"rushhour:card-1\"");
        assertThat(error(cut)).startsWith("the request body is not JSON: it ends before the JSON is complete");
        HttpResponse<String> word = http.post("/api/load", "{\"instance\": nope}");
        assertThat(error(word)).startsWith("the request body is not JSON: unexpected 'nope'");
        for (HttpResponse<String> r : List.of(garbage, two, bad, cut, word))
            assertThat(error(r)).doesNotContainIgnoringCase("token").doesNotContain("Jackson", "JsonNode", "Feature", "code ");
    }

    @Test
    void aHugeIdIsCutInTheErrorItEchoes() throws Exception {
        HttpResponse<String> r = http.post("/api/load", Map.of("instance", "rushhour:" + "x".repeat(100_000)));
        assertThat(r.statusCode()).isEqualTo(400);
        String e = error(r);
        assertThat(e).hasSizeLessThan(300).startsWith("rushhour:xxxx").contains("…(100010 characters)")   // the ID and its colon
                .endsWith("a board string needs n² characters (36 for 6×6), found 100000");
    }

    @Test
    void jettysOwnRefusalsAreJsonToo() throws Exception {
        HttpResponse<String> url = http.get("/api/render/rushhour:" + "a".repeat(20_000) + ".svg");
        assertThat(url.statusCode()).isEqualTo(414);
        assertThat(url.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        assertThat(error(url)).isEqualTo("the URL is too long (at most 8 KB with the headers; send long IDs in a POST body)");
        String headers = Raw.send(server.port(), "GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "y".repeat(20_000), "");
        assertThat(Raw.status(headers)).isEqualTo(431);
        assertThat(headers).contains("{").contains("\"error\" : \"the request headers are too large (at most 8 KB)\"")
                .doesNotContain("<html");
        String garbled = Raw.send(server.port(), "GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nNo colon here", "");
        assertThat(Raw.status(garbled)).isEqualTo(400);
        assertThat(garbled).contains("\"error\" : \"bad request").doesNotContain("<html");
    }

    @Test
    void anIndexBesideAnInstanceIsChecked() throws Exception {
        for (long index : new long[] {-3, 0, 2, (1L << 32) + 1}) {
            HttpResponse<String> r = http.post("/api/solve", Map.of("instance", "rushhour:card-40", "index", index));
            assertThat(r.statusCode()).as("index " + index).isEqualTo(400);
            assertThat(error(r)).isEqualTo("rushhour:card-40: instance number must be 1..1 (an ID names one instance)");
        }
        HttpResponse<String> one = http.post("/api/solve", Map.of("instance", "rushhour:card-1", "index", 1));
        assertThat(Http.json(one).get("length").asInt()).isEqualTo(8);
    }

    @Test
    void levelTitlesAndFileNamesShowTheirBidiAndControlCharactersEscaped() throws Exception {
        String collection = "Sokoban YASC - Export\n\nLevel \u202Eeno\u202C\u0007\n\n#####\n#@$.#\n#####\n";
        JsonNode levels = Http.json(http.post("/api/levels", Map.of("content", collection, "name", "a\u202Eb.sok")));
        String title = levels.get("instances").get(0).get("title").asText();
        assertThat(title).isEqualTo("Level \\u202Eeno\\u202C\\u0007");
        JsonNode loaded = Http.json(http.post("/api/load", Map.of("content", collection, "name", "a\u202Eb.sok", "index", 1)));
        assertThat(loaded.get("id").asText()).isEqualTo("a\\u202Eb.sok");   // a file of one level: its name alone
        assertThat(loaded.get("description").asText()).isEqualTo("Level \\u202Eeno\\u202C\\u0007");
    }

    @Test
    void theCatalogNamesAPluginByItsFileNameOnly() throws Exception {
        assertThat(Workbench.originName("/home/someone/plugins/my-puzzle.jar")).isEqualTo("my-puzzle.jar");
        assertThat(Workbench.originName("C:\\Users\\x\\p.jar")).isEqualTo("p.jar");
        for (JsonNode p : Http.json(http.get("/api/puzzles"))) assertThat(p.get("origin").asText()).doesNotContain("/");
    }

    @Test
    void anUploadWithAnIdGetsItWithoutGuessesFromThePage() throws Exception {
        String line = "# rushhour generate --seed 1\n16 BCCCooBooDooAAoDooEFFDooEoGHHHIIGJJo 2551\n";
        JsonNode info = Http.json(http.post("/api/load", Map.of("content", line, "puzzle", "rushhour")));
        assertThat(info.get("shareId").asText()).isEqualTo("rushhour:BCCCooBooDooAAoDooEFFDooEoGHHHIIGJJo");
        JsonNode none = Http.json(http.post("/api/load", Map.of("content", LevelsApiTest.COLLECTION, "index", 1)));
        assertThat(none.get("shareId").isNull()).isTrue();
    }

    /** A progress snapshot whose serialisation runs out of memory (as a huge one did on a loaded server). */
    public static final class Poison {
        public String getValue() {
            throw new OutOfMemoryError("Java heap space (test)");
        }
    }

    @Test
    void theEventWriterSurvivesAnOutOfMemoryError() throws Exception {
        Job poisoned = server.jobs().submit("solve", "test", 20_000, j -> {
            j.progress(Map.of("bad", new Poison()));
            while (!j.stopRequested()) Thread.sleep(20);
            return Map.of();
        });
        String first;
        try {
            first = readStream(poisoned.id);
        } finally {
            poisoned.cancel();
        }
        assertThat(first).contains("event: error").contains("out of memory");
        assertThat(server.events().failures()).isEqualTo(1);
        // the writer goes on: a later job's stream carries its progress and its end
        String id = Http.json(http.post("/api/jobs", Map.of("kind", "solve", "instance", "rushhour:card-1"))).get("id").asText();
        String second = readStream(id);
        assertThat(second).contains("event: state").contains("event: end").contains("\"DONE\"");
    }

    /** An event stream read until the server closes it (at most 20 s). */
    private static String readStream(String id) throws Exception {
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(20_000);
            s.getOutputStream().write(("GET /api/jobs/" + id + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
            StringBuilder sb = new StringBuilder();
            for (String l = in.readLine(); l != null && !l.equals("0"); l = in.readLine()) sb.append(l).append('\n');
            return sb.toString();
        }
    }
}

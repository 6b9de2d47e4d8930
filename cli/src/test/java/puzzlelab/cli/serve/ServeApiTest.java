package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import puzzlelab.cli.Main;

/** The HTTP API contract, errors, bounds and cancellation, over real HTTP on a random port. */
class ServeApiTest extends ServerFixture {
    @Test
    void catalogListsEveryPuzzleWithBuiltinsAndHeuristicAdmissibility() throws Exception {
        HttpResponse<String> r = http.get("/api/puzzles");
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode all = Http.json(r);
        List<String> names = new ArrayList<>();
        all.forEach(p -> names.add(p.get("name").asText()));
        assertThat(names).contains("chexers", "coroutine", "fifteen", "rushhour", "zhed");
        JsonNode rush = find(all, "rushhour");
        assertThat(rush.get("builtins").toString()).contains("rushhour:card-40");
        assertThat(rush.get("formats").size()).isPositive();
        assertThat(rush.get("algorithms").toString()).contains("\"name\":\"astar\"");
        assertThat(find(all, "fifteen").get("heuristics").toString()).contains("\"admissible\":true");
    }

    @Test
    void solveAnswersExactlyWhatTheCliPrints() throws Exception {
        HttpResponse<String> r = http.post("/api/solve", Map.of("instance", "rushhour:card-1"));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        JsonNode web = Http.json(r);
        JsonNode cli = Http.JSON.readTree(cli("solve", "rushhour:card-1", "--format", "json", "--no-progress"));
        assertThat(fieldNames(web)).isEqualTo(fieldNames(cli));
        for (String f : List.of("puzzle", "instance", "algorithm", "heuristic", "metric", "status", "optimal", "length",
                "moves", "metrics"))
            assertThat(web.get(f)).as(f).isEqualTo(cli.get(f));
        assertThat(fieldNames(web.get("stats"))).isEqualTo(fieldNames(cli.get("stats")));
        assertThat(web.get("status").asText()).isEqualTo("SOLVED");
    }

    @Test
    void uploadedContentIsSolvedAndItsPuzzleDetected() throws Exception {
        String csv = "car,orientation,col,row,length\nX,H,1,3,2\nA,V,4,2,2\n";
        JsonNode r = Http.json(http.post("/api/solve", Map.of("content", csv, "name", "Rushhour6x6_9.csv")));
        assertThat(r.get("puzzle").asText()).isEqualTo("rushhour");
        assertThat(r.get("status").asText()).isEqualTo("SOLVED");
        assertThat(r.get("length").asInt()).isEqualTo(2);
    }

    @Test
    void badInputIsA400WithTheCliOneLineError() throws Exception {
        HttpResponse<String> r = http.post("/api/solve", Map.of("content", "car,orientation,col,row,length\nX,H,1,3,2\nA,Q,4,2,2\n",
                "name", "../../secret/Rushhour6x6_9.csv"));
        assertThat(r.statusCode()).isEqualTo(400);
        String err = Http.json(r).get("error").asText();
        assertThat(err).startsWith("Rushhour6x6_9.csv:3: ").doesNotContain("\n").doesNotContain("Exception");

        r = http.post("/api/solve", Map.of("instance", "rushhour:card-1", "algorithm", "nosuch"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).startsWith("unknown algorithm 'nosuch' for rushhour");

        r = http.post("/api/solve", Map.of("instance", "rushhour:card-1", "timeout", "soon"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).contains("'soon' is not a duration");

        r = http.post("/api/solve", "{not json");
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).startsWith("the request body is not JSON");
    }

    @Test
    void serverPathsNamedInRequestsAreNeverRead() throws Exception {
        for (String path : List.of("/etc/passwd", "pom.xml", "../pom.xml", "examples/rushhour/Rushhour6x6_1.csv")) {
            HttpResponse<String> r = http.post("/api/solve", Map.of("instance", path));
            assertThat(r.statusCode()).as(path).isEqualTo(400);
            assertThat(Http.json(r).get("error").asText()).contains("not a puzzle ID").doesNotContain("root:");
        }
        assertThat(http.get("/api/render/..%2F..%2Fpom.xml").statusCode()).isIn(400, 404);
    }

    @Test
    void bodiesOverOneMegabyteAre413() throws Exception {
        String big = "{\"content\": \"" + "x".repeat(1_100_000) + "\"}";
        HttpResponse<String> r = http.post("/api/solve", big);
        assertThat(r.statusCode()).isEqualTo(413);
        assertThat(Http.json(r).get("error").asText()).contains("1 MB");
    }

    @Test
    void theTimeLimitStopsASearchWithItsPartialStatistics() throws Exception {
        HttpResponse<String> r = http.post("/api/solve", Map.of("instance", "fifteen:korf-1", "algorithm", "bfs", "timeout", "300ms"));
        assertThat(r.statusCode()).isEqualTo(200);
        JsonNode j = Http.json(r);
        assertThat(j.get("status").asText()).isEqualTo("LIMIT");
        assertThat(j.get("stats").get("expanded").asLong()).isPositive();

        r = http.post("/api/solve", Map.of("instance", "rushhour:card-1", "timeout", "1h"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).contains("over this server's limit");
    }

    @Test
    void aLongSolveIsKeptAliveWithLeadingSpacesAndStillParsesAsTheResult() throws Exception {
        HttpResponse<String> r = http.post("/api/solve", Map.of("instance", "fifteen:korf-1", "algorithm", "bfs", "timeout", "2500ms"));
        assertThat(r.statusCode()).isEqualTo(200);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        assertThat(r.body()).startsWith(" ");   // committed after a second, then a space now and then
        assertThat(Http.json(r).get("status").asText()).isEqualTo("LIMIT");
    }

    @Test
    void aJobStreamsProgressAndCanBeCancelled() throws Exception {
        HttpResponse<String> r = http.post("/api/jobs", Map.of("kind", "solve", "instance", "fifteen:korf-1", "algorithm", "bfs", "timeout", "60s"));
        assertThat(r.statusCode()).isEqualTo(202);
        String id = Http.json(r).get("id").asText();
        Iterator<String> lines = eventLines(id);
        JsonNode progress = nextData(lines, "progress");
        while (!progress.has("expanded")) progress = nextData(lines, "progress");   // events (incumbent, bound) may come first
        assertThat(progress.get("expanded").asLong()).isPositive();

        assertThat(http.delete("/api/jobs/" + id).statusCode()).isEqualTo(200);
        JsonNode end = nextData(lines, "end");
        assertThat(end.get("state").asText()).isEqualTo("CANCELLED");
        assertThat(end.get("result").get("status").asText()).isEqualTo("CANCELLED");
        assertThat(Http.json(http.get("/api/jobs/" + id)).get("state").asText()).isEqualTo("CANCELLED");
        assertThat(http.get("/api/jobs/nosuch").statusCode()).isEqualTo(404);
    }

    /** A 24-puzzle: a first solution within ~0.1 s, no proof within the 3 s, so progress events carry both (Korf #1
     * of the 15-puzzle was proven within 0.25 s on an idle machine, sometimes before any progress event). */
    @Test
    void theAnytimeDefaultStreamsItsIncumbentAndLowerBound() throws Exception {
        String id = Http.json(http.post("/api/jobs", Map.of("kind", "solve", "instance", "fifteen:korf24-1", "timeout", "3s")))
                .get("id").asText();
        boolean incumbent = false;
        boolean bound = false;
        for (Iterator<String> it = eventLines(id); it.hasNext(); ) {
            String l = it.next();
            if (l.startsWith("event: end")) break;
            if (!l.startsWith("data: ")) continue;
            JsonNode d = Http.JSON.readTree(l.substring(6));
            incumbent |= d.has("incumbent");
            bound |= d.has("lowerBound");
        }
        assertThat(incumbent).isTrue();
        assertThat(bound).isTrue();
    }

    @Test
    void aClientThatDisconnectsCancelsItsSearch() throws Exception {
        String body = "{\"instance\": \"fifteen:korf-1\", \"algorithm\": \"bfs\", \"timeout\": \"100s\"}";
        try (Socket s = Raw.posted(server.port(), "/api/solve", body)) {
            InputStream in = s.getInputStream();
            assertThat(new String(in.readNBytes(12), StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 200");
            assertThat(running()).isEqualTo(1);
        }
        // the next heartbeat fails on the closed socket and cancels the search; wait for that (bounded)
        for (int i = 0; i < 100 && running() > 0; i++) Thread.sleep(100);
        assertThat(running()).isZero();
    }

    @Test
    void fortyParallelSolvesAreAllAnsweredAndTheServerLives() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(40);
        try {
            List<Future<HttpResponse<String>>> fs = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                String id = "rushhour:card-" + (31 + i % 10);
                fs.add(pool.submit(() -> http.post("/api/solve", Map.of("instance", id))));
            }
            int ok = 0;
            for (Future<HttpResponse<String>> f : fs) {
                HttpResponse<String> r = f.get();
                assertThat(r.statusCode()).isIn(200, 503);
                if (r.statusCode() == 503) assertThat(r.headers().firstValue("Retry-After")).isPresent();
                else ok++;
            }
            assertThat(ok).isPositive();
        } finally {
            pool.shutdownNow();
        }
        assertThat(http.get("/api/puzzles").statusCode()).isEqualTo(200);
        assertThat(http.post("/api/solve", Map.of("instance", "rushhour:card-1")).statusCode()).isEqualTo(200);
    }

    @Test
    void pagesCarryAContentSecurityPolicyAndUserTextIsEscapedOrData() throws Exception {
        HttpResponse<String> page = http.get("/play/rushhour:card-1");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Security-Policy").orElse("")).contains("script-src 'self'");
        String csv = "car,orientation,col,row,length\nX,H,1,3,2\n<img src=x onerror=alert(1)>,V,4,2,2\n";
        JsonNode pos = Http.json(http.post("/api/position", Map.of("content", csv, "name", "Rushhour6x6_evil.csv", "puzzle", "rushhour")));
        assertThat(pos.get("svg").asText()).contains("&lt;img").doesNotContain("<img");
        // a file name with markup comes back in the error line as data (JSON, nosniff) for the page to show as text
        HttpResponse<String> r = http.post("/api/position", Map.of("content", "car,orientation,col,row,length\nX,Q,1,3,2\n",
                "name", "<b onmouseover=alert(2)>.csv"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(r.headers().firstValue("Content-Type").orElse("")).startsWith("application/json");
        assertThat(r.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
        assertThat(Http.json(r).get("error").asText()).startsWith("<b onmouseover=alert(2)>.csv:2: ");
    }

    @Test
    void playPositionsHintsAndACompareJob() throws Exception {
        JsonNode start = Http.json(http.post("/api/position", Map.of("instance", "rushhour:card-1")));
        assertThat(start.get("solved").asBoolean()).isFalse();
        assertThat(start.get("legal").size()).isPositive();
        JsonNode hint = Http.json(http.post("/api/hint", Map.of("instance", "rushhour:card-1")));
        assertThat(hint.get("togo").asInt()).isEqualTo(8);
        HttpResponse<String> bad = http.post("/api/position", Map.of("instance", "rushhour:card-1", "moves", List.of("Z,9")));
        assertThat(bad.statusCode()).isEqualTo(400);

        String id = Http.json(http.post("/api/jobs", Map.of("kind", "compare", "instances", List.of("rushhour:card-1"),
                "algorithms", List.of("bfs", "astar")))).get("id").asText();
        JsonNode job = waitFor(id);
        assertThat(job.get("state").asText()).isEqualTo("DONE");
        assertThat(job.get("result").get("rows").size()).isEqualTo(2);
        assertThat(job.get("result").get("table").asText()).contains("card-1").contains("astar");
    }

    @Test
    void generateRunsThePuzzlesGeneratorWithASeedAndItsBoardLoads() throws Exception {
        HttpResponse<String> r = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "rushhour",
                "options", Map.of("min-moves", "6"), "seed", 3));
        assertThat(r.statusCode()).isEqualTo(202);
        JsonNode job = waitFor(Http.json(r).get("id").asText());
        assertThat(job.get("state").asText()).isEqualTo("DONE");
        assertThat(job.get("result").get("seed").asLong()).isEqualTo(3);
        String content = job.get("result").get("content").asText();
        JsonNode loaded = Http.json(http.post("/api/load", Map.of("content", content)));
        assertThat(loaded.get("puzzle").asText()).isEqualTo("rushhour");

        r = http.post("/api/jobs", Map.of("kind", "generate", "puzzle", "rushhour", "options", Map.of("min-moves", "--out=/tmp")));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).isEqualTo("--min-moves must be a whole number, not '--out=/tmp'");
    }

    @Test
    void watchShowsTheSearchNodeByNode() throws Exception {
        String easy = "fifteen:3x3:1.2.0.3.4.5.6.7.8";   // two moves from the goal
        JsonNode bfs = Http.json(http.post("/api/watch", Map.of("instance", easy, "algorithm", "bfs")));
        JsonNode steps = bfs.get("steps");
        assertThat(steps.get(0).get("path").size()).isZero();
        assertThat(steps.get(0).get("children").size()).isEqualTo(2);
        JsonNode last = steps.get(steps.size() - 1);
        assertThat(last.get("verdict").asText()).isEqualTo("GOAL");
        assertThat(last.get("depth").asInt()).isEqualTo(2);
        assertThat(bfs.get("perDepth").get("0").asInt()).isEqualTo(1);

        JsonNode ida = Http.json(http.post("/api/watch", Map.of("instance", easy, "algorithm", "idastar", "steps", 50)));
        assertThat(ida.get("heuristic").asText()).isNotEmpty();
        assertThat(ida.get("steps").toString()).contains("\"verdict\":\"GOAL\"").contains("\"bound\"");

        JsonNode maze = Http.json(http.post("/api/watch", Map.of("instance", "coroutine:17.24.49.6.33.72.137.112",
                "algorithm", "iddfs", "steps", 30)));
        assertThat(maze.get("steps").size()).isEqualTo(30);
        assertThat(maze.get("report").asText()).contains("Turn").contains("# iteration 1");

        HttpResponse<String> bad = http.post("/api/watch", Map.of("instance", easy, "algorithm", "magic"));
        assertThat(bad.statusCode()).isEqualTo(400);
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

    private static int running() throws Exception {
        return Http.json(http.get("/api/status")).get("running").asInt();
    }

    /** The lines of a job's server-sent event stream (checked to be one). */
    private static Iterator<String> eventLines(String id) throws Exception {
        HttpResponse<Stream<String>> events = http.client.send(HttpRequest.newBuilder(URI.create(http.base + "/api/jobs/" + id + "/events")).build(),
                HttpResponse.BodyHandlers.ofLines());
        assertThat(events.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        return events.body().iterator();
    }

    private static JsonNode nextData(Iterator<String> lines, String event) throws Exception {
        boolean inEvent = false;
        while (lines.hasNext()) {
            String l = lines.next();
            if (l.startsWith("event: ")) inEvent = l.substring(7).equals(event);
            else if (inEvent && l.startsWith("data: ")) return Http.JSON.readTree(l.substring(6));
        }
        throw new AssertionError("the stream ended without a " + event + " event");
    }

    private static JsonNode find(JsonNode all, String name) {
        for (JsonNode p : all) if (p.get("name").asText().equals(name)) return p;
        throw new AssertionError(name + " missing");
    }

    private static List<String> fieldNames(JsonNode n) {
        List<String> l = new ArrayList<>();
        n.fieldNames().forEachRemaining(l::add);
        return l;
    }

    private static String cli(String... args) {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
        try {
            assertThat(Main.execute(args)).isZero();
        } finally {
            System.setOut(old);
        }
        return buf.toString(StandardCharsets.UTF_8);
    }
}

package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Only this machine's own names and the workbench's own pages may drive the server (DNS rebinding, CSRF). */
class ServeSecurityTest {
    static WebServer server;
    static Http http;
    static int port;

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 120_000, 2, 4), List.of("box.lan"),
                List.of("http://localhost:5173"));
        port = server.port();
        http = new Http(port);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static String get(String host, String path) throws Exception {
        return Raw.send(port, "GET " + path + " HTTP/1.1\r\nHost: " + host, "");
    }

    private static String post(String path, String headers, String body) throws Exception {
        return Raw.send(port, "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + headers
                + "\r\nContent-Length: " + body.length(), body);
    }

    @Test
    void aForeignHostHeaderIsRefusedAndTheOwnNamesAreAnswered() throws Exception {
        String rebound = get("evil.example:" + port, "/api/status");
        assertThat(Raw.status(rebound)).isEqualTo(403);
        assertThat(rebound).contains("--allow-host").doesNotContain("heapUsedBytes");
        assertThat(Raw.status(get("evil.example:" + port, "/"))).isEqualTo(403);
        for (String own : List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port, "box.lan:" + port))
            assertThat(Raw.status(get(own, "/api/status"))).as(own).isEqualTo(200);
    }

    @Test
    void crossOriginPostsAreRefusedAndTheOwnOriginAccepted() throws Exception {
        String job = "{\"instance\": \"rushhour:card-1\"}";
        String evil = post("/api/jobs", "\r\nOrigin: http://evil.example\r\nContent-Type: text/plain", job);
        assertThat(Raw.status(evil)).isEqualTo(403);
        assertThat(Raw.status(post("/api/jobs", "\r\nOrigin: http://evil.example\r\nContent-Type: application/json", job)))
                .isEqualTo(403);
        assertThat(Raw.status(post("/api/jobs", "\r\nOrigin: null\r\nContent-Type: application/json", job))).isEqualTo(403);
        assertThat(Raw.status(post("/api/load", "\r\nOrigin: http://127.0.0.1:" + port + "\r\nContent-Type: application/json", job)))
                .isEqualTo(200);
        assertThat(Raw.status(post("/api/load", "\r\nOrigin: http://localhost:5173\r\nContent-Type: application/json", job)))
                .isEqualTo(200);
        // an <img> or <script> of another site reading the API
        assertThat(Raw.status(Raw.send(port, "GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nSec-Fetch-Site: cross-site", "")))
                .isEqualTo(403);
    }

    @Test
    void jsonBodiesNeedTheJsonContentType() throws Exception {
        String job = "{\"instance\": \"rushhour:card-1\"}";
        String plain = post("/api/load", "\r\nContent-Type: text/plain", job);
        assertThat(Raw.status(plain)).isEqualTo(415);
        assertThat(plain).contains("application/json");
        assertThat(Raw.status(post("/api/load", "", job))).isEqualTo(415);
        assertThat(Raw.status(post("/api/load", "\r\nContent-Type: application/json; charset=utf-8", job))).isEqualTo(200);
    }

    @Test
    void aHugeDeclaredBodyIsRefusedAtOnceNotAfterTheIdleTimeout() throws Exception {
        // Raw reads with a 20 s timeout, below the 30 s idle timeout: the 413 must come before it
        String r = Raw.statusLine(port, "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
                + "\r\nContent-Length: 1000000000000");
        assertThat(Raw.status(r)).isEqualTo(413);
    }

    @Test
    void unknownPagesAreAnHtmlPageAndUnknownApiPathsJson() throws Exception {
        HttpResponse<String> page = http.get("/nosuchpage");
        assertThat(page.statusCode()).isEqualTo(404);
        assertThat(page.headers().firstValue("Content-Type").orElse("")).startsWith("text/html");
        assertThat(page.body()).contains("Page not found").doesNotContain("{\"error\"");
        HttpResponse<String> api = http.get("/api/nosuch");
        assertThat(api.statusCode()).isEqualTo(404);
        assertThat(Http.json(api).get("error").asText()).contains("not found");
    }

    @Test
    void bidiAndControlCharactersFromAFileNameAreEscapedInMessages() throws Exception {
        HttpResponse<String> r = http.post("/api/load", java.util.Map.of("content", "garbage", "name",
                "evil\u202Etxt.exe\u0007.csv"));
        assertThat(r.statusCode()).isEqualTo(400);
        String msg = Http.json(r).get("error").asText();
        assertThat(msg).doesNotContain("\u202E").doesNotContain("\u0007");
        assertThat(msg).contains("\\u202E");
    }
}

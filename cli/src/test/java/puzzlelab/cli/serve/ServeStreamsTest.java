package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Event streams are bounded, hold no server thread each, and one watcher leaving cancels nothing. */
class ServeStreamsTest extends ServerFixture {
    /** An open event stream on a raw socket, read up to its first event. */
    static Socket watch(String id) throws Exception {
        Socket s = new Socket("127.0.0.1", server.port());
        s.setSoTimeout(20_000);
        s.getOutputStream().write(("GET /api/jobs/" + id + "/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                .getBytes(StandardCharsets.US_ASCII));
        BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
        String status = in.readLine();
        if (!status.contains(" 200 ")) {
            s.close();
            throw new IllegalStateException(status);
        }
        for (String l = in.readLine(); l != null && !l.startsWith("event: state"); l = in.readLine()) {
            // headers
        }
        return s;
    }

    static String longSolve() throws Exception {
        return Http.json(http.post("/api/jobs", Map.of("kind", "solve", "instance", "fifteen:korf-1", "algorithm", "bfs",
                "timeout", "100s"))).get("id").asText();
    }

    static String state(String id) throws Exception {
        return Http.json(http.get("/api/jobs/" + id)).get("state").asText();
    }

    @Test
    void oneWatcherLeavingCancelsNothingAndTheLastOneCancels() throws Exception {
        String id = longSolve();
        Socket a = watch(id);
        Socket b = watch(id);
        a.close();
        // the writer notices a closed stream at its next write (a keep-alive at the latest): wait for it, bounded
        for (int i = 0; i < 100 && server.events().open() > 1; i++) Thread.sleep(100);
        assertThat(server.events().open()).isEqualTo(1);
        assertThat(state(id)).isEqualTo("RUNNING");
        b.close();
        for (int i = 0; i < 100 && !state(id).equals("CANCELLED"); i++) Thread.sleep(100);
        assertThat(state(id)).isEqualTo("CANCELLED");
    }

    @Test
    void streamsPerJobAreBoundedAndHoldNoThreadEach() throws Exception {
        String id = longSolve();
        int threadsBefore = Thread.activeCount();
        List<Socket> open = new ArrayList<>();
        try {
            for (int i = 0; i < Events.MAX_PER_JOB; i++) open.add(watch(id));
            assertThat(Thread.activeCount() - threadsBefore).isLessThan(Events.MAX_PER_JOB / 2);
            assertThat(http.get("/api/jobs/" + id + "/events").statusCode()).isEqualTo(429);
            assertThat(http.get("/api/status").statusCode()).isEqualTo(200);
        } finally {
            for (Socket s : open) s.close();
            http.delete("/api/jobs/" + id);
        }
    }
}

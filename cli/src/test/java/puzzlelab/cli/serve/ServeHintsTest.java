package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A hint is a job like any other: one thread, the job's memory share, stopped when its client goes, time bounded. */
class ServeHintsTest extends ServerFixture {
    private static int running() throws Exception {
        return Http.json(http.get("/api/status")).get("running").asInt();
    }

    private static int waiting() throws Exception {
        return Http.json(http.get("/api/status")).get("waiting").asInt();
    }

    private static long portfolioWorkers() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().contains("-worker-")).count();
    }

    @Test
    void aHintRunsOnItsJobsOneThreadAndStopsWhenItsClientGoes() throws Exception {
        // a 24-puzzle (Korf's first): never proven within the limit, so the hint is still searching when its client goes
        // workers of an earlier test's jobs may still be winding down: wait for them, and count only what the hint adds
        for (int i = 0; i < 100 && portfolioWorkers() > 0; i++) Thread.sleep(100);
        long before = portfolioWorkers();
        String body = "{\"instance\": \"fifteen:5x5:14.5.9.2.18.8.23.19.12.17.15.0.10.20.4.6.11.21.1.7.24.3.16.22.13\", "
                + "\"timeout\": \"20s\"}";
        try (Socket s = Raw.posted(server.port(), "/api/hint", body)) {
            // the 200 is committed after a second of searching: the hint is running now
            assertThat(new String(s.getInputStream().readNBytes(12), StandardCharsets.US_ASCII)).isEqualTo("HTTP/1.1 200");
            assertThat(running()).isEqualTo(1);
            assertThat(portfolioWorkers()).isLessThanOrEqualTo(before);   // auto interleaves its members on the job's thread
        }
        for (int i = 0; i < 100 && running() > 0; i++) Thread.sleep(100);
        assertThat(running()).isZero();
    }

    @Test
    void hintTimesAreBoundedByTheServer() throws Exception {
        var r = http.post("/api/hint", Map.of("instance", "rushhour:card-1", "timeout", "60s"));
        assertThat(r.statusCode()).isEqualTo(400);
        assertThat(Http.json(r).get("error").asText()).contains("at most 30s");
        var ok = Http.json(http.post("/api/hint", Map.of("instance", "rushhour:card-1", "timeout", "20s")));
        assertThat(ok.get("status").asText()).isEqualTo("SOLVED");
        assertThat(ok.get("optimal").asBoolean()).isTrue();
    }

    @Test
    void aLoneSolveUsesTheIdleCoresLikeTheCli() throws Exception {
        String id = Http.json(http.post("/api/jobs", Map.of("kind", "solve", "instance", "rushhour:uva-7", "timeout", "60s")))
                .get("id").asText();
        try {
            // with nothing waiting, the job takes both of the fixture's cores: the portfolio runs a worker thread
            for (int i = 0; i < 100 && portfolioWorkers() == 0; i++) Thread.sleep(100);
            assertThat(portfolioWorkers()).isPositive();
        } finally {
            http.delete("/api/jobs/" + id);
        }
    }

    @Test
    void aProvenHintIsAnsweredAgainWithoutASearch() throws Exception {
        Map<String, Object> ask = Map.of("instance", "rushhour:card-2", "timeout", "20s");
        var first = Http.json(http.post("/api/hint", ask));
        assertThat(first.get("optimal").asBoolean()).isTrue();
        List<String> ids = new ArrayList<>();
        try {
            // a full server (every worker busy, the queue full) still answers it: no job is queued for it. An earlier
            // test's job may still be winding down (a slot it frees later would take the next hint): wait for it, then
            // add jobs until one is refused
            // (a hint whose client went may search on until its own 20 s are up: wait as long, or the slot it frees
            // after the fillers below takes the hint meant to be refused)
            for (int i = 0; i < 300 && (running() > 0 || waiting() > 0); i++) Thread.sleep(100);
            assertThat(running() + waiting()).as("jobs of earlier tests still on the server").isZero();
            // fillers that cannot end early: IDA* on a 24-puzzle holds a few KB for its whole 100 s (a BFS filler hit
            // the job's memory cap within seconds on a loaded machine, freeing its slot for the hint below)
            for (int i = 0; i < 20; i++) {
                var r = http.post("/api/jobs", Map.of("kind", "solve", "instance", "fifteen:korf24-1", "algorithm", "idastar",
                        "heuristic", "manhattan", "timeout", "100s"));
                if (r.statusCode() != 202) break;
                ids.add(Http.json(r).get("id").asText());
            }
            assertThat(http.post("/api/hint", Map.of("instance", "rushhour:card-3")).statusCode()).isEqualTo(503);
            var again = http.post("/api/hint", ask);
            assertThat(again.statusCode()).isEqualTo(200);
            assertThat(Http.json(again)).isEqualTo(first);
        } finally {
            for (String id : ids) http.delete("/api/jobs/" + id);
        }
    }
}

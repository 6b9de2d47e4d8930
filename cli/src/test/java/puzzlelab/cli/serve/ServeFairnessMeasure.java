package puzzlelab.cli.serve;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Numbers for docs/web.md, not a test (it asserts nothing and is not in the default run):
 * {@code mvn -q -pl cli -am test -Dtest=ServeFairnessMeasure -Dsurefire.failIfNoSpecifiedTests=false}.
 * Issue 47's starvation case: twenty 60 s solves queued (IDA* on Korf's first 24-puzzle, never done within the
 * minute), then a 2 s solve of rushhour:card-1, a play move and a hint; prints how long each waited.
 */
class ServeFairnessMeasure {
    private static final String LONG = "fifteen:5x5:14.5.9.2.18.8.23.19.12.17.15.0.10.20.4.6.11.21.1.7.24.3.16.22.13";

    @Test
    void measure() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 600_000, 2, 32))) {
            Http http = new Http(server.port());
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < 20; i++)
                ids.add(Http.json(http.post("/api/jobs", Map.of("kind", "solve", "instance", LONG, "algorithm", "idastar",
                        "timeout", "60s"))).get("id").asText());
            Thread.sleep(1_000);
            long t0 = System.nanoTime();
            var card = Http.json(http.post("/api/solve", Map.of("instance", "rushhour:card-1", "timeout", "2s")));
            long t1 = System.nanoTime();
            http.post("/api/position", Map.of("instance", "rushhour:card-1"));
            long t2 = System.nanoTime();
            var hint = Http.json(http.post("/api/hint", Map.of("instance", "rushhour:card-5", "timeout", "5s")));
            long t3 = System.nanoTime();
            System.out.printf("with 20 queued 60 s jobs on 2 cores: card-1 solve answered in %.2f s (%s, %d moves); "
                            + "a play move (/api/position) in %.0f ms; a hint in %.2f s (%s)%n",
                    (t1 - t0) / 1e9, card.get("status").asText(), card.get("length").asInt(), (t2 - t1) / 1e6,
                    (t3 - t2) / 1e9, hint.get("status").asText());
            System.out.println("status: " + http.get("/api/status").body().replace("\n", " "));
            for (String id : ids) http.delete("/api/jobs/" + id);
        }
    }
}

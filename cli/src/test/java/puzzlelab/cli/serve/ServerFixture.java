package puzzlelab.cli.serve;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** A server on a random port for a test class: 2 workers, a queue of 4, jobs of up to 120 s. */
abstract class ServerFixture {
    static WebServer server;
    static Http http;

    @BeforeAll
    static void start() {
        server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 120_000, 2, 4));
        http = new Http(server.port());
    }

    @AfterAll
    static void stop() {
        server.close();
    }
}

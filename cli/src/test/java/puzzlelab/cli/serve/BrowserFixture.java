package puzzlelab.cli.serve;

import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/** A server on a random port (2 workers, a queue of 8) and headless Chromium, shared by a browser test class. */
abstract class BrowserFixture {
    static WebServer server;
    static ChromeDriver browser;
    static String base;

    @BeforeAll
    static void startServerAndBrowser() {
        server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 120_000, 2, 8));
        base = "http://127.0.0.1:" + server.port();
        browser = Browser.start();
    }

    @AfterAll
    static void stopServerAndBrowser() {
        if (browser != null) browser.quit();
        if (server != null) server.close();
    }

    static WebDriverWait waiting(int seconds) {
        return new WebDriverWait(browser, Duration.ofSeconds(seconds));
    }
}

package puzzlelab.cli.serve;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Headless Chromium from the Debian packages {@code chromium} and {@code chromium-driver} (the {@code ./test}
 * script installs them). Missing packages fail the tests: a browser test never skips silently.
 */
final class Browser {
    static final String CHROMIUM = System.getenv().getOrDefault("CHROMIUM_BIN", "/usr/bin/chromium");
    static final String DRIVER = System.getenv().getOrDefault("CHROMEDRIVER_BIN", "/usr/bin/chromedriver");

    private Browser() {
    }

    static ChromeDriver start() {
        for (String p : new String[] {CHROMIUM, DRIVER}) {
            if (!Files.isExecutable(Path.of(p)))
                throw new IllegalStateException(p + " is missing: install the Debian packages chromium and "
                        + "chromium-driver (./test does it) or set CHROMIUM_BIN / CHROMEDRIVER_BIN");
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM);
        // --no-sandbox: CI runs as root, where Chromium's sandbox cannot start
        o.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,1000", "--force-device-scale-factor=1");
        o.setCapability("goog:loggingPrefs", java.util.Map.of("browser", "ALL"));   // console errors, read by the tests
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER))
                .usingAnyFreePort().build();
        ChromeDriver d = new ChromeDriver(service, o);
        d.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return d;
    }

    /**
     * The page's console errors since the last call: script exceptions and Content-Security-Policy violations
     * (answers with an error status, which some tests provoke on purpose, are left out).
     */
    static java.util.List<String> consoleErrors(ChromeDriver d) {
        return d.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue())
                .map(org.openqa.selenium.logging.LogEntry::getMessage)
                .filter(m -> !m.contains("Failed to load resource: the server responded with a status of 4"))
                .toList();
    }

    /** Saves a screenshot as target/screenshots/NAME.png. */
    static void screenshot(ChromeDriver d, String name) throws IOException {
        Path dir = Path.of("target", "screenshots");
        Files.createDirectories(dir);
        File f = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), dir.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
}

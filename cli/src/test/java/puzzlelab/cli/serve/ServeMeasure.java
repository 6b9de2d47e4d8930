package puzzlelab.cli.serve;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import puzzlelab.engine.Progress;
import puzzlelab.puzzles.Instance;

/**
 * Numbers for the README, not a test (it asserts nothing and is not in the default run):
 * {@code mvn -q -pl cli -am test -Dtest=ServeMeasure -Dsurefire.failIfNoSpecifiedTests=false}.
 * Prints the API's overhead over an in-process solve of rushhour:card-40 and page load times in headless Chromium.
 */
class ServeMeasure {
    private static final int RUNS = 40;

    @Test
    void measure() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 60_000, 2, 32))) {
            Http http = new Http(server.port());
            Instance inst = Workbench.load("rushhour:card-40", null, null, null, null);
            Workbench.SolveSpec spec = new Workbench.SolveSpec(null, null, null, 60_000, 0, 1, null);
            List<Long> local = new ArrayList<>();
            List<Long> remote = new ArrayList<>();
            for (int i = 0; i < 2 * RUNS; i++) {   // first half: warm-up of both paths
                long t0 = System.nanoTime();
                Workbench.solve(inst, spec, 1L << 30, 1, Progress.NONE, () -> false);
                long t1 = System.nanoTime();
                if (http.post("/api/solve", Map.of("instance", "rushhour:card-40")).statusCode() != 200)
                    throw new IllegalStateException("solve failed");
                long t2 = System.nanoTime();
                if (i >= RUNS) {
                    local.add((t1 - t0) / 1000);
                    remote.add((t2 - t1) / 1000);
                }
            }
            System.out.printf("card-40 in-process median %.1f ms, over HTTP median %.1f ms, overhead %.1f ms (%d runs each)%n",
                    median(local) / 1000.0, median(remote) / 1000.0, (median(remote) - median(local)) / 1000.0, RUNS);
            pageLoads("http://127.0.0.1:" + server.port());
        }
    }

    private static void pageLoads(String base) {
        ChromeDriver d = Browser.start();
        try {
            for (String page : List.of("/catalog", "/play/rushhour:card-1", "/solve/rushhour:card-40")) {
                List<Long> load = new ArrayList<>();
                List<Long> ready = new ArrayList<>();
                for (int i = 0; i < 6; i++) {
                    long t0 = System.nanoTime();
                    d.get(base + page);
                    new WebDriverWait(d, java.time.Duration.ofSeconds(20)).pollingEvery(java.time.Duration.ofMillis(5)).until(x -> !x.findElements(By.cssSelector("h1")).isEmpty()
                            && (x.findElements(By.id("legal")).isEmpty() || !x.findElements(By.cssSelector("#legal button")).isEmpty()));
                    long t1 = System.nanoTime();
                    Object nav = ((JavascriptExecutor) d).executeScript(
                            "const n = performance.getEntriesByType('navigation')[0]; return Math.round(n.loadEventEnd - n.startTime);");
                    if (i > 0) {   // the first load fills the browser's cache
                        load.add(((Number) nav).longValue());
                        ready.add((t1 - t0) / 1_000_000);
                    }
                }
                System.out.printf("%s: load event %d ms, page ready (content drawn) %d ms (median of %d)%n", page,
                        median(load), median(ready), load.size());
            }
        } finally {
            d.quit();
        }
    }

    private static long median(List<Long> xs) {
        List<Long> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }
}

package puzzlelab.cli.serve;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The README's screenshots of every page (docs/web-*.png) and the time from a click to the frame that draws the
 * move; not a test (it asserts nothing and is not in the default run):
 * {@code mvn -q -pl cli -am test -Dtest=WebScreens -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class WebScreens {
    private static final Path DOCS = Path.of("..", "docs");
    private ChromeDriver d;
    private String base;

    @Test
    void screens() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, new ServerLimits(60_000, 120_000, 2, 8))) {
            base = "http://127.0.0.1:" + server.port();
            d = Browser.start();
            try {
                d.manage().window().setSize(new Dimension(1280, 860));
                catalog();
                play();
                clickToDraw();
                solve();
                watchCompareGenerate();
            } finally {
                d.quit();
            }
        }
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private WebDriverWait waiting(int s) {
        return new WebDriverWait(d, Duration.ofSeconds(s));
    }

    private void shot(String name) throws Exception {
        Thread.sleep(400);   // let glides and transitions end
        File f = ((TakesScreenshot) d).getScreenshotAs(OutputType.FILE);
        Files.copy(f.toPath(), DOCS.resolve("web-" + name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private void open(String id) {
        d.get(base + "/play/" + id);
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
    }

    private void waitCount(int n) {
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), String.valueOf(n)));
    }

    private void catalog() throws Exception {
        d.get(base + "/catalog");
        waiting(10).until(x -> (Boolean) d.executeScript("const all = [...document.querySelectorAll('.card img')];"
                + " return all.length >= 5 && all.every(i => i.complete && i.naturalWidth > 0)"));
        shot("catalog");
    }

    private void play() throws Exception {
        open("rushhour:card-1");
        d.findElement(By.cssSelector("[data-vehicle='3']")).click();   // picked: a click on a free square moves it
        shot("play-rushhour");
        open("fifteen:korf-1");
        new Actions(d).sendKeys(Keys.ARROW_LEFT, Keys.ARROW_UP).perform();
        waitCount(2);
        shot("play-fifteen");
        open("coroutine:bailey-1");
        shot("play-coroutine");
        open("zhed:level-5");
        d.findElement(By.cssSelector("[data-tile='1 4']")).click();
        shot("play-zhed");
        open("chexers:spec");
        d.findElement(By.cssSelector("[data-hex='0,-1']")).click();
        shot("play-chexers");
        // card 1 to the win by the list of moves, as a person reading the hints would
        open("rushhour:card-1");
        var solution = Http.json(new Http(Integer.parseInt(base.substring(base.lastIndexOf(':') + 1)))
                .post("/api/solve", java.util.Map.of("instance", "rushhour:card-1"))).get("moves");
        int n = 0;
        for (var m : solution) {
            d.findElement(By.cssSelector("#legal button[data-move='" + m.asText() + "']")).click();
            waitCount(++n);
        }
        waiting(20).until(ExpectedConditions.textToBePresentInElementLocated(By.id("banner"), "optimal"));
        shot("play-rushhour-card-1");
    }

    /** Median time from a click on a tile to the frame that shows the move, over 20 clicks (Chromium's clock). */
    private void clickToDraw() {
        open("fifteen:korf-1");
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < 21; i++) {
            String target = i % 2 == 0 ? "2,2" : "2,1";   // the tile beside the gap, back and forth
            sleep(250);   // the last move's glide has ended: a tile still gliding is not where the click lands
            d.findElement(By.cssSelector("#board [data-target='" + target + "']")).click();
            waitCount(i + 1);
            waiting(5).until(x -> d.findElement(By.id("board")).getAttribute("data-click-to-draw-ms") != null);
            double t = Double.parseDouble(d.findElement(By.id("board")).getAttribute("data-click-to-draw-ms"));
            d.executeScript("document.getElementById('board').removeAttribute('data-click-to-draw-ms')");
            if (i > 0) ms.add(t);   // the first click warms the server's code paths
        }
        Collections.sort(ms);
        System.out.printf("click to drawn move: median %.1f ms, min %.1f, max %.1f (%d clicks)%n",
                ms.get(ms.size() / 2), ms.get(0), ms.get(ms.size() - 1), ms.size());
    }

    private void solve() throws Exception {
        d.get(base + "/solve/rushhour:card-20");
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("start"))).click();
        waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("result-status"), "SOLVED"));
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("replay-end"))).click();
        shot("solve-rushhour-card-20");
        d.get(base + "/solve/rushhour:uva-7");   // 12×12: the board used to wrap below the statistics
        waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg")));
        shot("solve-12x12");
        d.get(base + "/solve/rushhour:uva-4");
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("start"))).click();
        waiting(120).until(ExpectedConditions.textToBePresentInElementLocated(By.id("result-status"), "SOLVED"));
        for (int i = 0; i < 5; i++) waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("replay-next"))).click();
        shot("solve");
    }

    private void watchCompareGenerate() throws Exception {
        d.get(base + "/watch/fifteen:3x3:1.4.2.3.0.7.6.8.5?algorithm=astar&steps=300");
        waiting(20).until(x -> !x.findElements(By.cssSelector("#watch-table tbody tr")).isEmpty());
        for (int i = 0; i < 3; i++) d.findElement(By.id("watch-next")).click();
        shot("watch");
        d.get(base + "/compare?instances=rushhour:card-1%0Arushhour:card-10%0Arushhour:card-20&algorithms=bfs,astar,idastar");
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("compare-run"))).click();
        waiting(120).until(ExpectedConditions.visibilityOfElementLocated(By.id("compare-table")));
        d.executeScript("document.getElementById('compare-table').previousElementSibling.scrollIntoView()");
        shot("compare");
        d.get(base + "/generate");
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("gen-run"))).click();
        waiting(60).until(ExpectedConditions.elementToBeClickable(By.id("gen-play")));
        shot("generate");
    }
}

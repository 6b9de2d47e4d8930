package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.NoAlertPresentException;
import org.openqa.selenium.WebElement;

import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;


/** The workbench in real headless Chromium: play by mouse, upload errors, solve and replay, compare, escaping. */
class ServeBrowserTest extends BrowserFixture {
    /** Rush Hour's SVG cell size (RushHourPictures): a drag of one cell moves a vehicle by one. */
    private static final int CELL = 56;

    @AfterEach
    void noScriptErrorsOrPolicyViolations() {
        assertThat(Browser.consoleErrors(browser)).isEmpty();
    }


    @Test
    void rushHourCard1IsPlayedToTheSolvedBannerWithTheMouse() throws Exception {
        JsonNode solution = Http.json(new Http(server.port()).post("/api/solve", Map.of("instance", "rushhour:card-1")));
        browser.get(base + "/play/rushhour:card-1");
        int played = 0;
        for (JsonNode m : solution.get("moves")) {
            String text = m.asText();
            String name = text.substring(0, text.lastIndexOf(','));
            int d = Integer.parseInt(text.substring(text.lastIndexOf(',') + 1));
            WebElement car = waiting(10).until(ExpectedConditions.presenceOfElementLocated(
                    By.cssSelector("[data-vehicle='" + name + "']")));
            boolean horizontal = car.getAttribute("data-axis").equals("x");
            int px = (int) Math.round(d * CELL * ((Number) browser.executeScript("const s = document.querySelector('#board svg');"
                    + " return s.getBoundingClientRect().width / s.viewBox.baseVal.width;")).doubleValue());   // the board is scaled
            new Actions(browser).clickAndHold(car).moveByOffset(horizontal ? px / 2 : 0, horizontal ? 0 : px / 2)
                    .moveByOffset(horizontal ? px - px / 2 : 0, horizontal ? 0 : px - px / 2)
                    .release().perform();
            String count = String.valueOf(++played);
            waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), count));
        }
        WebElement banner = waiting(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(banner.getText()).startsWith("Solved in " + solution.get("length").asInt() + " moves");
        waiting(20).until(ExpectedConditions.textToBePresentInElementLocated(By.id("banner"), "optimal"));
        Browser.screenshot(browser, "play-rushhour-card-1");
        browser.findElement(By.id("undo")).click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), String.valueOf(played - 1)));
        assertThat(banner.isDisplayed()).isFalse();
        browser.findElement(By.id("hint-button")).click();
        waiting(20).until(ExpectedConditions.textToBePresentInElementLocated(By.id("hint"), "1 to go"));
        new Actions(browser).sendKeys("r").perform();
        waiting(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
    }

    @Test
    void everyOtherPuzzleTakesAMoveByMouse() {
        playOne("fifteen:3x3:1.2.0.3.4.5.6.7.8", a -> a.click(at("[data-tile='2']")));
        playOne("zhed:level-1", a -> a.click(at("[data-tile='3 3']")).sendKeys(Keys.ARROW_LEFT));
        playOne("chexers:spec", a -> a.click(at("[data-hex='0,-1']")).click(at("[data-hex='-1,-1']")));
        playOne("coroutine:17.24.49.6.33.72.137.112@2,1", a -> a.click(at("[data-target='1:S']")));
    }

    private static WebElement at(String css) {
        return browser.findElement(By.cssSelector(css));
    }

    /** Opens Play, does the gesture, and expects one move played. */
    private static void playOne(String id, java.util.function.Function<Actions, Actions> gesture) {
        browser.get(base + "/play/" + id);
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        gesture.apply(new Actions(browser)).perform();
        waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("move-count"), "1"));
    }

    @Test
    void aBrokenUploadShowsTheOneLineError() throws Exception {
        Path bad = Files.createTempFile("Rushhour6x6_", ".csv");
        Files.writeString(bad, "car,orientation,col,row,length\nX,H,1,3,2\nA,Q,4,2,2\n");
        browser.get(base + "/catalog");
        waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("upload-file"))).sendKeys(bad.toString());
        waiting(10).until(d -> !d.findElement(By.id("upload-text")).getAttribute("value").isEmpty());
        browser.findElement(By.id("upload-play")).click();
        WebElement error = waiting(10).until(d -> {
            WebElement e = d.findElement(By.id("upload-error"));
            return e.getText().isEmpty() ? null : e;
        });
        assertThat(error.getText()).startsWith(bad.getFileName() + ":3: ").doesNotContain("\n").doesNotContain("Exception");
        assertThat(browser.getCurrentUrl()).endsWith("/catalog");
        Browser.screenshot(browser, "catalog-upload-error");
        Files.delete(bad);
    }

    @Test
    void aSolveStreamsProgressAndItsReplayReachesTheGoal() throws Exception {
        browser.get(base + "/solve/rushhour:card-20");
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("start"))).click();
        waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("result-status"), "SOLVED"));
        WebElement replay = browser.findElement(By.id("replay"));
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("replay-play"))).click();
        waiting(60).until(d -> "true".equals(replay.getAttribute("data-at-goal")));
        assertThat(browser.findElement(By.id("replay-frame")).getText()).matches("(\\d+) / \\1");
        browser.executeScript("window.scrollTo(0, 0)");
        Browser.screenshot(browser, "solve-rushhour-card-20");
    }

    @Test
    void aSmallCompareShowsTheTableAndCharts() throws Exception {
        browser.get(base + "/compare");
        WebElement instances = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("compare-instances")));
        instances.clear();
        instances.sendKeys("rushhour:card-1\nrushhour:card-2");
        WebElement algos = browser.findElement(By.id("compare-algorithms"));
        algos.clear();
        algos.sendKeys("bfs, astar");
        browser.findElement(By.id("compare-run")).click();
        WebElement table = waiting(60).until(ExpectedConditions.visibilityOfElementLocated(By.id("compare-table")));
        assertThat(table.getText()).contains("rushhour:card-1").contains("rushhour:card-2").contains("astar");
        assertThat(browser.findElements(By.cssSelector("#chart-nodes rect[height]")).size()).isGreaterThanOrEqualTo(4 + 2);
        Browser.screenshot(browser, "compare-rushhour");
    }

    @Test
    void watchAndGenerateWork() {
        browser.get(base + "/watch/fifteen:3x3:1.4.2.3.0.7.6.8.5?algorithm=bfs&steps=2000");   // 6 moves from the goal
        waiting(20).until(d -> !d.findElements(By.cssSelector("#watch-table tbody tr")).isEmpty());
        java.util.List<WebElement> rows = browser.findElements(By.cssSelector("#watch-table tbody tr"));
        assertThat(rows.get(rows.size() - 1).getAttribute("textContent")).contains("GOAL");
        browser.findElement(By.id("watch-next")).click();
        waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("watch-at"), "step 2 /"));
        assertThat(browser.findElements(By.cssSelector("#watch-depth-chart rect"))).isNotEmpty();
        // the algorithms offered are the catalogue's traceable entries (wastar, ucs, dfbnb too; never auto or bidi)
        assertThat(browser.findElements(By.cssSelector("#watch-algorithm option")).stream().map(o -> o.getAttribute("value")).toList())
                .containsExactly("bfs", "dfs", "dfbnb", "iddfs", "astar", "wastar", "greedy", "ucs", "idastar");

        browser.get(base + "/watch/coroutine:17.24.49.6.33.72.137.112?algorithm=iddfs&steps=30");
        assertThat(waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("watch-report"))).getText())
                .contains("depth limit");

        // the form comes from the declaration; a board with an ID opens at its own address
        browser.get(base + "/generate");
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("gen-seed"))).sendKeys("7");
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("gen-puzzle"))).selectByValue("coroutine");   // its form starts with a length
        browser.findElement(By.id("gen-run")).click();
        waiting(60).until(ExpectedConditions.elementToBeClickable(By.id("gen-play"))).click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        assertThat(browser.getCurrentUrl()).contains("/play/coroutine%3A");
        assertThat(browser.findElement(By.id("instance-id")).getText()).startsWith("coroutine:");
    }

    @Test
    void aVehicleNamedLikeMarkupIsShownAsText() throws Exception {
        browser.get(base + "/catalog");
        WebElement text = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("upload-text")));
        String csv = "car,orientation,col,row,length\nX,H,1,3,2\n<img src=x onerror=alert(1)>,V,4,2,2\nB,H,5,6,2\n";   // B spans the 6x6 board
        browser.executeScript("arguments[0].value = arguments[1]", text, csv);
        browser.findElement(By.id("upload-play")).click();
        WebElement board = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board svg")));
        waiting(10).until(d -> !d.findElements(By.cssSelector("#legal button")).isEmpty());
        assertThat(board.getText()).contains("onerror=alert(1)");
        assertThat(browser.findElements(By.tagName("img"))).isEmpty();
        assertThat(browser.findElement(By.id("legal")).getText()).contains("onerror=alert(1)");
        assertThatThrownBy(() -> browser.switchTo().alert()).isInstanceOf(NoAlertPresentException.class);
        Browser.screenshot(browser, "play-escaped-name");
    }
}

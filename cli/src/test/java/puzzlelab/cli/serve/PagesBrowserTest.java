package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** Issue 47's web pages in headless Chromium: pickers that work, boards that stay, words for people. */
class PagesBrowserTest extends BrowserFixture {
    @AfterEach
    void noScriptErrors() {
        assertThat(Browser.consoleErrors(browser)).isEmpty();
    }

    private static int running() throws Exception {
        return Http.json(new Http(server.port()).get("/api/status")).get("running").asInt();
    }

    @Test
    void theCatalogOpensTheLevelPickedOfAnUploadedCollection() {
        browser.get(base + "/catalog");
        WebElement text = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("upload-text")));
        text.sendKeys(LevelsApiTest.COLLECTION);
        waiting(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("upload-level-label")));
        new Select(browser.findElement(By.id("upload-level"))).selectByValue("2");
        browser.findElement(By.id("upload-play")).click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), "pasted#2"));
        assertThat(browser.findElement(By.cssSelector(".panel p.muted")).getText()).isEqualTo("Level two");
    }

    @Test
    void theSokobanCardSpeaksToPlayersAndReachesEveryLevel() {
        browser.get(base + "/catalog");
        WebElement card = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("[data-puzzle='sokoban']")));
        assertThat(card.getText()).contains("Push every box onto a goal").doesNotContain("built in: sokoban:");
        List<WebElement> options = card.findElements(By.cssSelector(".instance-pick option"));
        assertThat(options).hasSize(155 + 90);
        assertThat(options.get(154).getAttribute("value")).isEqualTo("sokoban:microban-155");
        assertThat(options.get(0).getText()).isEqualTo("microban-1");
        assertThat(card.findElement(By.cssSelector(".pick-about")).getText())
                .isEqualTo("Microban 1 (David W. Skinner): 2 boxes, 8 pushes");
        // the picker shows its whole text (names only; the description wraps below it)
        WebElement pick = card.findElement(By.cssSelector(".instance-pick"));
        assertThat((Boolean) browser.executeScript("const s = arguments[0]; return s.scrollWidth <= s.clientWidth", pick)).isTrue();
        new Select(pick).selectByValue("sokoban:xsokoban-90");
        assertThat(card.findElement(By.cssSelector(".pick-about")).getText()).isEqualTo("level 90 of the set");
    }

    @Test
    void nextPuzzleAfterMicrobanOneIsMicrobanTwo() {
        browser.get(base + "/play/" + URLEncoder.encode("sokoban:microban-1", StandardCharsets.UTF_8));
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        browser.findElement(By.cssSelector("#paste summary")).click();
        String plan = "dlUrrrdLullddrUluRuulDrddrruLdlUU";   // Microban 1 in 33 moves (8 pushes), from solve -m moves
        browser.findElement(By.id("paste-text")).sendKeys(plan);
        browser.findElement(By.id("paste-play")).click();
        WebElement next = waiting(30).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#next-puzzle a")));
        assertThat(next.getAttribute("href")).endsWith("/play/sokoban%3Amicroban-2");
    }

    @Test
    void solveKeepsTheBoardWhileItSearches() throws Exception {
        browser.get(base + "/solve/" + URLEncoder.encode("fifteen:korf-1", StandardCharsets.UTF_8));
        waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#replay #board svg")));
        new Select(browser.findElement(By.id("algorithm"))).selectByValue("bfs");
        WebElement timeout = browser.findElement(By.id("timeout"));
        timeout.clear();
        timeout.sendKeys("20s");
        browser.findElement(By.id("start")).click();
        waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("cancel")));
        waiting(10).until(ExpectedConditions.textToBePresentInElementLocated(By.id("board-heading"), "searching"));
        assertThat(browser.findElements(By.cssSelector("#replay #board svg"))).hasSize(1);
        browser.findElement(By.id("cancel")).click();
        waiting(20).until(ExpectedConditions.elementToBeClickable(By.id("start")));
        assertThat(browser.findElements(By.cssSelector("#replay #board svg"))).hasSize(1);
    }

    @Test
    void watchOpensOnTheStartWithAnInstancePicker() {
        browser.get(base + "/watch/" + URLEncoder.encode("fifteen:3x3:1.4.2.3.0.7.6.8.5", StandardCharsets.UTF_8));
        waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#watch-view #board svg")));
        Select pick = new Select(browser.findElement(By.id("watch-instance")));
        assertThat(pick.getFirstSelectedOption().getAttribute("value")).isEqualTo("fifteen:3x3:1.4.2.3.0.7.6.8.5");
        assertThat(pick.getOptions().stream().map(o -> o.getAttribute("value")).toList())
                .contains("coroutine:17.24.49.6.33.72.137.112", "rushhour:card-1").doesNotContain("template:1:10");
        pick.selectByValue("rushhour:card-1");
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), "rushhour:card-1"));
        assertThat(browser.getCurrentUrl()).endsWith("/watch/rushhour%3Acard-1");
    }

    @Test
    void generateSpeaksThePuzzlesWordsAndCoroutineWorksAsItOpens() {
        browser.get(base + "/generate");
        Select puzzle = new Select(waiting(10).until(ExpectedConditions.elementToBeClickable(By.id("gen-puzzle"))));
        List<String> shown = puzzle.getOptions().stream().map(WebElement::getText).toList();
        assertThat(shown).contains("Rush Hour", "Coroutine maze").doesNotContain("template", "Template", "rushhour");
        puzzle.selectByValue("coroutine");
        assertThat(browser.findElement(By.id("gen-about")).getText()).doesNotContain("--");
        assertThat(browser.findElement(By.id("gen-fields")).getText()).doesNotContain("--");
        assertThat(browser.findElement(By.id("gen-turns")).getAttribute("value")).isEqualTo("8");
        browser.findElement(By.id("gen-seed")).sendKeys("7");
        browser.findElement(By.id("gen-run")).click();
        waiting(60).until(ExpectedConditions.elementToBeClickable(By.id("gen-play"))).click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        assertThat(browser.getCurrentUrl()).endsWith("/play/coroutine%3A1.64.4.2.24.141.37.4");
    }

    @Test
    void aLongIdWrapsInsteadOfWideningThePage() {
        // a 12×12 Rush Hour board as an ID: 153 characters without a space
        String id = "rushhour:" + "o".repeat(60) + "AA" + "o".repeat(82);
        browser.get(base + "/play/" + URLEncoder.encode(id, StandardCharsets.UTF_8));
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), id));
        long scroll = ((Number) browser.executeScript("return document.documentElement.scrollWidth")).longValue();
        long width = ((Number) browser.executeScript("return document.documentElement.clientWidth")).longValue();
        assertThat(scroll).isLessThanOrEqualTo(width);
    }

    @Test
    void leavingPlayStopsItsBackgroundHint() throws Exception {
        // Korf's first 24-puzzle: the page's 20 s background hint is still searching when the page is left
        String id = "fifteen:5x5:14.5.9.2.18.8.23.19.12.17.15.0.10.20.4.6.11.21.1.7.24.3.16.22.13";
        for (int i = 0; i < 100 && running() > 0; i++) Thread.sleep(100);
        browser.get(base + "/play/" + URLEncoder.encode(id, StandardCharsets.UTF_8));
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        for (int i = 0; i < 50 && running() == 0; i++) Thread.sleep(100);
        assertThat(running()).as("the background hint").isEqualTo(1);
        browser.get(base + "/catalog");
        for (int i = 0; i < 80 && running() > 0; i++) Thread.sleep(100);
        assertThat(running()).as("jobs left 8 s after the page was left (its hint had 20 s)").isZero();
    }
}

package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/** PuzzleScript in real headless Chromium: a level played to the win by the game's keys; a game file uploaded and solved. */
class PuzzleScriptBrowserTest extends BrowserFixture {
    private static final Map<String, String> WASD = Map.of("U", "w", "L", "a", "D", "s", "R", "d");

    @AfterEach
    void noScriptErrors() {
        assertThat(Browser.consoleErrors(browser)).isEmpty();
    }

    private static void key(String k, int count) {
        new Actions(browser).sendKeys(k).perform();
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), String.valueOf(count)));
    }

    @Test
    void aLevelIsPlayedToTheWinByTheGamesKeysWithUndoAndRestart() throws Exception {
        JsonNode plan = Http.json(new Http(server.port()).post("/api/solve", Map.of("instance", "puzzlescript:microban-1", "algorithm", "bfs")));
        browser.get(base + "/play/" + URLEncoder.encode("puzzlescript:microban-1", StandardCharsets.UTF_8));
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        assertThat(browser.findElement(By.cssSelector(".panel h1")).getText()).startsWith("PuzzleScript");
        key("d", 1);   // right, as the official engine's D
        key("z", 0);   // Z undoes
        key("d", 1);
        key("r", 0);   // R restarts the level
        int n = 0;
        for (JsonNode m : plan.get("moves")) key(WASD.get(m.asText()), ++n);
        WebElement banner = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(banner.getText()).startsWith("Solved in " + n + " moves");
        WebElement next = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#next-puzzle a")));
        assertThat(next.getText()).isEqualTo("Next puzzle: microban-2 →");
        Browser.screenshot(browser, "play-puzzlescript-microban-1");
    }

    @Test
    void theCatalogPicksAGameAndALevelAndAnUploadedGameIsSolvedAtTheLevelPickedByTitle() throws Exception {
        browser.get(base + "/catalog");
        WebElement card = waiting(20).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("[data-puzzle='puzzlescript']")));
        Select game = new Select(card.findElement(By.id("ps-game")));
        assertThat(game.getFirstSelectedOption().getText()).isEqualTo("Microban by David Skinner");
        game.selectByVisibleText("Lime Rick by Tommi Tuovinen");
        waiting(20).until(d -> new Select(d.findElement(By.id("ps-level"))).getOptions().size() == 10);
        Select level3 = new Select(card.findElement(By.id("ps-level")));
        assertThat(level3.getOptions().get(2).getText()).isEqualTo("level 3 of 10");   // the game's own message names it
        level3.selectByValue("puzzlescript:limerick-3");
        browser.executeScript("arguments[0].scrollIntoView()", card);
        Browser.screenshot(browser, "catalog-puzzlescript");
        card.findElement(By.id("ps-play")).click();
        waiting(20).until(ExpectedConditions.textToBe(By.id("instance-id"), "puzzlescript:limerick-3"));

        browser.get(base + "/catalog");
        WebElement text = waiting(20).until(ExpectedConditions.presenceOfElementLocated(By.id("upload-text")));
        String content = java.nio.file.Files.readString(java.nio.file.Path.of(PuzzleScriptApiTest.GAME_FILE));
        browser.executeScript("const t = arguments[0]; t.value = arguments[1]; t.dispatchEvent(new Event('input'));", text, content);
        waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("upload-level-label")));
        Select level = new Select(browser.findElement(By.id("upload-level")));
        assertThat(level.getOptions().stream().map(WebElement::getText).toList()).isEqualTo(List.of("1 – First steps", "2 – Second room"));
        level.selectByValue("2");
        browser.findElement(By.id("upload-solve")).click();
        waiting(20).until(ExpectedConditions.elementToBeClickable(By.id("start"))).click();
        waiting(60).until(ExpectedConditions.textToBePresentInElementLocated(By.id("result-status"), "SOLVED"));
        assertThat(browser.findElement(By.tagName("body")).getText()).contains("pasted#2");
    }
}

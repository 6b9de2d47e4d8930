package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

import org.openqa.selenium.support.ui.ExpectedConditions;

import puzzlelab.puzzles.Plugins;
import puzzlelab.puzzles.Puzzles;

/**
 * The outside plugin (examples/plugin, Lights Out, built against puzzlelab-api alone by ./test and handed over as
 * -Dpuzzlelab.pluginJar) in a real server and real Chromium: the catalog API names its jar, the play page draws its
 * GridSvg picture and a click on a lit cell plays through its movesForClick up to the win. Sokoban's mouse play too.
 */
class PluginBrowserTest extends BrowserFixture {
    @BeforeAll
    static void installThePlugin() {
        String jar = System.getProperty("puzzlelab.pluginJar");
        Path p = jar == null ? Path.of("..", "examples", "plugin", "target", "lightsout-plugin.jar") : Path.of(jar);
        assertThat(Files.isRegularFile(p)).as("the plugin jar (./test builds it: mvn -f examples/plugin/pom.xml package): " + p).isTrue();
        if (Puzzles.byName("lightsout").isEmpty()) {
            Plugins.Loaded l = Plugins.load(List.of(p));
            assertThat(l.problems()).isEmpty();
            assertThat(Puzzles.install(l.found())).isEmpty();
        }
    }

    private static void open(String id) {
        browser.get(base + "/play/" + URLEncoder.encode(id, StandardCharsets.UTF_8));
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
    }

    @Test
    void thePluginsPuzzleIsPlayedWithTheMouseUpToTheWin() {
        browser.get(base + "/api/puzzles");
        assertThat(browser.getPageSource()).contains("\"lightsout\"").contains("lightsout-plugin.jar");
        open("lightsout:01000/11100/01000/00000/00000");   // one press, row 2 column 2, switches all off
        assertThat(browser.findElements(By.cssSelector("#board [data-target]"))).hasSize(25);
        browser.findElement(By.cssSelector("#board rect[data-target='1,1']")).click();
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "1"));
        WebElement banner = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(banner.getText()).startsWith("Solved in 1 move");
        assertThat(Browser.consoleErrors(browser)).isEmpty();
    }

    @Test
    void aSokobanBoxClickedThenItsNeighbourIsPushedThere() {
        open("sokoban:microban-1");
        browser.findElement(By.cssSelector("#board rect[data-target='4,3']")).click();   // the box: picked
        browser.findElement(By.cssSelector("#board rect[data-target='4,2']")).click();   // one square left
        // the page plays Sokoban step by step: three steps to the square right of the box, then the push
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "4"));
        assertThat(browser.findElement(By.id("play-error")).getText()).isEmpty();
        assertThat(Browser.consoleErrors(browser)).isEmpty();
    }
}

package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;


/** Play and catalog in real headless Chromium: key bursts, generic clicks, Rush Hour's held drag, the win, odd IDs. */
class PlayBrowserTest extends BrowserFixture {
    /** Rush Hour's SVG cell (RushHourPictures). */
    private static final int CELL = 56;
    /** A to move, reading B's square 1 (arrows N and S); squares 2 and 3 have south arrows too. A S from 2 wins. */
    private static final String COROUTINE = "coroutine:17.24.49.6.33.72.137.112@2,1";

    @AfterEach
    void noScriptErrors() {
        assertThat(Browser.consoleErrors(browser)).isEmpty();
    }


    private static void open(String id) {
        browser.get(base + "/play/" + URLEncoder.encode(id, StandardCharsets.UTF_8));
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
    }

    @Test
    void eightArrowKeysSentAtOnceMakeEightMoves() {
        open("fifteen:korf-1");   // the gap in column 1: ← and → alternately are all legal
        Keys[] burst = new Keys[8];
        for (int i = 0; i < 8; i++) burst[i] = i % 2 == 0 ? Keys.ARROW_LEFT : Keys.ARROW_RIGHT;
        new Actions(browser).sendKeys(burst).perform();
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "8"));
        assertThat(browser.findElement(By.id("play-error")).getText()).isEmpty();
        assertThat(browser.findElements(By.cssSelector("#history li"))).hasSize(8);
        assertThat(browser.findElement(By.cssSelector("#history li")).getAttribute("textContent")).isEqualTo("tile 2 left");
    }

    @Test
    void aClickOnAnArrowPlaysThatSquaresArrowOnlyAndTheWinHidesTheMoveControls() {
        open(COROUTINE);
        assertThat(browser.findElement(By.id("move-controls")).isDisplayed()).isTrue();
        clickCentre("[data-target='2:S']");   // A reads square 1, not 2
        waiting(10).until(d -> !d.findElement(By.id("play-error")).getText().isEmpty());
        assertThat(browser.findElement(By.id("move-count")).getText()).isEqualTo("0");
        clickCentre("[data-target='1:S']");
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "1"));
        assertThat(browser.findElement(By.cssSelector("#history li")).getAttribute("textContent")).isEqualTo("A south");
        WebElement banner = waiting(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(banner.getText()).startsWith("Solved in 1 turn (1 move)");
        assertThat(browser.findElement(By.id("move-controls")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("hint-button")).isDisplayed()).isFalse();
        assertThat(browser.findElement(By.id("undo")).isEnabled()).isTrue();
        browser.findElement(By.id("undo")).click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        assertThat(browser.findElement(By.id("move-controls")).isDisplayed()).isTrue();
        assertThat(browser.findElement(By.id("banner")).isDisplayed()).isFalse();
    }

    @Test
    void aWonBuiltinOffersTheNextOne() throws Exception {
        var plan = Http.json(new Http(server.port()).post("/api/solve", java.util.Map.of("instance", "rushhour:card-1"))).get("moves");
        open("rushhour:card-1");
        int n = 0;
        for (var m : plan) {   // by the list of legal moves
            browser.findElement(By.cssSelector("#legal button[data-move='" + m.asText() + "']")).click();
            waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), String.valueOf(++n)));
        }
        WebElement next = waiting(10).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#next-puzzle a")));
        assertThat(next.getAttribute("href")).endsWith("/play/rushhour%3Acard-2");
    }

    @Test
    void aWonLevelOfANumberedSetOffersTheNextNumber() {
        open("sokoban:microban-2");   // not in the catalog's list (it shows a set's first), yet a level of a set
        browser.findElement(By.cssSelector("#paste summary")).click();
        browser.findElement(By.id("paste-text")).sendKeys("rddLruulDuullddR");   // Microban 2 in 16 moves
        browser.findElement(By.id("paste-play")).click();
        WebElement next = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#next-puzzle a")));
        assertThat(next.getAttribute("href")).endsWith("/play/sokoban%3Amicroban-3");
        assertThat(next.getText()).isEqualTo("Next puzzle: microban-3 →");
    }

    @Test
    void aDraggedCarIsHeldToItsLegalRangeAndSnapped() {
        open("rushhour:card-1");
        double px = CELL * scale();   // one cell on the screen
        // vehicle 3 (top row, horizontal) may go right 1..3 and not left: a drag left moves nothing
        WebElement car = browser.findElement(By.cssSelector("[data-vehicle='3']"));
        new Actions(browser).clickAndHold(car).moveByOffset((int) -px, 0).release().perform();
        assertThat(car.getAttribute("data-offset")).isEqualTo("0.0");
        // far past the wall: held at 3 cells, however far the pointer goes, and the drop plays right 3
        car = browser.findElement(By.cssSelector("[data-vehicle='3']"));
        new Actions(browser).clickAndHold(car).moveByOffset((int) (2 * px), 0).moveByOffset((int) (3 * px), 0).release().perform();
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "1"));
        assertThat(browser.findElement(By.cssSelector("#history li")).getAttribute("textContent")).isEqualTo("car 3 right 3");
        // a drop between cells snaps to the nearest: 1.4 cells left is 1
        car = browser.findElement(By.cssSelector("[data-vehicle='3']"));
        new Actions(browser).clickAndHold(car).moveByOffset((int) (-0.7 * px), 0).moveByOffset((int) (-0.7 * px), 0).release().perform();
        waiting(10).until(ExpectedConditions.textToBe(By.id("move-count"), "2"));
        assertThat(browser.findElements(By.cssSelector("#history li")).get(1).getAttribute("textContent")).isEqualTo("car 3 left 1");
    }

    @Test
    void sokobansArrowAndVimKeysStepTheKeeperPushAndWin() {
        open("sokoban:7#|#@4-#|#2-$-.#|7#");   // keeper at row 1 column 1; the box at row 2 column 3, its goal two right
        assertThat(keeper()).isEqualTo("1,1");
        // ↑ runs into the wall: no move, so the → after it is move 1; then h j k l as in vi
        new Actions(browser).sendKeys(Keys.ARROW_UP, Keys.ARROW_RIGHT, "h", "l", "j").perform();
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "4"));
        assertThat(keeper()).isEqualTo("2,2");
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();   // the box is there: a push
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "5"));
        assertThat(keeper()).isEqualTo("2,3");
        assertThat(box()).isEqualTo("2,4");
        new Actions(browser).sendKeys(Keys.BACK_SPACE).perform();   // undo
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "4"));
        assertThat(box()).isEqualTo("2,3");
        new Actions(browser).sendKeys("l", Keys.ARROW_RIGHT).perform();
        WebElement banner = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(banner.getText()).startsWith("Solved in 6 moves");
        assertThat(browser.findElements(By.cssSelector("#history li")).stream().map(li -> li.getAttribute("title")).toList())
                .containsExactly("r", "l", "r", "d", "R", "R");
        assertThat(browser.findElement(By.id("play-error")).getText()).isEmpty();
    }

    @Test
    void aDeadlockIsShownUntilUndone() {
        open("sokoban:7#|#@4-#|#2-$-.#|7#");
        assertThat(browser.findElement(By.id("deadlock")).isDisplayed()).isFalse();
        // along the top, down beside the box, then the box pushed left twice: into the corner at row 3, column 2
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_DOWN, Keys.ARROW_LEFT, Keys.ARROW_LEFT).perform();
        WebElement warning = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("deadlock")));
        assertThat(warning.getText()).isEqualTo("Deadlock: the box at (3,2) can never reach a goal from there. Undo to go back.");
        new Actions(browser).sendKeys(Keys.BACK_SPACE).perform();
        waiting(20).until(ExpectedConditions.invisibilityOfElementLocated(By.id("deadlock")));
        assertThat(browser.findElement(By.id("move-count")).getText()).isEqualTo("5");
    }

    @Test
    void aPastedLurdSolutionPlaysToTheWinAndRestartThenRedoStepsThroughIt() {
        open("sokoban:microban-1");   // the page plays Sokoban step by step: 33 moves
        browser.findElement(By.cssSelector("#paste summary")).click();
        browser.findElement(By.id("paste-text")).sendKeys("dlUrrrdLullddrUluRuulDrddrruLdlUU");
        browser.findElement(By.id("paste-play")).click();
        WebElement banner = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(banner.getText()).startsWith("Solved in 33 moves (8 pushes)");
        assertThat(browser.findElement(By.id("move-unit")).getText()).isEqualTo("moves (8 pushes)");
        assertThat(browser.findElement(By.id("paste-text")).getAttribute("value")).isEmpty();
        assertThat(browser.findElements(By.cssSelector("#history li"))).hasSize(33);
        // the moves as text: the same LURD, for another program
        browser.findElement(By.cssSelector("#as-text summary")).click();
        waiting(20).until(ExpectedConditions.textToBe(By.id("moves-text"), "dlUrrrdLullddrUluRuulDrddrruLdlUU"));
        browser.findElement(By.id("restart")).click();
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "0"));
        new Actions(browser).sendKeys("r", "r", "r").perform();   // redo: the pasted moves one by one
        waiting(20).until(ExpectedConditions.textToBe(By.id("move-count"), "3"));
        waiting(20).until(ExpectedConditions.textToBe(By.id("moves-text"), "dlU"));   // follows the game while open
        assertThat(browser.findElements(By.cssSelector("#board rect[rx='3']")).stream().map(e -> cell(e, "x", "y", 4)).toList())
                .containsExactlyInAnyOrder("2,1", "4,3");   // move 3 pushed the box on the goal up from row 3
        // text that is no move: one line, nothing played
        browser.findElement(By.id("paste-text")).sendKeys("rx");
        browser.findElement(By.id("paste-play")).click();
        waiting(20).until(d -> !d.findElement(By.id("play-error")).getText().isEmpty());
        assertThat(browser.findElement(By.id("play-error")).getText())
                .isEqualTo("the pasted text:1: move 2 of the line ('x'): 'x' is not a move: use l u r d to walk, L U R D to push");
        assertThat(browser.findElement(By.id("move-count")).getText()).isEqualTo("3");
    }

    /** "ROW,COL" of Sokoban's keeper, the one circle of its colour (Pictures.svg: 32-pixel cells). */
    private static String keeper() {
        return cell(browser.findElement(By.cssSelector("#board circle[fill='#2c5aa0']")), "cx", "cy", 16);
    }

    /** "ROW,COL" of the one box, brown or green (Pictures.svg draws boxes as the only rounded rects). */
    private static String box() {
        return cell(browser.findElement(By.cssSelector("#board rect[rx='3']")), "x", "y", 4);
    }

    private static String cell(WebElement e, String x, String y, int offset) {
        return (Integer.parseInt(e.getAttribute(y)) - offset) / 32 + "," + (Integer.parseInt(e.getAttribute(x)) - offset) / 32;
    }

    /** A click on the middle of an element; arrows are lines, which WebDriver cannot click (their box is 0 wide). */
    private static void clickCentre(String css) {
        List<?> c = (List<?>) browser.executeScript("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                + " return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];", css);
        new Actions(browser).moveToLocation(((Number) c.get(0)).intValue(), ((Number) c.get(1)).intValue()).click().perform();
    }

    /** Screen pixels per SVG unit of the board. */
    private static double scale() {
        return ((Number) browser.executeScript("const s = document.querySelector('#board svg');"
                + " return s.getBoundingClientRect().width / s.viewBox.baseVal.width;")).doubleValue();
    }

    @Test
    void anIdHoldingSlashesOpensItsPlayPageEncodedOrNot() {
        String id = "chexers:red:0,0/0,-1/-2,1:-1,0/-1,1/1,1/3,-1";
        open(id);
        assertThat(browser.findElement(By.id("instance-id")).getText()).isEqualTo(id);
        assertThat(browser.findElement(By.linkText("Solve this with a search →")).getAttribute("href"))
                .endsWith("/solve/" + URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20"));
        browser.get(base + "/play/" + id);
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), id));
    }

    @Test
    void aPastedCollectionOffersItsLevelsAndTheNextOneAfterAWin() {
        browser.get(base + "/catalog");
        WebElement text = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("upload-text")));
        text.sendKeys(LevelsApiTest.COLLECTION);   // typed: the level list follows the text
        waiting(10).until(ExpectedConditions.visibilityOfElementLocated(By.id("upload-level-label")));
        assertThat(browser.findElements(By.cssSelector("#upload-level option")).stream().map(WebElement::getText).toList())
                .containsExactly("1 – Level one", "2 – Level two");
        browser.findElement(By.id("upload-play")).click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), "pasted#1"));
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();   // the one push
        WebElement next = waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("next-level")));
        assertThat(next.getText()).isEqualTo("Next level: 2 of 2 →");
        next.click();
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), "pasted#2"));
        assertThat(browser.findElement(By.cssSelector(".panel p.muted")).getText()).isEqualTo("Level two");
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT, Keys.ARROW_RIGHT).perform();
        waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
        assertThat(browser.findElements(By.id("next-level"))).isEmpty();   // the last level: nothing after it
    }

    @Test
    void aPastedBoardThatHasAnIdGetsItsOwnAddress() {
        browser.get(base + "/catalog");
        WebElement text = waiting(10).until(ExpectedConditions.presenceOfElementLocated(By.id("upload-text")));
        browser.executeScript("arguments[0].value = arguments[1]", text,
                "# rushhour generate --seed 1\n16 BCCCooBooDooAAoDooEFFDooEoGHHHIIGJJo 2551\n");   // a generated line
        browser.findElement(By.id("upload-play")).click();
        waiting(10).until(ExpectedConditions.urlToBe(base + "/play/rushhour%3ABCCCooBooDooAAoDooEFFDooEoGHHHIIGJJo"));
        browser.navigate().refresh();   // the address alone opens the same board
        waiting(10).until(ExpectedConditions.textToBe(By.id("instance-id"), "rushhour:BCCCooBooDooAAoDooEFFDooEoGHHHIIGJJo"));
    }

    @Test
    void theCatalogShowsPicturesAndNoDeveloperPuzzle() {
        browser.get(base + "/catalog");
        waiting(10).until(d -> d.findElements(By.cssSelector(".card.puzzle")).size() >= 5);
        List<WebElement> pictures = browser.findElements(By.cssSelector(".card.puzzle img"));
        assertThat(pictures).hasSizeGreaterThanOrEqualTo(5);
        for (WebElement img : pictures) {
            browser.executeScript("arguments[0].scrollIntoView()", img);
            waiting(10).until(d -> ((Number) browser.executeScript("return arguments[0].complete ? arguments[0].naturalWidth : 0", img)).intValue() > 0);
        }
        assertThat(browser.findElements(By.cssSelector("[data-puzzle='template']"))).isEmpty();
        assertThat(browser.findElement(By.id("catalog-cards")).getText()).contains("Rush Hour").contains("15-puzzle");
    }
}

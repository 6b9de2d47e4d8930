package puzzlelab.cli.serve;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;

/** The Sokoban editor: painting and typing stay in step, the server checks and sizes up the level, and it plays. */
class EditBrowserTest extends BrowserFixture {
    private static WebElement square(int r, int c) {
        return browser.findElement(By.cssSelector("#edit-grid .sq[data-r='" + r + "'][data-c='" + c + "']"));
    }

    private static String text() {
        return browser.findElement(By.id("edit-text")).getAttribute("value");
    }

    @Test
    void paintedSquaresBecomeXsbTheServerChecksAndSolvesAndTheLevelPlays() {
        browser.get(base + "/edit");
        // the starting room: one box a push from its goal
        waiting(20).until(ExpectedConditions.textToBe(By.id("edit-solvable"), "Solvable in 1 push (optimal)."));
        assertThat(browser.findElement(By.id("edit-check")).getText()).isEqualTo("A level: 1 box.");
        // a second box and goal, painted: keys pick the tools
        new Actions(browser).sendKeys("$").perform();
        square(1, 2).click();
        new Actions(browser).sendKeys(".").perform();
        square(1, 5).click();
        assertThat(text()).isEqualTo("#######\n# $  .#\n# @$. #\n#     #\n#######\n");
        waiting(20).until(ExpectedConditions.textToBe(By.id("edit-check"), "A level: 2 boxes."));
        waiting(20).until(ExpectedConditions.textMatches(By.id("edit-solvable"), java.util.regex.Pattern.compile("Solvable in \\d+ pushes \\(optimal\\)\\.")));
        // the keeper is one: painting it elsewhere moves it
        new Actions(browser).sendKeys("@").perform();
        square(3, 1).click();
        assertThat(text()).isEqualTo("#######\n# $  .#\n#  $. #\n#@    #\n#######\n");
        // typed text redraws the grid; a level the readers refuse is one line naming the file and line
        WebElement xsb = browser.findElement(By.id("edit-text"));
        xsb.clear();
        xsb.sendKeys("#####\n#@$.#\n#@  #\n#####");
        waiting(20).until(ExpectedConditions.textToBePresentInElementLocated(By.id("edit-check"), "second player"));
        assertThat(browser.findElement(By.id("edit-check")).getText()).isEqualTo("edited.xsb:3: a second player (the first is on line 2)");
        assertThat(browser.findElements(By.cssSelector("#edit-grid .sq.keeper"))).hasSize(2);
        xsb.sendKeys(Keys.ARROW_UP, Keys.END, Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, Keys.BACK_SPACE, "   #");   // row 3 without its keeper
        waiting(20).until(ExpectedConditions.textToBe(By.id("edit-check"), "A level: 1 box."));
        // a box in a corner: the search says why no solution exists
        xsb.clear();
        xsb.sendKeys("#####\n#@ $#\n#  .#\n#####");
        waiting(20).until(ExpectedConditions.textToBe(By.id("edit-solvable"),
                "Not solvable: some box can never reach a goal (no assignment of boxes to goals they can be pushed to)."));
        xsb.clear();
        xsb.sendKeys("#####\n#@$.#\n#####");
        waiting(20).until(ExpectedConditions.textToBe(By.id("edit-solvable"), "Solvable in 1 push (optimal)."));
        // Play opens it as an upload
        browser.findElement(By.id("edit-play")).click();
        waiting(20).until(ExpectedConditions.textToBe(By.id("instance-id"), "edited.xsb"));
        new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
        waiting(20).until(ExpectedConditions.visibilityOfElementLocated(By.id("banner")));
    }

    @Test
    void aLevelOpensInTheEditorFromItsPlayPage() {
        browser.get(base + "/play/sokoban:microban-3");
        waiting(20).until(ExpectedConditions.elementToBeClickable(By.id("edit-link"))).click();
        waiting(20).until(ExpectedConditions.textToBe(By.id("edit-solvable"), "Solvable in 13 pushes (optimal)."));
        assertThat(text()).isEqualTo("  ####\n###  ####\n#     $ #\n# #  #$ #\n# . .#@ #\n#########\n");
        assertThat(browser.findElements(By.cssSelector("#edit-grid .sq.box"))).hasSize(2);
    }
}

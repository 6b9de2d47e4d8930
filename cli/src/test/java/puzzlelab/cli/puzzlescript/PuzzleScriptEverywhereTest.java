package puzzlelab.cli.puzzlescript;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.cli.CliRunner;

/** list, render and compare on PuzzleScript levels, as a designer would use them. */
class PuzzleScriptEverywhereTest {
    @TempDir
    Path tmp;

    @Test
    void listShowsTheExampleGamesWithTheirAuthorsAndLevelCounts() {
        CliRunner.Run r = CliRunner.run("list");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("puzzlescript:microban-1  Microban by David Skinner (10 levels, -H distance admissible)",
                "puzzlescript:limerick-1  Lime Rick by Tommi Tuovinen (10 levels)",
                "puzzlescript:randomrobots-1 Random Robots by increpare (1 level, random: play only)",
                "moves: U L D R and X (action)");
    }

    @Test
    void renderDrawsTheSpritesInTheGamesPaletteAndTheSolutionStrip() throws Exception {
        Path one = tmp.resolve("one.svg"), strip = tmp.resolve("strip.svg");
        CliRunner.Run r = CliRunner.run("render", "puzzlescript:microban-2", "--svg", one.toString());
        assertThat(r.code()).as(r.err()).isZero();
        // Microban's crate is drawn in its sprite's orange (the default palette's #eb8931), per sprite pixel
        assertThat(Files.readString(one)).contains("fill=\"#eb8931\"", "height=\"8\" width=\"8\"");
        CliRunner.Run s = CliRunner.run("render", "puzzlescript:microban-2", "--solve", "--svg", strip.toString());
        assertThat(s.code()).as(s.err()).isZero();
        assertThat(s.out()).contains("(17 positions)");   // the start and the 16 moves of the optimum
        assertThat(Files.readString(strip)).contains("16. R");
    }

    @Test
    void compareRunsBfsAstarAndAutoToTheSameProvenOptimum() throws Exception {
        Path json = tmp.resolve("rows.jsonl");
        CliRunner.Run r = CliRunner.run("compare", "puzzlescript:microban-2", "-a", "bfs,astar,auto", "--json", json.toString());
        assertThat(r.code()).as(r.err()).isZero();
        List<String> lines = Files.readAllLines(json);
        assertThat(lines).hasSize(3);
        ObjectMapper m = new ObjectMapper();
        for (String line : lines) {
            JsonNode row = m.readTree(line);
            assertThat(row.get("status").asText()).as(line).isEqualTo("SOLVED");
            assertThat(row.get("length").asInt()).as(line).isEqualTo(16);
            assertThat(row.get("optimal").asBoolean()).as(line).isTrue();
        }
    }
}

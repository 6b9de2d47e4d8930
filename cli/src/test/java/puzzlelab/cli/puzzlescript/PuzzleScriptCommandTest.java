package puzzlelab.cli.puzzlescript;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.cli.CliRunner;

class PuzzleScriptCommandTest {
    private static final String GAME = "src/test/resources/puzzlescript/sokoban-win.txt";
    private static final String INPUTS = "0,0,3,3,3,3,3,2,1,0,1,1,2,3,1,1,2,3,3";
    /** The official engine's expected serialisation for these inputs (its test 1, "sokoban with win condition"). */
    private static final String EXPECTED = "background wall:0,0,0,0,0,0,background:1,1,1,\n0,0,1,background player:2,1,0,0,1,1,\n"
            + "1,0,0,1,background crate:3,1,0,0,1,\n1,1,0,0,background crate target:4,background target:5,1,0,0,\n1,1,1,0,0,0,0,0,0,\n";

    @Test
    void runPrintsTheSerialisationAsTheOfficialTestsWriteIt() {
        CliRunner.Run r = CliRunner.run("puzzlescript", "run", GAME, "--level", "0", "--inputs", INPUTS);
        assertThat(r.err()).isEmpty();
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo(EXPECTED);
    }

    @Test
    void runAsJsonSaysWhichLevelAndWhetherWon() throws Exception {
        CliRunner.Run r = CliRunner.run("puzzlescript", "run", GAME, "--inputs", INPUTS, "--format", "json");
        JsonNode n = new ObjectMapper().readTree(r.out());
        assertThat(n.get("serialised").asText()).isEqualTo(EXPECTED);
        assertThat(n.get("level").asInt()).isEqualTo(1);     // the first level was won: the harness loaded the next
        assertThat(n.get("wins").asInt()).isEqualTo(1);
    }

    @Test
    void badInputsAndBadGamesAreOneLineEach(@TempDir Path dir) throws Exception {
        CliRunner.Run r = CliRunner.run("puzzlescript", "run", GAME, "--inputs", "0,jump");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("puzzlelab: --inputs: 'jump' is not an input (0 up, 1 left, 2 down, 3 right, 4 action, tick, undo, restart)");
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, Files.readString(Path.of(GAME)).replace("P = Player", "P = Playr").replace("* = Crate", "* = Crat"));
        CliRunner.Run c = CliRunner.run("puzzlescript", "check", bad.toString());
        assertThat(c.code()).isEqualTo(2);
        assertThat(c.err().lines().filter(l -> !l.contains("warning:")).toList())
                .hasSizeGreaterThanOrEqualTo(2)
                .allSatisfy(l -> assertThat(l).matches(java.util.regex.Pattern.quote(bad.toString()) + ":\\d+: .+"));
        CliRunner.Run s = CliRunner.run("solve", bad.toString());
        assertThat(s.code()).isEqualTo(2);
        assertThat(s.err().lines().count()).isEqualTo(1);
        assertThat(s.err()).startsWith("puzzlelab: " + bad + ":").contains("more errors");
    }

    @Test
    void solveFindsTheFewestInputsAndNativeReplaysThem() throws Exception {
        CliRunner.Run r = CliRunner.run("solve", GAME + "#2", "-a", "bfs", "--format", "json");
        JsonNode n = new ObjectMapper().readTree(r.out());
        assertThat(n.get("status").asText()).isEqualTo("SOLVED");
        assertThat(n.get("optimal").asBoolean()).isTrue();
        CliRunner.Run nat = CliRunner.run("solve", GAME + "#2", "-a", "bfs", "--format", "native");
        String codes = nat.out().strip();
        assertThat(codes.split(",")).hasSize(n.get("length").asInt());
        // the level's entry is 1 (no messages): replaying the solution there wins it, so the harness moves on
        CliRunner.Run replay = CliRunner.run("puzzlescript", "run", GAME, "--level", "1", "--inputs", codes, "--format", "json");
        assertThat(new ObjectMapper().readTree(replay.out()).get("wins").asInt()).isEqualTo(1);
    }

    @Test
    void randomGamesAreRefusedForSolvingInOneLine() {
        CliRunner.Run r = CliRunner.run("solve", "puzzlescript:randomrobots-1");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).contains("random rules: its levels are played, not solved");
    }
}

package puzzlelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;

class SolveCommandTest {
    private static final ObjectMapper M = new ObjectMapper();
    @TempDir
    Path dir;

    private Path file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    /** A one-line native format (Sokoban's LURD) is printed beside the moves, ready to copy; a multi-line one is not. */
    @Test
    void textOutputAddsTheNativeLineWhenItIsOneLine() {
        CliRunner.Run r = CliRunner.run("solve", "sokoban:microban-1", "--no-progress");
        assertThat(r.code()).isZero();
        String lurd = r.out().lines().filter(l -> l.startsWith("native: ")).findFirst().orElseThrow().substring(8);
        assertThat(lurd).matches("[lurdLURD]{33}");   // 8 pushes with the fewest moves, 33
        assertThat(lurd.chars().filter(Character::isUpperCase).count()).isEqualTo(8);
        assertThat(CliRunner.run("solve", "fifteen:korf-9", "--no-progress").out()).doesNotContain("native: ");
    }

    /**
     * Sokoban's JSON answer carries the solution as LURD beside the moves, the text every Sokoban program reads; a
     * run-length file with | rows is read as Sokoban without --puzzle (it was taken for a one-line 15-puzzle).
     */
    @Test
    void sokobanJsonCarriesLurdAndRunLengthFilesAreSokoban() throws Exception {
        Path rle = file("level.txt", "6#|#@$-.#|6#\n");
        CliRunner.Run r = CliRunner.run("solve", rle.toString(), "--format", "json");
        assertThat(r.code()).as(r.err()).isZero();
        JsonNode j = M.readTree(r.out());
        assertThat(j.get("puzzle").asText()).isEqualTo("sokoban");
        assertThat(j.get("moves")).hasSize(2);
        assertThat(j.get("lurd").asText()).isEqualTo("RR");
        JsonNode m = M.readTree(CliRunner.run("solve", "sokoban:microban-1", "--format", "json").out());
        String lurd = m.get("lurd").asText();
        assertThat(lurd).matches("[lurdLURD]{33}").hasSize(m.get("metrics").get("moves").asInt());
        assertThat(lurd.chars().filter(Character::isUpperCase).count()).isEqualTo(m.get("metrics").get("pushes").asLong());
        assertThat(M.readTree(CliRunner.run("solve", "fifteen:korf-9", "--format", "json").out()).has("lurd")).isFalse();
    }

    @Test
    void jsonOutputFollowsTheContract() throws Exception {
        CliRunner.Run r = CliRunner.run("solve", "fifteen:korf-9", "--format", "json");
        assertThat(r.code()).isZero();
        JsonNode j = M.readTree(r.out());
        assertThat(j.get("puzzle").asText()).isEqualTo("fifteen");
        assertThat(j.get("instance").asText()).isEqualTo("fifteen:korf-9");
        assertThat(j.get("algorithm").asText()).isEqualTo("auto");
        assertThat(j.get("heuristic").asText()).isEqualTo("linear-conflict");
        assertThat(j.get("status").asText()).isEqualTo("SOLVED");
        assertThat(j.get("optimal").asBoolean()).isTrue();
        assertThat(j.get("lowerBound").asLong()).isEqualTo(j.get("length").asLong());
        assertThat(j.get("stoppedBy").isNull()).isTrue();
        assertThat(j.get("firstSolutionMillis").asLong()).isNotNegative();
        assertThat(j.has("seed")).isTrue();
        assertThat(j.get("length").asInt()).isEqualTo(46);
        assertThat(j.get("moves")).hasSize(46);
        for (String k : List.of("expanded", "generated", "stored", "maxFrontier", "wallMillis", "cpuMillis", "peakBytes"))
            assertThat(j.get("stats").has(k)).as(k).isTrue();
        assertThat(j.get("metrics").get("moves").asInt()).isEqualTo(46);
        // the printed moves replay to the goal
        Instance inst = Puzzles.load("fifteen:korf-9", null);
        List<Integer> codes = new ArrayList<>();
        long[] s = new long[1];
        for (JsonNode m : j.get("moves")) codes.add(inst.parseMove(s, m.asText()));
        assertThat(Replay.solves(inst.problem(null), codes.stream().mapToInt(Integer::intValue).toArray())).isTrue();
    }

    @Test
    void nativeFormatIsOneLineOfBlankMoves() throws Exception {
        CliRunner.Run r = CliRunner.run("solve", file("p.txt", "1 2 0\n3 4 5\n6 7 8\n").toString(), "--format", "native");
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("LL\n");
    }

    @Test
    void parityIsUnsolvableAtOnceWithExitCode1() throws Exception {
        CliRunner.Run r = CliRunner.run("solve", file("odd.txt", "0 2 1\n3 4 5\n6 7 8\n").toString(), "--format", "json");
        assertThat(r.code()).isEqualTo(1);
        JsonNode j = M.readTree(r.out());
        assertThat(j.get("status").asText()).isEqualTo("UNSOLVABLE");
        assertThat(j.get("message").asText()).contains("parity");
        assertThat(j.get("stats").get("expanded").asLong()).isZero();
    }

    @Test
    void limitsEndWithExitCode3AndPartialStatistics() throws Exception {
        CliRunner.Run r = CliRunner.run("solve", "fifteen:korf-1", "-a", "idastar", "--max-nodes", "1000", "--format", "json", "-H", "manhattan");
        assertThat(r.code()).isEqualTo(3);
        JsonNode j = M.readTree(r.out());
        assertThat(j.get("status").asText()).isEqualTo("LIMIT");
        assertThat(j.get("optimal").asBoolean()).isFalse();
        assertThat(j.get("stoppedBy").asText()).isEqualTo("nodes");
        assertThat(j.get("lowerBound").asLong()).isBetween(41L, 57L);   // h(root) = 41 (Manhattan); optimum 57
        assertThat(j.get("stats").get("expanded").asLong()).isGreaterThanOrEqualTo(1000);
    }

    @Test
    void aSolutionFoundBeforeTheLimitIsSolvedWithExit0AndItsBound() throws Exception {
        CliRunner.Run r = CliRunner.run("solve", "fifteen:korf-1", "--max-nodes", "20000", "--threads", "1", "--format", "json");
        assertThat(r.code()).isZero();
        JsonNode j = M.readTree(r.out());
        assertThat(j.get("status").asText()).isEqualTo("SOLVED");
        assertThat(j.get("optimal").asBoolean()).isFalse();
        assertThat(j.get("stoppedBy").asText()).isEqualTo("nodes");
        assertThat(j.get("length").asLong()).isGreaterThan(57);
        assertThat(j.get("lowerBound").asLong()).isBetween(41L, 57L);
        CliRunner.Run t = CliRunner.run("solve", "fifteen:korf-1", "--max-nodes", "20000", "--threads", "1");
        assertThat(t.out()).containsPattern("status: SOLVED: [0-9]+ moves \\(optimum ≥ [0-9]+\\), not proven optimal, stopped by the node limit");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "1 2 3\\n4 5\\n6 7 8 0\\n|bad.txt:2: row has 2 numbers, expected 3 like the first row",
            "1 2 3 4 5 6 7 8 8|bad.txt:1: tile 8 appears twice",
            "1 2 3 x 5 6 7 8 0|cannot tell which puzzle this is",
            "0 1 2 3 4 5 6 7 9|bad.txt:1: tile 9 is out of range 0..8"})
    void badFilesGiveOneLineAndExitCode2(String content, String message) throws Exception {
        Path p = file("bad.txt", content.replace("\\n", "\n"));
        CliRunner.Run r = content.contains("x") ? CliRunner.run("solve", p.toString())
                : CliRunner.run("solve", p.toString(), "--puzzle", "fifteen");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).contains(message.replace("bad.txt", p.toString()));
        assertThat(r.err().strip().lines().count()).isEqualTo(1);
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void aSokobanLevelIsPickedByItsTitle() throws Exception {
        Path p = file("two.xsb", "Title: Short\n#####\n#@$.#\n#####\n\nTitle: Longer\n######\n#@$ .#\n######\n");
        CliRunner.Run r = CliRunner.run("solve", p + "#longer", "--format", "json");
        assertThat(r.code()).isZero();
        JsonNode j = M.readTree(r.out());
        assertThat(j.get("instance").asText()).isEqualTo(p + "#2");
        assertThat(j.get("moves")).hasSize(2);   // two pushes: the longer level, not the short one
        CliRunner.Run bad = CliRunner.run("solve", p + "#Foo");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().strip()).isEqualTo("puzzlelab: " + p + ": no level titled 'Foo' (titles: 'Short', 'Longer')");
    }

    @Test
    void missingFileAndUnknownNamesAreUsageErrors() {
        assertThat(CliRunner.run("solve", "no/such/file.txt").code()).isEqualTo(2);
        CliRunner.Run a = CliRunner.run("solve", "fifteen:korf-1", "-a", "quantum");
        assertThat(a.code()).isEqualTo(2);
        assertThat(a.err()).contains("unknown algorithm 'quantum'");
        CliRunner.Run h = CliRunner.run("solve", "fifteen:korf-1", "-H", "psychic");
        assertThat(h.code()).isEqualTo(2);
        assertThat(h.err()).contains("unknown heuristic 'psychic'").contains("manhattan");
    }

    @Test
    void textOutputSaysWhetherTheResultIsProven() {
        CliRunner.Run r = CliRunner.run("solve", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "-a", "greedy");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("status: SOLVED: 2 moves, not proven optimal");
        CliRunner.Run b = CliRunner.run("solve", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "-a", "bfs");
        assertThat(b.out()).contains("status: SOLVED, proven optimal").contains("length: 2");
    }

    @Test
    void randomWalkReportsItsSeedAndIsReproducible() throws Exception {
        String id = "fifteen:3x3:1.2.5.3.4.0.6.7.8";
        JsonNode a = M.readTree(CliRunner.run("solve", id, "-a", "random", "--seed", "5", "--format", "json").out());
        JsonNode b = M.readTree(CliRunner.run("solve", id, "-a", "random", "--seed", "5", "--format", "json").out());
        assertThat(a.get("seed").asLong()).isEqualTo(5);
        assertThat(a.get("moves")).isEqualTo(b.get("moves"));
        JsonNode s = M.readTree(CliRunner.run("solve", id, "-a", "random", "--seed", "5", "--shorten", "10", "--format", "json").out());
        assertThat(s.get("length").asInt()).isEqualTo(3);
    }

    @Test
    void traceShowsTheDepthFirstSearch() {
        CliRunner.Run r = CliRunner.run("solve", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "-a", "iddfs", "--trace");
        assertThat(r.out()).contains("-- iteration 1").contains("GOAL");
        CliRunner.Run a = CliRunner.run("solve", "fifteen:3x3:1.2.0.3.4.5.6.7.8", "-a", "astar", "--trace");
        assertThat(a.out()).contains("#1 expand [start]  g=0 h=").contains("seen, skip").contains("frontier").contains("GOAL");
        assertThat(a.err()).doesNotContain("note: --trace");
    }

    @Test
    void listShowsEveryPuzzleAlgorithmAndAdmissibility() {
        CliRunner.Run r = CliRunner.run("list");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("fifteen").contains("idastar").contains("bidi").contains("dfbnb")
                .contains("heuristic  manhattan          admissible");
        // puzzle variants say in plain words whether their answers are proven optimal
        assertThat(r.out()).containsPattern("algorithm  packed-bfs .*\\(optimal: yes\\)")
                .containsPattern("algorithm  astar-blockers2-all .*\\(optimal: never .*not admissible")
                .doesNotContain("optimal: optimal");
    }
}

package puzzlelab.cli.declared;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.cli.CliRunner;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * {@code bench NAME} built from each puzzle's declared benchmark: it passes only when something was checked and
 * every check held; a missing data folder or a wrong answer is a non-zero exit with one line.
 */
class DeclaredBenchTest {

    @Test
    void fifteenCountsTheStatesOfAWholeBoard() {
        CliRunner.Run r = CliRunner.run("bench", "fifteen", "--bfs-space", "2x3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("states stored = (R·C)!/2 = 360");
        CliRunner.Run limited = CliRunner.run("bench", "fifteen", "--set", "korf24", "--only", "2", "-H", "manhattan", "--timeout", "100ms");
        assertThat(limited.code()).isEqualTo(2);
        assertThat(limited.err()).isEqualTo("puzzlelab: nothing was checked: fifteen bench korf24: 0/1 with the published "
                + "optimal length, 1 stopped by a limit\n");
    }

    @Test
    void rushhourChecksTheCardsAndSaysWhenItsDataIsMissing(@TempDir Path empty) {
        CliRunner.Run cards = CliRunner.run("bench", "rushhour", "--only", "cards");
        assertThat(cards.code()).as(cards.err()).isZero();
        assertThat(cards.out()).contains("cards: 40 ThinkFun cards").contains("0 mismatches").contains("all 40 checks passed");
        CliRunner.Run none = CliRunner.run("bench", "rushhour", "--only", "fogleman", "--data", empty.toString());
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.out()).contains("fogleman: SKIPPED").doesNotContain("passed");
        assertThat(none.err()).isEqualTo("puzzlelab: nothing was checked: rushhour bench: no checks ran\n");
        CliRunner.Run absent = CliRunner.run("bench", "rushhour", "--only", "fogleman", "--data", "/nonexistent");
        assertThat(absent.code()).isEqualTo(2);
        assertThat(absent.err()).isEqualTo("puzzlelab: --data '/nonexistent' is not an existing folder\n");
    }

    @Test
    void zhedRederivesProvenLengths() {
        CliRunner.Run r = CliRunner.run("bench", "zhed", "--levels", "5", "--timeout", "10s", "--recheck", "10s");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("=ids");
        assertThat(r.err()).contains("1/1 solved, 1 proven").contains("0 mismatches");
    }

    /**
     * Level files instead of a built-in set: every level of every file (XSB with titles, run-length rows with |), one
     * row each, labelled FILE#N when there are several files; bad files are one line and exit 2.
     */
    @Test
    void sokobanBenchesLevelFiles(@TempDir Path dir) throws Exception {
        Path xsb = dir.resolve("two.xsb"), rle = dir.resolve("rle.txt");
        Files.writeString(xsb, "Title: A\n#####\n#@$.#\n#####\n\nTitle: B\n######\n#@$ .#\n######\n");
        Files.writeString(rle, "4#|#@$.#|4#\n\n7#|#@$--.#|7#\n");
        CliRunner.Run r = CliRunner.run("bench", "sokoban", xsb.toString(), rle.toString(), "--timeout", "10s");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("\\n *two.xsb#1 +yes +1 +1 +yes ")
                .containsPattern("\\n *two.xsb#2 +yes +2 +2 +yes ")
                .containsPattern("\\n *rle.txt#1 +yes +1 +1 +yes ")
                .containsPattern("\\n *rle.txt#2 +yes +3 +3 +yes ")
                .contains("summary: 4/4 solved, 4 proven optimal");
        assertThat(r.err()).isEqualTo("sokoban bench: 4/4 solved, 4 proven optimal\n");
        CliRunner.Run one = CliRunner.run("bench", "sokoban", rle.toString(), "--only", "2", "--timeout", "10s");
        assertThat(one.out()).containsPattern("\\n +2 +yes +3 +3 +yes ").contains("1/1 solved");
        CliRunner.Run missing = CliRunner.run("bench", "sokoban", dir.resolve("none.xsb").toString());
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("puzzlelab: " + dir.resolve("none.xsb") + ": no such file\n");
        CliRunner.Run beyond = CliRunner.run("bench", "sokoban", rle.toString(), "--only", "3");
        assertThat(beyond.code()).isEqualTo(2);
        assertThat(beyond.err()).contains("levels are numbered 1..2");
    }

    /**
     * {@code --limit-by cpu}: the timeout limits the search's CPU time, which a loaded machine does not stretch. Level
     * 46 takes the finders about 27 s of CPU (26, used before, now falls in under a second: the packing plan).
     */
    @Test
    void sokobanBenchLimitsCpuTime(@TempDir Path empty) {
        CliRunner.Run r = CliRunner.run("bench", "sokoban", "--set", "xsokoban", "--only", "1,46", "-a", "sokoban-find",
                "--limit-by", "cpu", "--timeout", "500ms", "--data", empty.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("500 ms of CPU time per level").contains("unsolved: [46]")
                .containsPattern("\\n +1 +yes +101 ");   // 97 until round 18's eighth finder (the HF search)
        Matcher row = Pattern.compile("\\n +46 +no +- +- +no +([0-9.]+) +([0-9.]+) +-").matcher(r.out());
        assertThat(row.find()).as(r.out()).isTrue();
        double wall = Double.parseDouble(row.group(1)), cpu = Double.parseDouble(row.group(2));
        assertThat(cpu).isBetween(0.5, 5.0);
        assertThat(wall).isGreaterThanOrEqualTo(cpu);
        // the row and the summary say what ended 46's search: the CPU limit, not the finders or the heap
        assertThat(r.out()).containsPattern("\\n +46 +no +- +- +no +[0-9.]+ +[0-9.]+ +- +cpu")
                .contains("unsolved, ended by: cpu limit [46]");
        CliRunner.Run bad = CliRunner.run("bench", "sokoban", "--limit-by", "cycles");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("--limit-by").contains("wall").contains("cpu");
    }

    /**
     * A level proven unsolvable (its box in a corner off the goal) is not a timeout: its row and the summary say
     * "unsolvable"; a solved level's search ended by itself ("-").
     */
    @Test
    void sokobanBenchSaysWhichLevelsAreProvenUnsolvable(@TempDir Path dir) throws Exception {
        Path xsb = dir.resolve("mixed.xsb");
        Files.writeString(xsb, "#####\n#@$.#\n#####\n\n#####\n#$ .#\n#@  #\n#####\n");
        CliRunner.Run r = CliRunner.run("bench", "sokoban", xsb.toString(), "--timeout", "10s");
        assertThat(r.out()).containsPattern("\\n +1 +yes +1 +1 +yes +[0-9.]+ +[0-9.]+ +[0-9.]+ -\\n")
                .containsPattern("\\n +2 +no +- +- +no +[0-9.]+ +[0-9.]+ +- unsolvable\\n")
                .contains("unsolved: [2]").contains("unsolved, ended by: proven unsolvable [2]");
    }

    /** XSokoban 7 with the finders, then auto's improver: 156 pushes (round 9's finders), shortened to 96, both replayed. */
    @Test
    void sokobanShortensWhatTheFindersFound(@TempDir Path empty) {
        CliRunner.Run r = CliRunner.run("bench", "sokoban", "--set", "xsokoban", "--only", "7", "-a", "sokoban-find",
                "--timeout", "30s", "--shorten", "30s", "--data", empty.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("\\n +7 +yes +156 +447 +no .* 96 +349 ")
                .contains("sokoban-shorten: 1 of 1 solutions shortened, 156 pushes in all before, 96 after");
    }

    /**
     * The calibration is a fixed amount of work (an exact count of A* expansions) timed before and after the table,
     * so two tables can be compared by the host's speed; the count is what makes it the same work everywhere.
     */
    @Test
    void sokobanCalibratesTheHostBeforeAndAfterTheTable(@TempDir Path empty) {
        CliRunner.Run r = CliRunner.run("bench", "sokoban", "--only", "2", "--calibrate", "--data", empty.toString());
        assertThat(r.code()).as(r.err()).isZero();
        Pattern line = Pattern.compile("calibration (before|after): A\\* \\(sokoban\\) on xsokoban-29 for 400,000 expansions: "
                + "([0-9.]+) s of CPU, ([0-9.]+) s of wall");
        Matcher m = line.matcher(r.out());
        assertThat(m.find()).as(r.out()).isTrue();
        assertThat(m.group(1)).isEqualTo("before");
        assertThat(Double.parseDouble(m.group(2))).isPositive();
        int table = r.out().indexOf("summary: 1/1 solved");
        assertThat(table).isGreaterThan(m.end());
        assertThat(m.find()).as(r.out()).isTrue();
        assertThat(m.group(1)).isEqualTo("after");
        assertThat(m.start()).isGreaterThan(table);
        assertThat(CliRunner.run("bench", "sokoban", "--only", "2", "--data", empty.toString()).out()).doesNotContain("calibration");
    }

    @Test
    void chexersChecksEachAlgorithmAgainstExpectedCsv(@TempDir Path data) throws Exception {
        String json = CliRunner.run("generate", "chexers", "--pieces", "2", "--blocks", "3", "--seed", "5").out();
        Files.writeString(data.resolve("board.json"), json);
        int optimum = Solver.solve(Puzzles.load(data.resolve("board.json").toString(), null), Solver.Request.of("bfs", null))
                .solution().length();
        Files.writeString(data.resolve("expected.csv"), "file,pieces,blocks,colour,optimal\nboard.json,2,3,x," + optimum + "\n");
        CliRunner.Run ok = CliRunner.run("bench", "chexers", "--data", data.toString(), "--repeat", "1");
        assertThat(ok.code()).as(ok.err()).isZero();
        assertThat(ok.err()).contains("3 results checked; every finished result matches expected.csv");
        Files.writeString(data.resolve("expected.csv"), "file,pieces,blocks,colour,optimal\nboard.json,2,3,x," + (optimum + 1) + "\n");
        CliRunner.Run wrong = CliRunner.run("bench", "chexers", "--data", data.toString(), "--repeat", "1");
        assertThat(wrong.code()).isEqualTo(4);
        assertThat(wrong.err()).startsWith("puzzlelab: 3 of 3 checks failed");
    }

    @Test
    void coroutineChecksItsOracles() {
        CliRunner.Run r = CliRunner.run("bench", "coroutine", "--boards", "2000", "--engine-boards", "20", "--skip-generator",
                "--threads", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("bailey-2  T=15 M=13  expected T=15 M=13  ok").contains("boards/s");
        assertThat(r.err()).contains("coroutine bench: ").contains("all agree");
    }
}

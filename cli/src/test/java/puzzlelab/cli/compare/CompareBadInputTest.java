package puzzlelab.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static puzzlelab.cli.compare.CompareHarness.compare;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad usage or input: exit code 2 and exactly one line on stderr naming the problem, before anything runs. */
class CompareBadInputTest {
    @TempDir
    Path dir;

    private void rejected(String expected, String... args) {
        var run = compare(args);
        assertThat(run.code()).as(run.err()).isEqualTo(2);
        assertThat(run.errLines()).hasSize(1);
        assertThat(run.errLines().get(0)).startsWith("puzzlelab: ").contains(expected);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void missingFile() {
        rejected("no-such-board.txt: no such file", "no-such-board.txt", "-a", "bfs");
    }

    @Test
    void unknownPuzzleId() {
        rejected("nosuch:1", "nosuch:1", "-a", "bfs");
    }

    @Test
    void malformedId() {
        rejected("fifteen:3x3:1.2", "fifteen:3x3:1.2", "-a", "bfs");
    }

    @Test
    void algorithmThatFitsNoInstance() {
        rejected("unknown algorithm 'astr'", "template:1:100", "-a", "bfs,astr");
    }

    @Test
    void heuristicThatFitsNoInstance() {
        rejected("unknown heuristic 'manhatan'", "template:1:100", "fifteen:korf-1", "-a", "astar:manhatan");
    }

    @Test
    void malformedAlgorithmList() {
        rejected("'astar:' is not ALGO or ALGO:HEURISTIC", "template:1:100", "-a", "astar:");
        rejected("'' is not ALGO", "template:1:100", "-a", "bfs,,astar");
        rejected("lists 'bfs' twice", "template:1:100", "-a", "bfs,bfs");
    }

    @Test
    void noAlgorithmsOrNoInstances() {
        rejected("name the algorithms", "template:1:100");
        rejected("name the instances", "-a", "bfs");
    }

    @Test
    void badNumbersAndFileNames() {
        rejected("--repeat must be 1..1000, not 0", "template:1:100", "-a", "bfs", "--repeat", "0");
        rejected("--jobs must be at least 1, not 0", "template:1:100", "-a", "bfs", "--jobs", "0");
        rejected("--chart needs a .png or .svg", "template:1:100", "-a", "bfs", "--chart", dir.resolve("c.gif").toString());
        rejected("unknown metric 'pushes'", "template:1:100", "-a", "bfs", "--metric", "pushes");
    }

    @Test
    void unwritableOutputFiles() throws Exception {
        Path file = Files.writeString(dir.resolve("plain-file"), "x");
        rejected("--out: the folder " + file + " does not exist", "template:1:100", "-a", "bfs", "--out", file.resolve("r.csv").toString());
        rejected("--chart: the folder " + file + " does not exist", "template:1:100", "-a", "bfs", "--chart",
                file.resolve("c.png").toString());
        // no folder is ever created, and nothing is run first
        Path missing = dir.resolve("no/such/folder");
        rejected("--out: the folder " + missing + " does not exist (create it first", "template:1:100", "-a", "bfs",
                "--out", missing.resolve("r.csv").toString());
        assertThat(dir.resolve("no")).doesNotExist();
        rejected("--json names a folder", "template:1:100", "-a", "bfs", "--json", dir.toString());
        rejected("--out and --json name the same file", "template:1:100", "-a", "bfs", "--out", "x", "--json", "x");
    }

    @Test
    void skipNotesNameTheLineAsSolveDoesAndADanglingLinkOnce() throws Exception {
        Path set = Files.createDirectories(dir.resolve("set"));
        Files.writeString(set.resolve("a.txt"), "1 2 0 3 4 5 6 7 8\n");
        Path twice = Files.writeString(set.resolve("b.txt"), "9 9\n1 1 2\n1 1 3\n");
        Files.createSymbolicLink(set.resolve("gone.txt"), set.resolve("nowhere.txt"));
        var run = compare(set.toString(), "-a", "bfs");
        assertThat(run.code()).as(run.err()).isZero();
        var solve = puzzlelab.cli.CliRunner.run("solve", twice.toString());
        assertThat(solve.err()).isEqualTo("puzzlelab: " + twice + ":3: cell (1, 1) is given twice\n");
        assertThat(run.err()).contains("note: skipped " + twice + ":3: cell (1, 1) is given twice\n");
        assertThat(run.errLines().stream().filter(l -> l.contains("gone.txt")))
                .containsExactly("note: skipped " + set.resolve("gone.txt") + ": a symbolic link to a file that does not exist");
        // with nothing left to compare the error says why
        Files.delete(set.resolve("a.txt"));
        rejected("no instances to compare in " + set + " (skipped " + twice + ":3: cell (1, 1) is given twice; skipped "
                + set.resolve("gone.txt") + ": a symbolic link", set.toString(), "-a", "bfs");
    }

    @Test
    void folderWithoutInstances() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        Files.writeString(empty.resolve("notes.txt"), "nothing here\n");
        var run = compare(empty.toString(), "-a", "bfs");
        assertThat(run.code()).isEqualTo(2);
        List<String> errors = new ArrayList<>(run.errLines());
        errors.removeIf(l -> l.startsWith("note: "));
        assertThat(errors).hasSize(1);
        assertThat(errors.get(0)).startsWith("puzzlelab: ").contains("no instances to compare");
    }
}

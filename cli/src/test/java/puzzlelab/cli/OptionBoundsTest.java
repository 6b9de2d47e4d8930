package puzzlelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every numeric option of solve, compare, render, play, generate and bench outside its bounds: exit 2, one line
 * with the puzzlelab: prefix saying what the bound is, before any work.
 */
class OptionBoundsTest {
    private static final String KORF = "fifteen:korf-1";

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "solve fifteen:korf-1 --timeout -5s         | a duration must be positive, not '-5s'",
        "solve fifteen:korf-1 --timeout 0           | a duration must be at least 1ms",
        "solve fifteen:korf-1 --timeout soon        | 'soon' is not a duration",
        "solve fifteen:korf-1 --timeout 99999h      | a duration must be at most 30 days",
        "solve fifteen:korf-1 --timeout ٣s          | is not a duration",
        "solve fifteen:korf-1 --max-nodes -1        | --max-nodes must be at least 1, not -1 (leave it out for no limit)",
        "solve fifteen:korf-1 --max-nodes 0         | --max-nodes must be at least 1, not 0",
        "solve fifteen:korf-1 --max-memory 0        | --max-memory must be 1..1048576, not 0",
        "solve fifteen:korf-1 --max-memory -5       | --max-memory must be 1..1048576, not -5",
        "solve fifteen:korf-1 --weight -1           | --weight must be a number from 1.0 to 1000.0, not -1.0",
        "solve fifteen:korf-1 --weight NaN          | --weight must be a number from 1.0 to 1000.0, not NaN",
        "solve fifteen:korf-1 --weight Infinity     | --weight must be a number from 1.0 to 1000.0, not Infinity",
        "solve fifteen:korf-1 --weight 0.5          | --weight must be a number from 1.0 to 1000.0, not 0.5",
        "solve fifteen:korf-1 --max-depth -5        | --max-depth must be 0..1000000000, not -5 (0 = no bound)",
        "solve fifteen:korf-1 --restarts -5         | --restarts must be 1..1000000000, not -5",
        "solve fifteen:korf-1 --restarts 0          | --restarts must be 1..1000000000, not 0",
        "solve fifteen:korf-1 --walk-length -5      | --walk-length must be 1..1000000000, not -5",
        "solve fifteen:korf-1 --shorten -1          | --shorten must be 0..10000, not -1 (0 = off)",
        "solve fifteen:korf-1 --shorten 10001       | --shorten must be 0..10000, not 10001 (0 = off)",
        "solve fifteen:korf-1 --threads 0           | --threads must be 1..100000, not 0",
        "solve fifteen:korf-1 --max-nodes 99999999999999999999 | Invalid value for option '--max-nodes'",
        "compare fifteen:korf-1 -a bfs --timeout -1s | a duration must be positive",
        "compare fifteen:korf-1 -a bfs --warmup -1s | a duration must be positive",
        "compare fifteen:korf-1 -a bfs --repeat 0   | --repeat must be 1..1000, not 0",
        "compare fifteen:korf-1 -a bfs --jobs 0     | --jobs must be at least 1, not 0",
        "compare fifteen:korf-1 -a bfs --max-nodes 0 | --max-nodes must be at least 1",
        "compare fifteen:korf-1 -a wastar --weight NaN | --weight must be a number from 1.0 to 1000.0",
        "render fifteen:korf-1 --frames 1           | --frames must be 2..10000, not 1",
        "render fifteen:korf-1 --columns -1         | --columns must be 0..1000",
        "render fifteen:korf-1 --scale 0 --png x.png | --scale must be in (0, 8]",
        "render fifteen:korf-1 --frame-time -1s     | a duration must be positive",
        "render fifteen:korf-1 --png x.svg          | --png writes PNG: name the file .png, not 'x.svg'",
        "render fifteen:korf-1 --svg x.PNG          | --svg writes SVG: name the file .svg, not 'x.PNG'",
        "render fifteen:korf-1 --solve --animate    | --animate draws a solution as an SVG: give it with --svg and --solve or --solution",
        "render fifteen:korf-1 --svg x.svg --animate | --animate draws a solution as an SVG",
        "render fifteen:korf-1 --solve --timeout 0  | a duration must be at least 1ms",
        "play fifteen:korf-1 --hint-time -1s        | a duration must be positive",
        "generate coroutine --turns 999             | --turns must be 1..29, not 999",
        "generate coroutine --turns 29              | --turns must be 1..28, not 29 (no board with every square non-empty needs more",
        "generate coroutine --turns 30 --allow-empty | --turns must be 1..29, not 30",
        "generate coroutine --moves 0               | --moves must be 1..24, not 0",
        "generate coroutine --exhaustive --from 0   | --from must be 1..112, not 0",
        "generate coroutine --turns 5 --count 0     | --count must be 1..1000, not 0",
        "generate coroutine --turns 5 --count -1    | --count must be 1..1000, not -1",
        "generate coroutine --hardest --threads 0   | --threads must be 1..100000, not 0",
        "generate coroutine --hardest --threads -1  | --threads must be 1..100000, not -1",
        "generate coroutine --turns 5 --time -1s    | a duration must be positive",
        "generate coroutine --turns 5 --max-arrows 3 | --max-arrows must be 8..64",
        "generate rushhour --min-moves 1000         | --min-moves must be 1..200, not 1000",
        "generate rushhour --min-moves 52           | --min-moves must be 1..51, not 52 (no 6×6 board without walls needs more",
        "generate rushhour --min-moves 61 --walls 2 | --min-moves must be 1..60, not 61",
        "generate rushhour --min-moves -5           | --min-moves must be 1..200, not -5",
        "generate rushhour --size 8 --min-moves 500 | --min-moves must be 1..200, not 500",
        "generate rushhour --walls -1               | --walls must be 0..225, not -1",
        "generate rushhour --walls 1000             | --walls must be 0..225, not 1000",
        "generate rushhour --walls 10               | --walls must be 0..9, not 10 (at most a quarter of the cells)",
        "generate rushhour --count 0                | --count must be 1..10000, not 0",
        "generate rushhour --max-seconds -1         | --max-seconds must be 1..86400, not -1",
        "generate rushhour --size 3                 | --size must be 4..30, not 3",
        "generate rushhour --out /nonexistent/dir   | --out '/nonexistent/dir' is not an existing folder",
        "generate zhed --tiles 0                    | --tiles must be 1..20, not 0",
        "generate zhed --tiles 3 --count 0          | --count must be 1..1000, not 0",
        "generate zhed --tiles 3 --size 2x2         | --size must be 3x3 .. 30x30",
        "generate zhed --tiles 3 --size big         | --size must look like 10x10",
        "generate chexers --pieces -1               | --pieces must be 1..2791, not -1",
        "generate chexers --pieces 38               | --pieces must be 1..37, not 38 (the hexes of a radius-3 board)",
        "generate chexers --pieces 4 --blocks 1000  | --blocks must be 0..33, not 1000",
        "generate chexers --radius 0                | --radius must be 1..",
        "bench fifteen --bfs-space 99999x99999      | --bfs-space needs at least 2 rows and 2 columns and at most 12 cells",
        "bench fifteen --bfs-space 4x1073741825     | --bfs-space needs at least 2 rows and 2 columns and at most 12 cells",
        "bench fifteen --bfs-space 0x0              | --bfs-space needs at least 2 rows and 2 columns and at most 12 cells",
        "bench fifteen --bfs-space abc              | --bfs-space must look like 3x3 or 2x5",
        "bench fifteen --from 0                     | --from must be 1..100, not 0",
        "bench fifteen --from 5 --to 4              | --to must be 5..100, not 4",
        "bench fifteen --threads 0                  | --threads must be 1..100000, not 0",
        "bench fifteen -H nope                      | -H must be manhattan, linear-conflict, pdb-555 or pdb-78",
        "bench fifteen --set korf24 --only 11       | --only must be 1..10, not 11 (the set has 10 instances)",
        "bench fifteen --set korf24 --to 11         | --to must be 1..10, not 11 (and not below --from)",
        "bench fifteen --only 0                     | --only must be 1..100, not 0 (the set has 100 instances)",
        "bench fifteen --set korf24 -H pdb-78       | with --set korf24, -H must be pdb-6666, linear-conflict or manhattan",
        "bench fifteen --set korf24 --threads 2     | --set korf24 runs IDA* on one thread",
        "bench fifteen --set korf25                 | --set must be one of korf100, korf24, not 'korf25'",
        "bench fifteen --set korf24 --timeout 0     | a duration must be at least 1ms",
        "bench coroutine --boards 0                 | --boards must be 1..100000000, not 0",
        "bench coroutine --repeats 0                | --repeats must be 1..1000, not 0",
        "bench coroutine --turns 999                | --turns must be 1..28, not 999",
        "bench coroutine --time 0                   | a duration must be at least 1ms",
        "bench coroutine --threads -2               | --threads must be 0..100000, not -2",
        "bench rushhour --board7-seconds 0          | --board7-seconds must be 1..86400, not 0",
        "bench rushhour --boards 9                  | --boards must be 1..6, not 9",
        "bench rushhour --threads 0                 | --threads must be 1..100000, not 0",
        "bench rushhour --only nope                 | --only takes fogleman, cards, uva, board7, not 'nope'",
        "bench rushhour --only fogleman --data /nonexistent | --data '/nonexistent' is not an existing folder",
        "bench zhed --levels 0                      | --levels: levels are 1..100",
        "bench zhed --levels 1-101                  | --levels: levels are 1..100",
        "bench zhed --timeout -1s                   | a duration must be positive",
        "bench zhed --proof-nodes -1                | --proof-nodes must be 0..",
        "bench chexers --repeat 0                   | --repeat must be 1..1000, not 0",
        "bench chexers --max-nodes 0                | --max-nodes must be 1..",
    })
    void outOfBoundsIsOneLineAndExit2(String command, String expected) {
        CliRunner.Run r = CliRunner.run(command.trim().split("\\s+"));
        assertThat(r.code()).as(command + ": " + r.err()).isEqualTo(2);
        List<String> lines = Arrays.stream(r.err().split("\n")).filter(l -> !l.isBlank()).toList();
        assertThat(lines).as(command).hasSize(1);
        assertThat(lines.get(0)).startsWith("puzzlelab: ").contains(expected.trim());
        assertThat(r.out()).as(command + ": no work before the check").isEmpty();
    }

    @Test
    void aBenchThatSkippedEverySectionItWasAskedForSaysNothingWasChecked(@TempDir Path empty) {
        CliRunner.Run r = CliRunner.run("bench", "rushhour", "--only", "fogleman", "--data", empty.toString());
        assertThat(r.out()).contains("fogleman: SKIPPED").doesNotContain("all checks passed");
        assertThat(r.err().strip()).startsWith("puzzlelab: nothing was checked");
        assertThat(r.code()).isEqualTo(2);
    }

    @Test
    void aFileNamedWithALeadingDashIsReachedAfterDoubleDashAndTheErrorSaysSo() throws Exception {
        Path dashed = Path.of("-dash-" + ProcessHandle.current().pid() + ".txt");   // relative: the name itself starts with '-'
        Files.writeString(dashed, "1 2 0 3 4 5 6 7 8\n");
        try {
            CliRunner.Run bare = CliRunner.run("solve", dashed.toString(), "--no-progress");
            assertThat(bare.code()).isEqualTo(2);
            assertThat(bare.err()).contains("to name the file '" + dashed + "', put '--' before it or write ./" + dashed);
            CliRunner.Run ok = CliRunner.run("solve", "--no-progress", "--", dashed.toString());
            assertThat(ok.code()).as(ok.err()).isZero();
        } finally {
            Files.deleteIfExists(dashed);
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "--max-nodes 1 | 3", "--max-memory 1 | 0", "--weight 1 -a wastar | 0", "--max-depth 0 -a dfs | 0",
        "--restarts 1 --walk-length 1 -a random --seed 1 | 3", "--shorten 0 | 0", "--timeout 1ms -a bfs | 0"})
    void theBoundsThemselvesAreAccepted(String options, int code) {
        String[] args = ("solve template:1:100 --no-progress " + options.trim()).split("\\s+");
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.err()).doesNotContain("must be");
        assertThat(r.code()).as(String.join(" ", args) + ": " + r.err()).isIn(code, 0, 3);
    }

    @Test
    void threadCountsAboveTheCoresAreCappedWithANote() {
        CliRunner.Run r = CliRunner.run("generate", "coroutine", "--hardest", "--threads", "100000", "--time", "200ms",
                "--seed", "1");
        int cores = Runtime.getRuntime().availableProcessors();
        assertThat(r.err()).contains("note: --threads 100000 is more than the " + cores + " cores; using " + cores)
                .contains("with " + cores + " thread(s)");
        assertThat(r.code()).isZero();
    }

    @Test
    void groupsHaveHelpAndExitCode4IsDocumented() {
        for (String group : new String[] {"generate", "bench"}) {
            CliRunner.Run r = CliRunner.run(group, "--help");
            assertThat(r.code()).as(group).isZero();
            assertThat(r.out()).contains("Usage: puzzlelab " + group);
        }
        assertThat(CliRunner.run("--help").out()).contains("4 internal error");
        assertThat(CliRunner.run("solve", "--help").out()).contains("4 internal error");
        assertThat(CliRunner.run("solve", "--help").out()).contains("default 100000");
    }

    @Test
    void mainHelpWrapsItsFooterOnceWithinEightyColumns() {
        String out = CliRunner.run("--help").out();
        // the footer's paragraphs are wrapped by picocli alone (it split "~/." from "puzzlelab/plugins" when the lines
        // were broken by hand as well)
        assertThat(out).contains("~/.puzzlelab/plugins").contains("(one\nline on stderr), 3 limit");
        assertThat(out.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    }

    @Test
    void ignoredOptionsAreNamedAndHeuristicsOfOtherBoardsExplained() {
        String board = "fifteen:3x3:1.2.0.3.4.5.6.7.8";
        CliRunner.Run blind = CliRunner.run("solve", board, "-a", "bfs", "-H", "manhattan", "--no-progress");
        assertThat(blind.code()).isZero();
        assertThat(blind.err()).contains("note: bfs is a blind search; -H manhattan is ignored");
        CliRunner.Run trace = CliRunner.run("solve", board, "-a", "auto", "--trace", "--no-progress");
        assertThat(trace.err()).contains("note: auto prints no trace; --trace follows bfs, dfs, dfbnb, iddfs, astar, wastar, greedy, ucs, idastar\n");
        CliRunner.Run pdb = CliRunner.run("solve", board, "-H", "pdb-555");
        assertThat(pdb.code()).isEqualTo(2);
        assertThat(pdb.err()).startsWith("puzzlelab: pdb-555 (5-5-5 pattern databases) is for the 4×4 board only; this board is 3×3");
        assertThat(CliRunner.run("list").out()).contains("heuristic  zero");
        assertThat(KORF).isNotEmpty();
    }
}

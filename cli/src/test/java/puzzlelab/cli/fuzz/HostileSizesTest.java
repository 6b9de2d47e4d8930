package puzzlelab.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import puzzlelab.cli.CliRunner;

/**
 * Hostile sizes (issue 47): run-length bombs, huge boards, long lines and solutions, pictures above the pixel budget,
 * files of a hundred thousand levels picked by number, closed or endless standard input, plugins that are no files.
 * Every one is a clear line and exit 2 (or the right answer), found before any large allocation; the time guards are
 * hang guards, far above what a run takes.
 */
class HostileSizesTest {
    private static final Path DIR = tempDir();
    private static final ExecutorService RUNNER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "hostile-run");
        t.setDaemon(true);
        return t;
    });

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("puzzlelab-hostile");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static CliRunner.Run run(String stdin, String... args) throws Exception {
        Future<CliRunner.Run> f = RUNNER.submit(() -> CliRunner.withInput(stdin, args));
        return f.get(120, TimeUnit.SECONDS);
    }

    private static Path file(String name, String text) throws IOException {
        return Files.writeString(DIR.resolve(name), text);
    }

    /** Exit 2 and exactly one line on stderr that holds every part, no trace. */
    private static void oneLine(CliRunner.Run r, String... parts) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
        assertThat(lines).as(r.err()).hasSize(1);
        assertThat(lines.get(0)).startsWith("puzzlelab: ").doesNotContain("\tat ").doesNotContain("Exception");
        for (String p : parts) assertThat(lines.get(0)).contains(p);
    }

    /** A room of {@code w × h} cells, walls around, a player, a box and a goal. */
    private static String room(int w, int h) {
        StringBuilder sb = new StringBuilder();
        sb.append("#".repeat(w)).append('\n');
        sb.append("#@$.").append(" ".repeat(w - 5)).append("#\n");
        for (int r = 0; r < h - 3; r++) sb.append('#').append(" ".repeat(w - 2)).append("#\n");
        sb.append("#".repeat(w)).append('\n');
        return sb.toString();
    }

    /** Run-length bombs of every shape: wide (runs of 1000 in one row), tall (rows of '|'), both. */
    @Property(tries = 25)
    void runLengthBombsAreOneLineAboutCells(@ForAll @IntRange(min = 17, max = 13_000) int runs,
                                            @ForAll @IntRange(min = 0, max = 2) int shape) throws Exception {
        String text = switch (shape) {
            case 0 -> "1000#".repeat(runs) + "\n#@$.#\n#####\n";                        // one row of runs × 1000 cells
            case 1 -> "5#\n#@$.#\n" + "#998 #\n".repeat(runs * 2) + "5#\n";             // rows of 1000 cells, many
            default -> "5#|#@$.#|" + "#998 #|".repeat(Math.min(runs, 9_000)) + "5#\n";  // the same on one line (< 65,536 characters)
        };
        Path f = file("bomb-" + shape + "-" + runs + ".xsb", text);
        long t0 = System.nanoTime();
        CliRunner.Run r = run(null, "solve", f.toString(), "--timeout", "5s");
        oneLine(r, f.toString(), "boards are at most 16384 cells");
        assertThat((System.nanoTime() - t0) / 1_000_000).as("refused before the room is built").isLessThan(30_000);
    }

    @Example
    void aHugeRoomIsRefusedWhenReadBySolveRenderAndPlay() throws Exception {
        Path big = file("room-4000.xsb", room(4000, 4000));
        oneLine(run(null, "solve", big.toString()), big + ":1: a board of 4000×4000 = 16000000 cells; boards are at most 16384 cells");
        Path mid = file("room-500.xsb", room(500, 500));
        oneLine(run(null, "render", mid.toString(), "--png", DIR.resolve("r.png").toString()), "a board of 500×500 = 250000 cells");
        assertThat(DIR.resolve("r.png")).doesNotExist();
        oneLine(run("quit\n", "play", "--lines", mid.toString()), "a board of 500×500");
        // the largest room allowed is read and drawn as text
        Path ok = file("room-128.xsb", room(128, 128));
        CliRunner.Run r = run(null, "render", ok.toString());
        assertThat(r.code()).as(r.err()).isZero();
    }

    @Example
    void aPictureAboveThePixelBudgetIsRefusedAndAScaleDownDrawsIt() throws Exception {
        Path ok = file("room-100.xsb", room(100, 100));
        Path png = DIR.resolve("big.png");
        CliRunner.Run r = run(null, "render", ok.toString(), "--png", png.toString(), "--scale", "8");
        oneLine(r, "the PNG would be", "pixels; pictures are at most 16777216 pixels (a smaller --scale draws it smaller)");
        assertThat(png).doesNotExist();
    }

    @Example
    void aLineLongerThanTheBoundIsNamedByItsNumber() throws Exception {
        Path f = file("long-line.txt", "1 2 3\n" + "1 ".repeat(40_000) + "\n");
        oneLine(run(null, "solve", f.toString()), f + ":2: line of 80000 characters; a puzzle file's lines are at most 65536");
    }

    @Example
    void aRowWithoutAWallNextToALevelIsAnErrorNotADroppedRow() throws Exception {
        Path above = file("wallless-above.xsb", "   $\n#####\n#@$.#\n#####\n");
        oneLine(run(null, "solve", above.toString()), above + ":1: a board row without a wall", "'   $'");
        Path below = file("wallless-below.xsb", "#####\n#@$.#\n#####\n  $ .\n");
        oneLine(run(null, "solve", below.toString()), below + ":4: a board row without a wall");
        // a rule of goals between levels is no row
        Path rule = file("rule.xsb", "#####\n#@$.#\n#####\n.....\n\n#####\n#@$.#\n#####\n");
        assertThat(run(null, "solve", rule + "#2", "--timeout", "10s").code()).isZero();
    }

    @Example
    void wrongWordsForDetectionAreRight() throws Exception {
        Path at = file("at.txt", "@\n");
        oneLine(run(null, "solve", at.toString()), at + ": cannot tell which puzzle this is");
        Path xsb = file("level.xsb", "#####\n#@$.#\n#####\n");
        oneLine(run(null, "solve", "--puzzle", "rushhour", xsb.toString()), "(read as rushhour as --puzzle says; the file looks like sokoban)");
        Path set = file("set.xsb", "#####\n#@$.#\n#####\n\n######\n#@ $.#\n######\n");
        oneLine(run(null, "solve", set + "#99999999999999999999"), set + "#99999999999999999999: instance number must be 1..2");
    }

    /** FILE#N on a collection of 100,000 levels and a list of 100,000 boards: the level asked for, quickly. */
    @Example
    void fileHashNReadsOneInstanceOfALargeFile() throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i <= 100_000; i++)
            sb.append("; level ").append(i).append('\n').append(i == 77_777 ? "#######\n#@$ .#\n#######\n" : "#####\n#@$.#\n#####\n").append('\n');
        Path soko = file("many.xsb", sb.toString());
        long t0 = System.nanoTime();
        CliRunner.Run r = run(null, "solve", soko + "#77777", "--format", "json", "--timeout", "10s");
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(new ObjectMapper().readTree(r.out()).get("length").asInt()).isEqualTo(2);   // "@$ ." : two pushes, the others one
        assertThat(ms).as("one level parsed").isLessThan(20_000);
        CliRunner.Run play = run("next\nquit\n", "play", "--lines", soko + "#77777");
        assertThat(play.code()).as(play.err()).isZero();
        assertThat(play.out()).contains("many.xsb#77777").contains("many.xsb#77778");
        oneLine(run(null, "solve", soko + "#100001"), soko + "#100001: instance number must be 1..100000");

        String korf = "1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n";
        Path list = file("korf-many.txt", korf.repeat(99_999) + "100000 1 2 3 0 4 5 6 7 8 9 10 11 12 13 14 15\n");
        CliRunner.Run last = run(null, "solve", list + "#100000", "--format", "json");
        assertThat(last.code()).as(last.err()).isZero();
        assertThat(new ObjectMapper().readTree(last.out()).get("length").asInt()).isEqualTo(3);   // the blank 3 squares right of the goal's
    }

    @Example
    void renderCapsFramesAndSolutionLength() throws Exception {
        Path walk = file("walk.xsb", "#######\n#  @$.#\n#######\n");
        Path long1 = file("walk-10k.lurd", "lr".repeat(5_000) + "R\n");
        oneLine(run(null, "render", walk.toString(), "--metric", "moves", "--solution", long1.toString(), "--step"),
                "--step would draw 10002 positions; at most 5000 are drawn one by one");
        oneLine(run(null, "render", walk.toString(), "--metric", "moves", "--solution", long1.toString(), "--animate", "--svg",
                DIR.resolve("a.svg").toString()), "--animate would draw 10002 positions");
        // a strip samples it
        CliRunner.Run strip = run(null, "render", walk.toString(), "--metric", "moves", "--solution", long1.toString(), "--svg",
                DIR.resolve("s.svg").toString());
        assertThat(strip.code()).as(strip.err()).isZero();
        assertThat(strip.out()).contains("(60 positions)");
        Path tooLong = file("walk-1m.lurd", ("lr".repeat(50_000) + "\n").repeat(11) + "R\n");
        oneLine(run(null, "render", walk.toString(), "--metric", "moves", "--solution", tooLong.toString()),
                tooLong + ":11: more than 1000000 moves; a solution is at most 1000000 moves long");
    }

    @Example
    void renderSaysPushesInThePushesMetricAndReadsRunLengthLurd() throws Exception {
        Path sol = file("rl.lurd", "dlU3rdLu2l2drUluR2ulDr2d2ruLdl2U\n");
        CliRunner.Run r = run(null, "render", "sokoban:microban-1", "--solution", sol.toString(), "--step");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("push 1/8: ").contains("push 8/8: ").doesNotContain("move 1/8").contains("solved in 8 pushes (33 moves)");
        CliRunner.Run end = run(null, "render", "sokoban:microban-1", "--solution", sol.toString());
        assertThat(end.out()).contains("after 8 pushes");
        // an illegal run is named as illegal, not as "'3' is not a move"
        Path bad = file("bad-run.lurd", "3r\n");
        oneLine(run(null, "render", "sokoban:microban-1", "--solution", bad.toString()),
                bad + ":1: move 3 of the line, 'r' is not legal in this position");
    }

    @Example
    void playReadsBoundedLines() throws Exception {
        String endless = "\0".repeat(1_000_001);
        oneLine(run(endless, "play", "--lines", "sokoban:microban-1"), "standard input: a line of more than 1000000 characters");
    }

    @Example
    void optionBoundsOfQueueAndBenchOnly() throws Exception {
        oneLine(run(null, "serve", "--queue", "2000000000"), "--queue must be 1..10000, not 2000000000");
        oneLine(run(null, "bench", "sokoban", "--only", ","), "--only must list level numbers separated by commas", "''");
        oneLine(run(null, "generate", "sokoban", "--pushes", "199", "--seed", "1"),
                "--pushes 199 is more than a 7×6 room with 3 boxes is generated for (at most 156");
        oneLine(run(null, "generate", "sokoban", "--pushes", "500"), "--pushes must be 1..200");
    }

    /** Every board of a --format json generate is one JSON document a line (JSON Lines). */
    @Example
    void generateJsonIsJsonLines() throws Exception {
        CliRunner.Run r = run(null, "generate", "coroutine", "--turns", "8", "--count", "3", "--format", "json", "--seed", "5");
        assertThat(r.code()).as(r.err()).isZero();
        List<String> lines = r.out().lines().filter(l -> !l.isBlank()).toList();
        assertThat(lines).hasSize(3);
        for (String l : lines) assertThat(new ObjectMapper().readTree(l).get("turns").asInt()).isGreaterThanOrEqualTo(8);
    }
}

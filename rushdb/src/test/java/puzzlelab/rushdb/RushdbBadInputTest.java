package puzzlelab.rushdb;

import static org.assertj.core.api.Assertions.assertThat;
import static puzzlelab.rushdb.RushdbCommandsTest.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import puzzlelab.rushdb.RushdbCommandsTest.Run;

/**
 * enumerate and db on odd files, folders and numbers: exit 2 and one line naming the file (or the option) and what
 * is wrong, never a stack trace, never exit 1 ("unsolvable" elsewhere) or 4 for bad input; corrupted inputs fuzzed.
 */
class RushdbBadInputTest {
    private static Path tmp;
    /** A finished 4×4 database, made once. */
    private static Path db;
    private static byte[] duck;

    @BeforeContainer
    static void makeDatabase() throws Exception {
        tmp = Files.createTempDirectory("rushdb-bad");
        db = tmp.resolve("db4");
        Run made = run("enumerate", "rushhour", "--size", "4", "--partitions", "4", "--threads", "1", "--out", db.toString());
        assertThat(made.code()).as(made.err()).isZero();
        duck = Files.readAllBytes(db.resolve(Store.DB_FILE));
    }

    @AfterContainer
    static void clean() throws Exception {
        try (var s = Files.walk(tmp)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    /** Exit 2, one line with the command's prefix containing every expected part, no trace. */
    static void oneLine(Run r, String command, String... expected) {
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        List<String> lines = Arrays.stream(r.err().split("\n")).filter(l -> !l.isBlank()).toList();
        assertThat(lines).as(r.err()).hasSize(1);
        assertThat(lines.get(0)).startsWith("puzzlelab " + command + ": ").contains(expected)
                .doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Example
    void fileErrorsOfEnumerateNameTheFile() throws Exception {
        Path file = Files.writeString(tmp.resolve("plain.txt"), "hello\n");
        Path binary = Files.write(tmp.resolve("binary.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2, (byte) 0xc3});
        oneLine(run("enumerate", "rushhour", "--size", "4", "--out", "/proc/x"), "enumerate", "/proc/x", "cannot make the database folder");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--out", file.toString()), "enumerate", file.toString(), "is a file, not a folder");
        oneLine(run("enumerate", "rushhour", "--check", binary.toString()), "enumerate", binary.toString(), "not a UTF-8 text file");
        oneLine(run("enumerate", "rushhour", "--check", tmp.toString()), "enumerate", tmp.toString(), "is a folder");
        oneLine(run("enumerate", "rushhour", "--check", tmp.resolve("none.txt").toString()), "enumerate", "none.txt: no such file");
        oneLine(run("enumerate", "rushhour", "--check", file.toString()), "enumerate", file + ":1: expected 'MOVES BOARD CLUSTER'");
    }

    @Example
    void outMustNameAFolderInAnExistingFolder() throws Exception {
        Path cwd = Path.of("").toAbsolutePath();
        long before = countFiles(cwd);
        oneLine(run("enumerate", "rushhour", "--size", "4", "--out", ""), "enumerate", "--out needs a folder name");
        assertThat(countFiles(cwd)).as("nothing written in the working folder").isEqualTo(before);
        Path deep = tmp.resolve("x").resolve("a").resolve("b");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--out", deep.toString()), "enumerate",
                "the folder " + deep.getParent() + " does not exist");
        assertThat(tmp.resolve("x")).doesNotExist();
        Path fresh = tmp.resolve("fresh");   // the database folder itself is made
        Run ok = run("enumerate", "rushhour", "--size", "4", "--partitions", "2", "--threads", "1", "--out", fresh.toString());
        assertThat(ok.code()).as(ok.err()).isZero();
        assertThat(fresh.resolve(Store.DB_FILE)).exists();
    }

    private static long countFiles(Path dir) throws Exception {
        try (var s = Files.list(dir)) {
            return s.count();
        }
    }

    @Example
    void numbersOutOfBoundsAreRefusedBeforeAnyWork() {
        Path d = tmp.resolve("numbers");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--threads", "0", "--out", d.toString()), "enumerate", "--threads must be at least 1, not 0");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--threads", "-1", "--out", d.toString()), "enumerate", "--threads must be at least 1, not -1");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--partitions", "2000000000", "--out", d.toString()), "enumerate",
                "--partitions must be 1..1048576, not 2000000000");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--sample", "0"), "enumerate", "--sample must be 1..1000000, not 0");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--sample", "-1"), "enumerate", "--sample must be 1..1000000, not -1");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--sample", "2000000000"), "enumerate", "--sample must be 1..1000000, not 2000000000");
        // a cluster's address without --engine spark would be ignored and the run local: refused instead
        oneLine(run("enumerate", "rushhour", "--size", "4", "--master", "spark://127.0.0.1:7077", "--out", d.toString()), "enumerate",
                "--master spark://127.0.0.1:7077 is for --engine spark: add --engine spark, or leave out --master");
        assertThat(d).as("no manifest for a refused run").doesNotExist();
        oneLine(run("db", db.toString(), "--hardest", "0"), "db", "--hardest must be 1 or more, not 0");
        oneLine(run("db", db.toString(), "--hardest", "-1"), "db", "--hardest must be 1 or more, not -1");
        oneLine(run("db", db.toString(), "--moves", "3", "--limit", "-5"), "db", "--limit must be 0 (all rows) or more, not -5");
    }

    /** One task per requested thread never finished starting: threads are capped at the cores and the partitions. */
    @Example
    void hugeThreadCountsAreCappedAndTheRunEnds() throws Exception {
        Path d = tmp.resolve("threads");
        var f = new java.util.concurrent.FutureTask<>(() -> run("enumerate", "rushhour", "--size", "4", "--threads", "100000",
                "--out", d.toString()));
        Thread t = new Thread(f, "enumerate-threads");
        t.setDaemon(true);
        t.start();
        Run r = f.get(5, java.util.concurrent.TimeUnit.MINUTES);   // a hang guard, not a speed check
        assertThat(r.code()).as(r.err()).isZero();
        int cores = Runtime.getRuntime().availableProcessors();
        assertThat(r.err()).contains("note: --threads 100000 is more than the " + cores + " cores; using " + cores);
        assertThat(r.out()).contains("32 puzzles covering 514 states");
    }

    @Example
    void dbOnFilesThatAreNotADatabase() throws Exception {
        Path file = Files.writeString(tmp.resolve("regular.txt"), "not a database\n");
        oneLine(run("db", file.toString(), "--hardest", "5"), "db", file.toString(), "not a database made by 'enumerate'");
        Path garbage = Files.createDirectories(tmp.resolve("garbage"));
        Files.write(garbage.resolve(Store.DB_FILE), "garbage garbage garbage".repeat(300).getBytes(StandardCharsets.UTF_8));
        oneLine(run("db", garbage.toString(), "--hardest", "5"), "db", garbage.resolve(Store.DB_FILE).toString(), "not a database");
    }

    @Example
    void damagedPartFilesAndManifestsAreNamedWithTheLine() throws Exception {
        Path copy = copyOfParts("damaged");
        Files.writeString(copy.resolve("parts").resolve("part-00002.txt"), "garbage\n");
        Path part = copy.resolve("parts").resolve("part-00002.txt");
        oneLine(run("db", copy.toString(), "--hardest", "1"), "db", part + ":1: not a partition row: 'garbage'");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--partitions", "4", "--out", copy.toString()), "enumerate",
                part + ":1: not a partition row");
        Files.writeString(copy.resolve("manifest.json"), "{broken");
        oneLine(run("enumerate", "rushhour", "--size", "4", "--partitions", "4", "--out", copy.toString()), "enumerate",
                copy.resolve("manifest.json") + ": not a manifest written by 'enumerate'");
    }

    /** The folder of an unfinished run: the manifest and the parts, no DuckDB file. */
    private static Path copyOfParts(String name) throws Exception {
        Path copy = Files.createDirectories(tmp.resolve(name + System.nanoTime()).resolve("parts"));
        try (var s = Files.list(db.resolve("parts"))) {
            for (Path p : s.toList()) Files.copy(p, copy.resolve(p.getFileName()));
        }
        Files.copy(db.resolve("manifest.json"), copy.getParent().resolve("manifest.json"));
        return copy.getParent();
    }

    /** A damaged DuckDB file: an answer (the damage missed what the query reads) or one line naming it. */
    @Property(tries = 25)
    void corruptedDatabaseFilesGetOneLine(@ForAll @IntRange(min = 0, max = 2) int how, @ForAll long seed) throws Exception {
        Random rnd = new Random(seed);
        byte[] b = duck.clone();
        switch (how) {
            case 0 -> b = Arrays.copyOf(b, rnd.nextInt(b.length));                       // cut short
            case 1 -> { for (int i = 0; i < 64; i++) b[rnd.nextInt(b.length)] ^= (byte) (1 + rnd.nextInt(255)); }
            default -> { int at = rnd.nextInt(b.length); Arrays.fill(b, at, Math.min(b.length, at + 4096), (byte) 0); }
        }
        Path dir = Files.createDirectories(tmp.resolve("fuzz-db-" + System.nanoTime()));
        Files.write(dir.resolve(Store.DB_FILE), b);
        Run r = run("db", dir.toString(), "--counts");
        answerOrOneLine(r, "db", dir.toString());
    }

    /** A --check of more lines than a run may sweep is refused before the first sweep, naming the count and how to split. */
    @Example
    void aCheckOfMoreLinesThanTheBoundIsRefusedAtOnce() throws IOException {
        Path big = tmp.resolve("big-check.txt");
        String line = "51 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 4888\n";
        Files.writeString(big, line.repeat(EnumerateCommand.MAX_CHECK_LINES + 1));
        long t0 = System.nanoTime();
        oneLine(run("enumerate", "rushhour", "--check", big.toString()), "enumerate", big + ": 100001 lines to check; --check reads at most 100000");
        assertThat((System.nanoTime() - t0) / 1_000_000).isLessThan(60_000);   // not 100,001 sweeps
    }

    /** Damaged Fogleman lines for --check and --compare: found/missing (0/1) or one line naming the file. */
    @Property(tries = 20)
    void corruptedFoglemanFilesGetOneLine(@ForAll long seed) throws Exception {
        Random rnd = new Random(seed);
        byte[] b = "# 4x4 lines\n7 BBoFAAoFECCCEoDD 34\n7 BBoFAAoFECCCEDDD 20\n".getBytes(StandardCharsets.UTF_8);
        int edits = 1 + rnd.nextInt(4);
        for (int i = 0; i < edits; i++) {
            int at = rnd.nextInt(b.length);
            switch (rnd.nextInt(3)) {
                case 0 -> b[at] = (byte) rnd.nextInt(256);
                case 1 -> b = Arrays.copyOf(b, at);
                default -> {
                    String odd = " x0A\n\t#-9";
                    b[at] = (byte) odd.charAt(rnd.nextInt(odd.length()));
                }
            }
            if (b.length == 0) break;
        }
        Path f = tmp.resolve("fuzz-" + System.nanoTime() + ".txt");
        Files.write(f, b);
        answerOrOneLine(run("enumerate", "rushhour", "--check", f.toString()), "enumerate", f.toString());
        answerOrOneLine(run("db", db.toString(), "--compare", f.toString()), "db", f.toString());
    }

    private static void answerOrOneLine(Run r, String command, String file) {
        assertThat(r.err()).doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(r.code()).as(r.err()).isIn(0, 1, 2);
        if (r.code() == 2) oneLine(r, command, file);
    }
}

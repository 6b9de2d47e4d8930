package puzzlelab.rushdb;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RushdbCommandsTest {
    record Run(int code, String out, String err) {
    }

    static Run run(String... args) {
        PrintStream o = System.out;
        PrintStream e = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int code = RushdbMain.execute(args);
            return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(o);
            System.setErr(e);
        }
    }

    /** Every file but the timings and the DuckDB file, with its bytes (Parquet's as hex). */
    static List<String> snapshot(Path dir) throws Exception {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted().toList()) {
                String name = dir.relativize(p).toString();
                if (Files.isDirectory(p) || name.startsWith("timings") || name.startsWith("rush.duckdb")) continue;
                byte[] b = Files.readAllBytes(p);
                out.add(name + "\n" + (name.endsWith(".parquet") ? java.util.HexFormat.of().formatHex(b)
                        : new String(b, java.nio.charset.StandardCharsets.UTF_8)));
            }
        }
        return out;
    }

    @Test
    void interruptedRunResumesToTheSameBytes(@TempDir Path tmp) throws Exception {
        Path whole = tmp.resolve("whole");
        Path resumed = tmp.resolve("resumed");
        Run a = run("enumerate", "rushhour", "--size", "4", "--walls", "1", "--partitions", "9", "--threads", "2",
                "--out", whole.toString(), "--format", "json");
        assertThat(a.code()).as(a.err()).isZero();
        JsonNode j = new ObjectMapper().readTree(a.out());
        assertThat(j.get("puzzles").asLong()).isEqualTo(32);
        assertThat(j.get("inputs").asLong()).isEqualTo(9804);
        assertThat(j.get("states").asLong()).isEqualTo(514);
        assertThat(j.get("engine").asText()).isEqualTo("local");

        Run stopped = run("enumerate", "rushhour", "--size", "4", "--walls", "1", "--partitions", "9", "--threads", "1",
                "--out", resumed.toString(), "--stop-after", "4");
        assertThat(stopped.code()).isEqualTo(3);
        try (Stream<Path> s = Files.list(resumed.resolve("parts"))) {
            assertThat(s.count()).isEqualTo(4);
        }
        assertThat(resumed.resolve("summary.json")).doesNotExist();
        // queries on the unfinished run answer from its finished partitions and say so
        long rowsSoFar;
        try (Stream<Path> s = Files.list(resumed.resolve("parts"))) {
            rowsSoFar = s.flatMap(f -> {
                try {
                    return Files.readAllLines(f).stream();
                } catch (java.io.IOException x) {
                    throw new java.io.UncheckedIOException(x);
                }
            }).filter(l -> !l.startsWith("#") && !l.isBlank()).count();
        }
        Run soFar = run("db", resumed.toString(), "--counts", "--format", "json");
        assertThat(soFar.code()).as(soFar.err()).isZero();
        JsonNode sf = new ObjectMapper().readTree(soFar.out());
        assertThat(sf.get("finishedPartitions").toString()).isEqualTo("[4,9]");
        long counted = 0;
        for (JsonNode n : sf.get("counts")) counted += n.get("puzzles").asLong();
        assertThat(counted).isEqualTo(rowsSoFar).isPositive().isLessThan(32);
        Run soFarText = run("db", resumed.toString(), "--hardest", "1");
        assertThat(soFarText.code()).isZero();
        assertThat(soFarText.err()).contains("answering from its 4 of 9 finished partitions");
        Path lines = tmp.resolve("hardest.txt");
        Files.writeString(lines, "7 QQoBAAoBRCCCRoDD 34\n");   // the hardest 4×4 row, relabelled: in partition 4..8 or not
        Run cmp = run("db", resumed.toString(), "--compare", lines.toString(), "--format", "json");
        assertThat(cmp.code()).as("a run not finished reports, it does not fail").isZero();
        JsonNode cj = new ObjectMapper().readTree(cmp.out());
        assertThat(cj.get("found").asInt() + cj.get("notFoundYet").asInt()).isEqualTo(1);
        assertThat(cj.has("missing")).isFalse();
        // a half-written partition as left by kill -9 while writing, and a line of its time cut short
        Files.writeString(resumed.resolve("parts").resolve("part-00008.txt.tmp"), "3 oooo");
        assertThat(Files.readAllLines(resumed.resolve("timings-parts.tsv"))).hasSize(4)
                .allSatisfy(l -> assertThat(l).matches("[0-8]\t\\d+\\.\\d{6}"));
        Files.writeString(resumed.resolve("timings-parts.tsv"), "8\t0.", java.nio.file.StandardOpenOption.APPEND);
        Run rest = run("enumerate", "rushhour", "--size", "4", "--walls", "1", "--partitions", "9", "--threads", "2",
                "--out", resumed.toString(), "--format", "json");
        assertThat(rest.code()).as(rest.err()).isZero();
        assertThat(rest.err()).contains("(5 to do)");
        // every partition's CPU time, over both runs; the cut line is skipped
        JsonNode rj = new ObjectMapper().readTree(rest.out());
        assertThat(rj.get("timedPartitions").asInt()).isEqualTo(9);
        assertThat(rj.get("cpuSeconds").asDouble()).isPositive();
        assertThat(Files.readAllLines(resumed.resolve("timings-parts.tsv"))).hasSize(10).contains("8\t0.");
        JsonNode timings = new ObjectMapper().readTree(resumed.resolve("timings.json").toFile());
        assertThat(timings.get("timedPartitions").asInt()).isEqualTo(9);
        assertThat(timings.get("slowestPartitions")).hasSize(5);
        assertThat(timings.get("slowestPartitions").get(0).get("cpuSeconds").asDouble())
                .isGreaterThanOrEqualTo(timings.get("slowestPartitions").get(4).get("cpuSeconds").asDouble());
        List<String> w = snapshot(whole);
        assertThat(snapshot(resumed)).isEqualTo(w);
        assertThat(w).hasSize(9 + 3);   // parts, manifest, summary, puzzles.parquet

        // a folder of another enumeration is refused
        Run other = run("enumerate", "rushhour", "--size", "4", "--walls", "0", "--partitions", "9", "--out", resumed.toString());
        assertThat(other.code()).isEqualTo(2);
        assertThat(other.err()).contains("another enumeration").doesNotContain("Exception");

        // queries
        Run hardest = run("db", whole.toString(), "--hardest", "2");
        assertThat(hardest.code()).isZero();
        assertThat(hardest.out().split("\n")).hasSize(2);
        assertThat(hardest.out()).startsWith("7 BBoFAAoFECCCEoDD 34 rushhour:BBoFAAoFECCCEoDD");
        Run counts = run("db", whole.toString(), "--counts", "--format", "json");
        JsonNode c = new ObjectMapper().readTree(counts.out()).get("counts");
        long puzzles = 0;
        for (JsonNode n : c) puzzles += n.get("puzzles").asLong();
        assertThat(puzzles).isEqualTo(32);
        assertThat(c.get(0).get("moves").asInt()).isEqualTo(1);
        Run moves = run("db", whole.toString(), "--moves", "5", "--max-pieces", "4", "--format", "json");
        for (JsonNode n : new ObjectMapper().readTree(moves.out()).get("rows")) {
            assertThat(n.get("moves").asInt()).isEqualTo(5);
            assertThat(n.get("board").asText().chars().filter(ch -> ch >= 'A' && ch <= 'Z').distinct().count()).isLessThanOrEqualTo(4);
        }
        Run random = run("db", whole.toString(), "--random", "--min-moves", "6", "--max-moves", "6", "--seed", "3", "--format", "json");
        JsonNode r = new ObjectMapper().readTree(random.out()).get("rows");
        assertThat(r).hasSize(1);
        assertThat(r.get(0).get("moves").asInt()).isEqualTo(6);
        assertThat(run("db", whole.toString(), "--random", "--min-moves", "6", "--max-moves", "6", "--seed", "3",
                "--format", "json").out()).isEqualTo(random.out());
    }

    @Test
    void onlyPartitionsRunsASliceAndTheLastRunBuildsTheSameDatabase(@TempDir Path tmp) throws Exception {
        Path whole = tmp.resolve("whole");
        Path sliced = tmp.resolve("sliced");
        String[] base = {"enumerate", "rushhour", "--size", "4", "--walls", "2", "--partitions", "8", "--threads", "2"};
        assertThat(run(concat(base, "--out", whole.toString())).code()).isZero();
        Run first = run(concat(base, "--out", sliced.toString(), "--only-partitions", "2-5", "--format", "json"));
        assertThat(first.code()).as(first.err()).isZero();
        JsonNode j = new ObjectMapper().readTree(first.out());
        assertThat(j.get("partitionsRunNow").asInt()).isEqualTo(4);
        assertThat(j.get("partitionsLeft").asInt()).isEqualTo(4);
        assertThat(sliced.resolve("summary.json")).doesNotExist();
        try (Stream<Path> parts = Files.list(sliced.resolve("parts"))) {
            assertThat(parts.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("part-00002.txt", "part-00003.txt", "part-00004.txt", "part-00005.txt");
        }
        Run bad = run(concat(base, "--out", sliced.toString(), "--only-partitions", "6-8"));
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().strip()).doesNotContain("\n").contains("--only-partitions 6-8").contains("0-7");
        assertThat(run(concat(base, "--out", sliced.toString())).code()).isZero();
        assertThat(snapshot(sliced)).isEqualTo(snapshot(whole));
    }

    @Test
    void wallFilterAndCountsPerWallsMatchAWallFreeEnumeration(@TempDir Path tmp) throws Exception {
        Path w0 = tmp.resolve("w0");
        Path w1 = tmp.resolve("w1");
        String[] base = {"enumerate", "rushhour", "--size", "5", "--partitions", "16", "--threads", "2"};
        assertThat(run(concat(base, "--walls", "0", "--out", w0.toString())).code()).isZero();
        assertThat(run(concat(base, "--walls", "1", "--out", w1.toString())).code()).isZero();
        ObjectMapper om = new ObjectMapper();
        JsonNode all = om.readTree(run("db", w1.toString(), "--counts", "--format", "json").out());
        JsonNode noWalls = om.readTree(run("db", w1.toString(), "--counts", "--max-walls", "0", "--format", "json").out());
        JsonNode plain = om.readTree(run("db", w0.toString(), "--counts", "--format", "json").out());
        // README table: 5×5 has 6,041 puzzles with at most one wall, 1,730 (329,603 states) without
        assertThat(all.get("total").get("puzzles").asLong()).isEqualTo(6041);
        assertThat(noWalls.get("total").get("puzzles").asLong()).isEqualTo(1730);
        assertThat(noWalls.get("total").get("states").asLong()).isEqualTo(329_603);
        // the wall-free rows of the one-wall enumeration are the wall-free enumeration, move count by move count
        assertThat(noWalls.get("counts")).isEqualTo(plain.get("counts"));
        JsonNode perWalls = all.get("perWalls");
        assertThat(perWalls).hasSize(2);
        assertThat(perWalls.get(0).get("walls").asInt()).isZero();
        assertThat(perWalls.get(0).get("puzzles").asLong()).isEqualTo(1730);
        assertThat(perWalls.get(1).get("walls").asInt()).isEqualTo(1);
        assertThat(perWalls.get(1).get("puzzles").asLong()).isEqualTo(6041 - 1730);
        Run text = run("db", w1.toString(), "--counts");
        assertThat(text.out()).contains("    total:        6,041 puzzles").contains("  0 walls:        1,730 puzzles");
        // the hardest wall-free puzzles: no 'x' on their boards, and not the overall hardest (which has a wall)
        Run hard = run("db", w1.toString(), "--hardest", "5", "--max-walls", "0");
        assertThat(hard.out().split("\n")).hasSize(5).allSatisfy(l -> assertThat(l.split(" ")[1]).doesNotContain("x"));
        assertThat(run("db", w1.toString(), "--hardest", "1").out().split(" ")[1]).contains("x");
        Run bad = run("db", w1.toString(), "--counts", "--max-walls", "-1");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().strip()).doesNotContain("\n").endsWith("--max-walls must be 0 or more, not -1");
    }

    @Test
    void lookupFindsAnyPositionsClusterRowOrSaysWhyThereIsNone(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("w1");
        assertThat(run("enumerate", "rushhour", "--size", "4", "--walls", "1", "--partitions", "3", "--out", dir.toString()).code()).isZero();
        ObjectMapper om = new ObjectMapper();
        // the hardest 4×4 puzzle, relabelled: matched by cells
        Run hardest = run("db", dir.toString(), "--lookup", "QQoBAAoBRCCCRoDD");
        assertThat(hardest.code()).as(hardest.err()).isZero();
        assertThat(hardest.out().split("\n")).containsExactly(
                "QQoBAAoBRCCCRoDD: 7 moves to the goal (its cluster: 34 states; the hardest, 7 moves: BBoFAAoFECCCEoDD)",
                "in the database", "7 BBoFAAoFECCCEoDD 34 rushhour:BBoFAAoFECCCEoDD");
        JsonNode two = om.readTree(run("db", dir.toString(), "--lookup", "ooBoAABooooooooo", "--format", "json").out());
        assertThat(two.get("moves").asInt()).isEqualTo(2);
        assertThat(two.get("inDatabase").asBoolean()).isTrue();
        assertThat(two.get("row").get("moves").asInt()).isEqualTo(two.get("hardestMoves").asInt());
        JsonNode idle = om.readTree(run("db", dir.toString(), "--lookup", "ooooAAooooooCCoo", "--format", "json").out());
        assertThat(idle.get("minimal").asBoolean()).isFalse();
        assertThat(idle.get("row").isNull()).isTrue();
        Run stuck = run("db", dir.toString(), "--lookup", "oooBAAoBoooBoooo");
        assertThat(stuck.code()).isZero();
        assertThat(stuck.out()).contains("unsolvable (its cluster: 4 states").contains("not in the database: unsolvable");
        assertThat(run("db", dir.toString(), "--lookup", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM").out())
                .contains("60 moves to the goal").contains("outside this database (4×4, at most 1 wall)");
        Run bad = run("db", dir.toString(), "--lookup", "AAo\u001b");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().strip()).doesNotContain("\n").doesNotContain("\u001b").contains("\\u001b");
        // a minimal cluster the database lacks is reported, exit 1
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:duckdb:" + dir.resolve("rush.duckdb").toAbsolutePath())) {
            c.createStatement().execute("DELETE FROM puzzles WHERE cluster_size = 34");
        }
        Run missing = run("db", dir.toString(), "--lookup", "QQoBAAoBRCCCRoDD");
        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.out()).contains("MISSING from the database");
    }

    private static String[] concat(String[] a, String... b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    @Test
    void onlyLayoutOfPrintsTheRowsOfThatLayout() throws Exception {
        Run r = run("enumerate", "rushhour", "--only-layout-of", "IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM", "--format", "json");
        assertThat(r.code()).isZero();
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertThat(j.get("rows")).hasSize(1);
        assertThat(j.get("rows").get(0).get("moves").asInt()).isEqualTo(60);
        assertThat(j.get("rows").get(0).get("clusterSize").asLong()).isEqualTo(2332);
        assertThat(j.get("size").asInt()).isEqualTo(6);
    }

    @Test
    void stepsAreTheFewestOneCellSlides() throws Exception {
        // the hardest board without walls (= ThinkFun card 40): 51 moves, 81 steps by BFS (shared/notes/rushhour.md §3)
        Run r = run("enumerate", "rushhour", "--only-layout-of", "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", "--format", "json");
        JsonNode row = new ObjectMapper().readTree(r.out()).get("rows").get(0);
        assertThat(row.get("moves").asInt()).isEqualTo(51);
        assertThat(row.get("clusterSize").asLong()).isEqualTo(4780);
        assertThat(row.get("steps").asInt()).isEqualTo(81);
    }

    @Test
    void checkFindsDatabaseLinesAndReportsOthers(@TempDir Path tmp) throws Exception {
        Path f = tmp.resolve("lines.txt");
        Files.writeString(f, "# two real lines and one with a wrong count\n"
                + "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n"
                + "51 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n"
                + "50 GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo 4780\n");
        Run r = run("enumerate", "rushhour", "--check", f.toString(), "--format", "json");
        assertThat(r.code()).isEqualTo(1);
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertThat(j.get("found").asInt()).isEqualTo(2);
        assertThat(j.get("missing")).hasSize(1);
        assertThat(j.get("missing").get(0).asText()).startsWith("50 ");
    }

    @Test
    void compareLooksUpAFoglemanFileInADatabaseByCells(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("db4");
        Run made = run("enumerate", "rushhour", "--size", "4", "--walls", "1", "--partitions", "3", "--out", dir.toString());
        assertThat(made.code()).as(made.err()).isZero();
        // the hardest 4×4 row (7 BBoFAAoFECCCEoDD 34) with other letters, the same with a wrong move count, a 6×6
        // line and a 4×4 line with two walls (neither compared)
        Path f = tmp.resolve("lines.txt");
        Files.writeString(f, "# relabelled\n7 QQoBAAoBRCCCRoDD 34\n6 QQoBAAoBRCCCRoDD 34\n"
                + "60 IBBxooIooLDDJAALooJoKEEMFFKooMGGHHHM 2332\n3 xxooAAooBoooBooo 9\n");
        Run r = run("db", dir.toString(), "--compare", f.toString(), "--format", "json");
        assertThat(r.code()).as(r.err()).isEqualTo(1);
        JsonNode j = new ObjectMapper().readTree(r.out());
        assertThat(j.get("size").asInt()).isEqualTo(4);
        assertThat(j.get("walls").asInt()).isEqualTo(1);
        assertThat(j.get("compared").asInt()).isEqualTo(2);
        assertThat(j.get("found").asInt()).isEqualTo(1);
        assertThat(j.get("outside").asInt()).isEqualTo(2);
        assertThat(j.get("missing")).hasSize(1);
        assertThat(j.get("missing").get(0).asText()).isEqualTo("6 QQoBAAoBRCCCRoDD 34");

        Files.writeString(f, "7 QQoBAAoBRCCCRoDD 34\n");
        Run ok = run("db", dir.toString(), "--compare", f.toString());
        assertThat(ok.code()).as(ok.err()).isZero();
        assertThat(ok.out()).startsWith("1 of 1 lines (4×4, at most 1 walls) found");

        Files.writeString(f, "7 QQoBAAoBRCCCRoDD 34\n7 QQoB 34\n");
        Run bad = run("db", dir.toString(), "--compare", f.toString());
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().trim().split("\n")).hasSize(1);
        assertThat(bad.err()).contains("lines.txt line 2: ").doesNotContain("Exception");
    }

    @Test
    void aLayoutBeyondTheMemoryBoundStopsTheRunCleanlyAndItResumes(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("bounded");
        Run small = run("enumerate", "rushhour", "--size", "4", "--partitions", "3", "--threads", "1",
                "--max-layout-states", "5", "--out", dir.toString());
        assertThat(small.code()).isEqualTo(3);
        assertThat(small.err()).contains("holds more than 5 states to sweep").contains("-Xmx")
                .doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(dir.resolve("summary.json")).doesNotExist();
        Run rest = run("enumerate", "rushhour", "--size", "4", "--partitions", "3", "--out", dir.toString(), "--format", "json");
        assertThat(rest.code()).as(rest.err()).isZero();
        assertThat(new ObjectMapper().readTree(rest.out()).get("puzzles").asLong()).isEqualTo(32);
        assertThat(run("enumerate", "rushhour", "--size", "4", "--max-layout-states", "0").code()).isEqualTo(2);
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path tmp) {
        Run bad = run("enumerate", "rushhour", "--only-layout-of", "AAoo");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err().trim().split("\n")).hasSize(1);
        assertThat(run("enumerate", "rushhour", "--size", "3").code()).isEqualTo(2);
        assertThat(run("enumerate", "sokoban", "--size", "4").code()).isEqualTo(2);
        Run missing = run("db", tmp.resolve("nothing").toString(), "--counts");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).contains("no Rush Hour database");
    }
}

package puzzlelab.cli.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static puzzlelab.cli.compare.CompareHarness.compare;
import static puzzlelab.cli.compare.CompareHarness.csv;
import static puzzlelab.cli.compare.CompareHarness.csvHeader;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareCommandTest {
    /** The 8-puzzle two moves from the goal (blank top-left): blank slides left twice. */
    static final String EIGHT = "fifteen:3x3:1.2.0.3.4.5.6.7.8";
    static final String TEMPLATE = "template:1:100";  // 8 moves optimal

    static final List<String> COLUMNS = List.of("instance", "puzzle", "algorithm", "heuristic", "seed", "status",
            "length", "optimal", "lower_bound", "first_solution_ms", "expanded", "generated", "stored", "max_frontier", "wall_ms", "cpu_ms", "peak_bytes",
            "jvm", "cpu", "jobs", "message");

    @TempDir
    Path dir;

    private static CSVRecord find(List<CSVRecord> rows, String instance, String algorithm) {
        return rows.stream().filter(r -> r.get("instance").equals(instance) && r.get("algorithm").equals(algorithm))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + instance + " " + algorithm));
    }

    @Test
    void oneRowPerRunWithTheIssueColumns() throws Exception {
        Path out = dir.resolve("r.csv");
        var run = compare(TEMPLATE, EIGHT, "-a", "bfs,astar", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(csvHeader(out)).containsExactlyElementsOf(COLUMNS);
        List<CSVRecord> rows = csv(out);
        assertThat(rows).hasSize(4);
        CSVRecord bfs = find(rows, TEMPLATE, "bfs");
        assertThat(bfs.get("puzzle")).isEqualTo("template");
        assertThat(bfs.get("status")).isEqualTo("SOLVED");
        assertThat(bfs.get("length")).isEqualTo("8");
        assertThat(bfs.get("optimal")).isEqualTo("true");
        assertThat(bfs.get("heuristic")).isEmpty();
        assertThat(bfs.get("seed")).isEmpty();
        assertThat(Long.parseLong(bfs.get("expanded"))).isPositive();
        assertThat(Long.parseLong(bfs.get("generated"))).isGreaterThanOrEqualTo(Long.parseLong(bfs.get("expanded")));
        CSVRecord astar = find(rows, EIGHT, "astar");
        assertThat(astar.get("heuristic")).isEqualTo("linear-conflict");  // the puzzle's default
        assertThat(astar.get("length")).isEqualTo("2");
        assertThat(astar.get("optimal")).isEqualTo("true");
        for (CSVRecord r : rows) {
            assertThat(r.get("jobs")).isEqualTo("1");
            assertThat(r.get("jvm")).contains("max heap");
            assertThat(r.get("cpu")).contains("cores");
        }
        // the table: one line per instance, best length proven optimal
        assertThat(run.out()).containsPattern("(?m)^template:1:100\\s+template\\s+8\\*");
        assertThat(run.out()).containsPattern("(?m)^fifteen:3x3:1\\.2\\.0\\.3\\.4\\.5\\.6\\.7\\.8\\s+fifteen\\s+2\\*");
    }

    @Test
    void jsonLinesParseBackToTheCsvValues() throws Exception {
        Path csvFile = dir.resolve("r.csv");
        Path json = dir.resolve("r.jsonl");
        var run = compare(TEMPLATE, EIGHT, "-a", "bfs,idastar:manhattan,random", "--seed", "3", "--out",
                csvFile.toString(), "--json", json.toString());
        assertThat(run.code()).as(run.err()).isZero();
        List<CSVRecord> rows = csv(csvFile);
        List<String> lines = Files.readAllLines(json);
        assertThat(lines).hasSize(rows.size()).hasSize(5);  // idastar:manhattan does not apply to template
        ObjectMapper m = new ObjectMapper();
        for (int i = 0; i < lines.size(); i++) {
            JsonNode n = m.readTree(lines.get(i));
            List<String> keys = new ArrayList<>();
            n.fieldNames().forEachRemaining(keys::add);
            assertThat(keys).containsExactlyElementsOf(COLUMNS);
            for (String c : COLUMNS) {
                String fromJson = n.get(c).isNull() ? "" : n.get(c).asText();
                assertThat(fromJson).as(c).isEqualTo(rows.get(i).get(c));
            }
            assertThat(n.get("expanded").isNumber()).isTrue();
            assertThat(n.get("optimal").isBoolean()).isTrue();
        }
        JsonNode random = m.readTree(lines.stream().filter(l -> l.contains("\"random\"")).findFirst().orElseThrow());
        assertThat(random.get("seed").asLong()).isEqualTo(3);
    }

    @Test
    void repeatKeepsOneRowPerDeterministicConfiguration() throws Exception {
        Path out = dir.resolve("r.csv");
        var run = compare(TEMPLATE, EIGHT, "-a", "bfs,greedy", "--repeat", "3", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(csv(out)).hasSize(4);
        assertThat(run.out()).contains("median of 3 runs");
    }

    /** auto is seeded (its finders may be random) but proves: one seed, no mean, and the proof's star. */
    @Test
    void aSeededAlgorithmThatProvesItsLengthGetsTheStarAndOneSeedNoMean() throws Exception {
        var run = compare(TEMPLATE, "-a", "auto,bfs", "--seed", "5");
        assertThat(run.code()).as(run.err()).isZero();
        String row = run.out().lines().filter(l -> l.startsWith(TEMPLATE)).findFirst().orElseThrow();
        assertThat(row).startsWith(TEMPLATE + "  8*").doesNotContain("avg").doesNotContain("8=");
        assertThat(row.split("8\\*")).hasSize(4);   // best, auto and bfs: each proven
    }

    @Test
    void randomAlgorithmsRunOncePerSeedAndShowBestAndMean() throws Exception {
        Path out = dir.resolve("r.csv");
        var run = compare(TEMPLATE, "-a", "random,bfs", "--repeat", "4", "--seed", "11", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        List<CSVRecord> rows = csv(out);
        List<CSVRecord> random = rows.stream().filter(r -> r.get("algorithm").equals("random")).toList();
        assertThat(random).extracting(r -> r.get("seed")).containsExactly("11", "12", "13", "14");
        assertThat(random).allSatisfy(r -> assertThat(r.get("status")).isEqualTo("SOLVED"));
        assertThat(find(rows, TEMPLATE, "bfs").get("seed")).isEmpty();
        long best = random.stream().mapToLong(r -> Long.parseLong(r.get("length"))).min().orElseThrow();
        double mean = random.stream().mapToLong(r -> Long.parseLong(r.get("length"))).average().orElseThrow();
        assertThat(best).isGreaterThanOrEqualTo(8);
        assertThat(run.out()).contains(best + (best == 8 ? "=" : "") + " (avg "
                + String.format(Locale.ROOT, "%.1f", mean) + ")");
        // the same seed gives the same walks
        Path again = dir.resolve("again.csv");
        compare(TEMPLATE, "-a", "random", "--repeat", "4", "--seed", "11", "--out", again.toString());
        assertThat(csv(again)).extracting(r -> r.get("length"))
                .containsExactlyElementsOf(random.stream().map(r -> r.get("length")).toList());
    }

    @Test
    void configurationsThatDoNotFitAPuzzleAreSkippedWithANote() throws Exception {
        Path out = dir.resolve("r.csv");
        var run = compare(TEMPLATE, EIGHT, "-a", "bfs,idastar:manhattan,bidi", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        List<CSVRecord> rows = csv(out);
        assertThat(rows).extracting(r -> r.get("instance") + " " + r.get("algorithm")).containsExactly(
                TEMPLATE + " bfs", EIGHT + " bfs", EIGHT + " idastar", EIGHT + " bidi");
        assertThat(run.err()).contains("note: idastar:manhattan skipped on template:1:100: unknown heuristic 'manhattan'");
        assertThat(run.err()).contains("note: bidi skipped on template:1:100: bidi needs");
        String templateLine = run.out().lines().filter(l -> l.startsWith(TEMPLATE)).findFirst().orElseThrow();
        assertThat(templateLine.split("n/a", -1)).hasSize(3);
    }

    @Test
    void limitsBecomeLimitRows() throws Exception {
        Path out = dir.resolve("r.csv");
        var run = compare("fifteen:korf-1", TEMPLATE, "-a", "bfs,idastar", "--max-nodes", "1000", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        List<CSVRecord> rows = csv(out);
        assertThat(rows).hasSize(4);
        for (String algo : List.of("bfs", "idastar")) {
            CSVRecord r = find(rows, "fifteen:korf-1", algo);
            assertThat(r.get("status")).isEqualTo("LIMIT");
            assertThat(r.get("message")).contains("node limit of 1000");
            assertThat(Long.parseLong(r.get("expanded"))).isGreaterThanOrEqualTo(1000);
            assertThat(r.get("length")).isEmpty();
            assertThat(r.get("optimal")).isEqualTo("false");
        }
        assertThat(find(rows, TEMPLATE, "bfs").get("status")).isEqualTo("SOLVED");
        assertThat(run.out()).containsPattern("(?m)^fifteen:korf-1\\s+fifteen\\s+-\\s+limit\\s.*\\slimit\\s");
    }

    @Test
    void unsolvableInstancesAreRowsToo() throws Exception {
        Path out = dir.resolve("r.csv");
        String swapped = "fifteen:3x3:0.2.1.3.4.5.6.7.8";  // two tiles swapped: odd permutation
        var run = compare(swapped, TEMPLATE, "-a", "bfs,idastar", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        List<CSVRecord> rows = csv(out);
        assertThat(rows).hasSize(4);
        assertThat(find(rows, swapped, "bfs").get("status")).isEqualTo("UNSOLVABLE");
        assertThat(find(rows, swapped, "idastar").get("length")).isEmpty();
        assertThat(run.out()).containsPattern("(?m)^fifteen:3x3:0\\.2\\.1\\S*\\s+fifteen\\s+unsolvable\\s+unsolvable");
    }

    @Test
    void parallelJobsAreStatedInEveryRowAndTheTableKeepsInputOrder() throws Exception {
        Path out = dir.resolve("r.csv");
        String[] ids = {"template:1:60", EIGHT, "template:3:50", "fifteen:3x3:3.1.2.0.4.5.6.7.8"};
        var run = compare(ids[0], ids[1], ids[2], ids[3], "-a", "bfs,astar", "--jobs", "2", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        List<CSVRecord> rows = csv(out);
        assertThat(rows).hasSize(8).allSatisfy(r -> assertThat(r.get("jobs")).isEqualTo("2"));
        List<String> tableIds = run.out().lines().skip(2).takeWhile(l -> !l.isBlank()).map(l -> l.split("\\s+")[0]).toList();
        assertThat(tableIds).containsExactly(ids);
    }

    @Test
    void markdownTableIsAPipeTable() {
        var run = compare(TEMPLATE, "-a", "bfs,astar", "--markdown");
        assertThat(run.code()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).startsWith("| instance").contains("| best").contains("| bfs").endsWith("|");
        assertThat(lines.get(1)).matches("\\|[-|]+\\|");
        assertThat(lines.get(2)).startsWith("| template:1:100").contains("| 8\\*").contains("8\\* · ");
    }

    @Test
    void foldersGiveTheirInstanceFilesSortedAndSkipTheRest() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        Files.writeString(data.resolve("b.txt"), "template 1 20\n");  // 1 2 4 5 10 20
        Files.writeString(data.resolve("a.txt"), "1 2 0\n3 4 5\n6 7 8\n");
        Files.writeString(data.resolve("m.txt"), "1 1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15\n"
                + "2 1 2 0 3 4 5 6 7 8 9 10 11 12 13 14 15\n");
        Files.writeString(data.resolve("README.md"), "These are test boards.\n");
        Files.createDirectories(data.resolve("more"));
        Path out = dir.resolve("r.csv");
        var run = compare(data.toString(), "-a", "bfs", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        String d = data + "/";
        assertThat(csv(out)).extracting(r -> r.get("instance") + " " + r.get("length"))
                .containsExactly(d + "a.txt 2", d + "b.txt 5", d + "m.txt#1 1", d + "m.txt#2 2");
        assertThat(run.err()).contains("note: skipped " + d + "README.md: cannot tell which puzzle");
        assertThat(run.err()).contains("note: skipped subfolder " + d + "more");
    }

    @Test
    void warmUpRunsAreNotReported() throws Exception {
        Path out = dir.resolve("r.csv");
        var run = compare(TEMPLATE, "-a", "bfs", "--warmup", "1s", "--out", out.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(csv(out)).hasSize(1);
    }
}

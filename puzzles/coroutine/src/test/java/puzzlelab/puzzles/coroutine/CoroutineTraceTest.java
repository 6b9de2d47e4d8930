package puzzlelab.puzzles.coroutine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/** The --trace table against report 000's two hand-made traces, and the report's DFS against the optimum. */
class CoroutineTraceTest {

    static String trace(String id, String algorithm, String metric) throws Exception {
        Instance inst = CoroutineTestData.load(id);
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(buf, true, StandardCharsets.UTF_8);
        Solver.solve(inst, Solver.Request.of(algorithm, null).withMetric(metric)
                .withOptions(SearchOptions.DEFAULT.withTrace(inst.trace(out, metric))));
        return buf.toString(StandardCharsets.UTF_8);
    }

    /** Trace rows reduced to the report's transcribed columns (Valid Remain dropped). */
    static List<String> rows(String trace) {
        List<String> out = new ArrayList<>();
        for (String l : trace.split("\n")) {
            String t = l.strip();
            if (t.isEmpty() || t.startsWith("#") || t.startsWith("Turn")) continue;
            String[] f = t.split("\\s+");
            String note = f.length > 8 ? String.join(" ", java.util.Arrays.copyOfRange(f, 8, f.length)) : "";
            out.add((String.join(" ", java.util.Arrays.copyOfRange(f, 0, 7)) + " " + note).strip());
        }
        return out;
    }

    @Test
    void literalReportDfsReproducesTheReportsPuzzle3TraceExactly() throws Exception {
        Map<String, List<String>> report = CoroutineTestData.sections("report_000_traces.txt");
        assertThat(rows(trace("coroutine:bailey-3", "dfs-report", "turns"))).containsExactlyElementsOf(report.get("Puzzle 3"));
    }

    @Test
    void literalReportDfsReproducesTheReportsPuzzle2TracePlusTwoOmittedRows() throws Exception {
        Map<String, List<String>> report = CoroutineTestData.sections("report_000_traces.txt");
        List<String> ours = rows(trace("coroutine:bailey-2", "dfs-report", "turns"));
        List<String> expected = new ArrayList<>(report.get("Puzzle 2"));
        // the report skips the second valid direction when the first already hit a seen signature
        expected.add(expected.indexOf("10 B 6 9 2 1,2,4,5 4 sig seen") + 1, "10 B 6 8 2 1,2,4,5 5 sig seen");
        expected.add(expected.indexOf("16 B 4 2 6 1,3,6 1 sig seen") + 1, "16 B 4 8 6 1,3,6 3 sig seen");
        assertThat(ours).containsExactlyElementsOf(expected);
    }

    @Test
    void traceShowsRemainingDirectionsAndBaselineCuts() throws Exception {
        String t = trace("coroutine:bailey-2", "dfs-signatures", "turns");
        assertThat(t).contains("Turn p  p Start p End p' Pos p' Directions  Dir Used Valid Remain Note");
        assertThat(t.lines().filter(l -> l.startsWith("   6 B        6     9      2 1,2,4,5        4        5"))).hasSize(1);
        assertThat(t.lines().filter(l -> l.endsWith("baseline"))).containsExactly(
                "  15 A        8     5      1 0,4,5          0        -            baseline");
        String moves = trace("coroutine:bailey-2", "dfs-signatures", "moves");
        assertThat(moves).contains("Moves  Note");
    }

    @Test
    void traceWorksWithTheGenericDepthFirstSearches() throws Exception {
        String t = trace("coroutine:bailey-1", "dfs", "turns");
        assertThat(rows(t).get(0)).isEqualTo("1 A 1 4 9 4,5,6 4");
        assertThat(t).contains("WIN");
        assertThat(t).contains("            seen\n");
        String bnb = trace("coroutine:bailey-2", "dfbnb", "turns");
        assertThat(bnb).contains("baseline").contains("WIN");
    }

    /**
     * A signature seen once is never replayed in the literal algorithm, even from a shallower position: here A can
     * win at once (1 SE), but the DFS first plays E and, 8 turns deep, uses the signature (1, 5, 9); back at the
     * root, 1 SE is then "seen". dfs-signatures keeps the least count per signature and finds the 1-turn win.
     */
    @Test
    void literalReportDfsMissesTheOptimumWhereSignaturesKeepIt() throws Exception {
        Instance inst = CoroutineTestData.load("coroutine:26.68.2.4.179.4.64.78");
        Result literal = Solver.solve(inst, Solver.Request.of("dfs-report", null));
        Result sound = Solver.solve(inst, Solver.Request.of("dfs-signatures", null));
        Result bfs = Solver.solve(inst, Solver.Request.of("bfs", null));
        assertThat(bfs.solution().cost()).isEqualTo(1);
        assertThat(sound.solution().cost()).isEqualTo(1);
        assertThat(sound.optimal()).isTrue();
        assertThat(literal.solution().cost()).isEqualTo(8);
        assertThat(literal.optimal()).isFalse();
        assertThat(rows(trace("coroutine:26.68.2.4.179.4.64.78", "dfs-report", "turns")))
                .endsWith("1 A 1 5 9 1,2,3,6 3 sig seen");
    }
}

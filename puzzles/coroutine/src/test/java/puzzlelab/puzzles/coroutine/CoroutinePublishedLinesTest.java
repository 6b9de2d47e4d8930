package puzzlelab.puzzles.coroutine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.Instance;

/** The published solution lines replay legally, each on its own board only (so the direction convention is right). */
class CoroutinePublishedLinesTest {

    private static boolean solves(int board, List<String> line) throws Exception {
        Instance inst = CoroutineTestData.load("coroutine:bailey-" + board);
        return Replay.solves(inst.problem("turns"), CoroutineTestData.parseLine(inst, line));
    }

    @Test
    void reidYoungsonLinesReplayOnlyOnTheirBoards() throws Exception {
        Map<String, List<String>> s = CoroutineTestData.sections("youngson_reid_solutions.txt");
        List<String> c1 = s.get("Coroutine 1");
        List<String> c2 = s.get("Coroutine 2");
        assertThat(c1).hasSize(19).startsWith("0, S", "1, -").endsWith("0, N (WIN)");
        assertThat(c2).hasSize(15);
        assertThat(solves(1, c1)).isTrue();
        assertThat(solves(2, c2)).isTrue();
        for (int b : new int[] {2, 3, 4}) assertThat(solves(b, c1)).as("Coroutine 1 on board %d", b).isFalse();
        for (int b : new int[] {1, 3, 4}) assertThat(solves(b, c2)).as("Coroutine 2 on board %d", b).isFalse();
    }

    @Test
    void reidYoungsonLinesAreOptimalInBothMetrics() throws Exception {
        Map<String, List<String>> s = CoroutineTestData.sections("youngson_reid_solutions.txt");
        Instance b1 = CoroutineTestData.load("coroutine:bailey-1");
        Instance b2 = CoroutineTestData.load("coroutine:bailey-2");
        int[] l1 = CoroutineTestData.parseLine(b1, s.get("Coroutine 1"));
        int[] l2 = CoroutineTestData.parseLine(b2, s.get("Coroutine 2"));
        assertThat(b1.counts(l1, "turns")).containsEntry("turns", 19).containsEntry("moves", 16).containsEntry("passes", 3);
        assertThat(b2.counts(l2, "turns")).containsEntry("turns", 15).containsEntry("moves", 13).containsEntry("passes", 2);
        assertThat(Replay.cost(b2.problem("moves"), l2)).isEqualTo(13);
    }

    @Test
    void parkReportTablesReplay() throws Exception {
        Map<String, List<String>> s = CoroutineTestData.sections("park_report_004_tables.txt");
        assertThat(solves(1, s.get("Coroutine Puzzle 1"))).isTrue();
        assertThat(solves(4, s.get("Coroutine Puzzle 4"))).isTrue();
        assertThat(solves(2, s.get("Coroutine Puzzle 1"))).isFalse();
        assertThat(solves(1, s.get("Coroutine Puzzle 4"))).isFalse();
    }

    @Test
    void nativeTableHasTheReportsLayout() throws Exception {
        Map<String, List<String>> s = CoroutineTestData.sections("park_report_004_tables.txt");
        Instance inst = CoroutineTestData.load("coroutine:bailey-4");
        String table = inst.nativeSolution(CoroutineTestData.parseLine(inst, s.get("Coroutine Puzzle 4")));
        String[] rows = table.split("\n");
        assertThat(rows[0]).isEqualTo("Moves  Penny  Direction");
        assertThat(rows[1]).isEqualTo("    1  A      S");
        assertThat(rows[6]).isEqualTo("    -  B      PASS");
        assertThat(rows[7]).isEqualTo("    6  A      E");
        assertThat(rows[16]).isEqualTo("   14  B      W");
        assertThat(rows[17]).isEqualTo("# 16 turns = 14 moves + 2 passes; B reaches the centre");
        assertThat(rows).hasSize(18);
    }
}

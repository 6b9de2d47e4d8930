package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Puzzles;

/** Korf &amp; Taylor's ten 24-puzzle instances: built in, readable from the examples file, solvable for our goal. */
class Korf24InstancesTest {

    private static int[] tiles(Instance inst) {
        long[] s = new long[3];
        inst.problem(null).initial(s);
        return new SlidingBoard(5, 5).unpack(s);
    }

    @Test
    void theBuiltInTenEqualTheExamplesFileAndAreSolvableForTheBlankTopLeft() throws Exception {
        Path file = Path.of("..", "..", "examples", "fifteen", "korf-taylor-24.txt");
        List<FifteenReader.Position> set = FifteenReader.readAll(file.toString(), Files.readString(file, StandardCharsets.UTF_8));
        assertThat(set).hasSize(10);
        Map<Integer, Integer> published = Korf24Bench.published();
        SlidingBoard b = new SlidingBoard(5, 5);
        for (int k = 1; k <= 10; k++) {
            FifteenReader.Position p = set.get(k - 1);
            assertThat(p.rows()).isEqualTo(5);
            assertThat(p.label()).isEqualTo("#" + k);
            Instance inst = Puzzles.load("fifteen:korf24-" + k, null);
            int[] t = tiles(inst);
            assertThat(t).isEqualTo(p.tiles());
            assertThat(inst.unsolvableReason()).isNull();
            // Manhattan distance: at most the optimum, of its parity (each move changes it by one)
            int md = SlidingHeuristic.manhattan(b, t);
            assertThat(md).isLessThanOrEqualTo(published.get(k));
            assertThat((published.get(k) - md) % 2).isZero();
        }
        assertThat(tiles(Puzzles.load("fifteen:korf24-2", null))).startsWith(14, 5, 9, 2, 18).endsWith(3, 16, 22, 13);
        assertThat(published).containsEntry(2, 95).containsEntry(10, 114).hasSize(10);
    }

    @Test
    void theBenchReportsAnInstanceStoppedByItsTimeLimitAsUnsolvedAndUnchecked() throws Exception {
        java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        var outcome = Korf24Bench.run("linear-conflict", List.of(2), puzzlelab.engine.Limits.of(java.time.Duration.ofMillis(300), 0),
                new java.io.PrintStream(buf, true, StandardCharsets.UTF_8), () -> false);
        String out = buf.toString(StandardCharsets.UTF_8);
        assertThat(outcome.checked()).isZero();
        assertThat(outcome.failed()).isZero();
        assertThat(outcome.summary()).contains("1 stopped by a limit");
        assertThat(out).containsPattern("\\n +2 +- +95 +- +[0-9,]+ .*\\(LIMIT, TIME\\)")
                .contains("solved with the published optimal length: 0/1");
    }

    @Test
    void outOfRangeIdsSayWhichExist() {
        assertThatThrownBy(() -> Puzzles.load("fifteen:korf24-11", null)).isInstanceOf(InputException.class)
                .hasMessageContaining("fifteen:korf24-1 .. fifteen:korf24-10");
        assertThatThrownBy(() -> Puzzles.load("fifteen:korf24-x", null)).isInstanceOf(InputException.class);
    }

    @Test
    void pdb6666IsOfferedOnTheFiveByFiveBoardOnlyAndNeedsABuildUntilItsFourFilesAreCached() throws Exception {
        Instance inst = Puzzles.load("fifteen:korf24-2", null);
        assertThat(inst.heuristics(null)).extracting(h -> h.name()).contains("pdb-6666");
        assertThat(Puzzles.load("fifteen:korf-1", null).heuristics(null)).extracting(h -> h.name()).doesNotContain("pdb-6666");
        assertThat(Puzzles.load("fifteen:korf-1", null).unavailableHeuristic("pdb-6666")).contains("5×5 board only");
        Path cache = Files.createTempDirectory("pdb6666");
        assertThat(AdditivePdb.korf6666BuildNeeded(cache)).contains("not built yet").contains("--set korf24");
        for (int g = 0; g < 4; g++) {
            assertThat(AdditivePdb.korf6666BuildNeeded(cache)).isNotNull();
            Files.createFile(PdbFile.path(cache, 5, 5, AdditivePdb.PARTITION_6666[g]));
        }
        assertThat(AdditivePdb.korf6666BuildNeeded(cache)).isNull();
        int[] covered = new int[25];
        for (int[] group : AdditivePdb.PARTITION_6666) for (int t : group) covered[t]++;
        assertThat(covered).containsExactly(0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1);
    }
}

package puzzlelab.puzzles.zhed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Generated levels: deterministic per seed, every tile needed, the printed level reads back. */
class ZhedGeneratorTest {

    @Test
    void aSeedGivesTheSameTightLevelAndItsFileReadsBack() throws Exception {
        ZhedGenerate.Generated a = ZhedGenerate.generate(6, 10, 10, 42);
        ZhedGenerate.Generated b = ZhedGenerate.generate(6, 10, 10, 42);
        assertThat(a).isNotNull();
        assertThat(ZhedLevelReader.toIart(a.level())).isEqualTo(ZhedLevelReader.toIart(b.level()));
        assertThat(a.level().tiles()).isEqualTo(6);
        assertThat(a.shortest()).isEqualTo(6);
        assertThat(a.proven()).isTrue();
        assertThat(a.solutions()).isPositive();
        assertThat(Solutions.wins(a.level(), a.solution())).isTrue();
        String printed = ZhedGenerate.describe(a, 42, 1);
        Level back = ZhedLevelReader.read("generated", printed);
        assertThat(ZhedLevelReader.toIart(back)).isEqualTo(ZhedLevelReader.toIart(a.level()));
        assertThat(printed).contains("shortest solution 6 moves (proven)");
    }

    @Test
    void countingShortestSolutionsMatchesTheNotesOnSmallLevels() throws Exception {
        // notes: level 5 has exactly one winning sequence, level 7 has 24, level 9 has 1
        assertThat(ZhedGenerate.countShortest(ZhedType.builtin(5), 4, 1000)).isEqualTo(1);
        assertThat(ZhedGenerate.countShortest(ZhedType.builtin(7), 5, 1000)).isEqualTo(24);
        assertThat(ZhedGenerate.countShortest(ZhedType.builtin(9), 5, 1000)).isEqualTo(1);
    }
}

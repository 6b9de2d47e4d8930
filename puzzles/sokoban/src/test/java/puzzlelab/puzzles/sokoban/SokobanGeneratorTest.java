package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import puzzlelab.puzzles.input.InputException;

class SokobanGeneratorTest {
    /**
     * The backward search makes levels exactly as long as asked; an independent Dijkstra over single steps agrees on
     * the fewest pushes and, among those, the fewest moves; the same seed gives the same level.
     */
    @ParameterizedTest
    @CsvSource({"5, 4, 2, 8, 7", "7, 6, 3, 15, 1", "7, 6, 3, 20, 2", "6, 6, 2, 12, 3"})
    void generatedLevelsHaveTheLengthAskedForProvenAndReproducible(int width, int height, int boxes, int pushes, long seed)
            throws InputException {
        SokobanLevelGenerator.Options o = new SokobanLevelGenerator.Options(width, height, boxes, pushes, seed, 200, 200_000);
        SokobanLevelGenerator.Level l = SokobanLevelGenerator.generate(o);
        assertThat(l).isNotNull();
        assertThat(l.seed()).isEqualTo(seed);
        assertThat(l.exact()).isTrue();
        assertThat(l.pushes()).isEqualTo(pushes);
        SokobanInstance inst = (SokobanInstance) new SokobanType().read("gen.xsb", l.xsb());
        assertThat(inst.board.boxCount()).isEqualTo(boxes);
        LexDijkstra.Best want = LexDijkstra.solve(inst.board, true);
        assertThat(want).isNotNull();
        assertThat(l.pushes()).isEqualTo(want.pushes());
        assertThat(l.moves()).isEqualTo(want.moves());
        assertThat(SokobanLevelGenerator.generate(o)).isEqualTo(l);
    }

    /** A length the room cannot hold: the deepest level found, proven, and marked as not the length asked for. */
    @ParameterizedTest
    @CsvSource({"3, 3, 1, 40, 5"})
    void aLengthTooLongForTheRoomGivesTheLongestFound(int width, int height, int boxes, int pushes, long seed) {
        SokobanLevelGenerator.Level l = SokobanLevelGenerator.generate(new SokobanLevelGenerator.Options(width, height, boxes, pushes, seed, 20, 200_000));
        assertThat(l).isNotNull();
        assertThat(l.exact()).isFalse();
        assertThat(l.pushes()).isBetween(1, pushes - 1);
    }

    /** Cancelled (the web's generate job), it stops within a few more polls of the flag, with what it has. */
    @org.junit.jupiter.api.Test
    void aCancelStopsItAtOnce() {
        java.util.concurrent.atomic.AtomicInteger polls = new java.util.concurrent.atomic.AtomicInteger();
        SokobanLevelGenerator.generate(new SokobanLevelGenerator.Options(12, 10, 6, 100, 4L, 300, 2_000_000), () -> polls.incrementAndGet() > 50);
        assertThat(polls.get()).isBetween(51, 54);
    }

    /**
     * A long run says where it is (issue 47: {@code --pushes 500} ran 135 s silently): after each layer of pulls, how
     * deep and how many positions; before each proof, which; after an attempt that fell short, the longest so far.
     */
    @org.junit.jupiter.api.Test
    void itReportsEachLayerAndEachProof() {
        java.util.List<String> lines = new java.util.ArrayList<>();
        SokobanLevelGenerator.Level l = SokobanLevelGenerator.generate(
                new SokobanLevelGenerator.Options(7, 6, 3, 20, 2L, 200, 200_000), () -> false, lines::add);
        assertThat(l.pushes()).isEqualTo(20);
        assertThat(l.attempt()).isEqualTo(2);
        assertThat(lines.get(0)).isEqualTo("attempt 1 of 200: 1 of 20 pulls deep, 6 positions");
        // attempt 1's room holds 19 pushes at most: its level is proven, and kept as the longest until one of 20
        assertThat(lines).contains("attempt 1 of 200: proving a level of 19 pushes (1 of 1)",
                "attempt 2 of 200: 20 of 20 pulls deep, 898 positions; the longest so far 19 pushes");
        assertThat(lines).last().isEqualTo("attempt 2 of 200: proving a level of 20 pushes (4 of 4); the longest so far 19 pushes");
        for (String line : lines) assertThat(line).matches("attempt \\d+ of 200: (\\d+ of 20 pulls deep, [\\d,]+ positions"
                + "|proving a level of \\d+ pushes \\(\\d of \\d\\))(; the longest so far \\d+ pushes)?");
        assertThat(lines.stream().filter(x -> x.contains("pulls deep")).count()).isGreaterThanOrEqualTo(20);
    }
}

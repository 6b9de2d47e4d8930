package puzzlelab.puzzles.sokoban;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.InputException;

class SokobanGeneratorTest {
    @Test
    void generatedLevelsHaveTheirProvenLengthAndAreReproducible() throws InputException {
        Generator.Options o = new Generator.Options(5, 4, 2, 8, 7L, 200, 200_000);
        Generator.Level l = Generator.generate(o);
        assertThat(l).isNotNull();
        assertThat(l.seed()).isEqualTo(7L);
        SokobanInstance inst = (SokobanInstance) new SokobanType().read("gen.xsb", l.xsb());
        LexDijkstra.Best want = LexDijkstra.solve(inst.board, true);
        assertThat(want).isNotNull();
        assertThat(l.pushes()).isEqualTo(want.pushes());
        assertThat(l.moves()).isEqualTo(want.moves());
        if (l.exact()) assertThat(l.pushes()).isEqualTo(8);
        assertThat(Generator.generate(o)).isEqualTo(l);
    }
}

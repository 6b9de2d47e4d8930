package puzzlelab.rushdb.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines of Fogleman's database: the layout of each board holds a puzzle with the same cells, moves and cluster. */
class FoglemanSampleTest {
    static String cells(String board) {
        return FoglemanBoard.byCells(board);
    }

    static List<String[]> sample() throws IOException {
        try (InputStream in = FoglemanSampleTest.class.getResourceAsStream("/rushhour-db/fogleman-sample.txt")) {
            List<String[]> out = new ArrayList<>();
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"))
                if (!l.isBlank() && !l.startsWith("#")) out.add(l.trim().split("\\s+"));
            return out;
        }
    }

    @Test
    void everySampleLineIsItsLayoutsPuzzle() throws IOException {
        List<String[]> lines = sample();
        assertThat(lines).hasSize(16);
        for (String[] f : lines) {
            Enumeration.Rows r = Enumeration.layoutOf(f[1]);
            List<String> found = new ArrayList<>();
            for (Sweep.Puzzle p : r.puzzles()) found.add(Integer.parseInt(f[0]) == p.moves() ? cells(p.board()) + " " + p.moves() + " " + p.clusterSize() : "");
            assertThat(found).as(String.join(" ", f)).contains(cells(f[1]) + " " + Integer.parseInt(f[0]) + " " + f[2]);
        }
    }

    @Test
    void badBoardsAreRejectedWithAReason() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FoglemanBoard.parse("ooooooooooooAAoooo"))
                .isInstanceOf(puzzlelab.puzzles.input.InputException.class).hasMessageContaining("n² characters");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> FoglemanBoard.parse("ooooooooooooAAoBBooooooooooooooooooo"))
                .isInstanceOf(puzzlelab.puzzles.input.InputException.class).hasMessageContaining("exit row");
    }
}

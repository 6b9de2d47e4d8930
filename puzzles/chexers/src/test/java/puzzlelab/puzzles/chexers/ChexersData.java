package puzzlelab.puzzles.chexers;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Puzzles;

/** The copied data folder (test resources /chexers) and its expected.csv. */
final class ChexersData {
    record Row(String file, String optimum) {
        int actions() {
            return Integer.parseInt(optimum);
        }

        @Override
        public String toString() {
            return file + " = " + optimum;
        }
    }

    private ChexersData() {
    }

    static Path dir() {
        try {
            return Path.of(ChexersData.class.getResource("/chexers/expected.csv").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Row> rows() throws IOException {
        List<String> lines = Files.readAllLines(dir().resolve("expected.csv"));
        List<Row> out = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",", 6);
            out.add(new Row(f[0], f[4]));
        }
        return out;
    }

    static List<Row> inSpec() throws IOException {
        return rows().stream().filter(r -> !r.file.startsWith("out-of-spec/")).toList();
    }

    static ChexersInstance load(String file) throws InputException {
        return (ChexersInstance) Puzzles.load(dir().resolve(file).toString(), null);
    }
}

package puzzlelab.cli.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Valid files of every format the readers take: the fuzz suite corrupts these. */
final class Seeds {
    /**
     * {@code fileName} matters: UvA boards take their size from it, detection may look at the extension.
     * {@code pick} is "#N" for a file that holds a set (solve takes one instance), else "".
     * {@code prefixValid}: a cut inside its last line can leave a well-formed smaller instance (a 2×2 line from a
     * 3×3 one, "9: S SW" from "9: S SW W"), which may then rightly be proven unsolvable.
     */
    record Seed(String format, String fileName, byte[] bytes, String pick, boolean prefixValid) {
        Seed(String format, String fileName, byte[] bytes) {
            this(format, fileName, bytes, "", false);
        }

        Seed picking(String n) {
            return new Seed(format, fileName, bytes, n, prefixValid);
        }

        Seed cutMayStayValid() {
            return new Seed(format, fileName, bytes, pick, true);
        }

        @Override
        public String toString() {
            return format;
        }
    }

    private Seeds() {
    }

    private static Seed text(String format, String fileName, String text) {
        return new Seed(format, fileName, text.getBytes(StandardCharsets.UTF_8));
    }

    /** A file shipped in {@code examples/} (the tests run in the module folder). */
    private static Seed example(String format, String path) {
        Path p = Path.of("..", "examples").resolve(path);
        try {
            return new Seed(format, p.getFileName().toString(), Files.readAllBytes(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static final List<Seed> ALL = List.of(
            text("fifteen-korf-line", "korf.txt", "1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n"),
            text("fifteen-square-line", "p.txt", "1 2 0 3 4 5 6 7 8\n").cutMayStayValid(),
            text("fifteen-grid", "grid.txt", "# a 3x4 board\n1 2 3 0\n4 5 6 7\n8 9 10 11\n"),
            text("fifteen-korf-set", "set.txt", " 1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n 9 7 6 2 4 3 0 5 1 8 9 10 11 12 13 14 15\n").picking("#2"),
            example("fifteen-korf-set-no-index", "fifteen/korf-1-5.txt").picking("#1"),
            example("coroutine", "coroutine/bailey-1.coroutine").cutMayStayValid(),
            example("rushhour-uva-csv", "rushhour/Rushhour6x6_1.csv"),
            example("rushhour-fogleman", "rushhour/fogleman_hardest_60.txt"),
            text("rushhour-fogleman-grid", "grid.txt", "ooooBo\nooooBo\nAAooBo\nooCCCo\noooooo\noooooo\n"),
            example("rushhour-inf421", "rushhour/card40_GameP40.txt"),
            example("zhed-iart", "zhed/level-30.iart.txt"),
            example("zhed-grid", "zhed/level-5.txt"),
            example("chexers-json", "chexers/3-spec.json"));
}

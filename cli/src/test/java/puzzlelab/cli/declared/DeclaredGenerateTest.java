package puzzlelab.cli.declared;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.cli.CliRunner;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * {@code generate NAME} built from each puzzle's declared generator: what it prints loads, and the rating it claims
 * is what an optimal solver finds.
 */
class DeclaredGenerateTest {

    private static Result optimal(Instance inst, String metric) {
        return Solver.solve(inst, Solver.Request.of("bfs", null).withMetric(metric));
    }

    @Test
    void rushhourLinesLoadByIdWithTheirStatedOptimum() {
        CliRunner.Run r = CliRunner.run("generate", "rushhour", "--min-moves", "8", "--count", "2", "--seed", "3");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).startsWith("seed 3\n").contains("2 of 2 board(s) with at least 8 moves");
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(2);
        for (String l : lines) {
            String[] f = l.split(" ");
            Instance inst = Puzzles.load("rushhour:" + f[1], null);
            assertThat(optimal(inst, null).solution().length()).as(l).isEqualTo(Integer.parseInt(f[0])).isGreaterThanOrEqualTo(8);
        }
        CliRunner.Run again = CliRunner.run("generate", "rushhour", "--min-moves", "8", "--count", "2", "--seed", "3");
        assertThat(again.out()).isEqualTo(r.out());
    }

    @Test
    void coroutineIdsReSolveToTheirTurns() {
        CliRunner.Run r = CliRunner.run("generate", "coroutine", "--turns", "10", "--seed", "4");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("coroutine generator --turns 10, seed 4");
        String id = r.out().strip().split("\\s+")[0];
        assertThat(optimal(Puzzles.load(id, null), "turns").solution().cost()).isEqualTo(10);
    }

    @Test
    void zhedLevelsWrittenToAFolderNeedEveryTile(@TempDir Path dir) throws Exception {
        CliRunner.Run r = CliRunner.run("generate", "zhed", "--tiles", "4", "--count", "2", "--seed", "2", "--out", dir.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).isEmpty();
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.sorted().toList();
        }
        assertThat(files).hasSize(2);
        assertThat(r.err()).contains("wrote " + files.get(0)).contains("4 tiles, 4 moves (proven shortest)");
        for (Path f : files) {
            Result res = Solver.solve(Puzzles.load(f.toString(), null), Solver.Request.of(null, null));
            assertThat(res.optimal()).isTrue();
            assertThat(res.solution().length()).isEqualTo(4);
        }
    }

    @Test
    void chexersBoardsAndTheirIdsAreTheSamePuzzle() {
        CliRunner.Run r = CliRunner.run("generate", "chexers", "--pieces", "2", "--blocks", "3", "--count", "2", "--seed", "9");
        assertThat(r.code()).as(r.err()).isZero();
        String[] boards = r.out().split("---\n");
        assertThat(boards).hasSize(2);
        for (String json : boards) {
            Instance file = Puzzles.detect("gen.json", json).read("gen.json", json);
            assertThat(file.unsolvableReason()).isNull();
            assertThat(optimal(file, null).solution()).isNotNull();
        }
    }

    @Test
    void helpComesFromTheDeclarationAndBadValuesAreOneLine() {
        CliRunner.Run help = CliRunner.run("generate", "rushhour", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("--min-moves=N").contains("least optimal moves").contains("(1..200; default 30)")
                .contains("--format=text|csv").contains("--seed=S").contains("--out=FOLDER");
        CliRunner.Run bad = CliRunner.run("generate", "template", "--moves", "17");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).isEqualTo("puzzlelab: --moves must be 1..16, not 17\n");
        CliRunner.Run unknown = CliRunner.run("generate", "template", "--walls", "1");
        assertThat(unknown.code()).isEqualTo(2);
        assertThat(unknown.err().lines()).hasSize(1).allMatch(l -> l.startsWith("puzzlelab: Unknown options: '--walls'"));
    }

    @Test
    void theTemplateGeneratorMakesExactLengths() {
        CliRunner.Run r = CliRunner.run("generate", "template", "--moves", "7", "--count", "3", "--seed", "11");
        assertThat(r.code()).as(r.err()).isZero();
        List<String> files = r.out().lines().toList();
        assertThat(files).hasSize(3).allMatch(l -> l.startsWith("template "));
        for (String l : files) {
            String[] t = l.split(" ");
            Instance inst = Puzzles.load("template:" + t[1] + ":" + t[2], null);
            assertThat(optimal(inst, null).solution().length()).isEqualTo(7);
        }
    }
}

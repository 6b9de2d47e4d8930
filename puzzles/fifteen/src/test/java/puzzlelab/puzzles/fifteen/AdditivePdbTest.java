package puzzlelab.puzzles.fifteen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import puzzlelab.engine.Cursor;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.algo.IdaStar;

/** Ranked additive pattern databases with small groups (the 7-8 tables are too big to build in a test). */
class AdditivePdbTest {
    static final int[][] THREES = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}, {13, 14, 15}};

    @TempDir
    Path dir;

    private final ByteArrayOutputStream log = new ByteArrayOutputStream();

    private String log() {
        String s = log.toString(StandardCharsets.UTF_8);
        log.reset();
        return s;
    }

    private AdditivePdb load(SlidingBoard b, int[][] partition, boolean reflect) {
        return AdditivePdb.load(b, partition, reflect, dir, new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @Test
    void the78TablesNeedABuildUntilBothFilesAreCached() throws Exception {
        Path cache = Files.createDirectory(dir.resolve("cache78"));
        assertThat(AdditivePdb.korf78BuildNeeded(cache)).contains("not built yet").contains("-H pdb-78");
        Files.createFile(PdbFile.path(cache, 4, 4, AdditivePdb.PARTITION_78[0]));
        assertThat(AdditivePdb.korf78BuildNeeded(cache)).isNotNull();
        Files.createFile(PdbFile.path(cache, 4, 4, AdditivePdb.PARTITION_78[1]));
        assertThat(AdditivePdb.korf78BuildNeeded(cache)).isNull();
    }

    @Test
    void tablesAreBuiltOnceThenReadBackFromTheCache() {
        SlidingBoard b = new SlidingBoard(3, 3);
        AdditivePdb built = load(b, new int[][]{{1, 2, 3, 4}, {5, 6, 7, 8}}, true);
        assertThat(log()).contains("building the 4-tile pattern database pdb-3x3-1-2-3-4.bin (3,024 entries)")
                .contains("built pdb-3x3-5-6-7-8.bin in");
        AdditivePdb read = load(b, new int[][]{{1, 2, 3, 4}, {5, 6, 7, 8}}, true);
        assertThat(log()).isEmpty();
        for (int g = 0; g < 2; g++) assertThat(read.groups[g].table).isEqualTo(built.groups[g].table);
    }

    @Test
    void aCorruptOrTruncatedFileIsRebuiltWithANote() throws Exception {
        SlidingBoard b = new SlidingBoard(3, 3);
        byte[] good = load(b, new int[][]{{1, 2, 3, 4}}, false).groups[0].table;
        Path file = PdbFile.path(dir, 3, 3, new int[]{1, 2, 3, 4});
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.seek(100);
            int v = f.read();
            f.seek(100);
            f.write(v ^ 1);
        }
        log();
        assertThat(load(b, new int[][]{{1, 2, 3, 4}}, false).groups[0].table).isEqualTo(good);
        assertThat(log()).startsWith("pattern database " + file + " is unusable (checksum mismatch); rebuilding it\n");
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(f.length() - 10);
        }
        assertThat(load(b, new int[][]{{1, 2, 3, 4}}, false).groups[0].table).isEqualTo(good);
        assertThat(log()).startsWith("pattern database " + file + " is unusable (truncated); rebuilding it\n");
        Files.writeString(file, "not a table");
        assertThat(load(b, new int[][]{{1, 2, 3, 4}}, false).groups[0].table).isEqualTo(good);
        assertThat(log()).startsWith("pattern database " + file + " is unusable (header does not match); rebuilding it\n");
        assertThat(PdbFile.read(file, 3, 3, new int[]{1, 2, 3, 4}, good.length)).isEqualTo(good);
    }

    @Test
    void admissibleOnKorfsHundredAndReflectionIsTheMaxOfBoardAndMirror() throws Exception {
        SlidingBoard b = new SlidingBoard(4, 4);
        AdditivePdb plain = load(b, THREES, false);
        AdditivePdb mirrored = load(b, THREES, true);
        Map<Integer, long[]> answers = FifteenBench.answers();
        int better = 0;
        for (int k = 1; k <= 100; k++) {
            int[] tiles = korf(k);
            int[] mirror = new int[16];
            for (int c = 0; c < 16; c++) mirror[mirrored.mirrorCell(c)] = mirrored.mirrorCell(tiles[c]);
            int h = mirrored.estimate(tiles);
            assertThat(h).isEqualTo(Math.max(plain.estimate(tiles), plain.estimate(mirror)));
            assertThat(h).as("korf %d", k).isLessThanOrEqualTo((int) answers.get(k)[0])
                    .isGreaterThanOrEqualTo(SlidingHeuristic.manhattan(b, tiles) / 2);
            if (h > plain.estimate(tiles)) better++;
        }
        assertThat(better).isPositive();
        assertThat(mirrored.estimate(b.unpack(b.goal()))).isZero();
    }

    @Test
    void incrementalValueEqualsFromScratchAlongARandomWalk() throws Exception {
        SlidingBoard b = new SlidingBoard(4, 4);
        AdditivePdb pdb = load(b, THREES, true);
        Cursor c = new PdbCursor(b, korf(1), pdb);
        Random r = new Random(7);
        int[] buf = new int[4];
        long[] key = new long[1];
        int[] path = new int[3000];
        for (int i = 0; i < path.length; i++) {
            int n = c.moves(buf);
            path[i] = buf[r.nextInt(n)];
            c.apply(path[i]);
            c.key(key);
            assertThat(c.h()).isEqualTo(pdb.estimate(b.unpack(key)));
        }
        for (int i = path.length - 1; i >= 0; i--) c.undo(path[i]);
        c.key(key);
        assertThat(b.unpack(key)).isEqualTo(korf(1));
        assertThat(c.h()).isEqualTo(pdb.estimate(korf(1)));
    }

    @Test
    void idaStarFindsKorfsOptimalLengthsWithFiveTileGroupsAndReflection() throws Exception {
        SlidingBoard b = new SlidingBoard(4, 4);
        AdditivePdb pdb = load(b, PatternDatabase.PARTITION_555, true);
        AdditivePdbHeuristic h = new AdditivePdbHeuristic("pdb-test", b, () -> pdb);
        Map<Integer, long[]> answers = FifteenBench.answers();
        for (int k : new int[]{1, 17, 29}) {
            Result r = SearchRunner.run(new IdaStar(new SlidingProblem(b, korf(k)), h, null), Limits.NONE);
            assertThat(r.optimal()).isTrue();
            assertThat(r.solution().length()).as("korf %d", k).isEqualTo((int) answers.get(k)[0]);
        }
    }

    private static int[] korf(int k) throws Exception {
        long[] s = new long[1];
        puzzlelab.puzzles.Puzzles.load("fifteen:korf-" + k, null).problem(null).initial(s);
        return new SlidingBoard(4, 4).unpack(s);
    }
}

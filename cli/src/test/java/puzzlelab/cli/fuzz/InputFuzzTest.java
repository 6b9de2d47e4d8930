package puzzlelab.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import puzzlelab.cli.CliRunner;
import puzzlelab.cli.fuzz.FuzzStats.Kind;
import puzzlelab.cli.fuzz.Mutation.Mutated;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.puzzles.input.Lines;

/**
 * Corrupted files of every format through {@code puzzlelab solve} (in-process): each run must end in a valid
 * instance whose solution replays (or a limit), or in exit 2 with exactly one line naming the file (and the line of
 * an injected control character) — never a stack trace, exit 4, a hang, or "proven unsolvable" for a file cut
 * in the middle of a line. Content detection looks at the head of a file only. The same files through
 * {@code render --png}: a picture and not a word on stderr, or the same one clear line.
 */
class InputFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path DIR = tempDir();
    private static final Map<String, Integer> ORIGINAL_CODE = new ConcurrentHashMap<>();
    private static final ExecutorService RUNNER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "fuzz-run");
        t.setDaemon(true);
        return t;
    });

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("puzzlelab-fuzz");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterContainer
    static void report() {
        FuzzStats.report();
    }

    @Provide
    Arbitrary<Seeds.Seed> seeds() {
        return Arbitraries.of(Seeds.ALL);
    }

    @Provide
    Arbitrary<Mutation> mutations() {
        return Arbitraries.of(Mutation.values());
    }

    @Property  // tries: jqwik.tries.default (src/test/resources/junit-platform.properties)
    void corruptedFilesGetOneClearAnswer(@ForAll("seeds") Seeds.Seed seed, @ForAll("mutations") Mutation mutation,
                                         @ForAll long randomSeed) throws Exception {
        Mutated m = mutation.apply(seed.bytes(), new Random(randomSeed));
        check(seed, m);
    }

    @Example
    void everySeedAndItsBomCrlfTwinAreAccepted() throws Exception {
        for (Seeds.Seed s : Seeds.ALL) {
            check(s, Mutation.NONE.apply(s.bytes(), new Random(0)));
            check(s, Mutation.BOM_AND_CRLF.apply(s.bytes(), new Random(0)));
        }
    }

    @Example
    void everySeedIsDrawnAsAPng() throws Exception {
        for (Seeds.Seed s : Seeds.ALL) {
            CliRunner.Run r = png(s, Mutation.NONE.apply(s.bytes(), new Random(0)));
            assertThat(r.code()).as(s + ": " + r.err()).isZero();
        }
    }

    @Property(tries = 60)
    void corruptedFilesAreDrawnOrGetOneClearLine(@ForAll("seeds") Seeds.Seed seed, @ForAll("mutations") Mutation mutation,
                                                 @ForAll long randomSeed) throws Exception {
        png(seed, mutation.apply(seed.bytes(), new Random(randomSeed)));
    }

    /** render FILE --png: a readable picture and an empty stderr, or exit 2 with one line naming the file. */
    private static CliRunner.Run png(Seeds.Seed seed, Mutated m) throws Exception {
        String why = seed.format() + " / " + m.what() + " / render --png";
        Path file = DIR.resolve(seed.fileName());
        Files.write(file, m.bytes());
        Path out = DIR.resolve("picture.png");
        Files.deleteIfExists(out);
        CliRunner.Run r = runWithTimeout(why, "render", file + seed.pick(), "--png", out.toString());
        assertThat(r.code()).as(why + ": " + r.err()).isIn(0, 2);
        if (r.code() == 0) {
            assertThat(r.err()).as(why).isEmpty();
            assertThat(javax.imageio.ImageIO.read(out.toFile())).as(why + ": a readable PNG").isNotNull();
        } else {
            cleanError(file, m, r, why);
        }
        return r;
    }

    @Example
    void fiftyMegabytesOfTextAreTurnedAwayQuickly() throws Exception {
        Path big = DIR.resolve("big.txt");
        byte[] line = "hello world, this is not a puzzle\n".getBytes(StandardCharsets.US_ASCII);
        byte[] all = new byte[50 << 20];
        for (int i = 0; i < all.length; i++) all[i] = line[i % line.length];
        Files.write(big, all);
        CliRunner.Run r = CliRunner.run("solve", big.toString());
        FuzzStats.count(Kind.TRIED);
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("puzzlelab: " + big + ": cannot tell which puzzle");
        FuzzStats.count(Kind.CLEAN_ERROR);
        Files.delete(big);
    }

    private static void check(Seeds.Seed seed, Mutated m) throws Exception {
        FuzzStats.count(Kind.TRIED);
        String why = seed.format() + " / " + m.what();
        Path file = DIR.resolve(seed.fileName());
        Files.write(file, m.bytes());
        timeDetection(file, why);
        CliRunner.Run r = runWithTimeout(why, "solve", file + seed.pick(), "--format", "json", "--no-progress",
                "--max-nodes", "20000", "--timeout", "500ms", "--threads", "1");
        if (r.err().contains("\tat ") || r.err().contains("Exception in")) FuzzStats.count(Kind.STACK_TRACE);
        assertThat(r.err()).as(why).doesNotContain("\tat ").doesNotContain("Exception in");
        if (r.code() == 4) FuzzStats.count(Kind.INTERNAL);
        assertThat(r.code()).as(why + ": " + r.err()).isNotEqualTo(4);
        assertThat(controls(r.err() + r.out())).as(why + ": raw control characters reach the terminal").isFalse();
        boolean benign = m.kind() == Mutation.NONE || m.kind() == Mutation.BOM_AND_CRLF;
        if (benign) {
            if (r.code() == 2) FuzzStats.count(Kind.VALID_REJECTED);
            assertThat(r.code()).as(why + ": a valid file is rejected: " + r.err()).isNotEqualTo(2);
            // solved (0) and limit (3) are one answer here: which one a 500 ms limit gives depends on the machine's load
            int verdict = r.code() == 3 ? 0 : r.code();
            Integer before = ORIGINAL_CODE.putIfAbsent(seed.format(), verdict);
            if (before != null) assertThat(verdict).as(why + ": same answer as the plain file").isEqualTo(before);
        }
        switch (r.code()) {
            case 2 -> cleanError(file, m, r, why);
            case 0, 3 -> {
                replays(file + seed.pick(), r, why);
                FuzzStats.count(r.code() == 0 ? Kind.SOLVED : Kind.LIMIT);
            }
            case 1 -> {
                boolean garbage = m.cutMidLine() && !seed.prefixValid();
                if (garbage) FuzzStats.count(Kind.GARBAGE_ACCEPTED);
                assertThat(garbage).as(why + ": a file cut short is 'proven unsolvable'").isFalse();
                FuzzStats.count(m.cutMidLine() ? Kind.SHORTER_VALID : Kind.UNSOLVABLE);
            }
            default -> throw new AssertionError(why + ": exit " + r.code());
        }
    }

    private static void cleanError(Path file, Mutated m, CliRunner.Run r, String why) {
        List<String> lines = Arrays.stream(r.err().split("\n")).filter(l -> !l.isBlank() && !l.startsWith("note: ")).toList();
        boolean ok = lines.size() == 1 && lines.get(0).startsWith("puzzlelab: " + file);
        if (ok && m.kind() == Mutation.CONTROL_CHARACTER)
            ok = lines.get(0).startsWith("puzzlelab: " + file + ":" + m.controlLine() + ": control character");
        if (!ok) FuzzStats.count(Kind.BAD_MESSAGE);
        assertThat(ok).as(why + ": expected one line naming the file, got: " + r.err()).isTrue();
        FuzzStats.count(Kind.CLEAN_ERROR);
    }

    /** Whatever solution the JSON reports is replayed move by move under the puzzle's rules. */
    private static void replays(String file, CliRunner.Run r, String why) throws Exception {
        JsonNode j = JSON.readTree(r.out());
        JsonNode moves = j.get("moves");
        if (j.get("length").isNull()) {  // a limit before any solution
            assertThat(r.code()).as(why + ": solved without a length").isEqualTo(3);
            return;
        }
        Instance inst = Puzzles.load(file, j.get("puzzle").asText());
        Problem p = inst.problem(j.get("metric").isNull() ? null : j.get("metric").asText());
        long[] s = new long[p.words()];
        p.initial(s);
        for (JsonNode mv : moves) {
            long[] next = new long[p.words()];
            int code = inst.parseMove(s.clone(), mv.asText());
            boolean legal = Replay.apply(p, s, code, next) >= 0;
            if (!legal) FuzzStats.count(Kind.GARBAGE_ACCEPTED);
            assertThat(legal).as(why + ": move " + mv + " does not replay").isTrue();
            s = next;
        }
        if (!p.isGoal(s)) FuzzStats.count(Kind.GARBAGE_ACCEPTED);
        assertThat(p.isGoal(s)).as(why + ": the reported solution does not reach the goal").isTrue();
    }

    private static void timeDetection(Path file, String why) {
        String text;
        try {
            text = InputFiles.read(file.toString(), file.toString());
        } catch (InputException e) {
            return;  // rejected before detection
        }
        long t0 = System.nanoTime();
        String whole = detected(file, text);
        FuzzStats.detection(System.nanoTime() - t0);   // reported, not asserted: benchmarks measure time
        // detection reads the head only, so a file's size cannot slow it: the head alone gives the same answer
        assertThat(whole).as(why + ": detection looks past the head")
                .isEqualTo(detected(file, Lines.head(text, InputFiles.DETECT_CHARS)));
    }

    private static String detected(Path file, String text) {
        try {
            return Puzzles.detect(file.toString(), text).name();
        } catch (InputException e) {
            return "not recognised";   // that is an answer too
        }
    }

    private static CliRunner.Run runWithTimeout(String why, String... args) throws Exception {
        Future<CliRunner.Run> f = RUNNER.submit(() -> CliRunner.run(args));
        try {
            return f.get(10, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            FuzzStats.count(Kind.HANG);
            throw new AssertionError(why + ": no answer within 10 s");
        }
    }

    private static boolean controls(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c) && c != '\n' && c != '\r' && c != '\t') return true;
        }
        return false;
    }
}

package puzzlelab.rushdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A real kill -9 of an enumeration in another JVM, then a resume: the same bytes as a run never interrupted. */
class KillResumeTest {
    static long parts(Path dir) throws Exception {
        Path p = dir.resolve("parts");
        if (!Files.isDirectory(p)) return 0;
        try (Stream<Path> s = Files.list(p)) {
            return s.filter(f -> f.toString().endsWith(".txt")).count();
        }
    }

    @Test
    void killedRunResumesToTheSameBytes(@TempDir Path tmp) throws Exception {
        Path whole = tmp.resolve("whole");
        Path killed = tmp.resolve("killed");
        String[] args = {"enumerate", "rushhour", "--size", "5", "--partitions", "256", "--threads", "1"};
        RushdbCommandsTest.Run a = RushdbCommandsTest.run(concat(args, "--out", whole.toString()));
        assertThat(a.code()).as(a.err()).isZero();

        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new java.util.ArrayList<>(List.of(java, "-Xmx512m", "-cp", cp, RushdbMain.class.getName()));
        cmd.addAll(List.of(concat(args, "--out", killed.toString())));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve("log").toFile()).start();
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (parts(killed) < 3 && p.isAlive() && System.nanoTime() < deadline) Thread.sleep(5);
        p.destroyForcibly();   // SIGKILL: no shutdown hooks, no cleanup
        p.waitFor();
        long done = parts(killed);
        assertThat(killed.resolve("summary.json")).as("killed before the end").doesNotExist();
        assertThat(done).isBetween(3L, 255L);

        RushdbCommandsTest.Run r = RushdbCommandsTest.run(concat(args, "--out", killed.toString()));
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains("(" + (256 - done) + " to do)");
        assertThat(RushdbCommandsTest.snapshot(killed)).isEqualTo(RushdbCommandsTest.snapshot(whole));
        assertThat(r.out()).contains("1,730 puzzles");
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}

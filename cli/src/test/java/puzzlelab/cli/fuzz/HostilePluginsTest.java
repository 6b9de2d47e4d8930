package puzzlelab.cli.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile plugins through the real entry point ({@code puzzlelab.cli.Main} in a JVM of its own, as the launcher runs
 * it): a constructor that loops, one that calls {@code System.exit(0)}, a FIFO named as a jar, jars only in subfolders.
 * Each is one line naming the jar; the command runs (or, for the exit, the status is 2, not the plugin's 0).
 */
class HostilePluginsTest {
    @TempDir
    static Path dir;
    static Path loops, exits;

    private static String source(String cls, String name, String ctorBody) {
        return "package p; import java.util.List; import puzzlelab.puzzles.*; import puzzlelab.puzzles.input.InputException;\n"
                + "public class " + cls + " implements PuzzleType {\n"
                + "  public " + cls + "() { " + ctorBody + " }\n"
                + "  public String name() { return \"" + name + "\"; }\n"
                + "  public String summary() { return \"test\"; }\n"
                + "  public List<String> formats() { return List.of(); }\n"
                + "  public int detect(String f, String t) { return 0; }\n"
                + "  public Instance read(String s, String t) { throw new InputException(s, \"no\"); }\n"
                + "  public Instance readId(String id) { throw new InputException(id, \"no\"); }\n"
                + "}\n";
    }

    /** A plugin jar of one class, compiled here against the test's class path. */
    private static Path jar(String jarName, String cls, String body) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src-" + jarName).resolve("p"));
        Path out = Files.createDirectories(dir.resolve("out-" + jarName));
        Path f = Files.writeString(src.resolve(cls + ".java"), source(cls, cls.toLowerCase(java.util.Locale.ROOT), body));
        assertThat(ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", out.toString(), "-cp",
                System.getProperty("java.class.path"), f.toString())).isZero();
        Path jar = dir.resolve(jarName);
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar))) {
            j.putNextEntry(new JarEntry("META-INF/services/puzzlelab.puzzles.PuzzleType"));
            j.write(("p." + cls + "\n").getBytes(StandardCharsets.UTF_8));
            j.putNextEntry(new JarEntry("p/" + cls + ".class"));
            Files.copy(out.resolve("p").resolve(cls + ".class"), (OutputStream) j);
        }
        return jar;
    }

    @BeforeAll
    static void build() throws IOException {
        loops = jar("loops.jar", "Loops", "while (System.nanoTime() != 42) Thread.onSpinWait();");
        exits = jar("exits.jar", "Exits", "System.exit(0);");
    }

    record Run(int code, String out, String err) {
    }

    private static Run main(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dpuzzlelab.pluginLoadMillis=1500", "-cp", System.getProperty("java.class.path"), "puzzlelab.cli.Main"));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        Process p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
        try {
            assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("finished (a hang guard)").isTrue();
        } finally {
            p.destroyForcibly();
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void aLoopingConstructorIsNamedAndSkippedAndTheCommandRuns() throws Exception {
        Run r = main("--plugin", loops.toString(), "solve", "sokoban:microban-1", "--format", "json");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("\"length\" ?: ?8");
        assertThat(r.err().strip()).isEqualTo("puzzlelab: warning: plugin " + loops + ": did not finish loading within 1.5 s "
                + "(a constructor or static initializer that does not return); skipped");
    }

    @Test
    void systemExitInAPluginIsNamedAndTheStatusIs2() throws Exception {
        Run r = main("--plugin", exits.toString(), "list");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();   // list never ran
        assertThat(r.err().strip()).isEqualTo("puzzlelab: plugin " + exits + ": the program ended while it was loading "
                + "(its System.exit, or Ctrl-C); nothing else ran: remove or fix the plugin");
    }

    @Test
    void aFifoAndJarsOnlyInSubfoldersAreOneWarningEach() throws Exception {
        Path fifo = dir.resolve("pipe.jar");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
        Path nested = Files.createDirectories(dir.resolve("plugins/inner"));
        Files.copy(loops, nested.resolve("loops.jar"));
        Run r = main("--plugin", fifo.toString(), "--plugin", dir.resolve("plugins").toString(), "list");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("sokoban");
        assertThat(r.err().lines().toList()).containsExactly(
                "puzzlelab: warning: plugin folder " + dir.resolve("plugins") + ": no jar directly in it; 1 jar is in its "
                        + "subfolders, which are not searched (name it with --plugin, or move it up)",
                "puzzlelab: warning: plugin " + fifo + ": not a regular file (a FIFO, device or socket); give a jar file");
    }
}

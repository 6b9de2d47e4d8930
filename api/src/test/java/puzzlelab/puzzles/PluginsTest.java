package puzzlelab.puzzles;

import puzzlelab.puzzles.input.InputException;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plugin jars compiled here from source: a good one loads, every bad one is one line naming its jar. */
class PluginsTest {
    @TempDir
    static Path dir;

    /** A minimal puzzle type named {@code name} whose constructor runs {@code ctorBody}. */
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

    private static Path jar(String jarName, String service, String... classes) throws IOException {
        Path src = Files.createDirectories(dir.resolve("src-" + jarName).resolve("p"));
        Path out = Files.createDirectories(dir.resolve("out-" + jarName));
        List<String> files = new java.util.ArrayList<>();
        for (int i = 0; i < classes.length; i += 2) {
            Path f = src.resolve(classes[i] + ".java");
            Files.writeString(f, classes[i + 1]);
            files.add(f.toString());
        }
        if (!files.isEmpty()) {
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            List<String> args = new java.util.ArrayList<>(List.of("-d", out.toString(), "-cp", System.getProperty("java.class.path")));
            args.addAll(files);
            assertThat(javac.run(null, null, null, args.toArray(new String[0]))).isZero();
        }
        Path jar = dir.resolve(jarName);
        try (JarOutputStream j = new JarOutputStream(Files.newOutputStream(jar))) {
            if (service != null) {
                j.putNextEntry(new JarEntry("META-INF/services/puzzlelab.puzzles.PuzzleType"));
                j.write(service.getBytes(StandardCharsets.UTF_8));
            }
            try (var walk = Files.walk(out)) {
                for (Path c : walk.filter(Files::isRegularFile).toList()) {
                    j.putNextEntry(new JarEntry(out.relativize(c).toString().replace('\\', '/')));
                    Files.copy(c, (OutputStream) j);
                }
            }
        }
        return jar;
    }

    static Path good, missing, throwing, dupA, dupB, noService, notJar;

    @BeforeAll
    static void build() throws IOException {
        good = jar("good.jar", "p.Good\n", "Good", source("Good", "goodpuzzle", ""));
        missing = jar("missing.jar", "p.Gone\n");
        throwing = jar("throwing.jar", "p.Bad\n", "Bad", source("Bad", "bad", "throw new IllegalStateException(\"no config\");"));
        dupA = jar("dup-a.jar", "p.DupA\n", "DupA", source("DupA", "twin", ""));
        dupB = jar("dup-b.jar", "p.DupB\n", "DupB", source("DupB", "twin", ""));
        noService = jar("empty.jar", null, "Lone", source("Lone", "lone", ""));
        notJar = Files.writeString(dir.resolve("notes.jar"), "not a zip");
    }

    @Test
    void goodJarLoadsAndIsNamedAsItsOrigin() {
        Plugins.Loaded l = Plugins.load(List.of(good));
        assertThat(l.problems()).isEmpty();
        assertThat(l.found()).singleElement().satisfies(f -> {
            assertThat(f.type().name()).isEqualTo("goodpuzzle");
            assertThat(f.jar()).endsWith("good.jar");
        });
        assertThat(Puzzles.install(l.found())).isEmpty();
        assertThat(Puzzles.byName("goodpuzzle")).isPresent();
        assertThat(Puzzles.origin(Puzzles.byName("goodpuzzle").get())).endsWith("good.jar");
    }

    @Test
    void everyBadPluginIsOneLineNamingItsJarAndTheOthersStillLoad() {
        Plugins.Loaded l = Plugins.load(List.of(notJar, missing, throwing, noService, dir.resolve("nowhere.jar"), dupA, dupB));
        assertThat(l.problems()).hasSize(5).allSatisfy(p -> {
            assertThat(p).startsWith("plugin ").doesNotContain("\n").doesNotContain("ServiceConfigurationError").doesNotContain("\tat ");
        });
        assertThat(l.problems()).anySatisfy(p -> assertThat(p).contains("notes.jar").contains("not a jar file"));
        assertThat(l.problems()).anySatisfy(p -> assertThat(p).contains("missing.jar").contains("class p.Gone").contains("not found"));
        assertThat(l.problems()).anySatisfy(p -> assertThat(p).contains("throwing.jar").contains("could not be created").contains("no config"));
        assertThat(l.problems()).anySatisfy(p -> assertThat(p).contains("empty.jar").contains("lists no puzzle"));
        assertThat(l.problems()).anySatisfy(p -> assertThat(p).contains("nowhere.jar").contains("no such file"));
        assertThat(l.found()).extracting(f -> f.type().name()).containsExactly("twin", "twin");
        List<String> refused = Puzzles.install(l.found());
        assertThat(refused).singleElement().satisfies(p -> assertThat(p).contains("dup-b.jar").contains("'twin' is already loaded from").contains("dup-a.jar"));
        assertThat(Puzzles.origin(Puzzles.byName("twin").get())).endsWith("dup-a.jar");
    }

    @Test
    void aPluginThatNeverFinishesLoadingIsNamedAndSkippedWithinTheBudget() throws IOException {
        Path loops = jar("loops.jar", "p.Loops\n", "Loops", source("Loops", "loops", "while (true) { Thread.onSpinWait(); }"));
        Path staticLoop = jar("static-loop.jar", "p.Still\n", "Still",
                source("Still", "still", "").replace("public Still() {", "static { for (;;) { if (System.nanoTime() == 42) break; Thread.onSpinWait(); } }\n  public Still() {"));
        Path sleeps = jar("sleeps.jar", "p.Sleeps\n", "Sleeps", source("Sleeps", "sleeps", "try { Thread.sleep(600_000); } catch (InterruptedException e) { }"));
        long t0 = System.nanoTime();
        Plugins.Loaded l = Plugins.load(List.of(loops, staticLoop, sleeps, good), 300);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertThat(ms).isLessThan(5_000);   // three budgets of 0.3 s, not a hang
        onlyGoodLoadedAnd(l, "did not finish loading within 0.3 s (a constructor or static initializer that does not "
                + "return); skipped", "loops.jar", "static-loop.jar", "sleeps.jar");
    }

    /** One problem line per jar of {@code jars} (in order), each ending in {@code words}; the good jar loaded. */
    private static void onlyGoodLoadedAnd(Plugins.Loaded l, String words, String... jars) {
        assertThat(l.problems()).hasSize(jars.length);
        for (int i = 0; i < jars.length; i++)
            assertThat(l.problems().get(i)).startsWith("plugin ").contains(jars[i]).endsWith(": " + words).doesNotContain("\n");
        assertThat(l.found()).extracting(f -> f.type().name()).containsExactly("goodpuzzle");
    }

    @Test
    void fifosAndOtherNonRegularFilesAreRefusedWithoutOpeningThem() throws Exception {
        Path fifo = dir.resolve("pipe.jar");
        Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mk.waitFor()).isZero();
        Path folder = Files.createDirectories(dir.resolve("with-fifo"));
        Files.copy(good, folder.resolve("a-good.jar"));
        assertThat(new ProcessBuilder("mkfifo", folder.resolve("b-pipe.jar").toString()).start().waitFor()).isZero();
        Plugins.Loaded l = Plugins.load(List.of(fifo, Path.of("/dev/zero"), folder), 2_000);
        onlyGoodLoadedAnd(l, "not a regular file (a FIFO, device or socket); give a jar file", "pipe.jar", "/dev/zero", "b-pipe.jar");
    }

    @Test
    void aFolderWhoseJarsAreAllInSubfoldersIsAWarning() throws IOException {
        Path top = Files.createDirectories(dir.resolve("nested/inner"));
        Files.copy(good, top.resolve("good.jar"));
        Plugins.Loaded l = Plugins.load(List.of(dir.resolve("nested")), 2_000);
        assertThat(l.found()).isEmpty();
        assertThat(l.problems()).singleElement().satisfies(p -> assertThat(p).contains("nested")
                .contains("no jar directly in it; 1 jar is in its subfolders, which are not searched"));
        assertThat(Plugins.load(List.of(Files.createDirectories(dir.resolve("empty-folder"))), 2_000).problems()).isEmpty();
    }

    /**
     * A plugin whose constructor calls {@code System.exit(0)}: the program (here a JVM of its own, {@link ExitProbe})
     * ends with status 2 and one line naming the jar, not silently with 0.
     */
    @Test
    void aPluginThatCallsSystemExitWhileLoadingIsNamedAndTheStatusIs2() throws Exception {
        Path exits = jar("exits.jar", "p.Exits\n", "Exits", source("Exits", "exits", "System.exit(0);"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), ExitProbe.class.getName(), exits.toString())
                .redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).isEqualTo(2);
        assertThat(out).doesNotContain("loaded");
        assertThat(err.strip()).doesNotContain("\n").contains("plugin ").contains("exits.jar")
                .contains("the program ended while it was loading (its System.exit");
    }

    @Test
    void pathsComeFromOptionsThenEnvironmentThenTheUserFolder() throws IOException {
        Path user = Files.createDirectories(dir.resolve("user-plugins"));
        List<Path> p = Plugins.paths(List.of("a.jar"), "b.jar" + java.io.File.pathSeparator + " c.jar", user);
        assertThat(p).containsExactly(Path.of("a.jar"), Path.of("b.jar"), Path.of("c.jar"), user);
        assertThat(Plugins.paths(List.of(), null, dir.resolve("absent"))).isEmpty();
    }
}

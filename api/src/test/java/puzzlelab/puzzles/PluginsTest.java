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
    void pathsComeFromOptionsThenEnvironmentThenTheUserFolder() throws IOException {
        Path user = Files.createDirectories(dir.resolve("user-plugins"));
        List<Path> p = Plugins.paths(List.of("a.jar"), "b.jar" + java.io.File.pathSeparator + " c.jar", user);
        assertThat(p).containsExactly(Path.of("a.jar"), Path.of("b.jar"), Path.of("c.jar"), user);
        assertThat(Plugins.paths(List.of(), null, dir.resolve("absent"))).isEmpty();
    }
}

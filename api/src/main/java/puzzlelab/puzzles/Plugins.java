package puzzlelab.puzzles;

import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.zip.ZipFile;
import puzzlelab.puzzles.input.Text;

/**
 * Finds puzzle plugins: jars that list their {@link PuzzleType}s in
 * {@code META-INF/services/puzzlelab.puzzles.PuzzleType}, as the built-in puzzles do. Hosts look in three places,
 * in this order: the {@code --plugin PATH} options, the {@code PUZZLELAB_PLUGINS} environment variable (paths
 * separated by the platform's path separator), and the per-user folder {@code ~/.puzzlelab/plugins}. A path is a jar
 * or a folder of jars. Each jar gets its own class loader whose parent holds the API, so plugins cannot clash with
 * one another.
 *
 * <p>A bad plugin never stops the host: every problem is one line naming the jar (not a jar, no service entry, a
 * missing class, a constructor that throws, a name already taken), and every other puzzle still works.
 */
public final class Plugins {
    /** The environment variable listing plugin paths. */
    public static final String ENV = "PUZZLELAB_PLUGINS";
    private static final String SERVICE = "META-INF/services/" + PuzzleType.class.getName();

    private Plugins() {
    }

    /** A type a plugin jar provides. */
    public record Found(String jar, PuzzleType type) {
    }

    /** What loading gave: the types, and one line per problem. */
    public record Loaded(List<Found> found, List<String> problems) {
    }

    /** The per-user plugin folder, {@code ~/.puzzlelab/plugins}. */
    public static Path userFolder() {
        return Path.of(System.getProperty("user.home"), ".puzzlelab", "plugins");
    }

    /**
     * The jars to load: {@code options} (from {@code --plugin}), then {@code env} (may be null), then the jars of
     * {@code userFolder} when it exists. Paths that name nothing are reported by {@link #load}.
     */
    public static List<Path> paths(List<String> options, String env, Path userFolder) {
        List<Path> l = new ArrayList<>();
        for (String o : options) l.add(Path.of(o));
        if (env != null)
            for (String e : env.split(File.pathSeparator)) if (!e.isBlank()) l.add(Path.of(e.strip()));
        if (userFolder != null && Files.isDirectory(userFolder)) l.add(userFolder);
        return l;
    }

    /** Loads every jar named by {@code paths} (folders: their {@code *.jar}, in name order). */
    public static Loaded load(List<Path> paths) {
        List<Found> found = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Set<Path> jars = new LinkedHashSet<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> inFolder = new ArrayList<>();
                try (DirectoryStream<Path> ds = Files.newDirectoryStream(p, "*.jar")) {
                    ds.forEach(inFolder::add);
                } catch (IOException e) {
                    problems.add("plugin folder " + shown(p) + ": cannot be listed (" + e.getClass().getSimpleName() + ")");
                }
                inFolder.stream().sorted().forEach(j -> jars.add(j.toAbsolutePath().normalize()));
            } else if (!Files.exists(p)) {
                problems.add("plugin " + shown(p) + ": no such file");
            } else {
                jars.add(p.toAbsolutePath().normalize());
            }
        }
        for (Path jar : jars) loadJar(jar, found, problems);
        return new Loaded(found, problems);
    }

    private static void loadJar(Path jar, List<Found> found, List<String> problems) {
        String name = shown(jar);
        try (ZipFile z = new ZipFile(jar.toFile())) {
            if (z.getEntry(SERVICE) == null) {
                problems.add("plugin " + name + ": lists no puzzle (no " + SERVICE + " in the jar)");
                return;
            }
        } catch (IOException e) {
            problems.add("plugin " + name + ": not a jar file" + (Files.isReadable(jar) ? "" : " (permission denied)"));
            return;
        }
        URLClassLoader loader;
        try {
            loader = new URLClassLoader("plugin " + jar.getFileName(), new URL[]{jar.toUri().toURL()}, Plugins.class.getClassLoader());
        } catch (MalformedURLException e) {
            problems.add("plugin " + name + ": bad path (" + e.getMessage() + ")");
            return;
        }
        int before = found.size();
        try {
            for (ServiceLoader.Provider<PuzzleType> p : ServiceLoader.load(PuzzleType.class, loader).stream().toList()) {
                try {
                    if (p.type().getClassLoader() != loader) continue;  // the parent's built-in types
                    found.add(new Found(jar.toString(), p.get()));
                } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                    problems.add("plugin " + name + ": " + why(e));
                }
            }
        } catch (ServiceConfigurationError | LinkageError e) {
            problems.add("plugin " + name + ": " + why(e));
        }
        if (found.size() == before && problems.stream().noneMatch(m -> m.startsWith("plugin " + name + ":")))
            problems.add("plugin " + name + ": its service file names no class of its own");
    }

    /** The first line of the deepest cause, in words: "class x.Y not found", "its constructor threw ...". */
    private static String why(Throwable e) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("Provider (\\S+) not found").matcher(String.valueOf(e.getMessage()));
        if (e.getCause() == null && m.find())
            return "class " + Text.escaped(m.group(1)) + " (named in " + SERVICE + ") not found";
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        if (root instanceof ClassNotFoundException || root instanceof NoClassDefFoundError)
            return "class " + Text.escaped(String.valueOf(root.getMessage()).replace('/', '.')) + " not found";
        if (root instanceof UnsupportedClassVersionError)
            return "compiled for a newer Java than this one (" + Runtime.version().feature() + ")";
        String msg = root.getMessage() == null ? "" : ": " + Text.escaped(root.getMessage().lines().findFirst().orElse(""));
        if (root != e && e.getMessage() != null && e.getMessage().contains("could not be instantiated"))
            return "its puzzle could not be created (" + root.getClass().getSimpleName() + msg + ")";
        return root.getClass().getSimpleName() + msg;
    }

    private static String shown(Path p) {
        return Text.escaped(p.toString());
    }
}

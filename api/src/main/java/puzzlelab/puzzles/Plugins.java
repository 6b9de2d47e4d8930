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

    /** How long one jar may take to load (its classes' static initializers and its puzzles' constructors). */
    public static final long LOAD_MILLIS = 10_000;

    /**
     * Loads every jar named by {@code paths} (folders: their {@code *.jar}, in name order), each within {@link #LOAD_MILLIS}
     * (or the system property {@code puzzlelab.pluginLoadMillis}, for tests and slow machines).
     */
    public static Loaded load(List<Path> paths) {
        return load(paths, Math.max(1, Long.getLong("puzzlelab.pluginLoadMillis", LOAD_MILLIS)));
    }

    /**
     * Loads every jar named by {@code paths}; a jar whose loading takes longer than {@code budgetMillis} (a constructor
     * or static initializer that loops or waits) is named and skipped, and its thread stopped where Java still can.
     */
    public static Loaded load(List<Path> paths, long budgetMillis) {
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
                if (inFolder.isEmpty()) {
                    long deeper = jarsBelow(p);
                    if (deeper > 0)
                        problems.add("plugin folder " + shown(p) + ": no jar directly in it; " + deeper + " jar"
                                + (deeper == 1 ? " is" : "s are") + " in its subfolders, which are not searched (name "
                                + (deeper == 1 ? "it" : "them") + " with --plugin, or move " + (deeper == 1 ? "it" : "them") + " up)");
                }
                inFolder.stream().sorted().forEach(j -> jars.add(j.toAbsolutePath().normalize()));
            } else if (!Files.exists(p)) {
                problems.add("plugin " + shown(p) + ": no such file");
            } else {
                jars.add(p.toAbsolutePath().normalize());
            }
        }
        for (Path jar : jars) {
            // a FIFO would block the jar reader for ever, a device feed it without end: only regular files are opened
            if (!Files.isRegularFile(jar)) {
                problems.add("plugin " + shown(jar) + ": not a regular file (a FIFO, device or socket); give a jar file");
                continue;
            }
            loadWithin(jar, budgetMillis, found, problems);
        }
        return new Loaded(found, problems);
    }

    /** Jars in the subfolders of {@code folder} (two levels down, at most 10,000 entries looked at). */
    private static long jarsBelow(Path folder) {
        try (var walk = Files.walk(folder, 3)) {
            return walk.limit(10_000).filter(f -> f.getParent() != null && !f.getParent().equals(folder))
                    .filter(f -> f.getFileName().toString().endsWith(".jar")).count();
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /** The jar being loaded, for the exit hook: a plugin that calls {@code System.exit} while it loads is named. */
    private static volatile String loading;
    private static volatile boolean hooked;

    /**
     * The JVM has no way left to block {@code System.exit} (the SecurityManager is deprecated): a shutdown hook tells
     * which plugin was loading when the program ended, and ends it with status 2 (bad input) instead of the plugin's.
     */
    private static synchronized void hook() {
        if (hooked) return;
        hooked = true;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            String jar = loading;
            if (jar == null) return;
            System.err.println("puzzlelab: plugin " + jar + ": the program ended while it was loading (its System.exit, "
                    + "or Ctrl-C); nothing else ran: remove or fix the plugin");
            System.err.flush();
            Runtime.getRuntime().halt(2);
        }, "plugin exit check"));
    }

    /** {@link #loadJar} on a thread of its own, given {@code budgetMillis}; what it found counts only if it finished. */
    @SuppressWarnings({"deprecation", "removal"})
    private static void loadWithin(Path jar, long budgetMillis, List<Found> found, List<String> problems) {
        hook();
        List<Found> f = java.util.Collections.synchronizedList(new ArrayList<>());
        List<String> p = java.util.Collections.synchronizedList(new ArrayList<>());
        Thread t = new Thread(() -> loadJar(jar, f, p), "plugin loader " + jar.getFileName());
        t.setDaemon(true);   // a plugin that never returns does not keep the program alive
        loading = shown(jar);
        try {
            t.start();
            t.join(budgetMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            loading = null;
        }
        if (t.isAlive()) {
            try {
                t.stop();   // frees the CPU of a plugin that loops (Java 17; later Javas refuse, the thread is a daemon)
            } catch (UnsupportedOperationException | SecurityException e) {
                // left running as a daemon
            }
            problems.add("plugin " + shown(jar) + ": did not finish loading within " + budgetMillis / 1000.0
                    + " s (a constructor or static initializer that does not return); skipped");
            return;
        }
        synchronized (f) {
            found.addAll(f);
        }
        synchronized (p) {
            problems.addAll(p);
        }
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
                    PuzzleType t = p.get();
                    t.name();   // a name() that loops is caught here, within the budget, not later in the host
                    found.add(new Found(jar.toString(), t));
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

package puzzlelab.spark;

import java.io.File;
import puzzlelab.puzzles.input.EnvironmentException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Serializable;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.SparkEnv;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import puzzlelab.rushdb.core.Enumeration;
import puzzlelab.rushdb.core.PartitionEngine;
import puzzlelab.rushdb.core.Sweep;
import scala.Tuple2;

/**
 * The enumeration's partitions as Spark tasks: one task per partition, running the same code as the local engine
 * ({@link Enumeration#partition}), its text collected to the driver, which writes it (atomically, by the
 * {@code rushdb} store). Batches of a few waves are collected at a time, so a stopped job loses at most one batch.
 * Master: {@code --master} (default {@code local[*]}, embedded), or whatever {@code spark-submit} set. Started
 * outside {@code spark-submit} against a cluster, the driver ships the jars it runs with ({@code spark.jars}: its
 * class path but Spark's own jars, folders packed as jars). Settings reach the executors in the task, never through
 * static fields.
 */
public final class SparkEngine implements PartitionEngine {
    private final String master;
    private final JavaSparkContext given;
    /** {@code --max-layout-states}; null: each executor's default (three quarters of its heap over its cores). */
    private final Long maxLayoutStates;
    /** Spark settings added to the context this engine starts (tests: the driver's address). */
    private final Map<String, String> settings;

    public SparkEngine(String master) {
        this(master, null);
    }

    public SparkEngine(String master, Long maxLayoutStates) {
        this(master, maxLayoutStates, Map.of());
    }

    SparkEngine(String master, Long maxLayoutStates, Map<String, String> settings) {
        this.master = master;
        this.given = null;
        this.maxLayoutStates = maxLayoutStates;
        this.settings = settings;
    }

    /** Runs on an existing context (tests share one). */
    public SparkEngine(JavaSparkContext sc) {
        this(sc, null);
    }

    public SparkEngine(JavaSparkContext sc, Long maxLayoutStates) {
        this.master = sc.master();
        this.given = sc;
        this.maxLayoutStates = maxLayoutStates;
        this.settings = Map.of();
    }

    @Override
    public String name() {
        return "spark";
    }

    /** One enumeration per executor JVM and (n, walls). */
    private static final Map<Long, Enumeration> ENUMS = new ConcurrentHashMap<>();

    /** A partition's text and CPU seconds, or why its layout was too large for the executor. */
    record PartOutcome(int partition, String text, double cpuSeconds, String tooLarge) implements Serializable {
    }

    /** Computes one partition on an executor; everything it needs travels with it. */
    static final class Task implements Function<Integer, PartOutcome> {
        private static final long serialVersionUID = 2L;
        final int n;
        final int walls;
        final int partitions;
        /** Most states per layout's sweep; null: the executor's own default. */
        final Long maxLayoutStates;

        Task(int n, int walls, int partitions, Long maxLayoutStates) {
            this.n = n;
            this.walls = walls;
            this.partitions = partitions;
            this.maxLayoutStates = maxLayoutStates;
        }

        @Override
        public PartOutcome call(Integer p) {
            Enumeration e = ENUMS.computeIfAbsent(n * 100L + walls, k -> new Enumeration(n, walls));
            long limit = maxLayoutStates != null ? maxLayoutStates : Sweep.defaultStateLimit(executorCores());
            try {
                PartitionEngine.Done d = PartitionEngine.compute(e, p, partitions, limit);
                return new PartOutcome(p, d.text(), d.cpuSeconds(), null);
            } catch (Sweep.LayoutTooLarge big) {
                // a result, not a task failure: Spark would retry it (4 times on a cluster) to the same end
                return new PartOutcome(p, null, -1, big.getMessage());
            }
        }

        /** Tasks this executor runs at once. */
        private static int executorCores() {
            int all = Runtime.getRuntime().availableProcessors();
            SparkEnv env = SparkEnv.get();
            if (env == null || "driver".equals(env.executorId())) return all;
            return env.conf().getInt("spark.executor.cores", all);
        }
    }

    @Override
    public void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception {
        JavaSparkContext sc = given != null ? given : start(n, walls);
        Workers watch = new Workers(sc, master, sc.getConf().getTimeAsSeconds(WORKER_TIMEOUT, DEFAULT_WORKER_TIMEOUT));
        try {
            int wave = Math.max(1, sc.defaultParallelism()) * 4;
            for (int from = 0; from < todo.length; from += wave) {
                List<Integer> batch = new ArrayList<>();
                for (int i = from; i < Math.min(todo.length, from + wave); i++) batch.add(todo[i]);
                List<PartOutcome> done;
                JavaFutureAction<List<PartOutcome>> job = null;
                try {
                    job = sc.parallelize(batch, batch.size()).map(new Task(n, walls, partitions, maxLayoutStates)).collectAsync();
                    done = watch.await(job);
                } catch (Failure f) {
                    throw f;
                } catch (Exception x) {   // SparkException is checked, though Scala does not declare it
                    if (job != null) job.cancel(true);
                    Throwable cause = x instanceof java.util.concurrent.ExecutionException && x.getCause() != null ? x.getCause() : x;
                    throw new Failure("Spark " + master + ": " + oneLine(cause), cause);
                }
                String tooLarge = null;
                for (PartOutcome r : done) {
                    if (r.tooLarge() != null) tooLarge = r.tooLarge();
                    else sink.done(r.partition(), r.text(), r.cpuSeconds());
                }
                if (tooLarge != null) throw new Sweep.LayoutTooLarge(tooLarge);
            }
        } finally {
            if (given == null) sc.stop();
        }
    }

    /** How long a cluster may have no executor for the job (none joined yet, or all lost) before the run stops. */
    static final String WORKER_TIMEOUT = "spark.puzzlelab.workerTimeout";
    static final String DEFAULT_WORKER_TIMEOUT = "120s";

    /**
     * Waits for a batch while watching the cluster's executors: a master with no worker (Spark itself would wait for
     * ever, logging "Initial job has not accepted any resources" every 15 s) or one whose workers are all lost ends
     * the run after the timeout with one line, its finished partitions kept for a rerun to resume from; a worker lost
     * while others remain is said in one line (Spark runs its tasks again on the others).
     */
    static final class Workers {
        private final JavaSparkContext sc;
        private final String master;
        private final long timeoutSeconds;
        private final boolean local;
        private long emptySince = System.nanoTime();
        private int seen, most;

        Workers(JavaSparkContext sc, String master, long timeoutSeconds) {
            this.sc = sc;
            this.master = master;
            this.timeoutSeconds = timeoutSeconds;
            this.local = sc.master().startsWith("local");
        }

        /** Executors now, the driver not counted. */
        private int executors() {
            int n = 0;
            for (org.apache.spark.SparkExecutorInfo e : sc.sc().statusTracker().getExecutorInfos())
                if (e != null) n++;
            return Math.max(0, n - 1);
        }

        <T> T await(JavaFutureAction<T> job) throws Exception {
            while (true) {
                try {
                    return job.get(1, java.util.concurrent.TimeUnit.SECONDS);
                } catch (java.util.concurrent.TimeoutException still) {
                    if (local) continue;   // the driver is the executor
                }
                int now = executors();
                if (now < seen && now > 0)
                    System.err.println("spark: a worker was lost (" + seen + " → " + now + " executors); its tasks run again on the others");
                if (now > 0) emptySince = System.nanoTime();
                seen = now;
                most = Math.max(most, now);
                if (now == 0 && System.nanoTime() - emptySince > timeoutSeconds * 1_000_000_000L) {
                    job.cancel(true);
                    throw new Failure("Spark " + master + ": " + (most == 0 ? "no worker accepted the job in " + timeoutSeconds
                            + " s (does the master have a worker with enough free cores and memory?)"
                            : "every worker was lost (" + most + " executor" + (most == 1 ? "" : "s") + " had joined) and none took the job back in "
                                    + timeoutSeconds + " s") + "; rerun to resume", null);
                }
            }
        }
    }

    private JavaSparkContext start(int n, int walls) throws IOException {
        boolean quiet = quiet();
        SparkConf conf = new SparkConf().setAppName("puzzlelab rushhour enumerate " + n + "x" + n + " w" + walls);
        if (!conf.contains("spark.master") || !"local[*]".equals(master)) conf.setMaster(master);
        conf.set("spark.ui.enabled", "false");
        settings.forEach(conf::set);
        String url = conf.get("spark.master");
        masterUrl(url);
        localThreads(url);
        if (url.startsWith("spark://")) answers(url);
        // outside spark-submit nobody else ships the application's classes to a cluster's executors
        if (!url.startsWith("local") && !conf.contains("spark.jars"))
            conf.set("spark.jars", String.join(",", applicationJars(System.getProperty("java.class.path"), sparkJars())));
        JavaSparkContext sc;
        // a context that cannot start logs why with a stack trace, then throws it: told once, in one line
        if (quiet) level("org.apache.spark.SparkContext", org.apache.logging.log4j.Level.OFF);
        try {
            sc = new JavaSparkContext(conf);
        } catch (Exception x) {   // SparkException is checked, though Scala does not declare it
            // the URL's form was checked before (masterUrl): what is left is the cluster's or Spark's own failure
            throw new Failure("Spark " + url + " did not start: " + oneLine(x), x);
        }
        if (quiet) level("org.apache.spark.SparkContext", org.apache.logging.log4j.Level.WARN);
        return sc;
    }

    /**
     * Spark's own log (its default profile, to stderr) from warnings on, as {@code spark-shell} has it, without the
     * warnings of a failed task (they carry the executor's stack trace: the failure is told once, in one line) or
     * of Hadoop's missing native library. A log4j2 configuration of the user's own is left as it is (false).
     */
    static boolean quiet() {
        if (!org.apache.spark.internal.Logging$.MODULE$.islog4j2DefaultConfigured()) return false;
        new SparkConf(false).initializeLogIfNecessary(false, true);
        org.apache.logging.log4j.core.config.Configurator.setRootLevel(org.apache.logging.log4j.Level.WARN);
        level("org.apache.spark.scheduler.TaskSetManager", org.apache.logging.log4j.Level.ERROR);
        // "Initial job has not accepted any resources" every 15 s, "Lost executor …", and the stack traces of the
        // connections a lost worker drops: the run's own watch says each once, in one line (Workers)
        level("org.apache.spark.scheduler.TaskSchedulerImpl", org.apache.logging.log4j.Level.OFF);
        level("org.apache.spark.network.server.TransportChannelHandler", org.apache.logging.log4j.Level.OFF);
        level("org.apache.spark.network.client.TransportResponseHandler", org.apache.logging.log4j.Level.OFF);
        level("org.apache.hadoop.util.NativeCodeLoader", org.apache.logging.log4j.Level.ERROR);
        // a cluster that removes the application: its reason is logged (StandaloneSchedulerBackend), then thrown
        // again with a stack trace
        level("org.apache.spark.rpc.netty.Inbox", org.apache.logging.log4j.Level.OFF);
        oneLineExceptions();
        return true;
    }

    /**
     * Spark's console appender again, with a logged exception told at its line's end in one line (its class and
     * message), never its stack trace. The loggers above that are silenced are the known ones; this is for the rest:
     * a lost worker can also make the block manager warn with the trace of a reset connection.
     */
    private static void oneLineExceptions() {
        var context = (org.apache.logging.log4j.core.LoggerContext) org.apache.logging.log4j.LogManager.getContext(false);
        var config = context.getConfiguration();
        var console = org.apache.logging.log4j.core.appender.ConsoleAppender.newBuilder()
                .setName(CONSOLE).setTarget(org.apache.logging.log4j.core.appender.ConsoleAppender.Target.SYSTEM_ERR)
                .setLayout(oneLineLayout(config)).setConfiguration(config).build();
        console.start();
        var root = config.getRootLogger();
        root.removeAppender(CONSOLE);
        root.addAppender(console, null, null);
        context.updateLoggers();
    }

    /** The name of Spark's default console appender (its log4j2-defaults.properties). */
    static final String CONSOLE = "console";

    /** Spark's default pattern, with the exception's first line (class: message) after a colon instead of its trace ({@code %throwable} puts a space before it). */
    static org.apache.logging.log4j.core.layout.PatternLayout oneLineLayout(org.apache.logging.log4j.core.config.Configuration config) {
        return org.apache.logging.log4j.core.layout.PatternLayout.newBuilder().withConfiguration(config)
                .withPattern("%d{yy/MM/dd HH:mm:ss} %p %c{1}: %m%notEmpty{:%throwable{1}}%n")
                .withAlwaysWriteExceptions(false).build();
    }

    private static void level(String logger, org.apache.logging.log4j.Level level) {
        org.apache.logging.log4j.core.config.Configurator.setLevel(logger, level);
    }

    /** The forms of master URL Spark knows; anything else is refused before Spark starts, in one line. */
    private static final java.util.regex.Pattern MASTER_URL = java.util.regex.Pattern.compile(
            "local|local\\[(\\*|-?\\d+)(,\\s*-?\\d+)?]|local-cluster\\[\\d+,\\s*\\d+,\\s*\\d+]|spark://.+|yarn|k8s://.+|mesos://.+");

    /** A --master that is no Spark master URL at all (Spark would say "Could not parse Master URL" with a trace). */
    static void masterUrl(String url) {
        if (!MASTER_URL.matcher(url.strip()).matches())
            throw new EnvironmentException("--master " + url, "not a Spark master URL: use local[N], local[*], "
                    + "spark://HOST:PORT, yarn or k8s://HOST:PORT");
    }

    /**
     * A local master's thread count, checked before Spark starts: {@code local[0]} (or {@code local[-1]}) would fail
     * inside Spark's scheduler with a stack trace; here it is one line and exit 2.
     */
    static void localThreads(String url) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("local\\[(-?\\d+)(?:,\\s*(-?\\d+))?]").matcher(url.strip());
        if (!m.matches()) return;
        if (m.group(1).length() > 6 || Integer.parseInt(m.group(1)) < 1)
            throw new EnvironmentException("--master " + url, "a local master needs at least 1 thread: local[N] with N >= 1, or local[*]");
        if (m.group(2) != null && (m.group(2).length() > 6 || Integer.parseInt(m.group(2)) < 1))
            throw new EnvironmentException("--master " + url, "local[N,F] needs F (task failures allowed) >= 1");
    }

    /** A standalone master's URL (spark://host:port[,host:port...]) whose masters all refuse a connection is a bad --master. */
    static void answers(String url) {
        String why = "no host:port";
        for (String hp : url.substring("spark://".length()).split(",")) {
            int colon = hp.lastIndexOf(':');
            if (colon <= 0) throw new EnvironmentException("--master " + url, "expected spark://HOST:PORT");
            int port;
            try {
                port = Integer.parseInt(hp.substring(colon + 1));
            } catch (NumberFormatException x) {
                throw new EnvironmentException("--master " + url, "expected spark://HOST:PORT");
            }
            if (port < 1 || port > 65535) throw new EnvironmentException("--master " + url, "a port is 1..65535, not " + port);
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress(hp.substring(0, colon), port), 5000);
                return;
            } catch (IOException x) {
                why = hp + ": " + (x.getMessage() != null ? x.getMessage() : x.getClass().getSimpleName());
            }
        }
        throw new EnvironmentException("--master " + url, "no Spark master answers (" + why + ")");
    }

    /** The folder of Spark's own jars (the executors have the same in their SPARK_HOME/jars). */
    private static Path sparkJars() {
        try {
            return Path.of(SparkContext.class.getProtectionDomain().getCodeSource().getLocation().toURI()).getParent();
        } catch (Exception x) {
            return null;
        }
    }

    /**
     * The class path entries executors need and Spark does not provide: everything outside Spark's jar folder but
     * the DuckDB driver (the driver alone writes the database); folders are packed into temporary jars.
     */
    static List<String> applicationJars(String classPath, Path sparkJars) throws IOException {
        List<String> out = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (entry.isBlank()) continue;
            Path p = Path.of(entry).toAbsolutePath().normalize();
            String name = p.getFileName() == null ? "" : p.getFileName().toString();
            if (!Files.exists(p) || sparkJars != null && sparkJars.equals(p.getParent())) continue;
            if (name.startsWith("duckdb") || p.toString().contains(File.separator + "duckdb-native" + File.separator)) continue;
            if (Files.isDirectory(p)) {
                Path jar = packed(p);
                if (jar != null) out.add(jar.toString());
            } else if (name.endsWith(".jar")) {
                out.add(p.toString());
            }
        }
        return out;
    }

    /** A folder of classes as a temporary jar (deleted at exit), or null when it holds no file. */
    private static Path packed(Path dir) throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        if (files.isEmpty()) return null;
        Path jar = Files.createTempFile("puzzlelab-" + dir.getParent().getFileName() + "-", ".jar");
        jar.toFile().deleteOnExit();
        try (OutputStream o = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(o)) {
            for (Path f : files) {
                j.putNextEntry(new JarEntry(dir.relativize(f).toString().replace(File.separatorChar, '/')));
                Files.copy(f, j);
                j.closeEntry();
            }
        }
        return jar;
    }

    /** A Spark failure in one line: its first line, and its root cause when that line does not already say it. */
    static String oneLine(Throwable x) {
        String top = firstLine(x.getMessage());
        if (top.isEmpty()) top = x.getClass().getName();
        Throwable root = x;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        if (root != x) {
            String why = firstLine(root.getMessage());
            if (why.isEmpty() || !top.contains(why))
                top += " (cause: " + root.getClass().getName() + (why.isEmpty() ? "" : ": " + why) + ")";
        }
        return top;
    }

    private static String firstLine(String s) {
        if (s == null) return "";
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}

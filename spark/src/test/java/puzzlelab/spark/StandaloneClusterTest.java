package puzzlelab.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Spark standalone cluster: a {@code Master} and a {@code Worker} JVM started from the module's Spark jars
 * ({@code target/lib}, the workers' {@code SPARK_HOME/jars}, so they hold no Puzzlelab class), the worker launching
 * executor JVMs. The driver is {@code enumerate} in its own JVM with {@code rushdb/rushdb}'s class path layout
 * (Spark's jars, then the application's), so what reaches the executors is only what the driver ships.
 */
class StandaloneClusterTest {
    static final Path LIB = Path.of("target/lib").toAbsolutePath();
    static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    @TempDir
    static Path tmp;
    static Process master;
    static Process worker;
    static String url;

    /** The test JVM's --add-opens (Spark on Java 17), for the cluster's and the driver's JVMs. */
    static List<String> opens() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens")).toList();
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    static Process spark(String log, String main, String... args) throws IOException {
        List<String> cmd = new ArrayList<>(List.of(JAVA, "-Xmx256m"));
        cmd.addAll(opens());
        cmd.addAll(List.of("-cp", LIB + File.separator + "*", main));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve(log).toFile());
        pb.environment().put("SPARK_HOME", tmp.resolve("spark-home").toString());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        // a distribution's scripts set it; without it the worker looks for Spark's build directories to find jars/
        pb.environment().put("SPARK_SCALA_VERSION", "2.13");
        pb.environment().remove("SPARK_CONF_DIR");
        return pb.start();
    }

    @BeforeAll
    static void startCluster() throws Exception {
        assertThat(LIB.resolve("spark-core_2.13-3.5.8.jar")).as("Spark's jars (mvn generate-test-resources)").exists();
        assertThat(Files.list(LIB).map(p -> p.getFileName().toString()).filter(n -> n.startsWith("puzzlelab"))).isEmpty();
        Path home = Files.createDirectories(tmp.resolve("spark-home"));
        Files.createSymbolicLink(home.resolve("jars"), LIB);
        int port = freePort();
        int ui = freePort();
        url = "spark://127.0.0.1:" + port;
        master = spark("master.log", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(ui));
        worker = spark("worker.log", "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--webui-port",
                String.valueOf(freePort()), "--cores", "2", "--memory", "1g", "--work-dir",
                Files.createDirectories(tmp.resolve("work")).toString(), url);
        // the worker retries until the master is up; wait (at most 3 min on a loaded machine) until the master's
        // status page counts it alive
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (aliveWorkers(ui) < 1) {
            assertThat(worker.isAlive()).as("worker:\n%s", Files.readString(tmp.resolve("worker.log"))).isTrue();
            assertThat(master.isAlive()).as("master:\n%s", Files.readString(tmp.resolve("master.log"))).isTrue();
            assertThat(System.nanoTime()).as("worker registered").isLessThan(deadline);
            Thread.sleep(200);
        }
    }

    /** Workers the master's status page (JSON) counts alive; 0 while it does not answer. */
    static int aliveWorkers(int ui) {
        try {
            java.net.HttpURLConnection c = (java.net.HttpURLConnection) new java.net.URL("http://127.0.0.1:" + ui + "/json/").openConnection();
            c.setConnectTimeout(1000);
            c.setReadTimeout(5000);
            try (java.io.InputStream in = c.getInputStream()) {
                return new ObjectMapper().readTree(in).path("aliveworkers").asInt();
            }
        } catch (IOException x) {
            return 0;
        }
    }

    @AfterAll
    static void stopCluster() throws Exception {
        for (Process p : new Process[] {worker, master}) {
            if (p == null) continue;
            List<ProcessHandle> kids = p.descendants().toList();   // executors, should the worker leave any
            p.destroy();
            if (!p.waitFor(20, TimeUnit.SECONDS)) p.destroyForcibly().waitFor();
            kids.forEach(ProcessHandle::destroyForcibly);
        }
    }

    record Run(int code, String out, String err) {
    }

    /** {@code enumerate ...} as rushdb/rushdb runs it (Spark's jars first, then the application's) in a new JVM. */
    static Run driver(List<String> jvm, String... args) throws Exception {
        Set<String> spark = Files.list(LIB).map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        String app = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> !spark.contains(Path.of(e).getFileName().toString()))
                .collect(Collectors.joining(File.pathSeparator));
        List<String> cmd = new ArrayList<>(List.of(JAVA, "-Xmx512m"));
        cmd.addAll(opens());
        cmd.addAll(jvm);
        cmd.addAll(List.of("-cp", LIB + File.separator + "*" + File.pathSeparator + app, "puzzlelab.rushdb.RushdbMain"));
        cmd.addAll(List.of(args));
        Path out = Files.createTempFile(tmp, "driver", ".out");
        Path err = Files.createTempFile(tmp, "driver", ".err");
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
        Process p = pb.start();
        try {
            assertThat(p.waitFor(10, TimeUnit.MINUTES)).as("driver finished").isTrue();
        } finally {
            p.destroyForcibly();
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    /** Every file of a database folder but the timings and the DuckDB file, with its bytes. */
    static List<String> files(Path dir) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted().toList()) {
                String name = dir.relativize(p).toString();
                if (Files.isDirectory(p) || name.startsWith("timings") || name.startsWith("rush.duckdb")) continue;
                out.add(name + "\n" + java.util.HexFormat.of().formatHex(Files.readAllBytes(p)));
            }
        }
        return out;
    }

    static void noStackTrace(Run r) {
        assertThat(r.err()).as(r.err()).doesNotContain("\tat ").doesNotContain("Exception in thread");
    }

    static String lastLine(String s) {
        String[] lines = s.strip().split("\n");
        return lines[lines.length - 1];
    }

    @Test
    void theClusterWritesTheLocalEnginesBytes() throws Exception {
        String[] base = {"enumerate", "rushhour", "--size", "5", "--walls", "1", "--partitions", "16"};
        Path local = tmp.resolve("local");
        Path cluster = tmp.resolve("cluster");
        Run l = driver(List.of(), concat(base, "--threads", "2", "--out", local.toString()));
        assertThat(l.code()).as(l.err()).isZero();

        // --max-layout-states reaches the executors (their own default would let every 5×5 layout through)
        Run small = driver(List.of(), concat(base, "--engine", "spark", "--master", url, "--max-layout-states", "2",
                "--out", cluster.toString()));
        assertThat(small.code()).as(small.err()).isEqualTo(3);
        assertThat(small.err()).contains("more than 2 states");
        noStackTrace(small);

        Run c = driver(List.of(), concat(base, "--engine", "spark", "--master", url, "--format", "json",
                "--out", cluster.toString()));
        assertThat(c.code()).as(c.err()).isZero();
        noStackTrace(c);
        JsonNode j = new ObjectMapper().readTree(c.out());
        assertThat(j.get("engine").asText()).isEqualTo("spark");
        // README: 5×5 with at most one wall, 6,041 puzzles covering 992,656 states
        assertThat(j.get("puzzles").asLong()).isEqualTo(6041);
        assertThat(j.get("states").asLong()).isEqualTo(992_656);
        assertThat(files(cluster)).hasSize(files(local).size()).isEqualTo(files(local));
        assertThat(files(local).stream().filter(f -> f.startsWith("parts"))).hasSize(16);
    }

    @Test
    void unshippedClassesAreAClusterFailureInOneLine() throws Exception {
        // spark.jars given (as spark-submit would) without the application's classes: the executors cannot run a task
        String picocli = Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(e -> Path.of(e).getFileName().toString().startsWith("picocli")).findFirst().orElseThrow();
        Run r = driver(List.of("-Dspark.jars=" + picocli), "enumerate", "rushhour", "--size", "4", "--partitions", "2",
                "--engine", "spark", "--master", url, "--out", tmp.resolve("unshipped").toString());
        assertThat(r.code()).as(r.err()).isEqualTo(4);
        noStackTrace(r);
        assertThat(lastLine(r.err())).startsWith("puzzlelab enumerate: Spark " + url + ": Job aborted")
                .containsPattern("ClassCastException|ClassNotFoundException");
    }

    /**
     * A master with no worker: Spark alone waits for ever ("Initial job has not accepted any resources" every 15 s);
     * the run ends after the worker timeout with one line, and a rerun against a master with a worker resumes.
     */
    @Test
    void aMasterWithNoWorkerEndsTheRunWithOneLineAfterTheTimeout() throws Exception {
        int port = freePort();
        String lonely = "spark://127.0.0.1:" + port;
        Process alone = spark("lonely-master.log", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(freePort()));
        try {
            Path out = tmp.resolve("no-worker");
            long t0 = System.nanoTime();
            Run r = null;
            for (int i = 0; i < 60 && (r == null || r.err().contains("no Spark master answers")); i++) {   // the master starting
                if (r != null) Thread.sleep(1000);
                r = driver(List.of("-Dspark.puzzlelab.workerTimeout=8s"), "enumerate", "rushhour", "--size", "4",
                        "--partitions", "2", "--engine", "spark", "--master", lonely, "--out", out.toString());
            }
            assertThat(r.code()).as(r.err()).isEqualTo(4);
            noStackTrace(r);
            assertThat(lastLine(r.err())).isEqualTo("puzzlelab enumerate: Spark " + lonely + ": no worker accepted the job in 8 s "
                    + "(does the master have a worker with enough free cores and memory?); rerun to resume; finished partitions are kept");
            assertThat(r.err()).doesNotContain("Initial job has not accepted any resources");
            assertThat((System.nanoTime() - t0) / 1e9).isLessThan(300);
            // the same folder on the master that has a worker: the run resumes and finishes
            Run again = driver(List.of(), "enumerate", "rushhour", "--size", "4", "--partitions", "2", "--engine", "spark",
                    "--master", url, "--out", out.toString());
            assertThat(again.code()).as(again.err()).isZero();
        } finally {
            alone.destroy();
            if (!alone.waitFor(20, TimeUnit.SECONDS)) alone.destroyForcibly().waitFor();
        }
    }

    /** Cores a master's status page (JSON) says its workers give to applications; 0 while it does not answer. */
    static int coresUsed(int ui) {
        try {
            java.net.HttpURLConnection c = (java.net.HttpURLConnection) new java.net.URL("http://127.0.0.1:" + ui + "/json/").openConnection();
            c.setConnectTimeout(1000);
            c.setReadTimeout(5000);
            try (java.io.InputStream in = c.getInputStream()) {
                return new ObjectMapper().readTree(in).path("coresused").asInt();
            }
        } catch (IOException x) {
            return 0;
        }
    }

    /**
     * A cluster of its own whose only worker is killed while the job runs: the driver ends with one line after the
     * worker timeout (Spark alone would wait for ever), and the partitions finished before are kept.
     */
    @Test
    void aLostWorkerEndsTheRunWithOneLine() throws Exception {
        int port = freePort(), ui = freePort();
        String own = "spark://127.0.0.1:" + port;
        Process m = spark("lost-master.log", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port",
                String.valueOf(port), "--webui-port", String.valueOf(ui));
        Process w = spark("lost-worker.log", "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1", "--webui-port",
                String.valueOf(freePort()), "--cores", "1", "--memory", "1g", "--work-dir",
                Files.createDirectories(tmp.resolve("lost-work")).toString(), own);
        try {
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
            while (aliveWorkers(ui) < 1) {
                assertThat(System.nanoTime()).as("worker registered").isLessThan(deadline);
                Thread.sleep(200);
            }
            Path out = tmp.resolve("lost");
            java.util.concurrent.CompletableFuture<Run> run = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                try {   // 6×6, 1,000 partitions of 4096: minutes of work for one core, long enough to lose the worker in
                    return driver(List.of("-Dspark.puzzlelab.workerTimeout=10s"), "enumerate", "rushhour", "--size", "6",
                            "--partitions", "4096", "--only-partitions", "0-999", "--engine", "spark", "--master", own,
                            "--out", out.toString());
                } catch (Exception x) {
                    throw new IllegalStateException(x);
                }
            });
            while (coresUsed(ui) < 1) {   // an executor runs the job
                assertThat(System.nanoTime()).as("an executor started").isLessThan(deadline);
                assertThat(run).as("the job still runs").isNotDone();
                Thread.sleep(200);
            }
            Thread.sleep(15_000);   // registered with the driver, partitions under way
            List<ProcessHandle> executors = w.descendants().toList();
            w.destroyForcibly().waitFor();
            executors.forEach(ProcessHandle::destroyForcibly);
            Run r = run.get(5, TimeUnit.MINUTES);
            assertThat(r.code()).as(r.err()).isEqualTo(4);
            noStackTrace(r);
            assertThat(lastLine(r.err())).startsWith("puzzlelab enumerate: Spark " + own + ": every worker was lost (1 executor had joined) "
                    + "and none took the job back in 10 s; rerun to resume; finished partitions are kept");
        } finally {
            for (Process p : new Process[] {w, m}) {
                p.destroy();
                if (!p.waitFor(20, TimeUnit.SECONDS)) p.destroyForcibly().waitFor();
            }
        }
    }

    @Test
    void aBadMasterIsABadOptionInOneLine() throws Exception {
        String[] base = {"enumerate", "rushhour", "--size", "4", "--engine", "spark", "--out", tmp.resolve("bad").toString()};
        Run nonsense = driver(List.of(), concat(base, "--master", "nonsense://1"));
        assertThat(nonsense.code()).as(nonsense.err()).isEqualTo(2);
        assertThat(lastLine(nonsense.err())).startsWith("puzzlelab enumerate: --master nonsense://1: ");
        noStackTrace(nonsense);
        String nobody = "spark://127.0.0.1:" + freePort();
        Run closed = driver(List.of(), concat(base, "--master", nobody));
        assertThat(closed.code()).as(closed.err()).isEqualTo(2);
        assertThat(lastLine(closed.err())).startsWith("puzzlelab enumerate: --master " + nobody + ": no Spark master answers");
        noStackTrace(closed);
    }

    static String[] concat(String[] a, String... b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}

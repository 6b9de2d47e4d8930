package puzzlelab.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import puzzlelab.puzzles.rushhour.db.Enumeration;
import puzzlelab.puzzles.rushhour.db.PartitionEngine;
import scala.Tuple2;

/**
 * The enumeration's partitions as Spark tasks: one task per partition, running the same code as the local engine
 * ({@link Enumeration#partition}), its text collected to the driver, which writes it (atomically, by the
 * {@code rushdb} store). Batches of a few waves are collected at a time, so a stopped job loses at most one batch.
 * Master: {@code --master} (default {@code local[*]}, embedded), or whatever {@code spark-submit} set.
 */
public final class SparkEngine implements PartitionEngine {
    private final String master;
    private final JavaSparkContext given;

    public SparkEngine(String master) {
        this.master = master;
        this.given = null;
    }

    /** Runs on an existing context (tests share one). */
    public SparkEngine(JavaSparkContext sc) {
        this.master = sc.master();
        this.given = sc;
    }

    @Override
    public String name() {
        return "spark";
    }

    /** One enumeration per executor JVM and (n, walls). */
    private static final Map<Long, Enumeration> ENUMS = new ConcurrentHashMap<>();

    /** A partition's text and the CPU seconds its executor thread spent on it. */
    static final class Task implements Function<Integer, Tuple2<Integer, PartitionEngine.Done>> {
        private static final long serialVersionUID = 1L;
        final int n;
        final int walls;
        final int partitions;

        Task(int n, int walls, int partitions) {
            this.n = n;
            this.walls = walls;
            this.partitions = partitions;
        }

        @Override
        public Tuple2<Integer, PartitionEngine.Done> call(Integer p) {
            Enumeration e = ENUMS.computeIfAbsent(n * 100L + walls, k -> new Enumeration(n, walls));
            return new Tuple2<>(p, PartitionEngine.compute(e, p, partitions));
        }
    }

    @Override
    public void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception {
        JavaSparkContext sc = given;
        if (sc == null) {
            SparkConf conf = new SparkConf().setAppName("puzzlelab rushhour enumerate " + n + "x" + n + " w" + walls);
            if (!conf.contains("spark.master") || !"local[*]".equals(master)) conf.setMaster(master);
            conf.set("spark.ui.enabled", "false");
            sc = new JavaSparkContext(conf);
            sc.setLogLevel("WARN");
        }
        try {
            int wave = Math.max(1, sc.defaultParallelism()) * 4;
            for (int from = 0; from < todo.length; from += wave) {
                List<Integer> batch = new ArrayList<>();
                for (int i = from; i < Math.min(todo.length, from + wave); i++) batch.add(todo[i]);
                List<Tuple2<Integer, PartitionEngine.Done>> done = sc.parallelize(batch, batch.size())
                        .map(new Task(n, walls, partitions)).collect();
                for (Tuple2<Integer, PartitionEngine.Done> t : done) sink.done(t._1(), t._2().text(), t._2().cpuSeconds());
            }
        } finally {
            if (given == null) sc.stop();
        }
    }
}

package puzzlelab.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import puzzlelab.rushdb.core.LocalEngine;
import puzzlelab.rushdb.core.PartitionEngine;
import puzzlelab.rushdb.core.PartitionText;

/** Spark (embedded local[2], one context for the class) writes the same partition texts as the local engine. */
class SparkEngineTest {
    static JavaSparkContext sc;

    @BeforeAll
    static void start() {
        sc = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("rushdb-test").set("spark.ui.enabled", "false"));
        sc.setLogLevel("WARN");
    }

    @AfterAll
    static void stop() {
        sc.stop();
    }

    static Map<Integer, String> texts(PartitionEngine e, int n, int walls, int k) throws Exception {
        int[] all = new int[k];
        for (int i = 0; i < k; i++) all[i] = i;
        Map<Integer, String> out = new TreeMap<>();
        e.run(n, walls, k, all, (p, text, cpu) -> {
            assertThat(out.put(p, text)).isNull();
            assertThat(cpu).as("CPU seconds of partition %d", p).isBetween(0.0, 600.0);
        });
        return out;
    }

    static long puzzles(Map<Integer, String> texts) {
        return texts.values().stream().mapToLong(t -> PartitionText.read(t).counts().puzzles).sum();
    }

    @Test
    void sameBytesAsTheLocalEngine() throws Exception {
        Map<Integer, String> spark4 = texts(new SparkEngine(sc), 4, 2, 11);
        assertThat(spark4).hasSize(11).isEqualTo(texts(new LocalEngine(2), 4, 2, 11));
        assertThat(puzzles(spark4)).isEqualTo(32);
        Map<Integer, String> spark5 = texts(new SparkEngine(sc), 5, 0, 16);
        assertThat(spark5).isEqualTo(texts(new LocalEngine(2), 5, 0, 16));
        assertThat(puzzles(spark5)).isEqualTo(1730);
    }
}

package puzzlelab.spark;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import puzzlelab.puzzles.input.EnvironmentException;

/** A --master Spark cannot start is one line (an environment failure, exit 2), checked before Spark starts. */
class MasterUrlCheckTest {
    @Test
    void aLocalMasterWithoutThreadsIsRefusedInOneLine() {
        assertThatThrownBy(() -> SparkEngine.localThreads("local[0]")).isInstanceOf(EnvironmentException.class)
                .hasMessage("--master local[0]: a local master needs at least 1 thread: local[N] with N >= 1, or local[*]");
        assertThatThrownBy(() -> SparkEngine.localThreads("local[2,0]")).isInstanceOf(EnvironmentException.class)
                .hasMessageContaining("F (task failures allowed) >= 1");
        assertThatThrownBy(() -> SparkEngine.localThreads("local[99999999999]")).isInstanceOf(EnvironmentException.class);
    }

    @Test
    void usableLocalMastersPass() {
        assertThatCode(() -> {
            SparkEngine.localThreads("local[*]");
            SparkEngine.localThreads("local[2]");
            SparkEngine.localThreads("local[2,3]");
            SparkEngine.localThreads("local");
        }).doesNotThrowAnyException();
    }

    @Test
    void aUrlSparkDoesNotKnowIsOneLine() {
        assertThatThrownBy(() -> SparkEngine.masterUrl("lokal[2]")).isInstanceOf(EnvironmentException.class)
                .hasMessage("--master lokal[2]: not a Spark master URL: use local[N], local[*], spark://HOST:PORT, yarn or k8s://HOST:PORT");
        assertThatCode(() -> {
            for (String ok : new String[] {"local", "local[*]", "local[4]", "local[4,2]", "local-cluster[2, 1, 1024]",
                    "spark://h:7077", "yarn", "k8s://h:443"}) SparkEngine.masterUrl(ok);
        }).doesNotThrowAnyException();
    }

    @Test
    void aStandaloneMasterWithABadPortIsOneLine() {
        assertThatThrownBy(() -> SparkEngine.answers("spark://localhost:70000")).isInstanceOf(EnvironmentException.class)
                .hasMessage("--master spark://localhost:70000: a port is 1..65535, not 70000");
    }
}

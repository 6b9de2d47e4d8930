package puzzlelab.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.SocketException;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.DefaultConfiguration;
import org.apache.logging.log4j.core.impl.Log4jLogEvent;
import org.apache.logging.log4j.message.SimpleMessage;
import org.junit.jupiter.api.Test;

/** A warning Spark logs with an exception reaches the console as one line: never the exception's stack trace. */
class SparkLogLayoutTest {
    static String format(Throwable thrown) {
        var event = Log4jLogEvent.newBuilder().setLoggerName("org.apache.spark.storage.BlockManagerMasterEndpoint")
                .setLevel(Level.WARN).setMessage(new SimpleMessage("Error trying to remove broadcast 0 from block manager"))
                .setThrown(thrown).setTimeMillis(0).build();
        return SparkEngine.oneLineLayout(new DefaultConfiguration()).toSerializable(event);
    }

    @Test
    void aLoggedExceptionIsItsClassAndMessageAfterAColon() {
        var reset = new SocketException("Connection reset");
        reset.initCause(new IllegalStateException("the peer went away"));
        String line = format(reset);
        assertThat(line).endsWith("WARN BlockManagerMasterEndpoint: Error trying to remove broadcast 0 from block manager"
                + ": java.net.SocketException: Connection reset" + System.lineSeparator());
        assertThat(line.strip()).doesNotContain("\n").doesNotContain("\tat ").doesNotContain("the peer went away");
    }

    @Test
    void theDriversLogSetUpTellsALostWorkersWarningInOneLine() {
        java.io.PrintStream err = System.err;
        var captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true));   // the console appender takes System.err when built
        try {
            assertThat(SparkEngine.quiet()).as("Spark's default log profile is in use").isTrue();
            org.apache.logging.log4j.LogManager.getLogger("org.apache.spark.storage.BlockManagerMasterEndpoint")
                    .warn("Error trying to remove broadcast 0 from block manager", new SocketException("Connection reset"));
        } finally {
            System.setErr(err);
        }
        assertThat(captured.toString()).endsWith("WARN BlockManagerMasterEndpoint: Error trying to remove broadcast 0 from block manager"
                + ": java.net.SocketException: Connection reset" + System.lineSeparator()).doesNotContain("\tat ");
    }

    @Test
    void aLineWithoutAnExceptionIsSparksOwnPattern() {
        assertThat(format(null)).endsWith("WARN BlockManagerMasterEndpoint: Error trying to remove broadcast 0 from block manager"
                + System.lineSeparator());
    }
}

package puzzlelab.puzzles.rushhour.db;

/**
 * Runs partitions of an enumeration somewhere (threads here, Apache Spark in the {@code spark} module) and hands
 * each finished partition's text ({@link PartitionText}) to the sink, in any order, from one thread at a time.
 */
public interface PartitionEngine {
    interface Sink {
        /** {@code cpuSeconds}: CPU time of the thread that computed the partition (−1 where the JVM cannot say). */
        void done(int partition, String text, double cpuSeconds) throws Exception;
    }

    /** The CPU seconds the current thread has used so far (−1 if the JVM does not measure it). */
    static double threadCpuSeconds() {
        java.lang.management.ThreadMXBean b = java.lang.management.ManagementFactory.getThreadMXBean();
        return b.isCurrentThreadCpuTimeSupported() ? b.getCurrentThreadCpuTime() / 1e9 : -1;
    }

    /** Name shown in the summary ("local", "spark"). */
    String name();

    void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception;
}

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

    /** A finished partition: its text and the CPU seconds of the thread that computed it (−1: not measured). */
    record Done(String text, double cpuSeconds) implements java.io.Serializable {
    }

    /** Computes partition p of k on the current thread, timing it by the thread's CPU clock. */
    static Done compute(Enumeration e, int p, int k) {
        java.lang.management.ThreadMXBean b = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean timed = b.isCurrentThreadCpuTimeSupported();
        long c0 = timed ? b.getCurrentThreadCpuTime() : 0;
        String text = PartitionText.write(e.partition(p, k, null));
        return new Done(text, timed ? (b.getCurrentThreadCpuTime() - c0) / 1e9 : -1);
    }

    /** Name shown in the summary ("local", "spark"). */
    String name();

    void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception;
}

package puzzlelab.rushdb.core;

/**
 * Runs partitions of an enumeration somewhere (threads here, Apache Spark in the {@code spark} module) and hands
 * each finished partition's text ({@link PartitionText}) to the sink, in any order, from one thread at a time.
 */
public interface PartitionEngine {
    interface Sink {
        /** {@code cpuSeconds}: CPU time of the thread that computed the partition (−1 where the JVM cannot say). */
        void done(int partition, String text, double cpuSeconds) throws Exception;
    }

    /**
     * The engine itself failed (a cluster lost, a task that cannot run): told in one line, the run stops with exit 4;
     * finished partitions are kept.
     */
    final class Failure extends RuntimeException {
        public Failure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /** A finished partition: its text and the CPU seconds of the thread that computed it (−1: not measured). */
    record Done(String text, double cpuSeconds) implements java.io.Serializable {
    }

    /** Computes partition p of k on the current thread, timing it by the thread's CPU clock. */
    static Done compute(Enumeration e, int p, int k) {
        return compute(e, p, k, 0);
    }

    /** The same, each layout's sweep holding at most {@code stateLimit} states (0: {@link Sweep#limitStates}). */
    static Done compute(Enumeration e, int p, int k, long stateLimit) {
        java.lang.management.ThreadMXBean b = java.lang.management.ManagementFactory.getThreadMXBean();
        boolean timed = b.isCurrentThreadCpuTimeSupported();
        long c0 = timed ? b.getCurrentThreadCpuTime() : 0;
        String text = PartitionText.write(e.partition(p, k, null, stateLimit));
        return new Done(text, timed ? (b.getCurrentThreadCpuTime() - c0) / 1e9 : -1);
    }

    /** Name shown in the summary ("local", "spark"). */
    String name();

    void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception;
}

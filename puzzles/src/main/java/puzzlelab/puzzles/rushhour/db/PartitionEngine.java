package puzzlelab.puzzles.rushhour.db;

/**
 * Runs partitions of an enumeration somewhere (threads here, Apache Spark in the {@code spark} module) and hands
 * each finished partition's text ({@link PartitionText}) to the sink, in any order, from one thread at a time.
 */
public interface PartitionEngine {
    interface Sink {
        void done(int partition, String text) throws Exception;
    }

    /** Name shown in the summary ("local", "spark"). */
    String name();

    void run(int n, int walls, int partitions, int[] todo, Sink sink) throws Exception;
}

package puzzlelab.engine;

/** Receives periodic snapshots from {@link SearchRunner} (about every 200 ms). */
@FunctionalInterface
public interface Progress {
    void report(Stats stats, long elapsedMillis);

    Progress NONE = (s, t) -> { };
}

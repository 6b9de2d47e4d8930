package puzzlelab.engine;

import java.time.Duration;

/**
 * Resource limits checked by {@link SearchRunner} between steps. Zero or negative = unlimited. {@code cpuMillis}
 * limits the search's CPU time (its step thread and any worker threads it reports): a run so limited does the same
 * work on an idle machine and on a loaded one, which wall time does not (benchmarks screen with it).
 */
public record Limits(long timeMillis, long maxNodes, long maxBytes, long cpuMillis) {

    public static final Limits NONE = new Limits(0, 0, 0);

    /** Wall time, nodes and memory; no CPU-time limit. */
    public Limits(long timeMillis, long maxNodes, long maxBytes) {
        this(timeMillis, maxNodes, maxBytes, 0);
    }

    public static Limits of(Duration time, long nodes) {
        return new Limits(time == null ? 0 : time.toMillis(), nodes, 0);
    }

}

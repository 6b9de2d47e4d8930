package puzzlelab.engine;

import java.time.Duration;

/** Resource limits checked by {@link SearchRunner} between steps. Zero or negative = unlimited. */
public record Limits(long timeMillis, long maxNodes, long maxBytes) {

    public static final Limits NONE = new Limits(0, 0, 0);

    public static Limits of(Duration time, long nodes) {
        return new Limits(time == null ? 0 : time.toMillis(), nodes, 0);
    }

}

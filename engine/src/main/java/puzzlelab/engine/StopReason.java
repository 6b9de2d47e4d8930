package puzzlelab.engine;

import java.util.Locale;

/** Why the runner stopped a search before it finished on its own; {@code null} in a result = it finished. */
public enum StopReason {
    TIME, NODES, MEMORY, CANCEL,
    /** the CPU-time limit ({@link Limits#cpuMillis}) */
    CPU;

    /** The JSON spelling: {@code time}, {@code nodes}, {@code memory}, {@code cancel}, {@code cpu}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}

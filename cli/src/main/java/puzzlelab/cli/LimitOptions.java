package puzzlelab.cli;

import java.time.Duration;
import picocli.CommandLine.Option;
import puzzlelab.engine.Limits;
import puzzlelab.engine.SearchOptions;

/** Options shared by solve, compare and play: limits and algorithm parameters. */
public final class LimitOptions {
    @Option(names = "--timeout", converter = DurationConverter.class, paramLabel = "TIME",
            description = "Stop after this wall time (e.g. 500ms, 30s, 2m); partial statistics are reported.")
    Duration timeout;

    @Option(names = "--max-nodes", paramLabel = "N", description = "Stop after N expansions.")
    long maxNodes;

    @Option(names = "--max-memory", paramLabel = "MB", description = "Stop when the search's own tables pass this many MB.")
    long maxMemoryMb;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for randomised algorithms (default: chosen and reported).")
    Long seed;

    @Option(names = "--weight", paramLabel = "W", defaultValue = "2.0", description = "Weight for wastar (default ${DEFAULT-VALUE}).")
    double weight;

    @Option(names = "--max-depth", paramLabel = "D", description = "Depth bound for dfs/dfbnb (0 = none).")
    int maxDepth;

    @Option(names = "--path-only", description = "dfs: check loops only along the current path (move signatures).")
    boolean pathOnly;

    @Option(names = "--restarts", paramLabel = "R", defaultValue = "1", description = "random: number of walks (keeps the shortest).")
    int restarts;

    @Option(names = "--walk-length", paramLabel = "L", defaultValue = "100000", description = "random: longest walk.")
    int walkLength;

    /** The seed to use: the given one, or a fresh one (always reported by the caller). */
    public long seed() {
        if (seed == null) seed = System.nanoTime() & 0xFFFFFFFL;
        return seed;
    }

    public Limits limits() {
        return new Limits(timeout == null ? 0 : timeout.toMillis(), maxNodes, maxMemoryMb * 1024 * 1024);
    }

    public SearchOptions options() {
        return new SearchOptions(weight, seed(), maxDepth, pathOnly, restarts, walkLength, null);
    }
}

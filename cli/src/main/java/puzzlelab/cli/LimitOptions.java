package puzzlelab.cli;

import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import puzzlelab.engine.Limits;
import puzzlelab.engine.SearchOptions;

/** Options shared by solve and compare: limits and algorithm parameters, with their bounds ({@link #validate}). */
public final class LimitOptions {
    /** Upper bounds of the counts; far above any useful run, low enough that no arithmetic overflows. */
    static final int MAX_COUNT = 1_000_000_000;
    static final long MAX_MEMORY_MB = 1L << 20;
    static final double MAX_WEIGHT = 1000;

    @Option(names = "--timeout", converter = DurationConverter.class, paramLabel = "TIME",
            description = "Stop after this wall time (e.g. 500ms, 30s, 2m); partial statistics are reported.")
    Duration timeout;

    @Option(names = "--max-nodes", paramLabel = "N", description = "Stop after N expansions (N >= 1).")
    long maxNodes;

    @Option(names = "--max-memory", paramLabel = "MB", description = "Stop when the search's own tables pass this many MB (>= 1).")
    long maxMemoryMb;

    @Option(names = "--seed", paramLabel = "S", description = "Seed for randomised algorithms (default: chosen and reported).")
    Long seed;

    @Option(names = "--weight", paramLabel = "W", defaultValue = "2.0", description = "Weight for wastar, 1..1000 (default ${DEFAULT-VALUE}).")
    double weight;

    @Option(names = "--max-depth", paramLabel = "D", description = "Depth bound for dfs/dfbnb (0 = none).")
    int maxDepth;

    @Option(names = "--path-only", description = "dfs: check loops only along the current path (move signatures).")
    boolean pathOnly;

    @Option(names = "--restarts", paramLabel = "R", defaultValue = "1", description = "random: number of walks (keeps the shortest).")
    int restarts;

    @Option(names = "--walk-length", paramLabel = "L", defaultValue = "" + SearchOptions.DEFAULT_WALK_LENGTH,
            description = "random: longest walk (default ${DEFAULT-VALUE}).")
    int walkLength;

    /** Checks every bound (exit 2, one line); {@code spec} is the command that mixes these options in. */
    public void validate(CommandSpec spec) {
        ParseResult given = spec.commandLine().getParseResult();
        if (given != null && given.hasMatchedOption("--max-nodes"))
            OptionChecks.atLeast(spec, "--max-nodes", maxNodes, 1, "leave it out for no limit");
        if (given != null && given.hasMatchedOption("--max-memory"))
            OptionChecks.range(spec, "--max-memory", maxMemoryMb, 1, MAX_MEMORY_MB, "MB; leave it out for no limit");
        OptionChecks.range(spec, "--weight", weight, 1, MAX_WEIGHT);
        OptionChecks.range(spec, "--max-depth", maxDepth, 0, MAX_COUNT, "0 = no bound");
        OptionChecks.range(spec, "--restarts", restarts, 1, MAX_COUNT);
        OptionChecks.range(spec, "--walk-length", walkLength, 1, MAX_COUNT);
    }

    /** The seed to use: the given one, or a fresh one (always reported by the caller). */
    public long seed() {
        if (seed == null) seed = puzzlelab.engine.SearchOptions.clockSeed();
        return seed;
    }

    public Limits limits() {
        return new Limits(timeout == null ? 0 : timeout.toMillis(), maxNodes, maxMemoryMb * 1024 * 1024);
    }

    public SearchOptions options() {
        return new SearchOptions(weight, seed(), maxDepth, pathOnly, restarts, walkLength, null);
    }
}

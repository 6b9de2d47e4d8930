package puzzlelab.cli.common;

import java.time.Duration;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;
import puzzlelab.engine.Limits;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.input.RequestBounds;

/** Options shared by solve and compare: limits and algorithm parameters, with their bounds ({@link #validate}). */
public final class LimitOptions {
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
        if (given != null && given.hasMatchedOption("--max-nodes")) check(spec, RequestBounds.maxNodes("--max-nodes", maxNodes));
        if (given != null && given.hasMatchedOption("--max-memory"))
            check(spec, RequestBounds.maxMemoryMb("--max-memory", maxMemoryMb));
        check(spec, RequestBounds.weight("--weight", weight));
        check(spec, RequestBounds.maxDepth("--max-depth", maxDepth));
        check(spec, RequestBounds.count("--restarts", restarts));
        check(spec, RequestBounds.count("--walk-length", walkLength));
    }

    /** A bound broken ({@link RequestBounds}: the same bounds as the web API's) is a usage error. */
    private static void check(CommandSpec spec, String problem) {
        if (problem != null) throw OptionChecks.usage(spec, problem);
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

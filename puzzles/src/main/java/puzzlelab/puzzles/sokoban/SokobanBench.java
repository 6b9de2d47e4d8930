package puzzlelab.puzzles.sokoban;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import puzzlelab.puzzles.InputException;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.input.OptionChecks;

/** {@code bench sokoban}: the options of {@link BenchRun} (a thin wrapper). */
@Command(name = "sokoban", mixinStandardHelpOptions = true,
        description = "Solve built-in Sokoban levels (Microban, XSokoban) and print pushes, moves, time and proofs.")
public final class SokobanBench implements Callable<Integer> {
    @Option(names = "--set", defaultValue = "microban", description = "microban or xsokoban (default ${DEFAULT-VALUE})")
    String set;

    @Option(names = "--timeout", defaultValue = "10s", converter = Durations.class,
            description = "time limit per level (default ${DEFAULT-VALUE})")
    Duration timeout;

    @Option(names = "--from", defaultValue = "1", description = "first level (default ${DEFAULT-VALUE})")
    int from;

    @Option(names = "--to", defaultValue = "1000", description = "last level (default: the set's last)")
    int to;

    @Option(names = "--only", split = ",", description = "only these levels, e.g. 1,5,93")
    List<Integer> only;

    @Option(names = "--metric", defaultValue = "pushes", description = "pushes or moves (default ${DEFAULT-VALUE})")
    String metric;

    @Option(names = "--prove", description = "run the optimal A* alone (sokoban), not the anytime default")
    boolean prove;

    @Option(names = {"-a", "--algorithm"}, description = "any algorithm name (default: auto, or sokoban with --prove)")
    String algorithm;

    @Option(names = "--threads", defaultValue = "1", description = "threads per level (default ${DEFAULT-VALUE})")
    int threads;

    @Option(names = "--data", description = "folder with the replayed solutions (default: ../shared/data/sokoban)")
    Path data;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        if (!SokobanType.SETS.containsKey(set)) throw OptionChecks.usage(spec, "--set must be microban or xsokoban");
        if (!metric.equals("pushes") && !metric.equals("moves")) throw OptionChecks.usage(spec, "--metric must be pushes or moves");
        OptionChecks.range(spec, "--threads", threads, 1, 64);
        String algo = algorithm != null ? algorithm : prove ? "sokoban" : "auto";
        try {
            BenchRun.run(new BenchRun.Options(set, timeout.toMillis(), from, to, only, metric, algo, threads, data), System.out);
            return 0;
        } catch (InputException e) {
            System.err.println(e.getMessage());
            return 2;
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
    }
}

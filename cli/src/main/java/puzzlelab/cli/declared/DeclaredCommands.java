package puzzlelab.cli.declared;

import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.puzzles.Benchmark;
import puzzlelab.puzzles.Generator;
import puzzlelab.puzzles.PuzzleType;
import puzzlelab.puzzles.Puzzles;

/**
 * {@code generate NAME} and {@code bench NAME} for every puzzle that declares a {@link Generator} or a
 * {@link Benchmark}: the options, their help and their checks all come from the declaration.
 */
public final class DeclaredCommands {
    private DeclaredCommands() {
    }

    /** Adds a subcommand per declared generator to {@code generate} and per benchmark to {@code bench}. */
    public static void addTo(CommandLine generate, CommandLine bench) {
        for (PuzzleType t : Puzzles.all()) {
            Generator g = t.generator();
            if (g != null) generate.addSubcommand(t.name(), command(t.name(), g.description(), new GenerateRun(g)));
            Benchmark b = t.benchmark();
            if (b != null) bench.addSubcommand(t.name(), command(t.name(), b.description(), new BenchmarkRun(b)));
        }
    }

    /** A run that reads its options from the parsed command line. */
    abstract static class Run implements Callable<Integer> {
        CommandSpec spec;

        abstract void declare(CommandSpec spec);
    }

    private static CommandLine command(String name, String description, Run run) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(run);
        spec.name(name).mixinStandardHelpOptions(true);
        spec.usageMessage().description(description);
        run.spec = spec;
        run.declare(spec);
        return new CommandLine(spec);
    }
}

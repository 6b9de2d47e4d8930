package puzzlelab.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code puzzlelab bench PUZZLE ...}: benchmarks that print numbers; each puzzle adds its own subcommand. */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Run a puzzle's benchmark (see 'puzzlelab bench PUZZLE --help').")
final class BenchCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}

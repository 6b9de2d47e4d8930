package puzzlelab.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code puzzlelab generate PUZZLE ...}: each puzzle with a generator adds itself as a subcommand. */
@Command(name = "generate", mixinStandardHelpOptions = true, description = "Generate new puzzles (see 'puzzlelab generate PUZZLE --help').")
final class GenerateCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }
}

package puzzlelab.rushdb;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code puzzlelab enumerate rushhour ...} and {@code puzzlelab db DB ...}: the Rush Hour database, kept out of the
 * core CLI jar (DuckDB and, optionally, Spark are big). The {@code ./puzzlelab} script hands these two commands here.
 */
@Command(name = "puzzlelab", mixinStandardHelpOptions = true,
        description = "Rush Hour puzzle database: enumerate every interesting puzzle, query the result.",
        subcommands = {EnumerateCommand.class, DbCommand.class, CommandLine.HelpCommand.class})
public final class RushdbMain implements Runnable {
    @Override
    public void run() {
        CommandLine.usage(this, System.out);
    }

    /** Bad usage or input: one line, exit 2. */
    static final class BadInput extends RuntimeException {
        BadInput(String message) {
            super(message);
        }
    }

    public static int execute(String... args) {
        CommandLine cl = new CommandLine(new RushdbMain());
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof BadInput || e instanceof IllegalArgumentException) {
                cmd.getErr().println("puzzlelab " + cmd.getCommandName() + ": " + e.getMessage());
                return 2;
            }
            throw e;
        });
        cl.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("puzzlelab: " + e.getMessage());
            return 2;
        });
        return cl.execute(args);
    }

    public static void main(String[] args) {
        System.exit(execute(args));
    }
}

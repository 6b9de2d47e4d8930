package puzzlelab.rushdb;

import java.nio.file.FileSystemException;
import picocli.CommandLine;
import puzzlelab.puzzles.input.InputFiles;
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
    static final class BadInput extends puzzlelab.puzzles.input.InputException {
        BadInput(String message) {
            super(null, message);
        }
    }

    public static int execute(String... args) {
        CommandLine cl = new CommandLine(new RushdbMain());
        cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
            String who = "puzzlelab " + cmd.getCommandName() + ": ";
            if (e instanceof puzzlelab.puzzles.input.InputException) {
                cmd.getErr().println(who + e.getMessage());
                return 2;
            }
            // a file the user named (or a folder under it) that cannot be made or read: bad input, not a crash
            if (e instanceof FileSystemException f && f.getFile() != null) {
                cmd.getErr().println(who + f.getFile() + ": " + InputFiles.why(f));
                return 2;
            }
            // exit 1 is "proven unsolvable" elsewhere: an internal error is 4, one line (the trace on request)
            boolean debug = "1".equals(System.getenv("PUZZLELAB_DEBUG"));
            if (debug) e.printStackTrace(cmd.getErr());
            cmd.getErr().println(who + "internal error: " + e + (debug ? "" : " (PUZZLELAB_DEBUG=1 shows the stack trace)"));
            return 4;
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

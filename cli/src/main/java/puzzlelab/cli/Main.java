package puzzlelab.cli;

import picocli.CommandLine;
import puzzlelab.cli.common.ExitCodes;
import picocli.CommandLine.Command;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;

/** Entry point: {@code puzzlelab solve|list|compare|play|render|generate|bench}. */
@Command(name = "puzzlelab", mixinStandardHelpOptions = true, version = "puzzlelab 0.1.0",
        description = "Single-player puzzles solved by state-space search.",
        // one string per paragraph: picocli wraps each at the usage width (lines broken by hand were wrapped twice)
        footer = {"", "Exit codes: 0 done (solved), 1 proven unsolvable, 2 bad usage or bad input (one line on stderr), "
                + "3 limit reached or cancelled, 4 internal error (a bug; --debug shows the stack trace).",
                "", "Plugins (puzzles built by others against the puzzlelab-api artifact): --plugin JAR|FOLDER before any "
                + "command (repeatable), the PUZZLELAB_PLUGINS variable, and the folder ~/.puzzlelab/plugins. 'list' "
                + "says where each puzzle comes from."},
        subcommands = {SolveCommand.class, ListCommand.class, GenerateCommand.class, BenchCommand.class,
                puzzlelab.cli.compare.CompareCommand.class,
                puzzlelab.cli.play.PlayCommand.class, puzzlelab.cli.play.RenderCommand.class,
                puzzlelab.cli.serve.ServeCommand.class, puzzlelab.cli.puzzlescript.PuzzleScriptCommand.class,
                CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    public static final int SOLVED = ExitCodes.SOLVED;
    public static final int UNSOLVABLE = ExitCodes.UNSOLVABLE;
    public static final int BAD_INPUT = ExitCodes.BAD_INPUT;
    public static final int LIMIT = ExitCodes.LIMIT;
    public static final int INTERNAL = ExitCodes.INTERNAL;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        String[] rest;
        try {
            rest = PluginOptions.load(args, System.err);
        } catch (InputException e) {
            System.err.println("puzzlelab: " + Text.escaped(e.getMessage()));
            System.exit(BAD_INPUT);
            return;
        }
        System.exit(execute(rest));
    }

    /** Runs the CLI and returns the exit code (tests call this). */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    public static CommandLine commandLine() {
        CommandLine cl = new CommandLine(new Main());
        CommandLine gen = cl.getSubcommands().get("generate");
        CommandLine bench = cl.getSubcommands().get("bench");
        puzzlelab.cli.declared.DeclaredCommands.addTo(gen, bench);
        cl.setExecutionExceptionHandler(Main::handle);
        cl.setParameterExceptionHandler((ex, a) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println("puzzlelab: " + Text.escaped(ex.getMessage()) + dashedFile(a)
                    + " (see '" + c.getCommandSpec().qualifiedName() + " --help')");
            return BAD_INPUT;
        });
        return cl;
    }

    /** A file whose name starts with '-' is read as an option: say how to name it instead. */
    private static String dashedFile(String[] args) {
        for (String a : args) {
            if (a.equals("--")) return "";
            if (a.length() > 1 && a.startsWith("-") && exists(a.replaceFirst("#\\d+$", "")))
                return "; to name the file '" + Text.escaped(a) + "', put '--' before it or write ./" + Text.escaped(a);
        }
        return "";
    }

    private static boolean exists(String name) {
        try {
            return java.nio.file.Files.exists(java.nio.file.Path.of(name));
        } catch (RuntimeException e) {   // not a path at all
            return false;
        }
    }

    private static boolean debug(String[] args) {
        for (String a : args) if (a.equals("--debug")) return true;
        return false;
    }

    /** Bad input is one line on stderr and exit 2; anything else is an internal error (stack trace with --debug). */
    private static int handle(Exception e, CommandLine cl, CommandLine.ParseResult pr) {
        boolean debug = debug(pr.originalArgs().toArray(new String[0]));
        if (debug) e.printStackTrace();
        if (e instanceof InputException) {
            cl.getErr().println("puzzlelab: " + Text.escaped(e.getMessage()));
            return BAD_INPUT;
        }
        cl.getErr().println("puzzlelab: internal error: " + Text.escaped(String.valueOf(e)) + (debug ? "" : " (please report; --debug shows the stack trace)"));
        return INTERNAL;
    }
}

package puzzlelab.cli.play;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import puzzlelab.cli.common.DurationConverter;
import puzzlelab.engine.Problem;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** {@code puzzlelab play FILE_OR_ID}: play a puzzle in the terminal (or through stdin), with hints. */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play a puzzle: type moves in the puzzle's notation; undo, redo, restart, hint, solve, save FILE, help, quit.",
                "Reads standard input, so a file of commands can be piped in."})
public final class PlayCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE_OR_ID", description = "A puzzle file, FILE#N, or an ID such as fifteen:korf-1 (see 'puzzlelab list').")
    String input;

    @Option(names = "--puzzle", paramLabel = "TYPE", description = "Puzzle type (default: detected from the content).")
    String puzzle;

    @Option(names = "--metric", paramLabel = "NAME", description = "Cost measure for hints where a puzzle has several.")
    String metric;

    @Option(names = "--hint-time", converter = DurationConverter.class, paramLabel = "TIME", defaultValue = "10s",
            description = "Time limit for hint and solve (default ${DEFAULT-VALUE}).")
    Duration hintTime;

    @Option(names = "--no-color", description = "No ANSI colour (also off when NO_COLOR is set or not on a terminal).")
    boolean noColor;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    @Override
    public Integer call() throws Exception {
        Instance inst = Puzzles.load(input, puzzle);
        String m = Solver.metric(inst, metric);
        Problem p = inst.problem(m);
        PrintStream out = System.out;
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset()));
        boolean interactive = System.console() != null;
        try (HintPlanner planner = new HintPlanner(inst, m, p, Math.max(1, hintTime.toMillis()))) {
            new PlaySession(new Game(inst, p), planner, in, out, Style.detect(noColor), interactive).run();
        }
        return 0;
    }
}

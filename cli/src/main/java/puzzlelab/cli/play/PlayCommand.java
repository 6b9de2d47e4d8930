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
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** {@code puzzlelab play FILE_OR_ID}: play a puzzle in the terminal (or through stdin), with hints. */
@Command(name = "play", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Play a puzzle: type moves in the puzzle's notation; undo, redo, restart, hint, solve, save FILE, help, quit.",
                "A file of several levels (a Sokoban collection) plays from its first, or from FILE#N or FILE#Title; "
                        + "next (key n) opens the level after, as it does after a numbered ID (sokoban:microban-5).",
                "On a terminal, Sokoban and the 15-puzzle play by keys: arrow keys (Sokoban also h j k l), u undo, r redo, "
                        + "? hint, : a command, q quit. PuzzleScript games play by the game's keys: arrows or W A S D, "
                        + "X or Space the action, Z undo, R restart.",
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

    @Option(names = "--keys", description = "Play by single keys (arrow keys; Sokoban also h j k l), also when standard "
            + "input is not a terminal. The default on a terminal, for the puzzles that have direction keys (Sokoban, "
            + "the 15-puzzle, PuzzleScript games); Sokoban then plays in the moves metric, one step a key.")
    boolean keys;

    @Option(names = "--lines", description = "Play by typed lines (moves in the notation, commands) even on a terminal.")
    boolean lines;

    @Option(names = "--no-color", description = "No ANSI colour (also off when NO_COLOR is set or not on a terminal).")
    boolean noColor;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    @Override
    public Integer call() throws Exception {
        if (keys && lines) throw new InputException(null, "give --keys or --lines, not both");
        if (System.console() == null && StandardInput.closedAtStart())
            throw new InputException(StandardInput.SOURCE, "is closed: play reads moves and commands from it (pipe them in, or run play in a terminal)");
        Levels levels = Levels.of(input, puzzle);
        Instance inst = levels.current();
        boolean interactive = System.console() != null;
        DirectionKeys dirs = DirectionKeys.of(inst.type());
        if (keys && dirs == null)
            throw new InputException(null, inst.type().name() + " has no direction keys: type its moves (leave out --keys)");
        String keyMetric = dirs == null ? null : dirs.metric != null ? dirs.metric : inst.metrics().get(0);
        // keys: asked for, or on a terminal unless --lines or a metric the keys do not play in
        boolean byKeys = dirs != null && (keys || (interactive && !lines && (metric == null || metric.equals(keyMetric))));
        if (keys && metric != null && !metric.equals(keyMetric))
            throw new InputException(null, "the keys play " + inst.type().name() + " in the " + keyMetric
                    + " metric, not " + metric + ": leave out --metric, or play by lines");
        String m = Solver.metric(inst, byKeys && metric == null ? keyMetric : metric);
        Problem p = inst.problem(m);
        PrintStream out = System.out;
        Style style = Style.detect(noColor);
        KeyInput terminal = byKeys ? keyInput(interactive, out) : null;
        BufferedReader lineIn = terminal != null ? null : new StandardInput.Lines(new InputStreamReader(System.in, Charset.defaultCharset()));
        try (KeyInput in = terminal) {
            while (true) {   // one session a level; 'next' opens the file's next one
                boolean next;
                try (HintPlanner planner = new HintPlanner(inst, m, p, Math.max(1, hintTime.toMillis()))) {
                    PlaySession session = new PlaySession(new Game(inst, p), planner, lineIn, out, style, interactive)
                            .nextLevel(levels.nextLabel(), levels.several());
                    if (terminal != null) session.runKeys(in, dirs);
                    else session.run();
                    next = session.wantsNext();
                }
                if (!next) return 0;
                inst = levels.advance();
                m = Solver.metric(inst, m);
                p = inst.problem(m);
                out.println();
            }
        }
    }

    /** The keys' input: the terminal (null, with a note, when it cannot be put in raw mode: lines then), or stdin. */
    private static KeyInput keyInput(boolean interactive, PrintStream out) throws java.io.IOException {
        if (!interactive) return KeyInput.streams(System.in, out);
        try {
            return KeyInput.system();
        } catch (java.io.IOException | RuntimeException e) {
            System.err.println("puzzlelab: this terminal does not take single keys (" + e.getMessage() + "): type lines");
            return null;
        }
    }
}

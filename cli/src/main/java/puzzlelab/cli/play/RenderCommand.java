package puzzlelab.cli.play;

import puzzlelab.puzzles.input.OutputTargets;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import puzzlelab.cli.common.DurationConverter;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputLimits;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** {@code puzzlelab render FILE_OR_ID}: the board as text, SVG or PNG, and a solution step by step or as pictures. */
@Command(name = "render", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Draw a puzzle: text board (default), SVG or PNG; with a solution, every position along it.",
                "Exit codes: 0 done, 1 --solve proved it unsolvable, 2 bad usage or input, 3 --solve hit its limit."})
public final class RenderCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE_OR_ID", description = "A puzzle file, FILE#N, or an ID such as fifteen:korf-1.")
    String input;

    @Option(names = "--puzzle", paramLabel = "TYPE", description = "Puzzle type (default: detected from the content).")
    String puzzle;

    @Option(names = "--solve", description = "Solve it first (the puzzle's default optimal algorithm) and show the solution.")
    boolean solve;

    @Option(names = "--solution", paramLabel = "FILE", description = "Show this solution (native format: one or more moves per line).")
    String solution;

    @Option(names = "--ascii", description = "Print the text board (the default when no picture is asked for).")
    boolean ascii;

    @Option(names = "--svg", paramLabel = "OUT.svg", description = "Write an SVG picture (with a solution: a strip of positions).")
    Path svg;

    @Option(names = "--png", paramLabel = "OUT.png", description = "Write a PNG picture (the same as --svg draws).")
    Path png;

    @Option(names = "--step", description = "With a solution: print every position after every move.")
    boolean step;

    @Option(names = "--animate", description = "With a solution, --svg writes an animation (one frame per move) instead of a strip.")
    boolean animate;

    @Option(names = "--frame-time", converter = DurationConverter.class, paramLabel = "TIME", defaultValue = "700ms",
            description = "Time per frame of --animate (default ${DEFAULT-VALUE}).")
    Duration frameTime;

    @Option(names = "--frames", paramLabel = "N", defaultValue = "60", description = "Most positions in a strip; longer solutions are sampled (default ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--columns", paramLabel = "C", description = "Frames per row of a strip (default: as many as fit 1400 px).")
    int columns;

    @Option(names = "--scale", paramLabel = "S", description = "PNG pixels per SVG unit (default 2 for a board, 1 for a strip).")
    Double scale;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "ALGO", description = "--solve: algorithm (default: auto, the anytime portfolio).")
    String algorithm;

    @Option(names = {"-H", "--heuristic"}, paramLabel = "H", description = "--solve: heuristic.")
    String heuristic;

    @Option(names = "--metric", paramLabel = "NAME", description = "Cost measure where a puzzle has several.")
    String metric;

    @Option(names = "--timeout", converter = DurationConverter.class, paramLabel = "TIME", defaultValue = "60s",
            description = "--solve: time limit (default ${DEFAULT-VALUE}).")
    Duration timeout;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    /** The most memory the positions of a replayed solution may take (all are kept to draw from). */
    static final long REPLAY_BYTES = 512L << 20;

    @Override
    public Integer call() throws Exception {
        if (solve && solution != null) throw new InputException(null, "give --solve or --solution, not both");
        if (frames < 2 || frames > 10_000) throw new InputException(null, "--frames must be 2..10000, not " + frames);
        if (columns < 0 || columns > 1000) throw new InputException(null, "--columns must be 0..1000 (0 = as many as fit), not " + columns);
        if (scale != null && !(scale > 0 && scale <= 8)) throw new InputException(null, "--scale must be in (0, 8]");
        if (animate && (svg == null || (!solve && solution == null)))
            throw new InputException(null, "--animate draws a solution as an SVG: give it with --svg and --solve or --solution");
        if (svg != null) extension("--svg", svg, ".svg", ".png");
        if (png != null) extension("--png", png, ".png", ".svg");
        if (svg != null) OutputTargets.check("--svg", svg);
        if (png != null) OutputTargets.check("--png", png);
        Instance inst = Puzzles.load(input, puzzle);
        String m = Solver.metric(inst, metric);
        Problem p = inst.problem(m);
        PrintStream out = System.out;
        int[] moves = null;
        if (solve) {
            Solver.Request req = new Solver.Request(algorithm, heuristic, m, SearchOptions.DEFAULT.withThreads(1),
                    new Limits(timeout.toMillis(), 0, Runtime.getRuntime().maxMemory() / 2), 0);
            Result r = Solver.solve(inst, req);
            if (r.solution() == null) {
                System.err.println("puzzlelab: " + inst.id() + ": " + (r.status() == Status.UNSOLVABLE ? "unsolvable" : "no solution")
                        + (r.message() == null ? "" : " (" + r.message() + ")"));
                return r.status() == Status.UNSOLVABLE ? 1 : 3;
            }
            moves = r.solution().moves();
        } else if (solution != null) {
            String text = Puzzles.readText(Path.of(solution), solution);
            try {
                moves = SolutionReader.parse(inst, p, solution, text);
            } catch (InputException e) {
                // no --metric: the file may be written in another of the puzzle's metrics (Sokoban's LURD, wrapped
                // mid-walk, reads only step by step); the first metric it reads in wins, else the default's error
                if (metric != null) throw e;
                String tried = m;
                InputException best = e;
                for (String other : inst.metrics()) {
                    if (other.equals(tried) || moves != null) continue;
                    try {
                        Problem q = inst.problem(other);
                        moves = SolutionReader.parse(inst, q, solution, text);
                        m = other;
                        p = q;
                    } catch (InputException notThisOne) {
                        // the next metric, if any; its error says more when it read further, or read the line as
                        // moves where the default did not ("3r" is run-length LURD, not "'3' is not a move")
                        if (notThisOne.line() > best.line() || notThisOne.line() == best.line()
                                && best.problem().contains("is not a move") && !notThisOne.problem().contains("is not a move"))
                            best = notThisOne;
                    }
                }
                if (moves == null) throw best;
            }
        }
        InputLimits limits = inst.type().limits();
        SolutionPictures.Frames replay = null;
        if (moves != null) {
            // every position is kept for the pictures: checked before one is made
            if (step) limits.checkFrames("--step", moves.length + 1L);
            if (animate) limits.checkFrames("--animate", moves.length + 1L);
            long bytes = (moves.length + 1L) * (p.words() * 8L + 24);
            if (bytes > REPLAY_BYTES)
                throw new InputException(null, "a solution of " + moves.length + " moves on this board would keep "
                        + (bytes >> 20) + " MB of positions to draw; at most " + (REPLAY_BYTES >> 20) + " MB are drawn from");
            List<long[]> states = Replay.states(p, moves);
            replay = new SolutionPictures.Frames(states, moves, p.isGoal(states.get(states.size() - 1)),
                    SolutionPictures.length(inst, m, moves));
        }
        boolean text = ascii || step || (svg == null && png == null);
        if (text) printText(out, inst, p, replay);
        SolutionPictures pics = new SolutionPictures(inst);
        if (svg != null || png != null) {
            SolutionPictures.Picture pic;
            String what;
            if (replay == null) {
                long[] s0 = new long[p.words()];
                p.initial(s0);
                pic = pics.board(s0, inst.id());
                if (svg != null) limits.checkPixels("the SVG", pic.width(), pic.height());
                what = "the board";
            } else {
                pic = pics.strip(replay, frames, columns);
                int shown = Math.min(replay.states().size(), SolutionPictures.sample(replay.states().size(), frames).size());
                what = shown + " positions";
            }
            if (svg != null) {
                SolutionPictures.Picture s = replay != null && animate ? pics.animation(replay, (int) frameTime.toMillis()) : pic;
                limits.checkPixels("the SVG", s.width(), s.height());
                write(svg, () -> Files.writeString(svg, s.svg()));
                out.println("wrote " + svg + " (" + (replay != null && animate ? "animation of " + replay.states().size() + " frames" : what) + ")");
            }
            if (png != null) {
                double sc = scale != null ? scale : replay == null ? 2.0 : 1.0;
                if (sc <= 0 || sc > 8) throw new InputException(null, "--scale must be in (0, 8]");
                limits.checkPixels("the PNG", pic.width() * sc, pic.height() * sc);
                write(png, () -> Png.write(pic, sc, png));
                out.println("wrote " + png + " (" + what + ")");
            }
        }
        out.flush();
        return 0;
    }

    /** A picture written under the other format's extension would be opened wrongly: refuse that one mix-up. */
    private static void extension(String option, Path target, String want, String other) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(other))
            throw new InputException(null, option + " writes " + want.substring(1).toUpperCase(java.util.Locale.ROOT)
                    + ": name the file " + want + ", not '" + target.getFileName() + "'");
    }

    private interface Writing {
        void run() throws IOException;
    }

    /** A write that fails after the checks (disk full, a folder removed meanwhile) is still one line, exit 2. */
    private static void write(Path target, Writing w) throws InputException {
        try {
            w.run();
        } catch (IOException e) {
            throw new InputException(Text.name(target.toString()), "cannot be written (" + Text.shown(e.getMessage()) + ")");
        }
    }

    private void printText(PrintStream out, Instance inst, Problem p, SolutionPictures.Frames r) {
        out.println(inst.type().name() + "  " + inst.id());
        if (r == null) {
            long[] s0 = new long[p.words()];
            p.initial(s0);
            out.print(board(inst, s0));
            return;
        }
        int n = r.moves().length;
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < n; i++) all.append(i == 0 ? "" : " ").append(inst.moveText(r.moves()[i]));
        out.println("solution (" + r.length() + "): " + all);
        out.println("start");
        out.print(board(inst, r.states().get(0)));
        String unit = SolutionPictures.unit(r.length());   // "push" in Sokoban's pushes metric, where a move is a walk and a push
        if (step) {
            for (int i = 0; i < n; i++) {
                out.println(unit + " " + (i + 1) + "/" + n + ": " + inst.moveText(r.moves()[i]));
                out.print(board(inst, r.states().get(i + 1)));
            }
        } else if (n > 0) {
            out.println("after " + SolutionPictures.count(n, unit));
            out.print(board(inst, r.states().get(n)));
        }
        out.println(r.solved() ? "solved in " + r.length()
                : "not solved: the moves end before the goal");
    }

    private static String board(Instance inst, long[] s) {
        String b = inst.render(s.clone());
        return b.endsWith("\n") ? b : b + "\n";
    }
}

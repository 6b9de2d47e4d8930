package puzzlelab.cli;

import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.puzzles.input.Text;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/** {@code puzzlelab solve FILE_OR_ID}: solve one instance and print the result as text, JSON or native. */
@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve one puzzle instance.",
                "Exit codes: 0 solved, 1 proven unsolvable, 2 bad usage or input, 3 limit reached or cancelled,",
                "4 internal error (a bug: please report it; --debug shows the stack trace)."})
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE_OR_ID", description = "A puzzle file, FILE#N for one instance of a multi-instance file, or an ID such as fifteen:korf-1.")
    String input;

    @Option(names = "--puzzle", paramLabel = "TYPE", description = "Puzzle type (default: detected from the content).")
    String puzzle;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "ALGO", description = "Algorithm (default: the puzzle's optimal default; see 'puzzlelab list').")
    String algorithm;

    @Option(names = {"-H", "--heuristic"}, paramLabel = "H", description = "Heuristic (default: the puzzle's first).")
    String heuristic;

    @Option(names = "--metric", paramLabel = "NAME", description = "Cost measure to minimise where a puzzle has several.")
    String metric;

    @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text, json or native (default ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--shorten", paramLabel = "K", description = "Shorten the solution afterwards with bins of K moves.")
    int shorten;

    @Option(names = "--trace", description = "Print the search step by step (depth-first family; for teaching).")
    boolean trace;

    @Option(names = "--no-progress", description = "No live progress line on stderr.")
    boolean noProgress;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    @Mixin
    LimitOptions limits = new LimitOptions();

    @Override
    public Integer call() throws Exception {
        String fmt = format.toLowerCase();
        if (!fmt.equals("text") && !fmt.equals("json") && !fmt.equals("native"))
            throw new IllegalArgumentException("--format must be text, json or native, not " + Text.quote(format));
        limits.validate(spec);
        if (shorten < 0 || shorten > 10_000) throw new IllegalArgumentException("--shorten must be 0..10000 (0 = off), not " + shorten);
        Instance inst = Puzzles.load(input, puzzle);
        PrintStream out = System.out;
        String m = Solver.metric(inst, metric);
        SolveChecks.check(inst, m, algorithm, heuristic, trace, System.err);
        SearchOptions opts = limits.options();
        if (trace) {
            PrintStream traceOut = fmt.equals("json") ? System.err : out;
            Trace t = inst.trace(traceOut, m);
            opts = opts.withTrace(t != null ? t : new TextTrace(inst, traceOut));
        }
        Solver.Request req = new Solver.Request(algorithm, heuristic, m, opts, limits.limits(), shorten);
        AtomicBoolean cancel = Interrupts.install();
        StatusLine status = new StatusLine(System.err, !noProgress && !trace);
        Result r = Solver.solve(inst, req, status, cancel::get);
        status.clear();
        boolean random = "random".equals(r.algorithm()) || (r.algorithm() != null && r.algorithm().startsWith("random"));
        Long seed = random ? limits.seed() : null;
        switch (fmt) {
            case "json" -> out.println(ResultView.JSON.writeValueAsString(ResultView.json(inst, m, r, seed)));
            case "native" -> {
                if (r.solution() != null) out.print(inst.nativeSolution(r.solution().moves()));
                else System.err.println("puzzlelab: " + inst.id() + ": " + r.status() + (r.message() == null ? "" : " (" + r.message() + ")"));
            }
            default -> printText(out, inst, m, r, seed);
        }
        out.flush();
        return switch (r.status()) {
            case SOLVED -> Main.SOLVED;
            case UNSOLVABLE -> Main.UNSOLVABLE;
            default -> Main.LIMIT;
        };
    }

    private void printText(PrintStream out, Instance inst, String m, Result r, Long seed) {
        Problem p = inst.problem(m);
        long[] s0 = new long[p.words()];
        p.initial(s0);
        out.println(inst.type().name() + "  " + inst.id());
        out.print(inst.render(s0));
        Heuristic h = r.heuristic() == null ? null : Solver.heuristic(inst, m, r.algorithm(), r.heuristic());
        out.println("algorithm: " + r.algorithm() + (h == null ? "" : "  heuristic: " + h.name()
                + (h.admissible() ? " (admissible)" : " (not admissible)")) + (inst.metrics().size() > 1 ? "  metric: " + m : "")
                + (seed != null ? "  seed: " + seed : ""));
        String verdict = switch (r.status()) {
            case SOLVED -> r.optimal() ? "SOLVED, proven optimal" : "SOLVED, not proven optimal";
            case UNSOLVABLE -> "UNSOLVABLE (proven)";
            case LIMIT -> "LIMIT reached";
            case CANCELLED -> "CANCELLED";
            default -> r.status().name();
        };
        out.println("status: " + verdict + (r.message() == null ? "" : " — " + r.message()));
        if (r.solution() != null) {
            out.println("length: " + r.solution().cost() + (r.solution().cost() != r.solution().length() ? " (" + r.solution().length() + " entries)" : ""));
            out.println("moves: " + String.join(" ", ResultView.moves(inst, r)));
            Map<String, Object> metrics = inst.metrics(r.solution().moves(), m);
            if (!metrics.isEmpty()) out.println("metrics: " + metrics);
        }
        var s = r.stats();
        out.printf("stats: expanded %,d  generated %,d  duplicates %,d  stored %,d  max frontier %,d%n",
                s.expanded, s.generated, s.duplicates, s.stored, s.maxFrontier);
        out.printf("time: %,d ms wall, %,d ms CPU  (%,.0f generated/s)  peak memory ~%s%n", s.wallMillis, s.cpuMillis,
                s.generated / Math.max(0.001, s.cpuMillis / 1000.0), bytes(s.peakBytes));
    }

    static String bytes(long b) {
        if (b < 10_000) return b + " B";
        if (b < 10_000_000) return (b / 1024) + " KiB";
        return (b / (1024 * 1024)) + " MiB";
    }
}

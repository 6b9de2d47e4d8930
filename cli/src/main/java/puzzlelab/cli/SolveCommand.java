package puzzlelab.cli;

import puzzlelab.cli.common.ExitCodes;
import puzzlelab.cli.common.Interrupts;
import puzzlelab.cli.common.LimitOptions;
import puzzlelab.cli.common.OptionChecks;
import puzzlelab.cli.common.ResultView;
import puzzlelab.puzzles.input.InputException;
import java.io.PrintStream;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.puzzles.input.Text;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Plan;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.Threads;
import puzzlelab.puzzles.input.RequestBounds;

/** {@code puzzlelab solve FILE_OR_ID}: solve one instance and print the result as text, JSON or native. */
@Command(name = "solve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Solve one puzzle instance. The default algorithm, auto, returns a solution fast, improves it and "
                + "proves it optimal when it can (finders, improvers and a prover on all cores, sharing the best "
                + "solution and the lower bound); -a NAME runs one algorithm alone. Default time limit: "
                + SolveCommand.DEFAULT_TIMEOUT_SECONDS + " s (--timeout changes it).",
                "Exit codes: 0 solved (also when a limit stopped the improvement: optimal only when proven), "
                + "1 proven unsolvable, 2 bad usage or input, 3 limit reached or cancelled without a solution, "
                + "4 internal error (a bug: please report it)."})
final class SolveCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE_OR_ID", description = "A puzzle file, FILE#N for one instance of a multi-instance file, or an ID such as fifteen:korf-1.")
    String input;

    @Option(names = "--puzzle", paramLabel = "TYPE", description = "Puzzle type (default: detected from the content).")
    String puzzle;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "ALGO", completionCandidates = GenericAlgorithms.class,
            description = "Algorithm (default: auto, the anytime portfolio: a solution fast, then better ones and a proof "
                    + "when it can): ${COMPLETION-CANDIDATES}, or one of the puzzle's own ('puzzlelab list' shows them all).")
    String algorithm;

    @Option(names = {"-H", "--heuristic"}, paramLabel = "H", description = "Heuristic (default: the puzzle's first; 'puzzlelab list' names each puzzle's and, for PuzzleScript, "
            + "the games where 'distance' is admissible).")
    String heuristic;

    @Option(names = "--metric", paramLabel = "NAME", description = "Cost measure to minimise where a puzzle has several.")
    String metric;

    @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text, json or native (default ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--shorten", paramLabel = "K", description = "Shorten the solution afterwards with bins of K moves.")
    int shorten;

    @Option(names = "--trace", description = "Print the search step by step, for teaching (the algorithms 'puzzlelab list' marks 'trace').")
    boolean trace;

    @Option(names = "--no-progress", description = "No live progress line on stderr.")
    boolean noProgress;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    @Option(names = "--threads", paramLabel = "N", description = "Threads for the auto portfolio (default: all cores; 1 = deterministic for a seed).")
    Integer threads;

    @Mixin
    LimitOptions limits = new LimitOptions();

    static final int DEFAULT_TIMEOUT_SECONDS = 60;

    /** The catalogue's entries for every puzzle, for the help text: a new algorithm is named there by its entry. */
    static final class GenericAlgorithms implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return Solver.catalogue(null).stream().map(puzzlelab.puzzles.AlgorithmFacts::name).iterator();
        }
    }

    @Override
    public Integer call() throws Exception {
        String fmt = format.toLowerCase();
        if (!fmt.equals("text") && !fmt.equals("json") && !fmt.equals("native"))
            throw new InputException(null, "--format must be text, json or native, not " + Text.quote(format));
        limits.validate(spec);
        check(RequestBounds.shorten("--shorten", shorten));
        if (threads != null) check(RequestBounds.threads("--threads", threads));
        Instance inst = Puzzles.load(input, puzzle);
        PrintStream out = System.out;
        SearchOptions opts = limits.options().withThreads(threadCount());
        Limits lim = limits.limits();
        if (lim.timeMillis() <= 0) lim = new Limits(DEFAULT_TIMEOUT_SECONDS * 1000L, lim.maxNodes(), lim.maxBytes());
        String m0 = Solver.metric(inst, metric);
        SolveChecks.heuristicAvailable(inst, m0, heuristic);
        Plan plan = Solver.resolve(inst, new Solver.Request(algorithm, heuristic, metric, opts, lim, shorten));
        String m = plan.metric();
        boolean traced = SolveChecks.notes(plan, heuristic, trace, System.err);
        if (traced) {
            PrintStream traceOut = fmt.equals("json") ? System.err : out;
            Trace t = inst.trace(traceOut, m);
            plan = plan.withOptions(plan.options().withTrace(t != null ? t : new TextTrace(inst, traceOut)));
        }
        StatusLine status = new StatusLine(System.err, !noProgress && !traced);
        Result r;
        try (Interrupts.Scope cancel = Interrupts.open()) {
            r = plan.run(status, cancel::requested);   // NotApplicable is bad input (exit 2); any other exception a bug (4)
        }
        status.clear();
        Long seed = plan.seed();
        switch (fmt) {
            case "json" -> out.println(ResultView.JSON.writeValueAsString(ResultView.json(inst, m, r, seed)));
            case "native" -> {
                if (r.solution() != null) out.print(inst.nativeSolution(r.solution().moves()));
                else System.err.println("puzzlelab: " + inst.id() + ": " + ResultView.verdict(r, m)
                        + (r.message() == null ? "" : " (" + r.message() + ")"));
            }
            default -> printText(out, inst, plan, r, seed);
        }
        out.flush();
        return ExitCodes.of(r.status());
    }

    /** A bound broken ({@link RequestBounds}, the same words as the web API's) is a usage error: one line, exit 2. */
    private void check(String problem) {
        if (problem != null) throw OptionChecks.usage(spec, problem);
    }

    /** The --threads value (checked), capped at the cores with a note: the one thread policy, {@link Threads#capped}. */
    private int threadCount() {
        if (threads == null) return SearchOptions.cores();
        java.util.List<String> notes = new java.util.ArrayList<>();
        int used = Threads.capped(threads, notes);
        notes.forEach(n -> System.err.println("puzzlelab: " + n));
        return used;
    }

    private void printText(PrintStream out, Instance inst, Plan plan, Result r, Long seed) {
        String m = plan.metric();
        Problem p = inst.problem(m);
        long[] s0 = new long[p.words()];
        p.initial(s0);
        out.println(inst.type().name() + "  " + inst.id());
        out.print(inst.render(s0));
        Heuristic h = plan.heuristic();
        out.println("algorithm: " + r.algorithm() + (h == null ? "" : "  heuristic: " + h.name()
                + (h.admissible() ? " (admissible)" : " (not admissible)")) + (inst.metrics().size() > 1 ? "  metric: " + m : "")
                + (seed != null ? "  seed: " + seed : ""));
        String verdict = ResultView.verdict(r, m);
        out.println("status: " + verdict + (r.message() == null ? "" : " — " + r.message()));
        if (r.solution() != null) {
            out.println("length: " + r.solution().cost() + (r.solution().cost() != r.solution().length() ? " (" + r.solution().length() + " entries)" : "")
                    + (r.optimal() ? " (optimal)" : r.lowerBound() != null ? " (optimum ≥ " + r.lowerBound() + ")" : "")
                    + (r.firstSolutionMillis() != null ? "  first solution after " + r.firstSolutionMillis() + " ms" : ""));
            String moves = String.join(" ", ResultView.moves(inst, r));
            out.println("moves: " + moves);
            String nativeLine = oneLine(inst, r.solution().moves());
            if (nativeLine != null && !nativeLine.equals(moves) && !nativeLine.equals(moves.replace(" ", "")))
                out.println("native: " + nativeLine);   // e.g. Sokoban's LURD, ready to copy
            Map<String, Object> metrics = inst.counts(r.solution().moves(), m);
            if (!metrics.isEmpty()) out.println("metrics: " + metrics);
        }
        var s = r.stats();
        out.printf("stats: expanded %,d  generated %,d  duplicates %,d  stored %,d  max frontier %,d%n",
                s.expanded, s.generated, s.duplicates, s.stored, s.maxFrontier);
        out.printf("time: %,d ms wall, %,d ms CPU  (%,.0f generated/s)  peak memory ~%s%n", s.wallMillis, s.cpuMillis,
                s.generated / Math.max(0.001, s.cpuMillis / 1000.0), bytes(s.peakBytes));
    }

    /** The solution in the puzzle's native format when that is one line (Sokoban's LURD), else null. */
    private static String oneLine(Instance inst, int[] moves) {
        String t = inst.nativeSolution(moves).strip();   // a plugin's failure here is a bug: internal error
        return t.isEmpty() || t.contains("\n") || t.length() > 100_000 ? null : t;
    }

    static String bytes(long b) {
        if (b < 10_000) return b + " B";
        if (b < 10_000_000) return (b / 1024) + " KiB";
        return (b / (1024 * 1024)) + " MiB";
    }
}

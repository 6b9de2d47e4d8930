package puzzlelab.puzzles.zhed;

import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import java.time.Duration;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.DurationOptions;
import puzzlelab.puzzles.input.DataFolder;
import puzzlelab.puzzles.input.OptionChecks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Result;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.SearchRunner;
import puzzlelab.engine.Solution;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab bench zhed}: runs a solver on the built-in game levels and prints one row per level (level,
 * tiles, solved, moves, proven optimal, proven lower bound, time, nodes), then a summary. Every proven length is
 * re-derived by zhed-ids (iterative deepening, which shares no code with the SAT prover but the rules) when it
 * finishes within {@code --recheck}; a different length counts as a mismatch. When {@code ../shared/data/zhed} is there,
 * it adds the known solution's length and the BFS minimum of {@code derived/summary.csv} and checks every proven
 * length against that minimum.
 */
@Command(name = "zhed", mixinStandardHelpOptions = true,
        description = "Solve the 100 built-in ZHED levels and print per-level numbers.")
public final class ZhedBench implements Callable<Integer> {
    @Option(names = "--levels", defaultValue = "1-100", description = "levels to run, e.g. 1-100 or 5,29,100 (default ${DEFAULT-VALUE})")
    String levels;

    @Option(names = "--timeout", defaultValue = "10s", converter = DurationOptions.class,
            description = "time limit per level, e.g. 10s, 500ms (default ${DEFAULT-VALUE})")
    Duration timeout;

    @Option(names = {"-a", "--algorithm"}, defaultValue = "auto", description = "algorithm (default ${DEFAULT-VALUE}: what solve runs)")
    String algorithm;

    @Option(names = {"-H", "--heuristic"}, description = "heuristic for greedy/astar (h1 h2 h3 hx gap)")
    String heuristic;

    @Option(names = "--proof-nodes", description = "for zhed: nodes the minimality proof may use (0 = until the time limit)")
    Long proofNodes;

    @Option(names = "--recheck", defaultValue = "2s", converter = DurationOptions.class,
            description = "re-derive every proven length with zhed-ids (iterative deepening, no SAT) within this time "
                    + "per level (default ${DEFAULT-VALUE}); a different length is a mismatch")
    Duration recheck;

    @Option(names = "--no-recheck", description = "do not re-derive proven lengths with zhed-ids")
    boolean noRecheck;

    @Option(names = "--seed", defaultValue = "1", description = "seed of the finder's restarts (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--data", description = "folder with derived/summary.csv (default: ../shared/data/zhed, looked for beside the working folder and its parents)")
    Path data;

    private record Known(int knownMoves, String bfsMin) {
    }

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (proofNodes != null) OptionChecks.range(spec, "--proof-nodes", proofNodes, 0, Long.MAX_VALUE / 2, "0 = until the time limit");
        List<Integer> ids;
        try {
            ids = parseLevels(levels);
        } catch (IllegalArgumentException e) {
            throw OptionChecks.usage(spec, "--levels: " + e.getMessage());
        }
        long limitMs = timeout.toMillis();
        Map<Integer, Known> known = loadKnown();
        System.out.printf(Locale.ROOT, "ZHED benchmark: algorithm %s, %d ms per level, seed %d%n", algorithm, limitMs, seed);
        System.out.printf(Locale.ROOT, "%5s %5s %6s %5s %6s %5s %8s %8s %8s %11s %5s %5s %s%n",
                "level", "tiles", "solved", "moves", "proven", "lb", "found_s", "time_s", "cpu_s", "nodes", "known", "bfs",
                "check");
        int solved = 0;
        int proven = 0;
        int shorter = 0;
        int mismatches = 0;
        int rechecked = 0;
        double total = 0;
        double worst = 0;
        int worstLevel = 0;
        for (int n : ids) {
            ZhedInstance inst = (ZhedInstance) new ZhedType().readId("zhed:level-" + n);
            long[] foundAt = {-1};
            Result r = run(inst, limitMs, foundAt);
            boolean ok = r.solution() != null;
            int moves = ok ? r.solution().length() : -1;
            double secs = r.stats().wallMillis / 1000.0;
            double found = ok ? Math.min(foundAt[0] >= 0 ? foundAt[0] : Long.MAX_VALUE, r.stats().wallMillis) / 1000.0 : secs;
            total += secs;
            if (found > worst) {
                worst = found;
                worstLevel = n;
            }
            if (ok) solved++;
            if (r.optimal()) proven++;
            Known k = known.get(n);
            String check = "";
            if (k != null) {
                if (ok && moves < k.knownMoves) shorter++;
                if (r.optimal() && !k.bfsMin.isEmpty() && !k.bfsMin.startsWith(">")) {
                    boolean same = Integer.parseInt(k.bfsMin) == moves;
                    check = same ? "=bfs" : "MISMATCH";
                    if (!same) mismatches++;
                }
            }
            if (r.optimal() && !noRecheck) {
                Integer again = idsLength(inst, recheck.toMillis());
                if (again != null) {
                    rechecked++;
                    if (again != moves) mismatches++;
                    check += (check.isEmpty() ? "" : " ") + (again == moves ? "=ids" : "IDS-MISMATCH(" + again + ")");
                }
            }
            System.out.printf(Locale.ROOT, "%5d %5d %6s %5s %6s %5s %8s %8.2f %8.2f %,11d %5s %5s %s%n", n,
                    inst.level().tiles(), ok ? "yes" : "no", ok ? String.valueOf(moves) : "-", r.optimal() ? "yes" : "no",
                    r.lowerBound() == null ? "-" : String.valueOf(r.lowerBound()),
                    ok ? String.format(Locale.ROOT, "%.2f", found) : "-", secs,
                    r.stats().cpuMillis / 1000.0, r.stats().expanded, k == null ? "" : String.valueOf(k.knownMoves),
                    k == null ? "" : k.bfsMin, check);
        }
        System.out.printf(Locale.ROOT, "summary: %d/%d solved, %d proven optimal, %d shorter than the known solution, "
                        + "total %.1f s, slowest first solution: level %d (%.2f s)%s%n", solved, ids.size(), proven,
                shorter, total,
                worstLevel, worst, known.isEmpty() ? "" : ", " + mismatches + " proven lengths differ from the BFS minimum"
                        + " or zhed-ids");
        if (!noRecheck)
            System.out.printf(Locale.ROOT, "recheck: %d of %d proven lengths re-derived by zhed-ids (iterative deepening, "
                    + "no SAT) within %d ms each%n", rechecked, proven, recheck.toMillis());
        return mismatches == 0 ? 0 : 1;
    }

    /**
     * Runs one level; {@code foundAt[0]} gets the wall milliseconds to the first solution of the zhed solvers (their
     * proof of minimality runs on after it), else stays -1.
     */
    private Result run(ZhedInstance inst, long limitMs, long[] foundAt) {
        Limits limits = new Limits(limitMs, 0, 0);
        SearchOptions options = SearchOptions.DEFAULT.withSeed(seed);
        Result r;
        if (proofNodes != null && (algorithm.equals("zhed") || algorithm.equals("zhed-prove"))) {
            // an experiment with another proof budget: the same portfolio, its budget overridden
            Search s = ZhedInstance.portfolio(inst.level(), algorithm, proofNodes, seed, SearchOptions.cores());
            r = SearchRunner.run(s, limits);
            Solution sol = r.solution();
            if (sol != null && !Replay.solves(inst.problem(null), sol.moves()))
                throw new IllegalStateException("level " + inst.id() + ": solution does not replay");
        } else {
            // the request solve runs (auto, zhed, zhed-prove, or any other algorithm), replayed by the plan
            r = Solver.solve(inst, new Solver.Request(algorithm, heuristic, null, options, limits, 0));
        }
        if (r.firstSolutionMillis() != null) foundAt[0] = r.firstSolutionMillis();
        return r;
    }

    /** The shortest length by zhed-ids alone within the time, or null when it did not finish (or found none). */
    private static Integer idsLength(ZhedInstance inst, long millis) {
        Result r = Solver.solve(inst, new Solver.Request("zhed-ids", null, null, SearchOptions.DEFAULT,
                new Limits(millis, 0, 0), 0));
        return r.optimal() && r.solution() != null ? r.solution().length() : null;
    }

    private Map<Integer, Known> loadKnown() {
        Map<Integer, Known> out = new HashMap<>();
        Path dir = data;
        if (dir == null) dir = DataFolder.find("zhed", null).orElse(Path.of("..", "shared", "data", "zhed"));
        Path csv = dir.resolve("derived/summary.csv");
        if (!Files.isRegularFile(csv)) {
            System.out.println("(no " + csv + ": the known-solution and BFS columns stay empty)");
            return out;
        }
        try {
            for (String line : Files.readAllLines(csv)) {
                if (line.startsWith("#") || line.startsWith("level")) continue;
                String[] f = line.split(",", -1);
                out.put(Integer.parseInt(f[0]), new Known(Integer.parseInt(f[7]), f[10]));
            }
        } catch (IOException | RuntimeException e) {
            System.out.println("(" + csv + " could not be read: " + e.getMessage() + ")");
        }
        return out;
    }

    static List<Integer> parseLevels(String spec) {
        List<Integer> out = new java.util.ArrayList<>();
        for (String part : spec.split(",")) {
            String p = part.trim();
            if (p.isEmpty()) continue;
            int dash = p.indexOf('-', 1);
            Integer a = Numbers.intOrNull(dash < 0 ? p : p.substring(0, dash));
            Integer b = dash < 0 ? a : Numbers.intOrNull(p.substring(dash + 1));
            if (a == null || b == null || a < 1 || b > ZhedType.LEVELS || a > b)
                throw new IllegalArgumentException("levels are 1.." + ZhedType.LEVELS + ", as N, A-B or a list, not " + Text.quote(p));
            for (int i = a; i <= b; i++) out.add(i);
        }
        if (out.isEmpty()) throw new IllegalArgumentException("no level named");
        return out;
    }

    /** Runs the benchmark without the CLI: {@code java ... ZhedBench [--levels ...]}. */
    public static void main(String[] args) {
        int code = new picocli.CommandLine(new ZhedBench()).execute(args);
        System.exit(code);
    }
}

package puzzlelab.puzzles.zhed;

import java.time.Duration;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.DataFolder;
import puzzlelab.puzzles.input.Durations;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.DeclaredBenchmark;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab bench zhed}: runs a solver on the built-in game levels and prints one row per level (level,
 * tiles, solved, moves, proven optimal, proven lower bound, time, nodes), then a summary. Every proven length is
 * re-derived by zhed-ids (iterative deepening, which shares no code with the SAT prover but the rules) when it
 * finishes within {@code --recheck}; a different length counts as a mismatch. When {@code ../shared/data/zhed} is there,
 * it adds the known solution's length and the BFS minimum of {@code derived/summary.csv} and checks every proven
 * length against that minimum.
 */
public final class ZhedBench extends DeclaredBenchmark {
    private static final long DAYS = Durations.MAX_DAYS * 86_400_000L;
    private static final List<Param> PARAMS = List.of(
            Param.text("levels", "levels to run, e.g. 1-100 or 5,29,100", "1-100"),
            Param.duration("timeout", "time limit per level, e.g. 10s, 500ms", "10s", 1, DAYS),
            Param.text("algorithm", "algorithm (auto: what solve runs)", "auto"),
            Param.text("heuristic", "heuristic for greedy/astar (h1 h2 h3 hx gap)", null),
            Param.optionalInteger("proof-nodes", "for zhed: nodes the minimality proof may use (0 = until the time limit)", 0, Long.MAX_VALUE / 2),
            Param.duration("recheck", "re-derive every proven length with zhed-ids (iterative deepening, no SAT) within this "
                    + "time per level; a different length is a mismatch", "2s", 1, DAYS),
            Param.flag("no-recheck", "do not re-derive proven lengths with zhed-ids"),
            Param.integer("seed", "seed of the finder's restarts", 1, 0, Long.MAX_VALUE),
            Param.folder("data", "folder with derived/summary.csv (default: ../shared/data/zhed, looked for beside the working folder and its parents)"));

    private String levels;
    private Duration timeout;
    private String algorithm;
    private String heuristic;
    private Long proofNodes;
    private Duration recheck;
    private boolean noRecheck;
    private long seed;
    private Path data;
    private PrintStream out;
    private BooleanSupplier cancel;

    public ZhedBench() {
        super("Solve the 100 built-in ZHED levels and print per-level numbers.",
                PARAMS);
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) {
        ZhedBench b = new ZhedBench();
        b.levels = v.text("levels");
        b.timeout = v.duration("timeout");
        b.algorithm = v.text("algorithm");
        b.heuristic = v.text("heuristic");
        b.proofNodes = v.has("proof-nodes") ? v.integer("proof-nodes") : null;
        b.recheck = v.duration("recheck");
        b.noRecheck = v.flag("no-recheck");
        b.seed = v.integer("seed");
        b.data = v.folder("data");
        b.out = out;
        b.cancel = cancel;
        return b.call();
    }

    private record Known(int knownMoves, String bfsMin) {
    }

    private Outcome call() {
        List<Integer> ids = parseLevels(levels);
        long limitMs = timeout.toMillis();
        Map<Integer, Known> known = loadKnown();
        out.printf(Locale.ROOT, "ZHED benchmark: algorithm %s, %d ms per level, seed %d%n", algorithm, limitMs, seed);
        out.printf(Locale.ROOT, "%5s %5s %6s %5s %6s %5s %8s %8s %8s %11s %5s %5s %s%n",
                "level", "tiles", "solved", "moves", "proven", "lb", "found_s", "time_s", "cpu_s", "nodes", "known", "bfs",
                "check");
        int solved = 0;
        int proven = 0;
        int shorter = 0;
        int mismatches = 0;
        int rechecked = 0;
        int checked = 0;
        double total = 0;
        double worst = 0;
        int worstLevel = 0;
        for (int n : ids) {
            if (cancel.getAsBoolean()) break;
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
                    checked++;
                    if (!same) mismatches++;
                }
            }
            if (r.optimal() && !noRecheck) {
                Integer again = idsLength(inst, recheck.toMillis());
                if (again != null) {
                    rechecked++;
                    checked++;
                    if (again != moves) mismatches++;
                    check += (check.isEmpty() ? "" : " ") + (again == moves ? "=ids" : "IDS-MISMATCH(" + again + ")");
                }
            }
            out.printf(Locale.ROOT, "%5d %5d %6s %5s %6s %5s %8s %8.2f %8.2f %,11d %5s %5s %s%n", n,
                    inst.level().tiles(), ok ? "yes" : "no", ok ? String.valueOf(moves) : "-", r.optimal() ? "yes" : "no",
                    r.lowerBound() == null ? "-" : String.valueOf(r.lowerBound()),
                    ok ? String.format(Locale.ROOT, "%.2f", found) : "-", secs,
                    r.stats().cpuMillis / 1000.0, r.stats().expanded, k == null ? "" : String.valueOf(k.knownMoves),
                    k == null ? "" : k.bfsMin, check);
        }
        out.printf(Locale.ROOT, "summary: %d/%d solved, %d proven optimal, %d shorter than the known solution, "
                        + "total %.1f s, slowest first solution: level %d (%.2f s)%s%n", solved, ids.size(), proven,
                shorter, total,
                worstLevel, worst, known.isEmpty() ? "" : ", " + mismatches + " proven lengths differ from the BFS minimum"
                        + " or zhed-ids");
        if (!noRecheck)
            out.printf(Locale.ROOT, "recheck: %d of %d proven lengths re-derived by zhed-ids (iterative deepening, "
                    + "no SAT) within %d ms each%n", rechecked, proven, recheck.toMillis());
        return new Outcome(checked, mismatches, String.format(Locale.ROOT, "zhed bench: %d/%d solved, %d proven, %d checks "
                + "(BFS minimum, zhed-ids), %d mismatches", solved, ids.size(), proven, checked, mismatches));
    }

    /**
     * Runs one level; {@code foundAt[0]} gets the wall milliseconds to the first solution of the zhed solvers (their
     * proof of minimality runs on after it), else stays -1.
     */
    private Result run(ZhedInstance inst, long limitMs, long[] foundAt) {
        Limits limits = new Limits(limitMs, 0, 0);
        SearchOptions options = SearchOptions.DEFAULT.withSeed(seed);
        // the request runs through a plan (auto, zhed, zhed-prove, or any other algorithm), replayed by it; an
        // experiment with another proof budget runs the same plan on the level with that budget
        ZhedInstance level = proofNodes != null ? inst.withProofNodes(proofNodes) : inst;
        Result r = Solver.solve(level, new Solver.Request(algorithm, heuristic, null, options, limits, 0));
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
        Map<Integer, Known> known = new HashMap<>();
        Path dir = data;
        if (dir == null) dir = DataFolder.find("zhed", null).orElse(Path.of("..", "shared", "data", "zhed"));
        Path csv = dir.resolve("derived/summary.csv");
        if (!Files.isRegularFile(csv)) {
            out.println("(no " + csv + ": the known-solution and BFS columns stay empty)");
            return known;
        }
        try {
            for (String line : Files.readAllLines(csv)) {
                if (line.startsWith("#") || line.startsWith("level")) continue;
                String[] f = line.split(",", -1);
                known.put(Integer.parseInt(f[0]), new Known(Integer.parseInt(f[7]), f[10]));
            }
        } catch (IOException | RuntimeException e) {
            out.println("(" + csv + " could not be read: " + e.getMessage() + ")");
        }
        return known;
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
                throw new InputException(null, "--levels: levels are 1.." + ZhedType.LEVELS + ", as N, A-B or a list, not " + Text.quote(p));
            for (int i = a; i <= b; i++) out.add(i);
        }
        if (out.isEmpty()) throw new InputException(null, "--levels: no level named");
        return out;
    }
}

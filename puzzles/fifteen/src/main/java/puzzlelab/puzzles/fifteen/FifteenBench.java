package puzzlelab.puzzles.fifteen;

import java.time.Duration;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.OptionRange;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.Threads;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Result;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Successors;
import puzzlelab.engine.algo.Bfs;
import puzzlelab.puzzles.DeclaredBenchmark;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Puzzles;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab bench fifteen}: IDA* over Korf's 100 (built in), printing per-instance length, nodes and time,
 * and the totals: generated nodes per CPU second (per core) and per wall second (all threads).
 */
public final class FifteenBench extends DeclaredBenchmark {
    private static final List<Param> PARAMS = List.of(
            Param.text("heuristic", "manhattan, linear-conflict, pdb-555 or pdb-78 for korf100 (default linear-conflict); "
                    + "pdb-6666, linear-conflict or manhattan for korf24 (default pdb-6666)", null),
            Param.choice("set", "korf100 (Korf's 100 15-puzzles) or korf24 (Korf & Taylor's ten 24-puzzles, lengths checked "
                    + "against the published ones)", "korf100", List.of("korf100", "korf24")),
            Param.text("only", "only these instances of the set (e.g. 2,6,8), in this order; instead of --from/--to", null),
            new Param("timeout", "stop an instance after this wall time (e.g. 10m); it is reported as not solved",
                    Param.Kind.DURATION, null, 1, Durations.MAX_DAYS * 86_400_000L, null),
            Param.text("algorithm", "idastar, or auto (the default portfolio, on one thread per instance) to compare it in the same run", "idastar"),
            Param.flag("generic", "run the engine's generic IDA* on the sliding cursor even where the puzzle has its own "
                    + "(IDA* + manhattan or linear-conflict: TileIdaStar), to compare the two"),
            Param.integer("from", "first instance", 1, 1, 100),
            Param.optionalInteger("to", "last instance (default: the set's last, 100 or 10)", 1, 100),
            Threads.param("instances solved in parallel", 1),
            Param.integer("max-nodes", "skip instances whose known IDA*+MD count is above N (0 = all)", 0, 0, Long.MAX_VALUE),
            Param.text("bfs-space", "instead: BFS over the whole state space of an RxC board (e.g. 3x3, 2x5, 3x4) and print "
                    + "bytes per stored state", null));

    private String heuristic;
    private String set;
    private List<Integer> only;
    private Duration timeout;
    private String algorithm;
    private boolean generic;
    private int from;
    private Integer to;
    private int threads;
    private long maxKnownNodes;
    private String bfsSpace;
    private PrintStream out;
    private BooleanSupplier cancel;

    public FifteenBench() {
        super("IDA* on Korf's 100 15-puzzle instances (or, with --set korf24, Korf & Taylor's ten 24-puzzles): lengths (and "
                + "IDA*'s node counts with manhattan or linear-conflict) checked against the published table, nodes/s.",
                PARAMS);
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) {
        FifteenBench b = new FifteenBench();
        b.heuristic = v.text("heuristic");
        b.set = v.choice("set");
        b.only = v.has("only") ? numbers(v.text("only")) : null;
        b.timeout = v.has("timeout") ? v.duration("timeout") : null;
        b.algorithm = v.text("algorithm");
        b.generic = v.flag("generic");
        b.from = v.intValue("from");
        b.to = v.has("to") ? v.intValue("to") : null;
        b.threads = v.intValue("threads");
        b.maxKnownNodes = v.integer("max-nodes");
        b.bfsSpace = v.text("bfs-space");
        b.out = out;
        b.cancel = cancel;
        try {
            return b.call();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(0, 0, "fifteen bench: interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static List<Integer> numbers(String list) {
        List<Integer> out = new ArrayList<>();
        for (String x : list.split("\\s*,\\s*")) {
            Integer n = Numbers.intOrNull(x);
            if (n == null) throw usage("--only must be instance numbers separated by commas, not " + Text.quote(x));
            out.add(n);
        }
        return out;
    }

    private static InputException usage(String message) {
        return new InputException(null, message);
    }

    /** {@code known}: optimal length; {@code nodes}: the table's IDA* count for this heuristic, or -1 when it has none. */
    private record Row(int id, Result r, int known, long nodes) {
    }

    /** The column of the answers table holding IDA*'s generated nodes with this heuristic (Korf's convention), or -1. */
    private int nodeColumn() {
        if (!algorithm.equals("idastar")) return -1;
        return switch (heuristic) {
            case "manhattan" -> 1;
            case "linear-conflict" -> 2;
            default -> -1;
        };
    }

    /** Breadth-first search of a whole component (no goal): states, time and bytes per stored state. */
    private Outcome bfsSpace() {
        String[] rc = bfsSpace.toLowerCase(java.util.Locale.ROOT).split("x", -1);
        Integer rows = rc.length == 2 ? Numbers.intOrNull(rc[0]) : null;
        Integer cols = rc.length == 2 ? Numbers.intOrNull(rc[1]) : null;
        if (rows == null || cols == null) throw usage("--bfs-space must look like 3x3 or 2x5");
        if (rows < 2 || cols < 2 || (long) rows * cols > MAX_BFS_CELLS)
            throw usage("--bfs-space needs at least 2 rows and 2 columns and at most " + MAX_BFS_CELLS
                    + " cells (3x4 already has 239,500,800 states), not " + bfsSpace);
        SlidingBoard b = new SlidingBoard(rows, cols);
        int[] goal = new int[b.cells];
        for (int i = 0; i < goal.length; i++) goal[i] = i;
        SlidingProblem sp = new SlidingProblem(b, goal);
        Problem whole = new Problem() {
            public int words() { return sp.words(); }
            public void initial(long[] dst) { sp.initial(dst); }
            public boolean isGoal(long[] s) { return false; }
            public void expand(long[] s, Successors out) { sp.expand(s, out); }
        };
        Bfs[] made = new Bfs[1];   // the plan builds the search; its visited table is measured afterwards
        Result r = Solver.resolve(new Component(whole, () -> made[0] = new Bfs(whole)), Solver.Request.of(Component.ALGORITHM, null))
                .run(puzzlelab.engine.Progress.NONE, cancel);
        Bfs bfs = made[0];
        Stats st = r.stats();
        out.printf("BFS over the %s sliding puzzle: %s, %,d states stored, %,d expanded, %,d generated%n",
                bfsSpace, r.message(), st.stored, st.expanded, st.generated);
        out.printf("time %,d ms CPU (%,.0f expansions/s); peak %,d bytes of search structures = %.1f bytes per stored state%n",
                st.cpuMillis, st.expanded / Math.max(0.001, st.cpuMillis / 1000.0), st.peakBytes, st.peakBytes / (double) st.stored);
        out.printf("visited table alone (key + depth per slot): %,d bytes = %.1f bytes per stored state%n",
                bfs.tableBytes(), bfs.tableBytes() / (double) st.stored);
        // a sliding board's states split into two components of (R·C)!/2 each: BFS must store exactly one of them
        long half = 1;
        for (int i = 3; i <= b.cells; i++) half *= i;
        boolean right = st.stored == half;
        out.printf("states stored %s (R·C)!/2 = %,d%n", right ? "=" : "DIFFER FROM", half);
        return new Outcome(1, right ? 0 : 1, "fifteen bench: BFS over " + bfsSpace + ", " + (right ? "" : "NOT ")
                + "the expected (R·C)!/2 states");
    }

    /** 3x4 / 2x6: 12!/2 states, about 4 GB of tables; 13 cells would need more than this machine has. */
    static final int MAX_BFS_CELLS = 12;

    private Outcome call() throws IOException, InterruptedException, java.util.concurrent.ExecutionException {
        if (bfsSpace != null) return bfsSpace();
        if (set.equals("korf24")) {
            if (heuristic == null) heuristic = "pdb-6666";
            if (!heuristic.equals("pdb-6666") && !heuristic.equals("linear-conflict") && !heuristic.equals("manhattan"))
                throw usage("with --set korf24, -H must be pdb-6666, linear-conflict or manhattan");
            if (generic || !algorithm.equals("idastar") || threads != 1 || maxKnownNodes != 0)
                throw usage("--set korf24 runs IDA* on one thread: -a, --generic, --threads and --max-nodes are for korf100");
            return Korf24Bench.run(heuristic, ids(10), limits(), out, cancel);
        }
        if (heuristic == null) heuristic = "linear-conflict";
        List<String> notes = new ArrayList<>();
        threads = Threads.capped(threads, notes);
        notes.forEach(out::println);
        if (!heuristic.equals("manhattan") && !heuristic.equals("linear-conflict") && !heuristic.equals("pdb-555")
                && !heuristic.equals("pdb-78"))
            throw usage("-H must be manhattan, linear-conflict, pdb-555 or pdb-78");
        if (generic && !algorithm.equals("idastar")) throw usage("--generic is for -a idastar");
        Map<Integer, long[]> answers = answers();
        List<Integer> ids = ids(100);
        long wall0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, threads));
        List<Future<Row>> futures = new ArrayList<>();
        for (int id : ids) {
            long[] a = answers.get(id);
            if (maxKnownNodes > 0 && a[1] > maxKnownNodes) continue;
            final int k = id;
            futures.add(pool.submit(() -> {
                Instance inst = Puzzles.load("fifteen:korf-" + k, null);
                Solver.Request req = Solver.Request.of(algorithm, heuristic).withOptions(SearchOptions.DEFAULT.withThreads(1))
                        .withLimits(limits());
                Result r = Solver.solve(inst, generic ? req.withOptions(req.options().withGeneric(true)) : req);
                long[] known = answers.get(k);
                return new Row(k, r, (int) known[0], nodeColumn() < 0 ? -1 : known[nodeColumn()]);
            }));
        }
        out.printf("%s%s + %s on Korf's 100 (instances %s, %d thread(s), %s, %d cores)%n", algorithm, generic ? " (generic)" : "", heuristic,
                only != null ? only.toString() : from + ".." + (to == null ? 100 : to),
                threads, System.getProperty("java.vm.name") + " " + System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors());
        out.printf("%4s %6s %8s %16s %8s %10s %10s %9s%n", "id", "length", "optimal", "generated", "= table", "cpu ms", "Mnodes/s", "first ms");
        long gen = 0;
        long cpu = 0;
        int ok = 0;
        int sameNodes = 0;
        int n = 0;
        for (Future<Row> f : futures) {
            if (cancel.getAsBoolean()) break;
            Row row = f.get();
            Result r = row.r;
            int len = r.solution() == null ? -1 : r.solution().length();
            boolean right = len == row.known && r.optimal();
            if (right) ok++;
            boolean countsMatch = r.stats().generated == row.nodes;
            if (countsMatch) sameNodes++;
            n++;
            gen += r.stats().generated;
            cpu += r.stats().cpuMillis;
            out.printf("%4d %6d %8s %,16d %8s %,10d %10.1f %9s%n", row.id, len, right ? "yes" : "NO(" + row.known + ")",
                    r.stats().generated, row.nodes < 0 ? "-" : countsMatch ? "yes" : "NO", r.stats().cpuMillis, r.stats().generated / 1000.0 / Math.max(1, r.stats().cpuMillis),
                    r.firstSolutionMillis() == null ? "-" : String.valueOf(r.firstSolutionMillis()));
        }
        pool.shutdownNow();
        long wall = (System.nanoTime() - wall0) / 1_000_000;
        out.printf("%nsolved optimally (length = Korf's): %d/%d%n", ok, n);
        if (nodeColumn() >= 0)
            out.printf("generated nodes = the table's count for IDA* + %s (Korf 1985 convention): %d/%d%n", heuristic, sameNodes, n);
        out.printf("total generated %,d in %,d CPU ms: %.1f M nodes/s per core%n", gen, cpu, gen / 1000.0 / Math.max(1, cpu));
        out.printf("wall %,d ms: %.1f M nodes/s on %d thread(s)%n", wall, gen / 1000.0 / Math.max(1, wall), threads);
        int failed = (n - ok) + (nodeColumn() < 0 ? 0 : n - sameNodes);
        return new Outcome(n, failed, "fifteen bench: " + ok + "/" + n + " solved with Korf's length"
                + (nodeColumn() < 0 ? "" : ", " + sameNodes + "/" + n + " node counts = the table's"));
    }

    /** The instances asked for: --only's, else --from..--to (within 1..size). */
    private List<Integer> ids(int size) {
        if (only == null) {
            int last = to == null ? size : to;
            OptionRange.check("--from", from, 1, size, null);
            OptionRange.check("--to", last, from, size, "and not below --from");
            List<Integer> all = new ArrayList<>();
            for (int id = from; id <= last; id++) all.add(id);
            return all;
        }
        for (int id : only) OptionRange.check("--only", id, 1, size, "the set has " + size + " instances");
        return only;
    }

    private Limits limits() {
        return timeout == null ? Limits.NONE : Limits.of(timeout, 0);
    }

    static Map<Integer, long[]> answers() throws IOException {
        Map<Integer, long[]> m = new HashMap<>();
        try (InputStream in = FifteenBench.class.getResourceAsStream("korf100-answers.txt")) {
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (l.startsWith("#") || l.isBlank()) continue;
                String[] t = l.trim().split("\\s+");
                m.put(Integer.parseInt(t[0]), new long[]{Long.parseLong(t[1]), Long.parseLong(t[2]), Long.parseLong(t[3])});
            }
        }
        return m;
    }

    /**
     * A whole component of the sliding puzzle as an instance with one algorithm that explores it (BFS with no goal:
     * it counts, it does not solve), so the bench runs its search through a {@link puzzlelab.puzzles.Plan} as every
     * other search does.
     */
    private record Component(Problem problem, java.util.function.Supplier<puzzlelab.engine.Search> explore) implements Instance {
        static final String ALGORITHM = "bfs-component";

        @Override public puzzlelab.puzzles.PuzzleType type() { return null; }
        @Override public String id() { return "fifteen component"; }
        @Override public Problem problem(String metric) { return problem; }
        @Override public List<puzzlelab.engine.Heuristic> heuristics(String metric) { return List.of(); }
        @Override public String defaultAlgorithm(String metric) { return ALGORITHM; }
        @Override public String moveText(int move) { return Integer.toString(move); }
        @Override public int parseMove(long[] state, String text) { throw new InputException(null, "no moves are typed here"); }
        @Override public String render(long[] state) { return ""; }

        @Override
        public Map<String, puzzlelab.puzzles.PuzzleAlgorithm> algorithms() {
            return Map.of(ALGORITHM, new puzzlelab.puzzles.PuzzleAlgorithm() {
                public String description() { return "breadth-first search of the whole component (no goal)"; }
                public String optimality() { return "never (it does not solve)"; }
                public boolean usesHeuristic() { return false; }
                public boolean solves() { return false; }
                public puzzlelab.engine.Search create(String metric, puzzlelab.engine.Heuristic h, SearchOptions o) {
                    return explore.get();
                }
            });
        }
    }
}

package puzzlelab.puzzles.rushhour;

import puzzlelab.puzzles.input.DataFolder;
import puzzlelab.puzzles.Threads;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import puzzlelab.puzzles.DeclaredBenchmark;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Solver;
import puzzlelab.engine.Solution;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.input.InputException;

/**
 * {@code puzzlelab bench rushhour}: the performance goals, measured. Sections: every puzzle of the Fogleman
 * excerpt (needs ../shared/data), the 40 cards, UvA boards 1–6 (moves, and steps with --steps), and UvA board 7
 * with the anytime LNS. Prints wall and CPU times, states and peak heap.
 */
public final class RushHourBench extends DeclaredBenchmark {
    private static final List<String> SECTIONS = List.of("fogleman", "cards", "uva", "board7");
    private static final List<Param> PARAMS = List.of(
            Param.text("only", "sections to run, comma-separated: fogleman, cards, uva, board7 (default all)", null),
            Param.optionalInteger("threads", "threads for the Fogleman section (default: available processors)", 1, Threads.MAX),
            Param.flag("via-default", "fogleman and cards: solve through the default request (auto, one thread per puzzle) "
                    + "instead of packed-bfs alone, to measure the portfolio's overhead"),
            Param.text("boards", "UvA boards, comma-separated", "1,2,3,4,5,6"),
            Param.flag("steps", "also solve the UvA boards under the steps metric"),
            Param.integer("board7-seconds", "LNS budget for board 7 in seconds (the goal allows 600)", 120, 1, 86_400),
            Param.integer("seed", "LNS seed", 1, 0, Long.MAX_VALUE),
            Param.folder("data", "the shared data folder holding rushhour/ (default: ../shared/data, looked for beside the "
                    + "working folder and its parents)"));

    private List<String> only;
    private Integer threads;
    private boolean viaDefault;
    private List<Integer> boards;
    private boolean steps;
    private int board7Seconds;
    private long seed;
    private Path data;
    private BooleanSupplier cancel;
    /** Answers compared with a known optimum (or replayed, for board 7). */
    private final AtomicInteger checked = new AtomicInteger();

    public RushHourBench() {
        super("Rush Hour benchmark: Fogleman's 18,068 database puzzles (all optimal counts checked; reads "
                + "../shared/data/rushhour or --data), the 40 ThinkFun cards, UvA boards 1-6 optimally, and UvA board 7 "
                + "with lns under a time budget.",
                PARAMS);
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) {
        RushHourBench b = new RushHourBench();
        b.only = v.has("only") ? List.of(v.text("only").split("\\s*,\\s*")) : null;
        for (String s : b.only == null ? List.<String>of() : b.only)
            if (!SECTIONS.contains(s))
                throw new InputException(null, "--only takes fogleman, cards, uva, board7, not " + puzzlelab.puzzles.input.Text.quote(s));
        List<String> notes = new ArrayList<>();
        b.threads = v.has("threads") ? Threads.capped(v.intValue("threads"), notes) : null;
        b.viaDefault = v.flag("via-default");
        b.boards = new ArrayList<>();
        for (String x : v.text("boards").split("\\s*,\\s*")) {
            Integer n = puzzlelab.puzzles.input.Numbers.intOrNull(x);
            if (n == null) throw new InputException(null, "--boards must be numbers 1..6, not " + puzzlelab.puzzles.input.Text.quote(x));
            puzzlelab.puzzles.OptionRange.check("--boards", n, 1, 6, "UvA boards 1-6; board 7 is its own section");
            b.boards.add(n);
        }
        b.steps = v.flag("steps");
        b.board7Seconds = v.intValue("board7-seconds");
        b.seed = v.integer("seed");
        b.data = v.folder("data");
        b.out = out;
        b.cancel = cancel;
        notes.forEach(out::println);
        try {
            return b.call();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(b.checked.get(), 0, "rushhour bench: interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private PrintStream out;
    /** Optimal steps of UvA boards 1–6 (independent BFS, shared notes). */
    static final int[] UVA_STEPS = {35, 29, 83, 51, 49, 29};

    private boolean wants(String s) {
        return only == null || only.contains(s);
    }

    private Outcome call() throws InterruptedException, java.util.concurrent.ExecutionException {
        out.printf("rushhour bench: %d processors, max heap %,d MB, java %s%n", Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20, System.getProperty("java.version"));
        int failures = 0;
        if (wants("fogleman")) failures += fogleman();
        if (wants("cards") && !cancel.getAsBoolean()) failures += cards();
        if (wants("uva") && !cancel.getAsBoolean()) failures += uva();
        if (wants("board7") && !cancel.getAsBoolean()) failures += board7();
        // nothing checked (e.g. only the Fogleman section, without its data) is no pass
        String summary = checked.get() == 0 ? "no checks ran" : failures == 0 ? "all " + checked.get() + " checks passed"
                : failures + " of " + checked.get() + " check(s) FAILED";
        out.println(summary);
        return new Outcome(checked.get(), failures, "rushhour bench: " + summary);
    }

    private Path dataDir() {
        if (data != null) return data.resolve("rushhour");
        return DataFolder.find("rushhour", null).orElse(Path.of("..", "shared", "data", "rushhour"));
    }

    private int fogleman() throws InterruptedException, java.util.concurrent.ExecutionException {
        Path file = dataDir().resolve("fogleman").resolve("rush_18k.txt");
        if (!Files.isRegularFile(file)) {
            out.println("fogleman: SKIPPED - " + file + " not found (the Fogleman excerpt lives in ../shared/data/"
                    + "rushhour/fogleman; pass --data DIR)");
            return 0;
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (java.io.IOException e) {
            throw new InputException(file.toString(), "cannot be read: " + e.getMessage());
        }
        int t = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        AtomicInteger bad = new AtomicInteger();
        AtomicLong expanded = new AtomicLong();
        AtomicLong stored = new AtomicLong();
        AtomicLong cpu = new AtomicLong();
        long t0 = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(t);
        List<Future<?>> fs = new ArrayList<>();
        for (int k = 0; k < t; k++) {
            int first = k;
            fs.add(pool.submit(() -> {
                long c0 = cpuNanos();
                for (int i = first; i < lines.size() && !cancel.getAsBoolean(); i += t) {
                    checked.incrementAndGet();
                    String[] f = lines.get(i).trim().split("\\s+");
                    try {
                        RushBoard b = FoglemanText.parse(file.toString(), i + 1, f[1]);
                        RushInstance inst = new RushInstance(TYPE, f[1], b, null);
                        // one thread per puzzle (the pool runs t puzzles at once); the plan replays every solution
                        Result r = viaDefault ? viaDefault(inst) : packedBfs(inst, false, 1, cancel);
                        Status st = viaDefault && !r.optimal() ? Status.LIMIT : r.status();
                        Solution best = r.solution();
                        expanded.addAndGet(r.stats().expanded);
                        stored.addAndGet(r.stats().stored);
                        if (st != Status.SOLVED || best.length() != Integer.parseInt(f[0])) {
                            bad.incrementAndGet();
                            synchronized (out) {
                                out.println("  MISMATCH line " + (i + 1) + ": " + lines.get(i) + " -> "
                                        + (best == null ? st : best.length()));
                            }
                        }
                    } catch (InputException e) {
                        bad.incrementAndGet();
                        out.println("  " + e.getMessage());
                    }
                }
                cpu.addAndGet(cpuNanos() - c0);
            }));
        }
        for (Future<?> f : fs) f.get();
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.MINUTES);
        double wall = (System.nanoTime() - t0) / 1e9;
        out.printf("fogleman: %,d puzzles, %d threads, %d mismatches, wall %.2f s, cpu %.2f s, %,d expanded, "
                        + "%,d stored (goal: all optimal in <= 20 s wall)%n",
                lines.size(), t, bad.get(), wall, cpu.get() / 1e9, expanded.get(), stored.get());
        return bad.get();
    }

    private static final RushHourType TYPE = new RushHourType();

    /** packed-bfs through a plan, as {@code solve -a packed-bfs} runs it, on {@code threads} threads. */
    private static Result packedBfs(RushInstance inst, boolean steps, int threads, BooleanSupplier cancel) {
        Solver.Request req = new Solver.Request("packed-bfs", null, steps ? "steps" : "moves",
                SearchOptions.DEFAULT.withThreads(threads), Limits.NONE, 0);
        return Solver.resolve(inst, req).run(Progress.NONE, cancel);
    }

    /** The default request (auto) on one thread, as {@code solve} runs it. */
    private static Result viaDefault(RushInstance inst) {
        Solver.Request req = Solver.Request.of(null, null).withOptions(SearchOptions.DEFAULT.withThreads(1));
        return Solver.resolve(inst, req).run();
    }

    private int cards() {
        int bad = 0;
        long t0 = System.nanoTime();
        StringBuilder got = new StringBuilder();
        for (int k = 1; k <= 40 && !cancel.getAsBoolean(); k++) {
            RushInstance inst = (RushInstance) new RushHourType().readId("rushhour:card-" + k);
            int len;
            checked.incrementAndGet();
            Result r = viaDefault ? viaDefault(inst) : packedBfs(inst, false, SearchOptions.cores(), cancel);
            len = r.optimal() ? r.solution().length() : -1;
            got.append(len).append(k % 10 == 0 ? " | " : " ");
            if (len != RushHourType.CARD_OPTIMA[k - 1]) bad++;
        }
        out.printf("cards: 40 ThinkFun cards in %.1f ms, %d mismatches; moves %s%n", (System.nanoTime() - t0) / 1e6, bad,
                got.toString().replaceAll("[ |]+$", ""));
        return bad;
    }

    private int uva() {
        int bad = 0;
        out.println("uva: board  size  vehicles  metric  length  optimal  expanded      stored        wall s  cpu s  "
                + "search MB  heap peak MB");
        for (int b : boards) {
            for (boolean s : steps ? new boolean[] {false, true} : new boolean[] {false}) {
                if (cancel.getAsBoolean()) return bad;
                checked.incrementAndGet();
                RushInstance inst = (RushInstance) new RushHourType().readId("rushhour:uva-" + b);
                System.gc();
                resetPeaks();
                long t0 = System.nanoTime();
                long c0 = cpuNanos();
                Result r = packedBfs(inst, s, SearchOptions.cores(), cancel);   // the plan replays the solution
                double wall = (System.nanoTime() - t0) / 1e9;
                double cpu = (cpuNanos() - c0) / 1e9;
                int want = b > 6 ? -1 : s ? UVA_STEPS[b - 1] : RushHourType.UVA_OPTIMA[b - 1];
                long len = r.status() == Status.SOLVED ? r.solution().cost() : -1;
                boolean ok = r.status() == Status.SOLVED && r.optimal() && (want < 0 || len == want);
                if (!ok) bad++;
                out.printf("     %5d  %4d  %8d  %-6s  %6d  %-7s  %,12d  %,12d  %7.1f  %6.1f  %9d  %11d%s%n", b,
                        inst.board.n, inst.board.size(), s ? "steps" : "moves", len, ok ? "yes" : "NO",
                        r.stats().expanded, r.stats().stored, wall, cpu, r.stats().peakBytes >> 20, heapPeak() >> 20,
                        want > 0 ? "  (known " + want + ")" : "");
            }
        }
        out.println("     (goal: boards 4-6 optimal in <= 30 s each with <= 3 GB heap)");
        return bad;
    }

    private int board7() {
        RushInstance inst = (RushInstance) new RushHourType().readId("rushhour:uva-7");
        double[] firstBelow97 = {-1};
        // lns through a plan with as many restarts as the time limit allows; improvements arrive as progress events
        Progress improvements = new Progress() {
            @Override
            public void report(puzzlelab.engine.Stats stats, long elapsedMillis) {
            }

            @Override
            public void solution(long cost, long elapsedMillis) {
                double t = elapsedMillis / 1000.0;
                if (cost < 97 && firstBelow97[0] < 0) firstBelow97[0] = t;
                if (cost < 60) out.printf("  board7: %6.1f s  best %d moves%n", t, cost);
            }
        };
        Solver.Request req = new Solver.Request("lns", null, "moves",
                SearchOptions.DEFAULT.withSeed(seed).withWalks(Integer.MAX_VALUE, SearchOptions.DEFAULT_WALK_LENGTH),
                new Limits(board7Seconds * 1000L, 0, 0), 0);
        Result r = Solver.resolve(inst, req).run(improvements, cancel);   // every solution it returns replays
        Solution best = r.solution();
        int lastBest = best == null ? Integer.MAX_VALUE : best.length();
        checked.incrementAndGet();
        out.printf("board7: lns seed %d, %d s budget: best %d moves (%d steps), first below 97 after %.1f s, "
                        + "%s (goal: < 97 moves within 600 s)%n", seed, board7Seconds,
                lastBest, best == null ? -1 : Paths.cost(best.moves(), true), firstBelow97[0], r.message());
        if (best != null) out.print(inst.nativeSolution(best.moves()).replace("\n", " ").trim() + "\n");
        return best != null && lastBest < 97 ? 0 : 1;
    }

    private static long cpuNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans())
            if (p.getType() == MemoryType.HEAP) p.resetPeakUsage();
    }

    private static long heapPeak() {
        long sum = 0;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans())
            if (p.getType() == MemoryType.HEAP) sum += p.getPeakUsage().getUsed();
        return sum;
    }
}

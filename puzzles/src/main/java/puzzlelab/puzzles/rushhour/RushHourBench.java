package puzzlelab.puzzles.rushhour;

import puzzlelab.puzzles.NotApplicable;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import puzzlelab.puzzles.input.DataFolder;
import puzzlelab.puzzles.input.OptionChecks;
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
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Search;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.Plan;
import puzzlelab.engine.Solution;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.InputException;

/**
 * {@code puzzlelab bench rushhour}: the performance goals, measured. Sections: every puzzle of the Fogleman
 * excerpt (needs ../shared/data), the 40 cards, UvA boards 1–6 (moves, and steps with --steps), and UvA board 7
 * with the anytime LNS. Prints wall and CPU times, states and peak heap.
 */
@Command(name = "rushhour", mixinStandardHelpOptions = true,
        description = {"Rush Hour benchmark: Fogleman's 18,068 database puzzles (all optimal counts checked), the 40 "
                + "ThinkFun cards, UvA boards 1-6 optimally, and UvA board 7 with lns under a time budget.",
            "Reads ../shared/data/rushhour (beside the working folder or one of its parents, or --data) for the "
                    + "Fogleman excerpt; the other sections use built-in boards."})
public final class RushHourBench implements Callable<Integer> {
    @Option(names = "--only", split = ",", description = "sections to run: fogleman, cards, uva, board7 (default all)")
    List<String> only;

    @Option(names = "--threads", description = "threads for the Fogleman section (default: available processors)")
    Integer threads;

    @Option(names = "--via-default", description = "fogleman and cards: solve through the default request (auto, one thread per puzzle) instead of packed-bfs alone, to measure the portfolio's overhead")
    boolean viaDefault;

    @Option(names = "--boards", split = ",", defaultValue = "1,2,3,4,5,6", description = "UvA boards (default 1-6)")
    List<Integer> boards;

    @Option(names = "--steps", description = "also solve the UvA boards under the steps metric")
    boolean steps;

    @Option(names = "--board7-seconds", defaultValue = "120", description = "LNS budget for board 7 in seconds (default ${DEFAULT-VALUE}; the goal allows 600)")
    int board7Seconds;

    @Option(names = "--seed", defaultValue = "1", description = "LNS seed (default ${DEFAULT-VALUE}; printed)")
    long seed;

    @Option(names = "--data", description = "the shared data folder holding rushhour/ (default: ../shared/data, looked for beside the working folder and its parents)")
    Path data;

    PrintStream out = System.out;
    /** Sections left out for want of data: a run that skipped all it was asked for has checked nothing. */
    private int skipped;
    /** Optimal steps of UvA boards 1–6 (independent BFS, shared notes). */
    static final int[] UVA_STEPS = {35, 29, 83, 51, 49, 29};

    private boolean wants(String s) {
        return only == null || only.contains(s);
    }

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (threads != null) threads = OptionChecks.threads(spec, "--threads", threads, spec.commandLine().getErr());
        OptionChecks.range(spec, "--board7-seconds", board7Seconds, 1, 86_400);
        for (int b : boards) OptionChecks.range(spec, "--boards", b, 1, 6, "UvA boards 1-6; board 7 is its own section");
        for (String s : only == null ? List.<String>of() : only)
            if (!List.of("fogleman", "cards", "uva", "board7").contains(s))
                throw OptionChecks.usage(spec, "--only takes fogleman, cards, uva, board7, not " + puzzlelab.puzzles.input.Text.quote(s));
        if (data != null && !Files.isDirectory(data))
            throw OptionChecks.usage(spec, "--data " + puzzlelab.puzzles.input.Text.quote(data.toString()) + " is not an existing folder");
        out.printf("rushhour bench: %d processors, max heap %,d MB, java %s%n", Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20, System.getProperty("java.version"));
        int failures = 0;
        if (wants("fogleman")) failures += fogleman();
        if (wants("cards")) failures += cards();
        if (wants("uva")) failures += uva();
        if (wants("board7")) failures += board7();
        if (failures > 0) out.println(failures + " check(s) FAILED");
        else if (skipped > 0 && only != null && skipped == only.stream().distinct().count()) {
            out.println("nothing was checked: every section asked for was SKIPPED");
            return 2;
        } else out.println("all checks passed" + (skipped > 0 ? " (" + skipped + " section(s) SKIPPED)" : ""));
        return failures == 0 ? 0 : 1;
    }

    private Path dataDir() {
        if (data != null) return data.resolve("rushhour");
        return DataFolder.find("rushhour", null).orElse(Path.of("..", "shared", "data", "rushhour"));
    }

    private int fogleman() throws Exception {
        Path file = dataDir().resolve("fogleman").resolve("rush_18k.txt");
        if (!Files.isRegularFile(file)) {
            out.println("fogleman: SKIPPED - " + file + " not found (the Fogleman excerpt lives in ../shared/data/"
                    + "rushhour/fogleman; pass --data DIR)");
            skipped++;
            return 0;
        }
        List<String> lines = Files.readAllLines(file);
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
                for (int i = first; i < lines.size(); i += t) {
                    String[] f = lines.get(i).trim().split("\\s+");
                    try {
                        Board b = FoglemanText.parse(file.toString(), i + 1, f[1]);
                        Packed pk = new Packed(b);
                        Search bfs = viaDefault ? null : new PackedBfs(pk, false, 1 << 10, 1);
                        Status st;
                        Solution best;
                        if (viaDefault) {
                            Result r = viaDefault(new RushInstance(TYPE, f[1], b, null));
                            st = r.optimal() ? r.status() : Status.LIMIT;
                            best = r.solution();
                            expanded.addAndGet(r.stats().expanded);
                            stored.addAndGet(r.stats().stored);
                        } else {
                            st = run(bfs);
                            best = bfs.best();
                            expanded.addAndGet(bfs.stats().expanded);
                            stored.addAndGet(bfs.stats().stored);
                        }
                        if (st != Status.SOLVED || best.length() != Integer.parseInt(f[0])
                                || !Replay.solves(new RushProblem(pk, false, MoveRules.ALL), best.moves())) {
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

    /** The default request (auto) on one thread, as {@code solve} runs it. */
    private static Result viaDefault(RushInstance inst) throws NotApplicable {
        Solver.Request req = Solver.Request.of(null, null).withOptions(SearchOptions.DEFAULT.withThreads(1));
        return Solver.resolve(inst, req).run();
    }

    private int cards() throws Exception {
        int bad = 0;
        long t0 = System.nanoTime();
        StringBuilder got = new StringBuilder();
        for (int k = 1; k <= 40; k++) {
            RushInstance inst = (RushInstance) new RushHourType().readId("rushhour:card-" + k);
            int len;
            if (viaDefault) {
                Result r = viaDefault(inst);
                len = r.optimal() ? r.solution().length() : -1;
            } else {
                PackedBfs bfs = new PackedBfs(inst.packed, false);
                run(bfs);
                len = bfs.best().length();
            }
            got.append(len).append(k % 10 == 0 ? " | " : " ");
            if (len != RushHourType.CARD_OPTIMA[k - 1]) bad++;
        }
        out.printf("cards: 40 ThinkFun cards in %.1f ms, %d mismatches; moves %s%n", (System.nanoTime() - t0) / 1e6, bad,
                got.toString().replaceAll("[ |]+$", ""));
        return bad;
    }

    private int uva() throws Exception {
        int bad = 0;
        out.println("uva: board  size  vehicles  metric  length  optimal  expanded      stored        wall s  cpu s  "
                + "search MB  heap peak MB");
        for (int b : boards) {
            for (boolean s : steps ? new boolean[] {false, true} : new boolean[] {false}) {
                RushInstance inst = (RushInstance) new RushHourType().readId("rushhour:uva-" + b);
                System.gc();
                resetPeaks();
                long t0 = System.nanoTime();
                long c0 = cpuNanos();
                PackedBfs bfs = new PackedBfs(inst.packed, s);
                long[] peak = {0};
                Status st = run(bfs, peak);
                double wall = (System.nanoTime() - t0) / 1e9;
                double cpu = (cpuNanos() - c0) / 1e9;
                int want = b > 6 ? -1 : s ? UVA_STEPS[b - 1] : RushHourType.UVA_OPTIMA[b - 1];
                long len = st == Status.SOLVED ? bfs.best().cost() : -1;
                boolean ok = st == Status.SOLVED && Replay.solves(inst.problem(s ? "steps" : "moves"), bfs.best().moves())
                        && (want < 0 || len == want);
                if (!ok) bad++;
                out.printf("     %5d  %4d  %8d  %-6s  %6d  %-7s  %,12d  %,12d  %7.1f  %6.1f  %9d  %11d%s%n", b,
                        inst.board.n, inst.board.size(), s ? "steps" : "moves", len, ok ? "yes" : "NO",
                        bfs.stats().expanded, bfs.stats().stored, wall, cpu, peak[0] >> 20, heapPeak() >> 20,
                        want > 0 ? "  (known " + want + ")" : "");
            }
        }
        out.println("     (goal: boards 4-6 optimal in <= 30 s each with <= 3 GB heap)");
        return bad;
    }

    private int board7() throws Exception {
        RushInstance inst = (RushInstance) new RushHourType().readId("rushhour:uva-7");
        Lns lns = new Lns(inst.packed, false, seed, Integer.MAX_VALUE);
        long t0 = System.nanoTime();
        long end = t0 + board7Seconds * 1_000_000_000L;
        double firstBelow97 = -1;
        int lastBest = Integer.MAX_VALUE;
        while (System.nanoTime() < end) {
            Status st = lns.step(4096);
            if (lns.best() != null && lns.best().length() < lastBest) {
                lastBest = lns.best().length();
                double t = (System.nanoTime() - t0) / 1e9;
                if (lastBest < 97 && firstBelow97 < 0) firstBelow97 = t;
                if (lastBest < 60) out.printf("  board7: %6.1f s  best %d moves%n", t, lastBest);
            }
            if (st != Status.RUNNING) break;
        }
        boolean ok = lns.best() != null && Replay.solves(inst.problem(null), lns.best().moves());
        out.printf("board7: lns seed %d, %d s budget: best %d moves (%d steps), first below 97 after %.1f s, "
                        + "%d local optima, replays %s (goal: < 97 moves within 600 s)%n", seed, board7Seconds,
                lastBest, lns.best() == null ? -1 : Paths.cost(lns.best().moves(), true), firstBelow97,
                lns.localOptima, ok ? "yes" : "NO");
        if (ok) out.print(inst.nativeSolution(lns.best().moves()).replace("\n", " ").trim() + "\n");
        return ok && lastBest < 97 ? 0 : 1;
    }

    private static Status run(Search s) {
        return run(s, new long[1]);
    }

    private static Status run(Search s, long[] peak) {
        Status st;
        do {
            st = s.step(1 << 14);
            peak[0] = Math.max(peak[0], s.bytes());
        } while (st == Status.RUNNING);
        return st;
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

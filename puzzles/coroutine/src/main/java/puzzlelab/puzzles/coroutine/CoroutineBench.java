package puzzlelab.puzzles.coroutine;

import puzzlelab.puzzles.input.DataFolder;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.OptionRange;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.Threads;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import puzzlelab.puzzles.DeclaredBenchmark;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.engine.Result;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab bench coroutine}: checks the oracles, then measures boards solved per second (fast array solver
 * on one thread and on all threads, and the generic engine BFS for comparison) and the generator's time per
 * requested length.
 */
final class CoroutineBench extends DeclaredBenchmark {
    private static final List<Param> PARAMS = List.of(
            Param.integer("boards", "random boards per throughput run", 2_000_000, 1, 100_000_000),
            Param.integer("engine-boards", "boards for the generic engine comparison", 20_000, 1, 10_000_000),
            Param.integer("threads", "threads for the parallel run (0 = all cores)", 0, 0, Threads.MAX),
            Param.integer("seed", "seed for the random boards and the generator", 1, 0, Long.MAX_VALUE),
            Param.text("turns", "generator targets in turns, comma-separated, each 1..28", "5,10,15,20,24,26,28"),
            Param.text("moves", "generator targets in moves, comma-separated, each 1..24", "10,15,20,22,24"),
            Param.integer("repeats", "generator runs per target, seeds S, S+1, ...", 3, 1, 1000),
            Param.duration("time", "generator time limit per board", "60s", 1, Durations.MAX_DAYS * 86_400_000L),
            Param.flag("skip-generator", "only the solver benchmarks"));
    private static final String WHY = "no board with every square non-empty needs more: generate coroutine --exhaustive";

    private int boards;
    private int engineBoards;
    private int threads;
    private long seed;
    private int[] turnTargets;
    private int[] moveTargets;
    private int repeats;
    private long timeMillis;
    private boolean skipGenerator;
    private BooleanSupplier cancel;
    /** Boards whose lengths were compared with a known answer (the oracles, the shared tables). */
    private int checked;

    CoroutineBench() {
        super("Benchmarks the coroutine solvers (boards solved per second) and the generator (time per requested length); "
                + "re-checks the computed tables in ../shared/data/coroutine when that folder is present.",
                PARAMS);
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) {
        CoroutineBench b = new CoroutineBench();
        b.boards = v.intValue("boards");
        b.engineBoards = v.intValue("engine-boards");
        List<String> notes = new ArrayList<>();
        b.threads = v.intValue("threads") == 0 ? 0 : Threads.capped(v.intValue("threads"), notes);
        b.seed = v.integer("seed");
        b.turnTargets = targets(v.text("turns"), "--turns", CoroutineGenerate.MAX_TURNS);
        b.moveTargets = targets(v.text("moves"), "--moves", CoroutineGenerate.MAX_MOVES);
        b.repeats = v.intValue("repeats");
        b.timeMillis = v.duration("time").toMillis();
        b.skipGenerator = v.flag("skip-generator");
        b.cancel = cancel;
        notes.forEach(out::println);
        try {
            int failures = b.call(out);
            return new Outcome(b.checked, failures, "coroutine bench: " + b.checked + " boards checked against known lengths, "
                    + (failures == 0 ? "all agree" : failures + " mismatches"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Outcome(b.checked, 0, "coroutine bench: interrupted");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private static int[] targets(String list, String option, int max) {
        String[] parts = list.split("\\s*,\\s*");
        int[] out = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            Integer n = Numbers.intOrNull(parts[i]);
            if (n == null) throw new InputException(null, option + " must be numbers separated by commas, not " + Text.quote(parts[i]));
            OptionRange.check(option, n, 1, max, WHY);
            out[i] = n;
        }
        return out;
    }

    private static final int[][] BAILEY = {{19, 16}, {15, 13}, {20, 15}, {16, 14}};

    private int call(PrintStream out) throws IOException, InterruptedException, java.util.concurrent.ExecutionException {
        int failures = oracles(out);
        failures += sharedData(out);
        if (cancel.getAsBoolean()) return failures;
        int n = threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
        long[] sample = uniformBoards(boards, seed);
        out.printf("%nThroughput on %,d uniform random boards (each square a uniform non-empty arrow set), seed %d%n", boards, seed);
        histogram(out, sample);
        throughput(out, sample, 1, Analysis.TURNS); // warm-up pass, printed too
        for (int metric = Analysis.TURNS; metric <= Analysis.MOVES; metric++) {
            throughput(out, sample, 1, metric);
            throughput(out, sample, n, metric);
        }
        long[] hard = hardBoards(sample.length, seed);
        out.printf("%nThroughput on generated long boards (T = 10..24, %,d distinct boards repeated to %,d solves)%n",
                HARD_DISTINCT, hard.length);
        for (int metric = Analysis.TURNS; metric <= Analysis.MOVES; metric++) {
            throughput(out, hard, 1, metric);
            throughput(out, hard, n, metric);
        }
        out.println();
        if (cancel.getAsBoolean()) return failures;
        engine(out, sample);
        if (!skipGenerator && !cancel.getAsBoolean()) {
            generator(out, Analysis.TURNS, turnTargets);
            generator(out, Analysis.MOVES, moveTargets);
        }
        out.flush();
        return failures;
    }

    private int oracles(PrintStream out) {
        out.println("Oracles: Bailey's 4 boards (T = min turns, M = min real moves)");
        FastSolver fs = new FastSolver();
        int bad = 0;
        for (int i = 0; i < 4; i++) {
            long p = CoroutineBoard.ofPacked(0).packed();
            try {
                p = CoroutineReader.parseId("bailey", 0, "coroutine:" + Builtins.ALL.get("bailey-" + (i + 1)).masks()).packed();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            int t = fs.turns(p);
            int m = fs.moves(p);
            boolean ok = t == BAILEY[i][0] && m == BAILEY[i][1];
            if (!ok) bad++;
            checked++;
            out.printf("  bailey-%d  T=%d M=%d  expected T=%d M=%d  %s%n", i + 1, t, m, BAILEY[i][0], BAILEY[i][1], ok ? "ok" : "MISMATCH");
        }
        return bad;
    }

    private static final Pattern SQUARES = Pattern.compile("mask=(\\d+)");
    private static final Pattern ANSWER = Pattern.compile("min-turns\\s+T=(\\d+) M=(\\d+)");

    /** Re-checks every board of the shared data tables (squares line + min-turns line) against the fast solver. */
    private int sharedData(PrintStream out) throws IOException {
        Path dir = DataFolder.find("coroutine", null).orElse(null);
        if (dir == null) {
            out.println("Shared data: ../shared/data/coroutine not found (not part of a fresh clone); skipping the table re-check.");
            return 0;
        }
        int bad = 0;
        FastSolver fs = new FastSolver();
        for (String name : List.of("bailey_normalized_computed.txt", "search_hardest_found.txt")) {
            Path f = dir.resolve(name);
            if (!Files.isRegularFile(f)) {
                out.println("Shared data: " + f + " missing; skipped.");
                continue;
            }
            long packed = 0;
            boolean haveBoard = false;
            int checked = 0;
            for (String l : Files.readAllLines(f)) {
                if (l.startsWith("squares")) {
                    Matcher m = SQUARES.matcher(l);
                    packed = 0;
                    for (int i = 0; m.find(); i++) packed |= Long.parseLong(m.group(1)) << (8 * i);
                    haveBoard = true;
                }
                Matcher a = ANSWER.matcher(l);
                if (a.find() && haveBoard) {
                    int t = fs.turns(packed);
                    int mv = fs.moves(packed);
                    if (t != Integer.parseInt(a.group(1)) || mv != Integer.parseInt(a.group(2))) {
                        bad++;
                        out.printf("  MISMATCH %s: %s T=%d M=%d%n", name, CoroutineBoard.ofPacked(packed).id(), t, mv);
                    }
                    checked++;
                    this.checked++;
                }
            }
            out.printf("Shared data: %s: %d boards re-checked, %s%n", f, checked, bad == 0 ? "all agree" : bad + " mismatches");
        }
        return bad;
    }

    static long[] uniformBoards(int n, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        long[] b = new long[n];
        for (int i = 0; i < n; i++) {
            long p = 0;
            for (int k = 0; k < 8; k++) p |= (long) (1 + r.nextInt(255)) << (8 * k);
            b[i] = p;
        }
        return b;
    }

    private static final int HARD_DISTINCT = 300;

    /** Boards found by the generator with T = 10..24 (20 per length), repeated to n entries. */
    static long[] hardBoards(int n, long seed) {
        Designer d = new Designer(seed);
        long[] distinct = new long[HARD_DISTINCT];
        for (int i = 0; i < distinct.length; i++) {
            int t = 10 + i % 15;
            distinct[i] = d.find(new Designer.Spec(Analysis.TURNS, t, false, false, 0, true), Long.MAX_VALUE).board().packed();
        }
        long[] out = new long[n];
        for (int i = 0; i < n; i++) out[i] = distinct[i % distinct.length];
        return out;
    }

    private void histogram(PrintStream out, long[] sample) {
        FastSolver fs = new FastSolver();
        int[] h = new int[120];
        int unsolvable = 0;
        int max = 0;
        for (long p : sample) {
            int t = fs.turns(p);
            if (t < 0) unsolvable++;
            else {
                h[t]++;
                max = Math.max(max, t);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int t = 1; t <= max; t++) sb.append(String.format(" %d:%.3f%%", t, 100.0 * h[t] / sample.length));
        out.printf("  T histogram:%s; unsolvable %.2f%%%n", sb, 100.0 * unsolvable / sample.length);
    }

    private void throughput(PrintStream out, long[] sample, int n, int metric) throws InterruptedException, java.util.concurrent.ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(n);
        try {
            long t0 = System.nanoTime();
            List<Future<Long>> parts = new ArrayList<>();
            int chunk = (sample.length + n - 1) / n;
            for (int i = 0; i < n; i++) {
                int from = i * chunk;
                int to = Math.min(sample.length, from + chunk);
                parts.add(pool.submit(() -> {
                    FastSolver fs = new FastSolver();
                    long sum = 0;
                    for (int k = from; k < to; k++) sum += metric == Analysis.TURNS ? fs.turns(sample[k]) : fs.moves(sample[k]);
                    return sum;
                }));
            }
            long sum = 0;
            for (Future<Long> f : parts) sum += f.get();
            double secs = (System.nanoTime() - t0) / 1e9;
            out.printf("  fast solver, %-5s %d thread(s): %,12.0f boards/s  (%.3f s, %.2f µs/board/thread, checksum %d)%n",
                    metric == Analysis.TURNS ? "turns" : "moves", n, sample.length / secs, secs, secs * 1e6 * n / sample.length, sum);
        } finally {
            pool.shutdown();
        }
    }

    private void engine(PrintStream out, long[] sample) {
        int n = Math.min(sample.length, engineBoards);
        long t0 = System.nanoTime();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            // the engine's BFS as every host runs it: through a Plan (its solution replayed under the rules)
            CoroutineInstance inst = new CoroutineInstance(null, "bench", CoroutineBoard.ofPacked(sample[i]));
            Result r = Solver.solve(inst, Solver.Request.of("bfs", null).withMetric("turns"));
            sum += r.solution() == null ? -1 : r.solution().length();
        }
        double secs = (System.nanoTime() - t0) / 1e9;
        out.printf("  generic engine BFS via Plan, 1 thread:%,12.0f boards/s  (%,d boards, checksum %d)%n", n / secs, n, sum);
    }

    private void generator(PrintStream out, int metric, int[] targets) {
        String name = metric == Analysis.TURNS ? "turns" : "moves";
        out.printf("%nGenerator, --%s N, %d run(s) per target (seeds %d..%d), limit %.0f s per board, 1 thread%n",
                name, repeats, seed, seed + repeats - 1, timeMillis / 1000.0);
        for (int target : targets) {
            StringBuilder runs = new StringBuilder();
            double total = 0;
            int ok = 0;
            for (int r = 0; r < repeats && !cancel.getAsBoolean(); r++) {
                Designer d = new Designer(seed + r);
                d.cancelWhen(cancel);
                long t0 = System.nanoTime();
                Designer.Found f = d.find(new Designer.Spec(metric, target, false, false, 0, false), t0 + timeMillis * 1_000_000L);
                double secs = (System.nanoTime() - t0) / 1e9;
                runs.append(String.format(" %.2fs", secs)).append(f == null ? "(fail)" : "");
                if (f != null) {
                    ok++;
                    total += secs;
                }
            }
            out.printf("  %s=%-3d found %d/%d, mean %.2f s per board:%s%n", name.substring(0, 1).toUpperCase(), target, ok, repeats,
                    ok == 0 ? Double.NaN : total / ok, runs);
            out.flush();
        }
    }
}

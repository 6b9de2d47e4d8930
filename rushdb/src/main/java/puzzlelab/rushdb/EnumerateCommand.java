package puzzlelab.rushdb;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import puzzlelab.rushdb.core.Enumeration;
import puzzlelab.rushdb.core.LocalEngine;
import puzzlelab.rushdb.core.PartitionEngine;
import puzzlelab.rushdb.core.PartitionText;
import puzzlelab.rushdb.core.Sweep;

/** {@code puzzlelab enumerate rushhour --size N ...}. */
@Command(name = "enumerate", mixinStandardHelpOptions = true,
        description = {"Enumerates every interesting Rush Hour puzzle of an n×n board (Fogleman's definitions: "
                + "canonical, solvable, minimal clusters; the row is the cluster's hardest position).",
            "Restartable: finished partitions are kept; run the same command again to resume."})
public final class EnumerateCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "PUZZLE", description = "rushhour")
    String puzzle;

    @Option(names = "--size", defaultValue = "6", description = "board size n (4..7; default ${DEFAULT-VALUE})")
    int size;

    @Option(names = "--walls", defaultValue = "0", description = "at most W walls (Fogleman's database: 2; default ${DEFAULT-VALUE})")
    int walls;

    @Option(names = "--out", description = "database folder (default rush-<n>x<n>-w<W>)")
    Path out;

    @Option(names = "--threads", description = "worker threads of the local engine (default: processors)")
    Integer threads;

    @Option(names = "--engine", defaultValue = "local", description = "local or spark (default ${DEFAULT-VALUE})")
    String engine;

    static final String DEFAULT_MASTER = "local[*]";

    @Option(names = "--master", defaultValue = DEFAULT_MASTER, description = "Spark master URL, with --engine spark (default ${DEFAULT-VALUE})")
    String master;

    @Option(names = "--partitions", description = "number of partitions (default 64 for n<=5, 4096 for n=6, 65536 above)")
    Integer partitions;

    @Option(names = "--only-layout-of", paramLabel = "BOARD", description = "enumerate just the layout holding this board (Fogleman notation)")
    String onlyLayoutOf;

    @Option(names = "--check", paramLabel = "FILE", description = "check every line 'MOVES BOARD CLUSTER' of a Fogleman "
            + "database file: its layout must hold a puzzle with the same cells, moves and cluster size")
    Path check;

    @Option(names = "--sample", paramLabel = "LAYOUTS", description = "do not enumerate: sweep this many random layouts "
            + "and project the full run's CPU time and counts")
    Long sample;

    @Option(names = "--seed", defaultValue = "1", description = "seed of --sample (default ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--format", defaultValue = "text", description = "text or json (one object at the end)")
    String format;

    @Option(names = "--max-layout-states", paramLabel = "N", description = "most states one layout's sweep may hold "
            + "(about " + Sweep.BYTES_PER_STATE + " bytes each; default: three quarters of the heap over the threads); a "
            + "bigger layout stops the run cleanly (exit 3, finished partitions kept)")
    Long maxLayoutStates;

    @Option(names = "--only-partitions", paramLabel = "FROM-TO", description = "run just these partitions (e.g. 0-99) of "
            + "the folder's enumeration, to split a run by hand or time a slice; the summary and tables are built by "
            + "the run that finishes the last one")
    String onlyPartitions;

    @Option(names = "--stop-after", hidden = true, description = "test hook: stop (as if killed) after this many partitions")
    Integer stopAfter;

    PrintStream stdout = System.out;
    PrintStream stderr = System.err;
    /** Most layouts --sample sweeps: a projection's error is small long before (each layout is a sweep). */
    static final long MAX_SAMPLE = 1_000_000;
    /** Most lines --check reads: each line sweeps its layout (some 10 ms), so 100,000 is about 20 minutes. */
    static final int MAX_CHECK_LINES = 100_000;
    /** Most partitions: one file each, and 7×7 needs 65,536 at most. */
    static final int MAX_PARTITIONS = 1 << 20;

    @Override
    public Integer call() throws Exception {
        if (maxLayoutStates != null && maxLayoutStates < 1) throw new RushdbMain.BadInput("--max-layout-states must be at least 1");
        if (threads != null && threads < 1) throw new RushdbMain.BadInput("--threads must be at least 1, not " + threads);
        if (sample != null && (sample < 1 || sample > MAX_SAMPLE))
            throw new RushdbMain.BadInput("--sample must be 1.." + MAX_SAMPLE + ", not " + sample
                    + " (the number of layouts to sweep; a projection needs far fewer)");
        // --master names a Spark cluster: without --engine spark it would be ignored and the run local
        if (!master.equals(DEFAULT_MASTER) && !engine.equals("spark"))
            throw new RushdbMain.BadInput("--master " + master + " is for --engine spark: add --engine spark, or leave out --master to run locally");
        if (partitions != null && (partitions < 1 || partitions > MAX_PARTITIONS))
            throw new RushdbMain.BadInput("--partitions must be 1.." + MAX_PARTITIONS + ", not " + partitions
                    + " (each finished partition is a file)");
        // more workers than cores only share them (and 100,000 threads never finish starting)
        java.util.List<String> notes = new java.util.ArrayList<>();
        if (threads != null) threads = puzzlelab.puzzles.Threads.capped(threads, notes);
        notes.forEach(stderr::println);
        int workers = threads != null ? threads : puzzlelab.engine.SearchOptions.cores();
        Sweep.limitStates(maxLayoutStates != null ? maxLayoutStates : Sweep.defaultStateLimit(workers));
        try {
            return enumerate();
        } catch (Exception x) {
            for (Throwable t = x; t != null; t = t.getCause()) {
                if (t instanceof PartitionEngine.Failure f) {
                    stderr.println("puzzlelab enumerate: " + f.getMessage() + "; finished partitions are kept");
                    return 4;
                }
                if (t instanceof Sweep.LayoutTooLarge big) {
                    stderr.println("enumerate: stopped: " + big.getMessage() + "; finished partitions are kept: rerun with "
                            + "more heap (PUZZLELAB_JAVA_OPTS=-Xmx...), fewer --threads or --max-layout-states to go on");
                    return 3;
                }
            }
            throw x;
        }
    }

    /** "A-B" or "A" as an inclusive range of partition numbers below k. */
    private static int[] range(String text, int k) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,9})(?:-(\\d{1,9}))?").matcher(text.trim());
        if (!m.matches())
            throw new RushdbMain.BadInput("--only-partitions must be FROM-TO or one number, not '" + text + "'");
        int from = Integer.parseInt(m.group(1));
        int to = m.group(2) == null ? from : Integer.parseInt(m.group(2));
        if (from > to || to >= k)
            throw new RushdbMain.BadInput("--only-partitions " + text + " is not a range within 0-" + (k - 1));
        return new int[] {from, to};
    }

    private int enumerate() throws Exception {
        if (!"rushhour".equals(puzzle)) throw new RushdbMain.BadInput("only 'rushhour' can be enumerated, not '" + puzzle + "'");
        if (!format.equals("text") && !format.equals("json")) throw new RushdbMain.BadInput("--format must be text or json");
        boolean json = format.equals("json");
        long t0 = System.nanoTime();
        if (onlyLayoutOf != null) return onlyLayout(json, t0);
        if (check != null) return check(json, t0);
        if (!engine.equals("local") && !engine.equals("spark")) throw new RushdbMain.BadInput("--engine must be local or spark");
        Enumeration e = new Enumeration(size, walls);   // validates size and walls
        if (sample != null) {
            Enumeration.Projection pr = e.sample(sample, seed);
            if (json) {
                Map<String, Object> res = new LinkedHashMap<>();
                res.put("size", size);
                res.put("walls", walls);
                res.put("seed", seed);
                res.put("projection", pr);
                stdout.println(Store.oneLine(res));
            } else {
                stdout.printf("%dx%d, at most %d walls: %.4g " + (walls > 0 ? "families (a wall-free layout and every layout"
                        + " adding walls to it)" : "layouts") + ", %,d sampled (seed %d) in %.1f CPU-s (slowest %.3f s)%n"
                        + "projected for all: %.3g CPU-s on one core; %.3g states, %.3g inputs, %.3g solvable clusters swept, "
                        + "%.3g puzzles covering %.3g states%n", size, size, walls, pr.layouts(), pr.sampled(), seed,
                        pr.sampleCpuSeconds(), pr.maxLayoutSeconds(), pr.cpuSeconds(), pr.states(), pr.inputs(),
                        pr.solvable(), pr.puzzles(), pr.puzzleStates());
            }
            return 0;
        }
        int k = partitions != null ? partitions : size <= 5 ? 64 : size == 6 ? 4096 : 65536;
        Path dir = out != null ? out : Path.of("rush-" + size + "x" + size + "-w" + walls);
        outputFolder(dir);
        Store store = new Store(dir);
        store.open(size, walls, k);
        List<Integer> todo = store.missing(k);
        int finished = k - todo.size();
        if (onlyPartitions != null) {
            int[] range = range(onlyPartitions, k);
            todo.removeIf(p -> p < range[0] || p > range[1]);
        }
        // run order does not change any file; shuffled, the first partitions are a fair sample and the ETA holds early
        java.util.Collections.shuffle(todo, new java.util.Random(k));
        PartitionEngine eng = engine.equals("spark") ? spark() : new LocalEngine(Math.max(1, Math.min(todo.size(),
                threads != null ? threads : Runtime.getRuntime().availableProcessors())));
        RunProgress progress = new RunProgress(stderr, k, finished, todo.size(), json);
        if (!todo.isEmpty()) {
            stderr.printf("enumerate: %dx%d, at most %d walls, %,d units in %d partitions (%d to do), engine %s -> %s%n",
                    size, size, walls, e.prefixes(), k, todo.size(), eng.name(), dir);
            int[] written = {0};
            try {
                eng.run(size, walls, k, todo.stream().mapToInt(Integer::intValue).toArray(), (p, text, cpu) -> {
                    store.writePart(p, text);
                    store.recordCpu(p, cpu);
                    progress.done(PartitionText.read(text).counts());
                    if (stopAfter != null && ++written[0] >= stopAfter) throw new Stopped();
                });
            } catch (Stopped s) {
                stderr.println("enumerate: stopped after " + stopAfter + " partitions (test hook)");
                return 3;
            } catch (java.util.concurrent.ExecutionException x) {
                if (x.getCause() instanceof Stopped) {
                    stderr.println("enumerate: stopped after " + stopAfter + " partitions (test hook)");
                    return 3;
                }
                throw x;
            }
        }
        int left = store.missing(k).size();
        if (left > 0) {
            double seconds = (System.nanoTime() - t0) / 1e9;
            stderr.printf("enumerate: %d partitions run in %.1f s; %d of %d still to do (run without --only-partitions"
                    + " to finish and build the summary)%n", todo.size(), seconds, left, k);
            if (json) {
                Map<String, Object> res = new LinkedHashMap<>();
                res.put("size", size);
                res.put("walls", walls);
                res.put("partitionsRunNow", todo.size());
                res.put("partitionsLeft", left);
                res.put("seconds", seconds);
                res.put("engine", eng.name());
                stdout.println(Store.oneLine(res));
            }
            return 0;
        }
        Map<String, Object> summary = store.summarize(size, walls, k);
        store.buildDuckDb(k);
        double seconds = (System.nanoTime() - t0) / 1e9;
        Map<String, Object> timings = new LinkedHashMap<>();
        timings.put("engine", eng.name());
        timings.put("seconds", seconds);
        timings.put("partitionsRunNow", todo.size());
        timings.put("peakHeapBytes", peakHeap());
        // every partition's CPU time, over all the runs that made the database (kill -9 between writing a part and
        // its line loses that line: timedPartitions says how many are in the sum)
        java.util.SortedMap<Integer, Double> cpu = store.partitionCpu();
        timings.put("timedPartitions", cpu.size());
        double cpuSeconds = Math.round(cpu.values().stream().mapToDouble(Double::doubleValue).sum() * 1000) / 1000.0;
        timings.put("partitionCpuSeconds", cpuSeconds);
        List<Map<String, Object>> slowest = new java.util.ArrayList<>();
        cpu.entrySet().stream().sorted(Map.Entry.<Integer, Double>comparingByValue().reversed()).limit(5).forEach(en -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("partition", en.getKey());
            m.put("cpuSeconds", en.getValue());
            slowest.add(m);
        });
        timings.put("slowestPartitions", slowest);
        Store.atomicWrite(dir.resolve("timings.json"), Store.JSON.writeValueAsString(timings) + "\n");
        Map<String, Object> res = new LinkedHashMap<>();
        res.put("size", size);
        res.put("walls", walls);
        res.put("inputs", summary.get("inputs"));
        res.put("puzzles", summary.get("puzzles"));
        res.put("states", summary.get("states"));
        res.put("seconds", seconds);
        res.put("engine", eng.name());
        res.put("cpuSeconds", cpuSeconds);
        res.put("timedPartitions", cpu.size());
        res.put("out", dir.toString());
        if (json) stdout.println(Store.oneLine(res));
        else stdout.printf("%dx%d, at most %d walls: %,d inputs, %,d puzzles covering %,d states, %.1f s (%s; the"
                        + " partitions' CPU over every run: %,.1f s, %,d of %,d timed) -> %s%n",
                size, size, walls, (Long) summary.get("inputs"), (Long) summary.get("puzzles"), (Long) summary.get("states"),
                seconds, eng.name(), cpuSeconds, cpu.size(), k, dir.resolve(Store.DB_FILE));
        return 0;
    }

    /**
     * The database folder: a folder or nothing yet, inside a folder that exists (enumerate makes its own folder,
     * never the ones above it: a mistyped path should not grow a tree).
     */
    private static void outputFolder(Path dir) {
        if (dir.toString().isEmpty()) throw new RushdbMain.BadInput("--out needs a folder name (not '')");
        if (java.nio.file.Files.exists(dir) && !java.nio.file.Files.isDirectory(dir))
            throw new RushdbMain.BadInput(dir + ": is a file, not a folder; --out names the database folder");
        Path parent = dir.toAbsolutePath().normalize().getParent();
        if (parent != null && !java.nio.file.Files.isDirectory(parent))
            throw new RushdbMain.BadInput(dir + ": the folder " + parent + " does not exist (create it first; enumerate "
                    + "makes only the database folder itself)");
    }

    private static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }

    private int onlyLayout(boolean json, long t0) throws Exception {
        Enumeration.Rows r;
        try {
            r = Enumeration.layoutOf(onlyLayoutOf);
        } catch (puzzlelab.puzzles.input.InputException x) {   // the board's own fault, told with the option
            throw new RushdbMain.BadInput("--only-layout-of " + puzzlelab.puzzles.input.Text.quote(onlyLayoutOf) + ": " + x.problem());
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        int n = (int) Math.round(Math.sqrt(onlyLayoutOf.length()));
        if (json) {
            Map<String, Object> res = new LinkedHashMap<>();
            res.put("size", n);
            res.put("walls", (int) onlyLayoutOf.chars().filter(c -> c == 'x').count());
            res.put("inputs", r.counts().inputs);
            res.put("puzzles", r.counts().puzzles);
            res.put("states", r.counts().puzzleStates);
            res.put("seconds", seconds);
            res.put("engine", "local");
            List<Map<String, Object>> rows = new ArrayList<>();
            for (Sweep.Puzzle p : r.puzzles()) rows.add(DbCommand.row(p.board(), p.moves(), p.clusterSize(), p.steps()));
            res.put("rows", rows);
            stdout.println(Store.oneLine(res));
        } else {
            stdout.printf("layout of %s: %,d states, %,d solvable clusters swept, %,d inputs, %d puzzle(s), %.2f s%n", onlyLayoutOf,
                    r.counts().states, r.counts().solvable, r.counts().inputs, r.counts().puzzles, seconds);
            for (Sweep.Puzzle p : r.puzzles()) stdout.println(PartitionText.line(p));
        }
        return 0;
    }

    private int check(boolean json, long t0) throws Exception {
        List<String> lines = DbCompare.lines(check);
        long entries = lines.stream().filter(l -> !l.isBlank() && !l.startsWith("#")).count();
        if (entries > MAX_CHECK_LINES)
            throw new RushdbMain.BadInput(check + ": " + entries + " lines to check; --check reads at most " + MAX_CHECK_LINES
                    + " (each sweeps its layout, some 10 ms): check the file in parts (split -l " + MAX_CHECK_LINES + ")");
        long nextNote = System.nanoTime() + 10_000_000_000L;
        int ok = 0;
        List<String> missing = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            String[] f = line.trim().split("\\s+");
            if (line.isBlank() || line.startsWith("#")) continue;
            if (f.length < 3 || !f[0].matches("\\d{1,4}"))
                throw new RushdbMain.BadInput(check + ":" + lineNo + ": expected 'MOVES BOARD CLUSTER'");
            Enumeration.Rows r;
            try {
                r = Enumeration.layoutOf(f[1]);
            } catch (puzzlelab.puzzles.input.InputException x) {   // the board's own fault, told with its line
                throw new RushdbMain.BadInput(check + ":" + lineNo + ": " + x.problem());
            }
            String want = puzzlelab.rushdb.core.FoglemanBoard.byCells(f[1]) + " " + Integer.parseInt(f[0]) + " " + f[2];
            boolean found = false;
            for (Sweep.Puzzle p : r.puzzles())
                found |= (puzzlelab.rushdb.core.FoglemanBoard.byCells(p.board()) + " " + p.moves() + " "
                        + p.clusterSize()).equals(want);
            if (found) ok++;
            else missing.add(line.trim());
            if (System.nanoTime() > nextNote) {   // a long check says how far it is, every 10 s
                stderr.printf("check: %,d of %,d lines (%.0f s)%n", ok + missing.size(), entries, (System.nanoTime() - t0) / 1e9);
                nextNote = System.nanoTime() + 10_000_000_000L;
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (json) {
            Map<String, Object> res = new LinkedHashMap<>();
            res.put("lines", ok + missing.size());
            res.put("found", ok);
            res.put("missing", missing);
            res.put("seconds", seconds);
            stdout.println(Store.oneLine(res));
        } else {
            for (String m : missing) stdout.println("MISSING " + m);
            stdout.printf("%,d of %,d lines found with the same moves and cluster size (%.1f s)%n", ok, ok + missing.size(), seconds);
        }
        return missing.isEmpty() ? 0 : 1;
    }

    private PartitionEngine spark() {
        try {
            Class<?> c = Class.forName("puzzlelab.spark.SparkEngine");
            // the settings travel with the engine to the executors (not in Sweep's static limit, which they never see)
            return (PartitionEngine) c.getConstructor(String.class, Long.class).newInstance(master, maxLayoutStates);
        } catch (ClassNotFoundException x) {
            throw new RushdbMain.BadInput("--engine spark needs the spark module on the class path "
                    + "(./puzzlelab builds it for --engine spark, see README)");
        } catch (ReflectiveOperationException x) {
            throw new IllegalStateException(x);
        }
    }

    static long peakHeap() {
        long peak = 0;
        for (MemoryPoolMXBean b : ManagementFactory.getMemoryPoolMXBeans())
            if (b.getType() == MemoryType.HEAP && b.getPeakUsage() != null) peak += b.getPeakUsage().getUsed();
        return peak;
    }

    /** Progress lines (at most one per 2 s): partitions finished over all runs, this run's share (a slice or the rest), its ETA. */
    static final class RunProgress {
        private final PrintStream err;
        private final int partitions;
        private int finished;
        private final int toRun;
        private int ran;
        private final long t0 = System.nanoTime();
        private long last;
        private final Sweep.Counts counts = new Sweep.Counts();
        private final boolean quiet;

        RunProgress(PrintStream err, int partitions, int finished, int toRun, boolean quiet) {
            this.err = err;
            this.partitions = partitions;
            this.finished = finished;
            this.toRun = toRun;
            this.quiet = quiet;
        }

        synchronized void done(Sweep.Counts c) {
            finished++;
            ran++;
            counts.add(c);
            long now = System.nanoTime();
            if (quiet && ran < toRun) return;
            if (now - last < 2_000_000_000L && ran < toRun) return;
            last = now;
            double el = (now - t0) / 1e9;
            double eta = (toRun - ran) / (ran / el);
            err.printf("  %d/%d partitions finished (%.1f%%); this run %d/%d, %,d puzzles, %,d states visited, %s elapsed,"
                    + " ETA %s%n", finished, partitions, 100.0 * finished / partitions, ran, toRun, counts.puzzles,
                    counts.states, hms(el), hms(eta));
        }

        static String hms(double s) {
            long t = Math.round(s);
            return String.format("%d:%02d:%02d", t / 3600, t / 60 % 60, t % 60);
        }
    }
}

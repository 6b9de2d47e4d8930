package puzzlelab.cli.compare;

import puzzlelab.cli.common.ExitCodes;
import puzzlelab.puzzles.NotApplicable;
import puzzlelab.cli.common.Interrupts;
import puzzlelab.puzzles.input.OutputTargets;
import puzzlelab.puzzles.input.Text;
import puzzlelab.cli.common.OptionChecks;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import puzzlelab.cli.common.DurationConverter;
import puzzlelab.cli.common.LimitOptions;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.engine.Limits;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;

/**
 * {@code puzzlelab compare INSTANCES... -a ALGO[:H][,...]}: runs every configuration on every instance and answers
 * with a table on stdout, optional CSV / JSON Lines rows and charts.
 *
 * <pre>
 * expand INSTANCES; resolve each configuration per instance (not applicable → note + n/a)
 * warm up each configuration once on its first instance (unreported)
 * for each instance (J at a time), for each configuration: measure (median of R runs, or R seeds if random)
 *     stream each finished row to the files; Ctrl-C stops here and keeps the finished rows
 * print the table, write the charts
 * </pre>
 */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Compare algorithms on instances: a table on stdout, rows as CSV / JSON Lines, charts.",
                "Exit codes: 0 done (rows may hold LIMIT or ERROR), 2 bad usage or input, 3 cancelled (Ctrl-C; the "
                        + "finished rows are still written)."})
public final class CompareCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(paramLabel = "INSTANCES", arity = "0..*",
            description = "Puzzle files (every instance of a multi-instance file), FILE#N, IDs such as fifteen:korf-1, "
                    + "or folders (every instance file inside; other files are skipped with a note).")
    List<String> inputs = new ArrayList<>();

    @Option(names = {"-a", "--algorithms"}, paramLabel = "ALGO[:H][,...]",
            description = "Configurations to compare, e.g. bfs,astar:manhattan,idastar:linear-conflict (repeatable).")
    List<String> algorithms = new ArrayList<>();

    @Option(names = "--repeat", paramLabel = "R", defaultValue = "1",
            description = "Runs per configuration: the median by wall time is reported; random algorithms run once "
                    + "per seed S, S+1, ..., S+R-1 instead (default ${DEFAULT-VALUE}).")
    int repeat;

    @Option(names = "--jobs", paramLabel = "J", defaultValue = "1",
            description = "Instances measured in parallel (default ${DEFAULT-VALUE}, so timings do not share cores).")
    int jobs;

    @Option(names = "--out", paramLabel = "FILE.csv", description = "Write one CSV row per run.")
    Path csv;

    @Option(names = "--json", paramLabel = "FILE.jsonl", description = "Write one JSON object per run and line.")
    Path jsonl;

    @Option(names = "--chart", paramLabel = "FILE.png|FILE.svg",
            description = "Write charts FILE-nodes, FILE-time and FILE-length (PNG or SVG by extension).")
    Path chart;

    @Option(names = "--markdown", description = "Print the table as markdown.")
    boolean markdown;

    @Option(names = "--metric", paramLabel = "NAME", description = "Cost measure to minimise where a puzzle has several.")
    String metric;

    @Option(names = "--warmup", paramLabel = "TIME", converter = DurationConverter.OrZero.class, defaultValue = "2s",
            description = "Time cap of the unreported warm-up run per configuration (0 = none; default ${DEFAULT-VALUE}).")
    Duration warmup;

    @Option(names = "--no-progress", description = "No progress bar on stderr.")
    boolean noProgress;

    @Option(names = "--debug", description = "Show stack traces of internal errors.")
    boolean debug;

    @Mixin
    LimitOptions limits = new LimitOptions();

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        limits.validate(spec);
        OptionChecks.range(spec, "--repeat", repeat, 1, 1000);
        OptionChecks.atLeast(spec, "--jobs", jobs, 1);
        if (chart != null) Charts.validate(chart);
        if (csv != null) OutputTargets.check("--out", csv);
        if (jsonl != null) OutputTargets.check("--json", jsonl);
        if (csv != null && csv.equals(jsonl)) throw new InputException(null, "--out and --json name the same file");
        if (inputs.isEmpty()) throw new InputException(null, "name the instances to compare (files, folders or IDs)");
        List<AlgoSpec> specs = AlgoSpec.parseAll(algorithms);
        Settings settings = settings();

        Notes notes = new Notes();
        List<Instance> instances = Inputs.expand(inputs, notes);
        Set<Long> skipped = new HashSet<>();
        List<List<Task>> plan = plan(instances, specs, metric, notes, skipped);
        long runs = plan.stream().flatMap(List::stream).count() * repeat;
        RowSink sink = new RowSink(csv, jsonl);  // before any output: an unwritable file is bad input
        for (String n : notes.all()) err.println("note: " + Text.escaped(n));
        if (jobs > puzzlelab.engine.SearchOptions.cores())
            err.println("note: --jobs " + jobs + " exceeds the " + puzzlelab.engine.SearchOptions.cores()
                    + " cores: runs share cores and their times grow");
        err.printf("compare: %d instance%s × %d configuration%s, %d run%s, seed %d, jobs %d%n", instances.size(),
                instances.size() == 1 ? "" : "s", specs.size(), specs.size() == 1 ? "" : "s", runs, runs == 1 ? "" : "s",
                settings.seed(), jobs);
        err.flush();

        Skips skips = new Skips();
        boolean cancelled;
        List<RowSink.Measured> rows;
        try (sink; Interrupts.Scope cancel = Interrupts.open(); Bar bar = Bar.open(!noProgress, runs)) {
            Runner runner = new Runner(settings, cancel);
            if (settings.warmupMillis() > 0) warmUp(plan, specs.size(), runner, bar, cancel);
            Runner.Listener listener = new Runner.Listener() {
                @Override
                public void runStarted(Task t) {
                    bar.message(t.spec().label() + " on " + t.instance().id());
                }

                @Override
                public void runEnded() {
                    bar.step();
                }

                @Override
                public void searching(Task t, puzzlelab.engine.Stats s, long ms) {
                    bar.message(t.spec().label() + " on " + t.instance().id() + ": " + Table.nodes(s.expanded) + " expanded");
                }
            };
            runAll(plan, runner, listener, sink, skips, skipped, cancel, bar);
            cancelled = cancel.requested();
            rows = sink.rows();
        }

        Summary summary = new Summary(instances, specs, rows, skipped, repeat, settings.seed());
        out.print(Table.render(summary, markdown));
        out.flush();
        Notes late = new Notes();
        for (String s : skips.lines()) late.add(s);
        if (chart != null) {
            for (Path p : Charts.write(chart, summary, settings.limits(), late)) err.println("wrote " + p);
        }
        if (csv != null) err.println("wrote " + csv + " (" + rows.size() + " rows)");
        if (jsonl != null) err.println("wrote " + jsonl + " (" + rows.size() + " rows)");
        for (String n : late.all()) err.println("note: " + Text.escaped(n));
        if (cancelled) {
            err.println("compare: cancelled; the " + rows.size() + " finished rows are kept");
            err.flush();
            return ExitCodes.LIMIT;
        }
        err.flush();
        return 0;
    }

    /** Limits and options from the shared LimitOptions mixin, read through the picocli model. */
    private Settings settings() {
        Duration timeout = spec.findOption("--timeout").getValue();
        long maxNodes = spec.findOption("--max-nodes").<Long>getValue();
        long maxMemMb = spec.findOption("--max-memory").<Long>getValue();
        Long seed = spec.findOption("--seed").getValue();
        if (seed == null) seed = puzzlelab.engine.SearchOptions.clockSeed();
        SearchOptions o = new SearchOptions(spec.findOption("--weight").<Double>getValue(), seed,
                spec.findOption("--max-depth").<Integer>getValue(), spec.findOption("--path-only").<Boolean>getValue(),
                spec.findOption("--restarts").<Integer>getValue(), spec.findOption("--walk-length").<Integer>getValue(), null);
        Limits l = new Limits(timeout == null ? 0 : timeout.toMillis(), maxNodes, maxMemMb * 1024 * 1024);
        // the auto portfolio shares the cores with the other jobs: one thread each when jobs run side by side
        o = o.withThreads(Math.max(1, SearchOptions.cores() / Math.max(1, jobs)));
        return new Settings(metric, l, o, repeat, seed, jobs, Machine.describe(), warmup == null ? 0 : warmup.toMillis());
    }

    /**
     * Resolves every configuration on every instance. A configuration that fits no instance at all is bad input
     * (usually a typo); one that fits only some puzzles is skipped on the others with a note.
     */
    static List<List<Task>> plan(List<Instance> instances, List<AlgoSpec> specs, String metric, Notes notes,
                                         Set<Long> skipped) {
        List<List<Task>> plan = new ArrayList<>();
        int[] fits = new int[specs.size()];
        String[] firstProblem = new String[specs.size()];
        Skips skips = new Skips();
        for (int i = 0; i < instances.size(); i++) {
            List<Task> tasks = new ArrayList<>();
            for (int a = 0; a < specs.size(); a++) {
                try {
                    tasks.add(Task.plan(i, instances.get(i), a, specs.get(a), metric));
                    fits[a]++;
                } catch (NotApplicable e) {
                    if (firstProblem[a] == null) firstProblem[a] = e.getMessage();
                    skipped.add(Summary.key(i, a));
                    skips.add(specs.get(a).label(), instances.get(i), e.getMessage());
                }
            }
            plan.add(tasks);
        }
        for (int a = 0; a < specs.size(); a++) {
            if (fits[a] == 0) throw new InputException(null, "-a " + specs.get(a).label() + ": " + firstProblem[a]);
        }
        for (String s : skips.lines()) notes.add(s);
        return plan;
    }

    /** One unreported run per configuration, on the first instance it fits, before anything is measured. */
    private static void warmUp(List<List<Task>> plan, int specs, Runner runner, Bar bar, Interrupts.Scope cancel) {
        boolean[] done = new boolean[specs];
        for (List<Task> tasks : plan) {
            for (Task t : tasks) {
                if (done[t.specIndex()] || cancel.requested()) continue;
                bar.message("warm-up " + t.spec().label());
                done[t.specIndex()] = runner.warmUp(t);
            }
        }
    }

    private void runAll(List<List<Task>> plan, Runner runner, Runner.Listener listener, RowSink sink, Skips skips,
                        Set<Long> skipped, Interrupts.Scope cancel, Bar bar) throws InterruptedException {
        List<Callable<Void>> work = new ArrayList<>();
        for (List<Task> tasks : plan) {
            work.add(() -> {
                for (Task t : tasks) {
                    if (cancel.requested()) return null;
                    try {
                        for (Row r : runner.measure(t, listener)) sink.accept(t, r);
                    } catch (NotApplicable e) {
                        synchronized (skipped) {
                            skipped.add(Summary.key(t.instanceIndex(), t.specIndex()));
                        }
                        skips.add(t.spec().label(), t.instance(), e.getMessage());
                        for (int k = 1; k < repeat; k++) bar.step();
                    }
                }
                return null;
            });
        }
        if (jobs == 1) {
            for (Callable<Void> w : work) call(w);
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread th = new Thread(r, "compare-job");
            th.setDaemon(true);
            return th;
        });
        try {
            List<Future<Void>> futures = pool.invokeAll(work);
            for (Future<Void> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void call(Callable<Void> w) {
        try {
            w.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}

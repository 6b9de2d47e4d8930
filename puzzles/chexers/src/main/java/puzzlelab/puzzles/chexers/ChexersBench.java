package puzzlelab.puzzles.chexers;

import puzzlelab.puzzles.input.DataFolder;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Result;
import puzzlelab.engine.Status;
import puzzlelab.puzzles.DeclaredBenchmark;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Param;
import puzzlelab.puzzles.Params;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * {@code puzzlelab bench chexers}: every file of {@code ../shared/data/chexers/expected.csv} solved by A* with
 * {@code relaxed}, A* with {@code half} and BFS (optionally IDA*), printing per-file expansions and the best
 * in-process time (parse + solve) over {@code --repeat} runs after three warm-up passes, and checking each length
 * against the expected optimum.
 */
public final class ChexersBench extends DeclaredBenchmark {
    private static final List<Param> PARAMS = List.of(
            Param.folder("data", "data folder (default: ../shared/data/chexers, looked for beside the working folder and its parents)"),
            Param.integer("repeat", "timed runs per file and algorithm; the best is shown", 5, 1, 1000),
            Param.flag("idastar", "also run IDA* with relaxed (slow on open 4-piece boards)"),
            Param.flag("out-of-spec", "also run the out-of-spec files (0, 5, 8 pieces, unsolvable; BFS skipped above 4 pieces)"),
            Param.integer("max-nodes", "expansion limit per run", 5_000_000, 1, Long.MAX_VALUE / 2));

    private Path data;
    private int repeat;
    private boolean idastar;
    private boolean outOfSpec;
    private long maxNodes;
    private PrintStream out;
    private BooleanSupplier cancel;

    public ChexersBench() {
        super("Chexers: expansions and time per data file for A*-relaxed, A*-half, BFS (goal: every in-spec file optimal in <= 50 ms)",
                PARAMS);
    }

    @Override
    public Outcome run(Params v, PrintStream out, BooleanSupplier cancel) {
        ChexersBench b = new ChexersBench();
        b.data = v.folder("data");
        b.repeat = v.intValue("repeat");
        b.idastar = v.flag("idastar");
        b.outOfSpec = v.flag("out-of-spec");
        b.maxNodes = v.integer("max-nodes");
        b.out = out;
        b.cancel = cancel;
        try {
            return b.call();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }


    record Row(String file, String expected) {
    }

    private record Run(String text, long expanded, double ms) {
    }

    private Outcome call() throws IOException {
        Path dir = data != null ? data : locate();
        if (dir == null || !Files.isRegularFile(dir.resolve("expected.csv"))) {
            out.println("chexers bench: data folder not found (looked for " + DataFolder.describe("chexers")
                    + "; pass --data DIR holding expected.csv)");
            return new Outcome(0, 0, "chexers bench: no data folder, nothing checked");
        }
        List<Row> rows = rows(dir, outOfSpec);
        List<String[]> configs = new ArrayList<>(List.of(new String[] {"astar", "relaxed"}, new String[] {"astar", "half"},
                new String[] {"bfs", null}));
        if (idastar) configs.add(new String[] {"idastar", "relaxed"});
        out.printf(Locale.ROOT, "chexers bench: %d files from %s; ms = best of %d in-process runs (parse + solve) after 3 warm-up passes%n",
                rows.size(), dir, repeat);
        StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-44s %4s", "file", "opt"));
        for (String[] c : configs) head.append(String.format(Locale.ROOT, " | %-15s", label(c)));
        out.println(head);
        double[] cold = new double[configs.size()];         // first pass: the JIT has not compiled the hot loops yet
        String[] coldFile = new String[configs.size()];
        for (int pass = 0; pass < 3 && !cancel.getAsBoolean(); pass++) {
            for (Row r : rows) {
                for (int i = 0; i < configs.size(); i++) {
                    Run run = run(dir, r, configs.get(i), 1);
                    if (pass == 0 && run.ms > cold[i]) {
                        cold[i] = run.ms;
                        coldFile[i] = r.file;
                    }
                }
            }
        }
        double[] worst = new double[configs.size()];
        String[] worstFile = new String[configs.size()];
        double[] total = new double[configs.size()];
        int[] over50 = new int[configs.size()];
        int bad = 0;
        int checked = 0;
        for (Row r : rows) {
            if (cancel.getAsBoolean()) break;
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-44s %4s", r.file, r.expected));
            for (int i = 0; i < configs.size(); i++) {
                Run run = run(dir, r, configs.get(i), repeat);
                boolean ok = run.text.equals(r.expected);
                boolean limit = run.text.equals("limit") || run.text.equals("skipped");
                if (!ok && !limit) bad++;
                if (!limit) checked++;
                line.append(String.format(Locale.ROOT, " | %8d %6.2f%s", run.expanded, run.ms,
                        ok ? "" : limit ? " (" + run.text + ")" : " WRONG:" + run.text));
                total[i] += run.ms;
                if (run.ms > 50) over50[i]++;
                if (run.ms > worst[i]) {
                    worst[i] = run.ms;
                    worstFile[i] = r.file;
                }
            }
            out.println(line);
        }
        for (int i = 0; i < configs.size(); i++) {
            out.printf(Locale.ROOT, "%-16s max %7.2f ms (%s), total %8.1f ms, files over 50 ms: %d; first (cold) pass max %.1f ms (%s)%n",
                    label(configs.get(i)), worst[i], worstFile[i], total[i], over50[i], cold[i], coldFile[i]);
        }
        String summary = bad == 0 ? "every finished result matches expected.csv" : bad + " results differ from expected.csv";
        out.println(summary);
        return new Outcome(checked, bad, "chexers bench: " + checked + " results checked; " + summary);
    }

    private static String label(String[] c) {
        return c[1] == null ? c[0] : c[0] + "+" + c[1];
    }

    private Run run(Path dir, Row row, String[] config, int times) throws IOException, InputException {
        String text = Files.readString(dir.resolve(row.file));
        ChexersType type = new ChexersType();
        // blind BFS on the 8-piece board would walk ~52M states: not a useful number, skip it
        if (config[0].equals("bfs") && ((ChexersInstance) type.read(row.file, text)).setup.pieceCount() > 4)
            return new Run("skipped", 0, 0);
        Run best = null;
        for (int k = 0; k < times; k++) {
            long t0 = System.nanoTime();
            Instance inst = type.read(row.file, text);
            Result res = Solver.solve(inst, Solver.Request.of(config[0], config[1]).withLimits(new Limits(0, maxNodes, 0)));
            double ms = (System.nanoTime() - t0) / 1e6;
            String outcome = res.status() == Status.SOLVED ? String.valueOf(res.solution().length())
                    : res.status() == Status.UNSOLVABLE ? "unsolvable" : res.status().name().toLowerCase(Locale.ROOT);
            if (best == null || ms < best.ms) best = new Run(outcome, res.stats().expanded, ms);
        }
        return best;
    }

    static Path locate() {
        return DataFolder.find("chexers", null).orElse(null);
    }

    /** Rows of expected.csv with a known optimum or "unsolvable"; out-of-spec rows only when asked. */
    static List<Row> rows(Path dir, boolean outOfSpec) throws IOException {
        List<Row> rows = new ArrayList<>();
        List<String> lines = Files.readAllLines(dir.resolve("expected.csv"));
        for (String l : lines.subList(1, lines.size())) {
            String[] f = l.split(",", 6);
            if (f.length < 5) continue;
            boolean oos = f[0].startsWith("out-of-spec/");
            if (oos && !outOfSpec) continue;
            if (!f[4].matches("\\d+|unsolvable")) continue;
            rows.add(new Row(f[0], f[4]));
        }
        return rows;
    }
}

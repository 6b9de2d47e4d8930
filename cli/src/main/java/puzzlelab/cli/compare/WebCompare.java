package puzzlelab.cli.compare;

import puzzlelab.puzzles.NotApplicable;
import puzzlelab.cli.common.Interrupts;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import puzzlelab.cli.common.Interrupts;
import puzzlelab.engine.Limits;
import puzzlelab.engine.SearchOptions;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;

/**
 * The compare pipeline for callers other than the command (the web workbench): the same planning, runs, rows and
 * table, run one at a time without warm-up and with one search thread (the server runs one job per core), the rows
 * returned instead of written to files.
 */
public final class WebCompare {
    /** What a comparison gives: the CLI's table, the rows as CSV / JSON Lines columns, and notes on skips. */
    public record Outcome(String table, List<Map<String, Object>> rows, String csv, String jsonl, List<String> notes,
                          long seed, boolean cancelled) {
    }

    /** Progress: runs finished, runs planned, and what runs now. */
    public record Step(int done, int total, String running) {
    }

    private WebCompare() {
    }

    /**
     * Runs every configuration ({@code ALGO} or {@code ALGO:HEURISTIC}) on every instance.
     *
     * @throws IllegalArgumentException for a configuration that fits no instance (the CLI's message)
     */
    public static Outcome run(List<Instance> instances, List<String> configurations, String metric, Limits limits,
                              long seed, BooleanSupplier stop, Consumer<Step> progress) throws InputException {
        List<AlgoSpec> specs = AlgoSpec.parseAll(configurations);
        Settings settings = new Settings(metric, limits, SearchOptions.DEFAULT.withSeed(seed).withThreads(1), 1, seed, 1,
                Machine.describe(), 0);
        Notes notes = new Notes();
        Set<Long> skipped = new HashSet<>();
        List<Task> tasks = new ArrayList<>();
        for (List<Task> l : CompareCommand.plan(instances, specs, metric, notes, skipped)) tasks.addAll(l);
        Interrupts.Scope cancel = Interrupts.detached();
        Runner runner = new Runner(settings, cancel);
        int[] done = {0};
        Runner.Listener listener = new Runner.Listener() {
            public void runStarted(Task t) {
                if (stop.getAsBoolean()) cancel.request();
                progress.accept(new Step(done[0], tasks.size(), t.spec().label() + " on " + t.instance().id()));
            }

            public void runEnded() {
                done[0]++;
            }

            public void searching(Task t, puzzlelab.engine.Stats s, long ms) {
                if (stop.getAsBoolean()) cancel.request();
            }
        };
        List<RowSink.Measured> rows;
        try (RowSink sink = new RowSink(null, null)) {
            for (Task t : tasks) {
                if (cancel.requested() || stop.getAsBoolean()) break;
                try {
                    for (Row r : runner.measure(t, listener)) sink.accept(t, r);
                } catch (NotApplicable e) {
                    skipped.add(Summary.key(t.instanceIndex(), t.specIndex()));
                    notes.add(t.spec().label() + " skipped on " + t.instance().id() + ": " + e.getMessage());
                }
            }
            rows = sink.rows();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        progress.accept(new Step(done[0], tasks.size(), null));
        Summary summary = new Summary(instances, specs, rows, skipped, 1, seed);
        List<Map<String, Object>> maps = new ArrayList<>();
        for (RowSink.Measured m : rows) maps.add(m.row().asMap());
        return new Outcome(Table.render(summary, false), maps, csv(rows), jsonl(maps), notes.all(), seed,
                cancel.requested() || stop.getAsBoolean());
    }

    private static String csv(List<RowSink.Measured> rows) {
        StringWriter w = new StringWriter();
        try (CSVPrinter p = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader(Row.COLUMNS.toArray(new String[0])).get())) {
            for (RowSink.Measured m : rows) p.printRecord(m.row().values());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    private static String jsonl(List<Map<String, Object>> rows) {
        ObjectMapper json = new ObjectMapper();
        StringBuilder sb = new StringBuilder();
        try {
            for (Map<String, Object> r : rows) sb.append(json.writeValueAsString(new LinkedHashMap<>(r))).append('\n');
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return sb.toString();
    }
}

package puzzlelab.cli.compare;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import puzzlelab.puzzles.input.InputException;

/**
 * Collects finished rows and streams them to the CSV and JSON Lines files as they come (flushed per row, so even a
 * hard stop keeps what was measured). With several jobs the files hold rows in completion order; the table and
 * the charts use input order.
 */
final class RowSink implements AutoCloseable {
    /** A row with the positions of its instance and configuration in the input order. */
    record Measured(int instance, int spec, Row row) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private final CSVPrinter csv;
    private final Writer jsonl;
    private final List<Measured> rows = new ArrayList<>();

    RowSink(Path csvPath, Path jsonlPath) throws InputException {
        CSVPrinter c = null;
        try {
            if (csvPath != null) c = new CSVPrinter(open(csvPath, "--out"), CSVFormat.DEFAULT.builder()
                    .setHeader(Row.COLUMNS.toArray(new String[0])).get());
            csv = c;
            jsonl = jsonlPath == null ? null : open(jsonlPath, "--json");
        } catch (InputException | IOException e) {
            try {
                if (c != null) c.close();
            } catch (IOException ignored) {
                // already failing
            }
            if (e instanceof InputException ie) throw ie;
            throw new InputException(csvPath.toString(), "cannot be written (" + e.getMessage() + ")");
        }
    }

    private static Writer open(Path p, String option) throws InputException {
        try {
            return Files.newBufferedWriter(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new InputException(p.toString(), option + " file cannot be written (" + e.getMessage() + ")");
        }
    }

    synchronized void accept(Task t, Row row) {
        rows.add(new Measured(t.instanceIndex(), t.specIndex(), row));
        try {
            if (csv != null) {
                csv.printRecord(row.values());
                csv.flush();
            }
            if (jsonl != null) {
                jsonl.write(JSON.writeValueAsString(row.asMap()));
                jsonl.write('\n');
                jsonl.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write results: " + e.getMessage(), e);
        }
    }

    /** The rows so far in input order: instance, then configuration, then seed. */
    synchronized List<Measured> rows() {
        List<Measured> l = new ArrayList<>(rows);
        l.sort(Comparator.comparingInt(Measured::instance).thenComparingInt(Measured::spec)
                .thenComparingLong(m -> m.row().seed() == null ? 0 : m.row().seed()));
        return l;
    }

    @Override
    public synchronized void close() throws IOException {
        try {
            if (csv != null) csv.close();
        } finally {
            if (jsonl != null) jsonl.close();
        }
    }
}

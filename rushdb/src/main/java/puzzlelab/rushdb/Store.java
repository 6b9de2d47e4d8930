package puzzlelab.rushdb;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.duckdb.DuckDBAppender;
import org.duckdb.DuckDBConnection;
import puzzlelab.rushdb.core.Enumeration;
import puzzlelab.rushdb.core.PartitionText;
import puzzlelab.rushdb.core.Sweep;

/**
 * The database folder: {@code manifest.json} (size, walls, partitions), {@code parts/part-NNNNN.txt} (one per
 * finished partition, written to a temporary file, forced to disk and renamed: a partition is there whole or not
 * at all), then {@code summary.json} (deterministic totals), {@code timings.json} and {@code rush.duckdb} (table
 * {@code puzzles}, loaded from the parts) and {@code puzzles.parquet} (the same table). Everything but the timings and the DuckDB file is byte-identical
 * however often the run was interrupted and resumed. {@code timings-parts.tsv} gets one line per partition as it
 * finishes (partition, CPU seconds), so a run spread over many restarts still adds up to its whole cost.
 */
final class Store {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    static final String DB_FILE = "rush.duckdb";

    /** The value as one line of JSON (the commands' --format json output). */
    static String oneLine(Object value) throws IOException {
        return JSON.writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value);
    }
    static final String PARQUET_FILE = "puzzles.parquet";

    final Path dir;

    Store(Path dir) {
        this.dir = dir;
    }

    Path part(int p) {
        return dir.resolve("parts").resolve(String.format("part-%05d.txt", p));
    }

    /** Creates the folder or checks that it belongs to the same enumeration. */
    void open(int n, int walls, int partitions) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", "rushhour");
        m.put("size", n);
        m.put("walls", walls);
        m.put("partitions", partitions);
        // with walls, partitions hold families (puzzlelab.rushdb.core.FamilyEnumeration), not wall-set
        // prefixes as before: a folder begun with the older build is not resumed with this one
        if (walls > 0) m.put("units", "families");
        Path mf = dir.resolve("manifest.json");
        if (Files.exists(mf)) {
            Map<String, Object> old = manifest();
            if (!m.equals(old))
                throw new RushdbMain.BadInput(dir + " holds another enumeration " + old + "; use another --out");
        }
        try {
            Files.createDirectories(dir.resolve("parts"));
            if (!Files.exists(mf)) atomicWrite(mf, JSON.writeValueAsString(m) + "\n");
        } catch (java.nio.file.FileSystemException e) {
            throw new RushdbMain.BadInput(dir + ": cannot make the database folder here ("
                    + puzzlelab.puzzles.input.InputFiles.why(e) + ")");
        }
        // a line of partition times cut short by kill -9: end it, so the next line stands alone
        Path times = dir.resolve(PART_TIMES);
        if (Files.exists(times) && Files.size(times) > 0) {
            try (FileChannel ch = FileChannel.open(times, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
                java.nio.ByteBuffer last = java.nio.ByteBuffer.allocate(1);
                ch.read(last, ch.size() - 1);
                if (last.get(0) != '\n') ch.write(java.nio.ByteBuffer.wrap(new byte[] {'\n'}), ch.size());
            }
        }
    }

    boolean done(int p) {
        return Files.exists(part(p));
    }

    void writePart(int p, String text) throws IOException {
        atomicWrite(part(p), text);
    }

    static final String PART_TIMES = "timings-parts.tsv";

    /** Appends "partition TAB cpuSeconds" (a line cut short by kill -9 is skipped when read). */
    void recordCpu(int p, double cpuSeconds) throws IOException {
        if (cpuSeconds < 0) return;
        Files.writeString(dir.resolve(PART_TIMES), String.format(java.util.Locale.ROOT, "%d\t%.6f%n", p, cpuSeconds),
                StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** Partition → CPU seconds, from {@link #recordCpu} (the last line of a partition run twice counts). */
    java.util.SortedMap<Integer, Double> partitionCpu() throws IOException {
        java.util.SortedMap<Integer, Double> m = new TreeMap<>();
        Path f = dir.resolve(PART_TIMES);
        if (!Files.exists(f)) return m;
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            String[] t = line.split("\t");
            if (t.length != 2 || !t[0].matches("\\d{1,9}") || !t[1].matches("\\d+\\.\\d{6}")) continue;
            m.put(Integer.parseInt(t[0]), Double.parseDouble(t[1]));
        }
        return m;
    }

    static void atomicWrite(Path target, String text) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8)));
            ch.force(true);
        }
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    Enumeration.Rows readPart(int p) throws IOException {
        Path f = part(p);
        try {
            return PartitionText.read(Files.readString(f));
        } catch (PartitionText.BadText e) {
            throw new RushdbMain.BadInput(f + (e.line() > 0 ? ":" + e.line() : "") + ": " + e.problem()
                    + " (a damaged part file: delete it and run enumerate again to redo that partition)");
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new RushdbMain.BadInput(f + ": not UTF-8 text (a damaged part file: delete it and run enumerate again)");
        }
    }

    /** Totals over all partitions (in partition order) and per move count; writes summary.json. */
    Map<String, Object> summarize(int n, int walls, int partitions) throws IOException {
        Sweep.Counts total = new Sweep.Counts();
        TreeMap<Integer, long[]> perMove = new TreeMap<>();
        for (int p = 0; p < partitions; p++) {
            Enumeration.Rows r = readPart(p);
            total.add(r.counts());
            for (Sweep.Puzzle z : r.puzzles()) {
                long[] a = perMove.computeIfAbsent(z.moves(), k -> new long[2]);
                a[0]++;
                a[1] += z.clusterSize();
            }
        }
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("size", n);
        s.put("walls", walls);
        s.put("partitions", partitions);
        s.put("layouts", total.layouts);
        s.put("inputs", total.inputs);
        s.put("statesVisited", total.states);
        s.put("solvableClustersSwept", total.solvable);
        s.put("puzzles", total.puzzles);
        s.put("states", total.puzzleStates);
        Map<String, Object> pm = new LinkedHashMap<>();
        for (Map.Entry<Integer, long[]> e : perMove.entrySet())
        {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("puzzles", e.getValue()[0]);
            v.put("states", e.getValue()[1]);
            pm.put(String.valueOf(e.getKey()), v);
        }
        s.put("perMoves", pm);
        atomicWrite(dir.resolve("summary.json"), JSON.writeValueAsString(s) + "\n");
        return s;
    }

    /** (Re)builds rush.duckdb from the parts. */
    void buildDuckDb(int partitions) throws Exception {
        Path db = dir.resolve(DB_FILE);
        Path tmp = dir.resolve(DB_FILE + ".tmp");
        Files.deleteIfExists(tmp);
        Files.deleteIfExists(dir.resolve(DB_FILE + ".tmp.wal"));
        try (Connection c = DriverManager.getConnection("jdbc:duckdb:" + tmp.toAbsolutePath())) {
            List<Integer> all = new ArrayList<>();
            for (int p = 0; p < partitions; p++) all.add(p);
            load(c, all);
            try (Statement st = c.createStatement()) {
                st.execute("CHECKPOINT");
                // the same table as Parquet, for tools that do not read DuckDB files (Spark, pandas, Arrow)
                Path pq = dir.resolve(PARQUET_FILE + ".tmp");
                Files.deleteIfExists(pq);
                st.execute("COPY (SELECT * FROM puzzles ORDER BY part, moves DESC, board) TO '"
                        + pq.toAbsolutePath().toString().replace("'", "''") + "' (FORMAT PARQUET)");
                Files.move(pq, dir.resolve(PARQUET_FILE), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.move(tmp, db, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Creates table {@code puzzles} in c and appends the rows of the given partitions, in that order. */
    void load(Connection c, List<Integer> parts) throws Exception {
        try (Statement st = c.createStatement()) {
            st.execute("CREATE TABLE puzzles (moves INTEGER, board VARCHAR, cluster_size BIGINT, pieces INTEGER, "
                    + "walls INTEGER, histogram VARCHAR, part INTEGER, steps INTEGER)");
        }
        try (DuckDBAppender app = ((DuckDBConnection) c).createAppender(DuckDBConnection.DEFAULT_SCHEMA, "puzzles")) {
            for (int p : parts) {
                for (Sweep.Puzzle z : readPart(p).puzzles()) {
                    app.beginRow();
                    app.append(z.moves());
                    app.append(z.board());
                    app.append(z.clusterSize());
                    app.append(z.pieces());
                    app.append(z.walls());
                    app.append(PartitionText.histogram(z.histogram()));
                    app.append(p);
                    app.append(z.steps());
                    app.endRow();
                }
            }
        }
    }

    /** The manifest of this folder (puzzle, size, walls, partitions), or null if there is none. */
    Map<String, Object> manifest() throws IOException {
        Path mf = dir.resolve("manifest.json");
        if (!Files.isRegularFile(mf)) return null;
        try {
            @SuppressWarnings("unchecked")
            Map<String, Object> m = JSON.readValue(mf.toFile(), Map.class);
            return m;
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new RushdbMain.BadInput(mf + ": not a manifest written by 'enumerate' (not a JSON object)");
        }
    }

    /** The finished partitions of a run still going (or stopped): an in-memory table of their rows. */
    record Unfinished(Connection connection, int done, int partitions) {
    }

    Unfinished openFinished(int partitions) throws Exception {
        List<Integer> done = new ArrayList<>();
        for (int p = 0; p < partitions; p++) if (done(p)) done.add(p);
        Connection c = DriverManager.getConnection("jdbc:duckdb:");
        try {
            load(c, done);
        } catch (Exception x) {
            c.close();
            throw x;
        }
        return new Unfinished(c, done.size(), partitions);
    }

    static Path database(Path dbArg) {
        if (Files.isDirectory(dbArg)) return dbArg.resolve(DB_FILE);
        return dbArg;
    }

    List<Integer> missing(int partitions) {
        List<Integer> m = new ArrayList<>();
        for (int p = 0; p < partitions; p++) if (!done(p)) m.add(p);
        return m;
    }
}

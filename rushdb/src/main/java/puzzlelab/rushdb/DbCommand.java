package puzzlelab.rushdb;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code puzzlelab db DB ...}: queries an enumerated database (its rush.duckdb). */
@Command(name = "db", mixinStandardHelpOptions = true,
        description = {"Queries a Rush Hour database made by 'enumerate'. Rows print as 'MOVES BOARD CLUSTER ID'; "
                + "the ID (rushhour:BOARD) opens in solve, play and render."})
public final class DbCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DB", description = "the --out folder of an enumeration (or its rush.duckdb)")
    Path db;

    @Option(names = "--hardest", paramLabel = "N", description = "the N hardest puzzles (most moves, then biggest cluster)")
    Integer hardest;

    @Option(names = "--moves", paramLabel = "M", description = "every puzzle with exactly M moves")
    Integer moves;

    @Option(names = "--max-pieces", paramLabel = "K", description = "only puzzles with at most K cars (red included)")
    Integer maxPieces;

    @Option(names = "--max-walls", paramLabel = "W", description = "only puzzles with at most W walls (0: the classic game's)")
    Integer maxWalls;

    @Option(names = "--random", description = "one random puzzle (with --min-moves/--max-moves, --seed)")
    boolean random;

    @Option(names = "--min-moves", defaultValue = "0") int minMoves;

    @Option(names = "--max-moves", defaultValue = "1000") int maxMoves;

    @Option(names = "--seed", description = "seed of --random (default: time; printed)") Long seed;

    @Option(names = "--counts", description = "puzzles and states per move count, then the totals and per number of walls")
    boolean counts;

    @Option(names = "--compare", paramLabel = "FILE", description = "look up every line 'MOVES BOARD CLUSTER' of a file in "
            + "Fogleman's format (e.g. rush_18k.txt) in this database, comparing boards by the cells of each piece; lines of "
            + "another board size or with more walls than the enumeration are counted apart. Exit 1 if one is missing.")
    Path compare;

    @Option(names = "--lookup", paramLabel = "BOARD", description = "any position (Fogleman's notation): its optimum, its "
            + "cluster's size and hardest position, and that cluster's row in this database (or why it has none)")
    String lookup;

    @Option(names = "--limit", defaultValue = "0", description = "at most this many rows (0 = all)")
    int limit;

    @Option(names = "--format", defaultValue = "text", description = "text or json")
    String format;

    PrintStream stdout = System.out;

    static Map<String, Object> row(String board, int moves, long cluster, int steps) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("board", board);
        m.put("moves", moves);
        m.put("clusterSize", cluster);
        m.put("steps", steps);
        return m;
    }

    @Override
    public Integer call() throws Exception {
        try {
            return answer();
        } catch (java.sql.SQLException e) {
            // the queries are fixed and the file read-only: DuckDB failing on it means a damaged file
            throw new RushdbMain.BadInput(db + ": DuckDB cannot read it, the file may be damaged (" + firstLine(e.getMessage()) + ")");
        }
    }

    private Integer answer() throws Exception {
        if (!format.equals("text") && !format.equals("json")) throw new RushdbMain.BadInput("--format must be text or json");
        Path file = Store.database(db);
        Store running = null;
        Map<String, Object> manifest = null;
        if (!Files.isRegularFile(file)) {
            // an enumeration still running (or stopped): answer from its finished partitions
            running = Files.isDirectory(db) ? new Store(db) : null;
            manifest = running != null ? running.manifest() : null;
            if (manifest == null || !(manifest.get("partitions") instanceof Integer))
                throw new RushdbMain.BadInput(db + ": no Rush Hour database here (expected " + Store.DB_FILE
                        + " or the manifest.json of a run from 'enumerate')");
        }
        int modes = (hardest != null ? 1 : 0) + (moves != null ? 1 : 0) + (random ? 1 : 0) + (counts ? 1 : 0)
                + (compare != null ? 1 : 0) + (lookup != null ? 1 : 0);
        if (modes != 1)
            throw new RushdbMain.BadInput("give exactly one of --hardest N, --moves M, --random, --counts, --compare FILE,"
                    + " --lookup BOARD");
        if (maxWalls != null && maxWalls < 0) throw new RushdbMain.BadInput("--max-walls must be 0 or more, not " + maxWalls);
        if (maxPieces != null && maxPieces < 1) throw new RushdbMain.BadInput("--max-pieces must be 1 or more, not " + maxPieces);
        if (hardest != null && hardest < 1) throw new RushdbMain.BadInput("--hardest must be 1 or more, not " + hardest);
        if (limit < 0) throw new RushdbMain.BadInput("--limit must be 0 (all rows) or more, not " + limit);
        Properties props = new Properties();
        props.setProperty("duckdb.read_only", "true");
        long t0 = System.nanoTime();
        long opened;
        Store.Unfinished partial = running != null ? running.openFinished((Integer) manifest.get("partitions")) : null;
        if (partial != null && format.equals("text"))
            System.err.printf("%s: enumeration not finished; answering from its %,d of %,d finished partitions%n", db,
                    partial.done(), partial.partitions());
        try (Connection c = partial != null ? partial.connection() : open(file, props)) {
            opened = System.nanoTime();
            if (compare != null)
                return new DbCompare(c, sizeAndWalls(c, file, manifest), compare, stdout, partial).run(format.equals("json"));
            if (lookup != null)
                return new DbLookup(c, sizeAndWalls(c, file, manifest), stdout, partial != null).run(lookup, format.equals("json"));
            String filters = (maxPieces != null ? " AND pieces <= " + maxPieces : "")
                    + (maxWalls != null ? " AND walls <= " + maxWalls : "");
            String lim = limit > 0 ? " LIMIT " + limit : "";
            Map<String, Object> res = new LinkedHashMap<>();
            if (partial != null) res.put("finishedPartitions", List.of(partial.done(), partial.partitions()));
            if (counts) {
                List<Map<String, Object>> per = grouped(c, "moves", filters);
                List<Map<String, Object>> perWalls = grouped(c, "walls", filters);
                long totalPuzzles = 0;
                long totalStates = 0;
                for (Map<String, Object> m : per) {
                    totalPuzzles += (Long) m.get("puzzles");
                    totalStates += (Long) m.get("states");
                }
                if (format.equals("json")) {
                    res.put("counts", per);
                    Map<String, Object> total = new LinkedHashMap<>();
                    total.put("puzzles", totalPuzzles);
                    total.put("states", totalStates);
                    res.put("total", total);
                    res.put("perWalls", perWalls);
                } else {
                    for (Map<String, Object> m : per) stdout.printf("%3d moves: %,12d puzzles %,16d states%n", m.get("moves"), m.get("puzzles"), m.get("states"));
                    stdout.printf("    total: %,12d puzzles %,16d states%n", totalPuzzles, totalStates);
                    for (Map<String, Object> m : perWalls)
                        stdout.printf("  %d wall%s: %,12d puzzles %,16d states%n", m.get("walls"), (Integer) m.get("walls") == 1 ? " " : "s",
                                m.get("puzzles"), m.get("states"));
                }
            } else {
                List<Map<String, Object>> rows = new ArrayList<>();
                if (hardest != null) {
                    query(c, "SELECT moves, board, cluster_size, steps FROM puzzles WHERE true" + filters
                            + " ORDER BY moves DESC, cluster_size DESC, board LIMIT " + hardest, rows);
                } else if (moves != null) {
                    query(c, "SELECT moves, board, cluster_size, steps FROM puzzles WHERE moves = " + moves + filters
                            + " ORDER BY board" + lim, rows);
                } else {
                    long s = seed != null ? seed : puzzlelab.engine.SearchOptions.clockSeed();
                    String where = " WHERE moves BETWEEN " + minMoves + " AND " + maxMoves + filters;
                    long count;
                    try (ResultSet rs = c.createStatement().executeQuery("SELECT count(*) FROM puzzles" + where)) {
                        rs.next();
                        count = rs.getLong(1);
                    }
                    if (count > 0) {
                        long off = Math.floorMod(new Random(s).nextLong(), count);
                        // DuckDB keeps the load order (partition by partition; preserve_insertion_order is on by
                        // default), so the pick is the same for a seed without sorting the matching rows
                        query(c, "SELECT moves, board, cluster_size, steps FROM puzzles" + where + " LIMIT 1 OFFSET " + off, rows);
                    }
                    res.put("seed", s);
                    if (format.equals("text")) System.err.println("seed " + s);
                }
                if (format.equals("json")) res.put("rows", rows);
                else for (Map<String, Object> m : rows)
                    stdout.printf("%d %s %d rushhour:%s%n", m.get("moves"), m.get("board"), m.get("clusterSize"), m.get("board"));
                if (rows.isEmpty() && format.equals("text")) System.err.println("no puzzle matches");
            }
            if (format.equals("json")) stdout.println(Store.oneLine(res));
        }
        if (format.equals("text"))
            System.err.printf("(query %.0f ms; opening the database %.0f ms)%n",
                    (System.nanoTime() - opened) / 1e6, (opened - t0) / 1e6);
        return 0;
    }

    /** The database file read-only; a file DuckDB cannot open (not a database, damaged) is bad input. */
    private static Connection open(Path file, Properties props) {
        Connection c;
        try {
            c = DriverManager.getConnection("jdbc:duckdb:" + file.toAbsolutePath(), props);
        } catch (java.sql.SQLException e) {
            throw new RushdbMain.BadInput(file + ": not a database made by 'enumerate' (DuckDB cannot open it: "
                    + firstLine(e.getMessage()) + ")");
        }
        try (java.sql.Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT count(*) FROM information_schema.tables WHERE table_name = 'puzzles'")) {
            rs.next();
            if (rs.getLong(1) == 0) throw new RushdbMain.BadInput(file + ": a DuckDB file without the table 'puzzles' "
                    + "(not a database made by 'enumerate')");
            return c;
        } catch (java.sql.SQLException | RuntimeException e) {
            try {
                c.close();
            } catch (java.sql.SQLException ignored) {
                // the error below says what matters
            }
            if (e instanceof RuntimeException r) throw r;
            throw new RushdbMain.BadInput(file + ": DuckDB cannot read it (" + firstLine(e.getMessage()) + ")");
        }
    }

    private static String firstLine(String s) {
        if (s == null) return "no reason given";
        String t = s.strip();
        int nl = t.indexOf('\n');
        return puzzlelab.puzzles.input.Text.shown(nl < 0 ? t : t.substring(0, nl));
    }

    /** Puzzles and states per value of an integer column ({@code moves} or {@code walls}), in its order. */
    private static List<Map<String, Object>> grouped(Connection c, String column, String where) throws Exception {
        List<Map<String, Object>> out = new ArrayList<>();
        try (ResultSet rs = c.createStatement().executeQuery("SELECT " + column + ", count(*), sum(cluster_size) FROM"
                + " puzzles WHERE true" + where + " GROUP BY " + column + " ORDER BY " + column)) {
            while (rs.next()) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put(column, rs.getInt(1));
                m.put("puzzles", rs.getLong(2));
                m.put("states", rs.getLong(3));
                out.add(m);
            }
        }
        return out;
    }

    /** Board size and the enumeration's wall limit: from manifest.json beside the database, else from the table. */
    static int[] sizeAndWalls(Connection c, Path file, Map<String, Object> manifest) throws Exception {
        if (manifest == null) manifest = new Store(file.toAbsolutePath().getParent()).manifest();
        if (manifest != null && manifest.get("size") instanceof Integer n && manifest.get("walls") instanceof Integer w)
            return new int[] {n, w};
        try (java.sql.Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT max(length(board)), max(walls) FROM puzzles")) {
            rs.next();
            return new int[] {(int) Math.round(Math.sqrt(rs.getInt(1))), rs.getInt(2)};
        }
    }

    private static void query(Connection c, String sql, List<Map<String, Object>> rows) throws Exception {
        try (PreparedStatement st = c.prepareStatement(sql); ResultSet rs = st.executeQuery()) {
            while (rs.next()) rows.add(row(rs.getString(2), rs.getInt(1), rs.getLong(3), rs.getInt(4)));
        }
    }
}

package puzzlelab.rushdb;

import it.unimi.dsi.fastutil.longs.LongOpenHashSet;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.input.InputFiles;
import puzzlelab.rushdb.core.FoglemanBoard;

/**
 * {@code db DB --compare FILE}: every line of a Fogleman-format file ({@code MOVES BOARD CLUSTER}) looked up in the
 * database (of a run still going: in its finished partitions, reporting what is found so far). Boards match by the cells of each piece (letters are relabelled by first cell on both sides). One pass
 * over the table: a row is relabelled only when its (moves, cluster size) pair occurs in the file.
 */
final class DbCompare {
    private final Connection c;
    private final int[] sizeWalls;
    private final Path file;
    private final PrintStream stdout;
    private final Store.Unfinished partial;

    /** partial: the finished partitions of a run not yet done (their count goes into the output), or null. */
    DbCompare(Connection c, int[] sizeWalls, Path file, PrintStream stdout, Store.Unfinished partial) {
        this.c = c;
        this.sizeWalls = sizeWalls;
        this.file = file;
        this.stdout = stdout;
        this.partial = partial;
    }

    int run(boolean json) throws Exception {
        long t0 = System.nanoTime();
        try (Statement st = c.createStatement()) {
            int size = sizeWalls[0];
            int maxWalls = sizeWalls[1];
            Map<String, String> wanted = new LinkedHashMap<>();   // board by cells + moves + cluster -> the line
            LongOpenHashSet pairs = new LongOpenHashSet();
            int outside = 0;
            int lineNo = 0;
            for (String line : lines(file)) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] f = line.trim().split("\\s+");
                String where = file + " line " + lineNo + ": ";
                if (f.length < 3) throw new RushdbMain.BadInput(where + "expected 'MOVES BOARD CLUSTER'");
                int moves;
                long cluster;
                try {
                    moves = Integer.parseInt(f[0]);
                    cluster = Long.parseLong(f[2]);
                } catch (NumberFormatException x) {
                    throw new RushdbMain.BadInput(where + "MOVES and CLUSTER must be whole numbers");
                }
                try {
                    FoglemanBoard.parse(f[1]);
                } catch (puzzlelab.puzzles.input.InputException x) {   // the board's own fault, told with its line
                    throw new RushdbMain.BadInput(where + x.problem());
                }
                long walls = f[1].chars().filter(ch -> ch == 'x').count();
                if (f[1].length() != size * size || walls > maxWalls) {
                    outside++;
                    continue;
                }
                wanted.putIfAbsent(FoglemanBoard.byCells(f[1]) + " " + moves + " " + cluster, line.trim());
                pairs.add(pair(moves, cluster));
            }
            int compared = wanted.size();
            try (ResultSet rs = st.executeQuery("SELECT moves, board, cluster_size FROM puzzles")) {
                while (rs.next() && !wanted.isEmpty()) {
                    int m = rs.getInt(1);
                    long cl = rs.getLong(3);
                    if (pairs.contains(pair(m, cl))) wanted.remove(FoglemanBoard.byCells(rs.getString(2)) + " " + m + " " + cl);
                }
            }
            List<String> missing = new ArrayList<>(wanted.values());
            int found = compared - missing.size();
            double seconds = (System.nanoTime() - t0) / 1e9;
            if (json) {
                Map<String, Object> res = new LinkedHashMap<>();
                res.put("size", size);
                res.put("walls", maxWalls);
                res.put("compared", compared);
                res.put("found", found);
                res.put("outside", outside);
                if (partial == null) res.put("missing", missing);
                else {
                    res.put("notFoundYet", missing.size());
                    res.put("finishedPartitions", List.of(partial.done(), partial.partitions()));
                }
                res.put("seconds", seconds);
                stdout.println(Store.oneLine(res));
            } else {
                if (partial == null) for (String m : missing) stdout.println("MISSING " + m);
                else stdout.printf("so far, in the %,d of %,d finished partitions:%n", partial.done(), partial.partitions());
                stdout.printf("%,d of %,d lines (%d×%d, at most %d walls) found with the same moves and cluster size; "
                        + "%,d lines of other sizes or with more walls not compared (%.1f s)%n",
                        found, compared, size, size, maxWalls, outside, seconds);
            }
            // a run not yet finished cannot be missing a line: the line's partition may still be to come
            return missing.isEmpty() || partial != null ? 0 : 1;
        }
    }

    private static long pair(int moves, long cluster) {
        return (long) moves << 40 | cluster;
    }

    /** The lines of a Fogleman-format file (no size cap: the whole database is 115 MB), or one line saying why not. */
    static List<String> lines(Path file) throws IOException {
        switch (InputFiles.kind(file.toString())) {
            case MISSING -> throw new RushdbMain.BadInput(file + ": no such file");
            case FOLDER -> throw new RushdbMain.BadInput(file + ": is a folder; give a file of 'MOVES BOARD CLUSTER' lines");
            case SPECIAL -> throw new RushdbMain.BadInput(file + ": is not a regular file (a device, FIFO or socket)");
            default -> {
            }
        }
        try {
            return Files.readAllLines(file);
        } catch (MalformedInputException x) {
            throw new RushdbMain.BadInput(file + ": not a UTF-8 text file");
        }
    }
}

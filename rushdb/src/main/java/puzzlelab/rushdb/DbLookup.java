package puzzlelab.rushdb;

import java.io.PrintStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.LinkedHashMap;
import java.util.Map;
import puzzlelab.rushdb.core.ClusterLookup;
import puzzlelab.rushdb.core.FoglemanBoard;

/**
 * {@code db DB --lookup BOARD}: any position's optimum and cluster ({@link ClusterLookup}), and its cluster's row in
 * the database, found by moves and cluster size and matched by cells. A cluster the enumeration keeps but the
 * finished database lacks is reported as MISSING (exit 1), like {@code --compare}.
 */
final class DbLookup {
    /** Clusters beyond this many states are refused (6×6 clusters hold at most a few hundred thousand). */
    static final int MAX_CLUSTER = 20_000_000;

    private final Connection c;
    private final int[] sizeWalls;
    private final PrintStream stdout;
    private final boolean partial;

    DbLookup(Connection c, int[] sizeWalls, PrintStream stdout, boolean partial) {
        this.c = c;
        this.sizeWalls = sizeWalls;
        this.stdout = stdout;
        this.partial = partial;
    }

    int run(String board, boolean json) throws Exception {
        ClusterLookup.Answer r;
        try {
            r = ClusterLookup.of(board, MAX_CLUSTER);
        } catch (puzzlelab.puzzles.input.InputException x) {   // the board's own fault, told with the option
            throw new RushdbMain.BadInput("--lookup " + puzzlelab.puzzles.input.Text.quote(board) + ": " + x.problem());
        }
        int n = (int) Math.round(Math.sqrt(board.length()));
        int walls = (int) board.chars().filter(ch -> ch == 'x').count();
        boolean inScope = n == sizeWalls[0] && walls <= sizeWalls[1];
        Map<String, Object> row = inScope && r.row() != null ? find(r) : null;
        String verdict;
        int code = 0;
        if (!inScope) verdict = String.format("outside this database (%d×%d, at most %d wall%s)", sizeWalls[0], sizeWalls[0],
                sizeWalls[1], sizeWalls[1] == 1 ? "" : "s");
        else if (r.moves() < 0) verdict = "not in the database: unsolvable";
        else if (r.row() == null)
            verdict = "not in the database: its cluster is not minimal (a piece other than the red car can go without"
                    + " shortening the hardest position's optimum)";
        else if (row != null) verdict = "in the database";
        else if (partial) verdict = "not in the finished partitions yet (its cluster is minimal: the finished database has it)";
        else {
            verdict = "MISSING from the database, though its cluster is minimal";
            code = 1;
        }
        if (json) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("board", board);
            m.put("moves", r.moves());
            m.put("clusterSize", r.clusterSize());
            m.put("hardest", r.hardest());
            m.put("hardestMoves", r.hardestMoves());
            m.put("minimal", r.row() != null);
            m.put("inDatabase", row != null);
            m.put("row", row);
            stdout.println(Store.oneLine(m));
        } else {
            if (r.moves() < 0)
                stdout.printf("%s: unsolvable (its cluster: %,d states, none with the red car out)%n", board, r.clusterSize());
            else
                stdout.printf("%s: %d moves to the goal (its cluster: %,d states; the hardest, %d moves: %s)%n", board,
                        r.moves(), r.clusterSize(), r.hardestMoves(), r.hardest());
            stdout.println(verdict);
            if (row != null)
                stdout.printf("%d %s %d rushhour:%s%n", row.get("moves"), row.get("board"), row.get("clusterSize"), row.get("board"));
        }
        return code;
    }

    /** The database row of the lookup's cluster: same moves and size, same cells as its hardest position. */
    private Map<String, Object> find(ClusterLookup.Answer r) throws Exception {
        String key = FoglemanBoard.byCells(r.hardest());
        try (PreparedStatement st = c.prepareStatement(
                "SELECT moves, board, cluster_size, steps FROM puzzles WHERE moves = ? AND cluster_size = ?")) {
            st.setInt(1, r.hardestMoves());
            st.setLong(2, r.clusterSize());
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next())
                    if (FoglemanBoard.byCells(rs.getString(2)).equals(key))
                        return DbCommand.row(rs.getString(2), rs.getInt(1), rs.getLong(3), rs.getInt(4));
            }
        }
        return null;
    }
}

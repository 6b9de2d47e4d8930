package puzzlelab.rushdb.core;

import puzzlelab.puzzles.input.InputException;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import it.unimi.dsi.fastutil.longs.LongArrayList;

/**
 * What someone holding one board wants to know of the database: the board's optimum, its cluster (every position its
 * moves reach), the cluster's hardest ("unsolved") position, and the database row of that cluster if it has one.
 * <pre>
 *   cluster  = breadth-first search from the board (moves are reversible, so it is the whole cluster)
 *   distance = breadth-first search from every goal state of the cluster at once
 *   hardest  = farthest state, ties to the smallest in Fogleman's board order (as the enumeration picks it)
 *   row      = the row the enumeration keeps for that state, from a sweep of the board's layout (none: not minimal)
 * </pre>
 */
public final class ClusterLookup {
    private ClusterLookup() {
    }

    /**
     * The answer. {@code moves} is the board's optimum, −1 if unsolvable (then {@code hardest} is null and
     * {@code hardestMoves} −1); {@code row} the database row of the cluster, null if the cluster keeps none.
     */
    public record Answer(String board, int moves, long clusterSize, String hardest, int hardestMoves, Sweep.Puzzle row) {
    }

    /**
     * Looks the board up (Fogleman's notation); throws {@link InputException} with a one-line reason for a bad board
     * or a cluster of more than {@code maxStates} states.
     */
    public static Answer of(String board, int maxStates) {
        Layout.Placed pl = FoglemanBoard.parse(board);
        Layout lay = pl.layout();
        LongArrayList states = new LongArrayList();
        Long2IntOpenHashMap slot = new Long2IntOpenHashMap();
        slot.defaultReturnValue(-1);
        long[] kids = new long[lay.maxChildren()];
        int[] piece = new int[kids.length];
        states.add(pl.state());
        slot.put(pl.state(), 0);
        for (int i = 0; i < states.size(); i++) {
            int k = lay.expand(states.getLong(i), kids, piece);
            for (int j = 0; j < k; j++) {
                if (slot.putIfAbsent(kids[j], states.size()) != -1) continue;
                if (states.size() >= maxStates)
                    throw new InputException(null, "the cluster of " + board + " holds more than " + maxStates + " states");
                states.add(kids[j]);
            }
        }
        int size = states.size();
        int[] dist = new int[size];
        java.util.Arrays.fill(dist, -1);
        int[] queue = new int[size];
        int tail = 0;
        for (int i = 0; i < size; i++) {
            if (lay.isGoal(states.getLong(i))) {
                dist[i] = 0;
                queue[tail++] = i;
            }
        }
        if (tail == 0) return new Answer(board, -1, size, null, -1, null);
        for (int head = 0; head < tail; head++) {
            int i = queue[head];
            int k = lay.expand(states.getLong(i), kids, piece);
            for (int j = 0; j < k; j++) {
                int x = slot.get(kids[j]);
                if (dist[x] >= 0) continue;
                dist[x] = dist[i] + 1;
                queue[tail++] = x;
            }
        }
        int best = 0;
        for (int i = 1; i < size; i++) {
            if (dist[i] > dist[best] || (dist[i] == dist[best] && lay.less(states.getLong(i), states.getLong(best)))) best = i;
        }
        String hardest = lay.board(states.getLong(best));
        String key = FoglemanBoard.byCells(hardest);
        Sweep.Puzzle row = null;
        for (Sweep.Puzzle p : Enumeration.layoutOf(board).puzzles())
            if (FoglemanBoard.byCells(p.board()).equals(key)) row = p;
        return new Answer(board, dist[0], size, hardest, dist[best], row);
    }
}

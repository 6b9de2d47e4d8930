package puzzlelab.puzzles.rushhour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * A proven lower bound from sub-boards, refined by counterexamples (CEGAR over vehicles). Removing vehicles never
 * makes a board harder — a solution of the full board with the removed vehicles' moves deleted solves the sub-board
 * (every slide it keeps crossed cells that were free with more vehicles about) — so the optimum of any sub-board
 * (the red car and some of the others, same walls) is a lower bound of the full board's.
 * <pre>
 *   S = {red car}
 *   loop: solve the board of S optimally (packed-bfs) → plan P of cost k;  lb = max(lb, k)
 *         replay P on the full board, the vehicles outside S standing where they start
 *         P legal → P is optimal for the full board (its cost k is a lower bound): SOLVED
 *         otherwise S += the vehicles in the way of P's first illegal move
 *   while a sub-board's BFS runs, its own bound (finished depth + 2) bounds the full board too
 *   a sub-board without a solution proves the full board unsolvable
 * </pre>
 * Each round adds a vehicle that the last plan ran into, so the bound climbs as long as the sub-board's BFS stays
 * small; the vehicles that never matter for a short plan are never added.
 */
final class SubsetBound extends Search {
    private final RushBoard board;
    private final boolean unitSlides;
    private final boolean[] inSubset;
    private int[] fullIndex = new int[0];
    private PackedBfs bfs;
    private long proven = -1;
    private int rounds;
    private final Stats finished = new Stats();

    SubsetBound(RushBoard board, boolean unitSlides) {
        this.board = board;
        this.unitSlides = unitSlides;
        this.inSubset = new boolean[board.size()];
        inSubset[board.red] = true;
    }

    @Override public String name() { return "subset-bound"; }

    /** SOLVED only when a sub-board's optimal plan is legal on the full board: then it is optimal there. */
    @Override public boolean provesOptimal() { return true; }

    @Override public long bytes() { return bfs == null ? 0 : bfs.bytes(); }

    @Override
    public long lowerBound() {
        return Math.max(proven, bfs == null ? -1 : bfs.lowerBound());
    }

    /** Vehicles of the current sub-board (the red car included). */
    int subsetSize() {
        return fullIndex.length;
    }

    @Override
    public Status step(int budget) {
        if (bfs == null) startRound();
        Status st = bfs.step(budget);
        syncStats();
        if (st == Status.RUNNING) return st;
        if (st == Status.UNSOLVABLE) {
            message = "a sub-board of " + subsetSize() + " vehicles has no solution, so the board has none";
            return st;
        }
        if (st != Status.SOLVED) return st;
        Solution plan = bfs.best();
        proven = Math.max(proven, plan.cost());
        int[] moves = new int[plan.length()];
        for (int i = 0; i < moves.length; i++)
            moves[i] = Packed.code(fullIndex[Packed.vehicle(plan.moves()[i])], Packed.distance(plan.moves()[i]));
        List<Integer> blockers = firstBlockers(moves);
        finishRound();
        if (blockers.isEmpty()) {
            best = new Solution(moves, plan.cost());
            message = "the optimal plan of a sub-board of " + fullIndex.length + " vehicles is legal on the full board";
            return Status.SOLVED;
        }
        for (int v : blockers) inSubset[v] = true;
        message = "sub-board of " + fullIndex.length + " vehicles: optimum " + plan.cost() + " after " + rounds + " rounds";
        return Status.RUNNING;
    }

    private void startRound() {
        List<Vehicle> vs = new ArrayList<>();
        int[] idx = new int[board.size()];
        int red = -1;
        int k = 0;
        for (int v = 0; v < board.size(); v++) {
            if (!inSubset[v]) continue;
            if (v == board.red) red = k;
            vs.add(board.vehicles[v]);
            idx[k++] = v;
        }
        fullIndex = Arrays.copyOf(idx, k);
        int[] start = new int[k];
        for (int i = 0; i < k; i++) start[i] = board.start[fullIndex[i]];
        bfs = new PackedBfs(new Packed(new RushBoard(board.n, vs, board.wall, red, start)), unitSlides, 1 << 10, 1);
    }

    private void finishRound() {
        Stats s = bfs.stats();
        finished.expanded += s.expanded;
        finished.generated += s.generated;
        finished.duplicates += s.duplicates;
        finished.iterations++;
        bfs.stopped();
        bfs = null;
        rounds++;
    }

    private void syncStats() {
        Stats s = bfs.stats();
        stats.expanded = finished.expanded + s.expanded;
        stats.generated = finished.generated + s.generated;
        stats.duplicates = finished.duplicates + s.duplicates;
        stats.stored = s.stored;
        stats.iterations = finished.iterations + 1;
        stats.peakBytes = Math.max(stats.peakBytes, bfs.bytes());
    }

    /**
     * Replays full-board move codes with the vehicles outside the subset standing still; returns the vehicles
     * (outside the subset) in the cells swept by the first move that is not legal, or none if every move is.
     */
    List<Integer> firstBlockers(int[] moves) {
        int n = board.n;
        int[] owner = new int[n * n];
        Arrays.fill(owner, -1);
        int[] pos = board.start.clone();
        for (int v = 0; v < board.size(); v++) for (int c = 0; c < board.vehicles[v].length(); c++) owner[board.cell(v, pos[v], c)] = v;
        List<Integer> in = new ArrayList<>();
        for (int m : moves) {
            int v = Packed.vehicle(m);
            int d = Packed.distance(m);
            int len = board.vehicles[v].length();
            // cells entered: beyond the front when moving forward, before the back when moving backward
            for (int k = 1; k <= Math.abs(d); k++) {
                int c = d > 0 ? board.cell(v, pos[v], len - 1 + k) : board.cell(v, pos[v], -k);
                int u = owner[c];
                if (u >= 0 && u != v && !inSubset[u] && !in.contains(u)) in.add(u);
            }
            if (!in.isEmpty()) return in;
            for (int c = 0; c < len; c++) owner[board.cell(v, pos[v], c)] = -1;
            pos[v] += d;
            for (int c = 0; c < len; c++) owner[board.cell(v, pos[v], c)] = v;
        }
        return in;
    }
}

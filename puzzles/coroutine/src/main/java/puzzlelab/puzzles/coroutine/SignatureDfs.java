package puzzlelab.puzzles.coroutine;

import java.util.Arrays;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.Trace;
import puzzlelab.engine.Trace.Verdict;

/**
 * The report's depth-first search with move signatures and a "baseline" (report 000). A move's signature is
 * (mover's start square, mover's end square, other token's square); a pass has start = end. Directions are tried
 * in order 0..7 (N first), as in the report's traces.
 * <pre>
 *   move(state, counter):                       counter = turns, or real moves for --metric moves
 *     for each legal step (or the forced pass) m of the mover:
 *       c = counter + cost(m); sig = (start, end, other)
 *       SOUND:  if c ≥ baseline: cut ("baseline")
 *               if best[sig] ≤ c: skip ("sig seen")      best[sig] = least counter the signature was played at
 *               best[sig] = c
 *       REPORT: if sig in seen: skip ("sig seen");  seen += sig   (never removed, as in the report)
 *               if c > baseline: cut
 *       if m reaches the centre: baseline = min(baseline, c), keep the line ("WIN")
 *       else move(child, c)
 * </pre>
 * SOUND is optimal: a signature fixes the state it leads to (the game is symmetric in the tokens), so skipping a
 * signature already played at a counter ≤ c only skips dominated work (branch and bound with a transposition table
 * keyed by signatures); the baseline cuts only branches that cannot beat the best line found. REPORT is the
 * report's literal algorithm: a signature seen once is never played again, even when reached by a shorter route,
 * so its answer is not proven optimal.
 */
final class SignatureDfs extends Search {
    enum Mode { SOUND, REPORT }

    private static final int INF = Integer.MAX_VALUE;

    private final CoroutineBoard board;
    private final boolean passFree;
    private final Mode mode;
    private final Trace trace;
    private final int[] sigBest = new int[729];
    private int signatures;
    private int baseline = INF;
    private boolean started;

    // the DFS stack: position and untried moves per depth
    private int[] posA = new int[64];
    private int[] posB = new int[64];
    private int[] g = new int[64];
    private int[][] dirs = new int[64][9];
    private int[] count = new int[64];
    private int[] next = new int[64];
    private int[] path = new int[64];
    private int d;

    SignatureDfs(CoroutineBoard board, boolean passFree, Mode mode, Trace trace) {
        this.board = board;
        this.passFree = passFree;
        this.mode = mode;
        this.trace = trace;
        Arrays.fill(sigBest, INF);
    }

    @Override
    public String name() {
        return mode == Mode.SOUND ? "dfs-signatures" : "dfs-report";
    }

    private int legal(int p, int o) {
        return Rules.DEST[p << 8 | board.mask(o)] & ~(1 << o);
    }

    /** Lists the mover's options at depth k (side = k % 2): directions in order, or one PASS; none when dead. */
    private void expand(int k) {
        int side = k & 1;
        int p = side == 0 ? posA[k] : posB[k];
        int o = side == 0 ? posB[k] : posA[k];
        int n = 0;
        if (legal(p, o) == 0) {
            if (legal(o, p) != 0) dirs[k][n++] = Rules.PASS;
        } else {
            int arrows = board.mask(o);
            for (int dir = 0; dir < 8; dir++) {
                int q = Rules.STEP[p][dir];
                if ((arrows >> dir & 1) != 0 && q >= 0 && q != o) dirs[k][n++] = dir;
            }
        }
        count[k] = n;
        next[k] = 0;
        stats.expanded++;
    }

    @Override
    public Status step(int budget) {
        if (!started) {
            started = true;
            stats.generated = 1;
            stats.iterations = 1;
            if (trace != null) trace.iteration(1, -1);
            posA[0] = board.startA;
            posB[0] = board.startB;
            if (board.startA == Rules.GOAL || board.startB == Rules.GOAL) {
                best = new Solution(new int[0], 0);
                return Status.SOLVED;
            }
            expand(0);
        }
        for (int n = 0; n < budget; n++) {
            if (next[d] < count[d]) {
                tryMove(dirs[d][next[d]++]);
            } else if (d == 0) {
                stats.stored = signatures;
                return best != null ? Status.SOLVED : Status.UNSOLVABLE;
            } else {
                if (trace != null) trace.backtrack(d);
                d--;
            }
        }
        stats.stored = signatures;
        return Status.RUNNING;
    }

    private void tryMove(int dir) {
        int side = d & 1;
        int p = side == 0 ? posA[d] : posB[d];
        int o = side == 0 ? posB[d] : posA[d];
        int q = dir == Rules.PASS ? p : Rules.STEP[p][dir];
        int c = g[d] + (dir == Rules.PASS && passFree ? 0 : 1);
        int sig = p * 81 + q * 9 + o;
        int move = CoroutineMoves.code(side, dir);
        stats.generated++;
        Verdict v;
        if (mode == Mode.SOUND) {
            if (c >= baseline) v = Verdict.BOUND;
            else if (sigBest[sig] <= c) v = Verdict.BETTER_SEEN;
            else v = Verdict.ENTER;
            if (v == Verdict.ENTER) {
                if (sigBest[sig] == INF) signatures++;
                sigBest[sig] = c;
            }
        } else {
            if (sigBest[sig] != INF) v = Verdict.BETTER_SEEN;
            else {
                sigBest[sig] = c;
                signatures++;
                v = c > baseline ? Verdict.BOUND : Verdict.ENTER;
            }
        }
        if (v == Verdict.ENTER && q == Rules.GOAL) v = Verdict.GOAL;
        if (trace != null) trace.child(d, move, c, 0, v);
        if (v == Verdict.BETTER_SEEN) stats.duplicates++;
        if (v == Verdict.GOAL) {
            if (c < baseline) {
                baseline = c;
                int[] sol = Arrays.copyOf(path, d + 1);
                sol[d] = move;
                best = new Solution(sol, c);
            }
            return;
        }
        if (v != Verdict.ENTER) return;
        push(move, side == 0 ? q : posA[d], side == 0 ? posB[d] : q, c);
        expand(d);
    }

    private void push(int move, int a, int b, int c) {
        if (d + 2 >= posA.length) {
            int n = posA.length * 2;
            posA = Arrays.copyOf(posA, n);
            posB = Arrays.copyOf(posB, n);
            g = Arrays.copyOf(g, n);
            count = Arrays.copyOf(count, n);
            next = Arrays.copyOf(next, n);
            path = Arrays.copyOf(path, n);
            int old = dirs.length;
            dirs = Arrays.copyOf(dirs, n);
            for (int i = old; i < n; i++) dirs[i] = new int[9];
        }
        path[d] = move;
        d++;
        posA[d] = a;
        posB[d] = b;
        g[d] = c;
        stats.frontier(d);
    }

    @Override
    public boolean provesOptimal() {
        return mode == Mode.SOUND;
    }

    @Override
    public long bytes() {
        return 729L * 4 + (long) posA.length * (7 * 4 + 9 * 4 + 16);
    }
}

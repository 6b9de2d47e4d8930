package puzzlelab.puzzles.coroutine;

/**
 * The generator's and benchmark's solver: optimal turns (BFS) or moves (0-1 BFS) over the array-indexed state space,
 * with no objects, hashing or clearing per board. Not thread-safe: use one instance per thread.
 *
 * <p>The game is symmetric in the two tokens (the mover's steps come from the other token's square, and either
 * token wins), so a state is just (mover's square p, other token's square o), index {@code p << 4 | o}: at most
 * 8 × 7 = 56 non-terminal states are reachable; the token's name follows from the parity of the turn. A shortest
 * line never repeats a state, so no board needs more than 56 turns.
 * <pre>
 *   turns: BFS from (startA, startB); a state whose mover has no step passes (edge cost 1) unless the other
 *          token has no step either (dead); the first move onto the centre ends the search: T = depth + 1.
 *   moves: the same graph with passes costing 0, searched by 0-1 BFS (pass children go to the deque's front);
 *          states leave the deque in non-decreasing cost, so the first winning move seen gives M.
 * </pre>
 */
final class FastSolver {
    private final int[] mask = new int[9];
    private final int[] stamp = new int[144];
    private final int[] dist = new int[144];
    private final int[] queue = new int[2 * 144 + 2];
    private int epoch;

    /** Loads a packed board (see {@link CoroutineBoard#packed()}). */
    void load(long packed) {
        for (int i = 0; i < 8; i++) mask[Rules.OUTER[i]] = (int) (packed >>> (8 * i)) & 0xFF;
    }

    /** Bit set of the squares the mover on p may step to while the other token stands on o. */
    private int legal(int p, int o) {
        return Rules.DEST[p << 8 | mask[o]] & ~(1 << o);
    }

    private int nextEpoch() {
        if (++epoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp, 0);
            epoch = 1;
        }
        return epoch;
    }

    /** Minimum turns (passes counted) with default starts, or -1 when no solution exists. */
    int turns(long packed) {
        load(packed);
        return turns(CoroutineBoard.DEFAULT_A, CoroutineBoard.DEFAULT_B);
    }

    /** Minimum real moves (passes free) with default starts, or -1 when no solution exists. */
    int moves(long packed) {
        load(packed);
        return moves(CoroutineBoard.DEFAULT_A, CoroutineBoard.DEFAULT_B);
    }

    int turns(int a, int b) {
        if (a == Rules.GOAL || b == Rules.GOAL) return 0;
        int ep = nextEpoch();
        int s0 = a << 4 | b;
        stamp[s0] = ep;
        dist[s0] = 0;
        queue[0] = s0;
        int head = 0;
        int tail = 1;
        while (head < tail) {
            int s = queue[head++];
            int p = s >>> 4;
            int o = s & 15;
            int nd = dist[s] + 1;
            int dests = legal(p, o);
            if (dests == 0) {
                if (legal(o, p) == 0) continue;               // both stuck: dead
                int t = o << 4 | p;
                if (stamp[t] != ep) {
                    stamp[t] = ep;
                    dist[t] = nd;
                    queue[tail++] = t;
                }
                continue;
            }
            if ((dests & 1 << Rules.GOAL) != 0) return nd;
            while (dests != 0) {
                int q = Integer.numberOfTrailingZeros(dests);
                dests &= dests - 1;
                int t = o << 4 | q;
                if (stamp[t] != ep) {
                    stamp[t] = ep;
                    dist[t] = nd;
                    queue[tail++] = t;
                }
            }
        }
        return -1;
    }

    int moves(int a, int b) {
        if (a == Rules.GOAL || b == Rules.GOAL) return 0;
        int ep = nextEpoch();
        int s0 = a << 4 | b;
        stamp[s0] = ep;
        dist[s0] = 0;
        int head = 144;
        int tail = 144;
        queue[tail++] = s0;
        while (head < tail) {
            int s = queue[head++];
            int d = dist[s];
            if (d < 0) continue;                               // stale: already expanded (marked below)
            dist[s] = ~d;
            int p = s >>> 4;
            int o = s & 15;
            int dests = legal(p, o);
            if (dests == 0) {
                if (legal(o, p) == 0) continue;
                int t = o << 4 | p;
                if (stamp[t] != ep) {
                    stamp[t] = ep;
                    dist[t] = d;
                    queue[--head] = t;
                } else if (dist[t] > d) {
                    dist[t] = d;
                    queue[--head] = t;
                }
                continue;
            }
            if ((dests & 1 << Rules.GOAL) != 0) return d + 1;
            while (dests != 0) {
                int q = Integer.numberOfTrailingZeros(dests);
                dests &= dests - 1;
                int t = o << 4 | q;
                if (stamp[t] != ep) {
                    stamp[t] = ep;
                    dist[t] = d + 1;
                    queue[tail++] = t;
                }
            }
        }
        return -1;
    }
}

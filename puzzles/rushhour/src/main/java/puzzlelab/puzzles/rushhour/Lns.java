package puzzlelab.puzzles.rushhour;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * Large-neighbourhood search for boards too big for exact search (UvA board 7): improve one solution by solving
 * small sub-puzzles exactly.
 * <pre>
 *   P = random walk with the finish check, loops cut
 *   repeat (window sizes L = 2, 3, 4, 6, 8, 12, …, growing while a sweep gains nothing, back to small after a gain):
 *     for windows [i, i+L) of P:
 *       S = vehicles moved in the window (+ up to two vehicles next to them, at random)
 *       the sub-puzzle: only S moves, every other vehicle stands still (a wall)
 *       window inside P: bidirectional BFS from state i to state i+L;  window at the end: BFS to the exit
 *       if shorter: splice it in, cut loops
 *   a sweep at the largest L without a gain = local optimum: keep it, start again from a new walk (--restarts)
 * </pre>
 * Every sub-puzzle solution is legal on the full board (frozen vehicles are only obstacles), so P stays a
 * solution throughout. Anytime: with --timeout it returns the best found. Never optimal.
 */
final class Lns extends Search {
    /** Window sizes; the last stands for the whole path (the sub-puzzle of every vehicle the solution moves). */
    private static final int[] WINDOWS = {2, 3, 4, 6, 8, 12, 16, 24, 32, 48, Integer.MAX_VALUE};
    private static final int CAP = 400_000;

    private final Packed pk;
    private final boolean steps;
    private final SplittableRandom rnd;
    private final int restarts;
    private int round;
    private RandomPlay walk;
    private int[] path;
    private List<int[]> states;
    private int level;
    private int at;
    private boolean gainedThisSweep;
    int localOptima;

    Lns(Packed pk, boolean steps, long seed) {
        this(pk, steps, seed, 1);
    }

    Lns(Packed pk, boolean steps, long seed, int restarts) {
        this.pk = pk;
        this.steps = steps;
        this.rnd = new SplittableRandom(seed);
        this.restarts = Math.max(1, restarts);
    }

    @Override public String name() { return "lns"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return path == null ? 0 : path.length * 4L + (long) states.size() * pk.count * 4; }

    /** How far the search went, for the result's message: the local optima it reached (restarts taken). */
    @Override
    public String message() {
        if (message != null) return message;
        return localOptima == 0 ? null : localOptima + (localOptima == 1 ? " local optimum" : " local optima");
    }

    /** Current solution (for experiments and the benchmark's progress). */
    int[] current() {
        return path;
    }

    @Override
    public Status step(int budget) {
        if (pk.staticUnsolvable() != null) {
            message = pk.staticUnsolvable();
            return Status.UNSOLVABLE;
        }
        if (path == null) {
            if (walk == null) {
                round++;
                walk = new RandomPlay("random-finish", pk, RandomPlay.Kind.FINISH, steps, rnd.nextLong(), 1, Variants.RANDOM_CAP);
            }
            Status s = walk.step(budget);
            stats.expanded += walk.stats().expanded;
            if (s == Status.RUNNING) return s;
            if (s != Status.SOLVED) {
                message = walk.message();
                return best != null ? Status.SOLVED : s;
            }
            setPath(Paths.sink(pk, pk.board.start, walk.best().moves()));
            walk = null;
            return Status.RUNNING;
        }
        int L = Math.min(WINDOWS[level], path.length);
        if (at >= path.length) {   // sweep over
            if (gainedThisSweep) {
                level = 0;
            } else if (L < path.length) {
                level++;
            } else {   // no window of any size gains: a local optimum
                localOptima++;
                if (round >= restarts) return Status.SOLVED;
                path = null;
                level = 0;
            }
            at = 0;
            gainedThisSweep = false;
            return Status.RUNNING;
        }
        int end = Math.min(path.length, at + L);
        if (improve(at, end)) gainedThisSweep = true;
        else at = end == path.length ? path.length : at + Math.max(1, L / 2);
        return Status.RUNNING;
    }

    private void setPath(int[] p) {
        path = p;
        states = new ArrayList<>(p.length + 1);
        int[] pos = pk.board.start.clone();
        states.add(pos.clone());
        for (int m : p) {
            pos[Packed.vehicle(m)] += Packed.distance(m);
            states.add(pos.clone());
        }
        if (best == null || p.length < best.length()) best = new Solution(p, Paths.cost(p, steps));
        stats.iterations++;
    }

    /** Tries to replace moves [i, j) by a shorter sequence; true on success. */
    private boolean improve(int i, int j) {
        boolean[] moving = new boolean[pk.count];
        for (int k = i; k < j; k++) moving[Packed.vehicle(path[k])] = true;
        addNeighbours(moving, states.get(i), rnd.nextInt(3));
        boolean[] frozen = new boolean[pk.count];
        for (int v = 0; v < pk.count; v++) frozen[v] = !moving[v];
        RushBoard sub = pk.board.withStart(states.get(i));
        Packed sp = new Packed(sub, frozen);
        int[] repl;
        if (j == path.length) {
            if (!moving[pk.red]) return false;
            PackedBfs bfs = new PackedBfs(sp, false, 1 << 10, 1);
            Status st;
            do {
                st = bfs.step(4096);
            } while (st == Status.RUNNING && bfs.stats().stored < CAP);
            bfs.stopped();
            stats.expanded += bfs.stats().expanded;
            stats.generated += bfs.stats().generated;
            if (st != Status.SOLVED) return false;
            repl = bfs.best().moves();
        } else {
            long[] a = new long[sp.words];
            long[] b = new long[sp.words];
            sp.encode(states.get(i), a);
            sp.encode(states.get(j), b);
            PairBfs pair = new PairBfs(sp, CAP);
            repl = pair.path(a, b);
            stats.generated += pair.stored;
            if (repl == null) return false;
        }
        if (repl.length >= j - i) return false;
        IntArrayList np = new IntArrayList();
        for (int k = 0; k < i; k++) np.add(path[k]);
        np.addAll(IntArrayList.wrap(repl));
        for (int k = j; k < path.length; k++) np.add(path[k]);
        setPath(Paths.sink(pk, pk.board.start, np.toIntArray()));
        return true;
    }

    /** Marks up to {@code extra} random vehicles that touch a moving vehicle's lane next to it. */
    private void addNeighbours(boolean[] moving, int[] pos, int extra) {
        if (extra == 0) return;
        int[] grid = pk.board.grid(pos);
        IntArrayList cand = new IntArrayList();
        for (int v = 0; v < pk.count; v++) {
            if (!moving[v]) continue;
            int before = pos[v] - 1;
            int after = pos[v] + pk.length[v];
            for (int q : new int[] {before, after}) {
                if (q < 0 || q >= pk.n) continue;
                int cell = pk.horizontal[v] ? pk.lane[v] * pk.n + q : q * pk.n + pk.lane[v];
                int u = grid[cell];
                if (u >= 0 && !moving[u] && pk.hi[u] > pk.lo[u]) cand.add(u);
            }
        }
        for (int k = 0; k < extra && !cand.isEmpty(); k++) moving[cand.removeInt(rnd.nextInt(cand.size()))] = true;
    }
}

package puzzlelab.engine.algo;

import it.unimi.dsi.fastutil.ints.IntArrayList;
import java.util.SplittableRandom;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;
import puzzlelab.engine.Successors;

/**
 * Seeded random walks: from the start, play a uniformly chosen legal move until a goal or {@code maxLength}
 * moves; repeat up to {@code restarts} walks and keep the shortest solution. Never optimal; pair it with the
 * shortener. The same seed gives the same walks.
 */
public final class RandomWalk extends Search {
    private final Problem p;
    private final int w;
    private final int maxLength;
    private final int restarts;
    private final SplittableRandom rnd;
    private long[] cur;
    private final long[] kid;
    private long[] kids = new long[64];
    private int[] kidMoves = new int[16];
    private int[] kidCost = new int[16];
    private int nk;
    private final IntArrayList walk = new IntArrayList();
    private long walkCost;
    private int walks;
    private final Successors sink;

    public RandomWalk(Problem p, long seed, int maxLength, int restarts) {
        this.p = p;
        this.w = p.words();
        this.maxLength = maxLength;
        this.restarts = Math.max(1, restarts);
        this.rnd = new SplittableRandom(seed);
        this.cur = new long[w];
        this.kid = new long[w];
        sink = new Successors() {
            public long[] child() { return kid; }
            public void emit(int move, int cost) {
                if (nk == kidMoves.length) {
                    kidMoves = java.util.Arrays.copyOf(kidMoves, nk * 2);
                    kidCost = java.util.Arrays.copyOf(kidCost, nk * 2);
                }
                if ((nk + 1) * w > kids.length) kids = java.util.Arrays.copyOf(kids, kids.length * 2 + w);
                System.arraycopy(kid, 0, kids, nk * w, w);
                kidMoves[nk] = move;
                kidCost[nk] = cost;
                nk++;
                stats.generated++;
            }
        };
        restart();
    }

    private void restart() {
        walks++;
        stats.iterations = walks;
        p.initial(cur);
        walk.clear();
        walkCost = 0;
    }

    @Override public String name() { return "random"; }

    @Override
    public Status step(int budget) {
        for (int n = 0; n < budget; n++) {
            if (p.isGoal(cur)) {
                if (best == null || walk.size() < best.length()) best = new Solution(walk.toIntArray(), walkCost);
                if (walks >= restarts) return Status.SOLVED;
                restart();
                continue;
            }
            boolean tooLong = walk.size() >= maxLength || (best != null && walk.size() >= best.length());
            nk = 0;
            if (!tooLong) {
                stats.expanded++;
                p.expand(cur, sink);
            }
            if (nk == 0) {   // dead end or length cap: next walk
                if (walks >= restarts) {
                    if (best != null) return Status.SOLVED;
                    message = walks + " random walk(s) of at most " + maxLength + " moves found no solution";
                    return Status.LIMIT;
                }
                restart();
                continue;
            }
            int i = rnd.nextInt(nk);
            System.arraycopy(kids, i * w, cur, 0, w);
            walk.add(kidMoves[i]);
            walkCost += kidCost[i];
            stats.frontier(walk.size());
        }
        return Status.RUNNING;
    }

    @Override public boolean provesOptimal() { return false; }

    @Override public long bytes() { return walk.elements().length * 4L + kids.length * 8L; }
}

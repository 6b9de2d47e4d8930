package puzzlelab.engine.algo;

import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * Restarting weighted A* (Richter, Thayer and Ruml 2010) as an improver: weighted A* runs again with falling
 * weights, each run pruning every node whose g + h (h admissible) or g cannot beat the best solution so far.
 * <pre>
 *   for w in weights (e.g. 3, 2, 1.5, 1.25): run wA*(w) with incumbent U: skip children with g + h ≥ U
 *                                              a solution cheaper than U becomes U
 * </pre>
 * Never claims optimality itself (weighted runs do not reopen states); the prover of a portfolio does that.
 */
public final class RestartingWeightedAStar extends Search {
    private final Problem p;
    private final Heuristic h;
    private final double[] weights;
    private int round;
    private BestFirst current;
    private final Stats finished = new Stats();

    public RestartingWeightedAStar(Problem p, Heuristic h, double... weights) {
        this.p = p;
        this.h = h;
        this.weights = weights.clone();
    }

    @Override public String name() { return "rwastar"; }
    @Override public String heuristic() { return h.name(); }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return current == null ? 0 : current.bytes(); }

    @Override
    public void offer(Solution s) {
        if (best == null || s.cost() < best.cost()) best = s;
        if (current != null) current.offer(s);
    }

    @Override
    public Status step(int budget) {
        if (round >= weights.length) return Status.SOLVED;
        if (current == null) {
            current = new BestFirst(p, h, BestFirst.Kind.WASTAR, weights[round]);
            if (best != null) current.offer(best);
        }
        Status st = current.step(budget);
        Stats c = current.stats();
        stats.expanded = finished.expanded + c.expanded;
        stats.generated = finished.generated + c.generated;
        stats.duplicates = finished.duplicates + c.duplicates;
        stats.stored = c.stored;
        stats.frontier(c.maxFrontier);
        if (st == Status.RUNNING) return Status.RUNNING;
        finished.add(c);
        Solution s = current.best();
        if (s != null && (best == null || s.cost() < best.cost())) {
            best = s;
            message = "w = " + weights[round] + " found " + s.cost();
        }
        current = null;
        round++;
        return round >= weights.length ? Status.SOLVED : Status.RUNNING;
    }
}

package puzzlelab.puzzles.zhed;

import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The ZHED solver ("zhed"): the proving search of {@link Deepening} run by iterative deepening on the number of
 * moves, with the goal-directed {@link Finder} and {@link Weaver} beside it for levels too big to finish that way.
 * <pre>
 *   1. deepen alone for a small budget: small levels end here, optimal and proven
 *   2. alternate finder, weaver and deepening until one has a solution; deepening finds shortest ones (proven);
 *      a finder or weaver solution is shortened by dropping moves it does not need (the upper bound U)
 *   3. deepen on for limits up to U − 1 within the proof budget: a solution found there is optimal; all limits
 *      exhausted prove U optimal; budget spent: U is returned without the proof. Meanwhile the finder (and a
 *      little of the weaver), started afresh with new seeds, look for shorter solutions, which lower U
 * </pre>
 * Limits exhausted up to the number of tiles prove the level unsolvable. {@link #provesOptimal()} is true only
 * when minimality was proven. Deterministic: budgets are counted in nodes, not time.
 */
public final class ZhedSearch extends Search {
    /** Expanded nodes of deepening before the finders start. */
    static final long QUICK_NODES = 60_000;
    /**
     * The same for levels of more than {@link #QUICK_TILES} tiles: their deepening nodes are costly (about 0.1 ms
     * each with 40 tiles) and it never finishes them in the quick phase.
     */
    static final long QUICK_NODES_BIG = 5_000;
    static final int QUICK_TILES = 20;

    /**
     * Weaver nodes per finder node in the find phase: a weaver node is about that much cheaper, so both get about
     * the same time.
     */
    static final int WEAVER_SPEED = 32;

    private enum Phase { QUICK, FIND, PROVE }

    private final Level lv;
    private final String name;
    private final boolean useFinder;
    private final long proofNodes;
    private final long seed;
    private final TransTable tt;
    private final Deepening deep;
    private Finder finder;
    private WeaverPortfolio weaver;
    private Phase phase = Phase.QUICK;
    private int limit;
    private boolean iterating;
    private boolean proven;
    /** Nodes the deepening expanded since the first solution (the proof budget counts only these). */
    private long proofSpent;
    /**
     * While proving, give half of each step to fresh finders looking for a shorter solution; off when another
     * thread already does that (the portfolio of {@link ZhedInstance#portfolio}), so the proof gets the whole step.
     */
    boolean improveWhileProving = true;
    /** Finders started afresh so far (each takes the next seed). */
    private int fresh;

    /**
     * While the finders run they share 7/8 of each step and the deepening gets 1/8 (1/32 above 20 tiles, where it
     * cannot prove anything); the deepening still finishes small and mid-size levels on its own.
     *
     * @param proofNodes nodes the proof may expand after a solution is known (≤ 0: no limit)
     * @param useFinder  false for plain iterative deepening (complete and optimal, slow on big levels)
     */
    public ZhedSearch(Level lv, String name, boolean useFinder, long proofNodes, long seed) {
        this.lv = lv;
        this.name = name;
        this.useFinder = useFinder;
        this.proofNodes = proofNodes;
        this.seed = seed;
        Position p = new Position(lv);
        this.tt = new TransTable(lv.tiles() <= 6 ? 12 : 21);
        this.deep = new Deepening(p, tt, stats, MoveOrder.NATURAL);
        int root = new Bounds(p).bound();
        if (root >= Bounds.DEAD) {
            message = "no unused tile can ever reach a goal";
            limit = Integer.MAX_VALUE;
        } else {
            limit = root;
        }
        if (!useFinder) phase = Phase.PROVE;
    }

    @Override public String name() { return name; }

    @Override
    public Status step(int budget) {
        if (limit == Integer.MAX_VALUE) return Status.UNSOLVABLE;
        if (phase == Phase.FIND) {
            if (finder == null) {
                finder = new Finder(lv, stats, seed);
                weaver = new WeaverPortfolio(lv, stats, seed);
            }
            // big levels: the deepening cannot prove them, so it gets less of the time
            int deepShare = lv.tiles() > QUICK_TILES ? budget / 32 : budget / 8;
            int share = (budget - deepShare) / 2;
            int[] found = null;
            String by = null;
            if (finder.run(share)) {
                found = finder.solution;
                by = "finder";
            } else if ((found = weaver.run(share * WEAVER_SPEED)) != null) {
                by = "weaver";
            }
            if (found != null) {
                int[] s = Solutions.prune(lv, found);
                best = new Solution(s, s.length);
                message = by + ": " + found.length + " moves, pruned to " + s.length;
                phase = Phase.PROVE;
                // the one that found it starts afresh (another seed) to look for shorter solutions
                if (by.equals("finder")) finder = new Finder(lv, stats, seed + (++fresh));
                else weaver = new WeaverPortfolio(lv, stats, seed + (++fresh));
                if (limit >= s.length) return provenDone();
            }
            return deepen(deepShare);
        }
        boolean improving = improveWhileProving && phase == Phase.PROVE && finder != null;
        if (improving) improve(budget / 2);
        long expandedBefore = stats.expanded;
        Status st = deepen(improving ? budget - budget / 2 : budget);
        if (phase == Phase.PROVE) proofSpent += stats.expanded - expandedBefore;
        if (st != Status.RUNNING) return st;
        if (phase == Phase.QUICK && stats.expanded > (lv.tiles() > QUICK_TILES ? QUICK_NODES_BIG : QUICK_NODES))
            phase = Phase.FIND;
        if (phase == Phase.PROVE && best != null && proofNodes > 0 && proofSpent > proofNodes) {
            message = (message == null ? "" : message + "; ") + "minimality not proven: proof budget of "
                    + proofNodes + " nodes spent at " + limit + " moves";
            return Status.SOLVED;
        }
        return Status.RUNNING;
    }

    /**
     * While the proof runs, the finder (and a little of the weaver) go on looking for a shorter solution; each time
     * one finds a solution it starts afresh with the next seed.
     */
    private void improve(int budget) {
        int[] found = null;
        String by = null;
        if (finder.run(budget)) {
            found = finder.solution;
            by = "finder";
            finder = new Finder(lv, stats, seed + (++fresh));
        } else if ((found = weaver.run(budget * WEAVER_SPEED / 4)) != null) {
            by = "weaver";
            weaver = new WeaverPortfolio(lv, stats, seed + (++fresh));
        }
        if (found == null) return;
        int[] s = Solutions.prune(lv, found);
        if (s.length >= best.length()) return;
        best = new Solution(s, s.length);
        message = by + " (later): " + found.length + " moves, pruned to " + s.length;
    }

    /**
     * A solution found outside this search (another thread's finders): it becomes the upper bound when it is
     * shorter than the best so far, and the search moves on to proving (deepening up to its length − 1).
     */
    @Override
    public void offer(Solution s) {
        offer(s.moves(), "another member");
    }

    void offer(int[] solution, String by) {
        if (proven || best != null && solution.length >= best.length()) return;
        best = new Solution(solution, solution.length);
        message = by + ": " + solution.length + " moves";
        if (phase != Phase.PROVE) phase = Phase.PROVE;
    }

    /** Runs the iterative deepening; SOLVED/UNSOLVABLE when it settles the level, else RUNNING. */
    private Status deepen(int budget) {
        int work = budget;
        while (work > 0) {
            if (!iterating) {
                if (best != null && limit >= best.length()) return provenDone();
                if (limit > lv.tiles()) {
                    message = "no solution: every move sequence of up to " + lv.tiles() + " moves was ruled out";
                    return Status.UNSOLVABLE;
                }
                stats.iterations++;
                iterating = deep.start(limit);
                if (!iterating) {
                    limit++;
                    continue;
                }
            }
            long before = stats.generated;
            Deepening.Outcome o = deep.run(work);
            work -= (int) Math.min(work, Math.max(1, stats.generated - before));
            if (o == Deepening.Outcome.FOUND) {
                best = new Solution(deep.solution, deep.solution.length);
                proven = true;
                message = "shortest: every sequence of fewer moves was ruled out";
                return Status.SOLVED;
            }
            if (o == Deepening.Outcome.EXHAUSTED) {
                iterating = false;
                limit++;
            }
        }
        return Status.RUNNING;
    }

    private Status provenDone() {
        proven = true;
        message = (message == null ? "" : message + "; ") + "proven shortest: every sequence of fewer moves was ruled out";
        return Status.SOLVED;
    }

    /** The move limit the deepening has reached (every shorter sequence is ruled out below it). */
    @Override
    public long lowerBound() {
        return limit == Integer.MAX_VALUE ? -1 : limit;
    }

    /** Budgets are node counts split among the finders and the deepening: fixed budgets keep runs deterministic. */
    @Override
    public boolean fixedBudget() {
        return true;
    }

    @Override
    public boolean provesOptimal() {
        return proven;
    }

    @Override
    public long bytes() {
        return tt.bytes();
    }
}

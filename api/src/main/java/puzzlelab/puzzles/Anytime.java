package puzzlelab.puzzles;

import java.util.ArrayList;
import java.util.List;
import puzzlelab.engine.algo.Algorithms;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.SearchOptions;
import puzzlelab.engine.algo.BestFirst;
import puzzlelab.engine.algo.RestartingWeightedAStar;
import puzzlelab.engine.algo.ShortenImprover;
import puzzlelab.engine.portfolio.Member;
import puzzlelab.engine.portfolio.Portfolio;
import puzzlelab.engine.portfolio.Role;

/**
 * The default algorithm of every puzzle, {@code auto}: the engine's anytime {@link Portfolio} with
 * <ul>
 *   <li>finders: greedy best-first and weighted A* (w = 5) with the heuristic, when the puzzle has one;</li>
 *   <li>improvers: the shortener on the first solution, then restarting weighted A* (w = 3, 2, 1.5, 1.25) pruned
 *       by the incumbent, when an admissible heuristic exists;</li>
 *   <li>prover: the puzzle's optimal default algorithm (e.g. IDA*, BFS, A*) with its admissible heuristic;</li>
 *   <li>plus the puzzle's own members ({@link Instance#anytimeMembers}), e.g. Rush Hour's LNS; a puzzle may also
 *       replace the whole set (ZHED's two seeded solvers).</li>
 * </ul>
 */
public final class Anytime {
    public static final String NAME = "auto";
    public static final String DESCRIPTION = "anytime portfolio: finds a solution fast, improves it and proves bounds (the default)";
    public static final AlgorithmFacts FACTS = new AlgorithmFacts(NAME, DESCRIPTION,
            "optimal when the result says so (the lower bound met the cost, or the prover finished)", true, true, true,
            puzzlelab.engine.Trace.Reports.NONE);
    private static final double[] IMPROVE_WEIGHTS = {3, 2, 1.5, 1.25};

    private Anytime() {
    }

    /**
     * The portfolio for the instance from the problem's start ({@code p} may start elsewhere: play hints);
     * {@code h} is the plan's heuristic (the requested one, else the puzzle's first; null when it has none).
     */
    static Search create(Instance inst, String metric, Heuristic h, SearchOptions o, Problem p, boolean atStart) {
        List<Member> members = atStart ? inst.anytimeMembers(metric, o) : null;
        if (members == null) members = generic(inst, metric, h, o, p, atStart);
        Heuristic admissible = admissible(inst, metric, h);
        long root = -1;
        if (admissible != null) {
            long[] s0 = new long[p.words()];
            p.initial(s0);
            root = admissible.estimate(s0);
        }
        long share = Runtime.getRuntime().maxMemory() * 2 / 5;
        return new Portfolio(NAME, h == null ? null : h.name(), members, o.threads(), root, share);
    }

    /** The generic members: finders and improvers with the heuristics, the default optimal algorithm as prover. */
    private static List<Member> generic(Instance inst, String metric, Heuristic h, SearchOptions o, Problem p,
                                        boolean atStart) {
        List<Member> m = new ArrayList<>();
        Heuristic admissible = admissible(inst, metric, h);
        if (h != null) {
            m.add(new Member(Role.FIND, "greedy", () -> new BestFirst(p, h, BestFirst.Kind.GREEDY, 1)));
            m.add(new Member(Role.FIND, "wastar(5)", () -> new BestFirst(p, h, BestFirst.Kind.WASTAR, 5)));
        }
        m.add(new Member(Role.IMPROVE, "shortener", () -> new ShortenImprover(p, 8, 1)));
        if (admissible != null)
            m.add(new Member(Role.IMPROVE, "rwastar", () -> new RestartingWeightedAStar(p, admissible, IMPROVE_WEIGHTS)));
        String prover = inst.defaultAlgorithm(metric);
        PuzzleAlgorithm own = inst.algorithms().get(prover);
        if (own != null && atStart) {
            Heuristic ph = own.usesHeuristic() ? admissible : null;
            m.add(new Member(Role.PROVE, prover, () -> own.create(metric, ph, o)));
        } else {
            String generic = own == null ? prover : admissible != null ? "astar" : p.unitCost() ? "bfs" : "ucs";
            Heuristic ph = Algorithms.info(generic).usesHeuristic() ? admissible : null;
            m.add(new Member(Role.PROVE, generic, () -> Algorithms.create(generic, p, ph, o)));
        }
        return m;
    }

    /** The requested heuristic when it is admissible, else the puzzle's first admissible one (null: none). */
    private static Heuristic admissible(Instance inst, String metric, Heuristic requested) {
        if (requested != null && requested.admissible()) return requested;
        return Solver.firstAdmissible(inst, metric);
    }
}

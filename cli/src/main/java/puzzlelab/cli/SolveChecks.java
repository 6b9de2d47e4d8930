package puzzlelab.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import puzzlelab.engine.Heuristic;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.Text;

/**
 * What {@code solve} checks once the instance is known, before the search: a heuristic that exists only on other
 * boards is named as such, and options the chosen algorithm ignores (-H for a blind search, --trace outside the
 * depth-first family) get a note on stderr instead of being dropped silently.
 */
final class SolveChecks {
    /** The generic algorithms that print --trace; puzzle variants with "dfs" in their name do too. */
    private static final Set<String> TRACED = Set.of("dfs", "dfbnb", "iddfs", "idastar");

    private SolveChecks() {
    }

    static void check(Instance inst, String metric, String algorithm, String heuristic, boolean trace, PrintStream err) {
        String algo;
        try {
            algo = Solver.algorithm(inst, metric, algorithm);
        } catch (IllegalArgumentException e) {
            return;  // the solver names the unknown algorithm
        }
        if (heuristic != null) {
            boolean known = heuristic.equalsIgnoreCase("zero")
                    || inst.heuristics(metric).stream().map(Heuristic::name).anyMatch(heuristic::equalsIgnoreCase);
            String why = known ? null : inst.unavailableHeuristic(heuristic.toLowerCase(Locale.ROOT));
            if (why != null) throw new IllegalArgumentException(why);
            if (known && !Solver.usesHeuristic(inst, algo))
                err.println("note: " + algo + " is a blind search; -H " + Text.shown(heuristic) + " is ignored");
        }
        if (trace && !TRACED.contains(algo) && !algo.contains("dfs"))
            err.println("note: --trace follows the depth-first family (dfs, dfbnb, iddfs, idastar); " + algo + " prints no trace");
        err.flush();
    }
}

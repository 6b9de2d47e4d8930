package puzzlelab.cli;

import puzzlelab.puzzles.input.InputException;
import java.io.PrintStream;
import java.util.Locale;
import puzzlelab.engine.Heuristic;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.AlgorithmFacts;
import puzzlelab.puzzles.Plan;
import puzzlelab.puzzles.Solver;
import puzzlelab.puzzles.input.Text;

/**
 * What {@code solve} checks once the instance is known, before the search: a heuristic that exists only on other
 * boards is named as such, and options the chosen algorithm ignores (-H for a blind search, --trace outside the
 * generic algorithms that report to a trace) get a note on stderr instead of being dropped silently.
 */
final class SolveChecks {
    private SolveChecks() {
    }

    /** A heuristic that exists only on other boards (e.g. pdb-555 on 3×3) is named as such before resolving. */
    static void heuristicAvailable(Instance inst, String metric, String heuristic) {
        if (heuristic == null) return;
        boolean known = heuristic.equalsIgnoreCase("zero")
                || inst.heuristics(metric).stream().map(Heuristic::name).anyMatch(heuristic::equalsIgnoreCase);
        String why = known ? null : inst.unavailableHeuristic(heuristic.toLowerCase(Locale.ROOT));
        if (why != null) throw new InputException(null, why);
    }

    /** Notes on options the planned algorithm ignores; true when --trace applies. */
    static boolean notes(Plan plan, String heuristic, boolean trace, PrintStream err) {
        String algo = plan.algorithm().name();
        if (heuristic != null && !plan.algorithm().usesHeuristic())
            err.println("note: " + algo + " is a blind search; -H " + Text.shown(heuristic) + " is ignored");
        String noH = plan.algorithm().usesHeuristic() && (plan.heuristic() == null || plan.heuristic() == Heuristic.ZERO)
                ? plan.instance().noHeuristicReason(plan.metric()) : null;
        if (noH != null) err.println("note: " + noH + "; the search runs with h = 0");
        boolean traced = trace && plan.algorithm().traceable();   // the catalogue entry says what reports to a trace
        if (trace && !traced)
            err.println("note: " + algo + " prints no trace; --trace follows " + String.join(", ", Solver.catalogue(plan.instance())
                    .stream().filter(AlgorithmFacts::traceable).map(AlgorithmFacts::name).toList()));
        err.flush();
        return traced;
    }
}

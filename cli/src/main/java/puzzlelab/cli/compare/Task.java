package puzzlelab.cli.compare;

import puzzlelab.puzzles.NotApplicable;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Plan;
import puzzlelab.puzzles.Solver;

/**
 * One planned instance × configuration pair, resolved once for the instance's puzzle into a {@link Plan} (the runner
 * sets its options and limits per run). Randomised algorithms (as the plan's facts say) run once per seed instead of
 * being repeated for timing.
 */
record Task(int instanceIndex, int specIndex, AlgoSpec spec, Plan plan) {

    /**
     * Resolves the configuration for the instance.
     *
     * @throws NotApplicable when the puzzle lacks the metric, the algorithm or the heuristic
     */
    static Task plan(int instanceIndex, Instance inst, int specIndex, AlgoSpec spec, String metric) throws NotApplicable {
        Plan p = Solver.resolve(inst, new Solver.Request(spec.algorithm(), spec.heuristic(), metric, null, null, 0));
        return new Task(instanceIndex, specIndex, spec, p);
    }

    Instance instance() {
        return plan.instance();
    }

    String metric() {
        return plan.metric();
    }

    String algorithm() {
        return plan.algorithm().name();
    }

    /** The heuristic's name, null for blind algorithms. */
    String heuristic() {
        return plan.heuristic() == null ? null : plan.heuristic().name();
    }

    boolean random() {
        return plan.algorithm().randomised();
    }
}

package puzzlelab.cli.compare;

import java.util.Locale;
import puzzlelab.engine.Heuristic;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.Solver;

/**
 * One planned instance × configuration pair, with the names already resolved for the instance's puzzle
 * ({@code heuristic} null for blind algorithms).
 * {@code random} marks randomised algorithms (any name containing "random"): they run once per seed instead of
 * being repeated for timing.
 */
record Task(int instanceIndex, Instance instance, int specIndex, AlgoSpec spec, String metric, String algorithm,
            String heuristic, boolean random) {

    /**
     * Resolves the configuration for the instance.
     *
     * @throws NotApplicable when the puzzle lacks the metric, the algorithm or the heuristic
     */
    static Task plan(int instanceIndex, Instance inst, int specIndex, AlgoSpec spec, String metric) throws NotApplicable {
        try {
            String m = Solver.metric(inst, metric);
            String a = Solver.algorithm(inst, m, spec.algorithm());
            Heuristic h = Solver.heuristic(inst, m, a, spec.heuristic());
            return new Task(instanceIndex, inst, specIndex, spec, m, a, h == null ? null : h.name(), isRandom(a));
        } catch (IllegalArgumentException e) {
            throw new NotApplicable(e.getMessage());
        }
    }

    static boolean isRandom(String algorithm) {
        return algorithm.toLowerCase(Locale.ROOT).contains("random");
    }
}

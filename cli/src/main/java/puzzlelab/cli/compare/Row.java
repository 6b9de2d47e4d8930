package puzzlelab.cli.compare;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One measured run: the flat record written to CSV and JSON Lines. {@code seed} is set for randomised algorithms
 * only; {@code length} (the solution cost) is null without a solution; {@code status} is SOLVED, UNSOLVABLE, LIMIT
 * or ERROR, with the reason in {@code message}; {@code lowerBound} is the proven bound on the optimum and
 * {@code firstSolutionMs} the wall time to the first solution (anytime algorithms), each null when there is none.
 */
record Row(String instance, String puzzle, String algorithm, String heuristic, Long seed, String status, Long length,
           boolean optimal, Long lowerBound, Long firstSolutionMs, long expanded, long generated, long stored, long maxFrontier, long wallMs, long cpuMs,
           long peakBytes, String jvm, String cpu, int jobs, String message) {

    static final List<String> COLUMNS = List.of("instance", "puzzle", "algorithm", "heuristic", "seed", "status",
            "length", "optimal", "lower_bound", "first_solution_ms", "expanded", "generated", "stored", "max_frontier", "wall_ms", "cpu_ms", "peak_bytes",
            "jvm", "cpu", "jobs", "message");

    List<Object> values() {
        return Arrays.asList(instance, puzzle, algorithm, heuristic, seed, status, length, optimal, lowerBound,
                firstSolutionMs, expanded, generated,
                stored, maxFrontier, wallMs, cpuMs, peakBytes, jvm, cpu, jobs, message);
    }

    Map<String, Object> asMap() {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Object> v = values();
        for (int i = 0; i < COLUMNS.size(); i++) m.put(COLUMNS.get(i), v.get(i));
        return m;
    }

    boolean hasSolution() {
        return length != null;
    }
}

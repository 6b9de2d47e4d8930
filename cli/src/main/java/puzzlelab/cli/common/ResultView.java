package puzzlelab.cli.common;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Result;
import puzzlelab.engine.Stats;
import puzzlelab.puzzles.Instance;

/** Turns a result into the JSON contract object and into text for people. */
public final class ResultView {
    public static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ResultView() {
    }

    public static Map<String, Object> stats(Stats s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("expanded", s.expanded);
        m.put("generated", s.generated);
        m.put("duplicates", s.duplicates);
        m.put("stored", s.stored);
        m.put("maxFrontier", s.maxFrontier);
        m.put("iterations", s.iterations);
        m.put("wallMillis", s.wallMillis);
        m.put("cpuMillis", s.cpuMillis);
        m.put("peakBytes", s.peakBytes);
        return m;
    }

    /**
     * The verdict in words: "SOLVED, proven optimal", "SOLVED: 25 moves (optimum ≥ 14), stopped by the time limit",
     * "UNSOLVABLE (proven)", "LIMIT reached: no solution (optimum ≥ 9)".
     */
    public static String verdict(Result r, String unit) {
        String bound = r.lowerBound() == null ? "" : " (optimum ≥ " + r.lowerBound() + ")";
        String stop = r.stoppedBy() == null ? "" : ", stopped by " + switch (r.stoppedBy()) {
            case TIME -> "the time limit";
            case NODES -> "the node limit";
            case MEMORY -> "the memory limit";
            case CANCEL -> "Ctrl-C";
            case CPU -> "the CPU-time limit";
        };
        return switch (r.status()) {
            case SOLVED -> r.optimal() ? "SOLVED, proven optimal"
                    : "SOLVED: " + r.solution().cost() + " " + unit + bound + ", not proven optimal" + stop;
            case UNSOLVABLE -> "UNSOLVABLE (proven)";
            case LIMIT -> "LIMIT reached: no solution" + bound + stop;
            case CANCELLED -> "CANCELLED: no solution" + bound;
            default -> r.status().name();
        };
    }

    public static List<String> moves(Instance inst, Result r) {
        List<String> out = new ArrayList<>();
        if (r.solution() != null) for (int m : r.solution().moves()) out.add(inst.moveText(m));
        return out;
    }

    /**
     * The JSON contract object of {@code solve --format json} (the server answers the same): puzzle, instance,
     * algorithm, heuristic, metric, status, optimal, length, lowerBound (absent when none), stoppedBy (null when the
     * search finished by itself), firstSolutionMillis, moves, the solution in the puzzle's own notations (Sokoban: lurd), stats, metrics, seed (randomised algorithms), message.
     */
    public static Map<String, Object> json(Instance inst, String metric, Result r, Long seed) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("puzzle", inst.type().name());
        m.put("instance", inst.id());
        m.put("algorithm", r.algorithm());
        m.put("heuristic", r.heuristic());
        m.put("metric", metric);
        m.put("status", r.status().name());
        m.put("optimal", r.optimal());
        m.put("length", r.solution() == null ? null : r.solution().cost());
        if (r.lowerBound() != null) m.put("lowerBound", r.lowerBound());
        m.put("stoppedBy", r.stoppedBy() == null ? null : r.stoppedBy().key());
        m.put("firstSolutionMillis", r.firstSolutionMillis());
        m.put("moves", moves(inst, r));
        if (r.solution() != null) m.putAll(inst.notations(r.solution().moves()));
        m.put("stats", stats(r.stats()));
        m.put("metrics", r.solution() == null ? Map.of() : inst.counts(r.solution().moves(), metric));
        if (seed != null) m.put("seed", seed);
        if (r.message() != null) m.put("message", r.message());
        return m;
    }
}

package puzzlelab.cli;

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
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

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

    static List<String> moves(Instance inst, Result r) {
        List<String> out = new ArrayList<>();
        if (r.solution() != null) for (int m : r.solution().moves()) out.add(inst.moveText(m));
        return out;
    }

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
        m.put("moves", moves(inst, r));
        m.put("stats", stats(r.stats()));
        m.put("metrics", r.solution() == null ? Map.of() : inst.metrics(r.solution().moves(), metric));
        if (seed != null) m.put("seed", seed);
        if (r.message() != null) m.put("message", r.message());
        return m;
    }
}

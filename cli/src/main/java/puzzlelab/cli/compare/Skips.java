package puzzlelab.cli.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.Instance;

/** Skipped configurations grouped by (configuration, puzzle, reason), so 100 instances give one note. */
final class Skips {
    private final Map<String, List<String>> byReason = new LinkedHashMap<>();

    synchronized void add(String label, Instance inst, String reason) {
        String key = label + "\u0000" + inst.type().name() + "\u0000" + reason;
        byReason.computeIfAbsent(key, k -> new ArrayList<>()).add(inst.id());
    }

    synchronized List<String> lines() {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : byReason.entrySet()) {
            String[] k = e.getKey().split("\u0000", 3);
            List<String> ids = e.getValue();
            String where = ids.size() == 1 ? ids.get(0) : ids.size() + " " + k[1] + " instances";
            out.add(k[0] + " skipped on " + where + ": " + k[2]);
        }
        return out;
    }
}

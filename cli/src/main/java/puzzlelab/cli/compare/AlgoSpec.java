package puzzlelab.cli.compare;

import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One compared configuration, {@code ALGO} or {@code ALGO:HEURISTIC}; {@code heuristic} null = the puzzle's default.
 * The label (as typed, lower-cased) names the configuration in tables and charts.
 */
record AlgoSpec(String label, String algorithm, String heuristic) {

    /** Parses every {@code -a} value; each may hold several comma-separated specs. */
    static List<AlgoSpec> parseAll(List<String> values) {
        List<AlgoSpec> out = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (String v : values) {
            for (String part : v.split(",", -1)) {
                AlgoSpec s = parse(part);
                if (!seen.add(s.label)) throw new InputException(null, "-a lists " + Text.quote(s.label) + " twice");
                out.add(s);
            }
        }
        if (out.isEmpty()) throw new InputException(null, "name the algorithms to compare with -a ALGO[:HEURISTIC][,...]");
        return out;
    }

    static AlgoSpec parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        int colon = t.indexOf(':');
        String algo = colon < 0 ? t : t.substring(0, colon).trim();
        String h = colon < 0 ? null : t.substring(colon + 1).trim();
        if (algo.isEmpty() || (h != null && (h.isEmpty() || h.contains(":"))) || !algo.matches("[a-z0-9_.+-]+"))
            throw new InputException(null, "-a: " + Text.quote(text.trim()) + " is not ALGO or ALGO:HEURISTIC");
        return new AlgoSpec(h == null ? algo : algo + ":" + h, algo, h);
    }
}

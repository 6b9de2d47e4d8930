package puzzlelab.puzzles.coroutine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Puzzles;

/** Loads the copied test data (see src/test/resources/coroutine/PROVENANCE.md). */
final class CoroutineTestData {
    private CoroutineTestData() {
    }

    /** A board of the computed tables: its masks, claimed T/M/passes/number of T-optimal lines, and its T-line. */
    record Computed(String name, String id, int turns, int moves, int passes, int linesT, String lineT) {
    }

    static String text(String resource) throws IOException {
        try (InputStream in = CoroutineTestData.class.getResourceAsStream("/coroutine/" + resource)) {
            if (in == null) throw new IOException("missing test resource " + resource);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static final Pattern MASK = Pattern.compile("mask=(\\d+)");
    private static final Pattern TURNS = Pattern.compile("min-turns\\s+T=(\\d+) M=(\\d+) P=(\\d+)(?: nT=(\\d+))?\\s+(.*)$");

    static List<Computed> computed(String resource) throws IOException {
        List<Computed> out = new ArrayList<>();
        String name = null;
        String id = null;
        for (String l : text(resource).split("\n")) {
            if (l.startsWith("[")) name = l.substring(1, l.indexOf(']'));
            if (l.startsWith("squares")) {
                Matcher m = MASK.matcher(l);
                List<String> masks = new ArrayList<>();
                while (m.find()) masks.add(m.group(1));
                id = "coroutine:" + String.join(".", masks);
            }
            Matcher t = TURNS.matcher(l);
            if (t.find()) {
                out.add(new Computed(name, id, Integer.parseInt(t.group(1)), Integer.parseInt(t.group(2)),
                        Integer.parseInt(t.group(3)), t.group(4) == null ? -1 : Integer.parseInt(t.group(4)), t.group(5).strip()));
            }
        }
        return out;
    }

    /** Sections "[name]" followed by one move per line (comments skipped). */
    static Map<String, List<String>> sections(String resource) throws IOException {
        Map<String, List<String>> out = new LinkedHashMap<>();
        List<String> cur = null;
        for (String l : text(resource).split("\n")) {
            if (l.startsWith("#") || l.isBlank()) continue;
            if (l.startsWith("[")) {
                cur = new ArrayList<>();
                out.put(l.substring(1, l.indexOf(']')), cur);
            } else if (cur != null) {
                cur.add(l.strip());
            }
        }
        return out;
    }

    /** Parses moves one after the other with the instance's own notation parser. */
    static int[] parseLine(Instance inst, List<String> moves) throws InputException {
        int[] codes = new int[moves.size()];
        long[] state = new long[1];
        inst.problem("turns").initial(state);
        for (int i = 0; i < codes.length; i++) {
            codes[i] = inst.parseMove(state, moves.get(i));
            long[] next = new long[1];
            if (puzzlelab.engine.Replay.apply(inst.problem("turns"), state, codes[i], next) < 0) return java.util.Arrays.copyOf(codes, i + 1);
            state = next;
        }
        return codes;
    }

    /** "AS B- AE" → ["AS", "B-", "AE"]. */
    static List<String> compact(String line) {
        return List.of(line.strip().split("\\s+"));
    }

    static Instance load(String id) throws InputException {
        return Puzzles.load(id, null);
    }
}

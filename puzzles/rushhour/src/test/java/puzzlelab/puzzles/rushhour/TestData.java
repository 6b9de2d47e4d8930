package puzzlelab.puzzles.rushhour;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.Instance;

/** Test resources under /rushhour and small helpers. */
final class TestData {
    static final RushHourType TYPE = new RushHourType();

    private TestData() {
    }

    static String text(String name) {
        try (InputStream in = TestData.class.getResourceAsStream("/rushhour/" + name)) {
            if (in == null) throw new IllegalStateException("missing test resource " + name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Data lines (no comments, no blanks) split on whitespace. */
    static List<String[]> rows(String name) {
        List<String[]> out = new ArrayList<>();
        for (String l : text(name).split("\n")) {
            l = l.trim();
            if (l.isEmpty() || l.startsWith("#")) continue;
            out.add(l.split("[\\s,]+"));
        }
        return out;
    }

    static RushInstance read(String source, String text) throws InputException {
        return (RushInstance) TYPE.read(source, text);
    }

    static RushInstance id(String id) throws InputException {
        return (RushInstance) TYPE.readId(id);
    }

    /** Parses a checker CSV (header car,move) into move codes of the instance. */
    static int[] moves(Instance inst, String csv) throws InputException {
        List<Integer> out = new ArrayList<>();
        for (String l : csv.split("\n")) {
            l = l.trim();
            if (l.isEmpty() || l.startsWith("car")) continue;
            out.add(inst.parseMove(null, l));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}

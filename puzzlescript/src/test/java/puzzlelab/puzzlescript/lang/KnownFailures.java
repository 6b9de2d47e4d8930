package puzzlelab.puzzlescript.lang;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;

/** Official tests the interpreter does not reproduce yet, with the reason (test resources known-failures-*.tsv:
 *  index TAB reason); the tests expect exactly these to fail, so a fix shows up and the list must shrink. */
final class KnownFailures {
    private KnownFailures() {}

    static final Map<Integer, String> PLAY = load("known-failures-play.tsv");
    static final Map<Integer, String> COMPILER = load("known-failures-compiler.tsv");
    /** Compiler tests with the right error count whose official messages are not all printed (in order). */
    static final Map<Integer, String> COMPILER_MESSAGES = load("known-failures-compiler-messages.tsv");

    private static Map<Integer, String> load(String name) {
        Map<Integer, String> m = new TreeMap<>();
        try (InputStream in = KnownFailures.class.getResourceAsStream("/puzzlelab/puzzlescript/" + name)) {
            if (in == null) return m;
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) continue;
                String[] p = line.split("\t", 2);
                m.put(Integer.parseInt(p[0].trim()), p.length > 1 ? p[1] : "");
            }
        } catch (IOException e) { throw new UncheckedIOException(e); }
        return m;
    }
}

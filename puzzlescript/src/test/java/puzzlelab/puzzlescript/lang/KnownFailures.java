package puzzlelab.puzzlescript.lang;

import java.util.Map;
import java.util.TreeMap;

/** Official tests the interpreter does not reproduce yet, with the reason; the tests expect these to fail. */
final class KnownFailures {
    private KnownFailures() {}

    static final Map<Integer, String> PLAY = new TreeMap<>(Map.of());

    static final Map<Integer, String> COMPILER = new TreeMap<>(Map.of());
}

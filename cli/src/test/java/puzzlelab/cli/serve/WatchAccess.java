package puzzlelab.cli.serve;

import java.util.List;
import java.util.Map;
import puzzlelab.puzzles.Puzzles;

/** Test access to the watch page's server side from other packages. */
public final class WatchAccess {
    private WatchAccess() {
    }

    public static Map<String, Object> run(String id, String algorithm, int steps) {
        return Watch.run(Puzzles.load(id, null), algorithm, steps, () -> false);
    }

    public static List<String> traceable(String id) {
        return Watch.traceable(Puzzles.load(id, null));
    }
}

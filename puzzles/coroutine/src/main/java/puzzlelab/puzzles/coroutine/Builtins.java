package puzzlelab.puzzles.coroutine;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Built-in boards. Bailey's 4 puzzles (Duane A. Bailey, Williams College, coRoutinePuzzle.pdf, as transcribed by
 * A. Dickson, github.com/AnthonyDickson/COSC326 @b4dcc9e, Puzzle1..4.java) and the 3 hardest boards found by the
 * simulated-annealing search recorded in the project's shared notes (search_hardest_found.txt), which
 * {@code generate coroutine --exhaustive} showed to be of the maximum length (28 turns; 24 moves for hard-1 and hard-3).
 */
final class Builtins {
    private Builtins() {
    }

    record Entry(String masks, String description) {
    }

    static final Map<String, Entry> ALL = new LinkedHashMap<>();

    static {
        ALL.put("bailey-1", new Entry("17.24.49.6.33.72.137.112", "Bailey puzzle 1: 19 turns, 16 moves, 3 passes, A wins"));
        ALL.put("bailey-2", new Entry("49.54.51.178.74.193.162.133", "Bailey puzzle 2: 15 turns, 13 moves (often quoted as 14), 2 passes, A wins"));
        ALL.put("bailey-3", new Entry("96.56.72.33.144.19.9.132", "Bailey puzzle 3: 20 turns, 15 moves, 5 passes, B wins"));
        ALL.put("bailey-4", new Entry("84.88.69.74.22.7.73.145", "Bailey puzzle 4: 16 turns, 14 moves, 2 passes, B wins"));
        ALL.put("hard-1", new Entry("145.50.1.228.68.34.136.5", "found by annealing: 28 turns, 24 moves, 4 passes (both the maximum, by --exhaustive)"));
        ALL.put("hard-2", new Entry("9.152.146.2.65.66.4.208", "found by annealing: 28 turns (the maximum), 21 moves, 7 passes"));
        ALL.put("hard-3", new Entry("145.50.1.68.68.34.136.7", "found by annealing: 28 turns, 24 moves, 4 passes (both the maximum)"));
    }
}

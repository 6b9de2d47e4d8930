package puzzlelab.puzzles;

import java.util.List;

/** Thread-count options of generators and benches: declared up to a generous cap, used up to the machine's cores. */
public final class Threads {
    /** Above any machine's cores; more is surely a typo. */
    public static final int MAX = 100_000;

    private Threads() {
    }

    public static Param param(String description, long defaultValue) {
        return Param.integer("threads", description, defaultValue, 1, MAX);
    }

    /** {@code requested}, capped at the cores with a note. */
    public static int capped(int requested, List<String> notes) {
        int cores = Runtime.getRuntime().availableProcessors();
        if (requested <= cores) return requested;
        notes.add("note: --threads " + requested + " is more than the " + cores + " cores; using " + cores);
        return cores;
    }
}

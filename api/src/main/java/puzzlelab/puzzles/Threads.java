package puzzlelab.puzzles;

import java.util.List;
import puzzlelab.puzzles.input.RequestBounds;

/**
 * The one thread policy of every host: a requested count is at least 1 and is used up to the machine's cores (more
 * only share them), with a note when it is capped; no count = all cores ({@code SearchOptions.cores()}). Generators
 * and benches declare it with {@link #param}; the CLI's options, {@code enumerate} and the server read it here.
 */
public final class Threads {
    /** Above any machine's cores; more is surely a typo ({@link RequestBounds#MAX_THREADS}, declared once). */
    public static final int MAX = RequestBounds.MAX_THREADS;

    private Threads() {
    }

    public static Param param(String description, long defaultValue) {
        return Param.integer("threads", description, defaultValue, 1, MAX);
    }

    /** {@code requested}, capped at the cores with a note. */
    public static int capped(int requested, List<String> notes) {
        return capped("--threads", requested, notes);
    }

    /** {@code requested} (at least 1, checked by the caller) capped at the cores, with a note naming {@code option}. */
    public static int capped(String option, int requested, List<String> notes) {
        int cores = puzzlelab.engine.SearchOptions.cores();
        if (requested <= cores) return requested;
        notes.add("note: " + option + " " + requested + " is more than the " + cores + " cores; using " + cores);
        return cores;
    }
}

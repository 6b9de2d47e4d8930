package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Search;

/**
 * When {@link FinderTurns}' tables together pass a bound, which finder goes, so the others run on to the run's own
 * limit instead of all of them ending on an {@code OutOfMemoryError} (the "memory stop": every 10-min run of XSokoban
 * 28, 40, 77 and 89 since round 6 ended there, at 270-400 s of CPU). The bound is on the finders' own estimate
 * ({@link Search#bytes}: their arrays as allocated), which is deterministic for a given heap, so a run stays
 * reproducible; a 60 s run on XSokoban stays far below it (89's tables, among the fastest to grow, hold about 1 GB
 * after 60 s of CPU), so it runs the same search as before.
 *
 * <p>The finder released is the one holding the most bytes among those that may go: the plain pulls first on 89 and
 * 40, about half of all bytes there (docs/sokoban.md, round 18). Its tables are what the others would run out of heap
 * for; its progress is not measured against the others' (no common measure: the pulls' bound, the forward finders'
 * boxes packed), but the biggest table has been the least use on those levels for 16 rounds.
 */
final class MemoryRelease {
    /**
     * The bound as a share of the heap ({@code -Xmx}): the estimate leaves out objects' headers, the learned tables
     * and garbage, and G1 needs room to place big arrays (round 14: a run ended with 1.5 of 7 GB free but fragmented),
     * so half the heap for the estimate; at {@code -Xmx5g} that is 2.7 GB.
     */
    static final double HEAP_SHARE = 0.5;
    private final long bound;

    MemoryRelease(long bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound " + bound);
        this.bound = bound;
    }

    /** The bound at {@link #HEAP_SHARE} of this JVM's heap. */
    static MemoryRelease ofHeap() {
        return new MemoryRelease((long) (Runtime.getRuntime().maxMemory() * HEAP_SHARE));
    }

    long bound() {
        return bound;
    }

    /** Whether the finders' tables, {@code bytes} in all, are past the bound. */
    boolean over(long bytes) {
        return bytes > bound;
    }

    /**
     * The finder to release: the most bytes among those {@code mayGo} (not yet released), ties to the lower index; -1 if
     * none may go.
     */
    static int pick(Search[] finders, boolean[] mayGo) {
        int at = -1;
        long most = -1;
        for (int i = 0; i < finders.length; i++) {
            if (!mayGo[i]) continue;
            long bytes = finders[i].bytes();
            if (bytes > most) {
                most = bytes;
                at = i;
            }
        }
        return at;
    }
}

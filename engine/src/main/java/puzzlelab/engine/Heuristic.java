package puzzlelab.engine;

/** An estimate of the remaining cost to a goal. Admissible = never overestimates; consistent = h(s) ≤ c + h(s'). */
public interface Heuristic {

    String name();

    boolean admissible();

    boolean consistent();

    int estimate(long[] state);

    /**
     * Null when the heuristic is ready to use; otherwise what its first use would build first (e.g. pattern database
     * tables of hundreds of MB, minutes of CPU). The CLI builds it with a note; a server refuses the request instead.
     */
    default String buildNeeded() {
        return null;
    }

    /**
     * An estimate this large means the puzzle found that no goal can be reached from the state (a deadlock): large
     * enough to sort after every real estimate, small enough that g + h cannot overflow. Traces show it as "dead".
     */
    int DEAD = 1 << 20;

    /** The estimate as a trace shows it: the number, or "dead" from {@link #DEAD} up. */
    static String text(long h) {
        return h >= DEAD ? "dead" : Long.toString(h);
    }

    /** The blind heuristic (h = 0): admissible and consistent. */
    Heuristic ZERO = of("zero", true, true, s -> 0);

    static Heuristic of(String name, boolean admissible, boolean consistent,
                        java.util.function.ToIntFunction<long[]> f) {
        return new Heuristic() {
            public String name() { return name; }
            public boolean admissible() { return admissible; }
            public boolean consistent() { return consistent; }
            public int estimate(long[] state) { return f.applyAsInt(state); }
            public String toString() { return name; }
        };
    }
}

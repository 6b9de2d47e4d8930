package puzzlelab.engine;

/** An estimate of the remaining cost to a goal. Admissible = never overestimates; consistent = h(s) ≤ c + h(s'). */
public interface Heuristic {

    String name();

    boolean admissible();

    boolean consistent();

    int estimate(long[] state);

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

package puzzlelab.engine;

/** Receives successors from {@link Problem#expand}: write the child into {@link #child()}, then {@link #emit}. */
public interface Successors {

    /** Scratch buffer of {@code words()} longs for the next child; its contents are read by {@link #emit}. */
    long[] child();

    /** Reports the child currently in {@link #child()}, reached by {@code move} at cost {@code cost} (≥ 0). */
    void emit(int move, int cost);
}

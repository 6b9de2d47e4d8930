package puzzlelab.puzzles.fifteen;

/** Blank moves in Korf's operator order (up, left, right, down); the inverse of m is 3 − m. */
public final class SlidingMoves {
    public static final int UP = 0;
    public static final int LEFT = 1;
    public static final int RIGHT = 2;
    public static final int DOWN = 3;
    public static final String NAMES = "ULRD";

    private SlidingMoves() {
    }

    public static int inverse(int m) {
        return 3 - m;
    }
}

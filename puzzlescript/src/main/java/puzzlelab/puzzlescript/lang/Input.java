package puzzlelab.puzzlescript.lang;

/** The player's inputs; the tests code them 0..4 (UP, LEFT, DOWN, RIGHT, ACTION), "tick", "undo", "restart". */
public enum Input {
    UP, LEFT, DOWN, RIGHT, ACTION, TICK, UNDO, RESTART;

    /** Parses a test code: 0..4, tick, undo, restart (also the names, any case). */
    public static Input parse(String code) {
        String c = code.trim().toLowerCase(java.util.Locale.ROOT);
        switch (c) {
            case "0": return UP;
            case "1": return LEFT;
            case "2": return DOWN;
            case "3": return RIGHT;
            case "4": return ACTION;
            default:
                for (Input in : values()) if (in.name().equalsIgnoreCase(c)) return in;
                throw new IllegalArgumentException("unknown input \"" + code + "\" (expected 0-4, tick, undo, restart)");
        }
    }
}

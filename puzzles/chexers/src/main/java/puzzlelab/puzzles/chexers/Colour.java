package puzzlelab.puzzles.chexers;

import java.util.Locale;

/**
 * The three player colours and their exit edges (the referee's {@code _FINISHING_HEXES}): red leaves from q = R,
 * green from r = R, blue from s = -q-r = R. A piece's progress is that coordinate, so its straight-line hex
 * distance to the exit edge is R - progress.
 */
enum Colour {
    RED("q", "#d33c3c", "#f8dada"),
    GREEN("r", "#2f9a52", "#d6f0de"),
    BLUE("-q-r", "#2f6bd3", "#d9e4f8");

    final String axis;
    final String ink;
    final String tint;

    Colour(String axis, String ink, String tint) {
        this.axis = axis;
        this.ink = ink;
        this.tint = tint;
    }

    int progress(int q, int r) {
        return switch (this) {
            case RED -> q;
            case GREEN -> r;
            case BLUE -> -q - r;
        };
    }

    /** Hex distance from (q, r) to this colour's exit edge on a board of the given radius. */
    int exitDistance(int q, int r, int radius) {
        return radius - progress(q, r);
    }

    String lower() {
        return name().toLowerCase(Locale.ROOT);
    }

    char letter() {
        return name().charAt(0);
    }

    static Colour parse(String s) {
        for (Colour c : values()) if (c.lower().equals(s.trim().toLowerCase(Locale.ROOT))) return c;
        return null;
    }
}

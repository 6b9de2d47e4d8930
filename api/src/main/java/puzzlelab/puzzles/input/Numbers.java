package puzzlelab.puzzles.input;


/**
 * Whole numbers read from input: ASCII digits only (no Arabic-Indic or fullwidth digits), an optional leading minus,
 * and overflow reported in words with the file and line, never as a raw {@code NumberFormatException}.
 */
public final class Numbers {
    private Numbers() {
    }

    /** True when {@code s} is an optional '-' followed by 1+ ASCII digits. */
    public static boolean isInteger(String s) {
        if (s == null || s.isEmpty()) return false;
        int i = s.charAt(0) == '-' ? 1 : 0;
        if (i == s.length()) return false;
        for (; i < s.length(); i++) if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    /** Parses an int; {@code what} names it in the message ("the board size", "column"). */
    public static int parseInt(String source, int line, String s, String what) throws InputException {
        long v = parseLong(source, line, s, what);
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) throw tooLarge(source, line, s, what);
        return (int) v;
    }

    /** Parses an int that must lie in [min, max]. */
    public static int parseInt(String source, int line, String s, String what, int min, int max) throws InputException {
        int v = parseInt(source, line, s, what);
        if (v < min || v > max) throw new InputException(source, line, what + " must be " + min + ".." + max + ", not " + v);
        return v;
    }

    public static long parseLong(String source, int line, String s, String what) throws InputException {
        if (!isInteger(s))
            throw new InputException(source, line, what + " must be a whole number, found " + Text.quote(s));
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            throw tooLarge(source, line, s, what);
        }
    }

    /** The int value of {@code s}, or null when it is not an ASCII integer that fits (for tolerant probes). */
    public static Integer intOrNull(String s) {
        if (!isInteger(s) || s.length() > 11) return null;
        long v = Long.parseLong(s);
        return v < Integer.MIN_VALUE || v > Integer.MAX_VALUE ? null : (int) v;
    }

    /** The long value of {@code s}, or null when it is not an ASCII integer that fits in a long. */
    public static Long longOrNull(String s) {
        if (!isInteger(s) || s.length() > 20) return null;
        try {
            return Long.parseLong(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static InputException tooLarge(String source, int line, String s, String what) {
        return new InputException(source, line, what + " " + Text.shown(s) + " is far too large");
    }
}

package puzzlelab.puzzles.input;

/**
 * Input text shown back to the user: control characters, lone surrogates and invisible format characters escaped as
 * {@code \u001b}, and quotes capped at {@link #QUOTE_LIMIT} characters so that a hostile file can neither drive the
 * terminal nor flood one error line.
 */
public final class Text {
    public static final int QUOTE_LIMIT = 60;
    public static final int NAME_LIMIT = 256;
    public static final char BOM = '\uFEFF';

    private Text() {
    }

    /** {@code s} in single quotes, escaped, at most about {@value #QUOTE_LIMIT} characters ("…" marks a cut). */
    public static String quote(String s) {
        return "'" + shown(s) + "'";
    }

    /**
     * The first {@code max} of {@code items} quoted ({@link #quote}) and joined with commas, then {@code ", … N more"}
     * for the rest: a list of names in one error line ("no level titled 'x' (titles: 'A', 'B', … 240 more)").
     */
    public static String quotedFew(java.util.List<String> items, int max) {
        String few = String.join(", ", items.stream().limit(max).map(Text::quote).toList());
        return items.size() > max ? few + ", … " + (items.size() - max) + " more" : few;
    }

    /** {@code s} escaped and capped, without quotes. */
    public static String shown(String s) {
        return escape(s, QUOTE_LIMIT);
    }

    /** A file name or ID as the source of a message: escaped, and cut only when absurdly long (256 characters). */
    public static String name(String s) {
        return escape(s, NAME_LIMIT);
    }

    /** {@code s} with control and invisible characters escaped, whole (for messages that already quote their input). */
    public static String escaped(String s) {
        return escape(s, Integer.MAX_VALUE);
    }

    private static String escape(String s, int limit) {
        if (s == null) return "";
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < s.length() && sb.length() < limit) {
            int cp = s.codePointAt(i);
            if (needsEscape(s, i, cp)) sb.append(String.format("\\u%04x", (int) s.charAt(i++)));
            else {
                sb.appendCodePoint(cp);
                i += Character.charCount(cp);
            }
        }
        if (i < s.length()) sb.append("…");
        return sb.toString();
    }

    /** One character (a code point) for a message: {@code 'é'} or {@code '\u001b'}. */
    public static String quoteChar(int codePoint) {
        return quote(new String(Character.toChars(codePoint)));
    }

    private static boolean needsEscape(String s, int i, int cp) {
        if (Character.isISOControl(cp)) return true;
        char c = s.charAt(i);
        if (Character.isSurrogate(c)) return !Character.isSupplementaryCodePoint(cp);  // half a pair
        int type = Character.getType(cp);
        return type == Character.FORMAT || type == Character.UNASSIGNED || type == Character.PRIVATE_USE;
    }

    /** The first control character in {@code s} other than tab, line feed and carriage return, or -1. */
    public static int firstControl(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x20 && c < 0x7f) continue;   // printable ASCII, nearly every character: one test
            if (Character.isISOControl(c) && c != '\t' && c != '\n' && c != '\r') return i;
            if (Character.isHighSurrogate(c) && (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1)))) return i;
            if (Character.isLowSurrogate(c) && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)))) return i;
        }
        return -1;
    }

    /** The text without a leading byte-order mark. */
    public static String stripBom(String s) {
        return !s.isEmpty() && s.charAt(0) == BOM ? s.substring(1) : s;
    }

    /** 1-based line number of character {@code index} (any of LF, CRLF, CR ends a line). */
    public static int lineOf(String s, int index) {
        int line = 1;
        for (int i = 0; i < index && i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= s.length() || s.charAt(i + 1) != '\n'))) line++;
        }
        return line;
    }
}

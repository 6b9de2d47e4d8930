package puzzlelab.puzzles.input;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/** Splits text into numbered lines (LF, CRLF or CR), the one line reader every puzzle format uses. */
public final class Lines {
    /** A line as written (stripped of surrounding white space) and its 1-based number. */
    public record Line(int number, String text) {
    }

    private Lines() {
    }

    /** Every non-blank line, stripped. */
    public static List<Line> nonBlank(String text) {
        return read(text, false);
    }

    /** Every line with its {@code #} comment removed, stripped, blank ones dropped. */
    public static List<Line> withoutComments(String text) {
        return read(text, true);
    }

    /** All lines, blank ones included (for formats where position matters). */
    public static String[] all(String text) {
        return Text.stripBom(text).split("\r\n|\n|\r", -1);
    }

    private static List<Line> read(String text, boolean comments) {
        List<Line> out = new ArrayList<>();
        for (Line l : lazily(text, comments)) out.add(l);
        return out;
    }

    /**
     * The lines of {@link #nonBlank} ({@code comments} false) or {@link #withoutComments}, one at a time as they are
     * asked for: a reader that stops at a bad line 11 of a 50 MB file reads 11 lines, not a list of millions.
     */
    public static Iterable<Line> lazily(String text, boolean comments) {
        String t = Text.stripBom(text);
        return () -> new Iterator<>() {
            private int at;
            private int number;
            private Line next = advance();

            private Line advance() {
                while (at < t.length()) {   // what follows a final line break is blank: nothing to give
                    int end = at;
                    while (end < t.length() && t.charAt(end) != '\n' && t.charAt(end) != '\r') end++;
                    String l = t.substring(at, end);
                    number++;
                    at = end + (end + 1 < t.length() && t.charAt(end) == '\r' && t.charAt(end + 1) == '\n' ? 2 : 1);
                    if (comments) {
                        int hash = l.indexOf('#');
                        if (hash >= 0) l = l.substring(0, hash);
                    }
                    l = l.strip();
                    if (!l.isEmpty()) return new Line(number, l);
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public Line next() {
                if (next == null) throw new NoSuchElementException();
                Line l = next;
                next = advance();
                return l;
            }
        };
    }

    /**
     * How many lines {@link #lazily} gives, counted without making them (a set of a million lines is counted in one
     * pass that allocates nothing).
     */
    public static int count(String text, boolean comments) {
        return walk(text, comments, Integer.MAX_VALUE, null);
    }

    /** {@link #count}, but it stops counting at {@code max} (is this a set of more than so many lines?). */
    public static int countUpTo(String text, boolean comments, int max) {
        return walk(text, comments, max, null);
    }

    /**
     * Line {@code k} (1-based) of what {@link #lazily} gives, or null when there are fewer; only that line is made.
     */
    public static Line nth(String text, boolean comments, int k) {
        Line[] found = new Line[1];
        if (k >= 1) walk(text, comments, k, found);
        return found[0];
    }

    /**
     * Counts the lines {@link #lazily} gives, stopping at the {@code k}-th, which is made into {@code found[0]} (when
     * {@code found} is not null). Only a line's first characters are looked at, to tell whether it is blank. Text
     * with LF line breaks only (nearly every large set) goes line to line with {@link String#indexOf(int, int)},
     * which the JVM scans many bytes at a time; text with CR or CRLF breaks looks for them character by character.
     */
    private static int walk(String text, boolean comments, int k, Line[] found) {
        boolean crs = text.indexOf('\r') >= 0;
        int n = text.length();
        int start = !text.isEmpty() && text.charAt(0) == Text.BOM ? 1 : 0;
        int count = 0, number = 0;
        while (true) {
            int end = crs ? nextBreak(text, start) : text.indexOf('\n', start);
            if (end < 0) end = n;
            number++;
            if (hasContent(text, start, end, comments) && ++count == k) {
                if (found != null) found[0] = made(text, start, end, comments, number);
                return count;
            }
            if (end == n) return count;
            boolean crlf = text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n';
            start = end + (crlf ? 2 : 1);
        }
    }

    /** The first CR or LF at or after {@code from}, or -1. */
    private static int nextBreak(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') return i;
        }
        return -1;
    }

    /** Whether {@code text[start, end)} holds anything but white space (before a {@code #} comment, with {@code comments}). */
    private static boolean hasContent(String text, int start, int end, boolean comments) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (comments && c == '#') return false;
            if (!Character.isWhitespace(c)) return true;
        }
        return false;
    }

    private static Line made(String text, int start, int end, boolean comments, int number) {
        String l = text.substring(start, end);
        int hash = comments ? l.indexOf('#') : -1;
        return new Line(number, (hash >= 0 ? l.substring(0, hash) : l).strip());
    }

    /** The first {@code maxChars} of {@code text}, cut after its last complete line (for content detection). */
    public static String head(String text, int maxChars) {
        if (text.length() <= maxChars) return text;
        int cut = Math.max(text.lastIndexOf('\n', maxChars), text.lastIndexOf('\r', maxChars));
        return cut > 0 ? text.substring(0, cut + 1) : text.substring(0, maxChars);
    }
}

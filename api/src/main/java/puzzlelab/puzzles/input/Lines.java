package puzzlelab.puzzles.input;

import java.util.ArrayList;
import java.util.List;

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
        String[] ls = all(text);
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < ls.length; i++) {
            String l = ls[i];
            if (comments) {
                int hash = l.indexOf('#');
                if (hash >= 0) l = l.substring(0, hash);
            }
            l = l.strip();
            if (!l.isEmpty()) out.add(new Line(i + 1, l));
        }
        return out;
    }

    /** The first {@code maxChars} of {@code text}, cut after its last complete line (for content detection). */
    public static String head(String text, int maxChars) {
        if (text.length() <= maxChars) return text;
        int cut = Math.max(text.lastIndexOf('\n', maxChars), text.lastIndexOf('\r', maxChars));
        return cut > 0 ? text.substring(0, cut + 1) : text.substring(0, maxChars);
    }
}

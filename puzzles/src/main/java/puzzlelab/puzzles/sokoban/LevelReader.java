package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;

/**
 * Reads XSB collections: board rows (# @ + $ * . space, - or _ as floor), run-length counts ({@code 3#}) and
 * {@code |} row separators; levels are runs of board rows; other lines are metadata ({@code Title:},
 * {@code Author:}, {@code Comment:} .. {@code Comment-End:}, {@code ;} comments). A level's title is its
 * {@code Title:} line, else the last {@code ;} comment or bare text line before it (Sokoban YASC and JSoko write a
 * collection's titles as bare lines: {@code Level one}, a blank line, the board); a {@code Key: value} line, a line
 * of punctuation, a LURD line and a {@code Solution} header never title a level.
 */
final class LevelReader {
    /** One level of a file: its board, title (may be null) and first line. */
    record Level(SokobanBoard board, String title, int line) {
    }

    private LevelReader() {
    }

    static List<Level> readAll(String source, String text) throws InputException {
        String[] ls = Lines.all(text);
        List<Level> out = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        List<Integer> rowLines = new ArrayList<>();
        String pendingTitle = null;   // a '; name', bare or Title: line before a level
        boolean titled = false;       // pendingTitle is a Title: line, which a later comment or bare line keeps
        boolean inComment = false, blankSinceLevel = true;
        for (int i = 0; i <= ls.length; i++) {
            String raw = i < ls.length ? stripEnd(ls[i]) : "";
            String low = raw.strip().toLowerCase(Locale.ROOT);
            boolean row = !inComment && isRow(raw);
            if (!row && !rows.isEmpty()) {
                out.add(level(source, rows, rowLines, pendingTitle));
                pendingTitle = null;
                titled = false;
                rows.clear();
                rowLines.clear();
            }
            if (i == ls.length) break;
            if (raw.isBlank()) blankSinceLevel = true;
            if (row) blankSinceLevel = false;
            if (inComment) {
                if (low.startsWith("comment-end:") || low.startsWith("comment_end:")) inComment = false;
                continue;
            }
            if (row) {
                for (String r : expand(source, i + 1, raw)) {
                    rows.add(r);
                    rowLines.add(i + 1);
                }
            } else if (low.startsWith("comment:")) {
                inComment = raw.strip().length() == "comment:".length();
            } else if (low.startsWith("title:")) {
                String t = raw.strip().substring(6).strip();
                // right after a level's rows (no blank line between) it names that level, else the next one
                if (!out.isEmpty() && !blankSinceLevel) {
                    Level l = out.remove(out.size() - 1);
                    out.add(new Level(l.board(), t, l.line()));
                } else {
                    pendingTitle = t;
                    titled = true;
                }
            } else if (titled) {
                continue;
            } else if (raw.startsWith(";")) {
                pendingTitle = raw.substring(1).strip();
            } else if (isBareTitle(raw.strip())) {
                pendingTitle = raw.strip();
            }
        }
        if (out.isEmpty()) throw new InputException(source, "no Sokoban level found (rows of # @ + $ * . and spaces)");
        return out;
    }

    /** A bare line that may title the next level: words, not metadata ({@code Key: value}), a LURD line or a rule. */
    static boolean isBareTitle(String s) {
        if (s.isEmpty() || s.length() > 200 || KEY.matcher(s).lookingAt() || LURD.matcher(s).matches()) return false;
        if (s.toLowerCase(Locale.ROOT).startsWith("solution")) return false;
        return s.codePoints().anyMatch(Character::isLetterOrDigit);
    }

    private static final Pattern KEY = Pattern.compile("[\\p{L}][\\p{L} _/-]{0,30}:");   // Author:, Date Created: (not Level 1: …)
    private static final Pattern LURD = Pattern.compile("[lurdLURD\\d()\\s]+");

    private static Level level(String source, List<String> rows, List<Integer> lines, String title) throws InputException {
        int[] ln = lines.stream().mapToInt(Integer::intValue).toArray();
        return new Level(SokobanBoard.of(source, rows, ln), title, ln[0]);
    }

    private static String stripEnd(String s) {
        int e = s.length();
        while (e > 0 && Character.isWhitespace(s.charAt(e - 1))) e--;
        return s.substring(0, e);
    }

    /**
     * A board row: only board characters, digits and '|', with at least one wall. A line that starts like a row
     * but holds a stray character is still a row, so the board reader names the character.
     */
    static boolean isRow(String s) {
        if (s.isBlank()) return false;
        boolean wall = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '#') wall = true;
            else if ("@+$*.-_ |0123456789".indexOf(c) < 0) return wall && s.strip().startsWith("#") && !s.contains(":");
        }
        return wall;
    }

    /** Expands run-length counts and splits at '|'. */
    static List<String> expand(String source, int line, String raw) throws InputException {
        List<String> out = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        int count = 0;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c >= '0' && c <= '9') {
                count = count * 10 + (c - '0');
                if (count > 1000) throw new InputException(source, line, "a run-length count above 1000");
            } else if (c == '|') {
                if (count > 0) throw new InputException(source, line, "a run-length count before '|'");
                out.add(sb.toString());
                sb.setLength(0);
            } else {
                sb.append(String.valueOf(c).repeat(Math.max(1, count)));
                count = 0;
            }
        }
        if (count > 0) throw new InputException(source, line, "a run-length count at the end of a row");
        out.add(sb.toString());
        return out;
    }
}

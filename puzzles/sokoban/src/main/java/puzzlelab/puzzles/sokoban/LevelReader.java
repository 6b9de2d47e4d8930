package puzzlelab.puzzles.sokoban;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import puzzlelab.puzzles.input.InputException;

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
        return scan(source, text, ALL);
    }

    private static final int ALL = -1, NONE = Integer.MAX_VALUE;

    /**
     * The levels of a file up to level {@code n} (1-based) and the first row after it, level n built, the others
     * only delimited (no board built, no run-length expanded), so {@code FILE#N} of a collection of a million levels
     * reads one; all of them when there is no level n (the error counts them).
     */
    static List<Level> withNth(String source, String shown, String text, int n) throws InputException {
        List<Level> all = scan(source, text, n - 1);
        if (n < 1 || n > all.size()) throw new InputException(shown, "instance number must be 1.." + all.size());
        return all;
    }

    /** How many levels a file holds, no board built. */
    static int count(String source, String text) throws InputException {
        return scan(source, text, NONE).size();
    }

    /** The levels of a file; only level {@code build} (0-based; {@link #ALL}, {@link #NONE}) gets its board. */
    private static List<Level> scan(String source, String text, int build) throws InputException {
        String all = puzzlelab.puzzles.input.Text.stripBom(text);
        int pos = 0;   // where the next line starts; past the end when the last line is read (as Lines.all splits)
        List<Level> out = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        List<Integer> rowLines = new ArrayList<>();
        String pendingTitle = null;   // a '; name', bare or Title: line before a level
        boolean titled = false;       // pendingTitle is a Title: line, which a later comment or bare line keeps
        boolean inComment = false, blankSinceLevel = true;
        String previous = "";
        for (int i = 0; ; i++) {
            boolean last = pos > all.length();
            String raw = "";
            if (!last) {
                int end = pos;
                while (end < all.length() && all.charAt(end) != '\n' && all.charAt(end) != '\r') end++;
                raw = stripEnd(all.substring(pos, end));
                pos = end >= all.length() ? end + 1 : end + (all.charAt(end) == '\r' && end + 1 < all.length() && all.charAt(end + 1) == '\n' ? 2 : 1);
            }
            boolean row = !inComment && isRow(raw);
            String low = row ? "" : raw.strip().toLowerCase(Locale.ROOT);
            if (!inComment && (row && wallless(previous) || !row && !rows.isEmpty() && wallless(raw)))
                throw new InputException(source, row ? i : i + 1, "a board row without a wall: every row of a level has a '#' ("
                        + puzzlelab.puzzles.input.Text.quote(row ? previous : raw) + ")");
            previous = raw;
            if (!row && !rows.isEmpty()) {
                int index = out.size();
                out.add(build == ALL || build == index ? level(source, rows, rowLines, pendingTitle)
                        : new Level(null, pendingTitle, rowLines.get(0)));
                pendingTitle = null;
                titled = false;
                rows.clear();
                rowLines.clear();
            }
            if (last) break;
            if (raw.isBlank()) blankSinceLevel = true;
            if (row) blankSinceLevel = false;
            if (inComment) {
                if (low.startsWith("comment-end:") || low.startsWith("comment_end:")) inComment = false;
                continue;
            }
            if (row) {
                // the level asked for is complete (a Title: line after it read too) and the next one starts: enough
                if (build != ALL && build != NONE && out.size() > build && rows.isEmpty()) {
                    out.add(new Level(null, null, i + 1));   // the file holds more than one level: FILE#N ids say so
                    break;
                }
                if (rows.size() >= SokobanType.LIMITS.maxCells())   // a level of a million one-wall rows
                    throw new InputException(source, rowLines.get(0), "a level of more than " + rows.size()
                            + " rows; boards are at most " + SokobanType.LIMITS.maxCells() + " cells");
                if (build != ALL && build != out.size()) {   // a level not asked for: delimited, not expanded
                    rows.add(raw);
                    rowLines.add(i + 1);
                    continue;
                }
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

    /**
     * A line of pieces without a wall ({@code "   $"}, {@code "@ $ ."}): next to a level's rows it is a row whose
     * walls are missing, and dropping it would change the level. A goal-only line ({@code "..."}) is a rule, not a row.
     */
    private static boolean wallless(String s) {
        if (s.isBlank()) return false;
        boolean piece = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (" @+$*.-_".indexOf(c) < 0) return false;
            piece |= c == '@' || c == '+' || c == '$' || c == '*';
        }
        return piece;
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
        return new Level(board(source, rows, ln), title, ln[0]);
    }

    /** {@link SokobanBoard#of} once the level is within {@link SokobanType#LIMITS}: its cells and boxes counted first. */
    static SokobanBoard board(String source, List<String> rows, int[] lines) throws InputException {
        int w = 0;
        long boxes = 0;
        for (String r : rows) {
            w = Math.max(w, r.length());
            for (int i = 0; i < r.length(); i++) if (r.charAt(i) == '$' || r.charAt(i) == '*') boxes++;
        }
        int first = lines.length > 0 ? lines[0] : 0;
        SokobanType.LIMITS.checkCells(source, first, w, rows.size());
        SokobanType.LIMITS.checkObjects(source, first, boxes, "boxes");
        return SokobanBoard.of(source, rows, lines);
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
                // a run-length bomb (1000# a thousand times) is refused before it is written out
                if ((long) sb.length() + Math.max(1, count) > SokobanType.LIMITS.maxCells())
                    throw new InputException(source, line, "a row of more than " + SokobanType.LIMITS.maxCells()
                            + " cells (run-length counts expanded); boards are at most " + SokobanType.LIMITS.maxCells() + " cells");
                sb.append(String.valueOf(c).repeat(Math.max(1, count)));
                count = 0;
            }
        }
        if (count > 0) throw new InputException(source, line, "a run-length count at the end of a row");
        out.add(sb.toString());
        return out;
    }
}

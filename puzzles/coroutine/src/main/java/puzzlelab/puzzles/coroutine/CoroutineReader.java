package puzzlelab.puzzles.coroutine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Lines;
import puzzlelab.puzzles.input.Numbers;
import puzzlelab.puzzles.input.Text;

/**
 * Reads boards. File: one line per square, {@code SQUARE: DIR DIR ...} (compass names in any case or digits 0..7,
 * separated by spaces or commas); {@code #} starts a comment; square 5 may be omitted or written {@code 5: goal}
 * (or {@code 5:}); all eight outer squares must be listed, one without arrows as {@code 7:}; optional {@code start: A B}.
 * A line {@code ---} separates boards in a file that holds several. A file may also hold one-line IDs.
 *
 * <p>ID: {@code coroutine:M1.M2.M3.M4.M6.M7.M8.M9}, each M the decimal mask of a square's directions (bit d =
 * direction d), optionally followed by {@code @A,B} for start squares other than 1 and 9.
 */
final class CoroutineReader {
    private CoroutineReader() {
    }

    /** A board and the line it starts on (for "#N" labels and messages). */
    record Parsed(CoroutineBoard board, int line) {
    }

    static List<Parsed> readAll(String source, String text) throws InputException {
        return readAll(source, text, true);
    }

    /** Board {@code n} of a file and whether the file holds more than one: only that board is parsed. */
    record Nth(Parsed parsed, boolean several) {
    }

    /**
     * Board {@code n} (1-based) alone: the others are only delimited ({@code ---} lines and IDs end a board), so
     * {@code FILE#N} of a file of a million IDs parses one. Reading stops where the board after it starts.
     */
    static Nth nth(String source, String shown, String text, int n) throws InputException {
        int k = 0;
        boolean open = false;
        Block block = null;
        Parsed found = null;
        for (Lines.Line line : Lines.lazily(text, true)) {
            String l = line.text();
            boolean id = l.toLowerCase(Locale.ROOT).startsWith("coroutine:");
            if (l.equals("---") || id) {
                if (open && k == n) found = block.finish(source);
                open = false;
                if (!id) continue;
                if (++k > n && found != null) return new Nth(found, true);
                if (k == n) found = new Parsed(parseId(source, line.number(), l.split("\\s+")[0]), line.number());
                continue;
            }
            if (!open) {
                open = true;
                if (++k > n && found != null) return new Nth(found, true);
                block = k == n ? new Block(true) : null;
            }
            if (block != null) block.line(source, line.number(), l);
        }
        if (open && k == n) found = block.finish(source);
        if (k == 0) readAll(source, text);   // no board at all: its own message
        if (found == null) throw new InputException(shown, "instance number must be 1.." + k);
        return new Nth(found, k > 1);
    }

    /** {@code complete} = every board must list all eight outer squares (false only to detect the format). */
    private static List<Parsed> readAll(String source, String text, boolean complete) throws InputException {
        List<Parsed> out = new ArrayList<>();
        Block block = new Block(complete);
        for (Lines.Line line : Lines.withoutComments(text)) {
            int no = line.number();
            String l = line.text();
            if (l.equals("---")) {
                if (!block.empty()) out.add(block.finish(source));
                block = new Block(complete);
                continue;
            }
            if (l.toLowerCase(Locale.ROOT).startsWith("coroutine:")) {
                if (!block.empty()) out.add(block.finish(source));
                block = new Block(complete);
                String id = l.split("\\s+")[0];
                out.add(new Parsed(parseId(source, no, id), no));
                continue;
            }
            block.line(source, no, l);
        }
        if (!block.empty()) out.add(block.finish(source));
        if (out.isEmpty())
            throw new InputException(source, "no board found: expected lines like '1: N S' (square: directions)");
        return out;
    }

    /** Collects the lines of one board. */
    private static final class Block {
        final boolean complete;
        final int[] masks = new int[9];
        final int[] seenAt = new int[9];
        int startA = CoroutineBoard.DEFAULT_A;
        int startB = CoroutineBoard.DEFAULT_B;
        int startLine;
        int first;

        Block(boolean complete) {
            this.complete = complete;
        }

        boolean empty() {
            return first == 0;
        }

        void line(String source, int no, String l) throws InputException {
            int colon = l.indexOf(':');
            if (colon < 0)
                throw new InputException(source, no, "expected 'SQUARE: DIRECTIONS' (e.g. '1: N S'), 'start: A B' or a comment, got " + Text.quote(l));
            String head = l.substring(0, colon).strip();
            String[] toks = l.substring(colon + 1).strip().isEmpty() ? new String[0] : l.substring(colon + 1).strip().split("[\\s,]+");
            if (first == 0) first = no;
            if (head.equalsIgnoreCase("start")) {
                if (startLine > 0) throw new InputException(source, no, "second 'start:' line (the first is on line " + startLine + ")");
                if (toks.length != 2) throw new InputException(source, no, "expected 'start: A B' with the squares (1..9) of token A and token B");
                startA = square(source, no, toks[0]);
                startB = square(source, no, toks[1]);
                if (startA == startB) throw new InputException(source, no, "tokens A and B cannot start on the same square");
                startLine = no;
                return;
            }
            int sq = square(source, no, head);
            if (seenAt[sq] > 0) throw new InputException(source, no, "square " + (sq + 1) + " is given twice (also on line " + seenAt[sq] + ")");
            seenAt[sq] = no;
            if (sq == Rules.GOAL) {
                if (toks.length == 0 || (toks.length == 1 && (toks[0].equalsIgnoreCase("goal") || toks[0].equals("*")))) return;
                throw new InputException(source, no, "square 5 is the goal and has no arrows: write '5: goal' or leave it out");
            }
            int m = 0;
            for (String t : toks) {
                int d = Rules.parseDir(t);
                if (d < 0) throw new InputException(source, no, Text.quote(t) + " is not a direction: use N NE E SE S SW W NW or 0..7 (0 = N, clockwise)");
                m |= 1 << d;
            }
            masks[sq] = m;
        }

        Parsed finish(String source) throws InputException {
            for (int sq : Rules.OUTER) {
                // a file cut short must not read as a board with empty squares (and be "proven unsolvable")
                if (complete && seenAt[sq] == 0)
                    throw new InputException(source, "the board starting on line " + first + " has no line for square "
                            + (sq + 1) + ": list all eight outer squares (write '" + (sq + 1) + ":' for one without arrows)");
            }
            return new Parsed(new CoroutineBoard(masks, startA, startB), first);
        }
    }

    private static int square(String source, int no, String t) throws InputException {
        Integer s = Numbers.intOrNull(t.strip());
        if (s != null && s >= 1 && s <= 9) return s - 1;
        throw new InputException(source, no, Text.quote(t) + " is not a square: squares are numbered 1..9 row by row from the top left");
    }

    /** Parses {@code coroutine:M1.M2.M3.M4.M6.M7.M8.M9[@A,B]}; {@code source}/{@code line} locate errors. */
    static CoroutineBoard parseId(String source, int line, String id) throws InputException {
        String body = id.substring(id.indexOf(':') + 1).strip();
        int startA = CoroutineBoard.DEFAULT_A;
        int startB = CoroutineBoard.DEFAULT_B;
        int at = body.indexOf('@');
        if (at >= 0) {
            String[] st = body.substring(at + 1).split(",");
            if (st.length != 2) throw new InputException(source, line, "start squares after '@' must look like '@1,9'");
            startA = square(source, line, st[0]);
            startB = square(source, line, st[1]);
            if (startA == startB) throw new InputException(source, line, "tokens A and B cannot start on the same square");
            body = body.substring(0, at);
        }
        String[] parts = body.split("\\.", -1);
        if (parts.length != 8)
            throw new InputException(source, line, "expected coroutine:M1.M2.M3.M4.M6.M7.M8.M9 (8 arrow masks 0..255 for squares 1-4 and 6-9), got "
                    + parts.length + " part" + (parts.length == 1 ? "" : "s"));
        int[] masks = new int[9];
        for (int i = 0; i < 8; i++) {
            Integer m = Numbers.intOrNull(parts[i].strip());
            if (m == null || m < 0 || m > 255)
                throw new InputException(source, line, "mask " + Text.quote(parts[i]) + " for square " + (Rules.OUTER[i] + 1) + " must be a number 0..255 (bit d = direction d)");
            masks[Rules.OUTER[i]] = m;
        }
        return new CoroutineBoard(masks, startA, startB);
    }

    /** A broken board: some line starts with a square 1..9 or "start" and a colon. */
    static boolean shapedLikeABoard(String text) {
        for (Lines.Line l : Lines.withoutComments(text))
            if (l.text().matches("(?i)([1-9]|start)\\s*:.*")) return true;
        return false;
    }

    /** True when the text reads as at least one board with some square lines or IDs. */
    static boolean looksLike(String text) {
        try {
            return !readAll("?", text, false).isEmpty();
        } catch (RuntimeException e) {
            return false;
        }
    }
}

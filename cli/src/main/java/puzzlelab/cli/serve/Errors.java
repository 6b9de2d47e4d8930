package puzzlelab.cli.serve;

import puzzlelab.puzzles.input.InputException;

/** Turns a failure into the one line a user sees: the CLI's message for bad input, no stack trace ever. */
final class Errors {
    private Errors() {
    }

    static String oneLine(Throwable e) {
        if (e instanceof OutOfMemoryError) return "out of memory (the server's share of memory for this job ran out)";
        String msg = e.getMessage();
        if (e instanceof InputException || e instanceof ApiError)
            return flat(msg == null ? e.getClass().getSimpleName() : msg);
        if (e instanceof StackOverflowError) return "internal error: stack overflow (recursion too deep), please report";
        return "internal error: " + e.getClass().getSimpleName() + (msg == null ? "" : ": " + flat(msg)) + ", please report";
    }

    /** The HTTP status of a failure: the user's (400), the server's resources (503), or a bug (500). */
    static int status(Throwable e) {
        if (e instanceof ApiError a) return a.status;
        if (e instanceof InputException) return 400;
        if (e instanceof OutOfMemoryError) return 503;
        return 500;
    }

    /** An internal error's stack trace in the server's log (stderr), so the one line a client sees can be reported. */
    static void log(String where, Throwable e) {
        System.err.println("puzzlelab serve: internal error in " + where + ":");
        e.printStackTrace();
    }

    /**
     * User text made safe to show: control characters (other than the line breaks flattened above) and invisible
     * format characters — bidi overrides such as U+202E, zero-width characters — become {@code \\uXXXX}.
     */
    static String printable(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        s.codePoints().forEach(c -> {
            int t = Character.getType(c);
            if (t == Character.CONTROL || t == Character.FORMAT || t == Character.LINE_SEPARATOR
                    || t == Character.PARAGRAPH_SEPARATOR || t == Character.UNASSIGNED || t == Character.PRIVATE_USE)
                sb.append(c > 0xFFFF ? String.format("\\U%08X", c) : String.format("\\u%04X", c));
            else sb.appendCodePoint(c);
        });
        return sb.toString();
    }

    /** Words longer than this (a pasted 100 KB ID) are shortened in messages: a message is one readable line. */
    static final int MAX_WORD = 120;

    /** The text with every word over {@link #MAX_WORD} characters cut to its start, "…" and its length. */
    static String cut(String s) {
        StringBuilder sb = new StringBuilder(Math.min(s.length(), 4096));
        int i = 0;
        while (i < s.length()) {
            int j = i;
            while (j < s.length() && !Character.isWhitespace(s.charAt(j))) j++;
            if (j - i > MAX_WORD) sb.append(s, i, i + MAX_WORD - 40).append("…(").append(j - i).append(" characters)");
            else sb.append(s, i, j);
            int k = j;
            while (k < s.length() && Character.isWhitespace(s.charAt(k))) k++;
            sb.append(s, j, k);
            i = k;
        }
        return sb.toString();
    }

    private static String flat(String s) {
        return s.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}

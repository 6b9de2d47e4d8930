package puzzlelab.cli.serve;

import puzzlelab.puzzles.InputException;

/** Turns a failure into the one line a user sees: the CLI's message for bad input, no stack trace ever. */
final class Errors {
    private Errors() {
    }

    static String oneLine(Throwable e) {
        if (e instanceof StackOverflowError) return "stack overflow (recursion too deep)";
        if (e instanceof OutOfMemoryError) return "out of memory";
        String msg = e.getMessage();
        if (e instanceof InputException || e instanceof ApiError)
            return flat(msg == null ? e.getClass().getSimpleName() : msg);
        return "internal error: " + e.getClass().getSimpleName() + (msg == null ? "" : ": " + flat(msg)) + " (please report)";
    }

    private static String flat(String s) {
        return s.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }
}

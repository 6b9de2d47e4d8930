package puzzlelab.puzzles.input;

/**
 * Bad input (file, ID, move). The message is one line for the user: "SOURCE:LINE: what is wrong" (no line number
 * when there is none).
 */
public class InputException extends RuntimeException {
    private final String source;
    private final int line;
    private final String problem;

    public InputException(String source, int line, String problem) {
        super(format(source, line, problem));
        this.source = source;
        this.line = line;
        this.problem = problem;
    }

    public InputException(String source, String problem) {
        this(source, 0, problem);
    }

    private static String format(String source, int line, String problem) {
        String where = source == null ? "" : source + (line > 0 ? ":" + line : "") + ": ";
        return where + problem;
    }

    public String source() { return source; }
    public int line() { return line; }
    public String problem() { return problem; }
}

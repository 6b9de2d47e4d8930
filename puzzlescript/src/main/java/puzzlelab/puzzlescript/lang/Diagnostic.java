package puzzlelab.puzzlescript.lang;

/** One compiler message: its source line (0 when it belongs to no line), the text as the official compiler words
 *  it ("line 12 : ..." prefix included when there is a line), and whether it is an error or a warning. */
public record Diagnostic(int line, String message, boolean error) {
    @Override public String toString() { return message; }
}

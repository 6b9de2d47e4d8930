package puzzlelab.puzzlescript.lang;

import java.util.List;

/** A game that does not compile; errors() lists every error, in source order of discovery. */
public final class CompileException extends Exception {
    private final List<Diagnostic> errors;

    public CompileException(List<Diagnostic> errors) {
        super(errors.isEmpty() ? "compile error" : errors.get(0).message()
                + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : ""));
        this.errors = List.copyOf(errors);
    }

    public List<Diagnostic> errors() { return errors; }
}

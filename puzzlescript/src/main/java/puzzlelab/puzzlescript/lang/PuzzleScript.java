package puzzlelab.puzzlescript.lang;

import java.util.ArrayList;
import java.util.List;

/** Entry point: compiles PuzzleScript source text. */
public final class PuzzleScript {
    private PuzzleScript() {}

    /** Compiles a game; throws CompileException listing every error (line, message); warnings are kept in Game. */
    public static Game compile(String source) throws CompileException {
        Compiler c = new Compiler();
        Game g;
        try {
            g = c.compile(source);
        } catch (RuntimeException e) {
            if (!c.hasErrors()) throw e;
            c.sortDiagnostics();
            g = null; // an error earlier made a later stage stumble; report the errors
        }
        List<Diagnostic> errors = new ArrayList<>();
        for (Diagnostic d : c.diags) if (d.error()) errors.add(d);
        if (!errors.isEmpty() || g == null) throw new CompileException(errors);
        return g;
    }

    /**
     * Compiles as the official engine runs a game: errors are reported (in the game's warnings list, marked as
     * errors) but a game whose errors only cost some rules or level cells still plays. Throws CompileException only
     * when the game cannot run at all (no player, no background, no objects or layers, no levels).
     */
    public static Game compileLenient(String source) throws CompileException {
        Compiler c = new Compiler();
        Game g;
        try { g = c.compile(source); } catch (RuntimeException e) { g = null; c.sortDiagnostics(); }
        List<Diagnostic> errors = new ArrayList<>();
        for (Diagnostic d : c.diags) if (d.error()) errors.add(d);
        if (g == null || c.fatal) throw new CompileException(errors.isEmpty() ? List.of(new Diagnostic(0, "the game could not be compiled", true)) : errors);
        g.warnings = List.copyOf(c.diags);
        return g;
    }

    /** Every diagnostic (errors and warnings, in the order found) of compiling source; never throws for bad games. */
    public static List<Diagnostic> diagnostics(String source) {
        Compiler c = new Compiler();
        try { c.compile(source); } catch (RuntimeException e) {
            if (!c.hasErrors()) c.err(0, "internal error: " + e);
            c.sortDiagnostics();
        }
        return c.diags;
    }
}

package puzzlelab.cli.common;

import puzzlelab.engine.Status;

/** The exit codes of every command, in one place (the subcommands and {@code Main} read them here). */
public final class ExitCodes {
    public static final int SOLVED = 0;
    public static final int UNSOLVABLE = 1;
    public static final int BAD_INPUT = 2;
    public static final int LIMIT = 3;
    public static final int INTERNAL = 4;

    private ExitCodes() {
    }

    /** The exit code of a run: 0 solved, 1 proven unsolvable, 3 no solution within the limits (or cancelled). */
    public static int of(Status status) {
        return switch (status) {
            case SOLVED -> SOLVED;
            case UNSOLVABLE -> UNSOLVABLE;
            default -> LIMIT;
        };
    }
}

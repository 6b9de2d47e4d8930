package puzzlelab.puzzles.input;

/**
 * The machine refused what the user asked of it: a port already taken, a host that is not this machine's, a folder
 * that cannot be written, a cluster URL that does not start a cluster. Not a bug, so no "please report": like bad
 * input it is one line and exit 2 (the user changes the request), and the message names the thing and the reason.
 */
public class EnvironmentException extends InputException {
    public EnvironmentException(String what, String problem) {
        super(what, problem);
    }
}

package puzzlelab.cli.compare;

/** A configuration that does not fit an instance's puzzle (unknown name, or the algorithm cannot run on it). */
final class NotApplicable extends Exception {
    NotApplicable(String message) {
        super(message, null, false, false);
    }
}

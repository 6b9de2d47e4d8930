package puzzlelab.engine;

/**
 * The one typed signal that an algorithm does not fit a problem (bidi on a one-way puzzle, an algorithm that needs
 * listed goal states): thrown while a search is built, caught by the API's {@code Plan} alone, which turns it into the
 * user error {@code NotApplicable}. Any other exception thrown while a search is built or run is a bug.
 */
public final class Inapplicable extends RuntimeException {
    public Inapplicable(String message) {
        super(message, null, false, false);
    }
}

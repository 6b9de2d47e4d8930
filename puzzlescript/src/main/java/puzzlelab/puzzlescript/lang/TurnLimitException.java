package puzzlelab.puzzlescript.lang;

/** A turn that exceeded a budget (rule applications, again turns, rigid re-simulations): the game loops. */
public final class TurnLimitException extends RuntimeException {
    public TurnLimitException(String message) { super(message); }
}

package puzzlelab.engine.portfolio;

/** What a member of a {@link Portfolio} is for, which decides when it runs. */
public enum Role {
    /** Fast satisficing search (greedy, weighted A*): runs from the start until any solution is known. */
    FIND,
    /** Anytime improvement that needs a solution to start from or prune with: runs once one is known. */
    IMPROVE,
    /** Finds and then improves on its own (LNS, a second seed): runs from the start to its end. */
    ANYTIME,
    /** The optimal search: prunes with the incumbent, raises the lower bound; its proof ends the run. */
    PROVE
}

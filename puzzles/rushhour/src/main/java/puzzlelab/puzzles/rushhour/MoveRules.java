package puzzlelab.puzzles.rushhour;

/**
 * Which moves a search may use. The full rules are {@link #ALL} (any vehicle, any distance); the report's variants
 * restrict them: maximum-distance moves only, one-cell slides, the "finish check" (when the red car's path is free
 * the only move is the red car to the exit) and the "useful move" check (a move is kept only if it gives some
 * other vehicle a move it did not have before). Restricted rules can miss the optimum or every solution.
 */
record MoveRules(Distances distances, boolean finishCheck, boolean usefulCheck, boolean noSameVehicleTwice) {

    enum Distances { ALL, MAX, UNIT }

    static final MoveRules ALL = new MoveRules(Distances.ALL, false, false, false);
    static final MoveRules UNIT = new MoveRules(Distances.UNIT, false, false, false);

    boolean complete() {
        return distances != Distances.MAX && !usefulCheck && !noSameVehicleTwice;
    }

    /** Every move of the full rules can be undone by a move of these rules. */
    boolean reversible() {
        return distances != Distances.MAX && !finishCheck && !usefulCheck && !noSameVehicleTwice;
    }
}

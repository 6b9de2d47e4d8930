package puzzlelab.puzzles.rushhour;

/**
 * One vehicle as given in the input: its own name (never renamed), axis, length and lane (the row of a horizontal
 * vehicle, the column of a vertical one; 0-based). Its position along the lane is part of the state.
 */
record Vehicle(String name, boolean horizontal, int length, int lane) {

    String axis() {
        return horizontal ? "H" : "V";
    }
}

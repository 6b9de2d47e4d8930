package puzzlelab.engine;

import java.util.Arrays;

/** A sequence of move codes from the initial state and its total cost. */
public record Solution(int[] moves, long cost) {

    public int length() {
        return moves.length;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Solution s && s.cost == cost && Arrays.equals(s.moves, moves);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves) * 31 + Long.hashCode(cost);
    }

    @Override
    public String toString() {
        return "Solution" + Arrays.toString(moves) + " cost " + cost;
    }
}

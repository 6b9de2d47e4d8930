package puzzlelab.puzzles.zhed;

/** The order in which the depth-first solvers try moves at a node. */
interface MoveOrder {

    /** Writes the candidate moves (codes of unused tiles × directions) into {@code out}; returns how many. */
    int order(Position p, int[] out);

    /** Move-code order: tiles in row-major order, U D L R. */
    MoveOrder NATURAL = (p, out) -> {
        int k = 0;
        for (long u = p.unused(); u != 0; u &= u - 1) {
            int t = Long.numberOfTrailingZeros(u);
            for (int dir = 0; dir < 4; dir++) out[k++] = Level.move(t, dir);
        }
        return k;
    };
}

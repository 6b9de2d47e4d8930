package puzzlelab.puzzles.fifteen;

/**
 * Operator tables of a board for the IDA* recursions: per (blank cell, previous move) the moves in U L R D order
 * with the previous move's inverse left out (so the parent is never generated), and the cell each move reaches.
 */
final class Operators {
    final int[] dir;     // (blank*5 + previous+1)*4 + i → i-th move allowed there
    final int[] count;   // blank*5 + previous+1 → how many
    final int[] cell;    // blank*4 + move → cell the blank moves to, or -1

    Operators(SlidingBoard b) {
        cell = b.targets();
        dir = new int[b.cells * 5 * 4];
        count = new int[b.cells * 5];
        for (int c = 0; c < b.cells; c++) {
            for (int prev = -1; prev < 4; prev++) {
                int k = c * 5 + prev + 1;
                for (int m = 0; m < 4; m++)
                    if (cell[c * 4 + m] >= 0 && (prev < 0 || m != SlidingMoves.inverse(prev))) dir[k * 4 + count[k]++] = m;
            }
        }
    }
}

package puzzlelab.puzzles.sokoban;

/**
 * A finder that counts its work in a deterministic unit (squares walked and labelled, cost pairs matched, positions
 * formed), so {@link FinderTurns} can share time by work rather than by steps, whose cost differs several times
 * between finders and levels, and still give the same run every time.
 */
interface Clocked {
    long work();
}

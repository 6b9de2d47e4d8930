package puzzlelab.puzzles.chexers;

/**
 * A validated starting position: the board, the player's colour, the fixed blocks and the initial pieces (both as
 * bitboards over {@link HexGrid} hex numbers). Pieces are indistinguishable, so a set of hexes is all there is.
 */
record Setup(HexGrid grid, Colour colour, long[] pieces, long[] blocks) {

    int pieceCount() {
        return HexGrid.count(pieces);
    }

    int blockCount() {
        return HexGrid.count(blocks);
    }

    boolean isExit(int hex) {
        return colour.exitDistance(grid.q(hex), grid.r(hex), grid.radius) == 0;
    }
}

package puzzlelab.puzzles.chexers;

import java.util.List;
import puzzlelab.engine.Cursor;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * The rules of single-player Chexers (COMP30024 2019 Part A). A state is the bitboard of hexes holding a piece;
 * blocks are fixed and kept outside the state. Every action costs 1:
 * <ul>
 *   <li>EXIT from one of the colour's exit hexes (the piece leaves the board);</li>
 *   <li>MOVE to an adjacent hex that holds no piece and no block;</li>
 *   <li>JUMP over an adjacent piece or block onto the on-board empty hex directly beyond (one hop, nothing captured).</li>
 * </ul>
 * Goal: no piece left. Successors are generated per piece (reading order): exit first, then the six directions.
 */
final class ChexersProblem implements Problem {
    final Setup setup;
    final HexGrid grid;
    final boolean[] exit;
    private final long[] blocks;
    private final int words;

    ChexersProblem(Setup setup) {
        this.setup = setup;
        this.grid = setup.grid();
        this.blocks = setup.blocks();
        this.words = grid.words;
        this.exit = new boolean[grid.cells];
        for (int h = 0; h < grid.cells; h++) exit[h] = setup.isExit(h) && !HexGrid.get(blocks, h);
    }

    @Override public int words() { return words; }

    @Override public void initial(long[] dst) { System.arraycopy(setup.pieces(), 0, dst, 0, words); }

    @Override
    public boolean isGoal(long[] state) {
        for (int i = 0; i < words; i++) if (state[i] != 0) return false;
        return true;
    }

    boolean occupied(long[] state, int hex) {
        int w = hex >>> 6;
        return ((state[w] | blocks[w]) >>> hex & 1L) != 0;
    }

    @Override
    public void expand(long[] s, Successors out) {
        long[] c = out.child();
        for (int w = 0; w < words; w++) {
            for (long bits = s[w]; bits != 0; bits &= bits - 1) {
                int p = w << 6 | Long.numberOfTrailingZeros(bits);
                if (exit[p]) {
                    System.arraycopy(s, 0, c, 0, words);
                    HexGrid.clear(c, p);
                    out.emit(ChexersMoves.exit(p), 1);
                }
                for (int d = 0; d < 6; d++) {
                    int n = grid.neighbour(p, d);
                    if (n < 0) continue;
                    int code;
                    int to;
                    if (!occupied(s, n)) {
                        code = ChexersMoves.move(p, d);
                        to = n;
                    } else {
                        to = grid.beyond(p, d);
                        if (to < 0 || occupied(s, to)) continue;
                        code = ChexersMoves.jump(p, d);
                    }
                    System.arraycopy(s, 0, c, 0, words);
                    HexGrid.clear(c, p);
                    HexGrid.set(c, to);
                    out.emit(code, 1);
                }
            }
        }
    }

    @Override
    public List<long[]> goalStates() {
        return List.of(new long[words]);
    }

    @Override
    public Cursor cursor(Heuristic heuristic) {
        return new ChexersCursor(this, heuristic);
    }
}

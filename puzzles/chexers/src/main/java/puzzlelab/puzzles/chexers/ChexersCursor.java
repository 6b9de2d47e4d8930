package puzzlelab.puzzles.chexers;

import puzzlelab.engine.Cursor;
import puzzlelab.engine.Heuristic;

/**
 * In-place position for IDA* and the DFS family: one bitboard, flipped on apply and undo, with the heuristic kept
 * as a running sum when it is a {@link PieceSumHeuristic}. Moves come out in {@link ChexersProblem#expand}'s order.
 */
final class ChexersCursor implements Cursor {
    private final ChexersProblem p;
    private final HexGrid g;
    private final long[] s;
    private final Heuristic heuristic;
    private final int[] term;
    private final int maxMoves;
    private int h;

    ChexersCursor(ChexersProblem p, Heuristic heuristic) {
        this.p = p;
        this.g = p.grid;
        this.s = new long[p.words()];
        p.initial(s);
        this.heuristic = heuristic == null ? Heuristic.ZERO : heuristic;
        this.term = heuristic instanceof PieceSumHeuristic ps ? ps.term : null;
        this.maxMoves = Math.max(1, 7 * HexGrid.count(s));
        this.h = this.heuristic.estimate(s);
    }

    @Override public int maxMoves() { return maxMoves; }
    @Override public int words() { return s.length; }

    @Override
    public int moves(int[] buf) {
        int n = 0;
        for (int w = 0; w < s.length; w++) {
            for (long bits = s[w]; bits != 0; bits &= bits - 1) {
                int piece = w << 6 | Long.numberOfTrailingZeros(bits);
                if (p.exit[piece]) n = put(buf, n, ChexersMoves.exit(piece));
                for (int d = 0; d < 6; d++) {
                    int nb = g.neighbour(piece, d);
                    if (nb < 0) continue;
                    if (!p.occupied(s, nb)) {
                        n = put(buf, n, ChexersMoves.move(piece, d));
                    } else {
                        int to = g.beyond(piece, d);
                        if (to >= 0 && !p.occupied(s, to)) n = put(buf, n, ChexersMoves.jump(piece, d));
                    }
                }
            }
        }
        return n;
    }

    private static int put(int[] buf, int n, int move) {
        if (n < buf.length) buf[n] = move;
        return n + 1;
    }

    @Override
    public int apply(int move) {
        int from = ChexersMoves.from(move);
        HexGrid.clear(s, from);
        if (term != null) h -= term[from];
        if (!ChexersMoves.isExit(move)) {
            int to = ChexersMoves.to(g, move);
            HexGrid.set(s, to);
            if (term != null) h += term[to];
        }
        if (term == null) h = heuristic.estimate(s);
        return 1;
    }

    @Override
    public void undo(int move) {
        int from = ChexersMoves.from(move);
        if (!ChexersMoves.isExit(move)) {
            int to = ChexersMoves.to(g, move);
            HexGrid.clear(s, to);
            if (term != null) h -= term[to];
        }
        HexGrid.set(s, from);
        if (term != null) h += term[from];
        else h = heuristic.estimate(s);
    }

    @Override public boolean isGoal() { return p.isGoal(s); }
    @Override public int h() { return h; }
    @Override public void key(long[] dst) { System.arraycopy(s, 0, dst, 0, s.length); }

    /** Moving a piece straight back where the previous action brought it from restores the previous state. */
    @Override
    public boolean prune(int previous, int move) {
        if (ChexersMoves.isExit(previous) || ChexersMoves.isExit(move)) return false;
        return ChexersMoves.from(move) == ChexersMoves.to(g, previous) && ChexersMoves.to(g, move) == ChexersMoves.from(previous);
    }
}

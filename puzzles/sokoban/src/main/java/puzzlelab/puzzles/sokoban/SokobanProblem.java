package puzzlelab.puzzles.sokoban;

import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * The rules as engine problems over packed states ({@link SokobanBoard#state}). {@code moves}: each step of the player is a
 * move of cost 1 (codes 0-7). {@code pushes}: each move is a whole push, the walk to it included, of cost 1 (macro
 * codes); the player's exact square is kept, so walks are replayed exactly. No deadlock pruning here: these are the
 * plain rules that generic engines search and that every solution is replayed under.
 */
final class SokobanProblem implements Problem {
    private final SokobanBoard b;
    private final boolean pushes;
    private final ThreadLocal<Walk> walks;

    SokobanProblem(SokobanBoard b, boolean pushes) {
        this.b = b;
        this.pushes = pushes;
        walks = ThreadLocal.withInitial(() -> new Walk(b));
    }

    @Override public int words() { return b.words + 1; }

    @Override
    public void initial(long[] dst) {
        System.arraycopy(b.state(b.boxes0, b.player0, pushes), 0, dst, 0, b.words + 1);
    }

    @Override
    public boolean isGoal(long[] s) {
        return b.solved(s);
    }

    @Override
    public void expand(long[] s, Successors out) {
        int p = b.player(s);
        if (!pushes) {
            for (int d = 0; d < 4; d++) {
                int t = b.nb[p * 4 + d];
                if (t < 0) continue;
                long[] c = out.child();
                System.arraycopy(s, 0, c, 0, b.words + 1);
                if (Bits.get(s, t)) {
                    int u = b.nb[t * 4 + d];
                    if (u < 0 || Bits.get(s, u)) continue;
                    Bits.clear(c, t);
                    Bits.set(c, u);
                    c[b.words] = t;
                    out.emit(4 + d, 1);
                } else {
                    c[b.words] = t;
                    out.emit(d, 1);
                }
            }
            return;
        }
        Walk walk = walks.get();
        walk.from(s, p);
        for (int bx : Bits.list(java.util.Arrays.copyOf(s, b.words), b.n)) {
            for (int d = 0; d < 4; d++) {
                int to = b.nb[bx * 4 + d], from = b.nb[bx * 4 + (d ^ 2)];
                if (to < 0 || from < 0 || Bits.get(s, to) || !walk.reached(from)) continue;
                long[] c = out.child();
                System.arraycopy(s, 0, c, 0, b.words + 1);
                Bits.clear(c, bx);
                Bits.set(c, to);
                c[b.words] = bx | SokobanBoard.PUSH_FLAG;
                out.emit(Codes.MACRO + bx * 4 + d, 1);
            }
        }
    }
}

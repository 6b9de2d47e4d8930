package puzzlelab.puzzles.zhed;

import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;

/**
 * ZHED as a search problem: every move costs 1 (the metric is the number of moves). Children come in move-code
 * order (tile by tile in row-major order, U D L R).
 *
 * <p>The solving view leaves out moves that fill nothing (a tile on the edge expanding outward, or a line that is
 * already full): they are legal but only use a tile up, so no shortest solution contains one. The
 * {@link #enumeration} view keeps every (unused tile, direction) pair and never reports a goal, so a plain DFS
 * without duplicate detection walks all ordered move sequences: N(n) = Σ_{i=1..n} 4^i·n!/(n−i)! nodes below the
 * root (WiLGYSeF's count).
 */
public final class ZhedProblem implements Problem {
    private final Level lv;
    private final boolean enumeration;

    ZhedProblem(Level lv, boolean enumeration) {
        this.lv = lv;
        this.enumeration = enumeration;
    }

    public static ZhedProblem solving(Level lv) {
        return new ZhedProblem(lv, false);
    }

    /** Every tile × direction, fill-nothing moves included, goals ignored (for counting the move-sequence tree). */
    public static ZhedProblem enumeration(Level lv) {
        return new ZhedProblem(lv, true);
    }

    public Level level() {
        return lv;
    }

    @Override public int words() { return ZhedRules.words(lv); }

    @Override public void initial(long[] dst) { ZhedRules.initial(lv, dst); }

    @Override
    public boolean isGoal(long[] state) {
        return !enumeration && ZhedRules.won(lv, state);
    }

    @Override
    public void expand(long[] state, Successors out) {
        if (!enumeration && ZhedRules.won(lv, state)) return;
        long unused = ~state[0] & lv.allTiles();
        for (; unused != 0; unused &= unused - 1) {
            int t = Long.numberOfTrailingZeros(unused);
            for (int d = 0; d < 4; d++) {
                int m = Level.move(t, d);
                long[] child = out.child();
                System.arraycopy(state, 0, child, 0, state.length);
                child[0] |= 1L << t;
                int n = enumeration ? fill(state, m, child) : ZhedRules.play(lv, state, m, child);
                if (n > 0 || enumeration) out.emit(m, 1);
            }
        }
    }

    /** The move's effect even when the game is already won (enumeration view). */
    private int fill(long[] state, int m, long[] child) {
        int left = lv.tileValue(Level.tileOf(m));
        int n = 0;
        for (int c : lv.ray(m)) {
            if (ZhedRules.filled(child, c)) continue;
            child[1 + (c >>> 6)] |= 1L << c;
            n++;
            if (--left == 0) break;
        }
        return n;
    }
}

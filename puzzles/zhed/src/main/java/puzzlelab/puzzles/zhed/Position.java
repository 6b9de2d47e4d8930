package puzzlelab.puzzles.zhed;

import java.util.SplittableRandom;

/**
 * A mutable position for the depth-first solvers: moves are played and taken back in place, with the bookkeeping
 * the cuts need.
 *
 * <ul>
 *   <li>{@link #state}: the packed state of {@link ZhedRules} ({@code [used, filled...]}), updated in place.</li>
 *   <li>Fresh cells: the cells each move on the stack filled, and {@code owner[cell]} = the stack depth of the move
 *       that filled it (-1 for tiles, pre-filled and empty cells).</li>
 *   <li>Justification: a move is <i>justified</i> once a later move walks over (skips) one of its fresh cells. In a
 *       shortest solution every move but the last is justified: if no later move walks over its cells, the later
 *       moves behave the same without it, so dropping it gives a shorter solution. {@code support[j]} counts the
 *       later moves that justify the move at depth j.</li>
 *   <li>Two Zobrist hashes of the state (used tiles and filled cells) for the transposition table.</li>
 * </ul>
 */
final class Position {
    final Level lv;
    final int n;
    final long[] state;
    int depth;
    boolean won;
    final int[] moves;
    /** Cells filled by each stack move: freshCells[freshStart[j] .. freshStart[j + 1]). */
    final int[] freshCells;
    final int[] freshStart;
    private int freshTop;
    final int[] owner;
    final int[] support;
    /** Moves justified by the move at depth j: justLog[justStart[j] .. justStart[j + 1]). */
    private final int[] justLog;
    private final int[] justStart;
    private int justTop;
    private final long[] mark;
    private long stamp;
    /** Tiles on the rows and columns of each move's fresh cells: the only tiles that can justify it later. */
    final long[] alignMask;
    /** Hash of each move's fresh cells (part of the pending-move signature). */
    final long[] freshHash;
    long hash1;
    long hash2;
    private final long[] zCell1;
    private final long[] zCell2;
    private final long[] zTile1;
    private final long[] zTile2;
    final long[] zFresh;
    private final long[] cellAlign;

    Position(Level lv) {
        this.lv = lv;
        this.n = lv.tiles();
        this.state = new long[ZhedRules.words(lv)];
        ZhedRules.initial(lv, state);
        moves = new int[n + 1];
        freshCells = new int[lv.cells + 1];
        freshStart = new int[n + 2];
        owner = new int[lv.cells];
        java.util.Arrays.fill(owner, -1);
        support = new int[n + 1];
        justLog = new int[(n + 1) * (n + 1)];
        justStart = new int[n + 2];
        mark = new long[n + 1];
        alignMask = new long[n + 1];
        freshHash = new long[n + 1];
        SplittableRandom rnd = new SplittableRandom(0x5eedL * 31 + lv.cells);
        zCell1 = new long[lv.cells];
        zCell2 = new long[lv.cells];
        zFresh = new long[lv.cells];
        cellAlign = new long[lv.cells];
        for (int c = 0; c < lv.cells; c++) {
            zCell1[c] = rnd.nextLong();
            zCell2[c] = rnd.nextLong();
            zFresh[c] = rnd.nextLong();
            cellAlign[c] = lv.rowTiles(lv.y(c)) | lv.colTiles(lv.x(c));
        }
        zTile1 = new long[n];
        zTile2 = new long[n];
        for (int t = 0; t < n; t++) {
            zTile1[t] = rnd.nextLong();
            zTile2[t] = rnd.nextLong();
        }
    }

    long used() {
        return state[0];
    }

    long unused() {
        return ~state[0] & lv.allTiles();
    }

    boolean filled(int c) {
        return (state[1 + (c >>> 6)] & (1L << c)) != 0;
    }

    /**
     * Plays a move of an unused tile; returns the number of cells it filled. A move that fills nothing is still
     * on the stack afterwards: the caller undoes it.
     */
    int apply(int move) {
        int t = Level.tileOf(move);
        int d = depth;
        state[0] |= 1L << t;
        hash1 ^= zTile1[t];
        hash2 ^= zTile2[t];
        int left = lv.tileValue(t);
        freshStart[d] = freshTop;
        justStart[d] = justTop;
        long st = ++stamp;
        long align = 0;
        long fh = 0;
        for (int c : lv.ray(move)) {
            int w = 1 + (c >>> 6);
            long b = 1L << c;
            if ((state[w] & b) != 0) {
                int o = owner[c];
                if (o >= 0 && mark[o] != st) {
                    mark[o] = st;
                    support[o]++;
                    justLog[justTop++] = o;
                }
                continue;
            }
            state[w] |= b;
            owner[c] = d;
            freshCells[freshTop++] = c;
            hash1 ^= zCell1[c];
            hash2 ^= zCell2[c];
            fh ^= zFresh[c];
            align |= cellAlign[c];
            if (lv.isGoal(c)) {
                won = true;
                break;
            }
            if (--left == 0) break;
        }
        moves[d] = move;
        alignMask[d] = align;
        freshHash[d] = fh;
        support[d] = 0;
        depth = d + 1;
        freshStart[d + 1] = freshTop;
        justStart[d + 1] = justTop;
        return freshTop - freshStart[d];
    }

    /** Takes back the last move. */
    void undo() {
        int d = --depth;
        int t = Level.tileOf(moves[d]);
        for (int i = justStart[d]; i < justTop; i++) support[justLog[i]]--;
        justTop = justStart[d];
        for (int i = freshStart[d]; i < freshTop; i++) {
            int c = freshCells[i];
            state[1 + (c >>> 6)] &= ~(1L << c);
            owner[c] = -1;
            hash1 ^= zCell1[c];
            hash2 ^= zCell2[c];
        }
        freshTop = freshStart[d];
        state[0] &= ~(1L << t);
        hash1 ^= zTile1[t];
        hash2 ^= zTile2[t];
        won = false;
    }

    /** True when the move just played walked over a fresh cell of the move before it. */
    boolean lastJustifiesPrevious() {
        int d = depth - 1;
        for (int i = justStart[d]; i < justStart[d + 1]; i++) if (justLog[i] == d - 1) return true;
        return false;
    }

    /** True when some unjustified move has no unused tile left on the rows and columns of its fresh cells. */
    boolean hopelessPending() {
        long un = unused();
        for (int j = 0; j < depth; j++) {
            if (support[j] == 0 && (alignMask[j] & un) == 0) return true;
        }
        return false;
    }

    /** A signature of the unjustified moves and their fresh cells (they constrain the rest of the search). */
    long pendingSignature() {
        long sig = 0;
        for (int j = 0; j < depth; j++) {
            if (support[j] == 0) sig += mix(freshHash[j] ^ (moves[j] * 0x9E3779B97F4A7C15L));
        }
        return sig;
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    int[] path() {
        return java.util.Arrays.copyOf(moves, depth);
    }
}

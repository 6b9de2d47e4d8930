package puzzlelab.engine;

import java.util.ArrayList;
import java.util.List;

/** Replays move codes under a problem's rules: the independent check that a solution is legal. */
public final class Replay {
    private Replay() {
    }

    /** Thrown when a move is not legal in the state it is played from. */
    public static final class IllegalMoveException extends RuntimeException {
        public final int index;

        public IllegalMoveException(int index, int move) {
            super("move #" + (index + 1) + " (code " + move + ") is not legal");
            this.index = index;
        }
    }

    /**
     * Plays {@code move} from {@code state} into {@code out}; returns its cost, or -1 if the move is not legal
     * there. Found by generating the successors, so it uses exactly the rules the searches use.
     */
    public static int apply(Problem p, long[] state, int move, long[] out) {
        int w = p.words();
        long[] buf = new long[w];
        int[] cost = {-1};
        p.expand(state, new Successors() {
            public long[] child() { return buf; }
            public void emit(int m, int c) {
                if (m == move && cost[0] < 0) {
                    System.arraycopy(buf, 0, out, 0, w);
                    cost[0] = c;
                }
            }
        });
        return cost[0];
    }

    /** All states along the solution, initial state first. Throws IllegalMoveException on an illegal move. */
    public static List<long[]> states(Problem p, int[] moves) {
        List<long[]> out = new ArrayList<>(moves.length + 1);
        long[] s = new long[p.words()];
        p.initial(s);
        out.add(s);
        for (int i = 0; i < moves.length; i++) {
            long[] t = new long[p.words()];
            if (apply(p, s, moves[i], t) < 0) throw new IllegalMoveException(i, moves[i]);
            out.add(t);
            s = t;
        }
        return out;
    }

    /** Total cost of the moves (throws on an illegal move). */
    public static long cost(Problem p, int[] moves) {
        long[] s = new long[p.words()];
        p.initial(s);
        long total = 0;
        for (int i = 0; i < moves.length; i++) {
            long[] t = new long[p.words()];
            int c = apply(p, s, moves[i], t);
            if (c < 0) throw new IllegalMoveException(i, moves[i]);
            total += c;
            s = t;
        }
        return total;
    }

    /** True when the moves are all legal and end in a goal state. */
    public static boolean solves(Problem p, int[] moves) {
        try {
            List<long[]> st = states(p, moves);
            return p.isGoal(st.get(st.size() - 1));
        } catch (IllegalMoveException e) {
            return false;
        }
    }
}

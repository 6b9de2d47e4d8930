package puzzlelab.puzzles.zhed;

import puzzlelab.engine.ForwardingSearch;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Successors;

/**
 * Move codes of a restated position ({@link ZhedInstance#after}) in the original level's numbering. The restated
 * level numbers only its unused tiles: its tile {@code i} is tile {@code originalTile[i]} of the original level.
 * States keep the restated level's layout; only move codes are translated, so solutions found on the restated
 * position continue the moves played on the original one.
 */
final class Renumbered {
    private final int[] originalTile;
    private final int[] hereTile;

    Renumbered(int[] originalTile, int originalTiles) {
        this.originalTile = originalTile.clone();
        this.hereTile = new int[originalTiles];
        java.util.Arrays.fill(hereTile, -1);
        for (int i = 0; i < originalTile.length; i++) hereTile[originalTile[i]] = i;
    }

    int toOriginal(int move) {
        return Level.move(originalTile[Level.tileOf(move)], Level.dirOf(move));
    }

    /** The restated level's code of an original move code; -1 for a tile that is used up there. */
    int toHere(int move) {
        int t = Level.tileOf(move);
        if (t >= hereTile.length || hereTile[t] < 0) return -1;
        return Level.move(hereTile[t], Level.dirOf(move));
    }

    Problem problem(Problem inner) {
        return new Problem() {
            @Override public int words() { return inner.words(); }
            @Override public void initial(long[] dst) { inner.initial(dst); }
            @Override public boolean isGoal(long[] state) { return inner.isGoal(state); }
            @Override public boolean unitCost() { return inner.unitCost(); }
            @Override public boolean reversible() { return inner.reversible(); }

            @Override
            public void expand(long[] state, Successors out) {
                inner.expand(state, new Successors() {
                    @Override public long[] child() { return out.child(); }
                    @Override public void emit(int move, int cost) { out.emit(toOriginal(move), cost); }
                });
            }
        };
    }

    /**
     * The search in the original numbering. Beside the solution it passes on what a portfolio trades between members:
     * the lower bound (the same position, so the same bound) and a solution found elsewhere (translated back, so the
     * SAT prover can ask "fewer moves than this?" and a member's own proof can end the run), and whether its budgets
     * must stay fixed.
     */
    Search search(Search inner) {
        return new ForwardingSearch(inner) {
            @Override public long lowerBound() { return inner.lowerBound(); }
            @Override public boolean fixedBudget() { return inner.fixedBudget(); }

            @Override
            public void offer(Solution incumbent) {
                int[] moves = new int[incumbent.moves().length];
                for (int i = 0; i < moves.length; i++) {
                    moves[i] = toHere(incumbent.moves()[i]);
                    if (moves[i] < 0) return;   // not a solution of this position (a used tile): nothing to offer
                }
                inner.offer(new Solution(moves, incumbent.cost()));
            }

            @Override
            public Solution best() {
                Solution s = inner.best();
                if (s == null) return null;
                int[] moves = s.moves().clone();
                for (int i = 0; i < moves.length; i++) moves[i] = toOriginal(moves[i]);
                return new Solution(moves, s.cost());
            }
        };
    }
}

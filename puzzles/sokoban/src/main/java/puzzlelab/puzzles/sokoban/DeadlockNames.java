package puzzlelab.puzzles.sokoban;

import java.util.Arrays;

/**
 * Play's deadlock warnings: the solvers' own sound tests (a box off the goals on a dead square, a frozen set with a
 * box off its goal, no assignment of boxes to goals they can still reach, a corral that can never be opened, no such
 * assignment from the sides the keeper can reach with the frozen boxes as walls), each said in words with the square it
 * concerns where there is one, in the moves' notation (row, column from 1). One per game, not shared.
 * <p>The last test ({@link SideMatching}) costs too much for the finders (8-15 % of their work, no level gained: round
 * 7), but one position per move is nothing, and it names the deadlock a player walks into on XSokoban 41 many moves
 * before any box is stuck.
 */
final class DeadlockNames {
    private final SokobanBoard b;
    private final Deadlocks freeze;
    private final Matching matching;
    private final CorralDeadlocks corrals;
    private final SideMatching sides;

    DeadlockNames(SokobanBoard b) {
        this.b = b;
        freeze = new Deadlocks(b);
        matching = new Matching(b);
        corrals = new CorralDeadlocks(b);
        sides = new SideMatching(b);
    }

    /** The first deadlock of the position (boxes in the state's first words, the player from the state), or null. */
    String of(long[] state) {
        long[] boxes = Arrays.copyOf(state, b.words);
        int player = b.player(state);
        for (int s : Bits.list(boxes, b.n))
            if (b.dead[s] && !Bits.get(b.goals, s)) return "the box at " + at(s) + " can never reach a goal from there";
        for (int s : Bits.list(boxes, b.n))   // boxes off the goals first, so the square named is one of them when it can be
            if (!Bits.get(b.goals, s) && freeze.frozen(boxes, s)) return frozen(s);
        for (int s : Bits.list(boxes, b.n))
            if (freeze.frozen(boxes, s)) return frozen(s);
        if (!matching.feasible(boxes)) return "the boxes can no longer each reach a goal of their own";
        if (corrals.dead(boxes, player)) return "the boxes around an area the keeper cannot reach can never be moved to open it";
        if (sides.dead(boxes, player))
            return "with the frozen boxes as walls, the boxes can no longer each be pushed to a goal of their own from a side the keeper can reach";
        return null;
    }

    private String frozen(int s) {
        return "the boxes at and around " + at(s) + " are frozen with one off a goal: none of them can ever move";
    }

    private String at(int s) {
        return "(" + (b.row(s) + 1) + "," + (b.col(s) + 1) + ")";
    }
}

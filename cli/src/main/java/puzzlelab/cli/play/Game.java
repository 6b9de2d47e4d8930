package puzzlelab.cli.play;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Replay;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Instance;

/** A game in progress: the moves played from the initial position, with undo and redo. */
final class Game {
    /** A legal move in the current position: its code, its text, its cost and the position it leads to. */
    record Legal(int move, String text, int cost, long[] next) {
    }

    final Instance instance;
    final Problem problem;
    private final List<Integer> moves = new ArrayList<>();
    private final List<Integer> costs = new ArrayList<>();
    private final List<long[]> states = new ArrayList<>();
    private final Deque<Integer> redo = new ArrayDeque<>();
    private String message;   // what the puzzle said on the last move played (Instance.message), or null

    Game(Instance instance, Problem problem) {
        this.instance = instance;
        this.problem = problem;
        long[] s0 = new long[problem.words()];
        problem.initial(s0);
        states.add(s0);
    }

    long[] state() {
        return states.get(states.size() - 1).clone();
    }

    int count() {
        return moves.size();
    }

    long cost() {
        long c = 0;
        for (int x : costs) c += x;
        return c;
    }

    boolean solved() {
        return problem.isGoal(states.get(states.size() - 1));
    }

    int[] moves() {
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The moves played with every loop (a return to an earlier position) cut out: a shorter way to the same place. */
    int[] loopFreePath() {
        Map<StateKey, Integer> seen = new HashMap<>();   // position → its index on the reduced path
        List<StateKey> at = new ArrayList<>();
        List<Integer> path = new ArrayList<>();
        at.add(new StateKey(states.get(0)));
        seen.put(at.get(0), 0);
        for (int i = 0; i < moves.size(); i++) {
            StateKey k = new StateKey(states.get(i + 1));
            Integer back = seen.get(k);
            if (back != null) {
                for (int j = at.size() - 1; j > back; j--) seen.remove(at.remove(j));
                path.subList(back, path.size()).clear();
            } else {
                path.add(moves.get(i));
                at.add(k);
                seen.put(k, path.size());
            }
        }
        return path.stream().mapToInt(Integer::intValue).toArray();
    }

    List<Legal> legal() {
        List<Legal> out = new ArrayList<>();
        long[] buf = new long[problem.words()];
        problem.expand(states.get(states.size() - 1), new Successors() {
            public long[] child() { return buf; }
            public void emit(int move, int cost) {
                out.add(new Legal(move, instance.moveText(move), cost, buf.clone()));
            }
        });
        return out;
    }

    /** Plays a move; returns false (and changes nothing) when it is not legal here. */
    boolean play(int move) {
        long[] next = new long[problem.words()];
        int c = Replay.apply(problem, states.get(states.size() - 1), move, next);
        if (c < 0) return false;
        message = instance.message(states.get(states.size() - 1), move);
        moves.add(move);
        costs.add(c);
        states.add(next);
        // playing the move that redo would have played keeps the rest of the redo line
        if (!redo.isEmpty() && redo.peek() == move) redo.pop();
        else redo.clear();
        return true;
    }

    /** What the puzzle said on the last move played (a PuzzleScript message), or null; undo clears it. */
    String message() {
        return message;
    }

    boolean undo() {
        message = null;
        if (moves.isEmpty()) return false;
        int last = moves.size() - 1;
        redo.push(moves.remove(last));
        costs.remove(last);
        states.remove(last + 1);
        return true;
    }

    boolean redo() {
        if (redo.isEmpty()) return false;
        int m = redo.peek();
        return play(m);
    }

    boolean canRedo() {
        return !redo.isEmpty();
    }

    /** Back to the initial position; redo replays the abandoned moves. */
    void restart() {
        while (undo()) {
            // each undo pushes onto the redo line
        }
    }
}

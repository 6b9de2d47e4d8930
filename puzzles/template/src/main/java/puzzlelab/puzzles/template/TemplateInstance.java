package puzzlelab.puzzles.template;

import java.util.List;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Problem;
import puzzlelab.engine.Successors;
import puzzlelab.puzzles.Instance;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.Text;
import puzzlelab.puzzles.PuzzleType;

/** A template instance: state = the current number in one long; move 0 = "+1", move 1 = "*2". */
final class TemplateInstance implements Instance {
    private final PuzzleType type;
    private final String id;
    private final long start;
    private final long target;

    TemplateInstance(PuzzleType type, String id, long start, long target) {
        this.type = type;
        this.id = id;
        this.start = start;
        this.target = target;
    }

    @Override public PuzzleType type() { return type; }
    @Override public String id() { return id; }

    @Override
    public Problem problem(String metric) {
        return new Problem() {
            public int words() { return 1; }
            public void initial(long[] dst) { dst[0] = start; }
            public boolean isGoal(long[] s) { return s[0] == target; }
            public void expand(long[] s, Successors out) {
                // numbers never shrink, so states above the target are dead ends: do not generate them
                if (s[0] + 1 <= target) { out.child()[0] = s[0] + 1; out.emit(0, 1); }
                if (s[0] > 0 && s[0] * 2 <= target) { out.child()[0] = s[0] * 2; out.emit(1, 1); }
            }
        };
    }

    @Override
    public List<Heuristic> heuristics(String metric) {
        // doublings needed to pass the target: admissible because each move at most doubles
        return List.of(Heuristic.of("doublings", true, false, s -> {
            int h = 0;
            for (long x = Math.max(1, s[0]); x < target; x *= 2) h++;
            return s[0] == target ? 0 : Math.max(1, h);
        }));
    }

    @Override public String defaultAlgorithm(String metric) { return "bfs"; }

    @Override public String unsolvableReason() { return start > target ? "start is above the target and numbers never shrink" : null; }

    @Override public String moveText(int move) { return move == 0 ? "+1" : "*2"; }

    @Override
    public int parseMove(long[] state, String text) throws InputException {
        return switch (text.trim()) {
            case "+1" -> 0;
            case "*2" -> 1;
            default -> throw new InputException(null, Text.quote(text) + " is not a move: use +1 or *2");
        };
    }

    @Override public String render(long[] state) { return state[0] + " -> " + target + "\n"; }
}

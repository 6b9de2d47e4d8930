package puzzlelab.cli;

import java.io.PrintStream;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.Instance;

/** The generic --trace: one indented line per move tried, with g, h and what the search decided. */
final class TextTrace implements Trace {
    private final Instance inst;
    private final PrintStream out;

    TextTrace(Instance inst, PrintStream out) {
        this.inst = inst;
        this.out = out;
    }

    @Override
    public void iteration(int number, long bound) {
        out.println("-- iteration " + number + (bound >= 0 ? " (bound " + bound + ")" : ""));
    }

    @Override
    public void child(int depth, int move, long g, int h, Verdict verdict) {
        String what = switch (verdict) {
            case ENTER -> "descend";
            case DUPLICATE -> "seen before, skip";
            case ON_PATH -> "already on the path, skip";
            case BOUND -> "cut by the bound";
            case DEPTH -> "depth limit";
            case GOAL -> "GOAL";
            case BETTER_SEEN -> "reached before with no more moves, skip";
        };
        out.println("  ".repeat(Math.min(depth, 40)) + "d" + depth + " " + inst.moveText(move) + "  g=" + g + " h=" + h + "  " + what);
    }

    @Override
    public void backtrack(int depth) {
        out.println("  ".repeat(Math.min(depth, 40)) + "d" + depth + " backtrack");
    }
}

package puzzlelab.cli;

import java.io.PrintStream;
import puzzlelab.engine.Heuristic;
import puzzlelab.engine.Trace;
import puzzlelab.puzzles.Instance;

/**
 * The generic --trace: for the depth-first family one indented line per move tried, with g, h and what the search
 * decided; for BFS and best-first searches a line per node taken from the frontier (its moves from the start, g, h)
 * and one per child (new or seen), then the frontier's size.
 */
final class TextTrace implements Trace {
    private final Instance inst;
    private final PrintStream out;
    private long taken;

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
            case EXPAND -> "expand";
        };
        out.println("  ".repeat(Math.min(depth, 40)) + "d" + depth + " " + inst.moveText(move) + "  g=" + g + " h=" + Heuristic.text(h) + "  " + what);
    }

    @Override
    public void expand(int[] path, long g, int h, Verdict verdict) {
        StringBuilder moves = new StringBuilder();
        for (int m : path) moves.append(moves.length() == 0 ? "" : " ").append(inst.moveText(m));
        out.println("#" + ++taken + " " + (verdict == Verdict.GOAL ? "GOAL" : "expand") + " ["
                + (path.length == 0 ? "start" : moves) + "]  g=" + g + (h >= 0 ? " h=" + Heuristic.text(h) : ""));
    }

    @Override
    public void generated(int move, long g, int h, boolean fresh) {
        out.println("    " + inst.moveText(move) + "  g=" + g + (h >= 0 ? " h=" + Heuristic.text(h) : "") + (fresh ? "  queued" : h >= Heuristic.DEAD ? "  pruned" : "  seen, skip"));
    }

    @Override
    public void frontier(int size) {
        out.println("    frontier " + size);
    }

    @Override
    public void backtrack(int depth) {
        out.println("  ".repeat(Math.min(depth, 40)) + "d" + depth + " backtrack");
    }
}

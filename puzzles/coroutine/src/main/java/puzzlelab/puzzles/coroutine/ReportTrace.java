package puzzlelab.puzzles.coroutine;

import java.io.PrintStream;
import java.util.Arrays;
import puzzlelab.engine.Trace;

/**
 * The step-by-step DFS table of report 000: one row per move tried, with the turn, the moving token, its start
 * and end squares, the other token's square and directions, the direction used ("none" for a pass), the valid
 * directions not yet tried at that node, and what happened ("sig seen" backtracks, "WIN", "baseline" cuts).
 * Works for any depth-first search that reports (depth, move) pairs: the position is replayed from the start.
 */
final class ReportTrace implements Trace {
    private final CoroutineBoard board;
    private final boolean movesMetric;
    private final PrintStream out;
    private int[] a = new int[64];
    private int[] b = new int[64];
    private boolean header;

    ReportTrace(CoroutineBoard board, String metric, PrintStream out) {
        this.board = board;
        this.movesMetric = "moves".equals(metric);
        this.out = out;
        a[0] = board.startA;
        b[0] = board.startB;
    }

    private void header() {
        if (header) return;
        header = true;
        out.println("# squares 1..9 row by row, 5 = centre; directions 0=N 1=NE 2=E 3=SE 4=S 5=SW 6=W 7=NW");
        out.printf("%4s %-2s %7s %5s %6s %-14s %-8s %-12s %s%n", "Turn", "p", "p Start", "p End", "p' Pos",
                "p' Directions", "Dir Used", "Valid Remain", movesMetric ? "Moves  Note" : "Note");
    }

    @Override
    public void iteration(int number, long bound) {
        header();
        if (number > 1 || bound >= 0)
            out.println("# iteration " + number + (bound >= 0 ? ", bound " + bound : ""));
    }

    @Override
    public void child(int depth, int move, long g, int h, Verdict verdict) {
        header();
        if (depth + 2 >= a.length) {
            a = Arrays.copyOf(a, a.length * 2);
            b = Arrays.copyOf(b, b.length * 2);
        }
        int side = CoroutineMoves.token(move);
        int dir = CoroutineMoves.dir(move);
        int p = side == 0 ? a[depth] : b[depth];
        int o = side == 0 ? b[depth] : a[depth];
        int q = dir == Rules.PASS ? p : Rules.STEP[p][dir];
        if (verdict == Verdict.ENTER || verdict == Verdict.GOAL) {
            a[depth + 1] = side == 0 ? q : a[depth];
            b[depth + 1] = side == 0 ? b[depth] : q;
        }
        String note = switch (verdict) {
            case ENTER -> "";
            case GOAL -> "WIN";
            case BETTER_SEEN -> "sig seen";
            case ON_PATH -> "on path";
            case DUPLICATE -> "seen";
            case BOUND -> "baseline";
            case DEPTH -> "depth limit";
            case EXPAND -> "";   // best-first searches only, never a depth-first child
        };
        String used = dir == Rules.PASS ? "none" : String.valueOf(dir);
        String moves = movesMetric ? String.format("%5d  ", g) : "";
        out.printf("%4d %-2s %7d %5d %6d %-14s %-8s %-12s %s%s%n", depth + 1, side == 0 ? "A" : "B", p + 1, q + 1,
                o + 1, Rules.digits(board.mask(o)), used, remaining(p, o, dir), moves, note).flush();
    }

    /** Valid directions after {@code dir} in trying order (0..7), "-" when none. */
    private String remaining(int p, int o, int dir) {
        if (dir == Rules.PASS) return "-";
        int arrows = board.mask(o);
        StringBuilder sb = new StringBuilder();
        for (int d = dir + 1; d < 8; d++) {
            int q = Rules.STEP[p][d];
            if ((arrows >> d & 1) != 0 && q >= 0 && q != o) sb.append(sb.length() == 0 ? "" : ",").append(d);
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }
}

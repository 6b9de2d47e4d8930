package puzzlelab.cli;

import java.io.PrintStream;
import puzzlelab.engine.Progress;
import puzzlelab.engine.Stats;

/** A one-line live progress display on stderr, only when stderr is a terminal and progress is wanted. */
final class StatusLine implements Progress {
    private final PrintStream err;
    private final boolean on;
    private boolean drawn;
    private long best = -1;
    private long bound = -1;

    StatusLine(PrintStream err, boolean wanted) {
        this.err = err;
        this.on = wanted && System.console() != null;
    }

    @Override
    public void report(Stats s, long elapsedMillis) {
        if (!on || elapsedMillis < 1000) return;
        double rate = s.generated / Math.max(0.001, elapsedMillis / 1000.0);
        String incumbent = best < 0 ? "" : "  best " + best + (bound >= 0 ? " (optimum ≥ " + bound + ")" : "");
        String lower = best < 0 && bound >= 0 ? "  optimum ≥ " + bound : "";
        err.printf("\r  %6.1fs  expanded %,d  generated %,d  (%,.0f/s)  stored %,d%s%s   ", elapsedMillis / 1000.0,
                s.expanded, s.generated, rate, s.stored, incumbent, lower);
        err.flush();
        drawn = true;
    }

    @Override
    public void solution(long cost, long elapsedMillis) {
        best = cost;
    }

    @Override
    public void lowerBound(long lb, long elapsedMillis) {
        bound = lb;
    }

    void clear() {
        if (drawn) {
            err.print("\r" + " ".repeat(100) + "\r");
            err.flush();
        }
    }
}

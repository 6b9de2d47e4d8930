package puzzlelab.cli.serve;

import java.time.Duration;
import puzzlelab.puzzles.input.Durations;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.RequestBounds;

/** The server's bounds: job time limits, parallel searches and the waiting queue. */
record ServerLimits(long defaultMillis, long maxMillis, int workers, int queue) {

    static ServerLimits defaults() {
        return new ServerLimits(60_000, 600_000, puzzlelab.engine.SearchOptions.cores(), 32);
    }

    /** A request's time limit ("10s", "500ms"): the default when absent, at most the maximum. */
    long time(String requested, String field) {
        return time(requested, field, maxMillis, "this server's");
    }

    /** The same with a tighter maximum (a hint's), named by {@code whose} in the message. */
    long time(String requested, String field, long max, String whose) {
        if (requested == null) return Math.min(defaultMillis, max);
        Duration d;
        try {
            d = Durations.parse(requested);
        } catch (InputException e) {   // the one duration syntax's own words ("'x' is not a duration: use e.g. ...")
            throw ApiError.bad(field + ": " + e.problem());
        }
        String bad = RequestBounds.time(field, d.toMillis(), Math.min(max, maxMillis), whose);
        if (bad != null) throw ApiError.bad(bad);
        return d.toMillis();
    }
}

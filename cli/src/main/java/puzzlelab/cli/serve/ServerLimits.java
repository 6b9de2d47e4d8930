package puzzlelab.cli.serve;

import java.time.Duration;
import puzzlelab.cli.common.DurationConverter;

/** The server's bounds: job time limits, parallel searches and the waiting queue. */
record ServerLimits(long defaultMillis, long maxMillis, int workers, int queue) {

    static ServerLimits defaults() {
        return new ServerLimits(60_000, 600_000, puzzlelab.engine.SearchOptions.cores(), 32);
    }

    /** A request's time limit ("10s", "500ms"): the default when absent, at most the maximum. */
    long time(String requested, String field) {
        if (requested == null) return Math.min(defaultMillis, maxMillis);
        Duration d;
        try {
            d = new DurationConverter().convert(requested);
        } catch (RuntimeException e) {   // the converter's own message ("'x' is not a duration ...")
            throw ApiError.bad(field + ": " + e.getMessage());
        }
        if (d.toMillis() <= 0) throw ApiError.bad(field + " must be positive");
        if (d.toMillis() > maxMillis)
            throw ApiError.bad(field + " " + requested + " is over this server's limit of " + maxMillis / 1000 + "s");
        return d.toMillis();
    }
}

package puzzlelab.engine.portfolio;

import puzzlelab.engine.Budget;
import puzzlelab.engine.Limits;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/** A member while it runs: its search (built on first use), what it has been told, and how it ended. */
final class Slot {
    final Member member;
    /** Built on first use; dropped (statistics kept) once the member has ended, by the thread that steps it. */
    volatile Search search;
    private Stats kept;
    /** Incumbent version last offered to the search. */
    int seen;
    /** Set once the member has ended (finished, retired, failed or over its memory share). */
    volatile boolean done;
    volatile Status status = Status.RUNNING;
    /** The adapted budget of the next step (when the caller does not fix it). */
    private int budget = 1;
    /** Why the member ended early, for the run's message (null when it finished normally). */
    String note;
    /** A member's bug, to be rethrown where the run is reported. */
    volatile Throwable failure;

    /** True once the run is cancelled, out of time or the portfolio has ended: given to the member when built. */
    private final java.util.function.BooleanSupplier stop;

    /** The run's limits, given to the member when built (Search#limits: a member may size its shares by them). */
    private final java.util.function.Supplier<Limits> limits;

    Slot(Member member, java.util.function.BooleanSupplier stop, java.util.function.Supplier<Limits> limits) {
        this.member = member;
        this.stop = stop;
        this.limits = limits;
    }

    Role role() {
        return member.role();
    }

    /**
     * One step of the member ({@code fixedBudget} > 0: that many nodes, for deterministic interleaving; 0: adapted to
     * the time a step takes): offer it the incumbent if it is newer, step it, and hand a better solution to the
     * incumbent. Errors and an exhausted memory share end the member, never the portfolio.
     */
    Status step(Incumbent inc, LowerBound lb, long memberBytes, int fixedBudget) {
        try {
            if (search == null) {
                Search built = member.factory().get();
                built.stopWhen(stop);
                built.limits(limits.get());
                search = built;
            }
            int v = inc.version();
            if (v != seen) {
                seen = v;
                Solution s = inc.best();
                if (s != null) search.offer(s);
            }
            boolean adaptive = !search.fixedBudget() && fixedBudget <= 0;
            long t0 = System.nanoTime();
            Status st = search.step(search.fixedBudget() ? Budget.FIXED : fixedBudget > 0 ? fixedBudget : budget);
            if (adaptive) budget = Budget.adapt(budget, System.nanoTime() - t0);
            Solution b = search.best();
            if (b != null) inc.offer(b, member.label());
            lb.raise(search.lowerBound());
            if (st == Status.RUNNING && memberBytes > 0 && search.bytes() > memberBytes) {
                end(Status.LIMIT, "its memory share of " + (memberBytes >> 20) + " MB was used up");
                return Status.LIMIT;
            }
            if (st != Status.RUNNING) end(st, null);
            return st;
        } catch (OutOfMemoryError e) {
            search = null;
            end(Status.LIMIT, "out of memory");
            return Status.LIMIT;
        } catch (RuntimeException | StackOverflowError e) {
            failure = e;   // a bug, not a limit: the portfolio rethrows it on the runner's thread
            end(Status.LIMIT, "failed: " + e);
            return Status.LIMIT;
        }
    }

    /** The member's statistics, also after its search was dropped. */
    Stats stats() {
        Search s = search;
        return s != null ? s.stats() : kept != null ? kept : new Stats();
    }

    /** Frees an ended member's tables; only the thread that steps the member may call it. */
    void release() {
        Search s = search;
        if (!done || s == null || member.role() == Role.PROVE) return;
        kept = s.stats();
        search = null;
    }

    void end(Status st, String why) {
        status = st;
        note = why;
        done = true;
    }
}

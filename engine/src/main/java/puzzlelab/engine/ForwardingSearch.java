package puzzlelab.engine;

/**
 * A search that passes every call to another one; wrappers override only what they change (a name, a status,
 * the moves' numbering, a clock). Not passed on: {@link #lowerBound}, {@link #offer} and {@link #fixedBudget} — a
 * bound or a solution is only sound to pass through a wrapper that keeps the problem and its move codes (a variant
 * with restricted moves proves no bound of the real puzzle; renumbered moves must be translated), so each wrapper
 * that may pass them says so itself.
 */
public class ForwardingSearch extends Search {
    protected final Search inner;

    public ForwardingSearch(Search inner) {
        this.inner = inner;
    }

    @Override public String name() { return inner.name(); }
    @Override public Status step(int budget) { return inner.step(budget); }
    @Override public boolean provesOptimal() { return inner.provesOptimal(); }
    @Override public long bytes() { return inner.bytes(); }
    @Override public String heuristic() { return inner.heuristic(); }
    @Override public Stats stats() { return inner.stats(); }
    @Override public Solution best() { return inner.best(); }
    @Override public String message() { return inner.message(); }
    @Override public void stopped() { inner.stopped(); }
    @Override public void stopWhen(java.util.function.BooleanSupplier stop) {
        super.stopWhen(stop);
        inner.stopWhen(stop);
    }
    @Override public void limits(Limits limits) {
        super.limits(limits);
        inner.limits(limits);
    }
    @Override public long otherThreadsCpuNanos() { return inner.otherThreadsCpuNanos(); }
}

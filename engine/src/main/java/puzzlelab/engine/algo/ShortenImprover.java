package puzzlelab.engine.algo;

import puzzlelab.engine.Problem;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * The {@link Shortener} as a portfolio improver: it shortens each new incumbent it is offered (a finder's first,
 * long solution usually loses most of its detours) and waits for the next one; it ends after {@code rounds}.
 */
public final class ShortenImprover extends Search {
    private final Problem p;
    private final int bin;
    private int rounds;
    private Solution pending;

    public ShortenImprover(Problem p, int bin, int rounds) {
        this.p = p;
        this.bin = bin;
        this.rounds = rounds;
    }

    @Override public String name() { return "shorten"; }
    @Override public boolean provesOptimal() { return false; }
    @Override public long bytes() { return 0; }

    @Override
    public void offer(Solution s) {
        if (best == null || s.cost() < best.cost()) pending = s;
    }

    @Override
    public Status step(int budget) {
        if (rounds <= 0) return Status.SOLVED;
        if (pending == null) return Status.RUNNING;
        Solution in = pending;
        pending = null;
        Shortener sh = new Shortener(p, bin, 200_000);
        Solution out = sh.shorten(in);
        stats.add(sh.stats());
        if (out.cost() < in.cost()) {
            best = out;
            message = "shortened " + in.cost() + " to " + out.cost();
        }
        rounds--;
        return rounds <= 0 ? Status.SOLVED : Status.RUNNING;
    }
}

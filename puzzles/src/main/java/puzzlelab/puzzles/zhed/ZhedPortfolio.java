package puzzlelab.puzzles.zhed;

import java.util.concurrent.ConcurrentLinkedQueue;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * The default ZHED solver: two {@link ZhedSearch}es with seeds S and S + 1, the second on its own thread when
 * there is a second processor. Their finders are heavy-tailed (a seed that finds a level in a second is followed
 * by one that needs minutes), so two seeds side by side finish more levels than one. The first search is the
 * main one: every solution the second finds is offered to it as an upper bound, and the answer, its proof and
 * its statistics' end come from the main search.
 * <pre>
 *   second thread: loop { second.step(); a new, shorter best → queue }
 *   each step:     main.offer(every solution in the queue); main.step(budget)
 *   the main search ends the run; the second thread is then stopped
 * </pre>
 * The two run at their own pace, so with two processors the moment a second-seed solution arrives depends on
 * timing (each search alone is deterministic for its seed). With one processor only the main search runs.
 */
final class ZhedPortfolio extends Search {
    private final ZhedSearch main;
    private final ZhedSearch second;
    private final ConcurrentLinkedQueue<int[]> found = new ConcurrentLinkedQueue<>();
    private volatile boolean stop;
    private Thread thread;

    ZhedPortfolio(Level lv, String name, long proofNodes, long seed) {
        this.main = new ZhedSearch(lv, name, true, proofNodes, seed);
        this.second = Runtime.getRuntime().availableProcessors() > 1
                ? new ZhedSearch(lv, name, true, proofNodes, seed + 1) : null;
        // the second search's finders look for shorter solutions all along: the main one's proof needs no share
        if (second != null) main.improveWhileProving = false;
    }

    @Override public String name() { return main.name(); }
    @Override public boolean provesOptimal() { return main.provesOptimal(); }
    @Override public long bytes() { return main.bytes() + (second == null ? 0 : second.bytes()); }
    @Override public Solution best() { return main.best(); }
    @Override public String message() { return main.message(); }

    @Override
    public Status step(int budget) {
        if (second != null && thread == null && !stop) {
            thread = new Thread(this::runSecond, "zhed-second-seed");
            thread.setDaemon(true);
            thread.start();
        }
        for (int[] s; (s = found.poll()) != null; ) main.offer(s, "second seed");
        Status st = main.step(budget);
        sumStats();
        if (st != Status.RUNNING) stop = true;
        return st;
    }

    private void runSecond() {
        int offered = Integer.MAX_VALUE;
        while (!stop) {
            Status st = second.step(4096);
            Solution b = second.best();
            if (b != null && b.length() < offered) {
                offered = b.length();
                found.add(b.moves());
            }
            if (st != Status.RUNNING) return;
        }
    }

    private void sumStats() {
        Stats m = main.stats();
        Stats o = second == null ? new Stats() : second.stats();   // read racily: for display only
        stats.expanded = m.expanded + o.expanded;
        stats.generated = m.generated + o.generated;
        stats.duplicates = m.duplicates + o.duplicates;
        stats.stored = m.stored + o.stored;
        stats.iterations = m.iterations;
        stats.maxFrontier = Math.max(m.maxFrontier, o.maxFrontier);
    }

    @Override
    public void stopped() {
        main.stopped();
        stop = true;
    }
}

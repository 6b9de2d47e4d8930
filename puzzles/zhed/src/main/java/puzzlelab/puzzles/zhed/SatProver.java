package puzzlelab.puzzles.zhed;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Status;

/**
 * ZHED's SAT prover ("zhed-sat"): asks {@link PlanSat} "is there a plan of at most k moves?" on a thread of its own
 * (one sat4j call runs for seconds; cutting it into engine steps would restart it each time), so that steps only
 * publish what the solver has settled. Two questions take turns in slices of conflicts (learnt clauses are kept,
 * so each helps the other):
 * <pre>
 *   lb = the gap bound of the start position (no plan is shorter); U = the best plan's length (own or offered;
 *   tiles + 1 while none is known)
 *   falling: k = U − 1   plan → U = its length (and "at most U − 1 tiles" is added for good); none → U is optimal
 *                        (with no plan known: none → unsolvable)
 *   rising:  k = lb      plan → optimal (lb was proven);  none → lb = lb + 1 (the bound the run reports)
 * </pre>
 * The falling question finds a first plan fast (no length limit) and proves a good plan optimal in one hard call;
 * the rising one raises the reported bound step by step. A better plan offered while a question runs interrupts
 * it. The thread ends when the answer is settled, when the search is stopped, or when nobody has stepped the search
 * for {@link #ORPHAN_MILLIS} (a portfolio that ended). Statistics: expanded = the solver's conflicts, iterations =
 * SAT calls.
 */
public final class SatProver extends Search {
    static final long ORPHAN_MILLIS = 1000;
    /** Conflicts of one slice of the rising question; the falling one gets twice as many. */
    static final int SLICE = 3000;
    /** A step waits this long for news (a short sleep, so a runner with nothing else to do does not spin). */
    private static final long POLL_MILLIS = 1;

    private final Level lv;
    private final String name;
    private final Object lock = new Object();
    private Thread thread;
    private volatile long lastStep = System.nanoTime();
    private volatile boolean stop;
    /** Set when the question being asked is out of date (a better plan was offered). */
    private volatile boolean requery;
    private volatile long conflicts;
    /** The current question gives way to the other one at this conflict count. */
    private long sliceEnd;
    private volatile long calls;
    private volatile int lb;
    private volatile int[] plan;
    private volatile boolean proven;
    private volatile boolean unsolvable;
    private volatile String note;
    private volatile RuntimeException failure;
    private volatile long cpuNanos;

    public SatProver(Level lv, String name) {
        this.lv = lv;
        this.name = name;
        int root = new Bounds(new Position(lv)).bound();
        if (root >= Bounds.DEAD) unsolvable = true;
        lb = Math.max(1, root);
    }

    @Override public String name() { return name; }

    @Override
    public Status step(int budget) {
        lastStep = System.nanoTime();
        if (unsolvable) return done(Status.UNSOLVABLE);
        if (thread == null) {
            thread = new Thread(this::work, "zhed-sat");
            thread.setDaemon(true);
            thread.start();
        }
        synchronized (lock) {
            if (!proven && !unsolvable && failure == null) {
                try {
                    lock.wait(POLL_MILLIS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
        if (failure != null) throw failure;
        stats.expanded = conflicts;
        stats.iterations = calls;
        // The verdict is read before the plan: the worker writes the plan, then the verdict (both volatile), so a
        // verdict seen here comes with the plan it was about; read the other way round, a proof could be reported
        // with the older, longer plan.
        boolean wasUnsolvable = unsolvable;
        boolean wasProven = proven;
        String why = note;
        int[] p = plan;
        if (p != null && (best == null || p.length < best.length())) best = new Solution(p, p.length);
        if (why != null) message = why;
        if (wasUnsolvable) return done(Status.UNSOLVABLE);
        if (wasProven) return done(Status.SOLVED);
        return Status.RUNNING;
    }

    private Status done(Status s) {
        stop = true;
        if (s == Status.UNSOLVABLE && message == null)
            message = "no solution: the SAT solver ruled out every plan of up to " + lv.tiles() + " moves";
        return s;
    }

    /** The solver thread: the loop of the class comment. */
    private void work() {
        long t0 = cpu();
        try {
            PlanSat sat = new PlanSat(lv);
            sat.onConflict(() -> {
                conflicts++;
                if ((conflicts & 255) == 0 && orphaned()) stop = true;
                return stop || requery || conflicts >= sliceEnd;
            });
            int limited = Integer.MAX_VALUE;   // the permanent "at most" added so far
            boolean down = true;
            while (!stop) {
                requery = false;
                int u = plan == null ? lv.tiles() + 1 : plan.length;
                if (lb >= u) {
                    if (plan == null) unsolvable = true;
                    else settle(u + " moves proven shortest: the SAT solver ruled out every plan of " + (u - 1) + " moves");
                    wake();
                    return;
                }
                if (u - 1 < limited && plan != null) {
                    limited = u - 1;
                    if (!sat.atMostForever(limited)) {
                        lb = u;
                        continue;
                    }
                }
                if (lb == u - 1) down = true;   // both questions are the same
                int k = down ? u - 1 : lb;
                sliceEnd = conflicts + (down ? 2 * SLICE : SLICE);
                calls++;
                PlanSat.Answer a = sat.solve(k, 0);
                if (a == PlanSat.Answer.PLAN) {
                    offerOwn(sat.plan);
                    if (sat.plan.length <= lb) {
                        settle(sat.plan.length + " moves proven shortest: SAT plan at the proven bound");
                        return;
                    }
                } else if (a == PlanSat.Answer.NONE) {
                    lb = k + 1;
                } else {
                    down = !down;
                }
            }
        } catch (RuntimeException e) {
            failure = e;
            wake();
        } finally {
            cpuNanos = cpu() - t0;
        }
    }

    /** The solver thread (null before the first step), for tests. */
    Thread solverThread() {
        return thread;
    }

    private boolean orphaned() {
        return System.nanoTime() - lastStep > ORPHAN_MILLIS * 1_000_000L;
    }

    private void settle(String why) {
        note = why;
        proven = true;
        wake();
    }

    private void wake() {
        synchronized (lock) {
            lock.notifyAll();
        }
    }

    private synchronized void offerOwn(int[] p) {
        if (plan == null || p.length < plan.length) plan = p;
    }

    /** A plan found elsewhere: the next question is "fewer moves than this?" (the running one is cut short). */
    @Override
    public void offer(Solution s) {
        synchronized (this) {
            if (plan != null && s.moves().length >= plan.length) return;
            plan = s.moves().clone();
        }
        requery = true;
    }

    @Override
    public void stopped() {
        stop = true;
    }

    @Override
    public long lowerBound() {
        return unsolvable ? -1 : Math.min(lb, plan == null ? Integer.MAX_VALUE : plan.length);
    }

    @Override
    public boolean provesOptimal() {
        return proven;
    }

    @Override
    public long bytes() {
        return 0;
    }

    @Override
    public long otherThreadsCpuNanos() {
        Thread t = thread;
        if (t == null) return 0;
        long live = t.isAlive() ? threadCpu(t.getId()) : -1;
        return live >= 0 ? live : cpuNanos;
    }

    private static long cpu() {
        return threadCpu(Thread.currentThread().getId());
    }

    private static long threadCpu(long id) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        return mx.isThreadCpuTimeSupported() ? Math.max(0, mx.getThreadCpuTime(id)) : 0;
    }
}

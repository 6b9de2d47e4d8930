package puzzlelab.engine.portfolio;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import puzzlelab.engine.Budget;
import puzzlelab.engine.Search;
import puzzlelab.engine.Solution;
import puzzlelab.engine.Stats;
import puzzlelab.engine.Status;

/**
 * The anytime portfolio: finders, improvers and one prover share an incumbent (the best solution so far) and a
 * proven lower bound, so a run returns a solution fast, improves it, and proves it optimal when it can.
 * <pre>
 *   incumbent = none; lb = the root's admissible estimate (or none)
 *   threads ≥ 2: the prover steps on the runner's thread (taking turns with members placed beside it); the other
 *                members on worker threads, round-robin
 *   threads = 1: one thread, node budgets: until a solution, prover and finders take turns; then the prover
 *                gets 31 of 32 steps and the improvers share the rest, in smaller steps — or 1 of 2 while a
 *                puzzle's own anytime member runs (deterministic for a seed)
 *   each member step: offer it the incumbent if newer; step; a better solution becomes the incumbent;
 *                     its lower bound raises lb
 *   a solution exists → finders retire, improvers start
 *   stop: lb ≥ incumbent cost (optimal) | the prover ends (its proof, or unsolvable) | every member ended | limit
 * </pre>
 * With one thread the run is deterministic for a seed. With several, members run at their own pace: the answer's
 * length is the same whenever optimality is proven, but which optimal solution, the time of each improvement and the
 * statistics depend on timing.
 */
public final class Portfolio extends Search {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final int PROVER_SHARE = 32;
    /** How long an idle thread waits before it looks again (workers for a first solution, the runner for workers). */
    private static final long IDLE_MILLIS = 5;

    private final String name;
    private final String heuristic;
    private final List<Slot> slots = new ArrayList<>();
    private final Slot prover;
    private final int threads;
    private final long memberBytes;
    private final Incumbent incumbent = new Incumbent();
    private final LowerBound bound = new LowerBound();
    private final List<Thread> workers = new ArrayList<>();
    /** Per worker: its CPU time when it ended, or -1 while it runs (then read live from its thread). */
    private final List<Long> workerCpu = new ArrayList<>();
    /** Per worker: its thread's CPU time when it started, for the live reading. */
    private final List<Long> workerCpu0 = new ArrayList<>();
    private volatile boolean stop;
    /** The runner's signal (cancel, time limit), passed with the portfolio's own end to each member (see Slot). */
    private volatile java.util.function.BooleanSupplier outerStop = () -> false;
    private boolean started;
    private long tick;
    private int next;
    private boolean proven;

    /**
     * @param rootBound   a proven lower bound known before any search (the root's admissible estimate), or -1
     * @param threads     threads to use (1 = deterministic interleaving on the runner's thread)
     * @param memberBytes the memory one member may hold before it is ended (≤ 0: no cap)
     */
    public Portfolio(String name, String heuristic, List<Member> members, int threads, long rootBound, long memberBytes) {
        this.name = name;
        this.heuristic = heuristic;
        Slot p = null;
        for (Member m : members) {
            Slot s = new Slot(m, () -> stop || outerStop.getAsBoolean(), this::limits);
            slots.add(s);
            if (m.role() == Role.PROVE) {
                if (p != null) throw new IllegalArgumentException("a portfolio has one prover");
                p = s;
            }
        }
        this.prover = p;
        this.threads = Math.max(1, threads);
        this.memberBytes = memberBytes;
        bound.raise(rootBound);
    }

    @Override public String name() { return name; }
    @Override public String heuristic() { return heuristic; }
    @Override public Solution best() { return incumbent.best(); }
    @Override public long lowerBound() { return bound.get(); }
    @Override public boolean provesOptimal() { return proven; }
    @Override public boolean fixedBudget() { return threads == 1; }

    @Override
    public long bytes() {
        long b = 0;
        for (Slot s : slots) {
            Search m = s.search;
            if (m != null && !s.done) b += m.bytes();
        }
        return b;
    }

    @Override
    public Status step(int budget) {
        if (!started) start();
        if (threads == 1) {
            Slot s = pick();
            if (s != null) s.step(incumbent, bound, memberBytes, Math.min(budget, sharedBudget(s)));
        } else {
            Slot s = besideProver();
            if (s != null) s.step(incumbent, bound, memberBytes, 0);
            else pause();
        }
        sumStats();
        for (Slot s : slots) {
            Throwable f = s.failure;
            if (f != null) {
                finish();
                if (f instanceof RuntimeException re) throw re;
                throw (Error) f;
            }
        }
        Status st = verdict();
        if (st != Status.RUNNING) finish();
        return st;
    }

    /** What the run has settled so far: RUNNING until a proof, an unsolvability proof or the end of every member. */
    private Status verdict() {
        Solution best = incumbent.best();
        if (best != null && bound.get() >= best.cost()) {
            proven = true;
            message = note("the lower bound met the cost of the solution found by " + by());
            return Status.SOLVED;
        }
        if (prover != null && prover.done && prover.status != Status.LIMIT) {
            Search ps = prover.search;
            if (prover.status == Status.UNSOLVABLE && best == null) {
                message = note(ps.message());
                return Status.UNSOLVABLE;
            }
            if (prover.status == Status.SOLVED) {   // the prover's end is the run's end, proof or not
                if (ps.best() != null) incumbent.offer(ps.best(), prover.member.label());
                proven = ps.provesOptimal();
                message = note(proven ? prover.member.label() + " finished its proof (solution found by " + by() + ")"
                        : ps.message() + " (best found by " + by() + ")");
                return incumbent.best() == null ? Status.UNSOLVABLE : Status.SOLVED;
            }
        }
        for (Slot s : slots) {
            if (s.status == Status.UNSOLVABLE && best == null && s.role() != Role.IMPROVE) {
                message = note(s.member.label() + " exhausted the state space");
                return Status.UNSOLVABLE;
            }
        }
        if (best != null) for (Slot s : slots) if (s.role() == Role.FIND && !s.done) s.end(Status.SOLVED, null);
        for (Slot s : slots) if (!s.done) return Status.RUNNING;
        message = note(best == null ? "every member ended without a solution" : "best found by " + by() + "; not proven optimal");
        return best == null ? Status.LIMIT : Status.SOLVED;
    }

    private String by() {
        String b = incumbent.by();
        return b == null ? "none" : b;
    }

    /** The sentence plus what ended members early (memory share, failures). */
    private String note(String sentence) {
        StringBuilder sb = new StringBuilder(sentence == null ? "" : sentence);
        for (Slot s : slots) {
            if (s.note != null) sb.append(sb.length() == 0 ? "" : "; ").append(s.member.label()).append(" ended: ").append(s.note);
        }
        return sb.toString();
    }

    /**
     * One thread: the next member to step. Before a solution exists every running member takes a turn; after it
     * the prover takes {@value #PROVER_SHARE} − 1 of every {@value #PROVER_SHARE} steps.
     */
    private Slot pick() {
        boolean solved = incumbent.best() != null;
        boolean proverRuns = prover != null && !prover.done;
        if (solved && proverRuns && tick++ % proverShare() != 0) return prover;
        for (Slot s : slots) s.release();
        for (int i = 0; i < slots.size(); i++) {
            Slot s = slots.get((next + i) % slots.size());
            if (s.done || !runnable(s, solved) || (solved && s == prover)) continue;
            next = (next + i + 1) % slots.size();
            return s;
        }
        return proverRuns ? prover : null;
    }

    /**
     * After a solution, the prover's turns in every round: {@value #PROVER_SHARE} − 1 of {@value #PROVER_SHARE}, but
     * 1 of 2 while a puzzle's own anytime member runs (e.g. Rush Hour's LNS: the puzzle chose it as the improvement
     * that matters, and with several threads it has a core of its own; on one it must not starve).
     */
    private int proverShare() {
        for (Slot s : slots) if (s.role() == Role.ANYTIME && !s.done) return 2;
        return PROVER_SHARE;
    }

    /**
     * One thread: the prover's steps are {@link Budget#FIXED} nodes; a best-first finder's or improver's node costs
     * tens of times an IDA* node, so their steps are 1/16 (finders) and 1/64 (improvers) of that, which keeps the
     * prover's share of the time near its share of the steps, and the interleaving deterministic. A puzzle's own
     * anytime member gets the prover's budget (its step is one improvement move or one slice of its first walk).
     */
    private static int sharedBudget(Slot s) {
        return switch (s.role()) {
            case PROVE -> Budget.FIXED;
            case FIND -> Budget.FIXED / 16;
            case IMPROVE -> Budget.FIXED / 64;
            case ANYTIME -> Budget.FIXED;
        };
    }

    private static boolean runnable(Slot s, boolean solved) {
        return s.role() != Role.IMPROVE || solved;
    }

    /** Several threads: the runner's thread alternates the prover with the members placed beside it. */
    private Slot besideProver() {
        List<Slot> mine = new ArrayList<>();
        if (prover != null && !prover.done) mine.add(prover);
        boolean solved = incumbent.best() != null;
        for (Slot s : slots) {
            if (s == prover || !s.member.besideProver()) continue;   // workers' members are theirs to release
            s.release();
            if (!s.done && runnable(s, solved)) mine.add(s);
        }
        if (mine.isEmpty()) return null;
        return mine.get((int) (tick++ % mine.size()));
    }

    private void start() {
        started = true;
        if (threads == 1) return;
        List<Slot> others = new ArrayList<>();
        for (Slot s : slots) if (s != prover && !s.member.besideProver()) others.add(s);
        int n = Math.min(threads - (prover == null ? 0 : 1), others.size());
        if (prover == null) n = Math.max(n, 1);
        for (int w = 0; w < n; w++) {
            List<Slot> mine = new ArrayList<>();
            for (int i = w; i < others.size(); i += n) mine.add(others.get(i));
            int index = w;
            workerCpu.add(0L);
            workerCpu0.add(-1L);
            Thread t = new Thread(() -> work(mine, index), name + "-worker-" + w);
            t.setDaemon(true);
            workers.add(t);
            t.start();
        }
    }

    /**
     * A worker thread: steps its members round-robin until they have all ended or the run stops. Before each step it
     * looks at the runner's signal itself, as the runner's thread does between steps: a host that time-slices its jobs
     * (the server's {@code Slices}) parks the looking thread there while the job waits for its turn, so a worker pauses
     * with its job instead of running on beside it; and once the run is cancelled or out of time it steps no more.
     */
    private void work(List<Slot> mine, int index) {
        long cpu0 = threadCpu();
        synchronized (workerCpu) {
            workerCpu0.set(index, cpu0);
            workerCpu.set(index, -1L);
        }
        try {
            while (!stop) {
                boolean any = false;
                for (Slot s : mine) {
                    if (stop || outerStop.getAsBoolean()) return;
                    s.release();
                    if (s.done || !runnable(s, incumbent.best() != null)) continue;
                    any = true;
                    s.step(incumbent, bound, memberBytes, 0);
                }
                if (!any) {
                    boolean waiting = false;
                    for (Slot s : mine) waiting |= !s.done;
                    if (!waiting) return;
                    Thread.sleep(IDLE_MILLIS);   // improvers wait for a first solution
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            synchronized (workerCpu) {
                workerCpu.set(index, threadCpu() - cpu0);
            }
        }
    }

    /** The runner's thread when the prover has ended: wait a little for the workers. */
    private void pause() {
        try {
            Thread.sleep(IDLE_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void sumStats() {
        Stats sum = new Stats();
        for (Slot s : slots) sum.add(s.stats());   // racy for workers' members: display only
        stats.expanded = sum.expanded;
        stats.generated = sum.generated;
        stats.duplicates = sum.duplicates;
        stats.stored = sum.stored;
        stats.maxFrontier = sum.maxFrontier;
        stats.iterations = sum.iterations;
        stats.peakBytes = Math.max(stats.peakBytes, sum.peakBytes);
    }

    /**
     * Stops the workers and waits for them briefly: a worker ends after its current step, which may be one costly
     * expansion; a limit is honoured within ~50 ms whatever it costs (the worker's last step then ends on its own).
     */
    private void finish() {
        stop = true;
        long deadline = System.nanoTime() + 50_000_000L;
        for (Thread t : workers) {
            try {
                long left = (deadline - System.nanoTime()) / 1_000_000;
                if (left > 0) t.join(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        sumStats();
    }

    @Override
    public void stopWhen(java.util.function.BooleanSupplier s) {
        super.stopWhen(s);
        outerStop = s;
    }

    @Override
    public void stopped() {
        if (prover != null && prover.search != null) prover.search.stopped();
        finish();
        Solution best = incumbent.best();
        message = note(best == null ? null : "best found by " + by());
    }

    /**
     * The workers' CPU time, plus threads of the members' own (a prover that solves on a thread of its own). A worker
     * that still runs is read from its thread: counted only once it ended, a finder on a worker was not seen by a CPU
     * limit before its first solution (round 13: XSokoban 41 with {@code --threads 2 --limit-by cpu}, 51.8 s of the
     * worker's CPU while the limit saw the runner's 0.7 s).
     */
    @Override
    public long otherThreadsCpuNanos() {
        long sum = 0;
        for (Slot s : slots) {
            Search m = s.search;
            if (m != null) sum += m.otherThreadsCpuNanos();
        }
        synchronized (workerCpu) {
            for (int w = 0; w < workerCpu.size(); w++) {
                long ended = workerCpu.get(w), cpu0 = workerCpu0.get(w);
                if (ended >= 0 || cpu0 < 0) sum += Math.max(0, ended);
                else sum += Math.max(0, threadCpu(workers.get(w)) - cpu0);
            }
            return sum;
        }
    }

    /** A live thread's CPU time (0 when the JVM cannot tell, or the thread has just ended). */
    private static long threadCpu(Thread t) {
        try {
            return Math.max(0, CPU.getThreadCpuTime(t.getId()));
        } catch (UnsupportedOperationException e) {
            return 0;
        }
    }

    private static long threadCpu() {
        try {
            return CPU.getCurrentThreadCpuTime();
        } catch (UnsupportedOperationException e) {
            return 0;
        }
    }
}

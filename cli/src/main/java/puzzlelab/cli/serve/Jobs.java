package puzzlelab.cli.serve;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Runs jobs: each accepted job gets its own thread (in its own thread group), which waits for a run ticket from
 * {@link Slices}: at most one running search per core, time-sliced fairly. At most {@code workers + queue} jobs are
 * accepted at once; more are refused (503). Finished jobs are kept a while for {@code GET /api/jobs/{id}}, then
 * forgotten.
 *
 * <p>Every thread a job starts ends with it: a watchdog interrupts whatever is left in the job's thread group a
 * moment after it ends, and stops it a little later. A job whose work runs {@link #HARD_GRACE_MILLIS} past its
 * deadline (set-up code that never polls the clock) is abandoned: answered at once as an internal error, its ticket
 * given to the next job, its threads ended as above.
 */
final class Jobs implements AutoCloseable {
    private static final long KEEP_MILLIS = 10 * 60_000;
    private static final int KEEP_MAX = 100;
    /** How long past its deadline a job may run on before it is abandoned. */
    static final long HARD_GRACE_MILLIS = 3_000;
    /** A job's leftover threads are interrupted this long after it ends, and stopped if still alive later. */
    private static final long INTERRUPT_AFTER_MILLIS = 500;
    private static final long KILL_AFTER_MILLIS = 2_500;
    private static final Set<String> INTERACTIVE = Set.of("hint", "position", "native", "render", "click", "paste");

    private final Map<String, Job> jobs = new ConcurrentHashMap<>();
    /** Thread groups of jobs that ended (or were abandoned) with threads still alive, and when they ended. */
    private final Map<JobThreads, Long> leftovers = new ConcurrentHashMap<>();
    private final SecureRandom ids = new SecureRandom();
    private final Slices slices;
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "puzzlelab-watchdog");
        t.setDaemon(true);
        return t;
    });
    /** The memory share of a job started while a core's share is free (times the cores it starts with). */
    final long maxBytesPerJob;
    /** The share of a job started while every core's share is taken (time-sliced beside them): small, bounded. */
    private final long extraBytes;
    private final int workers;
    /** Jobs accepted at once (long: --queue may be as large as an int; nothing is allocated per place). */
    private final long capacity;
    private int bigShares;
    private volatile boolean closed;

    Jobs(int workers, int queue) {
        this.workers = workers;
        this.capacity = (long) workers + queue;
        this.slices = new Slices(workers);
        long heap = Runtime.getRuntime().maxMemory();
        // the first searches (one per core) share half the heap, as before (up to three quarters while a lone job's
        // idle cores count too); all the jobs started beside them an eighth
        maxBytesPerJob = heap / (2L * workers);
        extraBytes = Math.max(16L << 20, heap / (8L * Math.max(1, queue)));
        watchdog.scheduleWithFixedDelay(this::watch, 250, 250, TimeUnit.MILLISECONDS);
    }

    /** Queues the work of a client (its address, for round-robin); ApiError 503 when the server is full. */
    Job submit(String kind, String client, long limitMillis, Job.Work work) {
        forgetOld();
        byte[] b = new byte[9];
        ids.nextBytes(b);
        Job job = new Job(HexFormat.of().formatHex(b), kind, limitMillis);
        job.priority = INTERACTIVE.contains(kind) ? 0 : 1;
        job.client = client == null ? "" : client;
        job.slices = slices;
        synchronized (this) {
            if (closed) throw new ApiError(503, "the server is stopping");
            long open = jobs.values().stream().filter(j -> !j.finished() && !j.abandoned).count();
            if (open >= capacity)
                throw new ApiError(503, "the server is busy (" + running() + " searches running, " + waiting()
                        + " waiting); try again shortly");
            jobs.put(job.id, job);
        }
        JobThreads group = new JobThreads(job);
        job.group = group;
        Thread t = new Thread(group, () -> run(job, work), "puzzlelab-job-" + kind);
        t.setDaemon(true);
        t.start();
        return job;
    }

    private void run(Job job, Job.Work work) {
        try {
            int tickets = slices.start(job);
            if (tickets == 0) return;   // cancelled or abandoned before it started
            job.threads = tickets;
            job.maxBytes = share(job, tickets);
            job.started = true;
            job.run(work);
        } catch (InterruptedException e) {
            job.cancel();
        } finally {
            slices.leave(job);
            releaseShare(job);
            leftovers.putIfAbsent(job.group, System.currentTimeMillis());
        }
    }

    private synchronized long share(Job job, int cores) {
        if (bigShares < workers) {
            bigShares++;
            job.bigShare = true;
            return maxBytesPerJob * cores;
        }
        return extraBytes;
    }

    private synchronized void releaseShare(Job job) {
        if (job.bigShare) {
            job.bigShare = false;
            bigShares--;
        }
    }

    /** The watchdog: abandons jobs far past their deadline and ends the threads of jobs that have ended. */
    private void watch() {
        try {
            long now = System.currentTimeMillis();
            for (Job j : jobs.values()) {
                if (j.finished() || !j.started || now <= j.deadline() + HARD_GRACE_MILLIS) continue;
                j.abandon("internal error: the " + j.kind + " went on " + (now - j.deadline() + 2_000) / 1000
                        + " s past its time limit of " + Math.max(1, j.limitMillis / 1000) + " s without stopping and was "
                        + "ended (please report)");
                slices.leave(j);
                releaseShare(j);
                leftovers.putIfAbsent(j.group, now);
            }
            for (Iterator<Map.Entry<JobThreads, Long>> it = leftovers.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<JobThreads, Long> e = it.next();
                long age = now - e.getValue();
                if (e.getKey().end(age >= INTERRUPT_AFTER_MILLIS, age >= KILL_AFTER_MILLIS)) it.remove();
            }
        } catch (Throwable t) {
            // the watchdog must outlive anything: it is what ends runaway work
        }
    }

    Job get(String id) {
        Job j = jobs.get(id);
        if (j == null) throw new ApiError(404, "no job '" + id + "' (finished jobs are kept for 10 minutes)");
        return j;
    }

    void forget(Job job) {
        jobs.remove(job.id);
    }

    /** Jobs started and not yet ended (running, or waiting for their next slice). */
    int running() {
        int n = 0;
        for (Job j : jobs.values()) if (j.started && !j.finished()) n++;
        return n;
    }

    /** Jobs accepted and not yet started. */
    int waiting() {
        int n = 0;
        for (Job j : jobs.values()) if (!j.started && !j.finished()) n++;
        return n;
    }

    /** Threads of ended or abandoned jobs that are still alive (they are being ended). */
    int leftoverThreads() {
        int n = 0;
        for (JobThreads g : leftovers.keySet()) n += g.activeCount();
        return n;
    }

    private void forgetOld() {
        long now = System.currentTimeMillis();
        int finished = 0;
        for (Iterator<Job> it = jobs.values().iterator(); it.hasNext(); ) {
            Job j = it.next();
            if (!j.finished()) continue;
            if (now - j.finishedAt > KEEP_MILLIS || ++finished > KEEP_MAX) it.remove();
        }
    }

    @Override
    public void close() {
        closed = true;
        jobs.values().forEach(Job::cancel);
        slices.wake();
        watchdog.shutdownNow();
        for (Job j : jobs.values()) if (j.group != null) j.group.interrupt();
    }
}

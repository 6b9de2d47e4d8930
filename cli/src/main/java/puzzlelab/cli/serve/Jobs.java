package puzzlelab.cli.serve;

import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Runs jobs: at most {@code workers} at once (one per core), the rest wait in a bounded queue; a full queue
 * refuses new work (503). Finished jobs are kept a while for {@code GET /api/jobs/{id}}, then forgotten.
 */
final class Jobs implements AutoCloseable {
    private static final long KEEP_MILLIS = 10 * 60_000;
    private static final int KEEP_MAX = 100;
    private final ThreadPoolExecutor pool;
    private final Map<String, Job> jobs = new ConcurrentHashMap<>();
    private final SecureRandom ids = new SecureRandom();
    final long maxBytesPerJob;
    private final int workers;
    /** Cores the running jobs hold (a job holds one, or more when it started with nothing waiting). */
    private int coresHeld;

    Jobs(int workers, int queue) {
        pool = new ThreadPoolExecutor(workers, workers, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(queue), r -> {
            Thread t = new Thread(r, "puzzlelab-job");
            t.setDaemon(true);
            return t;
        });
        this.workers = workers;
        // each running search may use this much for its own tables, so all of them together leave the heap room
        maxBytesPerJob = Runtime.getRuntime().maxMemory() / (2L * workers);
    }

    /** Queues the work; ApiError 503 when the queue is full. */
    Job submit(String kind, long limitMillis, Job.Work work) {
        forgetOld();
        byte[] b = new byte[9];
        ids.nextBytes(b);
        Job job = new Job(HexFormat.of().formatHex(b), kind, limitMillis);
        jobs.put(job.id, job);
        try {
            pool.execute(() -> {
                int cores = claimCores();
                job.threads = cores;
                try {
                    job.run(work);
                } finally {
                    releaseCores(cores);
                }
            });
        } catch (RejectedExecutionException e) {
            jobs.remove(job.id);
            throw new ApiError(503, "the server is busy (" + pool.getActiveCount() + " searches running, "
                    + pool.getQueue().size() + " waiting); try again shortly");
        }
        return job;
    }

    /**
     * The cores a starting job may use: one, plus the idle ones when no job waits (a lone solve is then as strong
     * as the CLI's on this machine). Jobs started later get one each until cores come back, so at worst the running
     * searches hold twice the cores for a while.
     */
    private synchronized int claimCores() {
        int extra = pool.getQueue().isEmpty() ? Math.max(0, workers - coresHeld - 1) : 0;
        coresHeld += 1 + extra;
        return 1 + extra;
    }

    private synchronized void releaseCores(int cores) {
        coresHeld -= cores;
    }

    Job get(String id) {
        Job j = jobs.get(id);
        if (j == null) throw new ApiError(404, "no job '" + id + "' (finished jobs are kept for 10 minutes)");
        return j;
    }

    void forget(Job job) {
        jobs.remove(job.id);
    }

    int running() {
        return pool.getActiveCount();
    }

    int waiting() {
        return pool.getQueue().size();
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
        jobs.values().forEach(Job::cancel);
        pool.shutdownNow();
    }
}

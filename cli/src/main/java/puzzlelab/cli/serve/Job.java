package puzzlelab.cli.serve;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One piece of background work (a solve, hint, compare or generate): its state, the latest progress snapshot and
 * its outcome. It stops when cancelled or when its time limit has passed, whichever comes first.
 */
final class Job {
    enum State { QUEUED, RUNNING, DONE, FAILED, CANCELLED }

    /** The work itself; it polls {@link Job#stopRequested} and may report progress. */
    @FunctionalInterface
    interface Work {
        Object run(Job job) throws Exception;
    }

    private static final long GRACE_MILLIS = 2_000;
    final String id;
    final String kind;
    final long limitMillis;
    final CompletableFuture<Object> outcome = new CompletableFuture<>();
    private final AtomicBoolean cancel = new AtomicBoolean();
    private final AtomicLong progressSeq = new AtomicLong();
    private final AtomicInteger watchers = new AtomicInteger();
    private volatile State state = State.QUEUED;
    private volatile long deadline = Long.MAX_VALUE;
    private volatile Map<String, Object> progress = Map.of();
    private volatile String error;
    volatile long finishedAt;
    /** Search threads this job may use, set by {@link Jobs} when it starts. */
    volatile int threads = 1;

    // ---- scheduling, set and read by Jobs and Slices (kept apart from the job's outcome above) ----
    /** 0: interactive (hints, play moves, pictures), served first; 1: the rest. */
    int priority = 1;
    /** Who asked (the client's address), for round-robin across clients. */
    String client = "";
    Slices slices;
    JobThreads group;
    /** Run tickets (cores) held now; 0 while waiting for a turn. */
    volatile int tickets;
    long sliceStart;
    long lastGrant;
    volatile boolean started;
    volatile boolean abandoned;
    /** This job's share of the heap for its search tables, set when it starts. */
    volatile long maxBytes;
    boolean bigShare;

    Job(String id, String kind, long limitMillis) {
        this.id = id;
        this.kind = kind;
        this.limitMillis = limitMillis;
    }

    State state() {
        return state;
    }

    boolean finished() {
        return state == State.DONE || state == State.FAILED || state == State.CANCELLED;
    }

    /** True once cancelled or past the time limit (counted from the start, not from queueing). */
    boolean stopRequested() {
        if (slices != null && !stopping()) slices.poll(this);   // the search's step loop: where a job yields its core
        return cancel.get() || System.currentTimeMillis() > deadline;
    }

    void cancel() {
        cancel.set(true);
        if (state == State.QUEUED) finish(State.CANCELLED, null, "cancelled before it started");
        if (slices != null) slices.wake();
    }

    /** Cancelled, ended or abandoned: a job that waits for its turn no longer does. */
    boolean stopping() {
        return cancel.get() || abandoned || finished();
    }

    /** When the job's work must have stopped (its limit plus a grace); far future until it starts. */
    long deadline() {
        return deadline;
    }

    /** Ends a job whose work did not stop at its deadline: answered at once (500); Jobs ends its threads. */
    synchronized void abandon(String message) {
        if (finished()) return;
        abandoned = true;
        cancel.set(true);
        error = message;
        finishedAt = System.currentTimeMillis();
        state = State.FAILED;
        outcome.completeExceptionally(new ApiError(500, message));
    }

    /** One more event stream on this job, unless it has {@code max} already. */
    boolean watch(int max) {
        while (true) {
            int w = watchers.get();
            if (w >= max) return false;
            if (watchers.compareAndSet(w, w + 1)) return true;
        }
    }

    /** One stream fewer; answers how many are left. */
    int unwatch() {
        return watchers.decrementAndGet();
    }

    void progress(Map<String, Object> snapshot) {
        progress = snapshot;
        progressSeq.incrementAndGet();
    }

    long progressSeq() {
        return progressSeq.get();
    }

    Map<String, Object> progress() {
        return progress;
    }

    void run(Work work) {
        if (finished()) return;   // cancelled while queued
        // a search stops itself at the limit with status LIMIT; the deadline is the net for work that does not
        deadline = System.currentTimeMillis() + limitMillis + GRACE_MILLIS;
        state = State.RUNNING;
        try {
            Object result = work.run(this);
            finish(cancel.get() ? State.CANCELLED : State.DONE, result, null);
        } catch (ApiError e) {
            finish(State.FAILED, null, e.getMessage(), e.status);
        } catch (Exception | StackOverflowError | OutOfMemoryError e) {
            int status = Errors.status(e);
            if (status == 500) Errors.log("job " + id + " (" + kind + ")", e);   // the trace goes to the server's log
            finish(State.FAILED, null, Errors.oneLine(e), status);
        }
    }

    private void finish(State s, Object result, String err) {
        finish(s, result, err, 409);
    }

    /**
     * Ends the job once. {@code status} is the HTTP status of a failure: 409 cancelled, 400 bad input (an {@code
     * InputException}, a {@code NotApplicable}), 500 an internal error (a bug in a search, a puzzle or a plugin).
     */
    private synchronized void finish(State s, Object result, String err, int status) {
        if (finished()) return;
        error = err;
        finishedAt = System.currentTimeMillis();
        state = s;
        if (err == null) outcome.complete(result);
        else outcome.completeExceptionally(new ApiError(s == State.CANCELLED ? 409 : status, err));
    }

    /** The JSON of {@code GET /api/jobs/{id}}. */
    Map<String, Object> view() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", id);
        m.put("kind", kind);
        m.put("state", state.name());
        m.put("limitMillis", limitMillis);
        m.put("progress", progress);
        if (outcome.isDone() && !outcome.isCompletedExceptionally()) m.put("result", outcome.getNow(null));
        if (error != null) m.put("error", error);
        return m;
    }
}

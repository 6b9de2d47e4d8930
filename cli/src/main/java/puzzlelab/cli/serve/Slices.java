package puzzlelab.cli.serve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Fair sharing of the cores among started jobs. A job runs only while it holds a run ticket (one per core); a search
 * polls {@link Job#stopRequested} once per step of the engine's loop (a few milliseconds), and that poll is where a
 * job gives its ticket back: when its slice ({@value #SLICE_MILLIS} ms) is used up and another job waits, or at once
 * when an interactive job (a hint, a play move, a picture) waits. Tickets go to interactive jobs first, then
 * round-robin across clients (by address), then across a client's own jobs, so one client's twenty long solves do not
 * starve another's short one, nor a short one of its own. A portfolio's worker threads poll the same flag before each
 * of their steps, so every thread of a job parks while the job waits for its turn ({@code SlicedPortfolioTest}).
 *
 * <p>Work that does not poll (set-up code that ignores the clock) keeps its ticket until it does; {@link Jobs}'s hard
 * deadline ends it.
 */
final class Slices {
    static final long SLICE_MILLIS = 100;
    private final int cores;
    private int free;
    /** Jobs waiting for a ticket, started or not. */
    private final List<Job> ready = new ArrayList<>();
    /** When each client was last given a ticket (a grant counter), for round-robin across clients. */
    private final Map<String, Long> served = new HashMap<>();
    private long grants;
    /** Read without the lock by the poll's fast path: nobody waits, so a job holding a ticket keeps it. */
    private volatile int waiting;
    private volatile int bestWaiting = Integer.MAX_VALUE;

    Slices(int cores) {
        this.cores = cores;
        this.free = cores;
    }

    /**
     * Waits until the job holds a ticket (or is stopping: cancelled or abandoned). A job's first ticket comes with the
     * idle cores when nothing else waits (a lone solve is as strong as the CLI's); answers the tickets it holds.
     */
    synchronized int start(Job job) throws InterruptedException {
        ready.add(job);
        dispatch();
        while (job.tickets == 0 && !job.stopping()) wait(250);
        return job.tickets;
    }

    /** The poll: gives the ticket back when the slice is over and someone waits, then waits for the next turn. */
    void poll(Job job) {
        if (job.tickets > 0 && waiting == 0) return;   // fast path: nobody to give the core to
        synchronized (this) {
            if (job.tickets > 0) {
                boolean over = System.nanoTime() - job.sliceStart > SLICE_MILLIS * 1_000_000L;
                if (ready.isEmpty() || !(over || bestWaiting < job.priority)) return;
                free += job.tickets;
                job.tickets = 0;
                ready.add(job);
                dispatch();
            }
            try {
                // a job past its deadline stops without waiting for a turn (winding down is cheap), so the hard
                // deadline only ever meets work that does not poll
                while (job.tickets == 0 && !job.stopping() && System.currentTimeMillis() <= job.deadline()) wait(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();   // an interrupted job's search stops at its next poll
            }
        }
    }

    /** The job has ended (or was abandoned): its tickets go to the next. */
    synchronized void leave(Job job) {
        ready.remove(job);
        free += job.tickets;
        job.tickets = 0;
        dispatch();
        notifyAll();
    }

    /** Wakes the waiters so a cancelled job's thread notices. */
    synchronized void wake() {
        notifyAll();
    }

    synchronized int waitingJobs() {
        int n = 0;
        for (Job j : ready) if (!j.started) n++;
        return n;
    }

    private void dispatch() {
        ready.removeIf(Job::stopping);
        while (free > 0 && !ready.isEmpty()) {
            Job next = ready.get(0);
            for (Job j : ready) if (before(j, next)) next = j;
            ready.remove(next);
            int n = 1;
            // a search's first turn with nothing else waiting: it may take the idle cores too (its search threads);
            // interactive work runs on one thread
            if (!next.started && ready.isEmpty() && next.priority > 0) n = free;
            free -= n;
            next.tickets = n;
            next.sliceStart = System.nanoTime();
            next.lastGrant = ++grants;
            served.put(next.client, grants);
            notifyAll();
        }
        if (served.size() > 1024) served.clear();   // forget old clients; round-robin starts over
        waiting = ready.size();
        int best = Integer.MAX_VALUE;
        for (Job j : ready) best = Math.min(best, j.priority);
        bestWaiting = best;
    }

    /** Interactive first; then the client served longest ago; then the job of that client served longest ago. */
    private boolean before(Job a, Job b) {
        if (a.priority != b.priority) return a.priority < b.priority;
        long sa = served.getOrDefault(a.client, -1L), sb = served.getOrDefault(b.client, -1L);
        if (sa != sb) return sa < sb;
        return a.lastGrant < b.lastGrant;
    }

    int cores() {
        return cores;
    }
}

package puzzlelab.cli.serve;

/**
 * The threads of one job: its own and every thread its work starts (a new thread joins its creator's group), so the
 * server can end them all when the job ends — a search's helper thread does not outlive its job.
 */
final class JobThreads extends ThreadGroup {
    private final String job;

    JobThreads(Job job) {
        super("puzzlelab-job-" + job.id);
        this.job = job.id;
        setDaemon(true);   // destroyed with its last thread: a server answering millions of requests keeps no groups
    }

    /**
     * Ends what is left: interrupts the live threads when {@code interrupt}, stops them when {@code kill} (the last
     * resort for code that ignores both its stop flag and interrupts; what it leaves half-done belongs to the ended
     * job alone). Answers true when no thread is left.
     */
    @SuppressWarnings({"deprecation", "removal"})
    boolean end(boolean interrupt, boolean kill) {
        Thread[] threads = new Thread[activeCount() + 8];
        int n = enumerate(threads, true);
        if (n == 0) return true;
        for (int i = 0; i < n; i++) {
            if (kill) threads[i].stop();
            else if (interrupt) threads[i].interrupt();
        }
        return false;
    }

    /** A thread ended by {@link #end} dies quietly; anything else escaping a job's thread is not printed either. */
    @Override
    public void uncaughtException(Thread t, Throwable e) {
        // a job's failures reach its client through Job.run; a helper thread's own failure has nobody to tell
    }

    @Override
    public String toString() {
        return "threads of job " + job;
    }
}

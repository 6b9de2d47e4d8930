package puzzlelab.cli.serve;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * {@code GET /api/jobs/{id}/events}: server-sent events. {@code state} first, {@code progress} with the latest snapshot
 * whenever it changes, {@code end} with the job's final view; then the stream closes.
 *
 * <p>A stream holds no server thread: the request is made asynchronous and one thread writes every stream in turn.
 * At most {@value #MAX_STREAMS} streams are open at once (503 beyond) and {@value #MAX_PER_JOB} per job (429
 * beyond). A job is cancelled when its last watcher goes before it ends (its pages are gone; nobody would see the
 * result); one watcher leaving among several cancels nothing.
 */
final class Events implements AutoCloseable {
    static final int MAX_STREAMS = 256;
    static final int MAX_PER_JOB = 16;
    private static final long POLL_MILLIS = 200;
    private static final long KEEPALIVE_MILLIS = 5_000;

    private final Set<Stream> streams = ConcurrentHashMap.newKeySet();
    /** A writer that has not ticked for this long is replaced (it cannot die of an error, see tick; this is the net). */
    private static final long STALL_MILLIS = 5_000;
    private volatile ScheduledExecutorService writer;
    private volatile long lastTick = System.currentTimeMillis();
    private volatile boolean closed;

    Events() {
        writer = newWriter();
    }

    private ScheduledExecutorService newWriter() {
        ScheduledExecutorService w = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "puzzlelab-events");
            t.setDaemon(true);
            return t;
        });
        lastTick = System.currentTimeMillis();
        w.scheduleWithFixedDelay(this::tick, POLL_MILLIS, POLL_MILLIS, TimeUnit.MILLISECONDS);
        return w;
    }

    /** Starts a new writer when the old one stopped ticking (a stream opened then is served either way). */
    private synchronized void ensureWriter() {
        if (closed || System.currentTimeMillis() - lastTick < STALL_MILLIS) return;
        writer.shutdownNow();
        writer = newWriter();
    }

    /** Streams opened so far that were closed because writing them failed inside the server (not the client going). */
    private final java.util.concurrent.atomic.AtomicLong failures = new java.util.concurrent.atomic.AtomicLong();

    long failures() {
        return failures.get();
    }

    int open() {
        return streams.size();
    }

    void stream(Context ctx, Job job) throws IOException {
        ensureWriter();
        Stream s;
        synchronized (this) {
            if (streams.size() >= MAX_STREAMS)
                throw new ApiError(503, "too many open event streams (" + MAX_STREAMS + "); try again shortly");
            if (!job.watch(MAX_PER_JOB))
                throw new ApiError(429, "too many event streams on this job (at most " + MAX_PER_JOB + ")");
            s = new Stream(job);
            streams.add(s);
        }
        try {
            ctx.status(200).contentType("text/event-stream");
            ctx.header("Cache-Control", "no-cache");
            s.out = ctx.res().getOutputStream();
            s.send("state", job.view());
        } catch (IOException e) {
            close(s);
            return;
        } catch (Throwable e) {
            failed(s, e);
            return;
        }
        s.ready = true;
        ctx.future(() -> s.done);   // the request stays open without its thread; the writer ends it
    }

    /** One pass of the writer over every stream: progress when it changed, a keep-alive now and then, the end. */
    private void tick() {
        lastTick = System.currentTimeMillis();
        for (Stream s : streams) {
            if (!s.ready) continue;
            try {
                Job job = s.job;
                if (job.finished()) {
                    s.send("end", job.view());
                    close(s);
                    continue;
                }
                long seq = job.progressSeq();
                if (seq != s.seen && seq > 0) {
                    s.seen = seq;
                    s.send("progress", job.progress());
                } else if (System.currentTimeMillis() - s.lastWrite > KEEPALIVE_MILLIS) {
                    s.write(": keep-alive\n\n");   // writing is how a closed connection is noticed
                }
            } catch (IOException e) {
                close(s);   // the client went
            } catch (Throwable e) {
                failed(s, e);
            }
        }
    }

    /**
     * A stream whose event could not be made or written for a reason other than its client going (an
     * OutOfMemoryError included): it alone ends, with an error event when one can still be written; the writer goes
     * on with the others.
     */
    private void failed(Stream s, Throwable e) {
        failures.incrementAndGet();
        try {
            s.write("event: error\ndata: {\"error\": \"" + Errors.oneLine(e).replace("\\", "\\\\")
                    .replace("\"", "\\\"") + "\"}\n\n");
        } catch (Throwable ignored) {
            // the stream is closed below either way
        }
        try {
            close(s);
        } catch (Throwable ignored) {
            streams.remove(s);
        }
    }

    private void close(Stream s) {
        if (!streams.remove(s)) return;
        s.done.complete(null);
        if (s.job.unwatch() == 0 && !s.job.finished()) s.job.cancel();
    }

    @Override
    public void close() {
        closed = true;
        writer.shutdownNow();
        for (Stream s : streams) s.done.complete(null);
    }

    private static final class Stream {
        final Job job;
        final CompletableFuture<Void> done = new CompletableFuture<>();
        volatile OutputStream out;
        volatile boolean ready;
        long seen = -1;
        long lastWrite = System.currentTimeMillis();

        Stream(Job job) {
            this.job = job;
        }

        void send(String event, Object data) throws IOException {
            String json;
            try {
                json = Reply.text(data).replace("\n", "");   // one data line per event
            } catch (ApiError tooLarge) {
                json = Reply.text(java.util.Map.of("error", tooLarge.getMessage())).replace("\n", "");
            }
            write("event: " + event + "\ndata: " + json + "\n\n");
        }

        void write(String text) throws IOException {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
            lastWrite = System.currentTimeMillis();
        }
    }
}

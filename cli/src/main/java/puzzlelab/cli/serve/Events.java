package puzzlelab.cli.serve;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * {@code GET /api/jobs/{id}/events}: server-sent events. {@code progress} carries the latest snapshot whenever it
 * changes, {@code end} the job's final view; then the stream closes. A client that disconnects before the end
 * cancels the job (its page is gone; nobody would see the result).
 */
final class Events {
    private static final long POLL_MILLIS = 200;
    private static final long KEEPALIVE_MILLIS = 5_000;

    private Events() {
    }

    static void stream(Context ctx, Job job) {
        ctx.status(200).contentType("text/event-stream");
        ctx.header("Cache-Control", "no-cache");
        long seen = -1;
        long lastWrite = System.currentTimeMillis();
        try {
            OutputStream out = ctx.res().getOutputStream();
            send(out, "state", job.view());
            while (!job.finished()) {
                long seq = job.progressSeq();
                if (seq != seen && seq > 0) {
                    seen = seq;
                    send(out, "progress", job.progress());
                    lastWrite = System.currentTimeMillis();
                } else if (System.currentTimeMillis() - lastWrite > KEEPALIVE_MILLIS) {
                    out.write(": keep-alive\n\n".getBytes(StandardCharsets.UTF_8));
                    out.flush();
                    lastWrite = System.currentTimeMillis();
                }
                Thread.sleep(POLL_MILLIS);
            }
            send(out, "end", job.view());
        } catch (IOException e) {
            job.cancel();
        } catch (InterruptedException e) {
            job.cancel();
            Thread.currentThread().interrupt();
        }
    }

    private static void send(OutputStream out, String event, Object data) throws IOException {
        String json = Reply.text(data).replace("\n", "");   // one data line per event
        out.write(("event: " + event + "\ndata: " + json + "\n\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }
}

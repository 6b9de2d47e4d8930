package puzzlelab.cli.serve;

import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Writing answers: JSON bodies, errors, and waiting for a job while noticing a client that went away. */
final class Reply {
    /** Same layout as {@code solve --format json}. */
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    static {
        // ASCII only (other characters as \\u escapes): an answer's characters are its bytes, so the bound is exact
        JSON.getFactory().configure(JsonWriteFeature.ESCAPE_NON_ASCII.mappedFeature(), true);
    }

    /** The largest answer (in bytes) any endpoint sends; a larger one is refused (413) instead of being built and sent. */
    static final int MAX_ANSWER_CHARS = 8 << 20;
    /** The pictures of one page of {@code /api/frames}, well inside the answer's bound. */
    static final long FRAMES_CHARS = 4 << 20;
    /** After this long without an answer the 200 is committed and a space is written now and then (see await). */
    private static final long HEARTBEAT_AFTER_MILLIS = 1_000;

    private Reply() {
    }

    static void json(Context ctx, int status, Object body) {
        ctx.status(status).contentType("application/json").result(text(body));
    }

    /**
     * The answer's text, or ApiError 413 past {@link #MAX_ANSWER_CHARS}. Jackson writes into a bounded buffer, so an
     * answer too large is stopped when it passes the bound, never built whole.
     */
    static String text(Object body) {
        BoundedWriter w = new BoundedWriter(MAX_ANSWER_CHARS);
        try {
            JSON.writeValue(w, body);
        } catch (BoundedWriter.Full e) {
            throw tooLarge();
        } catch (IOException e) {
            if (e.getCause() instanceof BoundedWriter.Full) throw tooLarge();
            throw new IllegalStateException(e);
        }
        return w.toString();
    }

    private static ApiError tooLarge() {
        return new ApiError(413, "the answer would be over this server's limit of " + (MAX_ANSWER_CHARS >> 20)
                + " MB (ask for less: fewer moves or steps)");
    }

    /** A Writer that refuses to grow past its bound. */
    private static final class BoundedWriter extends java.io.Writer {
        static final class Full extends IOException {
            Full() {
                super("full", null);
            }
        }

        private final StringBuilder sb = new StringBuilder();
        private final int max;

        BoundedWriter(int max) {
            this.max = max;
        }

        @Override
        public void write(char[] buf, int off, int len) throws IOException {
            if (sb.length() + len > max) throw new Full();
            sb.append(buf, off, len);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }

        @Override
        public String toString() {
            return sb.toString();
        }
    }

    /** A text answer (a native solution, an SVG), refused (413) past {@link #MAX_ANSWER_CHARS} like a JSON one. */
    static void text(Context ctx, String type, String body) {
        if (body.length() > MAX_ANSWER_CHARS) throw tooLarge();
        ctx.status(200).contentType(type).result(body);
    }

    /**
     * Waits for a short job (no keep-alive: its time is bounded by its limit and the hard deadline) and answers its
     * result, or throws the ApiError it ended with.
     */
    static Object result(Job job) {
        try {
            return job.outcome.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof ApiError a ? a : new ApiError(500, Errors.oneLine(e.getCause()));
        } catch (InterruptedException e) {
            job.cancel();
            Thread.currentThread().interrupt();
            throw new ApiError(503, "the server is stopping");
        }
    }

    static void error(Context ctx, int status, String message) {
        json(ctx, status, Map.of("error", Errors.printable(Errors.cut(message == null ? "error " + status : message))));
    }

    /**
     * Answers with the job's outcome. A long job's answer is committed as 200 early and kept alive with spaces
     * (JSON allows leading whitespace): writing is the only way a server notices that the client has gone, and a
     * client that has gone cancels its job. Bad input was refused before the job was queued, so a late error
     * (a failure inside the search) is still sent as {"error": ...}.
     */
    static void await(Context ctx, Job job) throws IOException {
        long start = System.currentTimeMillis();
        OutputStream out = null;
        while (true) {
            try {
                Object result = job.outcome.get(250, TimeUnit.MILLISECONDS);
                if (out == null) {
                    json(ctx, 200, result);
                    return;
                }
                String body;
                try {
                    body = text(result);
                } catch (ApiError tooLarge) {   // the 200 is already sent: the error goes in the body
                    body = text(Map.of("error", tooLarge.getMessage()));
                }
                finish(out, body);
                return;
            } catch (TimeoutException e) {
                if (System.currentTimeMillis() - start < HEARTBEAT_AFTER_MILLIS) continue;
                try {
                    if (out == null) {
                        ctx.status(200).contentType("application/json");
                        out = ctx.res().getOutputStream();
                    }
                    out.write(' ');
                    out.flush();
                } catch (IOException gone) {
                    job.cancel();
                    return;
                }
            } catch (ExecutionException e) {
                ApiError err = e.getCause() instanceof ApiError a ? a : new ApiError(500, Errors.oneLine(e.getCause()));
                if (out == null) throw err;
                finish(out, text(Map.of("error", Errors.printable(Errors.cut(err.getMessage())))));   // as error() says it
                return;
            } catch (InterruptedException e) {
                job.cancel();
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static void finish(OutputStream out, String body) {
        try {
            out.write(body.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            // the client left just as the answer was ready: nothing left to cancel
        }
    }
}

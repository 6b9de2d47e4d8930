package puzzlelab.cli.serve;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The errors Jetty answers itself, before any route sees the request (a request line or headers over its buffer:
 * 414 and 431; a request it cannot parse: 400): {@code {"error": "<one line>"}} like every other error, instead of
 * Jetty's HTML page.
 */
final class JettyErrors extends ErrorHandler {
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return ByteBuffer.wrap(body(status, reason));
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Object message = request.getAttribute(ERROR_MESSAGE);
        int status = response.getStatus() < 400 ? 500 : response.getStatus();
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body(status, message == null ? null : message.toString())), callback);
        return true;
    }

    static byte[] body(int status, String reason) {
        return (Reply.text(Map.of("error", Errors.printable(words(status, reason)))) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** The one line: what is wrong in the user's words, with Jetty's reason only where it adds something. */
    static String words(int status, String reason) {
        return switch (status) {
            case 414 -> "the URL is too long (at most 8 KB with the headers; send long IDs in a POST body)";
            case 431 -> "the request headers are too large (at most 8 KB)";
            case 413 -> "the request body is larger than 1 MB";
            case 400 -> "bad request" + (reason == null || reason.isBlank() ? "" : ": " + Errors.cut(reason));
            default -> "error " + status + (reason == null || reason.isBlank() ? "" : ": " + Errors.cut(reason));
        };
    }
}

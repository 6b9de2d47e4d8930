package puzzlelab.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** Hand-written HTTP/1.1 for what java.net.http will not send (its own Host, a false Content-Length). */
final class Raw {
    private Raw() {
    }

    /** Sends {@code head} (request line and headers, no blank line) and {@code body}; answers the whole response. */
    static String send(int port, String head, String body) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(20_000);   // below the server's 30 s idle timeout: an answer only after it would fail
            String req = head + "\r\nConnection: close\r\n\r\n" + body;
            s.getOutputStream().write(req.getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Sends {@code head} with no body and answers the response's status line alone (not waiting for the end). */
    static String statusLine(int port, String head) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(20_000);
            s.getOutputStream().write((head + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            s.getOutputStream().flush();
            StringBuilder sb = new StringBuilder();
            InputStream in = s.getInputStream();
            for (int c = in.read(); c >= 0 && c != '\r'; c = in.read()) sb.append((char) c);
            return sb.toString();
        }
    }

    static int status(String response) {
        return Integer.parseInt(response.substring(9, 12));
    }

    /** A socket on which a JSON POST has been sent, left open (the caller reads what it needs and closes). */
    static Socket posted(int port, String path, String json) throws IOException {
        Socket s = new Socket("127.0.0.1", port);
        s.setSoTimeout(20_000);
        s.getOutputStream().write(("POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
                + "\r\nContent-Length: " + json.getBytes(StandardCharsets.UTF_8).length + "\r\n\r\n" + json)
                .getBytes(StandardCharsets.UTF_8));
        s.getOutputStream().flush();
        return s;
    }
}

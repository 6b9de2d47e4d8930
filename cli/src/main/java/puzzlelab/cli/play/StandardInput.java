package puzzlelab.cli.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import puzzlelab.puzzles.input.InputException;
import puzzlelab.puzzles.input.InputLimits;

/**
 * What play reads from standard input, bounded: a line is at most {@link #MAX_LINE} characters (a solution's worth of
 * moves; {@code play --lines < /dev/zero} is one line and exit 2, not an OutOfMemoryError), and a standard input that
 * was closed when the JVM started ({@code play <&-}) is said to be so instead of read.
 */
final class StandardInput {
    /** As long as the longest solution a file may hold, one character a move. */
    static final int MAX_LINE = InputLimits.DEFAULT.maxSolutionMoves();
    static final String SOURCE = "standard input";

    private StandardInput() {
    }

    /** One more character would pass {@link #MAX_LINE}: the one line to show. */
    static InputException tooLong() {
        return new InputException(SOURCE, "a line of more than " + MAX_LINE + " characters: not moves or a command");
    }

    /**
     * True when file descriptor 0 was closed as the JVM started: the first file the JVM opened then took its number,
     * which is the runtime's module image or a jar (Linux tells it in /proc/self/fd/0); reading it would play a
     * binary file as commands. False where this cannot be told.
     */
    static boolean closedAtStart() {
        try {
            Path target = Files.readSymbolicLink(Path.of("/proc/self/fd/0"));
            String t = target.toString();
            Path home = Path.of(System.getProperty("java.home")).toRealPath();
            return target.startsWith(home) || t.startsWith(System.getProperty("java.home")) || t.endsWith(".jar");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Lines of at most {@link #MAX_LINE} characters (LF, CRLF or CR end one). */
    static final class Lines extends BufferedReader {
        Lines(Reader in) {
            super(in);
        }

        @Override
        public String readLine() throws IOException {
            StringBuilder sb = new StringBuilder();
            while (true) {
                int c = read();
                if (c < 0) return sb.length() == 0 ? null : sb.toString();
                if (c == '\n') return sb.toString();
                if (c == '\r') {
                    mark(1);
                    if (read() != '\n') reset();
                    return sb.toString();
                }
                if (sb.length() >= MAX_LINE) throw tooLong();
                sb.append((char) c);
            }
        }
    }
}

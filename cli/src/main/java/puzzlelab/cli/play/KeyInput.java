package puzzlelab.cli.play;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.EnumSet;
import org.jline.terminal.Attributes;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import org.jline.utils.NonBlockingReader;

/**
 * Single key presses from the terminal (JLine's, in raw mode: no echo, no line editing, Ctrl-C read as a key), for
 * console play by keys; a line in the terminal's own cooked mode for a command. Over plain streams (a pipe,
 * {@code play --keys}) the same bytes are read, which is how the tests drive it. The terminal's modes are restored on
 * {@link #close} and, should the process be ended, by a shutdown hook.
 */
final class KeyInput implements AutoCloseable {
    enum Key { UP, DOWN, LEFT, RIGHT, BACKSPACE, ENTER, CTRL_C, CTRL_D, CTRL_Y, CTRL_Z, CHAR, OTHER, EOF }

    /** A key, and the character when it is {@link Key#CHAR}. */
    record Press(Key key, char ch) {
    }

    /** How long the rest of an escape sequence may take to arrive (a lone Esc key sends nothing more). */
    private static final long ESCAPE_MILLIS = 50;
    private final Terminal terminal;
    private final NonBlockingReader reader;
    private final Attributes cooked, raw;
    private final Thread restore;

    private KeyInput(Terminal terminal) {
        this.terminal = terminal;
        reader = terminal.reader();
        cooked = terminal.getAttributes();
        raw = new Attributes(cooked);
        raw.setLocalFlags(EnumSet.of(Attributes.LocalFlag.ICANON, Attributes.LocalFlag.ECHO, Attributes.LocalFlag.IEXTEN,
                Attributes.LocalFlag.ISIG), false);
        raw.setInputFlags(EnumSet.of(Attributes.InputFlag.IXON, Attributes.InputFlag.ICRNL, Attributes.InputFlag.INLCR), false);
        raw.setControlChar(Attributes.ControlChar.VMIN, 1);
        raw.setControlChar(Attributes.ControlChar.VTIME, 0);
        restore = new Thread(() -> terminal.setAttributes(cooked));
        Runtime.getRuntime().addShutdownHook(restore);
    }

    /** The process's terminal. */
    static KeyInput system() throws IOException {
        return new KeyInput(TerminalBuilder.builder().system(true).build());
    }

    /**
     * Keys read from {@code in} (a pipe or a test), the terminal's output going to {@code out}; no echo from the start
     * (its line discipline reads ahead, before {@link #next} could switch it off).
     */
    static KeyInput streams(InputStream in, OutputStream out) throws IOException {
        Attributes quiet = new Attributes();
        quiet.setLocalFlag(Attributes.LocalFlag.ECHO, false);
        return new KeyInput(TerminalBuilder.builder().system(false).streams(in, out).type("dumb").attributes(quiet).build());
    }

    /** The next key press (raw mode while it waits). */
    Press next() throws IOException {
        terminal.setAttributes(raw);
        int c = reader.read();
        return switch (c) {
            case NonBlockingReader.EOF -> new Press(Key.EOF, '\0');
            case 27 -> escape();
            case 127, 8 -> new Press(Key.BACKSPACE, '\0');
            case '\r', '\n' -> new Press(Key.ENTER, '\0');
            case 3 -> new Press(Key.CTRL_C, '\0');
            case 4 -> new Press(Key.CTRL_D, '\0');
            case 25 -> new Press(Key.CTRL_Y, '\0');
            case 26 -> new Press(Key.CTRL_Z, '\0');
            default -> c < ' ' ? new Press(Key.OTHER, '\0') : new Press(Key.CHAR, (char) c);
        };
    }

    /** After Esc: an arrow is ESC [ A..D (or ESC O A..D in application mode); other sequences are read to their end. */
    private Press escape() throws IOException {
        int c = reader.read(ESCAPE_MILLIS);
        if (c != '[' && c != 'O') return new Press(Key.OTHER, '\0');
        int d = reader.read(ESCAPE_MILLIS);
        switch (d) {
            case 'A': return new Press(Key.UP, '\0');
            case 'B': return new Press(Key.DOWN, '\0');
            case 'C': return new Press(Key.RIGHT, '\0');
            case 'D': return new Press(Key.LEFT, '\0');
            default:
                // e.g. ESC [ 3 ~ (Delete), ESC [ 1 ; 5 C (Ctrl+arrow): up to the final byte, at most a few
                for (int i = 0; i < 8 && d >= '0' && d <= ';'; i++) d = reader.read(ESCAPE_MILLIS);
                return new Press(Key.OTHER, '\0');
        }
    }

    /** One line typed after {@code prompt}, the terminal in its cooked mode (echo and editing); null at the end of input. */
    String line(String prompt) throws IOException {
        terminal.setAttributes(cooked);
        terminal.writer().print(prompt);
        terminal.writer().flush();
        StringBuilder sb = new StringBuilder();
        while (true) {
            int c = reader.read();
            if (c == NonBlockingReader.EOF) return sb.length() == 0 ? null : sb.toString();
            if (c == '\n' || c == '\r') return sb.toString();
            if (sb.length() >= StandardInput.MAX_LINE) throw StandardInput.tooLong();
            sb.append((char) c);
        }
    }

    @Override
    public void close() throws IOException {
        terminal.setAttributes(cooked);
        try {
            Runtime.getRuntime().removeShutdownHook(restore);
        } catch (IllegalStateException e) {
            // already shutting down: the hook restores
        }
        terminal.close();
    }
}
